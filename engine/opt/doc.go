// Package opt is Flinkpad's optimizer: it rewrites the binder's plan trees (one per sink of a
// statement set, or one for a query) into the plan graph the executor runs and EXPLAIN prints,
// making the choices Flink's planner makes, so that plans and results agree with Flink's.
//
// # Passes
//
// The optimizer is an ordered list of named passes (Conversion, then Passes), each of which
// can be switched off by name (Config.Disabled), and the plan is checked after each one
// (check.go): field references in range and of the input's types, projections matching their
// output, joins outputting what their kind's shape says (plan.JoinShape: the left fields, then
// the right ones, nothing, or a mark), their conditions and a MARK join's IN reading the row of
// both inputs. Every pass counts how often it changed the plan (Result.Fired), which the tests
// assert. Optional says of every pass whether a correct result can do without it; the
// conformance suites run once more with the optional passes and sub-plan reuse off and must give
// the same results (conformance/passes_off_test.go, conformance/flinkq/passes_off_test.go).
//
// # Golden files
//
// The plans the passes make are pinned in ../testdata/opt/*.slt, one file per feature, in the
// style of sqllogictest: "statement ok" records set up tables and options, and each "plan
// expect=pass,..." record gives a statement, the passes that must fire on it (and not fire when
// switched off), and after "----" the optimized plan graph, one node a line
// (engine/optimizer_golden_test.go prints it). "plan raises=pass" is for a pass that raises
// Flink's planning error instead. A test fails when a pass has no record that expects it.
// After a change to a pass, rewrite the expected plans with
//
//	go test ./engine/ -run TestOptimizerGoldens -update
//
// and read the diff. The runner, engine/internal/golden, knows no directive of its own, so that
// a later planning stage can keep goldens of its own in files of its own.
//
// Every node keeps the span of the SQL it came from (plan.Span): a pass that replaces a node
// gives the new one the old one's span (Spanned: n.Spanned, plan.SpanFrom), a merged Calc the
// span of both it merges (plan.SpanUnion), and after the last pass plan.FillSpans gives the nodes
// a pass built beside the ones it replaced (a projection under a join, a cast under a UNION) the
// span of their consumer. An error a pass raises without a position of its own is placed at the
// span of the node it rewrote (plan.AtNode, in transform).
//
// decompose-grouping-sets (grouping_sets.go) is Flink's DecomposeGroupingSetsRule: an aggregate
// with grouping sets becomes a projection over an aggregate on its keys and $e over an Expand
// that writes each row once per set, the keys outside it NULL; GROUPING and GROUPING_ID are a
// CASE over $e (consecutive sets of one value merged, as Calcite's simplifier merges them), and
// over one set constants. Over a projection that reorders every field of its input, Flink merges
// the projection into the aggregate (except for batch distinct calls, which it expands first):
// the Expand then reads the input's fields in order, its keys in that order number $e, and the
// projection above restores GROUP BY's order (mergeFieldProjection). It runs first, so that the filter passes move a HAVING on keys above
// the Expand, never below it. An Expand's unique and upsert keys are its input's keys that no set
// nulls, with $e (Flink's getExpandUniqueKeys).
//
// reduce-aggregate-functions (aggregate_reduce.go) is Flink's AggregateReduceFunctionsRule for
// the variance aggregates: STDDEV and VARIANCE over x become $WELFORD_M2$1(x) and COUNT(x) in
// the aggregate and an expression over them in a projection above it, which the executor
// needs, having no accumulator of the variance functions themselves. Flink then takes the
// reduced aggregate whole, so the pass reduces its other calls as Calcite's reduceAggs does:
// SUM(x) into CASE(COUNT(x) = 0, NULL, $SUM0(x)), AVG(x) into SUM(x) / COUNT(x) (whose SUM is
// reduced again when that takes fewer calls, as Flink's cost model prefers), and AVG, MIN,
// MAX, ... of a group key into the key. Over a window it reduces
// them as Flink's conversion from SQL does (aggregate_reduce_over.go, plan.ExpandOverVariance):
// into SUM(x * x), SUM(x) and COUNT(x) over the window beside its other calls, x * x (and an
// argument that is an expression) in a projection below it that keeps only the fields read, and
// the expression in the argument's type in the projection above it.
//
// The conversion passes do what Flink's conversion from SQL to relational algebra does:
// dedup-aggregate-input and dedup-aggregate-calls compute each aggregate argument and call
// once, name-fields gives fields Calcite's names (an aggregate call the name of its select
// item, an input field its column's), and simplify-literal-casts simplifies as Calcite's
// RexSimplify does: it folds CAST of literals, so the
// abstract syntax tree EXPLAIN prints already shows them folded. Calcite holds numeric literals
// as BigDecimals (decimal.go); a cast that keeps the value only retypes the literal
// (canRemoveCastFromLiteral), and Flink's generated code then reads it with Java's Number
// conversions, which wrap; other casts run with the executor's semantics (Config.Reduce, the
// engine's constant evaluator, as Flink evaluates constants with generated code). That is why
// CAST(1E20 AS BIGINT) of a literal wraps where the same cast of a column saturates, and why
// CAST(CAST(2.675 AS FLOAT) AS DECIMAL(5, 2)) is 2.68.
//
// Then:
//
//   - reduce-constants folds constant sub-expressions of projections, filters and joins, and
//     fails planning on a division by a literal zero, as Flink's ExpressionReducer does.
//   - push-into-values-union merges a projection into a VALUES that Flink plans as a union of
//     one-row projections (a row that is not all literals), folding only casts of literals.
//   - inner-subquery-join makes a scalar subquery's LEFT join INNER under a filter that
//     rejects a NULL subquery value (subquery_inner_join.go, as Calcite's FilterJoinRule
//     simplifies outer joins), so that the filter becomes its condition next.
//   - push-filter-into-join moves single-side conjuncts below joins, where the join's kind
//     allows it (join_filter.go, Flink's FlinkFilterJoinRule): never into a side a join keeps
//     unmatched or pads, nor out of an ANTI join's condition; a WHERE conjunct reading both
//     sides of an inner join becomes its condition.
//   - push-filter-into-correlate splits a filter over UNNEST's correlate (correlate_filter.go,
//     FlinkFilterCorrelateRule): conjuncts on the input row go below it, and an inner
//     correlate's conjuncts on the unnested fields become its condition.
//   - transpose-filter-aggregate moves the conjuncts of a filter over an aggregate that read
//     only grouping keys below it (filter_aggregate.go, Calcite's FilterAggregateTransposeRule),
//     whence they reach the scan; push-join-expressions computes a join's equality operands
//     that are expressions below the join (join_condition_pushdown.go, JoinPushExpressionsRule),
//     which the conversion pass push-join-conditions already does for ON conditions, as
//     Calcite's RelBuilder does, so the abstract syntax tree shows it.
//   - plan-temporal-joins casts a temporal join's versioned-side rowtime to a plain timestamp
//     above the join (temporal_join_pass.go), as only the left time attribute leaves it in
//     Flink; a temporal join's condition stays whole, as Flink 2.3 plans it.
//   - merge-calc makes projections and filters Calc nodes and merges adjacent ones.
//   - rank-from-over makes a Rank of a Calc filtering a ranking function over an Over node
//     (rank.go, Flink's FlinkLogicalRankRule and ConstantRankNumberColumnRemoveRule), in
//     streaming mode for ROW_NUMBER, RANK and DENSE_RANK, in batch mode for RANK only, as
//     Flink's cost-based batch planner chooses.
//   - prune-columns drops unread fields (through every join kind: a SEMI, ANTI or MARK join
//     passes no right field on, so its right side keeps what its condition reads) and pushes
//     the columns a query reads into scans of
//     connectors that accept projections (Config.Abilities), in the order Flink's projection
//     push-down reads them.
//   - remove-trivial-calc drops Calcs that pass their input through.
//   - push-filter-into-scan and push-limit-into-scan record the predicates and limits a
//     connector accepts; the filesystem connector still returns every row, so the Calc above
//     keeps filtering, as in Flink.
//   - normalize-upsert-scans, in streaming mode, puts a ChangelogNormalize on the primary key
//     above each scan of an upsert source (upsert-kafka, whose scan the binder marks
//     plan.Upsert), as Flink's StreamPhysicalTableSourceScanRule does (changelog_normalize.go); it emits every kind of
//     change and is keyed on the primary key. The conjuncts of a filter above it that read
//     more than the key move into it, as Flink's PushCalcPastChangelogNormalizeRule moves them.
//
// # Sub-plan reuse
//
// With table.optimizer.reuse-sub-plan-enabled (Config.ReuseSubPlan), nodes with one digest
// (digest.go: kind, attributes, output row type and the inputs' digests; a join's kind,
// condition and IN) become one node of a
// Graph, as Flink's SubplanReuser makes them one: the first met walking the trees in order
// stays. A sink is never shared; a scan is not when table.optimizer.reuse-source-enabled is off,
// but the nodes above it still are. With source reuse on, scans of one table that differ only in
// their columns first become one scan of all of them, with a Calc per former scan (Flink's
// ScanReuser), and INSERTs of a statement set into one table become one sink over a UNION ALL
// (Flink's SinkReuser in batch mode). The executor runs a shared node once and hands its batches to every consumer.
//
// # Changelog modes and upsert keys
//
// In streaming mode the kinds of change each node emits follow Flink's
// FlinkChangelogModeInferenceProgram in its two steps: ChangelogMode (changelog.go) is the
// modify-kind set, every update a -U/+U pair; ChangelogModes (changelog_infer.go) then drops -U
// where no consumer needs it, asking each node for +U alone first where its consumer is an
// upsert sink or a query's result, and backing off to -U/+U where a node cannot give +U alone
// (a filter off the upsert key, a join input not keyed on the join fields). Both read
// UpsertKeys (upsert_keys.go, upsert_keys_join.go), Flink's FlinkRelMdUpsertKeys: keys survive
// an exchange only when they hold its hash fields, which decides a join's input specs and keys.
// A Rank (upsert_keys_rank.go) that keeps ROW_NUMBER 1 is keyed on its partition key, a
// numbered Top-N on the partition key with the number; an updating INSERT into a table with a
// primary key needs an upsert key within it (engine/stream_sink_key.go).
//
// A scan emits inserts, unless its source is a changelog (plan.Scan.Changelog, set by the
// binder from the connector: a CDC format's every kind). Such a scan gives a consumer -U/+U,
// or +U alone where Flink puts a DropUpdateBefore above it (scan_changelog.go); Flink plans no
// ChangelogNormalize above an ALL-mode source.
//
// UniqueKeys (unique_keys.go), Flink's FlinkRelMdUniqueKeys, are the fields no two rows share,
// in either mode: no exchange filters them, a join keeps a side's keys only where no NULLs pad
// it, a numbered Top-1 is unique on its partition key with the number, and a sink and a
// streaming window aggregate have none. The physical plan records them on each node for the
// page; no pass reads them, as Flink 2.3 plans its streaming joins and sinks by upsert keys.
//
// The switches over node kinds that must know every kind (the digest, ChangelogMode, the
// update-kind visitor, UpsertKeys, UniqueKeys, the plan checker, mapExprs) fail with plan.ErrNodeKind on a
// kind they have no case for, rather than treat it as a projection; kinds_test.go runs each
// over plan.Kinds.
package opt
