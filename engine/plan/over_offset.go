package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindOffsetCall binds LAG and LEAD (x [, offset [, default]]) over a window. The offset is an
// integer literal, 1 when absent; the default, cast to x's type, is what a row without a row
// at the offset gets, NULL when absent. As Calcite types them, the result is x's type, nullable
// without a default and, in batch mode, with the default's nullability otherwise (in streaming
// mode Flink's LAG passes a NULL value on, so it stays nullable). Flink's planner refuses LEAD
// over a stream; LAG there runs over a rowtime order (the streaming
// OVER operators check the order).
func (b *Binder) bindOffsetCall(f *sql.FuncCall, frame *sql.WindowFrame, name string, call *OverCall, sc scope) error {
	if b.session != nil && b.session.Streaming {
		if name == "LEAD" {
			e := validationError(f, "LEAD Function is not supported in stream mode.")
			e.Class = "org.apache.flink.table.api.TableException"
			return e
		}
	}
	if len(f.Args) < 1 || len(f.Args) > 3 {
		return validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 1 arguments", name)
	}
	if frame != nil {
		return validatorError(frame, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions") // Calcite's message
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return err
	}
	t := args[0].Type()
	if len(args) > 1 {
		if n, ok := literalInt(args[1]); !ok || n < 0 {
			return notSupported(f.Args[1], name+" with an offset other than a non-negative integer literal")
		}
	}
	call.T = t.WithNullable(true)
	if len(args) > 2 && b.session != nil && b.session.Streaming {
		if err := checkStreamingLagDefault(f, args); err != nil {
			return err
		}
	}
	if len(args) > 2 {
		if _, ok := types.LeastRestrictive(t, args[2].Type()); !ok || types.CheckCast(args[2].Type(), t) != nil {
			return notSupported(f.Args[2], name+" with a default of another type")
		}
		args[2] = CastTo(args[2], t)
		if b.session == nil || !b.session.Streaming {
			// In streaming mode Flink's LAG passes a NULL value on whatever the default, so
			// the result stays nullable there.
			call.T = t.WithNullable(args[2].Type().Nullable())
		}
	}
	call.Args = args
	return nil
}

// checkStreamingLagDefault refuses, as Flink's streaming LagAggFunction does, a default whose
// Java class differs from the value's (an INT default for a BIGINT value); its message names
// the offset's type where it means the value's.
func checkStreamingLagDefault(f *sql.FuncCall, args []Expr) error {
	def := args[2].Type()
	if def.Kind == types.KindNull || javaClass(def) == javaClass(args[0].Type()) {
		return nil
	}
	e := validationError(f, "Please explicitly cast default value %s to %s.", def, args[1].Type())
	e.Class = "org.apache.flink.table.api.TableException"
	return e
}

// javaClass groups the types Flink converts to one Java class (CHAR and VARCHAR to String,
// BINARY and VARBINARY to byte[]); the others have a class each.
func javaClass(t types.Type) types.Kind {
	switch t.Kind {
	case types.KindChar:
		return types.KindVarChar
	case types.KindBinary:
		return types.KindVarBinary
	default:
		return t.Kind // one class per kind
	}
}
