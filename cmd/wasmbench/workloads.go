package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine"
)

// errCheck marks a check query whose result is not the one row of integers it should be.
var errCheck = errors.New("wasmbench: unexpected check result")

// Result is what a run or a check of a workload produced: its row count and a checksum, which
// the driver compares with DuckDB's and the Go loop's.
type Result struct {
	Rows int64 `json:"rows"`
	Sum  int64 `json:"sum"`
}

// workload is one of the benchmark's jobs over n generated rows. setup (DDL, not timed) makes a
// fresh environment; run is the timed work; check computes the result's row count and checksum
// by queries of its own (not timed), for jobs whose timed work writes into blackhole sinks.
type workload struct {
	setup func(n int64) []string
	run   func(te *engine.TableEnvironment) (Result, error)
	check func(n int64) (Result, error)
}

// datagenTable is a datagen table of n rows whose id is the sequence 0..n-1 and whose other
// columns are computed from it, so that DuckDB's range(n) yields the same rows.
func datagenTable(name string, n int64, computed string) string {
	return fmt.Sprintf("CREATE TABLE %s (id BIGINT, %s) WITH ('connector' = 'datagen', "+
		"'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '%d', "+
		"'number-of-rows' = '%d', 'rows-per-second' = '1000000000')", name, computed, n-1, n)
}

// Orders of the multiple-sinks seed (engine/bench_test.go), from a sequence: 10,000 customers,
// a quarter of them French, revenue 1 to 1,999.
const seedOrders = "cID AS CAST(MOD(id, 10000) AS INT), " +
	"revenue AS CAST(MOD(id * 7919, 1999) AS INT) + 1, " +
	"cName AS CONCAT('customer-', CAST(CAST(MOD(id, 10000) AS INT) AS STRING)), " +
	"cCountry AS CASE WHEN MOD(id, 4) = 0 THEN 'FRANCE' ELSE 'GERMANY' END"

const seedView = "SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName"

var seedFilters = []struct{ sink, where string }{
	{"HighValue", "revSum >= 100000"},
	{"GoodValue", "revSum < 100000 AND revSum > 20000"},
}

func batch(n int64) []string {
	return []string{"SET 'execution.runtime-mode' = 'batch'", "SET 'table.optimizer.reuse-sub-plan-enabled' = 'true'"}
}

func streaming(n int64) []string {
	return []string{"SET 'execution.runtime-mode' = 'streaming'"}
}

var workloads = map[string]workload{
	// The seed job: one aggregate view feeding two blackhole sinks of a statement set.
	"seed": {
		setup: func(n int64) []string {
			return append(batch(n), datagenTable("Orders", n, seedOrders),
				"CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole')",
				"CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole')",
				"CREATE TEMPORARY VIEW T AS "+seedView)
		},
		run: func(te *engine.TableEnvironment) (Result, error) {
			ctx := context.Background()
			set := te.CreateStatementSet()
			for _, f := range seedFilters {
				if err := set.AddInsert(f.sink, te.SQLQuery("SELECT * FROM T WHERE "+f.where), false); err != nil {
					return Result{}, err
				}
			}
			r, err := set.Execute(ctx)
			if err != nil {
				return Result{}, err
			}
			return Result{}, r.Await(ctx)
		},
		check: func(n int64) (Result, error) {
			var total Result
			for _, f := range seedFilters {
				r, err := query(append(batch(n), datagenTable("Orders", n, seedOrders), "CREATE TEMPORARY VIEW T AS "+seedView),
					"SELECT COUNT(*), COALESCE(SUM(CAST(revSum AS BIGINT) + cID + CHAR_LENGTH(cName)), 0) FROM T WHERE "+f.where)
				if err != nil {
					return Result{}, err
				}
				total.Rows += r.Rows
				total.Sum += r.Sum
			}
			return total, nil
		},
	},
	// The join: n probe rows whose INT key is cast to BIGINT against 10,000 build rows; half the
	// probe rows find their build row.
	"join": {
		setup: func(n int64) []string {
			return append(batch(n), datagenTable("P", n, "k AS CAST(MOD(id * 7, 20000) AS INT), v AS MOD(id, 1000)"),
				datagenTable("B", 10000, "w AS MOD(id * 31, 1000)"))
		},
		run: func(te *engine.TableEnvironment) (Result, error) {
			return collect(te, joinQuery)
		},
	},
	// The streaming group aggregate: n rows, 1,000 keys, its changelog into a blackhole.
	"agg": {
		setup: func(n int64) []string {
			return append(streaming(n), datagenTable("S", n, aggColumns),
				"CREATE TABLE AggSink (k INT, c BIGINT, s BIGINT) WITH ('connector' = 'blackhole')")
		},
		run: func(te *engine.TableEnvironment) (Result, error) {
			return Result{}, insert(te, "INSERT INTO AggSink "+aggQuery)
		},
		check: func(n int64) (Result, error) {
			// The final state of the changelog is the batch aggregate's result.
			return query(append(batch(n), datagenTable("S", n, aggColumns)),
				"SELECT COUNT(*), COALESCE(SUM(k + c + s), 0) FROM ("+aggQuery+")")
		},
	},
	// The streaming join: two streams of n rows joined on id, so each side's state grows to n rows.
	"sjoin": {
		setup: func(n int64) []string {
			return append(streaming(n), datagenTable("L", n, "a AS MOD(id, 13)"), datagenTable("R", n, "b AS MOD(id, 17)"),
				"CREATE TABLE JoinSink (id BIGINT, a BIGINT, b BIGINT) WITH ('connector' = 'blackhole')")
		},
		run: func(te *engine.TableEnvironment) (Result, error) {
			return Result{}, insert(te, "INSERT INTO JoinSink "+sjoinQuery)
		},
		check: func(n int64) (Result, error) {
			return query(append(batch(n), datagenTable("L", n, "a AS MOD(id, 13)"), datagenTable("R", n, "b AS MOD(id, 17)")),
				"SELECT COUNT(*), COALESCE(SUM(id + a + b), 0) FROM ("+sjoinQuery+")")
		},
	},
}

