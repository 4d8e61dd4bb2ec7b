package phys

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
	"github.com/flinkpad/flinkpad/engine/work"
)

// physical translates an optimized plan graph into the nodes Flink's batch physical plan
// prints: Calc, TableSourceScan with its pushed-down specs, aggregates split into a local and a
// global phase around an Exchange, hash joins with their exchanges, SortLimit and Limit pairs,
// Union and Values. With exec set it builds the execution plan instead, which differs in
// expressions (infix), joins (AdaptiveJoin) and sort aggregates (forward exchanges).
type physical struct {
	work   *work.Meter // bounds the translation by the run's limits
	exec   bool
	stream bool // Flink's streaming physical plan (stream.go)
	// splitDistinct is Options.SplitDistinct.
	splitDistinct bool
	memo          map[plan.Node]*Node
	sinkFields    map[plan.Node][]string
	zero          *Node
	reuse         bool
	// props derives the plan's changelog modes and upsert keys, once per node; rows memoizes
	// the cost model's row counts.
	props *opt.Props
	rows  map[plan.Node]float64
	// sides are the cost model's choices for the hash joins (choose-join-sides).
	sides map[*plan.Join]joinSide
	// keyed are the aggregates of Flink's subquery plans that group on fields anywhere in
	// their input, with how they print (subquery_lower.go).
	keyed map[*plan.Aggregate]*keyedAggregate
	// setOps are the lowered INTERSECT and EXCEPT aggregates, with their set operations
	// (setop_lower.go).
	setOps map[*plan.Aggregate]*plan.SetOp
	// setOpsAll are the tops of the lowered INTERSECT ALL and EXCEPT ALL, with their nodes
	// (setop_all_lower.go).
	setOpsAll map[*plan.Project]*loweredSetOpAll
	// distincts are the lowered batch aggregates with DISTINCT calls, by their top node
	// (aggregate_expand_distinct_lower.go).
	distincts map[plan.Node]*loweredDistinct
	// astValues are the VALUES planned as unions of the abstract syntax trees, by span
	// (unionValuesOf).
	astValues map[plan.Span]*plan.Values
	// sizes memoizes the cost model's average field sizes (columnSizes).
	sizes map[plan.Node][]float64
	// overNames are the names of the query's columns for an Over node the query's select list
	// only passed on (overNamesOf).
	overNames map[plan.Node][]string
	// ast is the abstract syntax tree's roots, and astAggs its aggregates by span
	// (astAggregate).
	ast     []plan.Node
	astAggs map[plan.Span][]*plan.Aggregate
	// unprintable is why the plan, which runs as built, does not print as Flink's: the first
	// shape the translation built for the executor whose Flink plan differs (unprintableShape).
	unprintable error
}

// ErrNotExplainable matches a plan shape whose Flink plan Flinkpad cannot print yet.
var ErrNotExplainable = plan.ErrNotSupported

// notExplainable is the error of a plan shape whose Flink plan Flinkpad cannot build yet.
func notExplainable(what string) error { return flinkerr.NotSupported("EXPLAIN of " + what) }

// unprintableShape records a shape the translation builds so that the job runs its execution
// plan, though Flinkpad cannot print Flink's plan of it yet: EXPLAIN and the job's graph refuse
// the plan with this error (Plan.Err).
func (p *physical) unprintableShape(what string) {
	if p.unprintable == nil {
		p.unprintable = notExplainable(what)
	}
}

func (p *physical) build(n plan.Node) (*Node, error) {
	if out, ok := p.memo[n]; ok {
		return out, nil
	}
	p.work.Step()
	out, err := p.translate(n)
	if err != nil {
		return nil, err
	}
	if out.source == nil {
		out.source = n
	}
	if out.types == nil {
		out.types = typeNames(n.Fields())
	}
	p.memo[n] = out
	return out, nil
}

func typeNames(fields []plan.Field) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = typeString(f.Type, true)
	}
	return out
}

