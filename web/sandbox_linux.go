//go:build linux

package web

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/report"
)

// sandbox runs each script in a child process: the server's own executable, started again with
// childEnv set, so SandboxMain turns it into a run. The child limits itself (rlimits, a Go memory
// limit) before it reads the script, and the server watches it from outside: it kills the child's
// process group at the time limit plus killGrace, or as soon as its resident size passes the
// memory cap plus childAllowance. Whatever the engine does, a crash, a loop that ignores its
// context or one huge allocation, ends the child and not the server, and the answer says which.
type sandbox struct {
	rn      *runner
	exe     string
	onRun   func(RunStats)
	crashOn string
	// spare is a child started ahead, waiting for its request: it saves a run the start-up.
	spare chan *child
}

const (
	// childEnv marks the child; its value is unused.
	childEnv = "FLINKPAD_RUN_CHILD"
	// crashEnv is a test hook, set only by tests on the server: a run whose script contains its
	// value dies in the child of a fatal error no recover catches, after its first statement.
	crashEnv = "FLINKPAD_TEST_CRASH_ON"
	// childAllowance is what a child may hold beyond the run's memory cap before it is killed:
	// the runtime, the engine's code and tables, and the garbage not yet collected.
	childAllowance = 64 << 20
	// killGrace is how long past its time limit a child has to answer before it is killed.
	killGrace = 500 * time.Millisecond
	// pollEvery is how often the server reads a child's resident size.
	pollEvery = 5 * time.Millisecond
	// outputSlack is how much a child's output may exceed twice maxOutputBytes (its events, then
	// its answer with the status line, a report that cannot shrink further) before it is cut off.
	outputSlack = 1 << 20
	// stderrBytes is how much of a child's standard error is kept, for a crash's message.
	stderrBytes = 8 << 10
)

// childArmed is true once SandboxMain has run in a process that is not a child: only then can
// the executable serve as one.
var childArmed bool

// SandboxMain must be the first call of a main that serves /api/run natively (serve.go's). In
// the server it returns at once; in a run's child process, the same executable started by the
// server, it runs the one request the server writes to its standard input, writes the answer to
// its standard output, and exits.
func SandboxMain() {
	if os.Getenv(childEnv) == "" {
		childArmed = true
		return
	}
	os.Exit(childMain(os.Stdin, os.Stdout))
}

// childRequest is what the server writes to a child: the request, its limits as applied, and the
// server's limits (for the messages that name them).
type childRequest struct {
	Request runRequest  `json:"request"`
	Limits  limitsAsked `json:"limits"`
	Server  RunLimits   `json:"server"`
	CrashOn string      `json:"crashOn,omitempty"`
}

func childMain(in io.Reader, out io.Writer) int {
	var cr childRequest
	if err := json.NewDecoder(in).Decode(&cr); err != nil {
		fmt.Fprintln(os.Stderr, "flinkpad run child: reading the request:", err)
		return 2
	}
	if err := limitSelf(cr.Limits); err != nil {
		fmt.Fprintln(os.Stderr, "flinkpad run child: setting limits:", err)
		return 2
	}
	rn := &runner{limits: cr.Server}
	events := &eventWriter{w: out, left: cr.Limits.MaxOutputBytes}
	finished := events.finished
	if cr.CrashOn != "" && strings.Contains(cr.Request.Script, cr.CrashOn) {
		// The test hook: die of a fatal error no recover catches, once the first statement
		// has finished and been streamed.
		finished = func(st report.Statement, sinks []*report.Sink) {
			events.finished(st, sinks)
			go func() {
				var mu sync.Mutex
				mu.Unlock() //nolint:staticcheck // the test hook's deliberate fatal error
			}()
			select {}
		}
	}
	status, body := rn.answer(context.Background(), cr.Request, cr.Limits, finished)
	events.mu.Lock() // a job still running cannot add an event after the answer
	events.left = 0
	events.mu.Unlock()
	w := bufio.NewWriter(out)
	if err := writeChildAnswer(w, status, body); err != nil || w.Flush() != nil {
		return 2
	}
	return 0
}

// limitSelf is the child's own backstop, set before the script is read: address space, CPU
// seconds, no core files, no files written, a handful of descriptors, and a Go memory limit that
// makes the collector work harder as the run nears its cap.
func limitSelf(l limitsAsked) error {
	memCap := l.MaxMemoryBytes + childAllowance
	debug.SetMemoryLimit(l.MaxMemoryBytes + childAllowance/2)
	cpu := uint64((l.TimeoutMs+999)/1000) + 2
	for _, r := range []struct {
		resource int
		limit    uint64
	}{
		// The runtime reserves address space well beyond what it touches: the bound is loose,
		// and the resident size the server watches is the tight one.
		{syscall.RLIMIT_AS, uint64(virtualSize()) + 2*uint64(memCap) + 1<<30},
		{syscall.RLIMIT_CPU, cpu},
		{syscall.RLIMIT_CORE, 0},
		{syscall.RLIMIT_FSIZE, 0},
		{syscall.RLIMIT_NOFILE, 16},
	} {
		if err := syscall.Setrlimit(r.resource, &syscall.Rlimit{Cur: r.limit, Max: r.limit}); err != nil {
			return fmt.Errorf("rlimit %d: %w", r.resource, err)
		}
	}
	return nil
}

