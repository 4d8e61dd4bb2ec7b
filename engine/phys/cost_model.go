package phys

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// The cost model: where Flink's choice depends on statistics, a hash join's build side and
// whether it broadcasts one side, Flinkpad uses Flink's estimates for tables without
// statistics (10^8 rows, Flink's default selectivities, its average field sizes: join.go's
// rowCount and relSize). The pass choose-join-sides makes the choice for every join of a batch
// plan before translate builds the nodes, which read it.

// joinSide is the cost model's choice for a hash join.
type joinSide struct {
	broadcast bool // one side is broadcast (table.optimizer.join.broadcast-threshold)
	leftBuild bool // the left input is read into the hash table: build=[left]
	// nestedLoop is an equi-join of two inputs small enough to broadcast whose nested loop
	// costs less than a hash join (nestedLoopCheaper): Flink's NestedLoopJoin over the
	// broadcast build side nestedLoopSide chooses.
	nestedLoop bool
}

// chooseJoinSidesPass runs the cost model over every join of a batch plan; it fires once per
// join. Streaming joins have no build side.
func chooseJoinSidesPass(s *state) error {
	s.sides = map[*plan.Join]joinSide{}
	if s.o.Streaming {
		return nil
	}
	est := &physical{work: s.o.Work, rows: s.rows, keyed: s.keyed, setOps: s.setOps, setOpsAll: s.setOpsAll, distincts: s.distincts}
	for _, n := range opt.NewGraph(s.graphRoots).Nodes() {
		s.o.Work.Step()
		if j, ok := n.(*plan.Join); ok {
			s.sides[j] = est.joinSide(j)
			s.fire(1)
		}
	}
	return nil
}

// joinSide is Flink's choice for an equi-join: it builds on the smaller side by its estimates,
// and broadcasts a side small enough.
func (p *physical) joinSide(n *plan.Join) joinSide {
	ls, rs := p.relSize(n.Left), p.relSize(n.Right)
	if !hasEquiKey(n) {
		return nestedLoopSide(n.Kind, ls, rs)
	}
	// Flink builds on the smaller side; on equal sizes the left one, but the right one for a
	// join that outputs only the left fields.
	broadcast, leftBuild := false, ls < rs
	if ls == rs {
		leftBuild = n.Shape() == plan.JoinPairs
	}
	switch n.Kind {
	case plan.JoinInner:
		broadcast = ls <= broadcastThreshold || rs <= broadcastThreshold
		if broadcast {
			leftBuild = ls < rs
		}
	case plan.JoinLeft:
		if broadcast = rs <= broadcastThreshold; broadcast {
			leftBuild = false
		}
	case plan.JoinRight:
		if broadcast = ls <= broadcastThreshold; broadcast {
			leftBuild = true
		}
	case plan.JoinSemi, plan.JoinAnti:
		// The left side is never broadcast in a semi or anti join.
		if broadcast = rs <= broadcastThreshold; broadcast {
			leftBuild = false
		}
	case plan.JoinFull, plan.JoinMark, plan.JoinSingle:
		// Flink never broadcasts a side of a FULL join; MARK and SINGLE joins print as nested
		// loops before they get here.
	default:
		panic(fmt.Sprintf("phys: a join of a kind it does not know, %v", n.Kind))
	}
	if broadcast && ls <= broadcastThreshold && rs <= broadcastThreshold && nestedLoopCheaper(p.rowCount(n.Left), p.rowCount(n.Right)) {
		// Recorded for two small VALUES (explain_subquery_correlated_values,
		// explain_batch_setop_values); beside a large input the whole plan's cost decides.
		side := nestedLoopSide(n.Kind, ls, rs)
		side.nestedLoop = true
		return side
	}
	return joinSide{broadcast: broadcast, leftBuild: leftBuild}
}

// nestedLoopCheaper reports whether Flink's cost model prefers a nested loop join over a
// broadcast input to a broadcast hash join: its CPU cost, one per pair of rows, is below the
// hash join's, HASH_CPU_COST (8) per row of either input (BatchPhysicalNestedLoopJoin and
// BatchPhysicalHashJoin computeSelfCost; Flink's costs compare CPU first).
func nestedLoopCheaper(leftRows, rightRows float64) bool {
	return leftRows*rightRows < 8*(leftRows+rightRows)
}

// nestedLoopSide is BatchPhysicalJoinRuleBase.checkNestLoopJoin's build side of a join without
// an equality: a LEFT join builds its right input, a RIGHT join its left one, an INNER or FULL
// join the smaller one (the left one on equal sizes), a SEMI or ANTI join its right input.
func nestedLoopSide(kind plan.JoinKind, ls, rs float64) joinSide {
	switch kind {
	case plan.JoinRight:
		return joinSide{leftBuild: true}
	case plan.JoinInner, plan.JoinFull:
		return joinSide{leftBuild: ls <= rs}
	default:
		// LEFT, SEMI and ANTI joins, and the MARK and SINGLE joins printed before this.
		return joinSide{}
	}
}
