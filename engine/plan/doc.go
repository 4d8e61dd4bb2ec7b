// Package plan turns statements into what the engine executes: the binder resolves names in
// the catalog and infers types with Flink's rules, and builds a logical plan tree per query or
// sink, which the optimizer passes and the sub-plan reuse pass will turn into the plan graph.
//
// # Binding
//
// BindCreateTable makes a catalog.Table from CREATE TABLE, with Flink's DDL type defaults
// (VARCHAR without a length is STRING, VARBINARY is BYTES), its primary key (whose columns
// become NOT NULL) and watermark rules (a TIMESTAMP or TIMESTAMP_LTZ of precision 0 to 3).
//
// A Binder binds queries to trees of Values, Scan, Project, Filter, Join, Aggregate, Sort and
// SetOp nodes, and INSERT to a Sink node, over bound
// expressions (InputRef, Literal, Call, Cast). It types as Calcite and Flink do: integer
// literals are INT, BIGINT beyond, DECIMAL beyond that; decimal literals are DECIMAL(digits,
// scale); strings are CHAR(n); all literals are NOT NULL and a bare NULL is rejected, while
// CAST(NULL AS t) is a typed NULL. VALUES columns take the least restrictive type of their rows,
// arithmetic the types package's rules, unnamed select items the name EXPR$i after their
// position. CASE takes the least restrictive type of its branches, COALESCE the common type
// (NOT NULL when any argument is), UNION/INTERSECT/EXCEPT the least restrictive type of both
// sides. Views and WITH queries are bound again where they are used, as Flink expands them.
//
// GROUP BY and the aggregates COUNT, SUM, AVG, MIN, MAX, LISTAGG, FIRST_VALUE, LAST_VALUE,
// COLLECT (a MULTISET), ARRAY_AGG (with IGNORE NULLS or RESPECT NULLS, inside its parentheses or
// after them; AggCall.IgnoreNulls, TakesNulls), SINGLE_VALUE (which counts NULLs too), PERCENTILE
// (its literal percentages on the call, aggregate_percentile.go), APPROX_COUNT_DISTINCT (batch
// mode only, as in Flink 2.3; aggregate_approx.go), JSON_ARRAYAGG (its argument wrapped in
// JSON_STRING, named JSON_ARRAYAGG_ABSENT_ON_NULL or _NULL_ON_NULL as Flink's plans name it), JSON_OBJECTAGG (two operands, the key and the JSON_STRING value: AggCall.MoreArgs, which every pass renumbers with Arg through MapArgs; aggregate_json_objectagg.go) and
// the variance family STDDEV_POP, STDDEV_SAMP, STDDEV, VAR_POP, VAR_SAMP
// and VARIANCE (with DISTINCT) bind through an aggregate scope: above the aggregate, a GROUP BY
// expression or an aggregate call becomes a reference to the aggregate's output, and any other
// column is "not being grouped". FILTER (WHERE cond) on a call (aggregate_filter.go) adds
// cond IS TRUE to the aggregate's input, after the call's argument, as Calcite does, and the
// call reads it (AggCall.Filtered, FilterArg); a filtered call is typed as over an empty group.
// The variance calls stay as written here, for the abstract syntax tree; the optimizer reduces
// them (opt/aggregate_reduce.go). LISTAGG, ARRAY_AGG, SINGLE_VALUE, PERCENTILE and
// APPROX_COUNT_DISTINCT are refused as OVER calls (groupOnlyAggregates); FIRST_VALUE,
// LAST_VALUE and COLLECT run over windows (overValueFuncs), and so do the variance calls, typed
// as the argument, which the optimizer reduces as Flink's conversion expands them
// (ExpandOverVariance in over_variance.go); of a DECIMAL, with DISTINCT or over a frame that may
// hold no row they are refused as not supported. An aggregate other than COUNT over a frame with
// an offset bound is nullable, as Calcite types it (SqlWindow.isAlwaysNonEmpty).
//
// GROUPING SETS, ROLLUP, CUBE and () in GROUP BY (grouping_sets.go) expand as Calcite's validator
// expands them: each item is a list of sets, the clause their cross product, the keys the distinct
// expressions in the order they first appear, the sets sorted as ImmutableBitSet.ORDERING sorts
// them (Aggregate.GroupSets; nil for one set). A key outside some set is nullable.
// GROUPING(...), GROUPING_ID(...) and GROUP_ID() are calls of the aggregate over keys
// (AggCall.Grouping) with Calcite's messages for their misuses; the optimizer decomposes the
// aggregate into an Expand (expand.go) under a plain one. GROUP_ID() and a set given twice are
// Calcite's rewrite (groupIDUnion): a UNION ALL (SetOp.GroupID) of an aggregate per GROUP_ID()
// value over the sets given that many times more, each under a ProjectGroupID with the value as
// a literal; the select list names them (opt/names.go). A set given three times and grouping
// sets over a window table-valued function are refused as not supported.
//
// The BITMAP functions (func_bitmap.go) follow Flink's own input strategies: BITMAP_BUILD takes
// an ARRAY<INT> (casting narrower integer elements), the set operations, BITMAP_CARDINALITY and
// the conversions take BITMAPs. The eight bitmap aggregates bind in streaming mode only: Flink
// 2.3.0's batch aggregates fail to compile them, so batch mode refuses them as not supported,
// as it does DISTINCT and FILTER on them. A BITMAP is Calcite's OTHER type, which has no
// coercion rules: a CASE, NULLIF or multi-row VALUES that would cast a BITMAP fails as Flink does
// (bitmap_coercion.go), and IF takes no BITMAP at all.
//
// BindInsert checks an INSERT against its sink with Flink's messages (static partitions,
// column lists, the query and sink schemas) and casts each column implicitly to the sink's type.
// An INSERT into a view fails as Flink's does, with "Sink '...' does not exists" once the query
// and the column list are checked (insert_view.go).
//
// ARRAY[...], MAP[...] and ROW(...) bind as calls of those names (bind_constructor.go):
// elements take their least restrictive type, as Flink's constructors cast them; arr[i] and
// map[k] are ITEM, row fields reached by dotted names (t.r.x) are DOT, both nullable.
//
// Joins (inner, left, right, full, cross and comma) see both sides' fields in ON; an outer join
// makes the fields of its possibly missing side nullable. USING and NATURAL merge the shared
// columns into COALESCE(l.c, r.c) first, as Calcite expands SELECT *; SELECT lists rename
// repeated names (b, b0).
//
// A join's kind, a set operation and a window function are typed constants (kinds.go:
// JoinKind, SetOpKind, WindowKind), not strings, so that a misspelt comparison does not
// compile; String gives the SQL name EXPLAIN prints, and the zero value is no kind, which
// every switch over a kind rejects in its default arm.
// A Call's operator is an Op (ops.go), a string type since function names are open-ended; the
// operators that the optimizer, the physical planner and the executor match on by structure
// (AND, =, IS NULL, CASE, SEARCH, ...) are constants there, with IsComparison and Flipped.
//
// The helpers over plans and expressions that the optimizer, the physical planner and the
// executor share live here, once: Conjuncts and And (expr_walk.go: Conjuncts splits ANDs of any
// arity), WalkOnce (a walk that visits each shared node once), EquiKeys (a join's equality
// keys, join_keys.go), FieldNames and UniqueNames (Calcite's cid, cid0 renaming,
// field_names.go), CastTo and LiteralString (operand.go).
//
// # Functions
//
// Function calls bind through a catalog (func_catalog.go): a map from the upper-case name to a
// function that declares its allowed signatures as Calcite's operand families (CHARACTER,
// NUMERIC, INTEGER, DATETIME...) and its result type, after Flink's FlinkSqlOperatorTable and
// BuiltInFunctionDefinitions. The checks are the validator's, without implicit casts: a wrong
// operand count gives "Invalid number of arguments to function 'X'. Was expecting n arguments",
// wrong types "Cannot apply 'X' to arguments of type ...", an unknown name "No match found for
// function signature X(<CHARACTER>)". Flink's own functions (COALESCE, GREATEST, TYPEOF,
// TO_TIMESTAMP_LTZ...) have their own messages. A name Flink knows but the catalog lacks is
// reported as not supported; conformance/functions.md lists every Flink function with its
// state, and a test holds it to this catalog. The families live in func_string.go,
// func_string_more.go, func_math.go, func_datetime.go, func_misc.go, func_json.go (the JSON
// functions, whose clauses bind to flag operands), func_collection_more.go (ARRAY_*, MAP_*), with comparisons (func_compare.go: a string compared with a
// number as Calcite and Flink's code generation treat it) and literals (func_literals.go:
// X'..', INTERVAL). A Call carries the Session (time zone, statement start) when its result
// depends on it; the engine passes the session with WithSession, UTC otherwise.

