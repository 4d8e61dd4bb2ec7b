package phys

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// astNode prints a converted plan tree as Calcite's logical plan, the tree Flink's conversion
// from SQL builds: it has no projection for a view's column names or for an INSERT whose query
// fits its sink as it is, and none that repeats an aggregate's output.
func astNode(n plan.Node) *Node {
	if out, ok := astTimeNode(n); ok {
		return out
	}
	switch n := n.(type) {
	case *plan.Sink:
		in := astSinkInput(n)
		return &Node{kind: KindLogicalSink, inputs: []*Node{astNode(in)}, attrs: sinkAttrs(n, plan.FieldNames(in.Fields()))}
	case *plan.Project:
		if o, ok := n.Input.(*plan.Over); ok {
			return astOverProject(n, o)
		}
		if n.AST != nil {
			return astSubqueryProject(n.AST)
		}
		if skipProject(n) || lateralTrim(n) {
			return astNode(n.Input)
		}
		out := &Node{kind: KindLogicalProject, inputs: []*Node{astNode(n.Input)}}
		for i, e := range n.Exprs {
			out.attrs = append(out.attrs, attr{n.Output[i].Name, rexDigest(e)})
		}
		return out
	case *plan.Filter:
		if n.AST != nil {
			return astNode(n.AST)
		}
		attrs := append([]attr{{"condition", rexDigest(n.Cond)}}, variablesSet(n.Cond)...)
		return &Node{kind: KindLogicalFilter, inputs: []*Node{astNode(n.Input)}, attrs: attrs}
	case *plan.Aggregate:
		keys := make([]string, n.Keys)
		for i := range keys {
			keys[i] = strconv.Itoa(i)
		}
		out := &Node{kind: KindLogicalAggregate, inputs: []*Node{astNode(astJSONUnwrapped(n))},
			attrs: []attr{{"group", "{" + strings.Join(keys, ", ") + "}"}}}
		if n.GroupSets != nil {
			sets := make([]string, len(n.GroupSets))
			for i, set := range n.GroupSets {
				sets[i] = "{" + strings.Join(fieldNumbers(set, ""), ", ") + "}"
			}
			out.attrs = append(out.attrs, attr{"groups", "[" + strings.Join(sets, ", ") + "]"})
		}
		for i, c := range n.Calls {
			arg := ""
			if c.IsGroupingFunc() {
				arg = strings.Join(fieldNumbers(c.Grouping, "$"), ", ")
			}
			if c.Arg >= 0 {
				arg = argTextBy(c, func(f int) string { return "$" + strconv.Itoa(f) })
				if c.Distinct {
					arg = "DISTINCT " + arg
				}
			}
			name := n.Output[n.Keys+i].Name
			if name == "$f"+strconv.Itoa(n.Keys+i) {
				// A call the select list does not name (one of HAVING's) has no name in
				// Calcite's plan, which prints its number.
				name = "agg#" + strconv.Itoa(i)
			}
			call := aggCallText("", c, arg)
			if c.Filtered {
				call += " FILTER $" + strconv.Itoa(c.FilterArg)
			}
			out.attrs = append(out.attrs, attr{name, call})
		}
		return out
	case *plan.Join:
		if n.AST != nil {
			return astNode(n.AST)
		}
		if n.Lateral != nil {
			return astLateral(n)
		}
		cond := "true"
		if n.Cond != nil {
			cond = rexDigest(n.Cond)
		}
		return &Node{kind: KindLogicalJoin, inputs: []*Node{astNode(n.Left), astNode(n.Right)},
			attrs: []attr{{"condition", cond}, {"joinType", strings.ToLower(n.Kind.String())}}}
	case *plan.TemporalJoin:
		return astTemporalJoin(n)
	case *plan.Match:
		return astMatch(n)
	case *plan.Sort:
		out := &Node{kind: KindLogicalSort, inputs: []*Node{astNode(n.Input)}}
		for i, k := range n.Keys {
			out.attrs = append(out.attrs, attr{"sort" + strconv.Itoa(i), rexDigest(k.Expr)})
		}
		for i, k := range n.Keys {
			dir := "ASC"
			if k.Descending {
				dir = "DESC"
			}
			// Calcite prints the null order only when it is not its default (last for ASC,
			// first for DESC); Flink's default is the other one.
			if k.NullsFirst != k.Descending {
				if k.NullsFirst {
					dir += "-nulls-first"
				} else {
					dir += "-nulls-last"
				}
			}
			out.attrs = append(out.attrs, attr{"dir" + strconv.Itoa(i), dir})
		}
		if n.Offset > 0 {
			out.attrs = append(out.attrs, attr{"offset", strconv.FormatInt(n.Offset, 10)})
		}
		if n.Limit >= 0 {
			out.attrs = append(out.attrs, attr{"fetch", strconv.FormatInt(n.Limit, 10)})
		}
		return out
	case *plan.SetOp:
		return &Node{kind: logicalSetOp(n.Kind), inputs: []*Node{astNode(n.Left), astNode(n.Right)},
			attrs: []attr{{"all", strconv.FormatBool(n.All)}}}
	case *plan.Values:
		if n.Union {
			out := &Node{kind: KindLogicalUnion, attrs: []attr{{"all", "true"}}}
			for _, row := range n.Rows {
				branch := &Node{kind: KindLogicalProject, inputs: []*Node{zeroValues(KindLogicalValues)}}
				for i, e := range row {
					branch.attrs = append(branch.attrs, attr{"EXPR$" + strconv.Itoa(i), rexDigest(e)})
				}
				out.inputs = append(out.inputs, branch)
			}
			return out
		}
		return &Node{kind: KindLogicalValues, attrs: []attr{{"tuples", tuples(n)}}}
	case *plan.Correlate:
		return astCorrelate(n)
	case *plan.Scan:
		scan := &Node{kind: KindLogicalTableScan, attrs: []attr{{"table", "[" + n.ID.Catalog + ", " + n.ID.Database + ", " + n.ID.Object + "]"}}}
		if n.Hints != nil {
			scan.attrs = append(scan.attrs, attr{"hints", "[[OPTIONS inheritPath:[] options:" + plan.HintsText(n.Hints) + "]]"})
		}
		return scan
	default:
		// The abstract syntax tree is the plan after the conversion passes, which make none of
		// the other kinds (Calc, Rank: later passes).
		panic(plan.UnknownKind("phys.astNode", n))
	}
}

