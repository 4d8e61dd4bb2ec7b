package engine

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// coreModule is the one module Flinkpad has: Flink's core module, which holds the built-in
// functions. Flink loads it, and uses it, in every session.
const coreModule = "core"

// moduleManager is the session's modules, as Flink's ModuleManager keeps them. With core the
// only module, a module is used whenever it is loaded (USE MODULES must name loaded modules),
// so the whole state is whether core is loaded; the zero value is a new session's, with core
// loaded and used.
type moduleManager struct {
	coreUnloaded bool
}

// moduleError is a ModuleManager error, a ValidationException in Flink.
func moduleError(format string, args ...any) error {
	return catalogError(fmt.Sprintf(format, args...))
}

func (m *moduleManager) loaded(name string) bool { return name == coreModule && !m.coreUnloaded }

// load is LOAD MODULE name [WITH (...)]. Flink finds the factory by the module's name, so a
// 'type' option is refused; core's factory takes no options and ignores the ones it is given.
func (m *moduleManager) load(s *sql.LoadModule) error {
	for _, o := range s.Options {
		if o.Key.Value == "type" {
			return moduleError("Option 'type' = '%s' is not supported since module name is used to find module", o.Value.Value)
		}
	}
	name := s.Name.Name
	if name != coreModule {
		return moduleError("Could not find any factory for identifier '%s' that implements "+
			"'org.apache.flink.table.factories.ModuleFactory' in the classpath.\n\n"+
			"Available factory identifiers are:\n\n%s", name, coreModule)
	}
	if m.loaded(name) {
		return moduleError("A module with name '%s' already exists", name)
	}
	m.coreUnloaded = false
	return nil
}

// unload is UNLOAD MODULE name.
func (m *moduleManager) unload(name string) error {
	if !m.loaded(name) {
		return moduleError("No module with name '%s' exists", name)
	}
	m.coreUnloaded = true
	return nil
}

// use is USE MODULES name, ...: every name must be loaded, and named once.
func (m *moduleManager) use(s *sql.UseModules) error {
	seen := map[string]bool{}
	for _, n := range s.Names {
		if !m.loaded(n.Name) {
			return moduleError("No module with name '%s' exists", n.Name)
		}
		if seen[n.Name] {
			return moduleError("Module '%s' appears more than once", n.Name)
		}
		seen[n.Name] = true
	}
	return nil
}

// show is SHOW MODULES (the used modules, in resolution order) and SHOW FULL MODULES (every
// loaded module, and whether it is used).
func (m *moduleManager) show(full bool) *TableResult {
	var rows [][]any
	if m.loaded(coreModule) {
		if full {
			rows = append(rows, []any{coreModule, true})
		} else {
			rows = append(rows, []any{coreModule})
		}
	}
	if full {
		return rowsResult([]Column{{"module name", types.String}, {"used", types.Boolean}}, rows)
	}
	return rowsResult([]Column{{"module name", types.String}}, rows)
}

// allows refuses, while core is not loaded, every statement that may resolve a function: Flink
// then still finds the functions its SQL operator table has and not the others, which
// Flinkpad does not tell apart yet. The statements that resolve none run.
func (m *moduleManager) allows(stmt sql.Stmt) error {
	if m.loaded(coreModule) {
		return nil
	}
	switch s := stmt.(type) {
	case *sql.SetStmt, *sql.ResetStmt, *sql.UseStmt, *sql.ShowStmt, *sql.DescribeStmt, *sql.DropStmt,
		*sql.CreateDatabase, *sql.BeginStatementSet, *sql.EndStatementSet,
		*sql.CreateCatalog, *sql.DropCatalog, *sql.AlterCatalog, *sql.AlterDatabase, *sql.DescribeCatalog,
		*sql.ShowCreateCatalog, *sql.LoadModule, *sql.UnloadModule, *sql.UseModules:
		return nil
	case *sql.CreateTable:
		if s.AsQuery == nil && s.Like == nil && len(s.Watermarks) == 0 && !hasComputedColumn(s) {
			return nil
		}
	}
	return unsupportedError("this statement while the core module is not loaded (" + statementKind(stmt) + ")")
}

func hasComputedColumn(s *sql.CreateTable) bool {
	for _, c := range s.Columns {
		if c.Kind == sql.ComputedColumn {
			return true
		}
	}
	return false
}
