package phys

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// match is Flink's StreamPhysicalMatch and BatchPhysicalMatch: one Match node over an
// Exchange of its input, hashed on the partition keys or single without them. The batch
// operator sorts its input itself, so neither mode prints a Sort.
func (p *physical) match(n *plan.Match) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	dist := "single"
	if len(n.PartitionBy) > 0 {
		dist = hashOf(in.fields, n.PartitionBy)
	}
	var attrs []attr
	if len(n.PartitionBy) > 0 {
		names := make([]string, len(n.PartitionBy))
		for i, f := range n.PartitionBy {
			names[i] = in.fields[f]
		}
		attrs = append(attrs, attr{"partitionBy", strings.Join(names, ", ")})
	}
	attrs = append(attrs, attr{"orderBy", matchOrder(n, in.fields)})
	var measures []string
	slots := matchSlotNames(n, n.Slots, in.fields, false)
	for i, m := range n.Measures {
		measures = append(measures, "FINAL("+flinkExpr(m, slots, false)+") AS "+n.Names[i])
	}
	attrs = append(attrs, attr{"measures", strings.Join(measures, ", ")},
		attr{"rowsPerMatch", "ONE ROW PER MATCH"}, attr{"after", matchAfter(n, false)},
		attr{"pattern", n.PatternText}, attr{"define", matchDefine(n, in.fields)})
	below := exchange(in, dist)
	if !p.stream && dist == "single" && in.kind == KindCalc && len(in.inputs) == 1 {
		// Flink's batch plan gathers the rows below a Calc (match_explain_batch).
		c := *in
		c.inputs = []*Node{exchange(in.inputs[0], dist)}
		below = &c
	}
	return &Node{kind: KindMatch, fields: plan.FieldNames(n.Output), attrs: attrs, source: n,
		inputs: []*Node{below}}, nil
}

func matchOrder(n *plan.Match, fields []string) string {
	keys := make([]string, len(n.OrderBy))
	for i, k := range n.OrderBy {
		dir := " ASC"
		if k.Descending {
			dir = " DESC"
		}
		keys[i] = fields[k.Expr.(*plan.InputRef).Index] + dir
	}
	return strings.Join(keys, ", ")
}

// matchAfter is AFTER MATCH SKIP as the physical plan prints it, or as the abstract syntax
// tree does (SKIP TO LAST(_UTF-16LE'B'), FLAG(SKIP TO NEXT ROW)).
func matchAfter(n *plan.Match, ast bool) string {
	v := ""
	if n.Skip == plan.SkipToFirst || n.Skip == plan.SkipToLast {
		v = "_UTF-16LE'" + n.Vars[n.SkipVar] + "'"
		if ast {
			v = "(" + v + ")"
		} else {
			v = " " + v
		}
	}
	var s string
	switch n.Skip {
	case plan.SkipPastLastRow:
		s = "SKIP PAST LAST ROW"
	case plan.SkipToNextRow:
		s = "SKIP TO NEXT ROW"
	case plan.SkipToFirst:
		return "SKIP TO FIRST" + v
	default:
		return "SKIP TO LAST" + v
	}
	if ast {
		return "FLAG(" + s + ")"
	}
	return s
}

var slotRef = regexp.MustCompile(`\$[0-9]+`)

