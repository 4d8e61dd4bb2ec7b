package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindOffsetCall binds LAG and LEAD (x [, offset [, default]]) over a window. The offset is an
// integer literal, 1 when absent; the default, cast to x's type, is what a row without a row
// at the offset gets, NULL when absent. As Calcite types them, the result is x's type, nullable
// without a default and with the default's nullability otherwise. Flink's planner refuses LEAD
// over a stream; LAG there is not built yet.
func (b *Binder) bindOffsetCall(f *sql.FuncCall, name string, call *OverCall, sc scope) error {
	if b.session != nil && b.session.Streaming {
		if name == "LEAD" {
			e := validationError(f, "LEAD Function is not supported in stream mode.")
			e.Class = "org.apache.flink.table.api.TableException"
			return e
		}
		return notSupported(f, "LAG in streaming mode")
	}
	if len(f.Args) < 1 || len(f.Args) > 3 {
		return validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 1 arguments", name)
	}
	if f.Over.Frame != nil {
		return notSupported(f.Over.Frame, "a window frame for "+name)
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
	if len(args) > 2 {
		if _, ok := types.LeastRestrictive(t, args[2].Type()); !ok || types.CheckCast(args[2].Type(), t) != nil {
			return notSupported(f.Args[2], name+" with a default of another type")
		}
		args[2] = CastTo(args[2], t)
		call.T = t.WithNullable(args[2].Type().Nullable())
	}
	call.Args = args
	return nil
}
