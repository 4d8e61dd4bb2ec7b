// Package sql is the front end of Flinkpad: a scanner and a hand-written
// recursive-descent parser for Apache Flink's SQL dialect (Calcite's grammar
// plus Flink's extensions), producing a syntax tree in the style of go/ast.
// It checks syntax only; names, types and Flink's semantic rules belong to
// the binder in engine/plan.
//
// # Entry points
//
// ParseScript splits a script into statements and parses each one.
// ParseStatement parses exactly one statement (a trailing ";" is allowed)
// and ParseExpr one expression. A Scanner can be used on its own, for
// example for syntax highlighting.
//
// The scanner skips "--" and "//" line comments (Calcite accepts both) and
// "/* */" block comments, but returns "/*+ ... */" hints as tokens; the
// parser records hints after SELECT, after a table name in FROM and after
// the target of INSERT, one comment in each. Anywhere else, and a second
// comment in a row, a hint is a parse error at its "/*+"
// (parser_hint.go), as Flink's scanner makes "/*+" a token that its grammar
// takes only there; a statement of hints alone fails the same way.
//
// Statements are split at semicolons outside strings, quoted identifiers
// and comments. Between STATEMENT SET BEGIN and its END (in EXECUTE
// STATEMENT SET or EXPLAIN STATEMENT SET) the semicolons end the INSERTs of
// the set instead; an END that closes a CASE does not close the set. The SQL
// client's BEGIN STATEMENT SET and END are ordinary one-word statements.
// Empty statements are skipped.
//
// UPSERT parses where INSERT does, and the statement then fails with Flink's
// ValidationException (parser_upsert.go): Flink's grammar takes it and its
// converter refuses it.
//
// # Grammar coverage
//
// Statements: CREATE [OR REPLACE] [TEMPORARY] TABLE (physical, computed and
// metadata columns, column and table PRIMARY KEY/UNIQUE constraints with
// [NOT] ENFORCED, WATERMARK FOR, COMMENT, PARTITIONED BY, WITH, LIKE with
// INCLUDING/EXCLUDING/OVERWRITING options, AS query); CREATE [TEMPORARY]
// VIEW; CREATE DATABASE; DROP TABLE|VIEW|DATABASE; ALTER TABLE [IF EXISTS]
// (RENAME TO, SET, RESET, ADD and MODIFY of a column with FIRST/AFTER, a
// primary key, a watermark or a list of them, DROP of columns, PRIMARY KEY,
// CONSTRAINT and WATERMARK, RENAME col TO col); ALTER VIEW (RENAME TO, AS);
// USE [CATALOG]; SHOW
// CATALOGS|DATABASES|TABLES|VIEWS|[USER] FUNCTIONS|COLUMNS|CREATE TABLE|
// CREATE VIEW|CURRENT CATALOG|CURRENT DATABASE|JOBS|[FULL] MODULES|JARS with
// FROM/IN and [NOT] LIKE/ILIKE where Flink has them; DESCRIBE/DESC
// [EXTENDED]; SET and RESET, quoted or, as Flink's extended parser reads
// them with a regular expression over the whole statement (parser_set.go),
// unquoted; [EXECUTE] INSERT INTO|OVERWRITE with hints, PARTITION and a
// column list; [EXECUTE] STATEMENT SET BEGIN ... END; BEGIN STATEMENT SET
// and END; EXPLAIN [PLAN FOR | details] [EXECUTE]; COMPILE PLAN 'path' [IF
// NOT EXISTS] FOR, COMPILE AND EXECUTE PLAN 'path' FOR an INSERT or a
// statement set, and EXECUTE PLAN 'path' (parser_plan.go); CALL and SHOW
// PROCEDURES (parser_procedure.go); the SQL client's HELP, CLEAR, QUIT and
// EXIT alone (parser_client.go); queries, also after EXECUTE. The catalog
// and module statements (parser_catalog.go): CREATE, DROP, ALTER (SET, RESET,
// COMMENT), DESCRIBE [EXTENDED] and SHOW CREATE CATALOG; ALTER DATABASE ...
// SET; LOAD MODULE [WITH], UNLOAD MODULE, USE MODULES.
//
// Queries: SELECT [ALL|DISTINCT] with hints, FROM, WHERE, GROUP BY
// (including GROUPING SETS, ROLLUP, CUBE and ()), HAVING, WINDOW; UNION,
// INTERSECT and EXCEPT with [ALL|DISTINCT], INTERSECT binding tighter; WITH;
// VALUES; ORDER BY with ASC/DESC and NULLS FIRST/LAST; LIMIT, OFFSET and
// FETCH FIRST|NEXT. FROM items: table names with hints, FOR SYSTEM_TIME AS
// OF and aliases with column lists; subqueries; [LATERAL] TABLE(f(...))
// including the window functions TUMBLE, HOP, CUMULATE and SESSION with
// TABLE t [PARTITION BY k], DESCRIPTOR(...) and named arguments
// (name => value); UNNEST [WITH ORDINALITY]; [NATURAL] INNER, LEFT, RIGHT,
// FULL, CROSS and comma joins with ON or USING; parenthesized joins.
//
// Expressions follow Calcite's precedences (see the prec constants): OR,
// AND, NOT, IS [NOT] NULL/TRUE/FALSE/UNKNOWN, comparisons and IS [NOT]
// DISTINCT FROM, [NOT] LIKE/SIMILAR TO/BETWEEN [SYMMETRIC]/IN, + -, * / % ||,
// unary + -, and item and field access. Also: literals of every kind
// (numbers, strings with doubled quotes, X'..', Unicode strings U&'\0041'
// [UESCAPE 'c'], TRUE/FALSE/NULL/UNKNOWN, DATE,
// TIME and TIMESTAMP literals, intervals with qualifiers such as DAY(2) TO
// SECOND(3), plural units as in INTERVAL '10' MINUTES), CASE, CAST and
// TRY_CAST, calls with DISTINCT/ALL, *, FILTER (WHERE ...) and OVER (named
// or inline windows with ROWS/RANGE frames), EXISTS, IN and scalar
// subqueries, ROW(...) and (a, b), ARRAY[...], MAP[...], EXTRACT, POSITION,
// TRIM, SUBSTRING ... FROM ... FOR, OVERLAY, FLOOR/CEIL(x TO unit),
// TIMESTAMPADD/TIMESTAMPDIFF with a unit, and the niladic functions such as
// CURRENT_TIMESTAMP.
//
// Types: BOOLEAN, TINYINT, SMALLINT, INT/INTEGER, BIGINT, FLOAT, REAL,
// DOUBLE [PRECISION], DECIMAL/DEC/NUMERIC, CHAR/CHARACTER, VARCHAR, STRING,
// BINARY, VARBINARY, BYTES, DATE, TIME, TIMESTAMP [WITHOUT TIME ZONE | WITH
// LOCAL TIME ZONE], TIMESTAMP_LTZ, INTERVAL qualifiers, ARRAY<T> and T
// ARRAY, MULTISET<T> and T MULTISET, MAP<K, V>, ROW<...> and ROW(...) with
// field descriptions, RAW('class', 'snapshot'), NULL and user-defined type
// names, each with NULL or NOT NULL. A DataType records the syntax; whether
// DECIMAL(1, 2, 3) makes sense is for engine/types to say.
//
// Recognised by their first words and kept as tokens, for the engine to
// refuse as not supported: ALTER TABLE ... ADD/DROP PARTITION, ADD/MODIFY/DROP
// DISTRIBUTION and COMPACT (AlterUnsupported). ALTER of a function, a
// materialized table or a model is refused by its first words (parser_refuse.go).
//
// MATCH_RECOGNIZE after a FROM item parses whole (parser_match.go, ast_match.go): its
// clauses in Calcite's order, the pattern as a tree of variables, sequences, alternations
// (a lone |, which the scanner leaves an Illegal token), groups, PERMUTE, {- -} exclusions and
// quantifiers with their reluctant forms, and the anchors ^ and $; the binder decides what
// runs. FIRST, LAST, PREV, NEXT, CLASSIFIER and MATCH_NUMBER parse as calls.
//
// Not covered yet: CREATE/DROP FUNCTION, ADD/REMOVE JAR, ANALYZE, TRUNCATE,
// CALL, COMPILE/EXECUTE PLAN,
// DISTRIBUTED BY, TABLESAMPLE, PASSING and FORMAT JSON in
// the JSON functions, WITHIN GROUP, IGNORE/RESPECT NULLS, quantified comparisons (= ANY (...)),
// string literal continuation ('a' 'b'), charset prefixes (_UTF8'..',
// N'..'), `?` parameters, explicit TABLE t queries, and ORDER BY
// on a table argument (TABLE t PARTITION BY k ORDER BY ts).
//
// # Keywords and names
//
// Flink identifiers keep their case and are case-sensitive; keywords are
// not. The scanner classifies a word as Keyword if Flink reserves it and as
// Identifier otherwise, non-reserved keywords included; the parser matches
// keywords by their upper-cased text. The reserved list (keywords.go) is
// Calcite's reserved keywords plus the keywords Flink's Parser.tdd adds
// without marking them non-reserved (STRING, BYTES, COMMENT, WATERMARK,
// TABLES, ...). A reserved word is a name only in backquotes, exactly as in
// Flink: `user`, `date`, `value`, `timestamp`. This is why the
// country_page_view example in Flink's INSERT documentation, which writes
// user and date bare in CREATE TABLE and PARTITION, is a parse error here
// as it is in Flink ("Encountered "user" at line 1, column 33."); the tests
// keep a quoted version of it. In a select list a bare USER is Calcite's
// niladic USER function, so SELECT user FROM t parses, as in Flink. Reserved
// words that name functions (COUNT, LEFT, YEAR, ...) are accepted before "(",
// as Calcite's ReservedFunctionName allows.
//
// # Positions
//
// Every node has Pos and End (just after the node), as byte offsets plus
// one into the script; NoPos is 0. File turns a Pos into a line and a column
// (1-based, counted in characters, a tab counting one, as Flink's parser
// is configured) and File.Relative counts from a statement's start instead.
// Nodes built by code may lack positions.
//
// # Errors
//
// Parsing a statement stops at its first error; the parser then sees only
// EOF, so every loop ends and the recursive functions return nil: there is
// no panic and no recover. ParseScript goes on with the next statement and
// returns an ErrorList sorted by position, giving up after ten errors. Each
// Error carries the position in the script (Pos) and the position relative
// to the statement's first token (StmtPos), which is what Flink reports
// when it parses that statement alone; Msg is Flink's text built from
// StmtPos. (ParseStatement and ParseExpr count from the start of their
// input instead, as Flink's executeSql does.) For example:
//
//	SQL parse failed. Encountered "user" at line 1, column 33.
//	SQL parse failed. Encountered "<EOF>" at line 1, column 13.
//	SQL parse failed. Lexical error at line 1, column 8.  Encountered: <EOF> after : "'abc"
//
// Token images are escaped as JavaCC does ('x' shows as "\'x\'"), and the
// end of input is reported on the last character of the statement, where
// JavaCC puts it. Flink sometimes shows several tokens after "Encountered"
// and follows with JavaCC's list of the tokens it expected ("Was expecting
// one of:"). JavaCC builds that list from its parser state, which Flinkpad's
// parser does not have, so Error carries Flink's list (FlinkExpected,
// printed by ExpectedText) only at the points of the grammar where it was
// recorded from Flink (expected.go); elsewhere Flinkpad gives the first
// line only, with a short hint of its own in Expected. A conformance test
// (conformance/expected_list_test.go) holds every recorded list to
// Flink's. Error.Class names Flink's class when it is not ParseException
// (UPSERT). All errors match ErrSyntax with
// errors.Is; lexical errors also match ErrLexical, and the depth cap
// ErrTooDeep.
//
// # Refusals
//
// Valid Flink syntax that Flinkpad does not run is not the user's syntax
// error. The parser recognises it by its keywords (parser_refuse.go) and
// stops with a *flinkerr.Error of kind ErrNotSupported at the construct,
// printed as "flinkpad.NotSupported: Flinkpad does not
// support X yet.": the statements of Flink's grammar that Flinkpad lacks
// (refusedStatements: functions, models, materialized tables, ANALYZE and
// TRUNCATE TABLE, CALL, JARs, jobs, DELETE, UPDATE), RUNNING and FINAL in
// MATCH_RECOGNIZE, QUALIFY, GROUP BY DISTINCT, quantified comparisons, and a call of a JSON
// function whose clauses do not parse (parser_json.go parses IS JSON and
// the clauses of JSON_VALUE, JSON_QUERY, JSON_EXISTS, JSON_OBJECT and
// JSON_ARRAY into FuncCall.JSON). What parses but
// does not run is refused by the binder instead. The audit test
// (engine/audit_test.go) holds both to Flink's grammar.
//
// # Depth cap
//
// Nesting of expressions, subqueries, FROM items and types is capped at
// MaxDepth (200) levels, counted where the parser recurses, so that a
// hostile script cannot exhaust the stack of the browser's Web Worker.
// Long flat chains such as a + b + ... + z are parsed by a loop and are not
// limited.
//
// # Printing
//
// String prints a node as one line of Flink SQL: keywords upper-case,
// identifiers as written (backquoted when quoted in the source or when they
// need it), comments dropped, hints kept. Parentheses written in the source
// are kept as ParenExpr, ParenQuery and ParenTable nodes, and the printer
// adds only those that the precedences require, so that for any parsed tree
// parse(String()) is the same tree apart from positions; the round-trip
// test and FuzzParse check exactly that. A few spellings are normalized:
// != prints as <>, LEFT OUTER JOIN as LEFT JOIN, DESC t as DESCRIBE t,
// FETCH NEXT as FETCH FIRST, plural interval units as singular; the table
// elements of CREATE TABLE print as columns, then constraints, then
// watermarks.
package sql
