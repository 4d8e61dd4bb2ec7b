package opt

import (
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// pruneColumns drops the fields no one reads and pushes the columns a query needs into the
// scans of connectors that accept a projection, as Flink's projection push-down does: a csv
// scan then parses only those columns, so a bad value in another column raises nothing. The
// columns are read in the order a projection right above the scan names them, else in table
// order; a scan that needs every column keeps reading the table as it is.
func pruneColumns(c *Context, roots []plan.Node) ([]plan.Node, error) {
	p := &pruner{c: c, done: map[pruneKey]pruned{}}
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		out[i], _ = p.prune(r, allFields(r), nil)
	}
	return out, nil
}

type pruner struct {
	c *Context
	// done memoizes prune by node and the fields asked of it: a node two parents share (a
	// view used twice) that both ask the same of is pruned once and stays shared.
	done map[pruneKey]pruned
}

type pruneKey struct {
	n           plan.Node
	need, order string
}

type pruned struct {
	n plan.Node
	m []int
}

func fieldsKey(fields []int) string {
	b := make([]byte, 0, 4*len(fields))
	for _, f := range fields {
		b = strconv.AppendInt(b, int64(f), 10)
		b = append(b, ',')
	}
	return string(b)
}

func allFields(n plan.Node) map[int]bool {
	need := map[int]bool{}
	for i := range n.Fields() {
		need[i] = true
	}
	return need
}

func sortedKeys(m map[int]bool) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func identityMapping(n int) []int {
	m := make([]int, n)
	for i := range m {
		m[i] = i
	}
	return m
}

// mappingOf turns a slice mapping into the map remap takes.
func mappingOf(m []int) map[int]int {
	out := make(map[int]int, len(m))
	for i, to := range m {
		if to >= 0 {
			out[i] = to
		}
	}
	return out
}

// prune rewrites n to produce at least the fields in need; order, when not nil, is the order a
// plain projection above reads them in. It returns the new node and where each old field went
// (-1: dropped).
func (p *pruner) prune(n plan.Node, need map[int]bool, order []int) (plan.Node, []int) {
	key := pruneKey{n: n, need: fieldsKey(sortedKeys(need)), order: fieldsKey(order)}
	if r, ok := p.done[key]; ok {
		return r.n, slices.Clone(r.m)
	}
	out, m := p.pruneNode(n, need, order)
	p.done[key] = pruned{n: out, m: slices.Clone(m)}
	return out, m
}

func (p *pruner) pruneNode(n plan.Node, need map[int]bool, order []int) (plan.Node, []int) {
	p.c.Config.Work.Step()
	switch n := n.(type) {
	case *plan.Scan:
		return p.pruneScan(n, need, order)
	case *plan.Calc:
		return p.pruneCalc(n, n.Input, n.Exprs, n.Cond, n.Output, need)
	case *plan.Project:
		return p.pruneCalc(n, n.Input, n.Exprs, nil, n.Output, need)
	case *plan.Filter:
		childNeed := copySet(need)
		refsOf(n.Cond, childNeed)
		in, m := p.prune(n.Input, childNeed, nil)
		if in == n.Input {
			return n, m
		}
		return &plan.Filter{Spanned: n.Spanned, Input: in, Cond: remap(n.Cond, mappingOf(m))}, m
	case *plan.Sort:
		childNeed := copySet(need)
		for _, k := range n.Keys {
			refsOf(k.Expr, childNeed)
		}
		in, m := p.prune(n.Input, childNeed, nil)
		if in == n.Input {
			return n, m
		}
		s := *n
		s.Input = in
		s.Keys = make([]plan.SortKey, len(n.Keys))
		for i, k := range n.Keys {
			s.Keys[i] = k
			s.Keys[i].Expr = remap(k.Expr, mappingOf(m))
		}
		return &s, m
	case *plan.Aggregate:
		return p.pruneAggregate(n)
	case *plan.Rank:
		if p.c.Config.Streaming {
			return p.pruneRank(n, need)
		}
	case *plan.WatermarkAssigner:
		return p.pruneWatermarkAssigner(n, need)
	case *plan.WindowTVF:
		return p.pruneWindowTVF(n, need)
	case *plan.Join:
		return p.pruneJoin(n, need)
	case *plan.TemporalJoin:
		return p.pruneTemporalJoin(n, need)
	case *plan.SetOp:
		return p.pruneSetOp(n, need)
	default:
		// Partial by design: the other kinds (Values, sinks, Over, batch ranks) keep every
		// input field (below), which is right for any kind, only not pruned.
	}
	// Values, sinks and anything else: every input field is read.
	ins := n.Inputs()
	if len(ins) == 0 {
		return n, identityMapping(len(n.Fields()))
	}
	news := make([]plan.Node, len(ins))
	changed := false
	for i, in := range ins {
		x, m := p.prune(in, allFields(in), nil)
		news[i] = p.restore(x, m, len(in.Fields()))
		changed = changed || news[i] != in
	}
	if changed {
		n = plan.WithInputs(n, news)
	}
	return n, identityMapping(len(n.Fields()))
}