// virtualSize is this process's address space in bytes.
func virtualSize() int64 {
	vm, _ := statm(os.Getpid())
	return vm
}

// statm reads a process's address space and resident size, in bytes.
func statm(pid int) (vm, rss int64) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0, 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, 0
	}
	page := int64(os.Getpagesize())
	v, _ := strconv.ParseInt(f[0], 10, 64)
	r, _ := strconv.ParseInt(f[1], 10, 64)
	return v * page, r * page
}

func newSandbox(rn *runner, onRun func(RunStats)) *sandbox {
	if !childArmed {
		panic("web: call web.SandboxMain first in main: each run of /api/run is a child process of this executable")
	}
	// /proc/self/exe is the running binary even once a deploy has replaced the file on disk, so
	// a child always speaks its server's protocol.
	exe := "/proc/self/exe"
	if _, err := os.Stat(exe); err != nil {
		if exe, err = os.Executable(); err != nil {
			panic("web: cannot find this executable to run scripts in: " + err.Error())
		}
	}
	s := &sandbox{rn: rn, exe: exe, onRun: onRun, crashOn: os.Getenv(crashEnv), spare: make(chan *child, 1)}
	go s.refill()
	return s
}

// child is one started child process.
type child struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *cappedBuffer
	stderr *cappedBuffer
	done   chan struct{}
	err    error // Wait's, once done is closed
}

