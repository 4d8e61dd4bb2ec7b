package conformance

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// ErrEngineMissing matches a case that needs what Flinkpad's engine cannot do yet.
var ErrEngineMissing = engine.ErrNotSupported

// RunOnFlinkpad runs a case script on Flinkpad's engine, the way the CLI runs a file, with
// ${WORKDIR} standing for workdir, and records what it observed in the form the Java runner
// records Flink's: print output per statement and identifier, results, the first error, and
// the files left under workdir.
func RunOnFlinkpad(ctx context.Context, script, workdir string) (*Output, error) {
	return runOnFlinkpad(ctx, script, workdir, nil)
}

// runOnFlinkpad is RunOnFlinkpad with configuration defaults, which SET overrides and RESET
// returns to.
func runOnFlinkpad(ctx context.Context, script, workdir string, config map[string]string) (*Output, error) {
	if err := checkKafkaTopics(script); err != nil {
		return nil, err
	}
	var stdout, stderr bytes.Buffer
	out := &Output{}
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{
		FS: vfs.OS(), Stdout: &stdout, Stderr: &stderr, Parallelism: 1,
	}, Config: config, JobObserver: func(c engine.JobCheck) { out.Jobs = append(out.Jobs, c) }})
	err := te.RunScript(ctx, strings.ReplaceAll(script, "${WORKDIR}", workdir), func(o engine.Outcome) {
		out.addPrints("print", o, takeLines(&stdout))
		out.addPrints("print-stderr", o, takeLines(&stderr))
		switch {
		case o.Err != nil:
			out.Sections = append(out.Sections, Section{Kind: "error", Statement: o.Index,
				Lines: strings.Split(engine.FlinkMessage(o.Err), "\n")})
		case o.Result != nil && o.Result.Kind == engine.SuccessWithContent:
			if _, ok := o.Stmt.(*sql.ExplainStmt); ok && len(o.Result.Rows) == 1 {
				out.Sections = append(out.Sections, Section{Kind: "explain", Statement: o.Index,
					Lines: strings.Split(o.Result.Rows[0].Values[0].(string), "\n")})
				break
			}
			out.addResult(o)
		}
	})
	if errors.Is(err, engine.ErrNotSupported) {
		return nil, err
	}
	// A case whose changelog order Flink does not fix compares the final table, as recorded.
	if slices.Contains(strings.Split(script, "\n"), "-- conformance: final") {
		for i := range out.Sections {
			if out.Sections[i].Order == Changelog {
				out.Sections[i].Order = Final
			}
		}
	}
	if err := out.addFiles(workdir); err != nil {
		return nil, err
	}
	out.replace(workdir, "${WORKDIR}")
	return out, nil
}

func takeLines(buf *bytes.Buffer) []string {
	text := buf.String()
	buf.Reset()
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// addPrints records print sink lines by identifier, as the Java runner does.
func (o *Output) addPrints(kind string, oc engine.Outcome, lines []string) {
	byID := map[string][]string{}
	for _, l := range lines {
		id, row := splitIdentifier(l)
		byID[id] = append(byID[id], row)
	}
	order := Unordered
	if oc.Streaming {
		order = Changelog
	}
	for _, id := range slices.Sorted(maps.Keys(byID)) {
		o.Sections = append(o.Sections, Section{Kind: kind, Statement: oc.Index, ID: id, Order: order, Lines: byID[id]})
	}
}

// splitIdentifier splits "id> +I[1]" into its print identifier and row; a row without one
// has the identifier "-".
func splitIdentifier(line string) (id, row string) {
	if isRowKind(line) {
		return "-", line
	}
	if i := strings.Index(line, "> "); i > 0 && isRowKind(line[i+2:]) {
		return line[:i], line[i+2:]
	}
	return "?", line
}

func isRowKind(s string) bool {
	for _, k := range []string{"+I[", "-U[", "+U[", "-D["} {
		if strings.HasPrefix(s, k) {
			return true
		}
	}
	return false
}

func (o *Output) addResult(oc engine.Outcome) {
	r := oc.Result
	colTypes := r.ColumnTypes()
	var lines []string
	for _, row := range r.Rows {
		// A value with a line break spans lines in the recorded form, as the runner writes it.
		lines = append(lines, strings.Split(types.FormatRow(row.Kind, colTypes, row.Values), "\n")...)
	}
	order := Ordered
	switch {
	case !r.IsQuery:
	case oc.Streaming:
		order = Changelog
	case !ordersRows(oc.Stmt):
		order = Unordered
	}
	o.Sections = append(o.Sections, Section{Kind: "result", Statement: oc.Index, Order: order,
		Columns: strings.Join(r.ColumnNames(), ", "), Lines: lines})
}

// ordersRows reports whether a query statement orders its rows at the top level.
func ordersRows(stmt sql.Stmt) bool {
	q, ok := stmt.(*sql.QueryStmt)
	if !ok {
		return false
	}
	ob, ok := q.Query.(*sql.OrderBy)
	return ok && len(ob.OrderBy) > 0
}

// addFiles records the files under root, as the Java runner does: by directory, skipping
// names that start with '.' or '_', which Flink keeps for in-progress and bookkeeping files.
func (o *Output) addFiles(root string) error {
	byDir := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if rel != "." && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(rel))
		if len(data) > 0 {
			byDir[dir] = append(byDir[dir], strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")...)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, dir := range slices.Sorted(maps.Keys(byDir)) {
		o.Sections = append(o.Sections, Section{Kind: "files", ID: dir, Lines: byDir[dir]})
	}
	return nil
}

// replace rewrites text in every line, as the Java runner writes the work directory back
// as ${WORKDIR}.
func (o *Output) replace(old, new string) {
	for i := range o.Sections {
		for j, l := range o.Sections[i].Lines {
			o.Sections[i].Lines[j] = strings.ReplaceAll(l, old, new)
		}
	}
}
