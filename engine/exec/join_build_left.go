package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// mirroredKinds are the join kinds whose mirror, with the inputs swapped, is a join kind
// too: LEFT keeps the left rows unmatched, which the mirror's RIGHT keeps.
var mirroredKinds = map[plan.JoinKind]plan.JoinKind{plan.JoinInner: plan.JoinInner, plan.JoinLeft: plan.JoinRight, plan.JoinRight: plan.JoinLeft, plan.JoinFull: plan.JoinFull}

// newLeftBuildJoin runs a join that builds its left input, as the physical plan chose
// (build=[left]). The executor's joins build their right input, so it runs the mirrored join,
// its inputs swapped and its condition reading the swapped row, and puts each output row's
// fields back in the join's order. A SEMI or ANTI join, which outputs the left fields only,
// marks the left rows each right row matches and emits them at the end
// (buildSideSemiJoin). ok is false for the joins that build their right input whatever the
// plan says: MARK, SINGLE and the null-aware ANTI join of NOT IN, which Flink plans as nested
// loops.
func newLeftBuildJoin(n *plan.Join, left, right Operator, alloc memory.Allocator) (Operator, bool) {
	nl, nr := len(n.Left.Fields()), len(n.Right.Fields())
	var cond plan.Expr
	if n.Cond != nil {
		cond = plan.MapRefs(n.Cond, func(r *plan.InputRef) plan.Expr {
			if r.Index < nl {
				return &plan.InputRef{Index: r.Index + nr, T: r.T}
			}
			return &plan.InputRef{Index: r.Index - nl, T: r.T}
		})
	}
	if n.Kind == plan.JoinSemi || n.Kind == plan.JoinAnti {
		if _, nullAware := nullAwareKeys(n); nullAware {
			return nil, false
		}
		mirrored := &plan.Join{Kind: n.Kind, Left: n.Right, Right: n.Left, Cond: cond, Output: n.Output}
		return newBuildSideSemiJoin(newJoinDriver(mirrored, right, left, alloc), n.Kind == plan.JoinAnti), true
	}
	kind, ok := mirroredKinds[n.Kind]
	if !ok {
		return nil, false
	}
	out := append(append([]plan.Field{}, n.Output[nl:]...), n.Output[:nl]...)
	mirrored := &plan.Join{Kind: kind, Left: n.Right, Right: n.Left, Cond: cond, Output: out}
	back := make([]plan.Expr, len(n.Output))
	for i, f := range n.Output {
		if i < nl {
			back[i] = &plan.InputRef{Index: nr + i, T: f.Type}
		} else {
			back[i] = &plan.InputRef{Index: i - nl, T: f.Type}
		}
	}
	return &projectOp{input: newJoin(mirrored, right, left, alloc), exprs: prepareExprs(back),
		schema: schemaOf(n.Output), alloc: alloc}, true
}

// buildSideSemiJoin is a SEMI or ANTI join that builds its left input: it runs over the
// mirrored driver, whose build side is the join's left input and whose probe side its right
// one. Each probe batch marks the build rows it matches; when the probe side ends, the left
// rows matched (SEMI) or not (ANTI) are emitted, each once.
type buildSideSemiJoin struct {
	joinDriver
	anti    bool
	matched []bool
}

func newBuildSideSemiJoin(d joinDriver, anti bool) *buildSideSemiJoin {
	o := &buildSideSemiJoin{joinDriver: d, anti: anti}
	o.probe, o.finish = o.probeBatch, o.finishBuild
	o.afterBuild = func() error {
		o.matched = make([]bool, o.build.rows())
		return nil
	}
	return o
}

func (o *buildSideSemiJoin) probeBatch(b connector.Batch) error {
	return o.eachPairs(b, nil, false, nil, func(_, r []int, _ arrow.RecordBatch) error {
		for _, j := range r {
			o.matched[j] = true
		}
		return nil
	})
}

func (o *buildSideSemiJoin) finishBuild() error {
	var rows []int
	for j, m := range o.matched {
		if m != o.anti {
			rows = append(rows, j)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	out, err := takeRecord(connector.Batch{Record: o.build.rec}, rows, o.alloc)
	if err != nil {
		return err
	}
	o.emit(out.Record)
	return nil
}
