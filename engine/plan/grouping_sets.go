package plan

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// maxGroupingSets caps the grouping sets one GROUP BY may expand to (a CUBE of n keys has
// 2^n): each copies every input row, so a larger one is refused before it is built.
const maxGroupingSets = 4096

// groupBy is a GROUP BY clause resolved as Calcite's validator resolves it: its distinct key
// expressions, in the order they first appear, and its grouping sets over them.
type groupBy struct {
	keys []sql.Expr
	// sets are the grouping sets, each the sorted key numbers it groups on, in Calcite's
	// order (ImmutableBitSet.ORDERING), each once; nil when there is one set of every key.
	sets [][]int
	// levels are, for a clause with a set given twice, the sets given once or more (sets),
	// then those given twice or more: Calcite's union of an aggregate per GROUP_ID() value.
	levels [][][]int
}

// analyzeGroupBy expands GROUPING SETS, ROLLUP, CUBE and () in GROUP BY into grouping sets:
// each item gives a list of sets, and the clause is their cross product.
func analyzeGroupBy(items []sql.Expr) (*groupBy, error) {
	g := &groupBy{}
	product := [][]int{{}}
	for _, item := range items {
		sets, err := g.setsOf(item, true)
		if err != nil {
			return nil, err
		}
		if len(product)*len(sets) > maxGroupingSets {
			return nil, notSupported(item, "more than 4096 grouping sets")
		}
		var next [][]int
		for _, p := range product {
			for _, s := range sets {
				next = append(next, unionSorted(p, s))
			}
		}
		product = next
	}
	if len(product) == 1 {
		return g, nil
	}
	if len(g.keys) >= 64 {
		// Flink keeps $e and the grouping values in a BIGINT (DecomposeGroupingSetsRule).
		e := validationError(items[0], "group count must be less than 64.")
		e.Class = "org.apache.flink.table.api.TableException"
		return nil, e
	}
	SortGroupSets(product)
	// Calcite's rewriteAggregateWithDuplicateGroupSets: the sets given n times are in the
	// first n levels.
	for _, s := range product {
		n := 0
		for len(g.levels) > n && slices.ContainsFunc(g.levels[n], func(t []int) bool { return slices.Equal(s, t) }) {
			n++
		}
		if n == len(g.levels) {
			g.levels = append(g.levels, nil)
		}
		g.levels[n] = append(g.levels[n], s)
	}
	if len(g.levels) > 2 {
		// Calcite's union of three or more inputs is one node, which Flinkpad's binary
		// union does not print as.
		return nil, notSupported(items[0], "a grouping set given more than twice")
	}
	for _, level := range g.levels {
		SortGroupSets(level)
	}
	g.sets = g.levels[0]
	if len(g.levels) == 1 {
		g.levels = nil
	}
	if len(g.sets) == 1 {
		g.sets = nil
	}
	for _, level := range g.levels[min(1, len(g.levels)):] {
		if len(level) == 1 && len(level[0]) != len(g.keys) {
			// An aggregate of one set short of its keys, which Flink's planner has no
			// plan for (recorded: grouping_group_id_explain_streaming).
			e := validationError(items[0], "GROUPING SETS are currently not supported.")
			e.Class = "org.apache.flink.table.api.TableException"
			return nil, e
		}
	}
	return g, nil
}

// groupIDUnion is Calcite's rewrite of GROUP_ID() and duplicate grouping sets
// (RelBuilder.rewriteAggregateWithDuplicateGroupSets): per value of GROUP_ID(), an aggregate
// of the sets given that many times more, without the GROUP_ID calls, under a projection that
// puts the value in their place; a UNION ALL of those when there are several. levels is nil for
// distinct sets.
func groupIDUnion(a *Aggregate, pre *Project, levels [][][]int) Node {
	if levels == nil {
		levels = [][][]int{a.GroupSets}
	}
	groupID := slices.ContainsFunc(a.Calls, func(c AggCall) bool { return c.Func == "GROUP_ID" })
	var out Node
	for id, sets := range levels {
		agg := &Aggregate{Spanned: a.Spanned, Input: a.Input, Keys: a.Keys}
		if len(sets) > 1 {
			agg.GroupSets = sets
		}
		for k := range a.Keys {
			t := pre.Output[k].Type
			for _, s := range agg.GroupSets {
				if !slices.Contains(s, k) {
					t = t.WithNullable(true)
				}
			}
			agg.Output = append(agg.Output, Field{Name: a.Output[k].Name, Type: t})
		}
		p := &Project{Spanned: a.Spanned, Input: agg, Output: a.Output, Kind: ProjectGroupID}
		for k := range a.Keys {
			p.Exprs = append(p.Exprs, &InputRef{Index: k, T: agg.Output[k].Type})
		}
		for i, c := range a.Calls {
			if c.Func == "GROUP_ID" {
				p.Exprs = append(p.Exprs, &Literal{Value: int64(id), T: types.BigInt.AsNotNull(), Text: itoa(id)})
				continue
			}
			agg.Calls = append(agg.Calls, c)
			agg.Output = append(agg.Output, a.Output[a.Keys+i])
			p.Exprs = append(p.Exprs, &InputRef{Index: len(agg.Output) - 1, T: c.T})
		}
		var level Node = p
		if !groupID {
			// The projection is the identity, which Calcite's RelBuilder drops.
			level = agg
		}
		if out == nil {
			out = level
			continue
		}
		out = &SetOp{Spanned: a.Spanned, Kind: SetOpUnion, All: true, Left: out, Right: level, Output: a.Output, GroupID: true}
	}
	return out
}

