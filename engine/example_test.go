package engine_test

// The examples run the seed documents' examples in Go. Their outputs are Flink's: the rows and
// print lines are those recorded from Flink 2.3 by the conformance cases named in each example
// (conformance/expected/<case>.out), for the same statements; inline table names and print
// formats were recorded from Flink's Table API. Batch mode does not order rows, hence
// "Unordered output".

import (
	"context"
	"fmt"
	"os"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// newEnv returns an environment in a runtime mode, printing to standard output, with an
// in-memory file system for 'filesystem' tables.
func newEnv(mode string) *engine.TableEnvironment {
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{
		FS: vfs.NewMemory(), Stdout: os.Stdout, Stderr: os.Stderr, Parallelism: 1,
	}})
	te.Config().Set(engine.KeyRuntimeMode, mode)
	return te
}

// run executes statements one after the other, each waiting for its job.
func run(te *engine.TableEnvironment, stmts ...string) {
	for _, s := range stmts {
		r, err := te.ExecuteSQL(context.Background(), s)
		check(err)
		check(r.Await(context.Background()))
	}
}

// printRows prints a result's rows as Flink's Row.toString does.
func printRows(r *engine.TableResult) {
	for row, err := range r.Collect() {
		check(err)
		fmt.Println(types.FormatRow(row.Kind, r.ColumnTypes(), row.Values))
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

// The execute_insert seed's example: a datagen table and a blackhole sink that share a schema,
// both described inline (conformance case seed_execute_insert_descriptor, bounded to 100 rows).
func ExampleTable_ExecuteInsert() {
	ctx := context.Background()
	te := newEnv("streaming")
	schema := engine.NewSchemaBuilder().Column("f0", "STRING").Build()
	table := te.FromDescriptor(engine.ForConnector("datagen").Schema(schema).Option("number-of-rows", "100").Build())
	result, err := table.ExecuteInsert(ctx, engine.ForConnector("blackhole").Schema(schema).Build(), false)
	check(err)
	check(result.Await(ctx))
	job, _ := result.GetJobClient()
	fmt.Println(result.ColumnNames(), job.JobStatus())

	// The random strings reached only the blackhole; count them.
	te.Config().Set(engine.KeyRuntimeMode, "batch")
	counts, err := table.Select("COUNT(*) AS n", "MIN(CHAR_LENGTH(f0)) AS min_len", "MAX(CHAR_LENGTH(f0)) AS max_len").Execute(ctx)
	check(err)
	printRows(counts)
	// Output:
	// [*anonymous_blackhole$2*] FINISHED
	// +I[100, 100, 100]
}

// A table written to an inline print sink (conformance case seed_students_values).
func ExampleTable_ExecuteInsert_print() {
	ctx := context.Background()
	te := newEnv("batch")
	students := te.SQLQuery("SELECT * FROM (VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32)) AS s(name, age, gpa)")
	schema := engine.NewSchemaBuilder().Column("name", "STRING").Column("age", "INT").Column("gpa", "DECIMAL(3, 2)").Build()
	result, err := students.ExecuteInsert(ctx, engine.ForConnector("print").Option("print-identifier", "students").Schema(schema).Build(), false)
	check(err)
	check(result.Await(ctx))
	// Unordered output:
	// students> +I[fred flintstone, 35, 1.28]
	// students> +I[barney rubble, 32, 2.32]
}

// Overwriting a filesystem table described inline: the second write replaces the first's rows
// (conformance case insert_overwrite_unpartitioned). Each call registers a new inline table; they
// share the path.
func ExampleTable_ExecuteInsert_overwrite() {
	ctx := context.Background()
	te := newEnv("batch")
	schema := engine.NewSchemaBuilder().Column("id", "INT").Column("name", "STRING").Build()
	files := engine.ForConnector("filesystem").Schema(schema).Option("path", "/t").Format("json").Build()

	first, err := te.SQLQuery("SELECT * FROM (VALUES (1, 'ann'), (2, 'ben'), (3, 'cid')) AS v(id, name)").ExecuteInsert(ctx, files, false)
	check(err)
	check(first.Await(ctx))
	second, err := te.SQLQuery("SELECT * FROM (VALUES (2, 'BEN'), (4, 'dee')) AS v(id, name)").ExecuteInsert(ctx, files, true)
	check(err)
	check(second.Await(ctx))

	rows, err := te.FromDescriptor(files).Execute(ctx)
	check(err)
	printRows(rows)
	// Unordered output:
	// +I[2, BEN]
	// +I[4, dee]
}

// A sink schema without physical columns: they are derived from the query and put first, here
// before a computed column, and the primary key's column becomes NOT NULL. The print sink writes
// the physical columns (recorded from Flink 2.3's Table API with the same calls).
func ExampleTable_ExecuteInsert_schemaFromQuery() {
	ctx := context.Background()
	te := newEnv("batch")
	orders := te.SQLQuery("SELECT * FROM (VALUES (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1)) AS o(id, product, amount)")
	schema := engine.NewSchemaBuilder().ColumnByExpression("total", "amount * 10").PrimaryKey("id").Build()
	result, err := orders.ExecuteInsert(ctx, engine.ForConnector("print").Option("print-identifier", "derived").Schema(schema).Build(), false)
	check(err)
	check(result.Await(ctx))
	// Unordered output:
	// derived> +I[1, Rubber Duck, 3]
	// derived> +I[2, Glass Vase, 1]
}

// The INSERT seed's single INSERT: executeSql submits the job at once, and the job client
// follows it (conformance case seed_orders_rubber_insert).
func ExampleTableEnvironment_ExecuteSQL() {
	ctx := context.Background()
	te := newEnv("batch")
	run(te,
		"CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH ('connector' = 'filesystem', 'path' = '/orders', 'format' = 'csv')",
		"CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber')",
		"INSERT INTO Orders VALUES (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10), "+
			"(4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7)")

	// Run a single INSERT query on the source table and emit the result to the sink table.
	result, err := te.ExecuteSQL(ctx, "INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%'")
	check(err)
	// Get the job status through the TableResult.
	job, _ := result.GetJobClient()
	check(job.Await(ctx))
	fmt.Println(job.JobStatus())
	// Unordered output:
	// rubber> +I[Rubber Duck, 3]
	// rubber> +I[Red Rubber Ball, 2]
	// FINISHED
}

// The INSERT seed's statement set: addInsertSql only adds, execute runs both INSERTs as one job
// (conformance case seed_orders_statement_set).
func ExampleStatementSet() {
	ctx := context.Background()
	te := newEnv("streaming")
	run(te,
		"CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH ('connector' = 'filesystem', 'path' = '/orders', 'format' = 'csv')",
		"CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber')",
		"CREATE TABLE GlassOrders (product VARCHAR, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'glass')",
		"INSERT INTO Orders VALUES (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10), "+
			"(4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7)")

	set := te.CreateStatementSet()
	check(set.AddInsertSQL("INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%'"))
	check(set.AddInsertSQL("INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%'"))
	result, err := set.Execute(ctx)
	check(err)
	job, _ := result.GetJobClient()
	check(job.Await(ctx))
	fmt.Println(job.JobStatus())
	// Unordered output:
	// rubber> +I[Rubber Duck, 3]
	// rubber> +I[Red Rubber Ball, 2]
	// glass> +I[Glass Vase, 1]
	// glass> +I[Glassware, 4]
	// FINISHED
}

// The same two INSERTs as one EXECUTE STATEMENT SET statement.
func ExampleTableEnvironment_ExecuteSQL_statementSet() {
	ctx := context.Background()
	te := newEnv("streaming")
	run(te,
		"CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH ('connector' = 'filesystem', 'path' = '/orders', 'format' = 'csv')",
		"CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber')",
		"CREATE TABLE GlassOrders (product VARCHAR, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'glass')",
		"INSERT INTO Orders VALUES (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10), "+
			"(4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7)")

	result, err := te.ExecuteSQL(ctx, `EXECUTE STATEMENT SET
BEGIN
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
END`)
	check(err)
	check(result.Print()) // once the job has finished: its -1 per sink
	// Unordered output:
	// rubber> +I[Rubber Duck, 3]
	// rubber> +I[Red Rubber Ball, 2]
	// glass> +I[Glass Vase, 1]
	// glass> +I[Glassware, 4]
	// -1, -1
}

// The INSERT seed's INSERT ... VALUES, read back and printed as Flink's TableResult.print()
// prints a query (conformance case seed_students_values).
func ExampleTableEnvironment_ExecuteSQL_values() {
	ctx := context.Background()
	te := newEnv("batch")
	te.Config().Set(engine.KeyDMLSync, "true") // each INSERT returns once its job has finished
	run(te,
		"CREATE TABLE students (name STRING, age INT, gpa DECIMAL(3, 2)) WITH ('connector' = 'filesystem', 'path' = '/students', 'format' = 'csv')",
		"INSERT INTO students VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32)")
	result, err := te.ExecuteSQL(ctx, "SELECT * FROM students")
	check(err)
	check(result.Print())
	// Unordered output:
	// +--------------------------------+-------------+--------+
	// |                           name |         age |    gpa |
	// +--------------------------------+-------------+--------+
	// |                fred flintstone |          35 |   1.28 |
	// |                  barney rubble |          32 |   2.32 |
	// +--------------------------------+-------------+--------+
	// 2 rows in set
}

// INSERT OVERWRITE of a static partition replaces only that partition (conformance case
// seed_country_page_view_overwrite_static). `user` and `date` are reserved words in Flink SQL.
func ExampleTableEnvironment_ExecuteSQL_partition() {
	ctx := context.Background()
	te := newEnv("batch")
	te.Config().Set(engine.KeyDMLSync, "true")
	run(te,
		"CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH ('connector' = 'filesystem', 'path' = '/pv_src', 'format' = 'csv')",
		"INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China')",
		"CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING) PARTITIONED BY (`date`, country) "+
			"WITH ('connector' = 'filesystem', 'path' = '/cpv', 'format' = 'csv')",
		// Appends into partitions (date='2019-8-30', country) chosen by each row's country.
		"INSERT INTO country_page_view PARTITION (`date`='2019-8-30') SELECT `user`, cnt, country FROM page_view_source",
		// Overwrites the static partition (date='2019-8-30', country='China').
		"INSERT OVERWRITE country_page_view PARTITION (`date`='2019-8-30', country='China') SELECT `user`, cnt FROM page_view_source WHERE cnt > 2")
	result, err := te.ExecuteSQL(ctx, "SELECT * FROM country_page_view")
	check(err)
	printRows(result)
	// Unordered output:
	// +I[alice, 3, 2019-8-30, China]
	// +I[bob, 5, 2019-8-30, China]
	// +I[bob, 5, 2019-8-30, France]
}

// A column list: the columns it leaves out are NULL (conformance case
// seed_country_page_view_column_list).
func ExampleTableEnvironment_ExecuteSQL_columnList() {
	ctx := context.Background()
	te := newEnv("batch")
	te.Config().Set(engine.KeyDMLSync, "true")
	run(te,
		"CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH ('connector' = 'filesystem', 'path' = '/pv_src', 'format' = 'csv')",
		"INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China')",
		"CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING) PARTITIONED BY (`date`, country) "+
			"WITH ('connector' = 'filesystem', 'path' = '/cpv', 'format' = 'json')",
		"INSERT INTO country_page_view PARTITION (`date`='2019-8-30', country='China') (`user`) SELECT `user` FROM page_view_source")
	result, err := te.ExecuteSQL(ctx, "SELECT * FROM country_page_view")
	check(err)
	printRows(result)
	// Unordered output:
	// +I[alice, null, 2019-8-30, China]
	// +I[bob, null, 2019-8-30, China]
	// +I[carol, null, 2019-8-30, China]
}

// The multiple-sinks seed: the revenue of French customers is registered as T, and two sinks
// read it in one statement set, which sub-plan reuse lets compute T once (conformance case
// stmtset_seed_two_sinks_batch).
func ExampleStatementSet_AddInsert() {
	ctx := context.Background()
	te := newEnv("batch")
	run(te,
		"CREATE TABLE Orders (cID INT, cName STRING, cCountry STRING, revenue INT) WITH ('connector' = 'filesystem', 'path' = '/orders', 'format' = 'csv')",
		"INSERT INTO Orders VALUES (1, 'Alice', 'FRANCE', 60000), (1, 'Alice', 'FRANCE', 50000), (2, 'Bruno', 'FRANCE', 30000), "+
			"(3, 'Chloe', 'FRANCE', 10000), (3, 'Chloe', 'FRANCE', 5000), (4, 'Dieter', 'GERMANY', 200000), "+
			"(5, 'Emma', 'FRANCE', 99999), (6, 'Felix', 'FRANCE', 100000), (7, 'Gina', 'FRANCE', 20000)",
		"CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'high')",
		"CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'good')")

	// Compute the revenue of all customers from France, and register it as T.
	revenue := te.SQLQuery("SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName")
	check(te.CreateTemporaryView("T", revenue))
	// Customers with a high purchasing ability, and those with a good one.
	result1 := te.SQLQuery("SELECT * FROM T WHERE revSum >= 100000")
	result2 := te.SQLQuery("SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000")

	set := te.CreateStatementSet()
	check(set.AddInsert("HighValue", result1, false))
	check(set.AddInsert("GoodValue", result2, false))
	result, err := set.Execute(ctx)
	check(err)
	check(result.Await(ctx))
	// Unordered output:
	// high> +I[1, Alice, 110000]
	// high> +I[6, Felix, 100000]
	// good> +I[2, Bruno, 30000]
	// good> +I[5, Emma, 99999]
}
