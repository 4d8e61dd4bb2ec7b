// Package types is Flink's type system for Flinkpad: logical types, the
// rules that relate them, values, and the way Flink prints values. Every
// other engine package builds on it, and it imports nothing from the engine.
//
// # Types
//
// Type is one struct for all of Flink's logical types that Flinkpad
// supports (type.go): a Kind (Flink's LogicalTypeRoot), NotNull (so the zero
// value is nullable, as Flink's default), the parameters (Length, Precision,
// Scale, Resolution, the TimeAttr of rowtime and proctime columns) and the
// children of ARRAY, MULTISET, MAP (Elem) and ROW (Fields). Constructors named
// New* check bounds with Flink's ValidationException texts (wrapping
// ErrInvalidType); the short ones (Decimal, VarChar, Timestamp...) are for
// parameters the caller derived itself. Named resolves SQL type names with
// Flink's defaults (DECIMAL is DECIMAL(10, 0), TIMESTAMP is TIMESTAMP(6)).
// String is asSummaryString (what DESCRIBE prints), SerializableString is
// asSerializableString, and ParseType reads both back.
//
// # Rules between types
//
//   - casts.go: SupportsImplicitCast, SupportsExplicitCast and
//     SupportsAvoidingCast, after LogicalTypeCasts; CheckCast (cast_values.go)
//     is what CAST validation accepts, with Flink's messages.
//   - merging.go: CommonType is LogicalTypeMerging.findCommonType (COALESCE,
//     IF, ARRAY[...]); LeastRestrictive is the planner's common type for
//     UNION, multi-row VALUES and CASE, where Flink defers to Calcite.
//   - arith.go: result types of + - * / % and of SUM, AVG, COUNT, MIN, MAX,
//     including the decimal precision rules and the integer AVG.
//
// # Values
//
// value.go documents the Go representation of a value of each type: Go
// primitives that mirror Flink's internal RowData formats (int32 days for
// DATE, int32 milliseconds for TIME, TimestampData for TIMESTAMP, the
// unscaled decimal128.Num for DECIMAL). Values always travel with their Type.
// arrow.go gives the Arrow layout that batches use, and reads and writes
// single values (for tests and slow paths; kernels use typed slices).
// TIMESTAMP and TIMESTAMP_LTZ are a struct of Flink's TimestampData fields
// (millis, nano_of_milli) at every precision, so years 0000-9999 and a
// source's nanoseconds survive; MAP and MULTISET are lists of key/value
// structs, so a MAP key can be NULL as in Flink. ValuesEqual is SQL's = over
// nested values and MAP key look-up.
//
// BITMAP (bitmap.go), Flink 2.3's set of 32-bit integers, is a []byte holding
// RoaringBitmap's portable serialization after run optimization: the bytes
// Flink's BITMAP_TO_BYTES writes, and canonical, so that equal sets have
// equal bytes (= compares them; the Arrow layout is Binary). It prints as
// RoaringBitmap.toString does ("{1,2,4294967295}", cut with "..." past
// 0x80000 characters), casts to character strings only, and is in no family
// (Flink's EXTENSION).
//
// Formatting (format.go) has three forms: FormatValue and FormatRow print
// what Row.toString prints ("+I[1, foo]", the print sink and collected
// results), CastToString is CAST(x AS STRING), and FormatTableau is the SQL
// client's table cell. They rest on exact reimplementations of the Java
// methods Flink calls: Java 17's Double.toString and Float.toString
// (javafloat.go; Java 17 does not print the shortest digits, so Go's strconv
// cannot be used), BigDecimal.toString and toPlainString (decimal.go), the
// java.time toString methods and Flink's DateTimeUtils formatters
// (datetime.go), and java.util.HashMap iteration order for MAP fields
// (javahash.go).
//
// For the date and time functions, timeunit.go does Flink's calendar arithmetic by unit
// (EXTRACT fields, FLOOR/CEIL to a unit, adding and subtracting months) and javadate.go
// formats and parses with Java's DateTimeFormatter and SimpleDateFormat patterns.
//
// CastValue (cast_values.go, parse.go) converts values as Flink's cast rules
// do at run time, quirks included: strings are trimmed of spaces for
// numbers but not for BOOLEAN; DECIMAL overflow is NULL, not an error;
// DOUBLE to DECIMAL goes through Double.toString; string to DECIMAL has a
// lenient path for short inputs ('x' is 0) and a strict one for long ones.
// A failing cast returns a *flinkerr.Error carrying Flink's Java exception
// class and message, of kind ErrCastFailed, which TRY_CAST turns into NULL
// (ErrCastNotSupported for a cast that validation rejects). Java's date
// formats fail with the kind ErrDateFormat, a malformed type with
// ErrInvalidType and an oversized value with ErrValueTooLarge.
//
// # Sources of truth
//
// Facts come from Flink 2.3.0's sources (flink-table-common
// types/logical/*, LogicalTypeCasts, LogicalTypeMerging, DateTimeUtils;
// flink-table-runtime BinaryStringDataUtil, DecimalDataUtils; flink-table-planner
// functions/casting/*CastRule, FlinkTypeSystem; flink-core Row, RowUtils) and,
// above all, from outputs recorded on Flink 2.3.0 through conformance/flink:
// the tests cite the conformance case (cast_*, types_*) each expectation comes from. testdata/ holds
// vectors printed by Java 17 and by Flink's type classes themselves
// (testdata/README.md says how they were made).
//
// Constant folding is not covered here: Flink's planner folds CASTs of
// literals with Calcite, which differs in places (CAST(1.0E20 AS BIGINT) of a
// literal wraps instead of saturating). The expectations in the cast tests
// come from inputs the planner could not fold.
package types
