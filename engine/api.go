package engine

import (
	"context"
	"maps"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// apiState is what the Table API keeps per environment, apart from the catalog and the
// configuration.
type apiState struct {
	// baseAlloc is the allocator the Settings gave; every job's memory cap wraps it.
	baseAlloc memory.Allocator
	// anonymous numbers the inline tables of TableDescriptors, as Flink's ContextResolvedTable
	// does with its uniqueId (in Flink the counter is the JVM's; here it is the environment's, so
	// that a script's names do not depend on what ran before it).
	anonymous atomic.Int64
}

// initAPI completes a new environment: the memory cap of Settings becomes the default of its
// configuration key, and the allocator of Settings the base of every job's.
func (te *TableEnvironment) initAPI(s Settings) {
	if s.MemoryMaxBytes > 0 {
		if _, set := te.config.defaults[KeyMemoryMaxBytes]; !set {
			te.config.defaults = maps.Clone(te.config.defaults)
			if te.config.defaults == nil {
				te.config.defaults = map[string]string{}
			}
			te.config.defaults[KeyMemoryMaxBytes] = strconv.FormatInt(s.MemoryMaxBytes, 10)
		}
	}
	base := s.Env.Alloc
	if base == nil {
		base = memory.DefaultAllocator
	}
	te.api = &apiState{baseAlloc: base}
	te.env.Alloc = base
}

// runtimeEnv is the connectors' environment for one job or statement: its own memory cap
// ('flinkpad.memory.max-bytes') around the base allocator, and the datagen seed
// ('flinkpad.datagen.seed').
func (te *TableEnvironment) runtimeEnv() (connector.Env, error) {
	env := te.env
	env.Alloc = te.api.baseAlloc
	limit, err := te.config.int64Value(KeyMemoryMaxBytes, 0)
	if err != nil {
		return env, err
	}
	if limit > 0 {
		env.Alloc = newCappedAllocator(te.api.baseAlloc, limit)
	}
	if env.Seed, err = te.config.int64Value(KeyDatagenSeed, 0); err != nil {
		return env, err
	}
	if _, err := loadTimeZone(te.config.Get(KeyLocalTimeZone)); err != nil {
		return env, err
	}
	return env, nil
}

// forJob returns the environment a submitted job runs in: a copy that shares the catalog but
// has a snapshot of the configuration and its own connectors' environment, so that statements
// the caller runs meanwhile do not change the job.
func (te *TableEnvironment) forJob() (*TableEnvironment, error) {
	env, err := te.runtimeEnv()
	if err != nil {
		return nil, err
	}
	jte := *te
	jte.config = te.config.clone()
	jte.env = env
	jte.work = nil // the job runs on its own goroutine, bounded by its own context
	return &jte, nil
}

// prepareStatement gives a statement of a script its runtime environment, as a job gets one:
// the SQL client runs each INSERT or query as a job of its own.
func (te *TableEnvironment) prepareStatement(stmt sql.Stmt) error {
	if err := te.modules.allows(stmt); err != nil {
		return err
	}
	env, err := te.runtimeEnv()
	switch stmt.(type) {
	case *sql.QueryStmt, *sql.InsertStmt, *sql.StatementSet, *sql.EndStatementSet:
		if err != nil {
			return err
		}
	}
	if err == nil {
		te.env = env
	}
	return nil
}

// executeAPI executes one statement for ExecuteSQL: queries and INSERTs are submitted as jobs
// that run while the caller goes on, as Flink's executeSql does; the rest runs as the SQL
// client runs it.
func (te *TableEnvironment) executeAPI(ctx context.Context, stmt sql.Stmt, text statementText) (*TableResult, error) {
	if ctx.Err() != nil {
		return nil, context.Cause(ctx) // a run's limit, not only "context canceled"
	}
	if err := te.modules.allows(stmt); err != nil {
		return nil, err
	}
	switch s := stmt.(type) {
	case *sql.QueryStmt:
		return te.submitQuery(ctx, s.Query)
	case *sql.InsertStmt:
		return te.submitInserts(ctx, []*sql.InsertStmt{s})
	case *sql.StatementSet:
		if s.Execute.IsValid() {
			return te.submitInserts(ctx, s.Inserts)
		}
	}
	return te.execute(ctx, stmt, text)
}

// LocalTimeZone is the session's time zone, 'table.local-time-zone', in which TIMESTAMP_LTZ
// values print.
func (te *TableEnvironment) LocalTimeZone() *time.Location { return te.location() }

// location is table.local-time-zone, whose default is the machine's zone, as in Flink. An
// invalid zone fails the statement before it gets here (runtimeEnv); UTC stands in meanwhile.
func (te *TableEnvironment) location() *time.Location {
	loc, err := loadTimeZone(te.config.Get(KeyLocalTimeZone))
	if err != nil {
		return time.UTC
	}
	return loc
}
