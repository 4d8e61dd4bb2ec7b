// Package datafaker evaluates Datafaker expressions, "#{Provider.method 'arg1','arg2'}" mixed
// with literal text, the way net.datafaker's FakeValuesService does: its rules for cutting an
// expression (a '}' inside quotes does not close it), for splitting arguments (two quotes stand for one,
// text between arguments is ignored), for matching names (case-insensitive, underscores
// ignored) and for choosing an overload (the first whose parameters the arguments coerce to,
// int before long before double).
//
// The data behind the providers comes from gofakeit's data package, its word lists alone (see
// gofakeit.go for why not its root package); values take Datafaker's shapes (a
// Timestamp prints as java.sql.Timestamp.toString, in UTC; a double as Double.toString;
// numberBetween excludes its upper bound; names, addresses and phone numbers follow the
// patterns of Datafaker's English locale). Ancient, Weather and Job draw from short lists of
// Flinkpad's own, as gofakeit has none of their kind, and so do a few closed sets of choices
// whose shape gofakeit's data has not (lists.go: departments, materials, stock exchanges,
// genres, colours); gofakeit's lists are filtered where some of their entries take a shape
// Datafaker's never do (hyphenated cities, Etc/GMT zones). Methods whose values Datafaker draws
// from real brands or tickers, and those Datafaker itself cannot evaluate, are refused. A provider, method or argument form that
// is not here is refused by Check, naming it and its position in the expression: never a value
// of another shape. A failure Datafaker raises while it generates (randomNumber '0', an empty
// date range) is the same Java exception here.
//
// This package links gofakeit's data, so only the native engine (engine/faker_linked.go) and
// the browser's separately loaded faker module import it; the connector in package faker does
// not. testdata/supported.txt lists every supported form, one expression a line, for the Java
// checker that compares each with Datafaker; tests hold it and the README's list to the
// providers here.
package datafaker
