package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// KeyPlanForceRecompile is Flink's table.plan.force-recompile: whether COMPILE PLAN may
// overwrite a plan file that exists.
const KeyPlanForceRecompile = "table.plan.force-recompile"

// planFormat marks a plan file as Flinkpad's, and its version.
const planFormat = 1

// planFile is what COMPILE PLAN writes and EXECUTE PLAN reads. It is Flinkpad's own format,
// not Flink's JSON plan of exec nodes: the INSERTs as SQL, with what they were planned
// against (the runtime mode, the current catalog and database, and the DDL of every table
// and view). Flink's plan pins the tables and views as they were when it was compiled;
// EXECUTE PLAN runs a Flinkpad plan only while every object it recorded is unchanged, and
// refuses it otherwise, so that a plan never runs against definitions it was not compiled for.
type planFile struct {
	Format     int          `json:"flinkpadPlan"`
	Note       string       `json:"note"`
	Streaming  bool         `json:"streaming"`
	Catalog    string       `json:"currentCatalog"`
	Database   string       `json:"currentDatabase"`
	Objects    []planObject `json:"objects"`
	Statements []string     `json:"statements"`
}

// planObject is a table or view as SHOW CREATE prints it.
type planObject struct {
	Identifier string `json:"identifier"`
	DDL        string `json:"ddl"`
}

const planNote = "A Flinkpad plan, not Flink's JSON plan format: Flink's EXECUTE PLAN cannot read it, " +
	"and Flinkpad's runs it only while the tables and views below are unchanged."

// compilePlan runs COMPILE PLAN and COMPILE AND EXECUTE PLAN as Flink's compilePlanAndWrite
// does: a plan file that exists is kept with IF NOT EXISTS (and run by COMPILE AND EXECUTE),
// overwritten with table.plan.force-recompile, and refused otherwise.
func (te *TableEnvironment) compilePlan(ctx context.Context, s *sql.CompilePlan) (*TableResult, error) {
	path, err := planPath(s.Path)
	if err != nil {
		return nil, err
	}
	exists, err := te.planExists(path)
	switch {
	case err != nil:
		return nil, err
	case !exists:
	case s.Execute:
		old, err := te.readPlan(path)
		if err != nil {
			return nil, err
		}
		return te.runPlan(ctx, old)
	case s.IfNotExists:
		// Flink loads the plan that is there.
		if _, err := te.readPlan(path); err != nil {
			return nil, err
		}
		return resultOK(), nil
	default:
		force, err := te.config.boolValue(KeyPlanForceRecompile, false)
		if err != nil {
			return nil, err
		}
		if !force {
			return nil, connector.NewError(nil, classTable, "Cannot overwrite the plan file '%s'. Either manually remove the file or, "+
				"if you're debugging your job, set the option '%s' to true.", s.Path.Value, KeyPlanForceRecompile)
		}
	}
	pf, err := te.newPlan(s.Inserts())
	if err != nil {
		return nil, err
	}
	if err := te.writePlan(path, pf); err != nil {
		return nil, err
	}
	if s.Execute {
		return te.runPlan(ctx, pf)
	}
	return resultOK(), nil
}

// executePlan runs EXECUTE PLAN 'path'.
func (te *TableEnvironment) executePlan(ctx context.Context, s *sql.ExecutePlan) (*TableResult, error) {
	path, err := planPath(s.Path)
	if err != nil {
		return nil, err
	}
	if te.env.FS != nil {
		if _, err := te.env.FS.ReadDir(path); err == nil {
			// Recorded by the case stmt_execute_plan_directory_error.
			return nil, connector.NewError(nil, connector.ClassValidation,
				"The registering or unregistering resource [%s] is a directory, which is not allowed.", s.Path.Value)
		}
	}
	pf, err := te.readPlan(path)
	if errors.Is(err, fs.ErrNotExist) {
		// Recorded by the case stmt_execute_plan_missing_error.
		return nil, connector.NewError(nil, "java.io.FileNotFoundException", "file resource [%s] not found.", s.Path.Value)
	}
	if err != nil {
		return nil, err
	}
	return te.runPlan(ctx, pf)
}

// planPath is the file a plan path names: a local path, or a file: URI. Flink resolves a
// relative path against its working directory, as the file system does here.
func planPath(lit *sql.Literal) (string, error) {
	p := lit.Value
	switch {
	case strings.HasPrefix(p, "file://"):
		return strings.TrimPrefix(p, "file://"), nil
	case strings.HasPrefix(p, "file:"):
		return strings.TrimPrefix(p, "file:"), nil
	case strings.Contains(p, "://"):
		return "", unsupportedError("plan files outside the local file system (" + p + ")")
	}
	return p, nil
}

// newPlan validates the INSERTs, as Flink plans them when it compiles, and records them with
// the catalog's objects.
func (te *TableEnvironment) newPlan(inserts []*sql.InsertStmt) (*planFile, error) {
	if _, err := te.bindSinks(inserts); err != nil {
		return nil, err
	}
	pf := &planFile{Format: planFormat, Note: planNote, Streaming: te.config.Streaming(),
		Catalog: te.catalog.CurrentCatalog(), Database: te.catalog.CurrentDatabase(), Objects: te.catalogObjects()}
	for _, ins := range inserts {
		pf.Statements = append(pf.Statements, ins.String())
	}
	return pf, nil
}

