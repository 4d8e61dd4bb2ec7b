package web

import (
	"encoding/json"
	"time"

	"github.com/flinkpad/flinkpad/engine/report"
)

// RunStats is what the server saw of one run of /api/run, for its log.
type RunStats struct {
	// Elapsed is the run's wall time, from its start to its answer; Timeout its time limit.
	Elapsed, Timeout time.Duration
	// PeakRSS is the largest resident size of the run's process seen, 0 for a run in-process.
	PeakRSS int64
	// MemoryCap is the run's memory limit.
	MemoryCap int64
	// Stopped is the answer's stopped: "time", "memory", "crash" or empty.
	Stopped string
	// Status is the HTTP status of the answer.
	Status int
}

// stoppedAnswer is the answer of a run whose process was killed or died: no report survived it,
// so the answer says only what stopped it.
func stoppedAnswer(limits limitsAsked, stopped, message string) []byte {
	a := &runAnswer{
		Report: &report.Report{
			Statements: []report.Statement{}, Sinks: []*report.Sink{}, Files: []report.File{}, Tables: []report.Table{},
			Error: &report.Error{Message: message},
		},
		Limits: limits, Stopped: stopped,
	}
	b, _ := json.Marshal(a)
	return append(b, '\n')
}