func (s *sandbox) start(outputCap int) (*child, error) {
	cmd := exec.Command(s.exe)
	cmd.Dir = "/"
	cmd.Env = []string{childEnv + "=1", "GOMAXPROCS=1"}
	for _, k := range []string{"TZ", "ZONEINFO"} {
		if v, ok := os.LookupEnv(k); ok {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.WaitDelay = time.Second
	c := &child{cmd: cmd, stdout: &cappedBuffer{max: outputCap}, stderr: &cappedBuffer{max: stderrBytes}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = c.stdout, c.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	c.stdin = stdin
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		c.err = cmd.Wait()
		close(c.done)
	}()
	return c, nil
}

// kill ends the child's whole process group.
func (c *child) kill() {
	_ = syscall.Kill(-c.cmd.Process.Pid, syscall.SIGKILL)
}

func (c *child) exited() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// refill starts a spare child unless one is waiting.
func (s *sandbox) refill() {
	c, err := s.start(outputCap(s.rn.limits.MaxOutputBytes))
	if err != nil {
		return
	}
	select {
	case s.spare <- c:
	default:
		c.kill()
		<-c.done
	}
}

func (s *sandbox) answer(ctx context.Context, req runRequest, limits limitsAsked) (int, []byte) {
	began := time.Now()
	var c *child
	select {
	case c = <-s.spare:
	default:
	}
	go s.refill()
	if c == nil || c.exited() {
		var err error
		if c, err = s.start(outputCap(s.rn.limits.MaxOutputBytes)); err != nil {
			b, _ := json.Marshal(errorBody("could not start the run: " + err.Error()))
			return http.StatusInternalServerError, append(b, '\n')
		}
	}
	c.stdout.setMax(outputCap(limits.MaxOutputBytes))
	payload, _ := json.Marshal(childRequest{Request: req, Limits: limits, Server: s.rn.limits, CrashOn: s.crashOn})
	go func() {
		// A child that dies before reading it all fails this write, and its exit says why.
		_, _ = c.stdin.Write(payload)
		_ = c.stdin.Close()
	}()
	timeout := time.Duration(limits.TimeoutMs) * time.Millisecond
	memCap := limits.MaxMemoryBytes + childAllowance
	pid := c.cmd.Process.Pid
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	deadline := time.NewTimer(timeout + killGrace)
	defer deadline.Stop()
	var killedFor string
	var peak int64
	kill := func(why string) {
		if killedFor == "" {
			killedFor = why
		}
		c.kill()
	}
watch:
	for {
		select {
		case <-c.done:
			break watch
		case <-tick.C:
			if _, rss := statm(pid); rss > 0 {
				peak = max(peak, rss)
				if rss > memCap {
					kill("memory")
				}
			}
			if c.stdout.overflowed() {
				kill("output")
			}
		case <-deadline.C:
			kill("time")
		case <-ctx.Done():
			kill("cancel")
		}
	}
	if ps := c.cmd.ProcessState; ps != nil {
		// The kernel's high-water mark, which also counts a run too short for any poll.
		if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
			peak = max(peak, ru.Maxrss<<10)
		}
	}
	status, body, stopped := s.outcome(c, killedFor, limits)
	if s.onRun != nil {
		s.onRun(RunStats{Elapsed: time.Since(began), Timeout: timeout, PeakRSS: peak, MemoryCap: limits.MaxMemoryBytes, Stopped: stopped, Status: status})
	}
	return status, body
}

// outcome is the answer of a child that has exited: its own when it ran to the end, else one
// that says what ended it.
func (s *sandbox) outcome(c *child, killedFor string, limits limitsAsked) (status int, body []byte, stopped string) {
	c.stdout.mu.Lock()
	events, code, answer, answered := readChildOutput(c.stdout.buf.Bytes())
	c.stdout.mu.Unlock()
	if killedFor == "" && c.err == nil && answered {
		var a struct {
			Stopped string `json:"stopped"`
		}
		_ = json.Unmarshal(answer, &a)
		return code, answer, a.Stopped
	}
	partial := func(stopped, message string) []byte {
		return stoppedAnswer(limits, stopped, message, events)
	}
	timeLimit := fmt.Sprintf("The run reached its time limit of %d ms; its process was stopped.", limits.TimeoutMs)
	memoryLimit := fmt.Sprintf("The run used more than its memory limit of %d bytes; its process was stopped.", limits.MaxMemoryBytes)
	limitError := func(why, msg string) (int, []byte, string) {
		return http.StatusOK, partial(why, flinkerr.ClassLimitExceeded+": "+msg), why
	}
	var exit *exec.ExitError
	signaled := errors.As(c.err, &exit) && exit.Sys().(syscall.WaitStatus).Signaled()
	stderr := c.stderr.buf.String()
	switch {
	case killedFor == "time":
		return limitError("time", timeLimit)
	case killedFor == "memory":
		return limitError("memory", memoryLimit)
	case killedFor == "cancel":
		b, _ := json.Marshal(errorBody("the request was cancelled"))
		return http.StatusServiceUnavailable, append(b, '\n'), "cancel"
	case killedFor == "output":
		return http.StatusOK, partial("crash", fmt.Sprintf(
			"flinkpad.RunCrashed: The run's output grew past %d bytes without shrinking to its limit; its process was stopped.", outputCap(limits.MaxOutputBytes))), "crash"
	case signaled && exit.Sys().(syscall.WaitStatus).Signal() == syscall.SIGXCPU:
		return limitError("time", timeLimit)
	case signaled && exit.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL,
		strings.Contains(stderr, "out of memory"):
		// Killed by someone else than the server (the kernel's OOM killer), or the runtime
		// could not map more: the address-space backstop.
		return limitError("memory", memoryLimit)
	}
	why := firstLine(stderr)
	if why == "" && c.err != nil {
		why = c.err.Error()
	}
	if why == "" {
		why = "no answer"
	}
	return http.StatusOK, partial("crash", fmt.Sprintf(
		"flinkpad.RunCrashed: The run's process crashed (%s). The server is unaffected; the report keeps the statements that had finished.", why)), "crash"
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	if len(line) > 200 {
		n := 200
		for n > 0 && !utf8.RuneStart(line[n]) {
			n--
		}
		line = line[:n] + ellipsis
	}
	return line
}

// cappedBuffer keeps the first max bytes written to it and drops the rest, noting that it did.
type cappedBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	max  int
	over bool
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - b.buf.Len(); len(p) > room {
		b.buf.Write(p[:max(room, 0)])
		b.over = true
		return len(p), nil
	}
	return b.buf.Write(p)
}

func (b *cappedBuffer) setMax(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.max = n
}

func (b *cappedBuffer) overflowed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.over
}

// stoppedAnswer is the answer of a run whose process was killed or died: the statements that had
// finished before, cut to the answer's size, and what stopped it.
func stoppedAnswer(limits limitsAsked, stopped, message string, events []childEvent) []byte {
	r := partialReport(events)
	r.Error = &report.Error{Message: message}
	if n := len(r.Statements); n > 0 && r.Statements[n-1].Error != nil {
		// The script had stopped at that error (the limit, seen in the child) before the kill:
		// it is the run's first error, with its position.
		r.Error = r.Statements[n-1].Error
	}
	return encodeWithin(&runAnswer{Report: r, Limits: limits, Stopped: stopped}, limits.MaxOutputBytes)
}

// outputCap is how much of a child's output the server reads: its events, its answer, and slack.
func outputCap(maxOutputBytes int) int { return 2*maxOutputBytes + outputSlack }