func (p *physical) translate(n plan.Node) (*Node, error) {
	if out, ok, err := p.groupWindowNode(n); ok {
		return out, err
	}
	if out, ok, err := p.timeNode(n); ok {
		return out, err
	}
	if d, ok := p.distincts[n]; ok {
		in, err := p.build(d.orig.Input)
		if err != nil {
			return nil, err
		}
		return p.expandDistinct(d.orig, in, nil, d)
	}
	switch n := n.(type) {
	case *plan.Scan:
		return p.scan(n), nil
	case *plan.Calc:
		if d, ok := p.distincts[n.Input]; ok && d.restore != nil {
			// Flink merges the Calc above with the one that restores the types.
			in, err := p.build(d.orig.Input)
			if err != nil {
				return nil, err
			}
			return p.expandDistinct(d.orig, in, n, d)
		}
		if o, ok := n.Input.(*plan.Over); ok {
			return p.overCalc(n, o)
		}
		if a, ok := n.Input.(*plan.Aggregate); ok && !p.stream && p.keyed[a] == nil && expandsDistinct(a) {
			in, err := p.build(a.Input)
			if err != nil {
				return nil, err
			}
			return p.expandDistinct(a, in, n, nil)
		}
		in, err := p.build(n.Input)
		if err != nil {
			return nil, err
		}
		return p.calc(in, n.Exprs, n.Cond, plan.FieldNames(n.Output), n), nil
	case *plan.Values:
		return p.values(n), nil
	case *unprintable:
		return nil, notExplainable("subqueries (IN, EXISTS and scalar subqueries) of this shape")
	case *plan.Aggregate:
		if so, ok := p.setOps[n]; ok {
			return p.loweredSetOp(n, so)
		}
		if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Func == "PERCENTILE" }) {
			// The aggregate runs as planned; its plan does not print the percentages' Calc.
			p.unprintableShape("PERCENTILE, whose percentage Flink's plans pass as an operand")
		}
		_, keyed := p.keyed[n]
		if _, matched := jsonArgsOf(n); !keyed && (slices.ContainsFunc(n.Calls, isJSONArrayAgg) || matched && slices.ContainsFunc(n.Calls, isJSONObjectAgg)) {
			return p.jsonArrayAggregate(n)
		}
		if slices.ContainsFunc(n.Calls, isJSONObjectAgg) {
			// The aggregate runs as planned, JSON_STRING in the projection below it, which
			// Flink's plans compute in a Calc of their own (jsonArrayAggregate) not matched here.
			p.unprintableShape("JSON_OBJECTAGG of this shape")
		}
		if _, keyed := p.keyed[n]; keyed {
			if err := batchAggregateExplainable(n); err != nil {
				return nil, err
			}
		} else if !p.stream && namesOwnCalls(n) && !namedMonopole(n) && !expandsFilteredDistinct(n) {
			return p.batchNamedAggregate(n)
		}
		if k, ok := p.keyed[n]; ok {
			return p.keyedAggregate(k, n)
		}
		if p.stream {
			return p.streamAggregate(n)
		}
		return p.aggregate(n)
	case *plan.Join:
		if b, ok := plan.IntervalJoinBounds(n); ok && p.stream {
			return p.intervalJoin(n, b)
		}
		if shape, ok := plan.WindowJoinOf(n); ok && p.stream {
			return p.windowJoin(n, shape)
		}
		if p.stream {
			return p.streamJoin(n)
		}
		return p.join(n)
	case *plan.TemporalJoin:
		return p.temporalJoin(n)
	case *plan.Match:
		return p.match(n)
	case *plan.ChangelogNormalize:
		return p.changelogNormalize(n)
	case *plan.Sort:
		if p.stream {
			return p.streamSort(n)
		}
		return p.sort(n)
	case *plan.Rank:
		return p.rank(n)
	case *plan.Over:
		return p.over(n)
	case *plan.SetOp:
		if p.stream {
			return p.streamSetOp(n)
		}
		return p.setOp(n)
	case *plan.Sink:
		return p.sink(n)
	case *plan.Correlate:
		return p.correlate(n)
	case *plan.Expand:
		return p.expand(n)
	case *plan.Project:
		if l, ok := p.setOpsAll[n]; ok {
			if p.stream {
				return p.streamSetOpAll(l.setOp, l)
			}
			return p.batchSetOpAll(l.setOp, l)
		}
		in, err := p.build(n.Input)
		if err != nil {
			return nil, err
		}
		return p.calc(in, n.Exprs, nil, plan.FieldNames(n.Output), n), nil
	case *plan.Filter:
		in, err := p.build(n.Input)
		if err != nil {
			return nil, err
		}
		exprs := make([]plan.Expr, len(in.fields))
		for i, f := range n.Fields() {
			exprs[i] = &plan.InputRef{Index: i, T: f.Type}
		}
		return p.calc(in, exprs, n.Cond, in.fields, n), nil
	default:
		// A kind Flinkpad does not print yet still runs: the job follows the optimizer's graph.
		return nil, notExplainable(fmt.Sprintf("this plan node (%T)", n))
	}
}