// astSinkInput is the node a LogicalSink reads: the sink's input, without the projection that
// only passes its columns on.
func astSinkInput(n *plan.Sink) plan.Node {
	if p, ok := n.Input.(*plan.Project); ok && p.Kind == plan.ProjectSink && identityOf(p) {
		return p.Input
	}
	return n.Input
}

// astPrintable fails for plans whose abstract syntax tree Flinkpad cannot print: Flink's keeps
// a subquery as an expression over its plan before decorrelation (IN($0, {...}), EXISTS({...})
// with $cor0, $SCALAR_QUERY({...})), where the binder has already made it a SEMI, ANTI, MARK or
// SINGLE join; the binder keeps that form only for some WHERE clauses (Join.AST, Filter.AST).
// correlated counts the correlated subqueries met: Calcite numbers them $cor0, $cor1 across
// the statement, and Flinkpad prints only $cor0.
func astPrintable(n plan.Node, correlated *int) error {
	var ast *plan.Filter
	switch n := n.(type) {
	case *plan.Project:
		if n.AST != nil {
			return subqueryASTPrintable(n.AST.Input, n.AST.Exprs, correlated)
		}
	case *plan.Filter:
		ast = n.AST
	case *plan.Join:
		if n.Lateral != nil && hasAggregate(n.Right) {
			return notExplainable("LATERAL subqueries with an aggregate")
		}
		if n.Lateral != nil && n.Lateral.NonEqui {
			return notExplainable("LATERAL subqueries correlated by other than equality")
		}
		if n.Subquery && n.AST == nil {
			return notExplainable("subqueries (IN, EXISTS and scalar subqueries)")
		}
		ast = n.AST
	default:
		// Only these kinds keep a subquery's form for the abstract syntax tree; the rest print
		// what their inputs print.
	}
	if ast != nil {
		return subqueryASTPrintable(ast.Input, []plan.Expr{ast.Cond}, correlated)
	}
	for _, in := range n.Inputs() {
		if err := astPrintable(in, correlated); err != nil {
			return err
		}
	}
	return nil
}

// skipProject reports whether Calcite's conversion has no projection where the binder has one.
func skipProject(p *plan.Project) bool {
	in := p.Input.Fields()
	sameNames := len(p.Output) == len(in)
	for i := 0; sameNames && i < len(in); i++ {
		sameNames = in[i].Name == p.Output[i].Name
	}
	switch p.Kind {
	case plan.ProjectView:
		return identityOf(p) && sameNames
	case plan.ProjectAlias:
		// The conversion names a VALUES of literals by its alias (opt's name-fields pass); the
		// FROM of a select list with subqueries, which the abstract syntax tree keeps as bound,
		// still has the renaming.
		v, ok := p.Input.(*plan.Values)
		return ok && !v.Union && identityOf(p) && literalRows(v)
	case plan.ProjectSink:
		return identityOf(p)
	case plan.ProjectAggregateInput:
		return len(p.Exprs) == 0 || (identityOf(p) && sameNames)
	case plan.ProjectSelect:
		if f, ok := p.Input.(*plan.Filter); ok {
			_, agg := f.Input.(*plan.Aggregate)
			return agg && identityOf(p) && sameNames
		}
		if _, agg := p.Input.(*plan.Aggregate); agg || plan.IsGroupIDNode(p.Input) {
			return identityOf(p) && sameNames
		}
	}
	return false
}

