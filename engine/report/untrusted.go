package report

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/datagen"
	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/catalog/connector/filesystem"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// This file holds what a server needs to run scripts it does not trust: a check of the keys SET
// may change (Options.CheckSet), and a look at the tables a script declares before it runs
// (UnboundedTables), so that a run that would never end can be refused.

// RuntimeSwitches are the configuration keys that change how a script runs rather than what the
// server may do: the runtime mode, the parallelism, the session time zone and the two reuse
// switches. Keys under "flinkpad." are runtime switches too.
var RuntimeSwitches = []string{
	engine.KeyRuntimeMode, engine.KeyParallelism, engine.KeyLocalTimeZone,
	engine.KeyReuseSubPlan, engine.KeyReuseSource,
}

// ErrSetNotAllowed matches the error of a SET that Options.CheckSet refused.
var ErrSetNotAllowed = errors.New("SET not allowed")

// OnlyRuntimeSwitches is a CheckSet that accepts the RuntimeSwitches and "flinkpad." keys,
// except the planner's budget of steps, which is the server's bound and not a script's to raise.
func OnlyRuntimeSwitches(key string) error {
	if key == engine.KeyPlannerMaxSteps {
		return notRuntimeSwitch(key)
	}
	for _, k := range RuntimeSwitches {
		if key == k {
			return nil
		}
	}
	if strings.HasPrefix(key, "flinkpad.") {
		return nil
	}
	return notRuntimeSwitch(key)
}

// notRuntimeSwitch is OnlyRuntimeSwitches' refusal of key: a bare message, which
// setNotAllowed gives its class.
func notRuntimeSwitch(key string) error {
	return flinkerr.Newf(nil, "", "SET may change only the runtime switches here (%s and flinkpad.*), not '%s'.",
		strings.Join(RuntimeSwitches, ", "), key)
}

// setNotAllowed is a SET refused by Options.CheckSet with err, of kind ErrSetNotAllowed. It is
// Flinkpad's refusal, not Flink's, and has Flinkpad's class whatever err says.
func setNotAllowed(err error) error {
	e := flinkerr.New(ErrSetNotAllowed, flinkerr.ClassSetNotAllowed, err.Error())
	e.Cause = err
	return e
}

// refusedSet is the first SET of a script that CheckSet refuses.
type refusedSet struct {
	index, offset int
	err           error
}

// cutAtRefusedSet returns the part of a script before its first SET that check refuses, and
// that SET; the whole script and nil when check accepts every SET (or is nil).
// The scan is bounded by ctx; past it nothing runs and the limit is the first statement's
// error, since the SETs were not all checked.
func cutAtRefusedSet(ctx context.Context, script string, check func(key string) error) (string, *refusedSet) {
	if check == nil {
		return script, nil
	}
	stmts, err := sql.ParseStatementsMetered(script, work.New(ctx, 0))
	if err != nil {
		return "", &refusedSet{index: 1, err: err}
	}
	for i, s := range stmts {
		set, ok := s.Stmt.(*sql.SetStmt)
		if !ok || set.Key == nil {
			continue
		}
		if err := check(strings.TrimSpace(set.Key.Value)); err != nil {
			off := s.Pos.Offset()
			return script[:off], &refusedSet{index: i + 1, offset: off, err: setNotAllowed(err)}
		}
	}
	return script, nil
}

// statement is the refused SET as the report's statement that failed.
func (r *refusedSet) statement(lines lineIndex) Statement {
	line, col := lines.at(r.offset)
	kind := "SET"
	if !errors.Is(r.err, ErrSetNotAllowed) {
		kind = "" // the scan stopped at a limit before it knew the statement
	}
	return Statement{Index: r.index, Line: line, Column: col, Kind: kind, Error: newError(r.err, lines, r.offset, 0)}
}

// sourceFactories are the connectors that can be read, to ask each declared table whether it
// ends.
var sourceFactories = []connector.SourceFactory{datagen.Factory(), faker.Factory(), filesystem.Factory(), kafka.Factory(), kafka.UpsertFactory()}

// UnboundedTables lists the tables a script declares whose source never ends by itself (datagen
// without 'number-of-rows' or a sequence field, faker without 'number-of-rows', a Kafka topic
// without 'scan.bounded.mode'), as the connector itself answers. It applies the script's DDL to
// a scratch catalog and runs nothing; a table whose options are invalid is left to the run to
// report. It is bounded as UnboundedTablesContext is, under a context of its own.
func UnboundedTables(script string) []string {
	return UnboundedTablesContext(context.Background(), script)
}

// The pre-check's bounds: a script a person writes declares its tables in far less, and the
// pre-check runs before any slot or limit of the run itself.
const (
	precheckTimeout  = 2 * time.Second
	precheckMaxSteps = 2_000_000
)

// UnboundedTablesContext is UnboundedTables under ctx, with a deadline of precheckTimeout and
// a budget of precheckMaxSteps for each statement's planning (and for the parse). Past either
// it lists what it found so far: the run that follows meets its own limits.
func UnboundedTablesContext(ctx context.Context, script string) []string {
	ctx, cancel := context.WithTimeout(ctx, precheckTimeout)
	defer cancel()
	budget := strconv.Itoa(precheckMaxSteps)
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{FS: vfs.NewMemory()},
		Config: map[string]string{engine.KeyPlannerMaxSteps: budget}})
	stmts, err := sql.ParseStatementsMetered(script, work.New(ctx, precheckMaxSteps))
	if err != nil {
		return nil
	}
	var out []string
	listed := map[string]bool{} // a table altered many times is listed once, in linear time
	for _, s := range stmts {
		if ctx.Err() != nil {
			break
		}
		if !shapesCatalog(s.Stmt) {
			continue
		}
		if st, ok := s.Stmt.(*sql.SetStmt); ok && st.Key != nil && strings.TrimSpace(st.Key.Value) == engine.KeyPlannerMaxSteps {
			continue // the pre-check keeps its own budget
		}
		if _, err := te.ExecuteSQL(ctx, s.Stmt.String()); err != nil {
			continue
		}
		// A table is judged as it is when created, and again after each ALTER: ALTER TABLE
		// ... RESET ('number-of-rows') makes a bounded table endless.
		var name *sql.Name
		switch st := s.Stmt.(type) {
		case *sql.CreateTable:
			name = st.Name
		case *sql.AlterTable:
			name = st.Name
		}
		if name == nil {
			continue
		}
		if id, unbounded := unboundedTable(te, name); unbounded && !listed[id] {
			listed[id] = true
			out = append(out, id)
		}
	}
	return out
}

func unboundedTable(te *engine.TableEnvironment, name *sql.Name) (string, bool) {
	parts := make([]string, len(name.Parts))
	for i, p := range name.Parts {
		parts[i] = p.Name
	}
	m := te.Catalog()
	id, err := m.Qualify(parts)
	if err != nil {
		return "", false
	}
	obj, _, ok := m.Lookup(id)
	t, isTable := obj.(*catalog.Table)
	if !ok || !isTable {
		return "", false
	}
	kind := t.OptionMap()["connector"]
	for _, f := range sourceFactories {
		if f.Identifier() != kind {
			continue
		}
		env := &connector.Env{FS: vfs.NewMemory(), Topics: broker.NewMemory(), Streaming: true}
		src, err := f.CreateSource(&connector.Table{ID: id, Table: t}, env)
		if err != nil || src.Bounded() {
			return id.String(), false
		}
		if e, ok := src.(connector.Ender); ok && e.EndsByItself() {
			return id.String(), false // a sequence ends it, though the planner sees no end
		}
		return id.String(), true
	}
	return "", false
}
