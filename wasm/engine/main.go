//go:build js && wasm

// Command engine is Flinkpad's engine compiled for the browser. It registers one JavaScript
// function, flinkpadRun(script), which runs a script as the SQL client would, against an
// in-memory file system (a page must never reach the host's files), and returns the outcome of
// every statement as JSON. The playground's Web Worker will call it; `make wasmcheck` builds it
// and reports its size.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// statement is one statement's outcome, as the page receives it.
type statement struct {
	Index   int      `json:"index"`
	Error   string   `json:"error,omitempty"`
	Columns []string `json:"columns,omitempty"`
	Rows    []string `json:"rows,omitempty"`
	Printed []string `json:"printed,omitempty"`
}

func main() {
	js.Global().Set("flinkpadRun", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error":"flinkpadRun takes one string, the script"}`
		}
		return run(args[0].String())
	}))
	select {}
}

// run runs a script and encodes its outcomes; a panic becomes an error, not a dead worker.
func run(script string) (result string) {
	defer func() {
		if r := recover(); r != nil {
			b, _ := json.Marshal(map[string]string{"error": fmt.Sprintf("flinkpad: internal error: %v", r)})
			result = string(b)
		}
	}()
	var printed bytes.Buffer
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{
		FS: vfs.NewMemory(), Stdout: &printed, Stderr: &printed, Parallelism: 1,
	}})
	var out []statement
	_ = te.RunScript(context.Background(), script, func(o engine.Outcome) {
		s := statement{Index: o.Index}
		if o.Err != nil {
			s.Error = engine.FlinkMessage(o.Err)
		} else if o.Result != nil && o.Result.Kind == engine.SuccessWithContent {
			s.Columns = o.Result.ColumnNames()
			for _, r := range o.Result.Rows {
				s.Rows = append(s.Rows, types.FormatRow(r.Kind, o.Result.ColumnTypes(), r.Values))
			}
		}
		if printed.Len() > 0 {
			s.Printed = append(s.Printed, printed.String())
			printed.Reset()
		}
		out = append(out, s)
	})
	b, err := json.Marshal(map[string]any{"statements": out})
	if err != nil {
		return fmt.Sprintf(`{"error":%q}`, err.Error())
	}
	return string(b)
}
