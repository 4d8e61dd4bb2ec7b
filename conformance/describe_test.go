package conformance

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// TestDescribeTypes checks the binder's typing against every DESCRIBE that Flink recorded in
// the cases, ahead of the engine running whole cases: it replays each case's catalog statements
// (SET, CREATE, ALTER, DROP, USE), skips the rest, which leave schemas alone, and compares each DESCRIBE with
// Flink's. A DESCRIBE of what Flinkpad cannot bind yet (or of what depends on it, or that follows
// a statement refused as not supported while parsing) is counted, not failed.
func TestDescribeTypes(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("cases", "*.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var compared, unsupported int
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".sql")
		script, _ := os.ReadFile(p)
		text, _ := os.ReadFile(filepath.Join("expected", name+".out"))
		want, err := ParseOutput(string(text))
		if err != nil {
			t.Fatal(err)
		}
		results := map[int]*Section{}
		failedAt := 0
		// Once a CREATE needed something the binder lacks, later statements may name its object.
		incomplete := false
		for i := range want.Sections {
			s := &want.Sections[i]
			switch s.Kind {
			case "result":
				results[s.Statement] = s
			case "error":
				failedAt = s.Statement
			}
		}
		// CREATE TABLE ... AS SELECT runs its query, into a file system of its own.
		te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: io.Discard, Stderr: io.Discard}})
		src := strings.ReplaceAll(string(script), "${WORKDIR}", t.TempDir())
		for i, st := range sql.ParseStatements(src) {
			index := i + 1
			if failedAt != 0 && index >= failedAt {
				break
			}
			if errors.Is(st.Err, engine.ErrNotSupported) {
				// Refused while parsing: whatever it would have created or changed is missing.
				incomplete = true
				continue
			}
			switch st.Stmt.(type) {
			case *sql.SetStmt, *sql.ResetStmt, *sql.CreateTable, *sql.CreateView, *sql.CreateDatabase, *sql.UseStmt, *sql.DescribeStmt,
				*sql.AlterTable, *sql.AlterView, *sql.CreateCatalog, *sql.AlterCatalog, *sql.DropCatalog, *sql.AlterDatabase, *sql.DropStmt:
			default:
				continue
			}
			r, err := te.ExecuteSQL(context.Background(), src[st.Pos.Offset():st.End.Offset()])
			_, isDescribe := st.Stmt.(*sql.DescribeStmt)
			switch {
			case errors.Is(err, engine.ErrNotSupported) || (err != nil && incomplete):
				incomplete = true
				if isDescribe {
					unsupported++
				}
				continue
			case err != nil:
				t.Errorf("%s: statement %d: Flink ran it, Flinkpad failed: %v", name, index, err)
				continue
			case !isDescribe:
				continue
			}
			got := &Section{Kind: "result", Statement: index, Order: Ordered, Columns: strings.Join(r.ColumnNames(), ", ")}
			out := &Output{}
			out.addResult(engine.Outcome{Index: index, Result: r})
			got.Lines = out.Sections[0].Lines
			if exp := results[index]; exp == nil {
				t.Errorf("%s: statement %d: Flink recorded no DESCRIBE result", name, index)
			} else if err := Compare(&Output{Sections: []Section{*exp}}, &Output{Sections: []Section{*got}}); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			compared++
		}
	}
	fmt.Printf("describe: %d DESCRIBE results compared with Flink's, %d need what the binder lacks yet\n", compared, unsupported)
	if compared == 0 {
		t.Error("no DESCRIBE was compared")
	}
}