// Subqueries (subquery.go, subquery_in.go, decorrelate.go) are planned as Flink plans them: a
// WHERE conjunct [NOT] EXISTS or [NOT] IN becomes a SEMI or ANTI join (NOT IN on x = y OR
// (x = y) IS NULL); other IN and EXISTS become MARK joins that add a BOOLEAN with Flink's IN
// logic; scalar subqueries become SINGLE joins, which fail at run time as SINGLE_VALUE does
// (LEFT joins over one row, or over an aggregate grouped on the correlation keys). A
// subquery's names can reach the enclosing query (CorrelRef); decorrelation pulls the
// correlated conditions up out of the subquery's plan into the join, turning correlated
// equalities under an aggregate into group keys (with COUNT's 0 for the outer rows no group
// matches). As Flink's decorrelation does, the subquery keeps only the rows whose correlation
// keys are not NULL (subquery_keys.go). Correlated subqueries over VALUES fail as Flink 2.3
// fails them. For EXPLAIN, select lists and WHERE clauses with subqueries keep the form
// Calcite's conversion gives them (Project.AST, Filter.AST: subquery_ast.go).
//
// A LATERAL subquery on the right of a comma, CROSS JOIN, [INNER] JOIN or LEFT JOIN
// (lateral.go) is decorrelated the same way into a plain join: its correlated conditions,
// the outer side first, join the ON condition, and an aggregate is grouped by its correlated
// equalities, so an outer row no group matches gets no row (inner) or NULLs (LEFT), COUNT
// included. Join.Lateral keeps the LogicalCorrelate EXPLAIN prints. As in Flink 2.3, a
// correlated ORDER BY or LIMIT and either side over VALUES fail with "unexpected correlate
// variable", and RIGHT and FULL with "Unknown join type"; a select list reading the outer row
// (where Flink's decorrelation loses the filter), LATERAL as the first FROM item and
// correlations Flinkpad cannot pull up are refused.
//
// OVER calls in a select list (over_bind.go) bind to an Over node between the FROM clause and
// the projection, as Calcite's ProjectToWindowRule splits them out; the optimizer makes a Rank
// (rank.go) of it when a filter on a ranking call's field sits on top. Each call carries its
// frame (over_frame.go): the written one, or Calcite's default (RANGE up to the current row's
// peers with ORDER BY, the whole partition without, ROWS for the ranking functions). A named
// window (OVER w, OVER (w ORDER BY ...), over_named.go) is resolved from the select's WINDOW
// clause with Calcite's checks before the call binds. CUME_DIST, PERCENT_RANK and NTILE
// (over_distribution.go) bind in batch mode only, as Flink's streaming planner refuses them.
//
// ORDER BY (order_by.go) takes positions, output names and, over a SELECT, any expression over
// its FROM clause, computed as hidden columns. CREATE TABLE ... LIKE (ddl_like.go) and CREATE
// TABLE ... AS SELECT (ddl_ctas.go) follow Flink's MergeTableLikeUtil and MergeTableAsUtil;
// ExpandedQuery (view_text.go) prints a view's query as Calcite unparses it. ALTER TABLE ADD,
// MODIFY (ddl_alter.go), DROP and RENAME col (ddl_alter_drop.go) follow Flink's schema
// converters: the change is made on a copy of the table and checked against what reads each
// column (computed columns, the watermark, the primary key, partition keys), then the new
// schema is resolved again, computed columns retyped, with the resolver's messages.
//
// Hints (hint.go, hint_table.go) are validated as Flink's hint strategy table does; an OPTIONS
// hint on a table or INSERT target merges its options over the table's (Scan.Hints keeps them
// for digests and EXPLAIN), on a view fails, and after SELECT or on a WITH query applies to
// nothing, as in Flink; every other hint is refused as not supported.
//
// A scan asks the session what its source produces (scan_changelog.go): a CDC format's source
// produces every kind, recorded in Scan.Changelog in streaming mode and refused in batch mode
// with Flink's "Querying a table in batch mode is currently only possible for INSERT-only
// table sources" error.
//
// Time attributes (timeattr.go): in streaming mode a table's watermark makes its column a
// rowtime, TIMESTAMP(3) *ROWTIME*, behind a WatermarkAssigner over the scan; PROCTIME() is a
// proctime in both modes; the marks travel with the types. The window table-valued functions
// TUMBLE, HOP and CUMULATE (with an optional OFFSET) and SESSION (PARTITION BY keys, streaming
// mode only, as in Flink) (window.go) bind to a WindowTVF adding window_start, window_end and
// window_time; WindowAggregateShape recognises GROUP BY window_start, window_end over one (for
// SESSION, with exactly the partition keys; over processing time, reading the window's columns
// as they are, as Flink's isValidProcTimeWindow), which streaming mode runs as Flink's window
// aggregate, and IsTemporalSort an ORDER BY a rowtime. IntervalJoinBounds recognises, as
// Flink's IntervalJoinUtil, a join bounding one input's time attribute by the other's, with the
// bounds in milliseconds (the time attributes at the epoch, strict comparisons moved by 1 ms)
// and the conjuncts beside the time predicates, whose equalities key it (IntervalJoinKeys).
// aggregate, and IsTemporalSort an ORDER BY a rowtime. Window columns are traced through
// projections, filters and window aggregates (window_props.go, after Flink's
// FlinkRelMdWindowProperties); WindowJoinOf finds a window join as Flink's WindowJoinUtil does
// (equalities of window_start and of window_end of windows of one specification over time
// attributes of one kind), WindowJoinColumn the window columns a window join passes on, and
// AttachedWindowAggregate an aggregate grouped by them, a window aggregate to Flink.
// Legacy group windows (group_window.go): GROUP BY TUMBLE(ts, size), HOP(ts, slide, size) or
// SESSION(ts, gap) binds, as Calcite converts it, to a group key computed as $TUMBLE(ts, size)
// and the auxiliary functions (TUMBLE_START, _END, _ROWTIME) above the aggregate to calls over
// that key; GroupWindowOf finds the window, and the misuses fail with Flink's messages (the
// validator's for a window outside GROUP BY or an auxiliary call without its window, the
// planner's TableException for two windows, an alignment, a month or a column that is not a
// time attribute). _PROCTIME reads the window's w$proctime, typed TIMESTAMP_LTZ(3) *PROCTIME*
// on a processing-time window and as the time column (*ROWTIME*) on an event-time one; batch
// windows refuse it with Flink's ValidationException.
//
// UNNEST (correlate_bind.go) binds to a Correlate of its input, adding the collection's fields
// with Flink's names (correlate.go): CROSS JOIN, a comma, JOIN ... ON and LEFT JOIN ... ON over
// an ARRAY, MULTISET or MAP, WITH ORDINALITY, and UNNEST alone in FROM over one empty row. A
// LEFT correlate's condition reads the unnested fields only, as Flink's decorrelation needs;
// RIGHT and FULL fail as Flink's planner fails them.
//
// MATCH_RECOGNIZE binds to a Match (match.go, match_bind.go) with the checks of Flink's planner
// and their messages, in its order (the time attribute first in ORDER BY, the pattern
// translation's refusals of alternations, groups, PERMUTE, exclusions, duplicate and reluctant
// optional variables, greedy last terms and empty matches, then ALL ROWS PER MATCH). DEFINE
// and MEASURES bind in a scope where V.col is variable V's field and an unqualified column the
// last row; FIRST, LAST, aggregates over one variable and MATCH_ROWTIME become slots, so each
// expression reads a row of slot values the executor computes from the match, never the input
// (no optimizer pass remaps them). PREV and NEXT take offset 0 only, as Flink's code
// generation does; the anchors ^ and $, SUBSET, RUNNING/FINAL and MATCH_NUMBER are refused.
//
// A join FOR SYSTEM_TIME AS OF the left side's rowtime binds to a TemporalJoin (temporal.go),
// INNER or LEFT, over a versioned table (a primary key and a rowtime) or a versioned view (the
// last row per key by a rowtime, temporal_view.go), in streaming mode; every misuse fails with
// Flink's own exception and message, and batch mode as Flink's batch planner does.
//
// Not bound yet, and refused with an error matching ErrNotSupported at the construct, so that
// nothing valid is accepted and ignored: processing-time temporal joins and time travel (FOR
// SYSTEM_TIME AS OF, temporal.go; a processing-time one over a table with a primary key fails
// with Flink's own TableException, a constant AS OF with its catalog's exception),
// LATERAL other than lateral.go's joins, UNNEST of several collections, table functions other than the windows, a grouping set given three times, query
// hints, the WINDOW clause in a grouped select (select_refuse.go), LIKE and SIMILAR TO
// (func_similar.go) with a pattern that is not a literal,
// Flink's aggregates the binder lacks (flinkOnlyAggregates: the BITMAP ones), the variance
// aggregates of a DECIMAL or with DISTINCT, COLLECT with DISTINCT and its other functions (flinkFunctionNames), metadata columns of connectors other than
// kafka and upsert-kafka (metadata.go, which also casts a Kafka metadata column read with its key's
// type to its declared one; a datagen table fails with Flink's message), CREATE OR REPLACE TABLE, OVER windows other than
// in a select list without GROUP BY, and correlated subqueries other than through filters and
// aggregates. The engine's audit test holds every syntax-tree field to this. The conformance
// test TestDescribeTypes compares the types of every view the binder can bind with Flink's
// DESCRIBE.
//
// Errors are the shared *flinkerr.Error (Error is that type): they carry the position of the
// node they are about (its byte offset; lines are counted from the script's text later) and
// Flink's message and class, and match ErrValidation or ErrNotSupported, the shared kinds; the
// validator's are SqlValidatorException, as Flink's SQL client shows them as the root cause.
//
// # A closed set of node kinds
//
// Kinds (kinds.go) returns one node of every kind; a test reads the package's source and fails
// when a type with an Inputs method is missing from it. Every switch over node kinds that must
// handle them all (WithInputs here, the digest, changelog modes, upsert keys, the plan checker
// and expression rewriting in the optimizer, the executor's build) ends in a default arm that
// fails loudly with a NodeKindError (ErrNodeKind, class flinkpad.InternalError): returned where
// the function returns errors, a panic where it cannot. A test beside each runs it over Kinds
// and over a kind it cannot know. A switch that handles a few kinds by design says so in its
// default arm; kinds_switch_test.go fails on a switch over node kinds without one, in every
// engine package.
//
// The expression kinds are closed the same way: ExprKinds (expr_kinds.go) returns one
// expression of every kind, a test fails when a type with a Type() types.Type method is missing
// from it, and kinds_switch_test.go fails on a switch over expression kinds without a default
// arm. The executor's check and evaluation must handle every kind and fail with an
// ExprKindError (ErrExprKind, an internal error) on the others: the correlation and subquery
// kinds, which no plan that runs holds. The walks that handle the kinds with operands and pass
// leaves on say so in their default arms.
//
// Every plan node carries a Span (span.go): where in the statement's text the SQL it came from
// is, for the page to mark when the node is clicked and for errors raised after binding (the
// optimizer's, the executor's) to say where they are. The binder marks each construct's nodes
// as it binds them, innermost first, so a node gets the span of the innermost construct that
// made it: a scan its table reference, a filter its WHERE or HAVING condition, a join its JOIN
// clause (without its left side), an aggregate and the projection of its keys the GROUP BY
// (the select list without one), a projection, an OVER and a SELECT DISTINCT the select list,
// a sort its ORDER BY keys (LIMIT alone without keys), VALUES its rows, a set operation the
// whole of it, a sink and the projection that shapes its columns INSERT INTO t. The binder
// binds a view from its stored, expanded text, whose positions are not the script's. A view
// created in the script being run (Binder.WithScript) recorded the spans of its query as
// written, bound at CREATE VIEW (ViewOrigin, view_origin.go), and its nodes take those, node
// for node, when the two plans have the same shape: clicking them marks the view's own SQL.
// The projection that renames the view's columns, and all nodes of other views, get the span
// of the reference to the view, where the user's query reads it (a view bound once per
// statement keeps its first reference's span). Nodes without a construct of their own take
// their consumer's span (FillSpans), and the statement's when they have none. The optimizer's
// passes copy a node's span into the node they replace it with (Spanned: n.Spanned,
// SpanFrom); a node merged from two gets the span of both (SpanUnion), or one of them when they
// are in two statements (a view's and its reader's: a merged Calc keeps the top's, unless the
// top only picks fields), and the nodes a pass builds beside the ones it replaces take their
// consumer's, as the optimizer's last step gives them.
package plan
