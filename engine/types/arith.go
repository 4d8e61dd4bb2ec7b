package types

import (
	"errors"
	"fmt"
	"strings"
)

// ArithOp is a binary arithmetic operator.
type ArithOp uint8

// The arithmetic operators. OpMod is both % and MOD(a, b).
const (
	OpPlus ArithOp = iota
	OpMinus
	OpMultiply
	OpDivide
	OpMod
)

func (op ArithOp) String() string {
	switch op {
	case OpPlus:
		return "+"
	case OpMinus:
		return "-"
	case OpMultiply:
		return "*"
	case OpDivide:
		return "/"
	case OpMod:
		return "MOD"
	}
	return "?"
}

// ErrOperandTypes is wrapped when an operator does not apply to its operand types.
var ErrOperandTypes = errors.New("operator does not apply to these operand types")

// ArithmeticType is the result type of a op b, as Flink's planner derives it
// (Calcite's return-type rules with FlinkTypeSystem's decimal derivations):
//
//   - two integer types: the wider one, also for / (INT / INT is INT, the
//     quotient truncated) and for MOD, which takes the type of b;
//   - a DECIMAL with an exact numeric: integers count as DECIMAL(3|5|10|19, 0)
//     and the LogicalTypeMerging rules give precision and scale, see DecimalResult;
//   - FLOAT or DOUBLE with an integer: the approximate type; with a DECIMAL:
//     DOUBLE; FLOAT with DOUBLE: the left operand's type (Calcite's
//     leastRestrictive keeps the first of equal precision);
//   - datetime +/- interval: the datetime type; interval +/- interval: the
//     common interval type.
//
// The result is nullable when either operand is. Recorded in Flink 2.3 by
// DESCRIBE of views (arith_test.go).
func ArithmeticType(op ArithOp, a, b Type) (Type, error) {
	nullable := a.Nullable() || b.Nullable()
	var result Type
	switch {
	case a.IsNumeric() && b.IsNumeric():
		result = numericResult(op, a, b)
	case op == OpPlus || op == OpMinus:
		r, ok := datetimeResult(op, a, b)
		if !ok {
			return Type{}, operandError(op, a, b)
		}
		result = r
	case (op == OpMultiply || op == OpDivide) && a.Is(FamilyInterval) && b.IsNumeric():
		result = a
	case op == OpMultiply && a.IsNumeric() && b.Is(FamilyInterval):
		result = b
	default:
		return Type{}, operandError(op, a, b)
	}
	return result.WithNullable(nullable), nil
}

func operandError(op ArithOp, a, b Type) error {
	return fmt.Errorf("%w: cannot apply '%s' to arguments of type '<%s> %s <%s>'",
		ErrOperandTypes, op, a.calciteName(), op, b.calciteName())
}

// calciteName is how Calcite's validator names a type in its messages
// (INTEGER, not INT).
func (t Type) calciteName() string {
	switch t.Kind {
	case KindInt:
		return "INTEGER"
	case KindBitmap:
		// BITMAP is a Flink type outside Calcite's: it prints its summary, nullability included.
		return t.String()
	case KindArray, KindMultiset:
		// Calcite writes the element type first: INTEGER ARRAY.
		return t.ElemType().calciteName() + " " + t.Kind.String()
	case KindMap:
		return "(" + t.KeyType().calciteName() + ", " + t.ValueType().calciteName() + ") MAP"
	case KindRow:
		// A ROW value is a Calcite struct of kind PEEK_FIELDS_NO_EXPAND; its fields print
		// without their nullability.
		var sb strings.Builder
		sb.WriteString("RecordType:peek_no_expand(")
		for i, f := range t.Fields {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(f.Type.calciteName() + " " + f.Name)
		}
		sb.WriteString(")")
		return sb.String()
	}
	return t.WithNullable(true).SerializableString()
}

func numericResult(op ArithOp, a, b Type) Type {
	a, b = a.WithNullable(true), b.WithNullable(true)
	switch {
	case a.Kind == KindDecimal || b.Kind == KindDecimal:
		if a.IsApproxNumeric() || b.IsApproxNumeric() {
			return Double
		}
		if op == OpMod && a.numericScale() == 0 && b.numericScale() == 0 {
			return b // FlinkTypeSystem.deriveDecimalModType returns the divisor's own type
		}
		return DecimalResult(op, a.AsDecimal(), b.AsDecimal())
	case a.IsIntegerNumeric() && b.IsIntegerNumeric():
		if op == OpMod {
			return b // Calcite's NULLABLE_MOD: the type of the divisor
		}
		if b.numericPrecision() > a.numericPrecision() {
			return b
		}
		return a
	case a.IsApproxNumeric():
		return a // FLOAT op DOUBLE stays FLOAT: see ArithmeticType
	default:
		return b
	}
}

