package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Settings configure a new TableEnvironment.
type Settings struct {
	// Env is what connectors may use: the file system, where print sinks write, the allocator.
	Env connector.Env
	// Config holds configuration defaults, e.g. the runtime mode.
	Config map[string]string
	// MemoryMaxBytes caps the Arrow memory of each job (flinkpad.memory.max-bytes); 0: no cap.
	MemoryMaxBytes int64
	// QueryObserver, when set, sees the rows of a script's queries (RunScript, ExecuteScript's
	// path) as they come: once with no rows when the query starts, then with each batch's rows.
	// A live view shows them before the query ends, or keeps them when it never does.
	QueryObserver func(columns []Column, rows []Row)
	// JobObserver, when set, sees after each job how what ran compares with what its
	// execution plan prints (JobCheck), for the tests that hold the two together.
	JobObserver func(JobCheck)
}

// TableEnvironment executes statements against a catalog, like Flink's TableEnvironment.
type TableEnvironment struct {
	catalog *catalog.Manager
	config  *Config
	env     connector.Env
	observe func(columns []Column, rows []Row) // Settings.QueryObserver
	jobs    func(JobCheck)                     // Settings.JobObserver
	api     *apiState
	lastJob *jobRun // the last job's plan graph and row counts, for ExplainJSON
	session session // what the SQL client's statements leave for the next ones (session.go)
	// work meters the statement being planned (see metered); nil between statements.
	work    *work.Meter
	modules moduleManager // LOAD, UNLOAD and USE MODULES
	// script identifies the script RunScript is running, whose positions the statements'
	// nodes carry; nil outside one. A view created in it marks the nodes planned from it with
	// spans in its CREATE VIEW (plan.ViewOrigin).
	script *scriptRun
}

// scriptRun is the identity of one run of one script's text.
type scriptRun struct{ text string }

// NewTableEnvironment returns an environment with Flink's default catalog and database.
func NewTableEnvironment(s Settings) *TableEnvironment {
	te := &TableEnvironment{catalog: catalog.NewManager(), config: newConfig(s.Config), env: s.Env, observe: s.QueryObserver, jobs: s.JobObserver}
	te.initAPI(s)
	te.initTopics()
	return te
}

// Config returns the environment's configuration, which SET changes.
func (te *TableEnvironment) Config() *Config { return te.config }

// Catalog returns the environment's catalog manager.
func (te *TableEnvironment) Catalog() *catalog.Manager { return te.catalog }

// ExecuteSQL parses and executes one statement, as Flink's executeSql does: a query or an
// INSERT is submitted as a job that runs under ctx while the caller goes on (an INSERT waits
// for its job with table.dml-sync). Positions in messages count from the start of text.
func (te *TableEnvironment) ExecuteSQL(ctx context.Context, text string) (*TableResult, error) {
	stmt, err := sql.ParseStatement(text)
	if err != nil {
		return nil, err
	}
	return te.guard(ctx, func() (*TableResult, error) { return te.executeAPI(ctx, stmt, newStatementText(text, 0)) })
}

// execute runs a parsed statement; text locates positions for messages.
func (te *TableEnvironment) execute(ctx context.Context, stmt sql.Stmt, text statementText) (*TableResult, error) {
	if ctx.Err() != nil {
		return nil, context.Cause(ctx) // a run's limit, not only "context canceled"
	}
	if r, handled, err := te.catalogStatement(stmt); handled {
		return r, err
	}
	switch s := stmt.(type) {
	case *sql.SetStmt:
		return te.set(s)
	case *sql.ResetStmt:
		return te.reset(s)
	case *sql.ClientCommand:
		return nil, clientCommandError()
	case *sql.CompilePlan:
		return te.compilePlan(ctx, s)
	case *sql.ExecutePlan:
		return te.executePlan(ctx, s)
	case *sql.CallProcedure:
		return te.callProcedure(s)
	case *sql.ShowProcedures:
		return te.showProcedures(s)
	case *sql.CreateTable:
		return te.createTable(ctx, s, text)
	case *sql.CreateView:
		return te.createView(s)
	case *sql.CreateDatabase:
		return te.createDatabase(s)
	case *sql.DropStmt:
		return te.drop(s)
	case *sql.AlterTable:
		return te.alterTable(s)
	case *sql.AlterView:
		return te.alterView(s)
	case *sql.UseStmt:
		return te.use(s)
	case *sql.ShowStmt:
		return te.show(s)
	case *sql.DescribeStmt:
		return te.describe(s)
	case *sql.QueryStmt:
		return te.query(ctx, s)
	case *sql.InsertStmt:
		return te.insert(ctx, s)
	case *sql.ExplainStmt:
		return te.explainStmt(ctx, s)
	case *sql.StatementSet:
		if s.Execute.IsValid() {
			return te.insertAll(ctx, s.Inserts)
		}
	}
	return nil, unsupportedError(fmt.Sprintf("the statement %s", statementKind(stmt)))
}

// unsupportedError is a statement Flink runs and Flinkpad cannot yet: of kind ErrNotSupported,
// with Flinkpad's class rather than a Flink class, since Flink itself runs the statement.
func unsupportedError(what string) error { return flinkerr.NotSupported(what) }

var _ plan.Locator = statementText{}

// statementKind names a statement by its leading keywords, e.g. "INSERT" or "CREATE VIEW".
func statementKind(stmt sql.Stmt) string {
	words := strings.Fields(stmt.String())
	n := 1
	if len(words) > 1 && (words[0] == "CREATE" || words[0] == "DROP" || words[0] == "EXECUTE") {
		n = 2
		if words[1] == "TEMPORARY" && len(words) > 2 {
			n = 3
		}
	}
	return strings.Join(words[:min(n, len(words))], " ")
}
