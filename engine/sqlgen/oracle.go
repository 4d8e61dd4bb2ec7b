package sqlgen

import (
	"context"
	"fmt"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/report"
)

// Limits are the bounds the oracle runs a script under, and how far past them it may go.
type Limits struct {
	// Time is the run's time limit: its context's deadline.
	Time time.Duration
	// MemoryBytes is the engine's memory cap, flinkpad.memory.max-bytes.
	MemoryBytes int64
	// Grace is how long past Time a run may take to return before it counts as a breach.
	Grace time.Duration
	// MaxHeapGrowth is how far the heap may grow during a run before it counts as a breach.
	MaxHeapGrowth uint64
	// Runaway, when the heap grows past it, calls OnRunaway at once: a run that allocates
	// gigabytes would otherwise take the machine's memory before it returns.
	Runaway   uint64
	OnRunaway func(heapGrowth uint64)
}

// DefaultLimits are those of the package's test: 1 s, 64 MiB, 3 s of grace (the oracle waits
// twice that before it gives up on a run), and a heap that may grow to four times the cap.
func DefaultLimits() Limits {
	return Limits{Time: time.Second, MemoryBytes: 64 << 20, Grace: 3 * time.Second,
		MaxHeapGrowth: 4 * (64 << 20), Runaway: 1 << 30}
}

// Outcome is what the oracle saw of one run.
type Outcome struct {
	// Failure names the breach, "" when the run kept to the rules; Detail says more.
	Failure, Detail string
	// Elapsed is how long report.Run took; Returned is false when it had not returned when the
	// oracle gave up waiting.
	Elapsed  time.Duration
	Returned bool
	// HeapGrowth is the largest growth of the heap's objects seen during the run.
	HeapGrowth uint64
	// Errors is each failing statement's message (a run stops at its first error).
	Errors []string
	// Statements counts the statements the report lists.
	Statements int
}

// The kinds of failure.
const (
	FailInternal = "internal error"
	FailPanic    = "escaping panic"
	FailTime     = "time limit breached"
	FailHeap     = "heap grew past the cap"
)

const heapMetric = "/memory/classes/heap/objects:bytes"

func heapBytes() uint64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// Check runs a script as /api/run does (report.Run, a fresh in-memory file system, SET limited to
// the runtime switches, the engine's memory cap set and not settable) under l, and judges it.
func Check(script string, l Limits) Outcome {
	runtime.GC() // so that the heap's growth counts this run's objects, not the last one's garbage
	base := heapBytes()
	ctx, cancel := context.WithTimeout(context.Background(), l.Time)
	defer cancel()

	type result struct {
		rep   *report.Report
		panic string
	}
	done := make(chan result, 1)
	start := time.Now()
	go func() {
		var res result
		defer func() {
			if p := recover(); p != nil {
				res.panic = fmt.Sprintf("%v\n%s", p, debug.Stack())
			}
			done <- res
		}()
		res.rep = runLikeServer(ctx, script, l.MemoryBytes)
	}()

	var o Outcome
	sample := time.NewTicker(5 * time.Millisecond)
	defer sample.Stop()
	watchdog := time.NewTimer(l.Time + l.Grace)
	defer watchdog.Stop()
	giveUp := time.NewTimer(l.Time + 2*l.Grace)
	defer giveUp.Stop()
	runawayReported := false
	var res result
wait:
	for {
		select {
		case res = <-done:
			o.Returned = true
			break wait
		case <-sample.C:
			if h := heapBytes(); h > base {
				o.HeapGrowth = max(o.HeapGrowth, h-base)
			}
			if l.Runaway > 0 && o.HeapGrowth > l.Runaway && !runawayReported && l.OnRunaway != nil {
				runawayReported = true
				l.OnRunaway(o.HeapGrowth)
			}
		case <-watchdog.C:
			// Keep waiting, to measure how far past its limit the run goes.
		case <-giveUp.C:
			break wait
		}
	}
	o.Elapsed = time.Since(start)
	if h := heapBytes(); h > base {
		o.HeapGrowth = max(o.HeapGrowth, h-base)
	}
	if res.rep != nil {
		o.Statements = len(res.rep.Statements)
		for _, s := range res.rep.Statements {
			if s.Error != nil {
				o.Errors = append(o.Errors, s.Error.Message)
			}
		}
	}
	switch {
	case res.panic != "":
		o.Failure, o.Detail = FailPanic, res.panic
	case !o.Returned || o.Elapsed > l.Time+l.Grace:
		o.Failure, o.Detail = FailTime, fmt.Sprintf("returned after %v (returned: %v), limit %v", o.Elapsed.Round(time.Millisecond), o.Returned, l.Time)
	case l.MaxHeapGrowth > 0 && o.HeapGrowth > l.MaxHeapGrowth:
		o.Failure, o.Detail = FailHeap, fmt.Sprintf("the heap grew by %d bytes, cap %d", o.HeapGrowth, l.MemoryBytes)
	default:
		for _, e := range o.Errors {
			if isInternal(e) {
				o.Failure, o.Detail = FailInternal, e
			}
		}
	}
	return o
}

// isInternal tells an internal error's message: engine.ErrInternal as the report prints it.
func isInternal(msg string) bool {
	return strings.Contains(msg, "Flinkpad internal error") || strings.Contains(msg, "flinkpad.InternalError")
}

// runLikeServer is web's runner.run without its HTTP: the same options and SET filter.
func runLikeServer(ctx context.Context, script string, memory int64) *report.Report {
	mem := strconv.FormatInt(memory, 10)
	return report.Run(ctx, script, report.Options{
		FS:           vfs.NewMemory(),
		Config:       map[string]string{engine.KeyMemoryMaxBytes: mem},
		MaxRows:      1000,
		MaxFileBytes: 64 << 10,
		CheckSet: func(key string) error {
			if key == engine.KeyMemoryMaxBytes {
				return fmt.Errorf("'%s' is the server's memory limit here (%s bytes); a script cannot SET it", key, mem)
			}
			return report.OnlyRuntimeSwitches(key)
		},
	})
}

var digits = regexp.MustCompile(`[0-9]+`)

// Signature groups failures that are likely one bug: the kind and the message, its numbers
// blanked, cut short.
func (o Outcome) Signature() string {
	d := o.Detail
	if o.Failure == FailPanic {
		d, _, _ = strings.Cut(d, "\n")
	}
	if o.Failure == FailTime || o.Failure == FailHeap {
		d = ""
	}
	d = digits.ReplaceAllString(d, "N")
	if len(d) > 120 {
		d = d[:120]
	}
	return o.Failure + ": " + d
}
