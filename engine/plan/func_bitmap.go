package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The BITMAP functions of Flink 2.3's BuiltInFunctionDefinitions. Their input strategies are
// Flink's own, not Calcite's families: logical(BITMAP) takes a BITMAP only, logical(INTEGER)
// an INT or an integer that casts to it implicitly (TINYINT, SMALLINT), logical(BINARY_STRING)
// BINARY or VARBINARY, and BITMAP_BUILD's explicit ARRAY<INT> an array whose elements cast to
// INT implicitly. The results are nullableIfArgs of an explicit type, except the aggregates',
// which are nullable (an empty group has none).

// bitmapScalars are the scalar functions and the result type each has over non-NULL operands.
var bitmapScalars = map[string]types.Type{
	"BITMAP_BUILD": types.Bitmap, "BITMAP_CARDINALITY": types.BigInt,
	"BITMAP_AND": types.Bitmap, "BITMAP_OR": types.Bitmap, "BITMAP_XOR": types.Bitmap, "BITMAP_ANDNOT": types.Bitmap,
	"BITMAP_FROM_BYTES": types.Bitmap, "BITMAP_TO_BYTES": types.Bytes,
	"BITMAP_TO_ARRAY": types.ArrayOf(types.Int), "BITMAP_TO_STRING": types.String,
}

// BitmapAggregates are the bitmap aggregate functions. BITMAP_BUILD_AGG and its cardinality
// form take INT values; the others take BITMAPs. The _CARDINALITY_AGG forms return BIGINT.
var BitmapAggregates = map[string]bool{
	"BITMAP_BUILD_AGG": true, "BITMAP_BUILD_CARDINALITY_AGG": true,
	"BITMAP_AND_AGG": true, "BITMAP_AND_CARDINALITY_AGG": true,
	"BITMAP_OR_AGG": true, "BITMAP_OR_CARDINALITY_AGG": true,
	"BITMAP_XOR_AGG": true, "BITMAP_XOR_CARDINALITY_AGG": true,
}

func init() {
	for name := range bitmapScalars {
		register(&function{name: name, bind: bindBitmapCall})
	}
	for name := range BitmapAggregates {
		aggFuncs[name] = true
		groupOnlyAggregates[name] = true
		delete(flinkOnlyAggregates, name)
	}
}

// bindBitmapCall binds a scalar BITMAP function.
func bindBitmapCall(b *Binder, c *call) (Expr, error) {
	want := 1
	switch c.name {
	case "BITMAP_AND", "BITMAP_OR", "BITMAP_XOR", "BITMAP_ANDNOT":
		want = 2
	}
	if len(c.args) != want {
		// Calcite finds no operator of that many operands; the message lists Flink's
		// signature (case bitmap_error_and_one_arg).
		return nil, bitmapSignatureError(c)
	}
	args := c.args
	switch c.name {
	case "BITMAP_BUILD":
		t := args[0].Type()
		target := types.ArrayOf(types.Int)
		if !isArray(t) || !types.SupportsImplicitCast(t.ElemType(), types.Int) {
			return nil, invalidArguments(c)
		}
		if t.ElemType().Kind != types.KindInt {
			// ARRAY<INT> and ARRAY<INT NOT NULL> are both signatures: only another element
			// type casts.
			args = []Expr{castTo(b, args[0], target)}
		}
	case "BITMAP_FROM_BYTES":
		if t := args[0].Type(); !t.IsBinaryString() {
			return nil, validationError(c.at, "Unsupported argument type. Expected type of family 'BINARY_STRING' but actual type was '%s'.", t)
		}
	default:
		for _, a := range args {
			if a.Type().Kind != types.KindBitmap {
				// Flink's message names no root here, unlike the aggregates' (case
				// bitmap_error_cardinality_int).
				return nil, invalidArguments(c)
			}
		}
	}
	nullable := false
	for _, a := range args {
		nullable = nullable || a.Type().Nullable()
	}
	return &Call{Op: Op(c.name), Args: args, T: bitmapScalars[c.name].WithNullable(nullable)}, nil
}

// bitmapSignatureError is Calcite's message for a BITMAP function called with the wrong number
// of operands, the operand types as called (its next lines list Flink's signatures, which the
// message here leaves out).
func bitmapSignatureError(c *call) error {
	var sb strings.Builder
	sb.WriteString("No match found for function signature " + c.name + "(")
	for i, a := range c.args {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("<" + a.Type().String() + ">")
	}
	sb.WriteString(").")
	return validatorError(c.at, "%s", sb.String())
}

// bitmapAggregateArg checks a bitmap aggregate's argument and casts an integer to INT, and
// gives the call's result type.
func bitmapAggregateArg(b *Binder, f *sql.FuncCall, name string, arg Expr) (Expr, types.Type, error) {
	t := arg.Type()
	switch name {
	case "BITMAP_BUILD_AGG", "BITMAP_BUILD_CARDINALITY_AGG":
		if t.Kind != types.KindInt && !(t.IsIntegerNumeric() && types.SupportsImplicitCast(t, types.Int)) {
			return nil, types.Type{}, validationError(f, "Unsupported argument type. Expected type root 'INTEGER' but actual type was '%s'.", t)
		}
		arg = castTo(b, arg, types.Int)
	default:
		if t.Kind != types.KindBitmap {
			return nil, types.Type{}, validationError(f, "Invalid input arguments.")
		}
	}
	out := types.Bitmap
	if strings.HasSuffix(name, "_CARDINALITY_AGG") {
		out = types.BigInt
	}
	return arg, out, nil
}

// bindBitmapAggregate checks a bitmap aggregate call: its argument, and the forms Flinkpad
// refuses. In batch mode Flink 2.3.0 cannot run these aggregates at all: its generated hash
// and sort aggregates fail to compile ("Assignment conversion not possible from type
// java.lang.Object to type org.apache.flink.types.bitmap.Bitmap", case
// bitmap_agg_batch_compile_error), which Flinkpad does not imitate.
func bindBitmapAggregate(b *Binder, f *sql.FuncCall, call AggCall, arg Expr) (Expr, types.Type, error) {
	switch {
	case !b.sessionOf().Streaming:
		return nil, types.Type{}, notSupported(f, call.Func+" in batch mode")
	case call.Distinct:
		return nil, types.Type{}, notSupported(f, call.Func+" with DISTINCT")
	case f.Filter != nil:
		return nil, types.Type{}, notSupported(f.Filter, "FILTER (WHERE ...) on "+call.Func)
	}
	return bitmapAggregateArg(b, f, call.Func, arg)
}

// refuseBitmapExtreme is Flink's planner refusing MIN and MAX of a BITMAP (case
// bitmap_error_max).
func refuseBitmapExtreme(f *sql.FuncCall, name string, t types.Type) error {
	if t.Kind != types.KindBitmap || (name != "MIN" && name != "MAX") {
		return nil
	}
	fn := "Max"
	if name == "MIN" {
		fn = "Min"
	}
	e := validationError(f, "%s aggregate function does not support type: ''BITMAP''.\nPlease re-check the data type.", fn)
	e.Class = flinkerr.ClassTable
	return e
}