// matchDefine is DEFINE as Flink prints it: each variable's condition as Calcite's RexNode
// prints, its fields read as PREV(A.$2, 0).
func matchDefine(n *plan.Match, fields []string) string {
	var parts []string
	for v, d := range n.Defines {
		if d == nil {
			continue
		}
		parts = append(parts, n.Vars[v]+"="+matchRex(n, v, d))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func matchRex(n *plan.Match, v int, d plan.Expr) string {
	names := matchSlotNames(n, n.DefineSlots[v], nil, true)
	return slotRef.ReplaceAllStringFunc(rexDigest(d), func(s string) string {
		i, err := strconv.Atoi(s[1:])
		if err != nil || i >= len(names) {
			return s
		}
		return names[i]
	})
}

// matchSlotNames prints each slot as Flink's plan does: in the measures by field name
// (A.price, FIRST(A.id, 0)), in the definitions by field number (PREV(A.$2, 0)).
func matchSlotNames(n *plan.Match, slots []plan.MatchSlot, fields []string, rex bool) []string {
	names := make([]string, len(slots))
	field := func(s plan.MatchSlot, f int) string {
		v := "*"
		if s.Var >= 0 {
			v = n.Vars[s.Var]
		}
		if rex {
			return v + ".$" + strconv.Itoa(f)
		}
		return v + "." + fields[f]
	}
	for i, s := range slots {
		switch s.Kind {
		case plan.SlotLast:
			switch {
			case rex && !s.Nav:
				names[i] = "PREV(" + field(s, s.Field) + ", 0)"
			case s.Nav || s.Offset > 0:
				names[i] = "LAST(" + field(s, s.Field) + ", " + strconv.Itoa(s.Offset) + ")"
			default:
				names[i] = field(s, s.Field)
			}
		case plan.SlotFirst:
			names[i] = "FIRST(" + field(s, s.Field) + ", " + strconv.Itoa(s.Offset) + ")"
		case plan.SlotRowtime:
			names[i] = "MATCH_ROWTIME()"
		case plan.SlotProctime:
			names[i] = "MATCH_PROCTIME()"
		case plan.SlotAgg:
			arg := ""
			if s.Arg != nil {
				var argNames []string
				v := "*"
				if s.Var >= 0 {
					v = n.Vars[s.Var]
				}
				for f := range n.Input.Fields() {
					if rex {
						argNames = append(argNames, v+".$"+strconv.Itoa(f))
					} else {
						argNames = append(argNames, v+"."+fields[f])
					}
				}
				if rex {
					arg = slotRef.ReplaceAllStringFunc(rexDigest(s.Arg), func(x string) string {
						k, _ := strconv.Atoi(x[1:])
						return argNames[k]
					})
				} else {
					arg = flinkExpr(s.Arg, argNames, false)
				}
			}
			if s.Agg == "AVG" {
				// Calcite expands AVG into SUM / COUNT, cast back to the argument's type.
				q := "/(SUM(" + arg + "), COUNT(" + arg + "))"
				if rex {
					names[i] = "CAST(" + q + "):" + typeString(s.T, true)
				} else {
					names[i] = "CAST(" + q + " AS " + typeString(s.T.AsNotNull(), false) + ")"
				}
				continue
			}
			names[i] = s.Agg + "(" + arg + ")"
		default:
			names[i] = "?"
		}
	}
	return names
}

// astMatch is the abstract syntax tree's LogicalMatch.
func astMatch(n *plan.Match) *Node {
	in := astNode(n.Input)
	part := make([]string, len(n.PartitionBy))
	for i, p := range n.PartitionBy {
		part[i] = strconv.Itoa(p)
	}
	order := make([]string, len(n.OrderBy))
	for i, k := range n.OrderBy {
		dir := " ASC-nulls-first"
		if k.Descending {
			dir = " DESC-nulls-last"
		}
		order[i] = strconv.Itoa(k.Expr.(*plan.InputRef).Index) + dir
	}
	var defs []string
	for v, d := range n.Defines {
		if d != nil {
			defs = append(defs, matchRex(n, v, d))
		}
	}
	attrs := []attr{{"partition", "[" + strings.Join(part, ", ") + "]"}, {"order", "[" + strings.Join(order, ", ") + "]"},
		{"outputFields", "[" + strings.Join(plan.FieldNames(n.Output), ", ") + "]"}, {"allRows", "false"},
		{"after", matchAfter(n, true)}, {"pattern", n.PatternText}, {"isStrictStarts", "false"}, {"isStrictEnds", "false"}}
	if n.Within > 0 {
		attrs = append(attrs, attr{"interval", strconv.FormatInt(n.Within, 10) + ":" + withinType(n)})
	}
	attrs = append(attrs, attr{"subsets", "[]"}, attr{"patternDefinitions", "[" + strings.Join(defs, ", ") + "]"},
		attr{"inputFields", "[" + strings.Join(plan.FieldNames(n.Input.Fields()), ", ") + "]"})
	return &Node{kind: KindLogicalMatch, inputs: []*Node{in}, attrs: attrs}
}

// withinType is WITHIN's literal type as Calcite prints it: Flink types every day-time
// interval literal INTERVAL SECOND.
func withinType(*plan.Match) string { return "INTERVAL SECOND" }