// literalRows reports whether every value of a VALUES is a literal.
func literalRows(v *plan.Values) bool {
	for _, row := range v.Rows {
		for _, e := range row {
			if _, ok := e.(*plan.Literal); !ok {
				return false
			}
		}
	}
	return true
}

// identityOf reports whether a projection passes all of its input's fields through in order.
func identityOf(p *plan.Project) bool {
	if len(p.Exprs) != len(p.Input.Fields()) {
		return false
	}
	for i, e := range p.Exprs {
		r, ok := e.(*plan.InputRef)
		if !ok || r.Index != i {
			return false
		}
	}
	return true
}

// zeroValues is the one-row VALUES a SELECT without FROM reads.
func zeroValues(kind Kind) *Node {
	n := &Node{kind: kind, attrs: []attr{{"tuples", "[{ 0 }]"}}, fields: []string{"ZERO"}, types: []string{"INTEGER NOT NULL"}}
	if kind == KindValues {
		n.attrs = append(n.attrs, attr{"values", "ZERO"})
	}
	return n
}

// tuples prints the rows of a literal VALUES as Calcite's LogicalValues does, each literal
// converted to its column's type where Calcite converts it (decimals rescaled, CHARs padded).
func tuples(v *plan.Values) string {
	if len(v.Output) == 0 {
		rows := make([]string, len(v.Rows))
		for i := range rows {
			rows[i] = "{ 0 }"
		}
		return "[" + strings.Join(rows, ", ") + "]"
	}
	rows := make([]string, len(v.Rows))
	for i, row := range v.Rows {
		cells := make([]string, len(row))
		for j, e := range row {
			l, ok := e.(*plan.Literal)
			if !ok {
				cells[j] = rexDigest(e)
				continue
			}
			// Calcite's Values prints its literals without their types (RexDigestIncludeType.NO_TYPE).
			cells[j] = literalDigest(valuesLiteral(l, v.Output[j].Type), 2)
		}
		rows[i] = "{ " + strings.Join(cells, ", ") + " }"
	}
	return "[" + strings.Join(rows, ", ") + "]"
}

// valuesLiteral is a VALUES literal as Calcite converts it for its column: an exact number
// rescaled to a DECIMAL column's scale, a string padded to a CHAR column's length.
func valuesLiteral(l *plan.Literal, col types.Type) *plan.Literal {
	if l.Value == nil {
		return &plan.Literal{T: col.WithNullable(true), Text: "null"}
	}
	switch {
	case col.Kind == types.KindDecimal && col.Scale > 0 && !opt.IsApproxLiteral(l):
		if d, ok := opt.LiteralDecimal(l); ok {
			r := d.SetScaleHalfUp(col.Scale)
			return &plan.Literal{Value: l.Value, T: col.AsNotNull(), Text: r.String()}
		}
	case col.Kind == types.KindChar:
		if s, ok := l.Value.(string); ok && len([]rune(s)) < col.Length {
			return &plan.Literal{Value: s + strings.Repeat(" ", col.Length-len([]rune(s))), T: col.AsNotNull(), Text: l.Text}
		}
	}
	return l
}

// sinkAttrs are a sink's explain terms: the table, the INSERT's column list, the fields.
func sinkAttrs(n *plan.Sink, fields []string) []attr {
	attrs := []attr{{"table", n.ID.String()}}
	if n.TargetColumns != nil {
		cols := make([]string, len(n.TargetColumns))
		for i, c := range n.TargetColumns {
			cols[i] = "[" + strconv.Itoa(c) + "]"
		}
		attrs = append(attrs, attr{"targetColumns", strings.Join(cols, ",")})
	}
	attrs = append(attrs, attr{"fields", strings.Join(fields, ", ")})
	if n.Hints != nil {
		attrs = append(attrs, attr{"hints", "[[OPTIONS options:" + plan.HintsText(n.Hints) + "]]"})
	}
	return attrs
}

// logicalSetOp is Calcite's logical node of a set operation.
func logicalSetOp(k plan.SetOpKind) Kind {
	switch k {
	case plan.SetOpUnion:
		return KindLogicalUnion
	case plan.SetOpIntersect:
		return KindLogicalIntersect
	case plan.SetOpExcept:
		return KindLogicalMinus
	default:
		panic(fmt.Sprintf("phys: no logical node for the set operation %v", k))
	}
}

// fieldNumbers prints field numbers, each after prefix: $0, $1 or 0, 1.
func fieldNumbers(fields []int, prefix string) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = prefix + strconv.Itoa(f)
	}
	return out
}