func (p *physical) calc(in *Node, exprs []plan.Expr, cond plan.Expr, out []string, source plan.Node) *Node {
	sel := make([]string, len(exprs))
	memo := map[plan.Expr]plan.Expr{}
	for i, e := range exprs {
		s := p.expr(sargifyCases(e, memo), in.fields)
		if s != out[i] {
			s += " AS " + out[i]
		}
		sel[i] = s
	}
	n := &Node{kind: KindCalc, inputs: []*Node{in}, fields: out, source: source, calcExprs: exprs, calcCond: cond,
		attrs: []attr{{"select", strings.Join(sel, ", ")}}}
	if cond != nil {
		where := p.expr(sargify(sargifyCases(cond, memo)), in.fields)
		if p.digestLevel() {
			where = streamPhysicalWhere(in, cond, where)
		}
		n.attrs = append(n.attrs, attr{"where", where})
	}
	return n
}

// storedNames are the names of the columns a scan reads from its connector, in table order.
func storedNames(t *catalog.Table) []string {
	var out []string
	for _, c := range t.Schema.Columns {
		if c.Kind != catalog.Computed {
			out = append(out, c.Name)
		}
	}
	return out
}

// scan prints the table with the specs pushed into it, in Flink's order: filter, project with
// metadata, limit.
func (p *physical) scan(n *plan.Scan) *Node {
	var b strings.Builder
	b.WriteString("[" + n.ID.Catalog + ", " + n.ID.Database + ", " + n.ID.Object)
	if len(n.Filters) > 0 {
		stored := storedNames(n.Table)
		var preds []string
		// Flink expands a search that is the whole condition before splitting it at its ANDs,
		// and the searches within each conjunct after (RexNodeExtractor).
		cond := sargify(andAll(n.Filters))
		if c, ok := cond.(*plan.Call); ok && c.Op == plan.OpSearch {
			cond = expandSearch(cond)
		}
		for _, e := range plan.Conjuncts(cond) {
			preds = append(preds, digestExpr(expandSearch(e), stored))
		}
		acc := preds[0]
		for _, pr := range preds[1:] {
			acc = "and(" + acc + ", " + pr + ")"
		}
		b.WriteString(", filter=[" + acc + "]")
	}
	if n.Columns != nil {
		b.WriteString(", project=[" + strings.Join(plan.FieldNames(n.Output), ", ") + "], metadata=[]")
	} else {
		b.WriteString(metadataDigest(n.Table))
	}
	if n.Limit > 0 {
		b.WriteString(", limit=[" + strconv.FormatInt(n.Limit, 10) + "]")
	}
	b.WriteString("]")
	fields := plan.FieldNames(n.Output)
	scan := &Node{kind: KindTableSourceScan, fields: fields, attrs: []attr{
		{"table", b.String()}, {"fields", strings.Join(fields, ", ")}}}
	if n.Hints != nil {
		scan.attrs = append(scan.attrs, attr{"hints", "[[OPTIONS options:" + plan.HintsText(n.Hints) + "]]"})
	}
	return scan
}

func andAll(es []plan.Expr) plan.Expr {
	if len(es) == 1 {
		return es[0]
	}
	return &plan.Call{Op: plan.OpAnd, Args: es, T: types.Boolean}
}

// zeroNode is the one-row Values(ZERO) that a SELECT without FROM and each branch of a VALUES
// union read; one node, shared, when sub-plan reuse is on.
func (p *physical) zeroNode() *Node {
	if p.zero != nil && p.reuse {
		return p.zero
	}
	p.zero = zeroValues(KindValues)
	return p.zero
}

func (p *physical) values(n *plan.Values) *Node {
	out := plan.FieldNames(n.Output)
	if len(n.Output) == 0 {
		z := p.zeroNode()
		return z
	}
	if !n.Union && p.stream {
		return p.streamValues(n)
	}
	if !n.Union {
		return &Node{kind: KindValues, fields: out, attrs: []attr{
			{"tuples", tuples(n)}, {"values", strings.Join(out, ", ")}}}
	}
	u := &Node{kind: KindUnion, fields: out, attrs: []attr{{"all", "true"}, {"union", strings.Join(out, ", ")}}}
	for _, row := range n.Rows {
		u.inputs = append(u.inputs, p.calc(p.zeroNode(), row, nil, out, nil))
	}
	return u
}

