package connector

// ChangelogMode is the set of row kinds a source produces, as Flink's ChangelogMode tells the
// planner.
type ChangelogMode int

const (
	// InsertOnlyMode: every row is an insert (ChangelogMode.insertOnly()).
	InsertOnlyMode ChangelogMode = iota
	// UpsertMode: inserts, update-afters and deletes by key, without update-befores
	// (ChangelogMode.upsert()); the planner normalizes it with ChangelogNormalize.
	UpsertMode
	// AllMode: every kind, update-befores included (ChangelogMode.all()), as the CDC formats
	// decode.
	AllMode
)

// ChangelogProducer is implemented by sources whose rows are not all inserts. A source that
// does not implement it produces inserts only.
type ChangelogProducer interface {
	ChangelogMode() ChangelogMode
}
