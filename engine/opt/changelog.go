package opt

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// changelogMode derives the kinds of change a node emits in streaming mode, Flink's
// ModifyKindSet (the first step of FlinkChangelogModeInferenceProgram), with every update
// counted as a pair (-U, +U): sources and VALUES insert; Calcs pass their input's kinds on and
// UNION ALL the union of its inputs'; a group aggregate inserts and updates, and deletes too
// when its input updates or deletes (a group can then empty); an inner join passes on what its
// inputs emit and an outer or anti join may emit anything; ORDER BY ... LIMIT (Flink's
// SortLimit) may emit anything, LIMIT alone only what its input does; the window forms of
// aggregates, joins and sorts insert only; INTERSECT, EXCEPT and
// UNION are aggregates over a semi join, an anti join and a UNION ALL (setOpJoinMode), and
// INTERSECT ALL and EXCEPT ALL aggregates over a UNION ALL.
// ChangelogModes says which updates keep their -U.
func (pr *Props) changelogMode(n plan.Node) plan.ChangelogMode {
	switch n := n.(type) {
	case *plan.Sort:
		if plan.IsTemporalSort(n) {
			return plan.InsertOnly // a sort on time emits each row once
		}
	case *plan.Aggregate:
		if _, _, _, ok := plan.WindowAggregateShape(n); ok {
			return plan.InsertOnly // a window emits each result once
		}
		if _, _, ok := plan.AttachedWindowAggregate(n); ok {
			return plan.InsertOnly // a window over a window join's windows emits each result once
		}
		if _, ok := plan.GroupWindowOf(n); ok {
			return plan.InsertOnly // a group window emits each result once
		}
	case *plan.Join:
		if plan.IsWindowJoin(n) {
			return plan.InsertOnly // a window join emits each window's rows once
		}
	default:
		// Partial by design: only the time-ordered forms of these differ; every kind is
		// derived below.
	}
	switch n := n.(type) {
	case *plan.Aggregate:
		return aggregateMode(pr.ChangelogMode(n.Input))
	case *plan.Join:
		if plan.IsIntervalJoin(n) {
			// Flink's IntervalJoin emits each pair, and each padded row, once: inserts only.
			return plan.InsertOnly
		}
		switch n.Kind {
		case plan.JoinInner, plan.JoinSemi:
			return pr.ChangelogMode(n.Left) | pr.ChangelogMode(n.Right)
		case plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinAnti, plan.JoinMark, plan.JoinSingle:
			return plan.Retract
		default:
			panic(fmt.Sprintf("opt: the changelog mode of a join kind it does not know, %v", n.Kind))
		}
	case *plan.SetOp:
		if n.Kind == plan.SetOpUnion && n.All {
			return pr.ChangelogMode(n.Left) | pr.ChangelogMode(n.Right)
		}
		if n.All {
			// INTERSECT ALL and EXCEPT ALL: an aggregate over UNION ALL of the inputs.
			return aggregateMode(pr.ChangelogMode(n.Left) | pr.ChangelogMode(n.Right))
		}
		return aggregateMode(pr.SetOpJoinMode(n))
	case *plan.Sort:
		if len(n.Keys) == 0 && pr.ChangelogMode(n.Input).IsInsertOnly() {
			return plan.InsertOnly
		}
		return plan.Retract
	case *plan.Sink:
		return pr.ChangelogMode(n.Input)
	case *plan.TemporalJoin:
		// Each left row passes with its kind, joined with a version or padded (Flink's
		// TemporalRowTimeJoinOperator): the left side's kinds.
		return pr.ChangelogMode(n.Left)
	case *plan.Rank, *plan.Over:
		return pr.rankChangelogMode(n)
	case *plan.Match:
		// Flink's CEP operator appends a row per match.
		return plan.InsertOnly
	case *plan.Scan:
		return scanChangelogMode(n)
	case *plan.ChangelogNormalize:
		// It replays an upsert source as every kind of change.
		return plan.Retract
	case *plan.Values, *plan.Project, *plan.Filter, *plan.Calc, *plan.WatermarkAssigner, *plan.WindowTVF,
		*plan.Correlate, *plan.Expand:
		// Sources insert; the stateless nodes pass their input's kinds on (below).
	default:
		// Passing a new kind's input kinds on could hide the updates it emits.
		panic(plan.UnknownKind("opt.ChangelogMode", n))
	}
	var m plan.ChangelogMode
	for _, in := range n.Inputs() {
		m |= pr.ChangelogMode(in)
	}
	if m == 0 {
		m = plan.InsertOnly
	}
	return m
}

// aggregateMode is what a group aggregate emits over an input emitting in.
func aggregateMode(in plan.ChangelogMode) plan.ChangelogMode {
	if in.IsInsertOnly() {
		return plan.ModeInsert | plan.ModeUpdateBefore | plan.ModeUpdateAfter
	}
	return plan.Retract
}

// SetOpJoinMode is what the join under a distinct set operation emits, as Flink rewrites them:
// INTERSECT is an aggregate over a semi join, which passes its inputs' changes on, EXCEPT one
// over an anti join, which may emit anything, and UNION one over UNION ALL. The aggregate over
// it needs -U, so the mode keeps it.
func (pr *Props) SetOpJoinMode(n *plan.SetOp) plan.ChangelogMode {
	if n.Kind == plan.SetOpExcept {
		return plan.Retract
	}
	return pr.ChangelogMode(n.Left) | pr.ChangelogMode(n.Right)
}
