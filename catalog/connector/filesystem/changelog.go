package filesystem

// ConsumesInsertsOnly reports that the filesystem sink appends rows and cannot take updates
// or deletes; in streaming mode the planner rejects an updating query into it, as Flink's
// FileSystemTableSink declares ChangelogMode.insertOnly().
func (*sink) ConsumesInsertsOnly() bool { return true }
