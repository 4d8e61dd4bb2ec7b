// Package datagen is Flink's 'datagen' connector: a source of generated rows.
//
// # Options
//
// Spec lists exactly the keys Flink 2.3's DataGenTableSourceFactory consumes for a schema,
// because Flink's "Unsupported options found for 'datagen'." message lists them:
// connector, number-of-rows, rows-per-second, scan.parallelism, and per physical column
// fields.<name>.kind plus what that column's generator reads. Random fields
// (RandomGeneratorVisitor): BOOLEAN and CHAR null-rate; VARCHAR length, null-rate, var-len;
// VARBINARY length, var-len; BINARY, DATE and TIME nothing; numbers and intervals min, max,
// null-rate; TIMESTAMP and TIMESTAMP_LTZ max-past, null-rate. Sequence fields
// (SequenceGeneratorVisitor): start and end for strings, binaries and numbers; nothing for
// BOOLEAN and the temporal types, whose "sequence" is random or the clock, although start and
// end must still be given (and are then unsupported). CreateSource validates in Flink's order:
// each field's generator (kind, then its options' values, parsed as Java parses them), then
// unknown keys, then the table options.
//
// # Values
//
// Sequences count from start, |end − start + 1| values in Java long arithmetic (so start > end
// still yields values), after the bounds are cut to the type as Flink does (byteValue,
// shortValue; FLOAT takes shortValue too). Strings are the decimal digits, binaries the 8-byte
// big-endian long. Several sequences advance together; the table ends at number-of-rows or when
// the shortest sequence ends. Without number-of-rows the planner sees the table as unbounded
// (Source.Bounded), even though a sequence ends it at run time.
//
// Random values are uniform in [min, max] (integers, both inclusive) or (min, max) (floating
// point), with Flink's defaults per type (DOUBLE's minimum is Double.MIN_VALUE, a positive
// number). Strings are lowercase hex digits of 'length' characters (VARCHAR(n) defaults to n,
// STRING to 100, CHAR(n) to n); var-len draws the length from [1, length). null-rate r gives
// NULL when a uniform float is <= r, so 1.0 is always NULL. DATE, TIME and TIMESTAMP give the
// current clock (minus a random past below max-past for timestamps). With Env.Seed != 0
// ('flinkpad.datagen.seed') numbers and strings are reproducible: each physical column has its
// own PCG stream seeded by (seed, column index), so a column's values do not depend on which
// columns a query reads. The clock-based values are never reproducible.
//
// Generators write straight into typed Arrow builders, batches of up to BatchSize rows.
//
// # Errors
//
// The texts and Java classes are Flink's, recorded with conformance/flink: option parse errors
// (NumberFormatException), validation errors, and the run-time failures of Flink's generators,
// which Reader.Next returns (commons-math's "lower bound (1,000) must be strictly less than
// upper bound (1,000)" for BIGINT, FLOAT and DOUBLE with min = max, or INT with min > max; a
// DECIMAL sequence's ClassCastException). DECIMAL's "min bound must be less than max" is raised
// by CreateSource, as Flink raises it while building the source. Flink generates every column
// of a row, so a failing generator fails the read even if the query does not read its column.
//
// # Pacing
//
// rows-per-second paces the reader as Flink's source does (a second's rows at once, then a wait
// for the next second), in batch mode as in streaming mode (case fixes_datagen_batch_paced),
// and Next honours ctx cancellation; an unbounded table runs until ctx is cancelled.
//
// # Not covered
//
// Random ARRAY, MAP, MULTISET and ROW values (Spec lists their options; CreateSource rejects
// them); scan.parallelism's split of the rows across subtasks (the Source interface has no
// subtask); Flink's waveform options do not exist in 2.3.
package datagen
