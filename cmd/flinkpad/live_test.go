package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/flinkpad/flinkpad/engine"
)

// A batch query the user stops prints the client's terminated footer with no rows, as the
// client's batch view, which prints nothing before the end, does; other failures are the
// caller's to report.
func TestLiveQueryStoppedBatchQuery(t *testing.T) {
	var out bytes.Buffer
	te := engine.NewTableEnvironment(engine.Settings{})
	te.Config().Set("execution.runtime-mode", "batch")
	te.Config().Set(keyPrintTimeCost, "false")
	l := &liveQuery{out: &out, te: te}
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	canceled := engine.Outcome{Err: fmt.Errorf("job: %w", engine.ErrJobCanceled)}

	l.observe(nil, nil)
	if handled, err := l.end(stopped, canceled); !handled || err != nil || out.String() != "Query terminated, received a total of 0 row\n" {
		t.Errorf("stopped batch query: printed %q", out.String())
	}
	out.Reset()
	l.observe(nil, nil)
	if handled, _ := l.end(context.Background(), engine.Outcome{Err: errors.New("boom")}); handled || out.Len() != 0 {
		t.Errorf("a failed batch query was handled as stopped: %q", out.String())
	}
	if handled, _ := l.end(stopped, canceled); handled {
		t.Error("an outcome after no query was handled as a stopped query")
	}
}
