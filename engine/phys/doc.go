// Package phys is Flinkpad's physical plan: it turns the optimizer's plan graph into Flink's
// physical and execution plans, the nodes EXPLAIN prints (package explain) and the JSON graph
// draws. Build makes all three of Flink's forms (Plan: AST, Physical, Exec); BuildExec the
// execution plan alone. A Node is one operator of Flink's plan with its explain terms, its
// output fields, and the optimized plan node it runs as part of (Source, Part).
//
// One plan feeds EXPLAIN, the graph and the executor. EXPLAIN and the graph print Plan; the
// executor runs Plan.Run (run.go): the optimized plan's nodes mapped from the execution plan
// after sub-plan reuse, so that a node runs once for several consumers exactly where the
// execution plan shares it, and each hash join builds the side the plan prints. A node of the
// execution plan stands for its source (or a node of the same digest, which reuse merged it
// with); a Calc folded into the node below it still runs. The batch subquery joins that the
// flink-subquery-joins pass reshapes into Flink's plans of them run as reshaped: the run maps
// onto the rewritten graph, whose aggregates grouped on fields anywhere in their input run as
// plain aggregates over a projection (subquery_lower.go); so do the lowered batch INTERSECT and
// EXCEPT (setop_lower.go), and INTERSECT ALL and EXCEPT ALL, lowered into the marked UNION ALL,
// count aggregate, Calc and $REPLICATE_ROWS$1 correlate they print (setop_all_lower.go), and the
// batch grouping-sets rewrite of DISTINCT aggregates, lowered into its Expand, aggregates and
// Calcs (aggregate_expand_distinct_lower.go). The nodes below a leaf of the
// optimized plan are its operator's: the one-row Values(ZERO) that each row's Calc of a VALUES
// planned as a union reads is one node with a SELECT without FROM's Values, and the union
// computes its rows itself (Run.Inside). Where the execution plan does not
// map, the run is the optimizer's graph and Run.FromOptimizer says why; the conformance suite
// counts those jobs. A shape the translation builds so that its job runs the execution plan,
// though its Flink plan differs from what Flinkpad would print (PERCENTILE, whose percentage
// Flink passes from a Calc below; the batch INTERSECT ALL and EXCEPT ALL over inputs small
// enough to broadcast; JSON_ARRAYAGG shapes not recorded from Flink), is recorded as
// unprintable (physical.unprintableShape): the job runs that plan, and EXPLAIN and the graph
// refuse it with Plan.Err (Plan.Unprintable). ForRun plans a job
// within a budget of its own: a plan Flinkpad cannot print (or too large to print) still runs,
// and printing it fails with Plan.Err. After the passes every node of the execution plan records,
// once, what the planner derives for the node it stands for (properties.go): its changelog mode
// and upsert keys in streaming mode, its unique keys (none for a local aggregate, whose rows are
// partial, or a sink) and time attributes, and the span of its SQL; the changelog modes and
// keys come from one opt.Props per plan, each derived once per node.
//
// # Passes
//
// The planning is ordered lists of named passes (passes.go), each of which counts how often it
// changed the plan (Plan.Fired); the golden files engine/testdata/phys/*.slt hold a case for
// every pass that asserts it fired. Translation makes the physical nodes:
// flink-subquery-joins reshapes the batch subquery joins into Flink's plans of them
// (subquery_rewrite.go), lower-set-operations makes batch INTERSECT and EXCEPT the join and
// aggregate Flink rewrites them into (setop_lower.go), and their ALL forms, in both modes, the
// count aggregate and replicating correlate (setop_all_lower.go), lower-distinct-aggregates makes
// the batch aggregates with DISTINCT beside other calls the Expand, aggregates and Calcs of
// Flink's grouping-sets rewrite (aggregate_expand_distinct_lower.go; the cost model keeps the
// aggregate's estimates), choose-join-sides runs the cost model, choosing each hash join's build
// side and broadcasting from Flink's estimates (cost_model.go), translate makes Flink's
// physical nodes (physical.go), reading those choices, and, for the execution
// plan only, reuse-physical-sub-plans makes the nodes that print alike over inputs alike one
// node, as Flink's sub-plan reuse does (dedupe). Build runs Translation for the physical plan,
// then Details, EXPLAIN's annotations of it when asked for: changelog-modes, estimated-cost
// (cost.go), plan-advice (advice.go). For the execution plan it runs Translation again; the
// run the executor follows is mapped from that plan, after reuse and before ExecProcessors,
// Flink's batch exec graph processors in its order, which change how the plan prints, not
// what runs: strip-forward-exchanges, resolve-conflicts (exec_priority.go),
// create-multiple-inputs (multiple_input.go), restore-forward-exchanges (forward_exchange.go),
// adapt-joins. Passes are not switchable.
//
// # Nodes
//
// A node's Kind (kind.go) is one of a closed set: Flink's physical and exec nodes (Calc,
// TableSourceScan, Exchange, HashJoin, NestedLoopJoin, the local and global aggregates, Rank,
// Deduplicate, OverAggregate, MultipleInput, Sink, ...) and the Calcite logical nodes the
// abstract syntax tree prints; Kinds lists them all and String is the name Flink prints. Code
// tells nodes apart by kind, never by name, and every switch over kinds has a default arm. A
// line of a MultipleInput's members that reads one of its inputs ([#1] Exchange) is its
// member's kind with the input's number, not free text. What the executor and the passes
// read of a node is typed where the plan computes it: a hash join's build side and broadcast
// (BuildLeft, Broadcast), an exchange's distribution (Distribution), a window rank's window,
// window columns and partition keys and whether it deduplicates (window_rank.go: WindowRank
// and WindowDeduplicate, which Run.WindowRank hands the executor); the attributes print the
// same facts as Flink's explain terms.
//
// # Flink's three forms
//
// Flink's EXPLAIN has three sections. "== Abstract Syntax Tree ==" prints the plan after the
// optimizer's conversion passes as Calcite's logical plan (ast.go): LogicalProject,
// LogicalFilter, LogicalAggregate and so on, expressions as Calcite's RexNode digests
// (calcite.go: =($2, _UTF-16LE'FRANCE'), CAST($0):BIGINT NOT NULL, 1.0E20:DOUBLE), without the
// projections Flink's conversion does not make (a view's renaming, an INSERT whose query fits
// its sink). "== Optimized Physical Plan ==" prints Flink's batch physical nodes (physical.go,
// aggregate.go, join.go): Calc with select and where, TableSourceScan with the specs pushed
// into it (filter=[...], project=[...], metadata=[], limit=[...]), aggregates as a local and a
// global phase around an Exchange (SortAggregate with Sorts when an accumulator is not of
// fixed length; one SortAggregate over FIRST_VALUE or LAST_VALUE, which cannot merge:
// aggregate_one_phase.go; DISTINCT calls as Flink's AggregateExpandDistinctAggregatesRule
// rewrites them, a distinct aggregate under the aggregate of its rows for one argument, else an
// Expand with $e, grouping sets and FILTER $g_N flags, each node standing for the plan node
// the rewrite was lowered into: aggregate_expand_distinct.go; imperative calls, COLLECT and
// $WELFORD_M2$1, named after their output, and FILTER printed in the local phase, also above
// the distinct aggregate of ARRAY_AGG(DISTINCT x): agg_call_names.go; JSON_ARRAYAGG over the
// Calc that keeps its input's columns and appends their JSON_STRING, one column per argument,
// which the binder's projection computes and the abstract syntax tree does not have, merged into
// the Calc computing or filtering the arguments, below the batch exchange where it filters or
// computes a key, above the Sort otherwise, and JSON_OBJECTAGG's value over such a Calc, its key
// and value printed as two operands, in a local and a global SortAggregate in batch mode:
// agg_json_arrayagg.go), hash joins, SortLimit and
// Limit pairs, Union, Values, Sink; expressions with
// field names and prefix operators (flinkexpr.go), and comparisons of one field folded into
// SEARCH(x, Sarg[...]) as Calcite's simplifier folds them (sarg.go). "== Optimized Execution
// Plan ==" prints the same nodes with infix operators, AdaptiveJoin around shuffled hash joins,
// forward exchanges before sort aggregates, and sub-plan reuse (tree.go): a node read more
// than once prints with (reuse_id=[N]) where first met and as Reused(reference_id=[N])
// elsewhere; with several sinks it prints as a block of its own first, as Flink's
// ExecNodePlanDumper does.
//
// EXPLAIN's details: CHANGELOG_MODE adds each streaming node's changelogMode; ESTIMATED_COST
// each physical node's row count and cumulative cost, from Flink's cost model for the nodes
// recorded (cost.go); PLAN_ADVICE, in streaming mode, renames the physical section and adds
// Flink's advice: to enable mini-batch for a group aggregate, or "No available advice..."
// (advice.go); JSON_EXECUTION_PLAN adds "== Physical Execution Plan ==", the job's stream graph
// as Flink's JSON, for the chains recorded (json_plan.go). Plans outside what each detail
// covers fail with ErrNotExplainable.
//
// A changelog source read by a consumer that wants +U alone (a CDC scan under SELECT *) gets
// Flink's DropUpdateBefore above it (scan_changelog.go); the scan prints its source's mode. A filesystem sink in a changelog format
// consumes every kind (sink_changelog.go).
//
// Where Flink's choice depends on statistics (a join's build side, broadcasting), the package
// uses Flink's estimates for tables without statistics: 10^8 rows, Flink's default
// selectivities, its average field sizes (column_sizes.go: a VALUES averages its literals). A
// join without an equality of both sides is Flink's NestedLoopJoin (nested_loop_join.go),
// broadcasting the build side BatchPhysicalJoinRuleBase chooses, both sides on one task for a
// FULL join; so is an equi-join of two inputs small enough to broadcast whose pairs cost less
// CPU than hashing its rows (cost_model.go, nestedLoopCheaper); the executor builds the side
// printed. Batch OVER aggregates whose calls Calcite
// rewrites (SUM of a nullable argument, AVG) print the Calc ProjectToWindowRule leaves above
// the window even where the optimizer dropped the select list (over.go), and windows of other
// partitions each get their own exchange. The abstract syntax tree prints a variance call over a
// window as Calcite's AvgVarianceConvertlet expands it (plan.ExpandOverVariance, in
// over_calcite.go); the optimized plan has the reduced window already, whose projection of the
// squares a batch plan places above the window's Sort when its rows are wider than its input's
// (liftedSquares; two squares there, or a tie, are not explainable). Batch INTERSECT and EXCEPT are lowered, by the pass
// lower-set-operations (setop_lower.go), into the plan Flink rewrites them into: an aggregate
// on every field over a semi or anti join on all fields, NULLs matching NULLs (the executor
// hashes such null-safe keys), which run as printed (setop_batch.go): a one-phase
// HashAggregate over a shuffled hash join, its build side the cost model's, or, over two inputs
// small enough to broadcast (VALUES, whose columns then print as EXPR$0 with their literals
// cast to the nullable column type), a one-phase SortAggregate over a NestedLoopJoin of the
// broadcast right input. A set operation that widens a side's types is not lowered: it prints
// the same plan and runs as one operator. The ALL forms print as a two-phase count aggregate
// over a marked Union and a Correlate with $REPLICATE_ROWS$1 (setop_batch_all.go) and run as
// one operator. An aggregate over an input already hashed on its keys is one
// HashAggregate(isMerge=[false]). Plans whose shapes it cannot print yet (INTERSECT ALL and
// EXCEPT ALL over an input small enough to broadcast, whose plans Flink's cost model picks
// otherwise and which run as lowered, split streaming distinct aggregates) fail with an error
// matching ErrNotExplainable.
//
// Flink's abstract syntax tree keeps subqueries as expressions over the subquery's plan before
// decorrelation (IN($0, {...}), EXISTS({...}) and $SCALAR_QUERY({...}) reading $cor0, with
// variablesSet on the filter or projection), where the binder has made them joins
// (plan.Join.Subquery). The binder keeps that form (plan.Filter.AST, plan.Join.AST,
// plan.Project.AST), which subquery_ast.go prints, the subquery's plan after the conversion
// passes (an aggregate's EXPR$0). The semi and anti joins of IN and EXISTS in WHERE print as
// Flink's HashJoin(joinType=[LeftSemiJoin], ...), NOT IN as a NestedLoopJoin over the broadcast
// subquery, an uncorrelated EXISTS as a singleRowJoin NestedLoopJoin over MIN(true) of the
// subquery (exists_join.go). A scalar subquery of one row joins as a singleRowJoin nested loop
// (single_row_join.go), INNER under a filter that rejects its NULLs. The other subquery joins
// are reshaped, and run, as Flink's plans of them (subquery_join.go, in_join.go):
// LEFT joins over an aggregate of the subquery grouped on the correlation keys (in the order of
// its input), which gives SINGLE_VALUE of a column that is not an aggregate, true AS $f1 for
// EXISTS (read as IS NOT NULL($f1)), and for an uncorrelated IN the distinct values with true
// AS i, joined after a single-row join with COUNT(*) and COUNT(y), and IN's (or NOT IN's)
// three-valued logic as Calcite simplifies it; uncorrelated, SINGLE_VALUE of the whole subquery
// and, for EXISTS, a nested loop join over the distinct true AS i of its rows. A correlated
// scalar subquery grouped on its correlation keys gets a one-phase SINGLE_VALUE
// HashAggregate(isMerge=[false]) over its aggregate (subquery_single_value.go); one over a
// VALUES whose rows are unique on the compared column, which Flink's metadata sees, is a LEFT
// join without SINGLE_VALUE, the correlation's expression computed below it as $f<n> and each
// side pruned to the fields read above (subquery_unique_values.go). The binder
// numbers correlation variables as Calcite does ($cor0 for WHERE, $cor1 for the select list);
// a correlated select list over a WHERE's semi join prints. An EXISTS as a value after an IN
// as a value reads IN's join through a projection of its counts and mark ($f1), and IN's value
// is computed only at the top (subquery_nested_in.go); so does a second uncorrelated IN after
// a first (counts c0, ck0), and an IN and a NOT IN of one subquery share one set of joins. A
// correlated IN as a value LEFT joins the counts of the subquery's non-NULL rows per key, then
// their distinct (y, key) marked true, over new scans with the IS NOT NULL filters pushed in
// (in_join_correlated.go; Options.Abilities says which connectors take them). IN inside an OR
// in WHERE takes Calcite's filter form of its value, without the count ck. A correlated NOT IN
// in WHERE is a hash anti join on the correlation with x = y IS NOT FALSE expanded beside it.
// Other subqueries fail as not supported: two correlated ones in one clause (each its own
// $corN, where Calcite shares one) or in parallel branches, a correlated IN on several keys or
// on x itself, IN inside an expression or over NOT NULL or cast operands, another subquery's
// join over a subquery's value (but EXISTS and IN over IN), NOT IN beside EXISTS but for one
// subquery's IN and NOT IN, scalar subqueries grouped on more than the correlation keys,
// uncorrelated NOT EXISTS, IN and EXISTS over aggregates, and in streaming mode
// all but IN and EXISTS in WHERE.
//
// Event time (window.go, window_aggregate.go): WatermarkAssigner, WindowTableFunction and
// LogicalTableFunctionScan print as Flink's; in streaming mode a window aggregate is a Calc over
// GlobalWindowAggregate, an Exchange and LocalWindowAggregate (one WindowAggregate over the
// Exchange for SESSION, for processing time and for calls that cannot merge; a SESSION TVF is a
// WindowTableFunction over an Exchange on its partition keys), and ORDER BY a rowtime a
// TemporalSort. An event-time temporal join (temporal_join.go) is a TemporalJoin over an
// Exchange of each input hashed on its key, its condition ANDed with Flink's
// __TEMPORAL_JOIN_CONDITION marker; the abstract syntax tree prints it as a LogicalCorrelate of
// the left side with a LogicalFilter over a LogicalSnapshot of the right one. A join whose
// condition bounds one input's time attribute by the other's (plan.IntervalJoinBounds) is an
// IntervalJoin (interval_join.go) with its window bounds in milliseconds, over an Exchange of
// each input hashed on the equalities outside the time predicates (single without any).
// the left side with a LogicalFilter over a LogicalSnapshot of the right one. A window join
// (window_join.go) is a WindowJoin over an Exchange of each input hashed on the equality pairs
// besides the windows' (single without), each side's window printed attached to its
// window_start and window_end columns, where without the windows' equalities; an aggregate
// grouped by its window columns is a window aggregate attached to them
// (window_join_aggregate.go: LocalWindowAggregate(window=[TUMBLE(win_start=[window_start],
// win_end=[window_end], ...)]) over the aggregate's input as it is, its slice end $window_end).
//
// Legacy group windows (group_window.go, plan.GroupWindowOf): GROUP BY TUMBLE, HOP or SESSION
// prints as Flink's LogicalWindowAggregateRule plans it, the input projection with the window
// replaced by its time column (gone when it only reads fields), then in streaming mode one
// GroupWindowAggregate over an Exchange on the other keys, with the four window properties
// when an auxiliary call reads any, and a Calc reading them; a window over another window's
// rowtime merges the Calc between them. Batch mode prints BatchPhysicalWindowAggregateRule's
// HashWindowAggregate (SortWindowAggregate over Sorts when an accumulator is not of fixed
// length, or a HOP assigns panes in one phase), in two phases without other keys.
//
// Grouping sets (expand.go) print as Flink's Expand(projects=[{a, null AS b, c, 1 AS $e}, ...])
// under the aggregate on the keys and $e, the input's fields in order and $e last, where the
// plan's Expand puts $e after the keys; a distinct aggregate over it groups on the keys, the
// argument, then $e, as Flink expands the distinct call first; distinct calls beside plain
// ones over it take the grouping-sets rewrite over Flink's order of its fields, its own Expand
// numbering its sets in $e_0. The conditions of CASEs fold into SEARCH as Calcite's simplifier
// folds them.
//
// An upsert source's scan (upsert-kafka) is read through ChangelogNormalize(key=[...]) over an
// Exchange hashed on the key (changelog_normalize.go). A scan that reads metadata columns prints
// their keys in its table digest, metadata=[...] (scan_metadata.go).
//
// MATCH_RECOGNIZE (match.go) is a Match over an Exchange hashed on its partition keys (single
// without them; in batch mode the single one goes below a Calc, as Flink's plan has it), its
// measures printed FINAL(...) by field name, its definitions as Calcite's RexNode with
// PREV(A.$2, 0) for a variable's field, AVG expanded to SUM / COUNT; LogicalMatch in the
// abstract syntax tree.
//
// UNNEST (correlate.go) is a Correlate of $UNNEST_ROWS$1 over its input in both modes, and
// LogicalCorrelate over Uncollect in the abstract syntax tree.
package phys
