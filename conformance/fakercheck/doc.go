// Package fakercheck compares the shape of the values two faker implementations give for the same
// expression: Datafaker, the library flink-faker evaluates `fields.<f>.expression` with, and
// Flinkpad's evaluator (faker.Default). Random values cannot be compared one by one, so a sample
// set of each (200 values) is compared by shape:
//
//   - kind: integer, decimal, date, timestamp, boolean or text, the narrowest that every value fits;
//   - booleans: both values, or the same one;
//   - numbers: the range, with a tenth of the reference's span as slack, a spread at least half the
//     reference's, and the same number of fraction digits;
//   - dates and timestamps: the same, as offsets from the time each set was taken, so that
//     date.past and date.future compare across days; times of day ("HH:mm:ss", a date.past with
//     a format) and Time.past / Time.future's nanos of the day likewise, as offsets from each
//     set's own time of day (wrapped around midnight), with a second more slack for values
//     printed to the second;
//   - small choice sets (at most 40 distinct values): the two sets of distinct values overlap
//     (Jaccard index at least one half);
//   - other text: the character-class pattern of each value (runs of upper-case letters are A,
//     lower-case a, digits 9, other characters themselves: "NSK-4245" is "A-9", "John Smith"
//     "Aa Aa"), with at least half of each set's values in a pattern the other set has; where the
//     whole values' patterns are too varied for that, their skeletons (the value without letters
//     and digits: UUIDs, MAC addresses), their words' patterns (running text) or, for tokens
//     without spaces, their alphabets (the classes each value uses: passwords with symbols); the character
//     classes each set uses (a class in 5% of the compared values must occur in the reference, one
//     in 10% of the reference's must occur in the compared values); and lengths in the
//     reference's range give or take a quarter.
//
// The Datafaker samples are recorded by conformance/flink/faker-samples.sh (`make
// fakercheck-record`) into testdata/datafaker.jsonl; the test compares them with Flinkpad's
// samples for every expression in catalog/connector/faker/datafaker/testdata/supported.txt.
// testdata/pipeline*.jsonl are Datafaker against itself (two seeds, which must agree) and against
// deliberately different expressions (which must not), recorded the same way, so that the checker
// is itself checked on real Datafaker output.
package fakercheck