// setsOf is the grouping sets of one item: an expression is the set of its key, () the
// empty set, (a, b) the set of both; GROUPING SETS lists its items' sets, ROLLUP the prefixes
// of its items, CUBE every subset of them. top says the item is GROUP BY's own, where a
// parenthesized expression is a key.
func (g *groupBy) setsOf(item sql.Expr, top bool) ([][]int, error) {
	switch x := item.(type) {
	case *sql.GroupingSetsExpr:
		kind := strings.ToUpper(x.Kind)
		if kind == "GROUPING SETS" {
			var out [][]int
			for _, it := range x.Items {
				sets, err := g.setsOf(it, false)
				if err != nil {
					return nil, err
				}
				out = append(out, sets...)
				if len(out) > maxGroupingSets {
					return nil, notSupported(x, "more than 4096 grouping sets")
				}
			}
			return out, nil
		}
		var elems [][]int
		for _, it := range x.Items {
			if _, nested := it.(*sql.GroupingSetsExpr); nested {
				return nil, notSupported(it, strings.ToUpper(it.(*sql.GroupingSetsExpr).Kind)+" inside "+kind)
			}
			sets, err := g.setsOf(it, false)
			if err != nil {
				return nil, err
			}
			elems = append(elems, sets[0])
		}
		if kind == "ROLLUP" {
			var out [][]int
			for i := len(elems); i >= 0; i-- {
				set := []int{}
				for _, e := range elems[:i] {
					set = unionSorted(set, e)
				}
				out = append(out, set)
			}
			return out, nil
		}
		if len(elems) > 12 {
			return nil, notSupported(x, "CUBE of more than 12 items")
		}
		var out [][]int
		for mask := (1 << len(elems)) - 1; mask >= 0; mask-- {
			set := []int{}
			for i, e := range elems {
				if mask&(1<<(len(elems)-1-i)) != 0 {
					set = unionSorted(set, e)
				}
			}
			out = append(out, set)
		}
		return out, nil
	case *sql.RowExpr:
		if !x.Explicit {
			set := []int{}
			for _, f := range x.Fields {
				set = unionSorted(set, []int{g.key(f)})
			}
			return [][]int{set}, nil
		}
	}
	return [][]int{{g.key(item)}}, nil
}

// key is the number of a key expression, added at its first appearance.
func (g *groupBy) key(e sql.Expr) int {
	for {
		p, ok := e.(*sql.ParenExpr)
		if !ok {
			break
		}
		e = p.X
	}
	text := e.String()
	for i, k := range g.keys {
		if k.String() == text {
			return i
		}
	}
	g.keys = append(g.keys, e)
	return len(g.keys) - 1
}

// inEverySet reports whether a key is in every grouping set: else the rows of the sets
// without it have it NULL, so its field is nullable.
func (g *groupBy) inEverySet(key int) bool {
	for _, s := range g.sets {
		if !slices.Contains(s, key) {
			return false
		}
	}
	return true
}

