// Package connector holds Flinkpad's connectors and the rules they share with Flink's
// connector factories: which options each accepts, and Flink's exact messages when a table's
// options are wrong. Like Flink, Flinkpad validates options when a table is first used, not when
// CREATE TABLE stores it.
//
// Connectors never import the planner: the interfaces they implement live here, and the
// executor drives them.
package connector
