package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// intervalJoin is Flink's StreamPhysicalIntervalJoin: a join whose condition bounds one input's
// time attribute by the other's (plan.IntervalJoinBounds). It prints its window bounds in
// milliseconds and the time attributes' indexes in their inputs, the whole condition as where,
// and over an Exchange of each input hashed on the equalities outside the time predicates (to
// one task without any), as Flink's StreamPhysicalIntervalJoinRule distributes them.
func (p *physical) intervalJoin(n *plan.Join, b plan.IntervalBounds) (*Node, error) {
	if !b.Reduced {
		return nil, notExplainable("interval joins whose bounds are not constant intervals of a time attribute")
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	lk, rk := plan.IntervalJoinKeys(n, b)
	bounds := "isRowTime=" + strconv.FormatBool(b.RowTime) +
		", leftLowerBound=" + strconv.FormatInt(b.LeftLower, 10) +
		", leftUpperBound=" + strconv.FormatInt(b.LeftUpper, 10) +
		", leftTimeIndex=" + strconv.Itoa(b.LeftTime) + ", rightTimeIndex=" + strconv.Itoa(b.RightTime)
	attrs := []attr{{"joinType", joinTypes[n.Kind]}, {"windowBounds", bounds},
		{"where", p.expr(sargify(n.Cond), row)}, {"select", strings.Join(row, ", ")}}
	hashed := func(in *Node, keys []int) *Node {
		if len(keys) == 0 {
			return exchange(in, "single")
		}
		return exchange(in, hashOf(in.fields, keys))
	}
	return &Node{kind: KindIntervalJoin, fields: row, attrs: attrs, source: n,
		inputs: []*Node{hashed(left, lk), hashed(right, rk)}}, nil
}