func unionSorted(a, b []int) []int {
	out := slices.Clone(a)
	for _, v := range b {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

// SortGroupSets sorts grouping sets as Calcite's ImmutableBitSet.ORDERING does: a set before
// the sets it contains, else by its smallest differing key. The order is not transitive, so
// the sort is Java's for short lists, an insertion sort, stable over the expansion's order.
func SortGroupSets(sets [][]int) {
	for i := 1; i < len(sets); i++ {
		for j := i; j > 0 && compareGroupSets(sets[j-1], sets[j]) > 0; j-- {
			sets[j-1], sets[j] = sets[j], sets[j-1]
		}
	}
}

func compareGroupSets(a, b []int) int {
	switch {
	case slices.Equal(a, b):
		return 0
	case containsAll(a, b):
		return -1
	case containsAll(b, a):
		return 1
	}
	// ImmutableBitSet.compareTo: the sets' bits in order, a missing bit (-1) first.
	for i := 0; ; i++ {
		x, y := -1, -1
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y || x < 0 {
			return x - y
		}
	}
}

func containsAll(a, b []int) bool {
	for _, v := range b {
		if !slices.Contains(a, v) {
			return false
		}
	}
	return true
}

// groupingFuncOf is the grouping function a call names: GROUPING, GROUPING_ID or GROUP_ID.
func groupingFuncOf(e sql.Expr) (string, *sql.FuncCall, bool) {
	f, ok := e.(*sql.FuncCall)
	if !ok || f.Over != nil || f.OverName != nil {
		return "", nil, false
	}
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	return name, f, groupingFuncs[name]
}

// addGroupingCall adds GROUPING(...), GROUPING_ID(...) or GROUP_ID() as a call of the
// aggregate, each argument a key.
func (as *aggScope) addGroupingCall(name string, f *sql.FuncCall) (Expr, error) {
	want := 1
	if name == "GROUP_ID" {
		want = 0
	}
	if (want == 0 && len(f.Args) != 0) || (want == 1 && len(f.Args) == 0) || f.Star {
		return nil, validatorError(f, "Invalid number of arguments to function '%s'. Was expecting %d arguments", name, want)
	}
	if f.Quantifier != "" || f.Filter != nil {
		return nil, notSupported(f, name+" with DISTINCT or FILTER")
	}
	call := AggCall{Func: name, Arg: -1, T: types.BigInt.AsNotNull()}
	for _, a := range f.Args {
		text := a.String()
		if p, ok := a.(*sql.ParenExpr); ok {
			text = p.X.String()
		}
		key := slices.Index(as.keys, text)
		if key < 0 {
			return nil, validatorError(a, "Argument to GROUPING operator must be a grouped expression")
		}
		call.Grouping = append(call.Grouping, key)
	}
	if len(call.Grouping) > 63 {
		return nil, notSupported(f, name+" of more than 63 keys")
	}
	index := as.agg.Keys + len(as.agg.Calls)
	as.agg.Calls = append(as.agg.Calls, call)
	as.agg.Output = append(as.agg.Output, Field{Name: "$f" + itoa(index), Type: call.T})
	return &InputRef{Index: index, T: call.T}, nil
}

// GroupingValue is the value of a grouping function for the rows of one grouping set
// (DecomposeGroupingSetsRule.lowerGroupExpr): for GROUPING and GROUPING_ID a bit per argument,
// the first the highest, set where the argument is not in the set; GROUP_ID is 0, as the sets
// are distinct.
func (c AggCall) GroupingValue(set []int) int64 {
	var v int64
	if c.Func == "GROUP_ID" {
		return 0
	}
	for _, k := range c.Grouping {
		v <<= 1
		if !slices.Contains(set, k) {
			v |= 1
		}
	}
	return v
}

// refuseGroupingOutsideAggregate fails on a grouping function in a query without grouping,
// or in WHERE, as Calcite's validator does.
func refuseGroupingOutsideAggregate(s *sql.Select, aggregated bool) error {
	if e := findExpr(s.Where, isGroupingFunc); e != nil {
		name, _, _ := groupingFuncOf(e)
		return validatorError(e, "%s operator may only occur in SELECT, HAVING or ORDER BY clause", name)
	}
	if aggregated {
		return nil
	}
	for _, item := range s.Items {
		if e := findExpr(item.Expr, isGroupingFunc); e != nil {
			name, _, _ := groupingFuncOf(e)
			return validatorError(e, "%s operator may only occur in an aggregate query", name)
		}
	}
	return nil
}

func isGroupingFunc(e sql.Expr) bool {
	_, _, ok := groupingFuncOf(e)
	return ok
}

// readsWindowTVF reports whether an aggregate's input is a window table-valued function,
// through filters and projections.
func readsWindowTVF(n Node) bool {
	for {
		switch x := n.(type) {
		case *WindowTVF:
			return true
		case *Filter:
			n = x.Input
		case *Project:
			n = x.Input
		case *Calc:
			n = x.Input
		default:
			return false
		}
	}
}
