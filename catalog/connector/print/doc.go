// Package print is Flink's 'print' connector, a sink that writes each row to standard output
// (or standard error with 'standard-error' = 'true') as Row.toString prints it: "+I[1, foo]".
//
// The line prefix is Flink's PrintSinkOutputWriter's: the identifier, then ":<subtask>" (1-based)
// when the sink's parallelism is above 1 (a bare "<subtask>" without an identifier), then "> "
// when anything came before; no identifier and parallelism 1 means no prefix. Parallelism is
// 'sink.parallelism', else Env.Parallelism. Print supports PARTITION clauses (Flink's PrintSink
// implements SupportsPartitioning): each static partition appends ":k=v" to the identifier, in
// partition-key order ("pp:k=a> +I[1, a]"; without an identifier just "k=a> "). It consumes
// updates and deletes, and does not support INSERT OVERWRITE (OverwriteError is the planner's
// message). The supported options are print's own three plus the ones Flink's
// TableFactoryHelper adds for every connector (connector.FactoryHelperOptions), as Flink's "Unsupported
// options found for 'print'." message lists them.
//
// Writers of several sinks may run on their own goroutines: each batch's lines go out in one
// Write call under a package-wide lock, so lines never interleave even on a shared Stdout. When
// the parallelism is above 1, Write deals rows to the subtasks in turn (what Flink does for a
// sequence datagen feeding the sink at that parallelism); WriteSubtask lets an executor that
// knows the producing subtask say so.
package print