func copySet(s map[int]bool) map[int]bool {
	out := make(map[int]bool, len(s))
	for k, v := range s {
		out[k] = v
	}
	return out
}

// restore puts a pruned node's fields back in their old positions, for parents that read
// every field by position.
func (p *pruner) restore(n plan.Node, m []int, width int) plan.Node {
	if len(n.Fields()) == width && slices.Equal(m, identityMapping(width)) {
		return n
	}
	fields := n.Fields()
	calc := plan.SpanFrom(&plan.Calc{Input: n}, n)
	for i := 0; i < width; i++ {
		calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: m[i], T: fields[m[i]].Type})
		calc.Output = append(calc.Output, fields[m[i]])
	}
	return calc
}

func (p *pruner) pruneScan(n *plan.Scan, need map[int]bool, order []int) (plan.Node, []int) {
	width := len(n.Output)
	if p.c.Config.Abilities == nil || !p.c.Config.Abilities(n).Projection || len(need) == width {
		return n, identityMapping(width)
	}
	var cols []int
	if order != nil {
		for _, i := range order {
			if need[i] {
				cols = append(cols, i)
			}
		}
	} else {
		cols = sortedKeys(need)
	}
	if len(cols) == 0 {
		cols = []int{0}
	}
	if slices.Equal(cols, identityMapping(width)) {
		// Reading a one-column table's only column pushes no projection.
		return n, identityMapping(width)
	}
	s := *n
	s.Columns, s.Output = nil, nil
	m := make([]int, width)
	for i := range m {
		m[i] = -1
	}
	for k, i := range cols {
		stored := i
		if n.Columns != nil {
			stored = n.Columns[i]
		}
		s.Columns = append(s.Columns, stored)
		s.Output = append(s.Output, n.Output[i])
		m[i] = k
	}
	p.c.fire()
	return &s, m
}

// pruneCalc keeps the expressions the parent needs and prunes the input to what they read.
func (p *pruner) pruneCalc(orig, input plan.Node, exprs []plan.Expr, cond plan.Expr, output []plan.Field, need map[int]bool) (plan.Node, []int) {
	keep := sortedKeys(need)
	childNeed := map[int]bool{}
	var kept []plan.Expr
	for _, i := range keep {
		kept = append(kept, exprs[i])
		refsOf(exprs[i], childNeed)
	}
	refsOf(cond, childNeed)
	var order []int
	if cond == nil {
		order = refOrder(nil, map[int]bool{}, kept...)
	}
	in, m := p.prune(input, childNeed, order)
	mapping := mappingOf(m)
	calc := plan.SpanFrom(&plan.Calc{Input: in}, orig)
	if cond != nil {
		calc.Cond = remap(cond, mapping)
	}
	out := make([]int, len(exprs))
	for i := range out {
		out[i] = -1
	}
	for k, i := range keep {
		calc.Exprs = append(calc.Exprs, remap(exprs[i], mapping))
		calc.Output = append(calc.Output, output[i])
		out[i] = k
	}
	if len(calc.Exprs) == 0 && cond == nil {
		// Nothing read and nothing filtered: the input, itself pruned to one field, will do.
		p.c.fire()
		return in, out
	}
	if len(calc.Exprs) == 0 {
		// Calcite's field trimmer keeps one constant field where nothing is read.
		calc.Exprs = []plan.Expr{&plan.Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: "0"}}
		calc.Output = []plan.Field{{Name: "$f0", Type: types.Int.AsNotNull()}}
	}
	if len(keep) < len(exprs) || in != input {
		p.c.fire()
	} else if _, isCalc := orig.(*plan.Calc); isCalc {
		return orig, identityMapping(len(exprs))
	}
	return calc, out
}

