// Package blackhole is Flink's 'blackhole' connector: a sink that swallows every row, inserts,
// updates and deletes alike. It declares no options of its own; its supported options are the
// ones Flink's TableFactoryHelper adds for every connector (property-version and the
// scan.watermark.* keys), as Flink's "Unsupported options found for 'blackhole'." message lists
// them. Like Flink's BlackHoleSink it supports PARTITION clauses but not INSERT OVERWRITE.
//
// Sink.Rows counts the rows all writes swallowed, for the UI; Writer.Rows counts one write's.
package blackhole
