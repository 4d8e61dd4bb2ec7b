package conformance

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// functionRow is one row of functions.md's tables.
type functionRow struct {
	name, kind, supported, reason string
	line                          int
}

// readFunctionTables reads the two tables of functions.md: the functions (name, kind,
// supported, why not) and the syntax (syntax, example, supported, why not).
func readFunctionTables(t *testing.T) (functions, syntax []functionRow) {
	t.Helper()
	b, err := os.ReadFile("functions.md")
	if err != nil {
		t.Fatal(err)
	}
	var table *[]functionRow
	for i, line := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(line, "| function |"):
			table = &functions
			continue
		case strings.HasPrefix(line, "| syntax |"):
			table = &syntax
			continue
		case !strings.HasPrefix(line, "|"):
			table = nil
			continue
		case table == nil || strings.HasPrefix(line, "|---"):
			continue
		}
		cells := splitCells(line)
		if len(cells) != 4 {
			t.Fatalf("functions.md:%d: want 4 cells, got %d: %s", i+1, len(cells), line)
		}
		*table = append(*table, functionRow{name: cells[0], kind: cells[1], supported: cells[2], reason: cells[3], line: i + 1})
	}
	return functions, syntax
}

// splitCells splits a Markdown table row at the pipes that are not escaped (\|).
func splitCells(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(strings.TrimSuffix(line, "|"), "|")
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteByte('|')
			i++
		case line[i] == '|':
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(line[i])
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

// TestFunctionsTable holds functions.md to the engine's function catalog both ways.
func TestFunctionsTable(t *testing.T) {
	functions, syntax := readFunctionTables(t)
	catalog := map[string]bool{}
	for _, name := range plan.FunctionNames() {
		catalog[name] = true
	}
	known := map[string]bool{}
	for _, name := range plan.FlinkFunctionNames() {
		known[name] = true
	}
	listed := map[string]bool{}
	unsupported := 0
	for _, r := range functions {
		if listed[r.name] {
			t.Errorf("functions.md:%d: %s is listed twice", r.line, r.name)
		}
		listed[r.name] = true
		if !known[r.name] && !catalog[r.name] {
			t.Errorf("functions.md:%d: %s is neither a Flink function nor in the catalog", r.line, r.name)
		}
		switch r.supported {
		case "yes":
			if (r.kind == "scalar" || r.kind == "aggregate") && !catalog[r.name] {
				t.Errorf("functions.md:%d: %s is marked yes, but the catalog lacks it", r.line, r.name)
			}
		case "no":
			unsupported++
			if r.reason == "" {
				t.Errorf("functions.md:%d: %s is marked no without a reason", r.line, r.name)
			}
			if catalog[r.name] {
				t.Errorf("functions.md:%d: %s is marked no, but the catalog has it: mark it yes", r.line, r.name)
			}
			if r.kind == "scalar" {
				if err := runScript(t, "SELECT "+r.name+"(1)"); !errors.Is(err, engine.ErrNotSupported) {
					t.Errorf("functions.md:%d: %s(1) is marked no, but gives %v, not a refusal as not supported", r.line, r.name, err)
				}
			}
		default:
			t.Errorf("functions.md:%d: %s: supported must be yes or no, not %q", r.line, r.name, r.supported)
		}
	}
	for name := range known {
		if !listed[name] {
			t.Errorf("functions.md lacks a row for Flink's function %s", name)
		}
	}
	for name := range catalog {
		if !listed[name] {
			t.Errorf("functions.md lacks a row for the catalog's function %s", name)
		}
	}
	for _, r := range syntax {
		example := strings.Trim(r.kind, "`")
		err := runScript(t, "SELECT "+example)
		switch r.supported {
		case "yes":
			if err != nil {
				t.Errorf("functions.md:%d: %s is marked yes, but %s fails: %v", r.line, r.name, example, err)
			}
		case "no":
			if !errors.Is(err, engine.ErrNotSupported) {
				t.Errorf("functions.md:%d: %s is marked no, but %s gives %v, not a refusal as not supported", r.line, r.name, example, err)
			}
		default:
			t.Errorf("functions.md:%d: %s: supported must be yes or no, not %q", r.line, r.name, r.supported)
		}
	}
	t.Logf("functions.md: %d functions, %d not supported", len(functions), unsupported)
}

// runScript runs a statement in batch mode on a fresh environment and returns its error.
func runScript(t *testing.T, stmt string) error {
	t.Helper()
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{FS: vfs.NewMemory(), Parallelism: 1}})
	var first error
	err := te.RunScript(context.Background(), "SET 'execution.runtime-mode' = 'batch';\n"+stmt+";", func(o engine.Outcome) {
		if o.Err != nil && first == nil {
			first = o.Err
		}
	})
	if first != nil {
		return first
	}
	return err
}