func (p *pruner) pruneAggregate(n *plan.Aggregate) (plan.Node, []int) {
	childNeed := map[int]bool{}
	for i := 0; i < n.Keys; i++ {
		childNeed[i] = true
	}
	for _, c := range n.Calls {
		for _, a := range c.ArgFields() {
			childNeed[a] = true
		}
		if c.Filtered {
			childNeed[c.FilterArg] = true
		}
	}
	var order []int
	for i := 0; i < n.Keys; i++ {
		order = append(order, i)
	}
	in, m := p.prune(n.Input, childNeed, order)
	if in == n.Input {
		return n, identityMapping(len(n.Output))
	}
	keysInPlace := true
	for i := 0; i < n.Keys; i++ {
		keysInPlace = keysInPlace && m[i] == i
	}
	if !keysInPlace {
		in = p.restore(in, m, len(n.Input.Fields()))
		m = identityMapping(len(n.Input.Fields()))
	}
	a := *n
	a.Input = in
	a.Calls = make([]plan.AggCall, len(n.Calls))
	for i, c := range n.Calls {
		c = c.MapArgs(func(j int) int { return m[j] })
		if c.Filtered {
			c.FilterArg = m[c.FilterArg]
		}
		a.Calls[i] = c
	}
	return &a, identityMapping(len(n.Output))
}

// pruneJoin prunes both inputs to the fields the parent reads and the join's expressions read:
// Cond and a MARK join's x = y over the row of both inputs, x over the left fields. A SEMI, ANTI
// or MARK join passes on no right field, so its right input keeps only what the expressions
// read.
func (p *pruner) pruneJoin(n *plan.Join, need map[int]bool) (plan.Node, []int) {
	nl := len(n.Left.Fields())
	rowNeed := map[int]bool{}
	for i := range need {
		if r, ok := n.OutputFromRow(i); ok {
			rowNeed[r] = true
		}
	}
	refsOf(n.Cond, rowNeed)
	leftNeed, rightNeed := map[int]bool{}, map[int]bool{}
	if n.In != nil {
		refsOf(n.In.Cmp, rowNeed)
		refsOf(n.In.Left, leftNeed)
	}
	for i := range rowNeed {
		if i < nl {
			leftNeed[i] = true
		} else {
			rightNeed[i-nl] = true
		}
	}
	// Calcite's PushProjector projects at least one field of each input of a join that pairs
	// rows: the first one (a subquery's semi join reads what its condition reads).
	if n.Shape() == plan.JoinPairs && !n.Subquery {
		if len(leftNeed) == 0 && nl > 0 {
			leftNeed[0] = true
		}
		if len(rightNeed) == 0 && len(n.Right.Fields()) > 0 {
			rightNeed[0] = true
		}
	}
	left, ml := p.trimJoinInput(leftNeed)(p.prune(n.Left, leftNeed, nil))
	right, mr := p.trimJoinInput(rightNeed)(p.prune(n.Right, rightNeed, nil))
	if left == n.Left && right == n.Right {
		return n, identityMapping(len(n.Output))
	}
	nl2 := len(left.Fields())
	// Where each field of the row of both inputs went.
	row := append(append([]int{}, ml...), mr...)
	for i := nl; i < len(row); i++ {
		if row[i] >= 0 {
			row[i] += nl2
		}
	}
	j := *n
	j.Left, j.Right = left, right
	rowMapping := mappingOf(row)
	if n.Cond != nil {
		j.Cond = remap(n.Cond, rowMapping)
	}
	if n.In != nil {
		j.In = n.MarkInCopy()
		j.In.Left = remap(n.In.Left, mappingOf(ml))
		j.In.Cmp = remap(n.In.Cmp, rowMapping)
	}
	// The new output: the new inputs' fields where the join passes them on, keeping the old
	// output's names and types for the fields that were there before; then a MARK join's mark.
	newRow := j.RowFields()
	width := n.Shape().Width(nl2, len(right.Fields()))
	byNew := map[int]int{}
	m := make([]int, len(n.Output))
	for old := range m {
		r, ok := n.OutputFromRow(old)
		switch {
		case !ok:
			m[old] = nl2 // the mark
		default:
			m[old] = row[r]
		}
		if m[old] >= 0 {
			byNew[m[old]] = old
		}
	}
	j.Output = make([]plan.Field, width)
	for k := range j.Output {
		if old, ok := byNew[k]; ok {
			j.Output[k] = n.Output[old]
		} else {
			// A field the pruning added (a constant where nothing was read) is NULL where the
			// join pads its side.
			f := newRow[k]
			if k < nl2 && (n.Kind == plan.JoinRight || n.Kind == plan.JoinFull) || k >= nl2 && n.Kind != plan.JoinInner {
				f.Type = f.Type.WithNullable(true)
			}
			j.Output[k] = f
		}
	}
	return &j, m
}

