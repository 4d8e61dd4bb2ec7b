// Package exec runs logical plans on Arrow record batches.
//
// An Operator produces batches (connector.Batch: an Arrow record and a row kind per row) until
// io.EOF. Build turns a plan tree into operators: Values, Scan (a connector's reader), Project,
// Filter, joins, a blocking hash Aggregate (also SELECT DISTINCT), Sort and the set
// operations so far; sinks are driven by the engine. Expressions are evaluated a column at a time (eval.go): a call's
// operands are evaluated into arrays, then the kernel registered for its operator
// (func_kernels.go; the families in func_string.go, func_math.go, func_datetime.go,
// func_datefmt.go, func_regexp.go, func_operators.go, arithmetic.go) runs in a typed loop over
// them, reading each operand through an accessor chosen once per batch, never boxing values
// into interface{}. The rarely hot functions over collections, JSON and odd strings
// (func_collection_more.go, func_json.go, func_string_more.go, func_string_codec.go) run row
// by row on Go values through valueKernel (func_values.go) instead; constant operands (a regular expression, a date pattern) are prepared once
// per distinct value. The current-time functions read the statement's start in batch mode and
// the clock for each batch in streaming mode, as Flink's are query-level and record-level
// (func_datefmt.go). Where Flink's generated code reads a NULL in a NOT NULL-typed column as
// a default value, a projection does too (func_defaults.go). Selecting rows copies
// columns in typed loops too (take.go). CASE and COALESCE evaluate each branch only on the rows
// that reach it, as Flink's generated code does, a literal branch on one row, and gather the
// branches in typed loops (conditional.go). String results are written straight into Arrow
// buffers (string_column.go), integer ones computed in place (fixed_column.go). Comparisons,
// integer arithmetic and concatenation with a literal read its value rather than a column
// repeating it, and a CASE of literals compared with a literal is folded into a CASE of the
// comparisons' results when its operator is built (constant_operands.go); a CASE whose results
// are all BOOLEAN literals, as that one is, is decided straight into the result's bits, each
// condition still only on the rows no earlier branch decided (calc_boolcase.go). A CAST between
// numbers, DECIMAL, BOOLEAN, strings and the temporal types runs as a typed column kernel that
// picks its conversion once per column (cast_dispatch.go; cast_rows.go is their shared loop),
// tested against the value-by-value path, which the remaining casts, sort and the streaming
// operators' rows still take through the types package's per-value conversions. A CONCAT with
// literals writes the digits of an integer CAST to STRING itself. Before a Calc or projection
// runs, its structurally equal deterministic subexpressions become one node, which the memo
// then computes once per batch across all its columns, on the same rows as before: sharing
// moves no evaluation out of a CASE (eval_cse.go). A Calc of arithmetic, comparisons, logic,
// CASE, CONCAT and integer casts recycles its intermediate columns' buffers from batch to
// batch; the columns it hands downstream leave its pool first (calc_pool.go). Filters select on
// the condition's bitmaps a byte at a time (filter.go).
//
// The batch hash aggregate (aggregate.go) numbers its groups with groupKeys
// (aggregate_groups.go): typed key columns, hashed a batch at a time into an open-addressing
// table whose slots hold each group's number and its hash's top bits, with nothing boxed or
// allocated per row or per group (a string column keeps its groups' keys in one byte arena;
// strings hash through maphash natively, through a word-at-a-time hash in wasm, where maphash
// has no AES instructions: group_table_hash.go).
// Each call folds a batch at a time into typed
// per-group slices (aggregate_columns.go): COUNT, SUM and AVG of integers in int64 with Java's
// wrapping, of decimals unscaled in int64 until a sum leaves it, MIN and MAX of numbers and
// strings; the other calls (DISTINCT, LISTAGG, ...) fold boxed values into an accumulator
// per group. The streaming aggregate finds its groups through groupKeys too; when every call
// is COUNT or an integer SUM/$SUM0 without DISTINCT or FILTER it keeps them in int64 slices
// per group and appends its changes column by column (stream_aggregate_typed.go), else it
// keeps boxed accumulators per group (stream_aggregate.go).
//
// A call with FILTER (WHERE ...) folds only the rows whose filter field is true: the batch
// aggregate takes those rows out for the call's typed column (agg_filter.go), the streaming
// and window aggregates skip the others, additions and retractions alike. COLLECT
// (agg_collect.go) counts each value into a MULTISET, in first-arrival order for the
// formatter's java.util.HashMap replay; ARRAY_AGG (agg_array_agg.go) lists the values, NULLs too
// unless IGNORE NULLS (every other call never sees a NULL: plan.AggCall.TakesNulls), and a
// retraction removes the first equal one; PERCENTILE (agg_percentile.go) counts each value as a
// DOUBLE and interpolates as Flink does; APPROX_COUNT_DISTINCT (agg_approx_count_distinct.go) is
// Flink's HyperLogLog++ with its XXH64 hashes, exact to Flink's estimate while that is linear
// counting and refused past it; JSON_ARRAYAGG (agg_json_arrayagg.go) lists JSON texts;
// JSON_OBJECTAGG (agg_json_objectagg.go) keeps one JSON text per key and prints the keys sorted
// by UTF-16 code units, as Flink's Jackson serialization does;
// $SUM0 (a sumAcc that is 0 over no value, its decimal overflow staying NULL as in Flink's
// Sum0AggFunction) is what the optimizer reduces a SUM beside a variance call to;
// $WELFORD_M2$1 (agg_welford.go), which the optimizer
// reduces STDDEV and VARIANCE to, runs Welford's algorithm in float64 with Flink's retraction
// and its NULL for no values or a negative m2. The bitmap aggregates (agg_bitmap.go) run in the
// streaming aggregate only: BITMAP_BUILD_AGG counts each INT, the AND, OR and XOR aggregates
// keep each distinct input bitmap with its count and fold those present for the result; the
// streaming window aggregate runs them too.
//
// FIRST_VALUE and LAST_VALUE (agg_first_last.go) take values in arrival order; over a changelog
// they keep the values present, as Flink's *WithRetract functions do. A batch GROUP BY over
// them is refused past 12 input rows, where Flink's sort before its SortAggregate stops keeping
// arrival order; in HOP and CUMULATE window aggregates they fail as in Flink (no merge method).
//
// ARRAY, MAP and ROW constructors, ITEM, DOT, CARDINALITY, ELEMENT and equality of nested
// values run row by row over the types package's Go values (nested.go); selecting rows of a
// nested column (and of TIMESTAMP, a struct in Arrow) slices and concatenates runs of rows.
//
// BuildJob builds the run of a physical plan (engine/phys: Plan.Run), the optimized plan's
// nodes shared exactly where the execution plan EXPLAIN prints shares them: a node several
// parents read runs once, behind a tee (tee.go) that hands each batch to every consumer, with
// one queue per consumer built (a mismatch is an internal error, never a panic); window
// aggregates that share their window function, or the Calc over it, which each runs itself in
// slice mode, read it through a tee of its own, so the input below is built as often as the run
// counts its readers (window_build.go); a hash
// join that the plan builds on its left input (build=[left]) runs as its mirror over the
// swapped inputs, with the output's fields put back in order (join_build_left.go; SEMI and
// ANTI joins, which have no mirror, build their right input); roots that share nodes run in
// one goroutine each, so that a shared scan streams rather than buffering for the later roots,
// and a consumer that gets ahead waits only while another one can go on (dag.go). Under wasm,
// where all goroutines share one thread, the roots instead run in turn in one goroutine
// (sched.go), and a consumer that gets ahead lets the idle roots take a batch rather than wait.
// Every node
// counts the rows it reads and produces, once per batch (metrics.go), and places an error its
// operator raises without a position of its own at the span of its plan node (plan.AtNode), so
// that a run-time error says where its SQL is. Calc (calc.go) filters and projects in one
// operator: of the kept rows it copies only the columns its projection reads (take.go), and a
// batch whose rows are all kept passes as it is, as through Filter (filter.go).
//
// Joins (join.go) read the right input into one record first. A condition with equality keys
// between the inputs makes a hash join: keys hash over typed columns (strings through maphash,
// without allocating) into a chained table, and the rest of the condition filters the pairs
// whose keys match; a key compared with IS NOT DISTINCT FROM (the join of a batch INTERSECT or
// EXCEPT) hashes its NULLs too, which match each other. Other joins list every pair. The kinds share one pair cursor: inner and
// outer joins, SEMI and ANTI (semi_join.go), MARK for IN and EXISTS as values (mark_join.go),
// SINGLE for scalar subqueries (single_join.go), and a hash set for uncorrelated IN and NOT IN
// (null_aware_join.go). Outputs are gathered into buffers filled directly (join_gather.go);
// struct columns (ROW, TIMESTAMP) child by child, lists with the typed copies of take.go. A
// join checks for cancellation between chunks of pairs, as one left batch against a large
// build side is many of them. A join reads its build side to the end before its probe side,
// so when both read one shared node the probe side's queue in the tee grows meanwhile; the
// tee waits for a lagging consumer only while another goroutine runs (tee.go), so this
// never stalls. A panic under a tee (the memory cap's) takes the job's lock back before it
// goes on and ends the tee for the other consumers; a panic in a root's goroutine goes on in
// Run's, where the engine recovers it.
//
// In streaming mode (Env.Streaming) the stateful nodes build as streaming operators instead
// (stream_build.go), which emit changes as each input row arrives, as Flink's operators do
// with parallelism 1 and mini-batch off: the group aggregate (+I, -U/+U, nothing when the
// result is unchanged, -D when a group empties; retractions undo accumulators, MIN/MAX keep
// every value to fall back on), the regular join (outer sides' padded rows retracted and
// restored), the Top-N of ORDER BY ... LIMIT, the Rank (stream_rank.go, rank_state.go: Flink's
// AppendOnlyTopN, FastTop1 and RetractableTopN functions), the window Top-N and deduplication
// (stream_window_rank.go: Flink's WindowRank and WindowDeduplicate, built from the execution
// plan's node, rows waiting per window end until the watermark passes it, then each
// partition's top rows as inserts, late rows dropped; a HOP or CUMULATE row is one row per
// window it falls in), the OVER aggregate ordered by a
// regular column (stream_over.go: Flink 2.3's non-time RANGE and ROWS functions, which update
// the rows after an arriving one), the unbounded OVER aggregate ordered by a time attribute
// (stream_over_time.go: Flink's RowTime RANGE and ROWS functions, rows waiting for the
// watermark, late ones dropped; its ProcTime function, rows emitted as they come; LAG's buffer
// of the last values), the bounded OVER aggregate ordered by a time attribute
// (stream_over_bounded.go: Flink's RowTime ROWS and RANGE bounded-preceding functions, per-partition
// timers, late rows judged by the partition's last fired time, rows leaving the frame
// retracted from the accumulators; ProcTime ROWS, each row as it comes), and the set operations; the regular join keeps each side's
// rows per join key, so a row meets only the rows of its key; batch mode numbers sorted partitions
// for a Rank (rank.go) and computes OVER aggregates and ranking functions over their frames
// (over.go: ROWS, RANGE with peers and offsets, one sliding accumulator). Calc, UNION ALL and UNNEST's
// correlate (correlate.go, each row repeated for its collection's elements, or its count's times for the
// $REPLICATE_ROWS$1 of a lowered INTERSECT ALL or EXCEPT ALL) and the Expand of grouping sets
// (expand.go: a row's copies one after the other, the keys outside each set NULL under a new
// validity bitmap, $e numbering the set) pass row kinds on. Binary streaming operators read their inputs a batch at a time each in turn.
//
// Event time (window_*.go, stream_window_*.go): the watermark assigner emits Flink's
// watermarks (from 0, after each row that moves it more than 200 ms) in the batches it cuts
// (connector.Batch.Watermark), and Calc passes them on; a Calc calling CURRENT_WATERMARK reads the
// last one it passed (func_current_watermark.go). A window function adds its windows to
// each row; in streaming mode a window aggregate keeps rows per key and slice, sets a timer per
// window and fires windows as the watermark passes their end, in the order of Flink's timer
// heap (window_timers.go), dropping late rows; ORDER BY a rowtime emits rows in time order as
// the watermark passes them. The end of the input fires everything, as Flink's final watermark.
// An OFFSET shifts where the aligned windows start (alignedStart). SESSION windows
// (window_sessions.go, stream_session_window.go) have no slices: each row opens [t, t+gap) and
// merges with the open sessions of its key it meets, keeping the accumulators in the order of
// Flink's HashSet of the merged windows; a session fires once the watermark reaches its end,
// and the TVF alone emits its rows then, in arrival order. Windows over processing time fire by
// the wall clock, and the end of a bounded input fires none of them, as in Flink.
//
// ChangelogNormalize (stream_changelog_normalize.go) replays an upsert source as Flink's
// processLastRowOnChangelog: each key's last row kept, +I for a new key, -U/+U for a changed
// row, nothing for an unchanged one, -D with the kept row for a tombstone.
//
// MATCH_RECOGNIZE (match.go, match_nfa.go) is Flink's CepOperator in both modes: rows wait per
// partition until the watermark passes them (batch input until its end), late rows are dropped,
// and each runs through the NFA in time order: strict contiguity, a greedy term's condition
// blocking the next variable, completed matches held until no earlier partial match is alive,
// the skip strategy pruning after each, WITHIN timing partial matches out. Its state is capped
// (partial matches and the rows they hold) and the NFA loop checks cancellation.
//
// The event-time temporal join (stream_temporal_join.go) buffers left rows and right versions
// per key and joins each left row with the version valid at its time once the smaller of the
// two inputs' watermarks passes it, one timer per key in the same heap.
//
// The event-time interval join (stream_interval_join.go) is Flink's RowTimeIntervalJoin: per
// key each side caches its rows by rowtime (scanned in the order of Java's HashMap,
// stream_interval_join_cache.go), a row joins the other side's cached rows within its bounds at
// once, and a timer per key and side drops the rows the watermark has passed, padding an outer
// side's unmatched ones; it emits inserts only and holds the watermark it passes on back by
// the larger relative window size. Processing-time interval joins are refused before they run.
// The window join (stream_window_join.go, plan.WindowJoinOf: equalities of window_start and
// window_end of windows of one specification on event time) keeps each side's rows per key and
// window_end, and when the smaller of the two watermarks passes the window's end joins the two
// lists as Flink's WindowJoinOperator does for each join type (INNER, the outer joins' padding,
// SEMI and ANTI), inserts only, one timer per key and window in the same heap; rows of a fired
// window are late and dropped; it forwards the watermark after the rows it fires. An aggregate
// grouped by a window join's TUMBLE window columns (plan.AttachedWindowAggregate) is the window
// aggregate over the join's rows, each window one slice (window_build.go).
//
// Legacy group windows (group_window.go): the window operator puts each row into the windows
// of its time (TUMBLE, HOP, or a SESSION merging the key's sessions it touches), drops the
// rows of windows the watermark passed, fires each key's window by a timer in the same heap,
// and appends the window's start, end and rowtime to its rows for the Calc above, whose
// auxiliary calls read them; it forwards watermarks for windows downstream. In batch mode the
// same operator fires every window at the end of its input.
//
// Errors at run time carry the Java class Flink raises (java.lang.ArithmeticException: / by
// zero), so the SQL client's "class: message" matches Flink's. Expressions the executor cannot
// evaluate yet fail Build with an error matching ErrNotSupported; a plan node of a kind Build
// has no case for (a sink, which BuildJob builds as its input, or a new kind) fails it with
// plan.ErrNodeKind, a bug rather than a query Flinkpad does not support.
//
// Scripts are untrusted. Expressions are DAGs (eval_memo.go): an evaluation computes a node
// that several parents read once per batch, and the walks over expressions visit each node
// once (plan.WalkOnce). A function whose result an argument sizes (REPEAT, LPAD, REPLACE, REGEXP_REPLACE,
// CONCAT, LISTAGG, a CAST that pads...) checks the size before it builds the value, and fails
// over types.MaxValueBytes with flinkpad.ValueTooLarge (func_limits.go), in a job or in constant
// reduction alike; under it, the job's memory cap counts the columns the values go into.
package exec
