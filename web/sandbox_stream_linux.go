package web

import (
	"bytes"
	"encoding/json"
	"io"
	"strconv"
	"sync"

	"github.com/flinkpad/flinkpad/engine/report"
)

// A child's standard output is a stream of lines: "E " and a JSON event for each statement that
// has finished, then "A " and the HTTP status, a newline, and the answer's body. When the server
// kills the child, the events it had read are the run's partial report: the statements that had
// finished, with their results, and the sinks as the last job left them.

// childEvent is one finished statement, with every sink so far when it ran a job.
type childEvent struct {
	Statement report.Statement `json:"statement"`
	Sinks     []*report.Sink   `json:"sinks,omitempty"`
}

// eventWriter writes a child's events until they total its budget. Past it, it drops every
// later event, so that what the server reads is always a prefix of the run.
type eventWriter struct {
	mu   sync.Mutex
	w    io.Writer
	left int
}

func (e *eventWriter) finished(s report.Statement, sinks []*report.Sink) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.left <= 0 {
		return
	}
	b, err := json.Marshal(childEvent{Statement: s, Sinks: sinks})
	if err != nil || len(b)+3 > e.left {
		e.left = 0
		return
	}
	e.left -= len(b) + 3
	line := make([]byte, 0, len(b)+3)
	line = append(append(append(line, "E "...), b...), '\n')
	if _, err := e.w.Write(line); err != nil {
		e.left = 0
	}
}

// writeChildAnswer ends the stream with the run's status and answer.
func writeChildAnswer(w io.Writer, status int, body []byte) error {
	if _, err := io.WriteString(w, "A "+strconv.Itoa(status)+"\n"); err != nil {
		return err
	}
	_, err := w.Write(body)
	return err
}

// readChildOutput splits a child's output into its events and, when it got that far, its answer.
func readChildOutput(out []byte) (events []childEvent, status int, body []byte, answered bool) {
	for len(out) > 0 {
		line, rest, complete := bytes.Cut(out, []byte("\n"))
		switch {
		case bytes.HasPrefix(line, []byte("A ")) && complete:
			code, err := strconv.Atoi(string(line[2:]))
			if err == nil {
				return events, code, rest, true
			}
			return events, 0, nil, false
		case bytes.HasPrefix(line, []byte("E ")) && complete:
			var e childEvent
			if json.Unmarshal(line[2:], &e) != nil {
				return events, 0, nil, false
			}
			events = append(events, e)
		default:
			// A line cut by the kill, or noise: nothing after it can be trusted.
			return events, 0, nil, false
		}
		out = rest
	}
	return events, 0, nil, false
}

// partialReport is the report of a killed run: its finished statements and the sinks as its
// last finished job left them.
func partialReport(events []childEvent) *report.Report {
	r := &report.Report{Statements: []report.Statement{}, Sinks: []*report.Sink{}, Files: []report.File{}, Tables: []report.Table{}}
	for _, e := range events {
		r.Statements = append(r.Statements, e.Statement)
		if e.Sinks != nil {
			r.Sinks = e.Sinks
		}
	}
	return r
}
