// Package faker is flink-faker's 'faker' connector: tables whose columns are generated from
// Datafaker expressions.
package faker
