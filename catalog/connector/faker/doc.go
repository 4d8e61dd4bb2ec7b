// Package faker is flink-faker's 'faker' connector (github knaufk/flink-faker 0.5.3, its newest
// release): tables whose columns are generated from Datafaker expressions.
//
// factory.go validates a table as FlinkFakerTableSourceFactory does, field by field in schema
// order: the column type (SUPPORTED_ROOT_TYPES), its expressions (fields.<f>.expression; for a
// MAP fields.<f>.key.expression and fields.<f>.value.expression; for a ROW one per field,
// fields.<f>.<field>.expression), each checked and evaluated once, then fields.<f>.null-rate
// and fields.<f>.length, then rows-per-second and number-of-rows. flink-faker validates no
// other option, so Flink ignores an unknown one (sleep-per-row, a misspelt key) and so does
// Flinkpad.
//
// source.go is FlinkFakerGenerator: a row's field is NULL when a draw in [0,1) falls below the
// null rate, else its expressions are evaluated length times; rows-per-second paces the rows,
// at least one a second. number-of-rows bounds the table (0 or a negative count other than -1
// fails the read as Flink's NumberSequenceSource(1, n) does); without it the table is
// unbounded, and batch mode refuses it. Two bounds Flink has not keep a table from exhausting
// memory: fields.<f>.length is at most a million (LimitExceeded beyond), and a batch holds at
// most 65536 expression values, so long collections make batches of fewer rows.
//
// cast.go is FakerUtils.stringValueToType, quirks included (DATE before 1970 rounds toward
// the epoch, a DECIMAL beyond its precision is NULL, strings keep their length). Timestamps are
// parsed in UTC, the JVM zone of the Java runner, and Datafaker prints them in UTC too.
//
// The expressions themselves are evaluated by an Evaluator (evaluator.go), which this package
// does not link: natively engine/faker_linked.go sets the datafaker package's, and the page
// loads its faker module on first use through SetLoader. 'flinkpad.datagen.seed' (Env.Seed)
// seeds one generator per physical column, so a seeded run repeats.
package faker
