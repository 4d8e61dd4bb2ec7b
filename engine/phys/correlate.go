package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// correlate is UNNEST's Correlate, in both modes: Flink plans a LogicalCorrelate over an
// Uncollect as a Correlate of the table function $UNNEST_ROWS$1 (or
// $UNNEST_ROWS_WITH_ORDINALITY$1) over the input, every field of which it keeps. UNNEST alone
// in FROM is the same Correlate over a VALUES of one row without fields.
func (p *physical) correlate(n *plan.Correlate) (*Node, error) {
	if n.Replicate {
		// Only a lowered INTERSECT ALL or EXCEPT ALL has one, which prints from its top.
		return nil, notExplainable("a $REPLICATE_ROWS$1 correlate outside INTERSECT ALL or EXCEPT ALL")
	}
	var in *Node
	if standaloneUnnest(n) {
		in = &Node{kind: KindValues, source: n.Input, attrs: []attr{{"tuples", "[{  }]"}, {"values", ""}}}
	} else {
		var err error
		if in, err = p.build(n.Input); err != nil {
			return nil, err
		}
	}
	call := unnestFunction(n) + "(" + rexDigest(correlatedArg(n)) + ")"
	fields := plan.FieldNames(n.Output)
	attrs := []attr{
		{"invocation", call},
		{"correlate", "table(" + call + ")"},
		{"select", strings.Join(fields, ",")},
		{"rowType", correlateRowType(n)},
		{"joinType", n.Kind.String()},
	}
	if n.Cond != nil {
		attrs = append(attrs, attr{"condition", rexDigest(n.Cond)})
	}
	return &Node{kind: KindCorrelate, inputs: []*Node{in}, fields: fields, source: n, attrs: attrs}, nil
}

// standaloneUnnest reports whether n is UNNEST alone in FROM, over one row without fields.
func standaloneUnnest(n *plan.Correlate) bool {
	v, ok := n.Input.(*plan.Values)
	return ok && len(v.Output) == 0
}

func unnestFunction(n *plan.Correlate) string {
	if n.Ordinality {
		return "$UNNEST_ROWS_WITH_ORDINALITY$1"
	}
	return "$UNNEST_ROWS$1"
}

// correlatedArg is the collection as Calcite prints it inside the correlate: the input row's
// fields read through the correlation variable, $cor0.tags.
func correlatedArg(n *plan.Correlate) plan.Expr {
	fields := n.Input.Fields()
	return plan.MapRefs(n.Arg, func(r *plan.InputRef) plan.Expr {
		return &plan.CorrelRef{Var: n.Var, Index: r.Index, Name: fields[r.Index].Name, T: r.T}
	})
}

// correlateRowType is the Correlate's rowType: its fields with Calcite's type names, the row
// types of ROW columns marked peek_no_expand. UNNEST alone prints the function's row type.
func correlateRowType(n *plan.Correlate) string {
	fields := n.Output
	prefix := "RecordType("
	if standaloneUnnest(n) {
		prefix = "RecordType:peek_no_expand("
	}
	parts := make([]string, len(fields))
	for i, f := range fields {
		t := strings.ReplaceAll(typeString(f.Type, false), "RecordType(", "RecordType:peek_no_expand(")
		parts[i] = t + " " + f.Name
	}
	return prefix + strings.Join(parts, ", ") + ")"
}

// astCorrelate is the abstract syntax tree of UNNEST: LogicalCorrelate(correlation=[$cor0],
// joinType=[inner], requiredColumns=[{1}]) of the input and the Uncollect of a projection of
// the collection over one row; the query's names for the function's fields in a LogicalProject
// above it when they differ from the Uncollect's, and a LEFT correlate's condition in a
// LogicalFilter above that. UNNEST alone in FROM is that right side alone.
func astCorrelate(n *plan.Correlate) *Node {
	argName := "EXPR$0"
	if r, ok := n.Arg.(*plan.InputRef); ok {
		argName = n.Input.Fields()[r.Index].Name
	}
	arg := &Node{kind: KindLogicalProject, inputs: []*Node{zeroValues(KindLogicalValues)},
		attrs: []attr{{argName, rexDigest(correlatedArg(n))}}}
	right := &Node{kind: KindUncollect, inputs: []*Node{arg}}
	if n.Ordinality {
		right.attrs = []attr{{"withOrdinality", "true"}}
	}
	if !slices.Equal(n.Aliases, n.Uncollected) {
		rename := &Node{kind: KindLogicalProject, inputs: []*Node{right}}
		for i, name := range n.Aliases {
			rename.attrs = append(rename.attrs, attr{name, "$" + strconv.Itoa(i)})
		}
		right = rename
	}
	if n.Cond != nil {
		right = &Node{kind: KindLogicalFilter, inputs: []*Node{right}, attrs: []attr{{"condition", rexDigest(n.Cond)}}}
	}
	if standaloneUnnest(n) {
		return right
	}
	var read []int
	plan.MapRefs(n.Arg, func(r *plan.InputRef) plan.Expr {
		read = append(read, r.Index)
		return r
	})
	slices.Sort(read)
	var required []string
	for _, i := range slices.Compact(read) {
		required = append(required, strconv.Itoa(i))
	}
	return &Node{kind: KindLogicalCorrelate, inputs: []*Node{astNode(n.Input), right},
		attrs: []attr{{"correlation", "$cor" + strconv.Itoa(n.Var)}, {"joinType", strings.ToLower(n.Kind.String())},
			{"requiredColumns", "{" + strings.Join(required, ", ") + "}"}}}
}
