package explain

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
// stmt_explain_cost_*): a datagen scan (cpu of one per row in streaming mode, none in batch;
// io of its rows times their average size), a Calc without a condition (cpu of one per row
// for each projection that computes something: not a field, a literal or a CAST), a
// WatermarkAssigner and a Sink (one per row each). Other plans fail as not explainable.

// defaultRowCount is Flink's row count of a table without statistics.
const defaultRowCount = 1e8

// cost is one node's cumulative cost.
type cost struct{ rows, cpu, io float64 }

// annotateCosts sets every node's cost text, or fails for a node whose cost it cannot give.
func annotateCosts(roots []*node, streaming bool) error {
	memo := map[*node]struct {
		rowCount float64
		c        cost
	}{}
	var walk func(n *node) (float64, cost, error)
	walk = func(n *node) (float64, cost, error) {
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
func selfCost(n *node, inRows []float64, streaming bool) (float64, cost, error) {
	switch {
	case n.name == "TableSourceScan" && len(n.inputs) == 0:
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
				return 0, cost{}, &notExplainable{"EXPLAIN ESTIMATED_COST of a column of type " + f.Type.String()}
			}
			size += s
		}
		c := cost{rows: defaultRowCount, io: defaultRowCount * float64(size)}
		if streaming {
			c.cpu = defaultRowCount
		}
		return defaultRowCount, c, nil
	case n.name == "Calc" && len(inRows) == 1 && n.calcCond == nil && n.calcExprs != nil:
		computed := 0
		for _, e := range n.calcExprs {
			switch e.(type) {
			case *plan.InputRef, *plan.Literal, *plan.Cast:
			default:
				computed++
			}
		}
		return inRows[0], cost{rows: inRows[0], cpu: inRows[0] * float64(computed)}, nil
	case (n.name == "WatermarkAssigner" || n.name == "Sink") && len(inRows) == 1:
		return inRows[0], cost{rows: inRows[0], cpu: inRows[0]}, nil
	}
	return 0, cost{}, &notExplainable{"EXPLAIN ESTIMATED_COST of " + n.description()}
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