// DecimalResult is the DECIMAL result type of a op b for two DECIMALs
// (LogicalTypeMerging.find*DecimalType, used by FlinkTypeSystem), with s and p
// the operands' scales and precisions:
//
//   - -  scale max(s1, s2), precision max(p1-s1, p2-s2) + scale + 1
//   - scale s1 + s2, precision p1 + p2 + 1
//     /    scale max(6, s1 + p2 + 1), precision p1 - s1 + s2 + scale
//     %    scale max(s1, s2), precision min(p1-s1, p2-s2) + scale
//
// A precision above 38 becomes 38 and the scale shrinks to keep the whole
// digits, but not below min(scale, 6) (the Hive/Spark rule). MOD of two
// scale-0 operands keeps the divisor's type.
func DecimalResult(op ArithOp, a, b Type) Type {
	p1, s1, p2, s2 := a.Precision, a.Scale, b.Precision, b.Scale
	var p, s int
	switch op {
	case OpPlus, OpMinus:
		s = max(s1, s2)
		p = max(p1-s1, p2-s2) + s + 1
	case OpMultiply:
		s = s1 + s2
		p = p1 + p2 + 1
	case OpDivide:
		s = max(6, s1+p2+1)
		p = p1 - s1 + s2 + s
	case OpMod:
		if s1 == 0 && s2 == 0 {
			return b
		}
		s = max(s1, s2)
		p = min(p1-s1, p2-s2) + s
	}
	return adjustPrecisionScale(p, s)
}

func adjustPrecisionScale(p, s int) Type {
	if p <= MaxDecimalPrecision {
		return Decimal(p, s)
	}
	whole := p - s
	scale := max(MaxDecimalPrecision-whole, min(s, 6))
	return Decimal(MaxDecimalPrecision, scale)
}

func datetimeResult(op ArithOp, a, b Type) (Type, bool) {
	switch {
	case a.Is(FamilyDatetime) && b.Is(FamilyInterval):
		return a.WithNullable(true), true
	case op == OpPlus && a.Is(FamilyInterval) && b.Is(FamilyDatetime):
		return b.WithNullable(true), true
	case a.Is(FamilyInterval) && b.Is(FamilyInterval) && a.Kind == b.Kind:
		return CommonType(a.WithNullable(true), b.WithNullable(true))
	}
	return Type{}, false
}

// NegateType is the type of -a: the operand's type.
func NegateType(a Type) (Type, error) {
	if !a.IsNumeric() && !a.Is(FamilyInterval) {
		return Type{}, fmt.Errorf("%w: cannot apply '-' to arguments of type '-<%s>'", ErrOperandTypes, a.calciteName())
	}
	return a, nil
}

// Aggregate result types. grouped says whether the aggregate has a GROUP
// BY: a global aggregate over an empty input returns one row of NULLs, so its
// SUM, AVG, MIN and MAX are nullable even over a NOT NULL column.

// SumType is SUM's result type: the argument's type, except DECIMAL(p, s)
// which becomes DECIMAL(38, s) (LogicalTypeMerging.findSumAggType).
func SumType(arg Type, grouped bool) Type {
	r := arg
	if arg.Kind == KindDecimal {
		r = Decimal(MaxDecimalPrecision, arg.Scale)
	}
	return r.WithNullable(arg.Nullable() || !grouped)
}

// AvgType is AVG's result type: the argument's type, so AVG over INT is an
// INT (the quotient truncated), and DECIMAL(p, s) becomes DECIMAL(38, max(6, s))
// (LogicalTypeMerging.findAvgAggType).
func AvgType(arg Type, grouped bool) Type {
	r := arg
	if arg.Kind == KindDecimal {
		r = DecimalResult(OpDivide, Decimal(MaxDecimalPrecision, arg.Scale), Decimal(20, 0))
	}
	return r.WithNullable(arg.Nullable() || !grouped)
}

// CountType is COUNT's result type, BIGINT NOT NULL.
func CountType() Type { return BigInt.AsNotNull() }

// MinMaxType is the result type of MIN and MAX: the argument's type.
func MinMaxType(arg Type, grouped bool) Type {
	return arg.WithNullable(arg.Nullable() || !grouped)
}