const (
	joinQuery  = "SELECT COUNT(*), COALESCE(SUM(CAST(v + w AS BIGINT)), 0) FROM P JOIN B ON CAST(P.k AS BIGINT) = B.id"
	aggColumns = "k AS CAST(MOD(id, 1000) AS INT), v AS MOD(id, 97)"
	aggQuery   = "SELECT k, COUNT(*) AS c, SUM(v) AS s FROM S GROUP BY k"
	sjoinQuery = "SELECT L.id, a, b FROM L JOIN R ON L.id = R.id"
)

// newEnv runs a workload's set-up statements in a fresh environment.
func newEnv(stmts []string) (*engine.TableEnvironment, error) {
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
	for _, s := range stmts {
		if _, err := te.ExecuteSQL(context.Background(), s); err != nil {
			return nil, fmt.Errorf("%s: %w", s, err)
		}
	}
	return te, nil
}

// query runs set-up statements in a fresh environment, then a query of one row of two integers.
func query(setup []string, q string) (Result, error) {
	te, err := newEnv(setup)
	if err != nil {
		return Result{}, err
	}
	return collect(te, q)
}

// collect runs a query whose result is one row of two integers (a count and a sum).
func collect(te *engine.TableEnvironment, q string) (Result, error) {
	r, err := te.ExecuteSQL(context.Background(), q)
	if err != nil {
		return Result{}, err
	}
	var rows []engine.Row
	for row, err := range r.Collect() {
		if err != nil {
			return Result{}, err
		}
		rows = append(rows, row)
	}
	if len(rows) != 1 || len(rows[0].Values) != 2 {
		return Result{}, fmt.Errorf("%w: %s gave %d rows", errCheck, q, len(rows))
	}
	c, err := toInt64(rows[0].Values[0])
	if err != nil {
		return Result{}, err
	}
	s, err := toInt64(rows[0].Values[1])
	if err != nil {
		return Result{}, err
	}
	return Result{Rows: c, Sum: s}, nil
}

// insert runs an INSERT to its end.
func insert(te *engine.TableEnvironment, q string) error {
	r, err := te.ExecuteSQL(context.Background(), q)
	if err != nil {
		return err
	}
	return r.Await(context.Background())
}

func toInt64(v any) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case int32:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case int8:
		return int64(x), nil
	default:
		return 0, fmt.Errorf("%w: value %v of type %T", errCheck, v, v)
	}
}

// goLoopSeed is the seed job's work written by hand: the same columns computed from each id,
// the same filter, a map aggregate over (cID, cName), and the two sinks' filters, whose rows it
// keeps as the sinks would receive them. Its Result is the seed's check.
func goLoopSeed(n int64) Result {
	type key struct {
		id   int32
		name string
	}
	sums := make(map[key]int32)
	for id := range n {
		country := "GERMANY"
		if id%4 == 0 {
			country = "FRANCE"
		}
		if country != "FRANCE" {
			continue
		}
		cID := int32(id % 10000)
		revenue := int32(id*7919%1999) + 1
		sums[key{cID, "customer-" + strconv.Itoa(int(cID))}] += revenue
	}
	type out struct {
		cID    int32
		cName  string
		revSum int32
	}
	var high, good []out
	for k, s := range sums {
		if s >= 100000 {
			high = append(high, out{k.id, k.name, s})
		}
		if s < 100000 && s > 20000 {
			good = append(good, out{k.id, k.name, s})
		}
	}
	var r Result
	for _, o := range append(high, good...) {
		r.Rows++
		r.Sum += int64(o.revSum) + int64(o.cID) + int64(len([]rune(o.cName)))
	}
	return r
}
