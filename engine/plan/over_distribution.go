package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// distributionFuncs are the window functions that place a row in its partition's order as a
// fraction or a bucket: CUME_DIST, PERCENT_RANK and NTILE(n). Flink runs them in batch mode
// only.
var distributionFuncs = map[string]bool{"CUME_DIST": true, "PERCENT_RANK": true, "NTILE": true}

// IsDistribution reports whether the call is CUME_DIST, PERCENT_RANK or NTILE.
func (c *OverCall) IsDistribution() bool { return distributionFuncs[c.Func] }

// bindDistributionCall binds CUME_DIST(), PERCENT_RANK() and NTILE(n) over a window: no frame,
// an ORDER BY, NTILE's bucket count a positive integer literal. Flink's streaming planner
// refuses them with a TableException.
func (b *Binder) bindDistributionCall(f *sql.FuncCall, over *sql.WindowSpec, name string, call *OverCall, sc scope) error {
	if b.session != nil && b.session.Streaming {
		e := validationError(f, "%s Function is not supported in stream mode.", name)
		e.Class = "org.apache.flink.table.api.TableException"
		return e
	}
	want := 0
	if name == "NTILE" {
		want = 1
	}
	if len(f.Args) != want {
		return validatorError(f, "Invalid number of arguments to function '%s'. Was expecting %d arguments", name, want)
	}
	if over.Frame != nil {
		return validatorError(over.Frame, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions") // Calcite's message
	}
	if len(over.OrderBy) == 0 {
		return notSupported(f, name+" over a window without ORDER BY")
	}
	call.T = types.Double.AsNotNull()
	if name == "NTILE" {
		args, err := b.bindExprs(f.Args, sc)
		if err != nil {
			return err
		}
		if n, ok := literalInt(args[0]); !ok || n <= 0 {
			return notSupported(f.Args[0], "NTILE with a bucket count other than a positive integer literal")
		}
		call.Args = args
		call.T = RankNumberType
	}
	return nil
}
