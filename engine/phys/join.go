package phys

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// joinTypes are Flink's FlinkJoinType names. MARK and SINGLE joins have none: Flink plans IN
// and EXISTS as values, and scalar subqueries, as outer joins over aggregates of the subquery.
var joinTypes = map[plan.JoinKind]string{plan.JoinInner: "InnerJoin", plan.JoinLeft: "LeftOuterJoin", plan.JoinRight: "RightOuterJoin",
	plan.JoinFull: "FullOuterJoin", plan.JoinSemi: "LeftSemiJoin", plan.JoinAnti: "LeftAntiJoin"}

// broadcastThreshold is table.optimizer.join.broadcast-threshold: a side estimated at most
// this many bytes is broadcast.
const broadcastThreshold = 1 << 20

// join prints an equi-join as Flink's batch planner chooses it: a hash join on hashed
// exchanges whose build side is the smaller one by Flink's estimates (unknown table statistics
// count 10^8 rows), or a broadcast hash join when a side is small enough; the execution plan
// wraps a shuffled hash join in Flink 2's AdaptiveJoin.
func (p *physical) join(n *plan.Join) (*Node, error) {
	if joinTypes[n.Kind] == "" {
		return nil, notExplainable("IN and EXISTS outside WHERE, and scalar subqueries, of this shape")
	}
	if out, ok, err := p.notInJoin(n); ok {
		return out, err
	}
	if out, ok, err := p.existsJoin(n); ok {
		return out, err
	}
	if out, ok, err := p.singleRowJoin(n); ok {
		return out, err
	}
	cond, err := correlatedNotInCondition(n)
	if err != nil {
		return nil, err
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	lk, rk := plan.EquiKeys(n)
	side, chosen := p.sides[n]
	if !chosen {
		side = p.joinSide(n)
	}
	if len(lk) == 0 || side.nestedLoop {
		if cond != n.Cond {
			// Flink's nested loop over a correlated NOT IN's expanded condition is not recorded.
			return nil, notExplainable("NOT IN subqueries of this shape")
		}
		return p.nestedLoopJoin(n, left, right), nil
	}
	// The condition reads both sides' fields; a SEMI or ANTI join outputs the left ones.
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := row[:n.Shape().Width(len(left.fields), len(right.fields))]
	where := "true"
	if cond != nil {
		where = flinkExpr(sargify(cond), row, p.exec)
	}
	broadcast, leftBuild := side.broadcast, side.leftBuild
	build := "right"
	if leftBuild {
		build = "left"
	}
	attrs := []attr{{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(fields, ", ")}}
	if broadcast {
		if leftBuild {
			left = exchange(left, "broadcast")
		} else {
			right = exchange(right, "broadcast")
		}
		attrs = append(attrs, attr{"isBroadcast", "true"}, attr{"build", build})
		return &Node{kind: KindHashJoin, inputs: []*Node{left, right}, fields: fields, attrs: attrs, buildLeft: leftBuild, broadcast: true}, nil
	}
	attrs = append(attrs, attr{"build", build})
	ins := []*Node{hashed(left, lk), hashed(right, rk)}
	// Flink's AdaptiveJoin replaces a join whose inputs both come through hash exchanges, but
	// not a FULL join (BatchExecHashJoin.canBeTransformedToAdaptiveJoin). Flink's scheduler
	// decides it at run time (AdaptiveBroadcastJoinOptimizationStrategy): a side whose produced
	// bytes are under the broadcast threshold, and that the join type lets be the build side, is
	// broadcast, else the side with fewer bytes is built. The executor builds the printed side:
	// the same rows, in another order than Flink's may be.
	adaptive := p.exec && ins[0].kind == KindExchange && ins[1].kind == KindExchange && n.Kind != plan.JoinFull
	return &Node{kind: KindHashJoin, adaptive: adaptive, fields: fields, attrs: attrs, inputs: ins, buildLeft: leftBuild}, nil
}

// hashed is a join's input distributed on its keys: under a hash exchange, unless it is so
// already, as a global aggregate grouped on exactly those keys is (through Calcs that keep them).
func hashed(in *Node, keys []int) *Node {
	dist := hashOf(in.fields, keys)
	if in.kind == KindNestedLoopJoin && hasAttr(in, "singleRowJoin") && len(in.inputs) == 2 {
		// A join with one broadcast row keeps its left side's distribution: the hash exchange
		// goes under it, as Flink pushes the required distribution down.
		pushed := *in
		pushed.inputs = []*Node{hashed(in.inputs[0], keys), in.inputs[1]}
		return &pushed
	}
	group := strings.TrimSuffix(strings.TrimPrefix(dist, "hash["), "]")
	for n := in; ; n = n.inputs[0] {
		switch n.kind {
		case KindCalc:
			continue
		case KindHashJoin, KindNestedLoopJoin:
			// A shuffled hash join, or a join with one broadcast row, keeps its left side's
			// distribution.
			if hasAttr(n, "singleRowJoin") || n.kind == KindHashJoin && !n.broadcast && leftKept(n) {
				continue
			}
		case KindExchange:
			if n != in && n.distribution == dist {
				return in
			}
		case KindHashAggregate, KindSortAggregate:
			for _, a := range n.attrs {
				if a.key == "groupBy" && a.value == group && containsAll(n.fields, strings.Split(group, ", ")) {
					return in
				}
			}
		default:
			// Partial by design: any other node may change the distribution; exchange.
		}
		return exchange(in, dist)
	}
}

func containsAll(fields, names []string) bool {
	for _, name := range names {
		if !slices.Contains(fields, name) {
			return false
		}
	}
	return true
}

// relSize is Flink's estimate of the bytes a node produces (JoinUtil.binaryRowRelNodeSize):
// its rows times the average size of a binary row, 8 bytes per fixed-length field, a
// variable-length field's average size (columnSizes) and 8 more, and the null bits.
func (p *physical) relSize(n plan.Node) float64 {
	size := 0.0
	sizes := p.columnSizes(n)
	for i, f := range n.Fields() {
		if fixedLength(f.Type) {
			size += 8
			continue
		}
		size += sizes[i] + 8
	}
	return p.rowCount(n) * (size + float64((len(sizes)+63+8)/64*8))
}

// rowCount is Flink's row count estimate: 10^8 for a table without statistics, the rows of a
// VALUES, scaled by Flink's default selectivities for conditions.
func (p *physical) rowCount(n plan.Node) float64 {
	if c, ok := p.rows[n]; ok {
		return c
	}
	p.work.Step()
	c := p.estimateRows(n)
	p.rows[n] = c
	return c
}

// estimateRows is rowCount of one node, its inputs' counts memoized: a node several parents
// read is estimated once.
func (p *physical) estimateRows(n plan.Node) float64 {
	if d, ok := p.distincts[n]; ok {
		// A lowered DISTINCT aggregate keeps the aggregate's estimate.
		return p.rowCount(d.orig)
	}
	switch n := n.(type) {
	case *plan.Scan:
		if n.Limit > 0 {
			return float64(n.Limit)
		}
		return 1e8
	case *plan.Values:
		return float64(max(len(n.Rows), 1))
	case *plan.Calc:
		return p.rowCount(n.Input) * selectivity(n.Cond)
	case *plan.Filter:
		return p.rowCount(n.Input) * selectivity(n.Cond)
	case *plan.Sort:
		if n.Limit >= 0 {
			return math.Min(p.rowCount(n.Input), float64(n.Limit))
		}
	case *plan.Aggregate:
		if k, ok := p.keyed[n]; ok {
			return p.keyedRowCount(k)
		}
		if so, ok := p.setOps[n]; ok {
			// A lowered INTERSECT or EXCEPT keeps the set operation's estimate.
			return p.rowCount(so)
		}
		if n.Keys == 0 {
			return 1
		}
	case *plan.Project:
		if l, ok := p.setOpsAll[n]; ok {
			// A lowered INTERSECT ALL or EXCEPT ALL keeps the set operation's estimate.
			return p.rowCount(l.setOp)
		}
	case *plan.SetOp:
		return p.rowCount(n.Left) + p.rowCount(n.Right)
	case *plan.Join:
		if c := p.joinRowCount(n); c >= 0 {
			return c
		}
	default:
		// Flink's FlinkRelMdRowCount keeps its input's row count through the other nodes
		// (projections, ranks, windows, sinks), and estimates 10^8 for a leaf.
	}
	ins := n.Inputs()
	if len(ins) == 0 {
		return 1e8
	}
	return p.rowCount(ins[0])
}

// joinRowCount is FlinkRelMdRowCount's estimate of a join that pairs rows, -1 for the other
// kinds: without column statistics an equi-join gives (left + right) times the selectivity of
// its condition, at least the rows of its outer sides; a join without equalities the product
// times that selectivity.
func (p *physical) joinRowCount(n *plan.Join) float64 {
	l, r := p.rowCount(n.Left), p.rowCount(n.Right)
	sel := selectivity(n.Cond)
	if !hasEquiKey(n) {
		if n.Shape() != plan.JoinPairs {
			return -1
		}
		return l * r * sel
	}
	inner := (l + r) * sel
	switch n.Kind {
	case plan.JoinInner:
		return inner
	case plan.JoinLeft:
		return math.Max(l, inner)
	case plan.JoinRight:
		return math.Max(r, inner)
	case plan.JoinFull:
		return math.Max(l, inner) + math.Max(r, inner) - inner
	case plan.JoinSemi, plan.JoinAnti, plan.JoinMark, plan.JoinSingle:
		return -1
	default:
		panic(fmt.Sprintf("phys: the row count of a join kind it does not know, %v", n.Kind))
	}
}

// hasEquiKey reports whether a join's condition has an equality of a left and a right field.
func hasEquiKey(n *plan.Join) bool {
	left, _ := plan.EquiKeys(n)
	return len(left) > 0
}

// selectivity uses Flink's defaults: 0.15 for =, 0.5 for comparisons, 0.9 for IS NOT NULL.
func selectivity(cond plan.Expr) float64 {
	s := 1.0
	for _, c := range plan.Conjuncts(cond) {
		call, ok := c.(*plan.Call)
		if !ok {
			s *= 0.25
			continue
		}
		switch call.Op {
		case plan.OpEquals:
			s *= 0.15
		case plan.OpLess, plan.OpLessOrEqual, plan.OpGreater, plan.OpGreaterOrEqual:
			s *= 0.5
		case plan.OpIsNull:
			s *= 0.1
		case plan.OpIsNotNull:
			s *= 0.9
		case plan.OpLike:
			s *= 0.05
		default:
			s *= 0.25
		}
	}
	return s
}

func hasAttr(n *Node, key string) bool {
	for _, a := range n.attrs {
		if a.key == key {
			return true
		}
	}
	return false
}