func (p *physical) sink(n *plan.Sink) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	fields := p.sinkFields[n]
	if fields == nil || p.stream {
		// A streaming sink prints its physical input's names, where batch mode keeps the
		// converted sink's (the rank number w0$o0 in stream_rank_agg_updates).
		fields = in.fields
	}
	// A filesystem sink in batch mode wants its rows grouped by the dynamic partition columns.
	if id, _ := n.Table.Option("connector"); !p.stream && id == "filesystem" && len(n.Table.PartitionKeys) > len(n.StaticPartition) {
		var keys []string
		for i, c := range n.Table.Schema.PersistedColumns() {
			for _, k := range n.Table.PartitionKeys {
				if _, static := n.StaticPartition[k]; k == c.Name && !static {
					keys = append(keys, in.fields[i]+" ASC")
				}
			}
		}
		in = &Node{kind: KindSort, inputs: []*Node{in}, fields: in.fields, types: in.types, source: n, part: middle,
			attrs: []attr{{"orderBy", strings.Join(keys, ", ")}}}
	}
	return &Node{kind: KindSink, inputs: []*Node{in}, fields: fields, attrs: sinkAttrs(n, fields)}, nil
}

func exchange(in *Node, distribution string) *Node {
	return &Node{kind: KindExchange, inputs: []*Node{in}, fields: in.fields, types: in.types, source: in.source, part: middle,
		distribution: distribution, attrs: []attr{{"distribution", distribution}}}
}

func hashOf(fields []string, keys []int) string {
	ks := make([]string, len(keys))
	for i, k := range keys {
		ks[i] = fields[k]
	}
	return "hash[" + strings.Join(ks, ", ") + "]"
}

func (p *physical) sort(n *plan.Sort) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, k := range n.Keys {
		r, ok := k.Expr.(*plan.InputRef)
		if !ok {
			return nil, notExplainable("ORDER BY an expression")
		}
		dir := "ASC"
		if k.Descending {
			dir = "DESC"
		}
		keys = append(keys, in.fields[r.Index]+" "+dir)
	}
	orderBy := strings.Join(keys, ", ")
	fetch := "unlimited"
	if n.Limit >= 0 {
		fetch = strconv.FormatInt(n.Limit, 10)
	}
	mk := func(kind Kind, input *Node, attrs []attr, part part) *Node {
		return &Node{kind: kind, inputs: []*Node{input}, fields: in.fields, types: in.types, source: n, part: part, attrs: attrs}
	}
	switch {
	case len(keys) == 0:
		local := mk(KindLimit, in, []attr{{"offset", "0"}, {"fetch", strconv.FormatInt(n.Offset+n.Limit, 10)}, {"global", "false"}}, first)
		return mk(KindLimit, exchange(local, "single"), []attr{{"offset", strconv.FormatInt(n.Offset, 10)}, {"fetch", fetch}, {"global", "true"}}, last), nil
	case n.Limit < 0:
		return mk(KindSort, exchange(in, "single"), []attr{{"orderBy", orderBy}}, whole), nil
	}
	local := mk(KindSortLimit, in, []attr{{"orderBy", orderBy}, {"offset", "0"}, {"fetch", strconv.FormatInt(n.Offset+n.Limit, 10)}, {"global", "false"}}, first)
	return mk(KindSortLimit, exchange(local, "single"), []attr{{"orderBy", orderBy}, {"offset", strconv.FormatInt(n.Offset, 10)}, {"fetch", fetch}, {"global", "true"}}, last), nil
}

func (p *physical) setOp(n *plan.SetOp) (*Node, error) {
	if n.Kind != plan.SetOpUnion {
		return p.batchSetOp(n)
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	out := plan.FieldNames(n.Output)
	u := &Node{kind: KindUnion, inputs: []*Node{left, right}, fields: out, source: n,
		attrs: []attr{{"all", "true"}, {"union", strings.Join(out, ", ")}}}
	if n.All {
		return u, nil
	}
	// UNION is a distinct aggregate over UNION ALL.
	u.part = first
	keys := make([]int, len(out))
	for i := range keys {
		keys[i] = i
	}
	return p.aggregatePhases(u, keys, nil, out, n, nil), nil
}
