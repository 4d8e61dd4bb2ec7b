package phys

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// EXPLAIN ESTIMATED_COST follows each node of the optimized physical plan with Flink's row
// count and cumulative cost, from its cost model over a table without statistics: 10^8 rows
// from the source, a cost per node of {rows, cpu, io, network, memory}, summed over the
// inputs. Flinkpad computes it for the nodes whose cost it has recorded from Flink (the cases
// stmt_explain_estimated_cost_*): a datagen scan (cpu of one per row in streaming mode, none in
// batch; io of its rows times their average size), a Calc (its rows scaled by Flink's default
// selectivity of a condition of simple comparisons, and cpu of one per row for each projection
// that computes something: not a field, a literal or a CAST), a WatermarkAssigner and a Sink
// (one per row each). Other plans fail as not explainable.

// defaultRowCount is Flink's row count of a table without statistics.
const defaultRowCount = 1e8

// cost is one node's cumulative cost.
type cost struct{ rows, cpu, io float64 }

// annotateCosts sets every node's cost text, or fails for a node whose cost it cannot give.
func annotateCosts(roots []*Node, streaming bool) error {
	memo := map[*Node]struct {
		rowCount float64
		c        cost
	}{}
	var walk func(n *Node) (float64, cost, error)
	walk = func(n *Node) (float64, cost, error) {
		if m, ok := memo[n]; ok {
			return m.rowCount, m.c, nil
		}
		var in []cost
		var inRows []float64
		for _, i := range n.inputs {
			r, c, err := walk(i)
			if err != nil {
				return 0, cost{}, err
			}
			in, inRows = append(in, c), append(inRows, r)
		}
		rowCount, self, err := selfCost(n, inRows, streaming)
		if err != nil {
			return 0, cost{}, err
		}
		total := self
		for _, c := range in {
			total.rows += c.rows
			total.cpu += c.cpu
			total.io += c.io
		}
		n.cost = ": rowcount = " + javaDouble(rowCount) + ", cumulative cost = {" + javaDouble(total.rows) + " rows, " +
			javaDouble(total.cpu) + " cpu, " + javaDouble(total.io) + " io, 0.0 network, 0.0 memory}"
		memo[n] = struct {
			rowCount float64
			c        cost
		}{rowCount, total}
		return rowCount, total, nil
	}
	for _, r := range roots {
		if _, _, err := walk(r); err != nil {
			return err
		}
	}
	return nil
}

// selfCost is a node's row count and own cost.
func selfCost(n *Node, inRows []float64, streaming bool) (float64, cost, error) {
	switch {
	case n.kind == KindTableSourceScan && len(n.inputs) == 0:
		scan, ok := n.source.(*plan.Scan)
		if !ok || len(scan.Filters) > 0 || scan.Limit > 0 {
			break
		}
		if id, _ := scan.Table.Option("connector"); id != "datagen" {
			break // other connectors may report statistics
		}
		size := 0
		for _, f := range scan.Output {
			s, ok := columnValueSize(f.Type)
			if !ok {
				return 0, cost{}, DetailNotSupported("ESTIMATED_COST", "a column of type "+f.Type.String())
			}
			size += s
		}
		c := cost{rows: defaultRowCount, io: defaultRowCount * float64(size)}
		if streaming {
			c.cpu = defaultRowCount
		}
		return defaultRowCount, c, nil
	case n.kind == KindCalc && len(inRows) == 1 && n.calcExprs != nil && simpleCondition(n.calcCond):
		computed := 0
		for _, e := range n.calcExprs {
			switch e.(type) {
			case *plan.InputRef, *plan.Literal, *plan.Cast:
			default:
				computed++
			}
		}
		rows := inRows[0]
		if n.calcCond != nil {
			rows *= conditionSelectivity(n.calcCond)
		}
		return rows, cost{rows: rows, cpu: rows * float64(computed)}, nil
	case (n.kind == KindWatermarkAssigner || n.kind == KindSink) && len(inRows) == 1:
		return inRows[0], cost{rows: inRows[0], cpu: inRows[0]}, nil
	}
	return 0, cost{}, DetailNotSupported("ESTIMATED_COST", n.description())
}

// columnValueSize is Flink's average size in bytes of a value of t (FlinkRelMdSize), for the types
// whose size is recorded.
func columnValueSize(t types.Type) (int, bool) {
	switch t.Kind {
	case types.KindInt:
		return 4, true
	case types.KindBigInt:
		return 8, true
	case types.KindVarChar, types.KindTimestamp:
		return 12, true
	}
	return 0, false
}

// simpleCondition reports whether a Calc's condition is one whose selectivity is recorded: none,
// or comparisons of a field with a literal and IS [NOT] NULL of a field, joined by AND.
func simpleCondition(cond plan.Expr) bool {
	if cond == nil {
		return true
	}
	for _, c := range plan.Conjuncts(cond) {
		call, ok := c.(*plan.Call)
		if !ok {
			return false
		}
		switch call.Op {
		case plan.OpEquals, plan.OpNotEquals, plan.OpLess, plan.OpLessOrEqual, plan.OpGreater, plan.OpGreaterOrEqual:
			if len(call.Args) != 2 || !isFieldOrLiteral(call.Args[0]) || !isFieldOrLiteral(call.Args[1]) {
				return false
			}
		case plan.OpIsNull, plan.OpIsNotNull:
			if len(call.Args) != 1 || !isFieldOrLiteral(call.Args[0]) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// conditionSelectivity is Flink's default selectivity of a simpleCondition: 0.15 for =, 0.85
// for <>, 0.5 for the other comparisons, 0.1 for IS NULL and 0.9 for IS NOT NULL, multiplied
// over AND (recorded by the case stmt_explain_estimated_cost_conditions).
func conditionSelectivity(cond plan.Expr) float64 {
	s := 1.0
	for _, c := range plan.Conjuncts(cond) {
		switch c.(*plan.Call).Op {
		case "=":
			s *= 0.15
		case "<>":
			s *= 0.85
		case "IS NULL":
			s *= 0.1
		case "IS NOT NULL":
			s *= 0.9
		default:
			s *= 0.5
		}
	}
	return s
}

func isFieldOrLiteral(e plan.Expr) bool {
	switch e.(type) {
	case *plan.InputRef, *plan.Literal:
		return true
	default:
		// Partial by design: any other kind is a computation.
	}
	return false
}

// javaDouble formats f as Java's Double.toString does for the values a cost takes: "0.0",
// plain decimals from 10^-3 up to 10^7, and "1.0E8" style above.
func javaDouble(f float64) string {
	switch {
	case f == 0:
		return "0.0"
	case f >= 1e-3 && f < 1e7:
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	mant, exp, _ := strings.Cut(strconv.FormatFloat(f, 'E', -1, 64), "E")
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	e, err := strconv.Atoi(exp)
	if err != nil {
		return fmt.Sprint(f)
	}
	return mant + "E" + strconv.Itoa(e)
}
