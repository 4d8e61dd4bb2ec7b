package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/report"
)

// RunLimits bound the runs of /api/run. A request may ask for less of each, and for a time limit
// up to MaxTimeout.
type RunLimits struct {
	// Timeout is a run's time limit when the request sets none; MaxTimeout the most it may set.
	Timeout, MaxTimeout time.Duration
	// MaxRows is how many rows of each statement's result and each sink the answer carries.
	MaxRows int
	// MaxOutputBytes caps the answer's JSON: rows and file contents are dropped to fit.
	MaxOutputBytes int
	// MaxMemoryBytes is how much the heap may grow during a run; the engine's cap
	// (flinkpad.memory.max-bytes) gets the same value.
	MaxMemoryBytes int64
	// MaxBodyBytes caps the request: the script and its input files.
	MaxBodyBytes int64
	// Concurrency is how many runs may run at once; others wait a moment, then get 503.
	Concurrency int
}

// DefaultRunLimits suit a small server.
func DefaultRunLimits() RunLimits {
	return RunLimits{
		Timeout: 5 * time.Second, MaxTimeout: 30 * time.Second,
		MaxRows: 1000, MaxOutputBytes: 1 << 20, MaxMemoryBytes: 256 << 20,
		MaxBodyBytes: 1 << 20, Concurrency: 2,
	}
}

// KeyMemoryMaxBytes is the engine's memory cap; the server sets it, and a script may not.
const KeyMemoryMaxBytes = "flinkpad.memory.max-bytes"

// maxFileBytes is how much of each file a run wrote the answer carries.
const maxFileBytes = 64 << 10

// maxTopicBytes is how much of each topic's keys, values and headers the answer carries.
const maxTopicBytes = 64 << 10

// runRequest is the body of POST /api/run.
type runRequest struct {
	Script string      `json:"script"`
	Limits limitsAsked `json:"limits"`
	// Files are put into the run's file system first: input for 'filesystem' tables.
	Files []inputFile `json:"files"`
	// Topics preload the run's in-memory Kafka broker (never a real one); the answer carries
	// every topic after the run, capped per topic, in the same shape.
	Topics []report.Topic `json:"topics"`
}

type limitsAsked struct {
	TimeoutMs      int64 `json:"timeoutMs"`
	MaxRows        int   `json:"maxRows"`
	MaxOutputBytes int   `json:"maxOutputBytes"`
	MaxMemoryBytes int64 `json:"maxMemoryBytes"`
}

type inputFile struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// runAnswer is the report with the limits that applied and what they cut.
type runAnswer struct {
	*report.Report
	Limits limitsAsked `json:"limits"`
	// Stopped names what stopped the run: the limit, "time" or "memory", or "crash" when the
	// run's process died.
	Stopped string `json:"stopped,omitempty"`
	// Truncated says what was dropped to fit maxOutputBytes, when anything was.
	Truncated *truncation `json:"truncated,omitempty"`
}

type runner struct {
	limits RunLimits
	slots  chan struct{}
	// isolated runs each script in a child process (natively); nil runs it in this process.
	isolated *sandbox
}

func newRunner(l RunLimits, onRun func(RunStats)) *runner {
	rn := &runner{limits: l, slots: make(chan struct{}, max(l.Concurrency, 1))}
	rn.isolated = newSandbox(rn, onRun)
	return rn
}

// applied resolves a request's limits against the server's.
func (rn *runner) applied(asked limitsAsked) limitsAsked {
	l := rn.limits
	lower := func(asked, limit int64) int64 {
		if asked > 0 && asked < limit {
			return asked
		}
		return limit
	}
	timeout := l.Timeout.Milliseconds()
	if asked.TimeoutMs > 0 {
		timeout = min(asked.TimeoutMs, l.MaxTimeout.Milliseconds())
	}
	return limitsAsked{
		TimeoutMs:      timeout,
		MaxRows:        int(lower(int64(asked.MaxRows), int64(l.MaxRows))),
		MaxOutputBytes: int(lower(int64(asked.MaxOutputBytes), int64(l.MaxOutputBytes))),
		MaxMemoryBytes: lower(asked.MaxMemoryBytes, l.MaxMemoryBytes),
	}
}

