package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkStreamable reports the first node of a plan that Flinkpad cannot run in streaming mode
// yet. Scans, VALUES, projections, filters and UNION ALL are stateless and pass row kinds on;
// group aggregates (GROUP BY, DISTINCT, HAVING) and regular joins emit changelogs row by row
// (exec/stream_aggregate.go, stream_join.go), and so does ORDER BY ... LIMIT over an
// insert-only input (stream_topn.go), and set operations (stream_setop.go); an event-time
// interval join runs as Flink's IntervalJoin (stream_interval_join.go), a processing-time one
// is refused.
func checkStreamable(n plan.Node) error {
	return checkStreamableOnce(n, map[plan.Node]bool{}, false)
}

// checkStreamableOnce is checkStreamable over a DAG, each node checked once however many
// parents read it.
// explaining accepts what EXPLAIN prints but Flinkpad does not run: an interval join on
// processing time.
func checkStreamableOnce(n plan.Node, seen map[plan.Node]bool, explaining bool) error {
	if seen[n] {
		return nil
	}
	seen[n] = true
	switch n := n.(type) {
	case *plan.Join:
		switch n.Kind {
		case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull:
		case plan.JoinSemi, plan.JoinAnti:
			if plan.IsWindowJoin(n) {
				break // a window semi or anti join (exec/stream_window_join.go)
			}
			return unsupportedError(n.Kind.String() + " joins in streaming mode (the streaming issue)")
		default:
			return unsupportedError(n.Kind.String() + " joins in streaming mode (the streaming issue)")
		}
		if b, ok := plan.IntervalJoinBounds(n); ok {
			// The event-time IntervalJoin runs (exec/stream_interval_join.go); a processing-time
			// one's rows depend on the wall clock, and a regular join would emit and retract
			// as rows come where Flink's emits inserts once.
			switch {
			case !b.RowTime && !explaining:
				return unsupportedAt(n, "interval joins on processing time")
			case !b.Reduced:
				return unsupportedAt(n, "interval joins whose bounds are not constant intervals of a time attribute")
			}
		}
	case *plan.Sort:
		if err := checkStreamSort(n); err != nil {
			return err
		}
	default:
		// Partial by design: the other kinds run in streaming mode, and the executor fails
		// loudly on a kind it cannot build.
	}
	for _, in := range n.Inputs() {
		if err := checkStreamableOnce(in, seen, explaining); err != nil {
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
	mode := opt.ChangelogMode(sink.Input)
	if !ok || !s.ConsumesInsertsOnly() || mode.IsInsertOnly() {
		return nil
	}
	producer, err := phys.StreamNodeDescription(res, sinkProducer(sink.Input))
	if err != nil {
		return err
	}
	return connector.NewError(nil, "org.apache.flink.table.api.TableException",
		"Table sink '%s' doesn't support consuming %s changes which is produced by node %s",
		sink.ID.String(), changeKinds(mode), producer)
}

// checkStreamConsumers fails a streaming job one of whose operators reads inserts only over an
// input that produces updates or deletes, with the message Flink's changelog inference gives,
// naming the node that produces them, and one Flink plans as a window operator Flinkpad lacks.
func checkStreamConsumers(res *opt.Result) error {
	seen := map[plan.Node]bool{}
	var walk func(n plan.Node) error
	walk = func(n plan.Node) error {
		if seen[n] {
			return nil
		}
		seen[n] = true
		for _, in := range n.Inputs() {
			if err := walk(in); err != nil {
				return err
			}
		}
		if err := checkWindowOperator(n); err != nil {
			return err
		}
		if j, ok := n.(*plan.Join); ok && plan.IsIntervalJoin(j) {
			// Flink's IntervalJoin reads inserts only, from both inputs.
			for _, in := range j.Inputs() {
				if err := insertOnlyInput(res, "StreamPhysicalIntervalJoin", in); err != nil {
					return err
				}
			}
			return nil
		}
		consumer, input := insertOnlyConsumer(n)
		if consumer == "" {
			return nil
		}
		changes := changeKinds(opt.ChangelogMode(input))
		if m, ok := n.(*plan.Match); ok && changes == "" && materializedRef(m.Input, m.OrderBy[0].Expr) {
			// Flink translates the pattern after the changelog check, with the time of a
			// regular join or group aggregate materialized (RelTimeIndicatorConverter).
			return connector.NewError(nil, "org.apache.flink.table.api.TableException",
				"You must specify either rowtime or proctime for order by as the first one.")
		}
		if changes == "" {
			return nil
		}
		producer, err := phys.StreamNodeDescription(res, input)
		if err != nil {
			return err
		}
		return connector.NewError(nil, "org.apache.flink.table.api.TableException",
			"%s doesn't support consuming %s changes which is produced by node %s", consumer, changes, producer)
	}
	for _, r := range res.Graph.Roots {
		if err := walk(r); err != nil {
			return err
		}
	}
	return nil
}

// checkWindowOperator refuses the joins and ranks Flink plans as window operators, which
// Flinkpad does not have yet: run as regular ones, their changelogs would differ from Flink's.
func checkWindowOperator(n plan.Node) error {
	switch n := n.(type) {
	case *plan.Join:
		if shape, ok := plan.WindowJoinOf(n); ok {
			// Flink's WindowJoin emits a window's pairs, and an outer join's unmatched rows,
			// once the watermark passes the window's end (exec/stream_window_join.go).
			if !shape.Rowtime() {
				return connector.NewError(nil, "org.apache.flink.table.api.TableException",
					"Processing time Window Join is not supported yet.")
			}
		}
		lk, rk := plan.EquiKeys(n)
		if windowJoinKeys(n.Left, lk) || windowJoinKeys(n.Right, rk) {
			return unsupportedAt(n, "joins on the window columns of a window join")
		}
	case *plan.Aggregate:
		keys := make([]int, n.Keys)
		for i := range keys {
			keys[i] = i
		}
		if windowJoinKeys(n.Input, keys) {
			// Flink makes it a window aggregate over the window join's windows, which fires
			// once per window (exec/window_build.go); a group aggregate would update its rows.
			if tvf, _, ok := plan.AttachedWindowAggregate(n); !ok || tvf.Kind != plan.WindowTumble {
				return unsupportedAt(n, "aggregates grouped by the window columns of a window join, but for GROUP BY window_start, window_end of TUMBLE windows")
			}
		}
	case *plan.Rank:
		if windowJoinKeys(n.Input, n.PartitionBy) {
			return unsupportedAt(n, "Top-N partitioned by the window columns of a window join")
		}
		if plan.IsWindowRank(n) {
			// Flink's WindowRank and WindowDeduplicate emit a window's rows once the watermark
			// passes its end, inserts only; the window rank operator runs them for the shapes
			// cases recorded from Flink cover: ROW_NUMBER over a TUMBLE, HOP, CUMULATE or
			// SESSION window on event time (a session's rows come once the watermark closes
			// it, before the rank fires). Flink's StreamExecWindowRank and
			// StreamExecWindowDeduplicate take ROW_NUMBER on event time only.
			if n.Func != "ROW_NUMBER" {
				return connector.NewError(nil, "org.apache.flink.table.api.TableException",
					"%s() function is not supported on Window TopN currently, only ROW_NUMBER() is supported.", n.Func)
			}
			_, tvf := plan.WindowRankEnd(n)
			d, dedup := opt.Deduplication(n)
			switch {
			case tvf == nil:
				return unsupportedAt(n, "window Top-N and window deduplication over this window")
			case !plan.IsRowtime(tvf.Output[tvf.WindowStart()+2].Type) && dedup:
				return connector.NewError(nil, "org.apache.flink.table.api.TableException",
					"Processing time Window Deduplication is not supported yet.")
			case !plan.IsRowtime(tvf.Output[tvf.WindowStart()+2].Type):
				return connector.NewError(nil, "org.apache.flink.table.api.TableException",
					"Processing time Window TopN is not supported yet.")
			}
			if dedup && !d.Rowtime {
				return unsupportedAt(n, "window deduplication ordered by a processing time")
			}
		}
	default:
		// Partial by design: the other kinds are no window operators.
	}
	return nil
}

// insertOnlyInput fails as Flink's changelog inference does when consumer, which reads inserts
// only, reads an input that updates or deletes.
func insertOnlyInput(res *opt.Result, consumer string, input plan.Node) error {
	changes := changeKinds(opt.ChangelogMode(input))
	if changes == "" {
		return nil
	}
	producer, err := phys.StreamNodeDescription(res, input)
	if err != nil {
		return err
	}
	return connector.NewError(nil, "org.apache.flink.table.api.TableException",
		"%s doesn't support consuming %s changes which is produced by node %s", consumer, changes, producer)
}

// windowJoinKeys reports whether fields of n hold at least two window columns a window join
// passes on, which Flink's planner reads as the windows of a window operator.
func windowJoinKeys(n plan.Node, fields []int) bool {
	count := 0
	for _, f := range fields {
		if plan.WindowJoinColumn(n, f) {
			count++
		}
	}
	return count >= 2
}

// insertOnlyConsumer names, as Flink's changelog inference does, a streaming operator that
// reads inserts only, and returns its input; empty for the other nodes. An OVER aggregate
// ordered by a regular column, or by a time a regular join or group aggregate materialized,
// takes updates.
func insertOnlyConsumer(n plan.Node) (string, plan.Node) {
	switch n := n.(type) {
	case *plan.Match:
		return "Match Recognize", n.Input
	case *plan.Over:
		if order := n.Calls[0].OrderBy; len(order) > 0 && plan.IsTimeAttribute(order[0].Expr.Type()) &&
			!materializedRef(n.Input, order[0].Expr) {
			return "StreamPhysicalOverAggregate", n.Input
		}
	case *plan.Sort:
		if plan.IsTemporalSort(n) {
			return "StreamPhysicalTemporalSort", n.Input
		}
	default:
		// Partial by design: the other operators consume updates, or fail as they run.
	}
	return "", nil
}

// changeKinds names the changes other than inserts a changelog mode holds as Flink's messages
// do ("update", "delete", "update and delete"), empty for an insert-only mode.
func changeKinds(mode plan.ChangelogMode) string {
	var changes []string
	if mode.Updates() {
		changes = append(changes, "update")
	}
	if mode&plan.ModeDelete != 0 {
		changes = append(changes, "delete")
	}
	return strings.Join(changes, " and ")
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

// checkStreamSort accepts the sorts Flinkpad streams: a Top-N (ORDER BY ... LIMIT, or LIMIT
// alone) over an insert-only input, and ORDER BY one rowtime ascending. ORDER BY without LIMIT
// fails as in Flink unless its first key is a time attribute; Flinkpad does not stream the
// other sorts on a time attribute yet.
func checkStreamSort(n *plan.Sort) error {
	if plan.IsTemporalSort(n) {
		return nil
	}
	if n.Limit < 0 {
		if len(n.Keys) > 0 && !plan.SortsFirstOnTime(n) {
			return connector.NewError(nil, "org.apache.flink.table.api.TableException",
				"Sort on a non-time-attribute field is not supported.")
		}
		return unsupportedError("ORDER BY without LIMIT in streaming mode (the streaming issue)")
	}
	if n.Offset > 0 {
		return unsupportedError("OFFSET in streaming mode (the streaming issue)")
	}
	if !opt.ChangelogMode(n.Input).IsInsertOnly() {
		return unsupportedError("ORDER BY ... LIMIT over an updating input in streaming mode (the streaming issue)")
	}
	return nil
}

// checkStreamExplain accepts the streaming EXPLAINs Flinkpad prints as Flink does: plans it
// can run in streaming mode, without INTERSECT ALL or EXCEPT ALL. The explain package decides
// which plans it can advise on (PLAN_ADVICE).
func checkStreamExplain(res *opt.Result) error {
	if err := checkStreamConsumers(res); err != nil {
		return err
	}
	for _, r := range res.Graph.Roots {
		if err := checkStreamableOnce(r, map[plan.Node]bool{}, true); err != nil {
			return err
		}
		if sink, ok := r.(*plan.Sink); ok {
			if err := checkSinkUpsertKey(sink); err != nil {
				return err
			}
		}
	}
	return nil
}

// unsupportedAt is a NotSupported error at the start of the SQL a node came from.
func unsupportedAt(n plan.Node, what string) error {
	err := flinkerr.NotSupported(what)
	if s, ok := n.(interface{ Span() plan.Span }); ok && s.Span().IsValid() {
		return err.At(s.Span().Start.ErrorPosition())
	}
	return err
}

// materializedRef reports whether e reads a time attribute of in that Flink's planner
// materializes.
func materializedRef(in plan.Node, e plan.Expr) bool {
	r, ok := e.(*plan.InputRef)
	return ok && plan.TimeMaterialized(in, r.Index)
}