// trimJoinInput projects a join's input that is itself a join to the fields the outer join
// reads, as Flink's ProjectJoinTransposeRule puts a projection between two joins, or between a
// join and a scan that takes no projection; a scan that takes one, or a projection below, is
// pruned exactly already.
func (p *pruner) trimJoinInput(need map[int]bool) func(plan.Node, []int) (plan.Node, []int) {
	return func(n plan.Node, m []int) (plan.Node, []int) {
		return p.trimJoin(n, m, need)
	}
}

func (p *pruner) trimJoin(n plan.Node, m []int, need map[int]bool) (plan.Node, []int) {
	switch n.(type) {
	case *plan.Join, *plan.Scan:
		// A scan whose connector takes no projection (datagen) keeps the projection above it.
	default:
		return n, m
	}
	fields := n.Fields()
	var kept []int
	for old, to := range m {
		if to >= 0 && need[old] {
			kept = append(kept, to)
		}
	}
	if len(kept) == 0 || len(kept) == len(fields) {
		return n, m
	}
	slices.Sort(kept)
	calc := plan.SpanFrom(&plan.Calc{Input: n}, n)
	at := map[int]int{}
	for k, i := range kept {
		calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: i, T: fields[i].Type})
		calc.Output = append(calc.Output, fields[i])
		at[i] = k
	}
	out := make([]int, len(m))
	for i, to := range m {
		out[i] = -1
		if k, ok := at[to]; ok && to >= 0 && need[i] {
			out[i] = k
		}
	}
	p.c.fire()
	return calc, out
}

func (p *pruner) pruneSetOp(n *plan.SetOp, need map[int]bool) (plan.Node, []int) {
	if n.Kind != plan.SetOpUnion || !n.All {
		need = allFields(n)
	}
	keep := sortedKeys(need)
	side := func(in plan.Node) plan.Node {
		x, m := p.prune(in, need, nil)
		fields := x.Fields()
		exact := len(fields) == len(keep)
		for k, i := range keep {
			exact = exact && m[i] == k
		}
		if exact {
			return x
		}
		calc := plan.SpanFrom(&plan.Calc{Input: x}, n)
		for _, i := range keep {
			calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: m[i], T: fields[m[i]].Type})
			calc.Output = append(calc.Output, fields[m[i]])
		}
		return calc
	}
	left, right := side(n.Left), side(n.Right)
	if left == n.Left && right == n.Right {
		return n, identityMapping(len(n.Output))
	}
	s := *n
	s.Left, s.Right, s.Output = left, right, nil
	m := make([]int, len(n.Output))
	for i := range m {
		m[i] = -1
	}
	for k, i := range keep {
		s.Output = append(s.Output, n.Output[i])
		m[i] = k
	}
	return &s, m
}