func (rn *runner) serve(w http.ResponseWriter, r *http.Request) {
	var req runRequest
	if !decodeJSON(w, r, rn.limits.MaxBodyBytes, &req) {
		return
	}
	if strings.TrimSpace(req.Script) == "" {
		writeError(w, http.StatusBadRequest, "the script is empty")
		return
	}
	if req.Limits.TimeoutMs < 0 || req.Limits.MaxRows < 0 || req.Limits.MaxOutputBytes < 0 || req.Limits.MaxMemoryBytes < 0 {
		writeError(w, http.StatusBadRequest, "limits must not be negative")
		return
	}
	select {
	case rn.slots <- struct{}{}:
		defer func() { <-rn.slots }()
	case <-time.After(2 * time.Second):
		w.Header().Set("Retry-After", "2")
		writeError(w, http.StatusServiceUnavailable, "the server is busy with other runs; try again shortly")
		return
	case <-r.Context().Done():
		return
	}
	limits := rn.applied(req.Limits)
	var status int
	var body []byte
	if rn.isolated != nil {
		status, body = rn.isolated.answer(r.Context(), req, limits)
	} else {
		status, body = rn.answer(r.Context(), req, limits, nil)
	}
	writeJSONBytes(w, status, body)
}

// answer is a run's HTTP status and body: the never-ending source pre-check, then the run. Natively
// it runs in the child process (sandbox), so the pre-check is under the run's limits too.
// finished, when set, is told of each statement as it ends (the child streams them to the server).
func (rn *runner) answer(ctx context.Context, req runRequest, limits limitsAsked, finished finishedFunc) (int, []byte) {
	if req.Limits.TimeoutMs == 0 {
		if tables := report.UnboundedTables(req.Script); len(tables) > 0 {
			var e apiError
			e.Error.Message = fmt.Sprintf(
				"The source of table %s never ends: give the run a time limit (limits.timeoutMs, at most %d), and it stops there.",
				tables[0], rn.limits.MaxTimeout.Milliseconds())
			b, _ := json.Marshal(e)
			return http.StatusUnprocessableEntity, append(b, '\n')
		}
	}
	return http.StatusOK, encodeWithin(rn.run(ctx, req, limits, finished), limits.MaxOutputBytes)
}

// run runs a script against a fresh in-memory file system: a script never sees the host's files
// or another run's. SET may change only the runtime switches, and not the server's memory cap.
func (rn *runner) run(ctx context.Context, req runRequest, limits limitsAsked, finished finishedFunc) *runAnswer {
	files := vfs.NewMemory()
	for _, f := range req.Files {
		if wc, err := files.Create(f.Path); err == nil {
			_, _ = wc.Write([]byte(f.Content))
			_ = wc.Close()
		}
	}
	memory := strconv.FormatInt(limits.MaxMemoryBytes, 10)
	b := newBudget(ctx, time.Duration(limits.TimeoutMs)*time.Millisecond, limits.MaxMemoryBytes)
	rep := report.Run(b, req.Script, report.Options{
		FS:               files,
		Config:           map[string]string{KeyMemoryMaxBytes: memory},
		MaxRows:          limits.MaxRows,
		MaxFileBytes:     maxFileBytes,
		Topics:           req.Topics,
		MaxTopicMessages: limits.MaxRows,
		MaxTopicBytes:    maxTopicBytes,
		CheckSet: func(key string) error {
			if key == KeyMemoryMaxBytes {
				return refusal(fmt.Sprintf("'%s' is the server's memory limit here (%s bytes); a script cannot SET it.", key, memory))
			}
			return report.OnlyRuntimeSwitches(key)
		},
		Finished: finished,
	})
	answer := &runAnswer{Report: rep, Limits: limits}
	// A limit that fired after the last statement had finished (the heap check's last look)
	// stopped nothing: the answer then says nothing of it.
	if why := b.stop(); why != "" && rep.Error != nil {
		answer.Stopped = why
	}
	return answer
}

// finishedFunc is told of each statement as it ends, with the sinks so far when it ran a job.
type finishedFunc func(s report.Statement, sinks []*report.Sink)

// refusal is a SET the server refuses, in a sentence.
type refusal string

func (r refusal) Error() string { return string(r) }

// halveTopics drops the second half of each topic's messages to fit maxOutputBytes, as shrink
// halves rows; a topic that lost some says so in its Truncated, and its Total still counts them.
func halveTopics(a *runAnswer) bool {
	halved := false
	for i := range a.Topics {
		t := &a.Topics[i]
		if n := len(t.Messages); n > 0 {
			t.Messages, t.Truncated, halved = t.Messages[:n/2], true, true
		}
	}
	return halved
}
