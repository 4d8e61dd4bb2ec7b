package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Outcome is what one statement of a script did.
type Outcome struct {
	// Index is the statement's 1-based number in the script; an EXECUTE STATEMENT SET block is
	// one statement.
	Index int
	// Text is the statement's text, from its first non-blank character.
	Text string
	// Offset is where Text starts in the script, in bytes.
	Offset int
	// Stmt is the parsed statement, nil when it did not parse.
	Stmt sql.Stmt
	// Streaming is the runtime mode the statement ran in.
	Streaming bool
	Result    *TableResult
	Err       error
}

// gatewayError is an error the SQL client (its gateway) raises itself, with the class of its
// statement-set errors.
func gatewayError(msg string) error { return flinkerr.New(nil, flinkerr.ClassSqlExecution, msg) }

// RunScript runs a script statement by statement, as Flink's SQL client runs a file, and calls
// each with every statement's outcome. It stops at the first error and returns it. The client's
// BEGIN STATEMENT SET; ... END; follows the client's rules; a statement set left open at the
// script's end stays open for the next RunScript on the environment, as in a client session.
func (te *TableEnvironment) RunScript(ctx context.Context, script string, each func(Outcome)) error {
	return te.runScript(ctx, script, each, &te.session.statementSet)
}

// runScript is RunScript with the client's statement set held by the caller.
func (te *TableEnvironment) runScript(ctx context.Context, script string, each func(Outcome), set **clientStatementSet) error {
	limit, err := te.maxSteps()
	if err != nil {
		return err
	}
	// The whole script is scanned and split before its first statement runs, under a budget
	// of its own.
	stmts, err := sql.ParseStatementsMetered(script, work.New(ctx, limit))
	if err != nil {
		each(Outcome{Index: 1, Text: script, Err: err})
		return err
	}
	starts := statementStarts(script, stmts)
	saved := te.script
	te.script = &scriptRun{text: script}
	defer func() { te.script = saved }()
	for i, s := range stmts {
		text := newStatementText(script, starts[i])
		out := Outcome{Index: i + 1, Text: script[starts[i]:s.End.Offset()], Offset: starts[i], Stmt: s.Stmt, Streaming: te.config.Streaming()}
		switch {
		case s.Err != nil:
			out.Err = rebaseParseError(s.Err, text)
		default:
			out.Result, out.Err = te.guard(ctx, func() (*TableResult, error) {
				if err := te.prepareStatement(s.Stmt); err != nil {
					return nil, err
				}
				return te.runClientStatement(ctx, s.Stmt, text, set)
			})
		}
		each(out)
		if out.Err != nil {
			return out.Err
		}
	}
	return nil
}

// clientStatementSet is the SQL client's BEGIN STATEMENT SET state: the INSERTs queued so far.
type clientStatementSet struct {
	inserts []*sql.InsertStmt
}

func (te *TableEnvironment) runClientStatement(ctx context.Context, stmt sql.Stmt, text statementText, set **clientStatementSet) (*TableResult, error) {
	switch stmt.(type) {
	case *sql.BeginStatementSet:
		if *set != nil {
			return nil, gatewayError("Only 'INSERT/CREATE TABLE AS' statement is allowed in Statement Set or use 'END' statement to submit Statement Set.")
		}
		*set = &clientStatementSet{}
		return resultOK(), nil
	case *sql.EndStatementSet:
		if *set == nil {
			return nil, gatewayError("No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'.")
		}
		queued := (*set).inserts
		*set = nil
		if len(queued) == 0 {
			return resultOK(), nil
		}
		return te.insertAll(ctx, queued)
	}
	if _, ok := stmt.(*sql.QueryStmt); ok && *set == nil {
		// The client reads the width when it prints the query's table.
		if _, err := te.config.int64Value(KeyMaxColumnWidth, 0); err != nil {
			return nil, err
		}
	}
	if *set != nil {
		if ins, ok := stmt.(*sql.InsertStmt); ok {
			// Flink validates an INSERT when the client queues it.
			if _, err := te.binder().BindInsert(ins); err != nil {
				return nil, err
			}
			(*set).inserts = append((*set).inserts, ins)
			return resultOK(), nil
		}
		return nil, gatewayError("Only 'INSERT/CREATE TABLE AS' statement is allowed in Statement Set or use 'END' statement to submit Statement Set.")
	}
	return te.execute(ctx, stmt, text)
}

// rebaseParseError makes a parse error's "line L, column C" count from the start of the
// statement's text, as Flink reports it for the text the SQL client hands it.
func rebaseParseError(err error, text statementText) error {
	var pe *sql.Error
	if !errors.As(err, &pe) {
		return err
	}
	line, column := text.LineColumn(sql.Pos(pe.Pos.Offset + 1))
	old := fmt.Sprintf("line %d, column %d", pe.StmtPos.Line, pe.StmtPos.Column)
	rebased := *pe
	rebased.Msg = strings.Replace(pe.Msg, old, fmt.Sprintf("line %d, column %d", line, column), 1)
	return sql.ErrorList{&rebased}
}

// ErrInternal marks a bug in Flinkpad: a panic caught at the engine's boundary.
var ErrInternal = flinkerr.ErrInternal

// internalError is a panic turned into an error, so that one bad statement cannot take the
// program (or the browser tab's worker) down with it.
func internalError(panicValue any) error { return flinkerr.Internal(panicValue) }

// guard runs one statement under its own Meter over ctx (see metered) and turns a panic into
// an error matching ErrInternal.
func (te *TableEnvironment) guard(ctx context.Context, run func() (*TableResult, error)) (*TableResult, error) {
	return guard(func() (*TableResult, error) { return metered(te, ctx, run) })
}

// guard runs one statement and turns a panic into an error matching ErrInternal.
func guard(run func() (*TableResult, error)) (r *TableResult, err error) {
	defer func() {
		if p := recover(); p != nil {
			r = nil
			if !recoverStop(p, &err) {
				err = internalError(p)
			}
		}
	}()
	return run()
}
