// Package sqljson is the JSON behind Flink's JSON functions, as Flink's SqlJsonUtils runs them
// on Jackson and Jayway JsonPath: a parser that keeps an object's keys in order (parse.go), the
// definite subset of Jayway's paths with its strict and lax modes and its exception texts
// (path.go), and the two printings Flink shows: Jackson's JSON text with sorted keys and Java's
// toString of the parsed value, which its error messages quote (print.go).
//
// Values are nil for JSON null, bool, string, Number, []any for arrays and *Object for objects.
package sqljson
