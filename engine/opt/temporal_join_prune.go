package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pruneTemporalJoin lets the fields nothing reads go below a temporal join, as Flink's
// projection push-down does: each input keeps what the query reads of it, the condition's
// fields, its time attribute and the versioned side's primary key.
func (p *pruner) pruneTemporalJoin(n *plan.TemporalJoin, need map[int]bool) (plan.Node, []int) {
	nl := len(n.Left.Fields())
	rowNeed := copySet(need)
	refsOf(n.Cond, rowNeed)
	rowNeed[n.LeftTime], rowNeed[nl+n.RightTime] = true, true
	for _, k := range n.RightKey {
		rowNeed[nl+k] = true
	}
	leftNeed, rightNeed := map[int]bool{}, map[int]bool{}
	for i := range rowNeed {
		if i < nl {
			leftNeed[i] = true
		} else {
			rightNeed[i-nl] = true
		}
	}
	left, ml := p.prune(n.Left, leftNeed, nil)
	right, mr := p.prune(n.Right, rightNeed, nil)
	if left == n.Left && right == n.Right {
		return n, identityMapping(len(n.Output))
	}
	nl2 := len(left.Fields())
	row := append([]int{}, ml...)
	for _, to := range mr {
		if to >= 0 {
			to += nl2
		}
		row = append(row, to)
	}
	j := *n
	j.Left, j.Right = left, right
	j.Cond = remap(n.Cond, mappingOf(row))
	j.LeftTime, j.RightTime = ml[n.LeftTime], mr[n.RightTime]
	j.RightKey = make([]int, len(n.RightKey))
	for i, k := range n.RightKey {
		j.RightKey[i] = mr[k]
	}
	// The new output: the old output's fields where they stay, the new inputs' fields where
	// the pruning kept one that was not there (nullable on a LEFT join's right side).
	byNew := map[int]int{}
	for old, to := range row {
		if to >= 0 {
			byNew[to] = old
		}
	}
	newRow := append(append([]plan.Field{}, left.Fields()...), right.Fields()...)
	j.Output = make([]plan.Field, len(newRow))
	for k := range j.Output {
		if old, ok := byNew[k]; ok {
			j.Output[k] = n.Output[old]
			continue
		}
		f := newRow[k]
		if k >= nl2 && n.Kind == plan.JoinLeft {
			f.Type = f.Type.WithNullable(true)
		}
		j.Output[k] = f
	}
	return &j, row
}
