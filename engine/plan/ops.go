package plan

// Op is what a Call applies: a SQL operator (AND, =, IS NULL), a function's upper-case name
// (UPPER, DATE_FORMAT), or an operator the planner makes (SEARCH, PROCTIME_MATERIALIZE). Function
// names are open-ended, so Op is a string; the operators that the optimizer, the physical
// planner and the executor match on by structure have constants here, and the value is the
// name EXPLAIN prints.
type Op string

// Boolean connectives and predicates.
const (
	OpAnd Op = "AND"
	OpOr  Op = "OR"
	OpNot Op = "NOT"

	OpIsNull            Op = "IS NULL"
	OpIsNotNull         Op = "IS NOT NULL"
	OpIsTrue            Op = "IS TRUE"
	OpIsFalse           Op = "IS FALSE"
	OpIsNotTrue         Op = "IS NOT TRUE"
	OpIsNotFalse        Op = "IS NOT FALSE"
	OpIsDistinctFrom    Op = "IS DISTINCT FROM"
	OpIsNotDistinctFrom Op = "IS NOT DISTINCT FROM"
	OpLike              Op = "LIKE"
	// OpSimilarTo is x SIMILAR TO pattern [ESCAPE e]; NOT SIMILAR TO is NOT around it, as
	// Calcite converts it.
	OpSimilarTo Op = "SIMILAR TO"
)

// Comparisons.
const (
	OpEquals         Op = "="
	OpNotEquals      Op = "<>"
	OpLess           Op = "<"
	OpLessOrEqual    Op = "<="
	OpGreater        Op = ">"
	OpGreaterOrEqual Op = ">="
)

// Arithmetic.
const (
	OpPlus   Op = "+"
	OpMinus  Op = "-"
	OpTimes  Op = "*"
	OpDivide Op = "/"
	OpMod    Op = "MOD"
)

// Structural operators: conditionals, field and element access, and the operators the planner
// makes.
const (
	OpCase     Op = "CASE"
	OpCoalesce Op = "COALESCE"
	// OpArray, OpMap and OpRow are the constructors ARRAY[...], MAP[...] and ROW(...).
	OpArray Op = "ARRAY"
	OpMap   Op = "MAP"
	OpRow   Op = "ROW"
	// OpDot is a row's field by position, r.x: Args are the row and the field's index.
	OpDot Op = "DOT"
	// OpItem is an array's element or a map's value, a[i] and m[k].
	OpItem Op = "ITEM"
	// OpSearch is Calcite's SEARCH(x, Sarg[...]): x within a set of ranges, which the physical
	// planner makes of comparisons of one field with literals.
	OpSearch Op = "SEARCH"
	// OpProctimeMaterialize turns a proctime attribute into the time it is read, where a
	// proctime stops being a time attribute.
	OpProctimeMaterialize Op = "PROCTIME_MATERIALIZE"
	OpTimestampAdd        Op = "TIMESTAMPADD"
	// OpIn, OpExists and OpScalarQuery are a SubqueryExpr's operators, as Calcite names them.
	OpIn          Op = "IN"
	OpExists      Op = "EXISTS"
	OpScalarQuery Op = "$SCALAR_QUERY"
	// OpRand is RAND, whose value changes from call to call.
	OpRand Op = "RAND"
	// OpJSON is JSON(text) as a value of JSON_OBJECT or JSON_ARRAY, whose text they embed as
	// JSON: never folded into a string literal.
	OpJSON Op = "JSON"
	// OpCurrentWatermark is CURRENT_WATERMARK(rowtime), the watermark the evaluating Calc has
	// received: never folded or moved past an operator.
	OpCurrentWatermark Op = "CURRENT_WATERMARK"
)

// IsComparison says the operator is one of =, <>, <, <=, > and >=.
func (op Op) IsComparison() bool {
	switch op {
	case OpEquals, OpNotEquals, OpLess, OpLessOrEqual, OpGreater, OpGreaterOrEqual:
		return true
	}
	return false
}

// Flipped is the comparison that holds with the operands swapped (4 < x is x > 4), and false
// for an operator that is not a comparison.
func (op Op) Flipped() (Op, bool) {
	switch op {
	case OpEquals, OpNotEquals:
		return op, true
	case OpLess:
		return OpGreater, true
	case OpLessOrEqual:
		return OpGreaterOrEqual, true
	case OpGreater:
		return OpLess, true
	case OpGreaterOrEqual:
		return OpLessOrEqual, true
	}
	return "", false
}

// nonDeterministicOps are the functions whose value changes from call to call or with the time
// of the call.
var nonDeterministicOps = map[Op]bool{
	"RAND": true, "RAND_INTEGER": true, "UUID": true, "NOW": true, "CURRENT_TIMESTAMP": true,
	"LOCALTIMESTAMP": true, "CURRENT_DATE": true, "CURRENT_TIME": true, "LOCALTIME": true,
	"PROCTIME": true, "CURRENT_ROW_TIMESTAMP": true, "UNIX_TIMESTAMP": true,
	OpCurrentWatermark: true,
}

// IsNonDeterministic reports whether a call of op may give another value from call to call or
// with the time of the call: the planner never folds it, and the executor never shares it
// between the places it appears.
func IsNonDeterministic(op Op) bool { return nonDeterministicOps[op] }
