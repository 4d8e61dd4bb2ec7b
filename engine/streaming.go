package engine

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/explain"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkStreamable reports the first node of a plan that Flinkpad cannot run in streaming mode
// yet. Scans, VALUES, projections, filters and UNION ALL are stateless and pass row kinds on;
// group aggregates (GROUP BY, DISTINCT, HAVING) and regular joins emit changelogs row by row
// (exec/stream_aggregate.go, stream_join.go). Sorts (Top-N) and the distinct set operations
// wait.
func checkStreamable(n plan.Node) error {
	switch n := n.(type) {
	case *plan.Join:
		switch n.Kind {
		case "INNER", "LEFT", "RIGHT", "FULL":
		default:
			return &unsupportedError{n.Kind + " joins in streaming mode (the streaming issue)"}
		}
	case *plan.Sort:
		return &unsupportedError{"ORDER BY, LIMIT and Top-N in streaming mode (the streaming issue)"}
	case *plan.SetOp:
		if n.Kind != "UNION" || !n.All {
			return &unsupportedError{"UNION, INTERSECT and EXCEPT without ALL in streaming mode (the streaming issue)"}
		}
	}
	for _, in := range n.Inputs() {
		if err := checkStreamable(in); err != nil {
			return err
		}
	}
	return nil
}

// insertOnlySink is a sink that cannot consume updates (the filesystem sink).
type insertOnlySink interface{ ConsumesInsertsOnly() bool }

// checkSinkChangelog fails a streaming job whose sink cannot consume the changes its input
// produces, with Flink's message naming the node that produces them.
func checkSinkChangelog(res *opt.Result, sink *plan.Sink, out connector.Sink) error {
	s, ok := out.(insertOnlySink)
	if !ok || !s.ConsumesInsertsOnly() || opt.ChangelogMode(sink.Input).IsInsertOnly() {
		return nil
	}
	producer, err := explain.StreamNodeDescription(res, sinkProducer(sink.Input))
	if err != nil {
		return err
	}
	return connector.NewError(nil, "org.apache.flink.table.api.TableException",
		"Table sink '%s' doesn't support consuming update changes which is produced by node %s", sink.ID.String(), producer)
}

// sinkProducer skips the projection that only casts a query's columns to the sink's types
// where Flink avoids the cast (CHAR to STRING): Flink adds no node for it, so the node its
// messages name is the one below.
func sinkProducer(n plan.Node) plan.Node {
	c, ok := n.(*plan.Calc)
	if !ok || c.Cond != nil || len(c.Exprs) != len(c.Input.Fields()) {
		return n
	}
	for i, e := range c.Exprs {
		if cast, ok := e.(*plan.Cast); ok && !cast.Try {
			e = cast.X
			if ref, ok := e.(*plan.InputRef); !ok || !types.SupportsAvoidingCast(ref.T, cast.T) {
				return n
			}
		}
		if ref, ok := e.(*plan.InputRef); !ok || ref.Index != i {
			return n
		}
	}
	return c.Input
}
