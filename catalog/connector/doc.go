// Package connector holds Flinkpad's connectors and the rules they share with Flink's
// connector factories: which options each accepts, and Flink's exact messages when a table's
// options are wrong. Like Flink, Flinkpad validates options when a table is first used, not when
// CREATE TABLE stores it. A connector's error is the shared *flinkerr.Error (Error is that
// type, NewError its constructor), with the Java class Flink raises, which the engine prints as
// the SQL client does; errors of invalid options have the kind ErrInvalidOptions.
//
// Connectors never import the planner: the interfaces they implement live here, and the
// executor drives them.
package connector