// catalogObjects is the DDL of every table and view of every catalog, temporary or not.
func (te *TableEnvironment) catalogObjects() []planObject {
	var out []planObject
	for _, c := range te.catalog.Catalogs() {
		dbs, _ := te.catalog.DatabasesIn(c)
		for _, db := range dbs {
			names, _ := te.catalog.ObjectsIn(c, db, false)
			for _, name := range names {
				id := catalog.ObjectIdentifier{Catalog: c, Database: db, Object: name}
				if ddl, ok := te.objectDDL(id); ok {
					out = append(out, planObject{Identifier: id.Quoted(), DDL: ddl})
				}
			}
		}
	}
	return out
}

// objectDDL is SHOW CREATE's text of a table or view; ok is false when there is none.
func (te *TableEnvironment) objectDDL(id catalog.ObjectIdentifier) (string, bool) {
	obj, temporary, ok := te.catalog.Lookup(id)
	if !ok {
		return "", false
	}
	switch obj := obj.(type) {
	case *catalog.Table:
		return createTableText(id, obj, temporary), true
	case *catalog.View:
		return createViewText(id, obj, temporary), true
	}
	return "", false
}

// runPlan runs a plan's INSERTs as one job, as they were compiled: in the same runtime mode,
// the same current database, and over the same tables and views.
func (te *TableEnvironment) runPlan(ctx context.Context, pf *planFile) (*TableResult, error) {
	if pf.Streaming != te.config.Streaming() {
		return nil, unsupportedError(fmt.Sprintf("EXECUTE PLAN of a plan compiled in %s mode in %s mode",
			modeName(pf.Streaming), modeName(te.config.Streaming())))
	}
	now := map[string]planObject{}
	for _, o := range te.catalogObjects() {
		now[o.Identifier] = o
	}
	for _, o := range pf.Objects {
		if now[o.Identifier].DDL != o.DDL {
			return nil, unsupportedError("EXECUTE PLAN after " + o.Identifier + " of the plan was changed or dropped")
		}
	}
	var inserts []*sql.InsertStmt
	for _, text := range pf.Statements {
		stmt, err := sql.ParseStatement(text)
		ins, ok := stmt.(*sql.InsertStmt)
		if err != nil || !ok {
			return nil, unsupportedError("EXECUTE PLAN of a plan file Flinkpad did not write")
		}
		// Flink's compiled plan keeps a source's hinted options but not the target's: the sink
		// writes as the catalog's table says (recorded: audit_compile_plan_hint_options).
		ins.Hints = nil
		inserts = append(inserts, ins)
	}
	if len(inserts) == 0 {
		return nil, unsupportedError("EXECUTE PLAN of a plan file Flinkpad did not write")
	}
	// Names resolve as they did at compile time.
	cat, db := te.catalog.CurrentCatalog(), te.catalog.CurrentDatabase()
	if cat != pf.Catalog || db != pf.Database {
		if err := te.catalog.UseDatabase(pf.Catalog, pf.Database); err != nil {
			return nil, unsupportedError("EXECUTE PLAN after its current database " + pf.Database + " was dropped")
		}
		defer func() { _ = te.catalog.UseDatabase(cat, db) }()
	}
	return te.insertAll(ctx, inserts)
}

func modeName(streaming bool) string {
	if streaming {
		return "streaming"
	}
	return "batch"
}

// planExists reports whether a file is at path.
func (te *TableEnvironment) planExists(path string) (bool, error) {
	if te.env.FS == nil {
		return false, unsupportedError("plan files without a file system")
	}
	if _, err := te.env.FS.ReadDir(path); err == nil {
		return false, unsupportedError("plan files at the path of a directory (" + path + ")")
	}
	f, err := te.env.FS.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	f.Close()
	return true, nil
}

// readPlan reads a plan file; a missing file is fs.ErrNotExist.
func (te *TableEnvironment) readPlan(path string) (*planFile, error) {
	if te.env.FS == nil {
		return nil, unsupportedError("plan files without a file system")
	}
	f, err := te.env.FS.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxPlanBytes+1))
	if err != nil {
		return nil, err
	}
	var pf planFile
	if len(data) > maxPlanBytes || json.Unmarshal(data, &pf) != nil || pf.Format != planFormat {
		return nil, unsupportedError("EXECUTE PLAN of a plan file Flinkpad did not write (such as Flink's JSON plans)")
	}
	return &pf, nil
}

// maxPlanBytes caps what readPlan reads: a plan is small, a file that large is not one.
const maxPlanBytes = 16 << 20

// writePlan writes a plan file, creating its directories, as Flink's writeToFile does.
func (te *TableEnvironment) writePlan(path string, pf *planFile) error {
	if te.env.FS == nil {
		return unsupportedError("plan files without a file system")
	}
	data, err := json.MarshalIndent(pf, "", "  ")
	if err != nil {
		return err
	}
	w, err := te.env.FS.Create(path)
	if err != nil {
		return connector.NewError(nil, classTable, "Cannot write the compiled plan to file '%s'.", path)
	}
	if _, err := w.Write(append(data, '\n')); err != nil {
		w.Close()
		return connector.NewError(nil, classTable, "Cannot write the compiled plan to file '%s'.", path)
	}
	return w.Close()
}
