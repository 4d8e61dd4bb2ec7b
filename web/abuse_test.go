//go:build linux

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// abuseScenario is a script of issue 11's attacks, and the limits it is sent with.
type abuseScenario struct {
	name   string
	script string
	// timeoutMs 0 sends none: the server's default applies, and the never-ending source
	// pre-check runs, in the child.
	timeoutMs, memoryBytes int64
	// times is how often it is sent, parallel how many of those at once.
	times, parallel int
	// wantStopped, when set, is the stopped the answer must have.
	wantStopped string
	// wantStatus, when set, is the status the server must answer instead of a report.
	wantStatus int
	// wantKept, when set, is the one value of the first statement's result, which a killed
	// run's answer must keep.
	wantKept string
}

// crashMarker makes the child crash outright (the test hook crashEnv, set only here).
const crashMarker = "flinkpad-test-crash-5b1d"

func abuseScenarios() []abuseScenario {
	var in strings.Builder
	in.WriteString("SELECT 1 IN (")
	for i := range 100_000 {
		if i > 0 {
			in.WriteString(",")
		}
		in.WriteString(strconv.Itoa(i))
	}
	in.WriteString(");")
	var ctes strings.Builder
	ctes.WriteString("WITH c0 AS (SELECT 'ab' AS s)")
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&ctes, ",\n c%d AS (SELECT CONCAT(s, s) AS s FROM c%d)", i, i-1)
	}
	ctes.WriteString("\nSELECT CHAR_LENGTH(s) FROM c30;")
	nestedViews := func(table string) string {
		var views strings.Builder
		views.WriteString(table + "\nCREATE VIEW v0 AS SELECT a FROM t;\n")
		for i := 1; i <= 15; i++ {
			fmt.Fprintf(&views, "CREATE VIEW v%d AS SELECT x.a FROM v%d x JOIN v%d y ON x.a = y.a;\n", i, i-1, i-1)
		}
		views.WriteString("SELECT COUNT(*) FROM v15;")
		return views.String()
	}
	bounded := nestedViews("CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '3', 'number-of-rows' = '3');")
	unbounded := nestedViews("CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'fields.a.min' = '1', 'fields.a.max' = '3');")
	unions := "SELECT 1 AS n" + strings.Repeat(" UNION ALL SELECT 1", 10_000) + ";"
	return []abuseScenario{
		{name: "self-join of one datagen table", script: `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '200000', 'rows-per-second' = '1000000000', 'fields.k.min' = '1', 'fields.k.max' = '50');
SELECT COUNT(*) FROM t a JOIN t b ON a.k = b.k;`, timeoutMs: 3000, memoryBytes: 32 << 20, times: 10, parallel: 2},
		{name: "ROUND with a huge scale", script: "SELECT ROUND(1, 2147483647);", timeoutMs: 2000, memoryBytes: 64 << 20, times: 2, parallel: 2},
		{name: "IN list of 100,000 items", script: in.String(), timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1},
		{name: "30 CTEs doubling a string", script: ctes.String(), timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1},
		{name: "15 nested self-join views", script: bounded, memoryBytes: 64 << 20, times: 1, parallel: 1},
		// The never-ending source pre-check binds the views too, before the run: it must find the
		// source, and answer 422, in bounded time.
		{name: "15 nested self-join views over a never-ending source", script: unbounded, memoryBytes: 64 << 20, times: 1, parallel: 1, wantStatus: http.StatusUnprocessableEntity},
		{name: "10,000 UNION ALLs", script: unions, timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1},
		{name: "LPAD to 2^31-1", script: "SELECT LPAD('x', 2147483647, 'y');", timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1},
		{name: "REPEAT a billion times", script: "SELECT REPEAT('x', 1000000000);", timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1},
		// The hook crashes the child after the first statement: the answer keeps that one.
		{name: "a crash in the child", script: "SELECT 41 + 1 AS kept;\nSELECT '" + crashMarker + "';", timeoutMs: 2000, memoryBytes: 64 << 20, times: 1, parallel: 1,
			wantStopped: "crash", wantKept: "42"},
	}
}

// syncBuffer is a log written by the server's process and read while it runs.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startServeGo builds serve.go and starts it on loopback, with the crash hook armed.
func startServeGo(t *testing.T) (base string, pid int, log *syncBuffer) {
	t.Helper()
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "serve")
	if out, err := exec.Command("go", "build", "-o", bin, "../serve.go").CombinedOutput(); err != nil {
		t.Fatalf("go build serve.go: %v\n%s", err, out)
	}
	siteDir := filepath.Join(tmp, "site")
	if err := os.MkdirAll(siteDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, f := range site {
		if err := os.WriteFile(filepath.Join(siteDir, name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	log = &syncBuffer{}
	cmd := exec.Command(bin, "-addr", addr, "-dir", siteDir, "-data", filepath.Join(tmp, "data"))
	cmd.Env = append(os.Environ(), crashEnv+"="+crashMarker)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		if err := cmd.Wait(); err != nil {
			t.Errorf("serve.go did not stop cleanly: %v\n%s", err, log.String())
		}
	})
	base = "http://" + addr
	for until := time.Now().Add(20 * time.Second); time.Now().Before(until); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			return base, cmd.Process.Pid, log
		}
	}
	t.Fatalf("serve.go did not start: %s", log.String())
	return "", 0, nil
}

// abuseRun is one answer to a scenario's request.
type abuseRun struct {
	status  int
	answer  answer
	elapsed time.Duration
	err     error
}

func postRun(base string, s abuseScenario) abuseRun {
	limits := map[string]any{"maxMemoryBytes": s.memoryBytes}
	if s.timeoutMs > 0 {
		limits["timeoutMs"] = s.timeoutMs
	}
	body, _ := json.Marshal(map[string]any{"script": s.script, "limits": limits})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // a watchdog, not a measure
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/run", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return abuseRun{err: err}
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	run := abuseRun{status: res.StatusCode, elapsed: time.Since(start), err: err}
	if err == nil && res.StatusCode == http.StatusOK {
		run.err = json.Unmarshal(raw, &run.answer)
	} else if err == nil {
		run.err = fmt.Errorf("status %d: %.300s", res.StatusCode, raw)
	}
	return run
}

// watchServer asks /healthz every 100 ms and samples the server's resident size until stop is
// closed; it reports the failed health checks and the largest resident size seen.
func watchServer(base string, pid int, stop <-chan struct{}) (failures *int, peak *int64, done <-chan struct{}) {
	failures, peak = new(int), new(int64)
	finished := make(chan struct{})
	client := &http.Client{Timeout: 5 * time.Second}
	go func() {
		defer close(finished)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			if _, rss := statm(pid); rss > *peak {
				*peak = rss
			}
			res, err := client.Get(base + "/healthz")
			if err != nil || res.StatusCode != http.StatusOK {
				*failures++
			}
			if err == nil {
				res.Body.Close()
			}
		}
	}()
	return failures, peak, finished
}

// abuseFigures are the abuse benchmark's figures over all the scenarios' runs.
type abuseFigures struct {
	runs           int
	overTime       time.Duration // the largest answer time minus its time limit
	overTimeName   string
	serverGrowth   int64 // the server's peak resident size minus its size before
	childPeak      int64 // the largest peak resident size of a child
	childOverCap   int64 // the largest peak minus its run's cap
	childPeakName  string
	healthFailures int
}

func runAbuse(t *testing.T, rounds int) abuseFigures {
	base, pid, log := startServeGo(t)
	// One small run first, so the server's resident size before counts its warm state.
	if run := postRun(base, abuseScenario{script: "SELECT 1;", timeoutMs: 2000, memoryBytes: 64 << 20}); run.err != nil {
		t.Fatalf("a small run: %v", run.err)
	}
	_, before := statm(pid)
	stop := make(chan struct{})
	failures, peak, watched := watchServer(base, pid, stop)
	var f abuseFigures
	defaultTimeout := DefaultRunLimits().Timeout
	for range rounds {
		for _, s := range abuseScenarios() {
			runs := make([]abuseRun, s.times)
			var wg sync.WaitGroup
			next := make(chan int)
			for range s.parallel {
				wg.Go(func() {
					for i := range next {
						runs[i] = postRun(base, s)
					}
				})
			}
			for i := range s.times {
				next <- i
			}
			close(next)
			wg.Wait()
			limit := time.Duration(s.timeoutMs) * time.Millisecond
			if s.timeoutMs == 0 {
				limit = defaultTimeout
			}
			for i, run := range runs {
				f.runs++
				if s.wantStatus != 0 {
					if run.status != s.wantStatus {
						t.Errorf("%s, run %d: status %d, want %d: %v", s.name, i+1, run.status, s.wantStatus, run.err)
					}
					t.Logf("%s, run %d: %v, status %d", s.name, i+1, run.elapsed.Round(time.Millisecond), run.status)
					continue
				}
				if run.err != nil {
					t.Errorf("%s, run %d: the server did not answer: %v", s.name, i+1, run.err)
					continue
				}
				a := run.answer
				switch {
				case s.wantStopped != "" && a.Stopped != s.wantStopped:
					t.Errorf("%s, run %d: stopped %q, want %q: %+v", s.name, i+1, a.Stopped, s.wantStopped, a.Error)
				case a.Stopped != "" && (a.Error == nil || a.Error.Message == ""):
					t.Errorf("%s, run %d: stopped %q without a message", s.name, i+1, a.Stopped)
				case a.Stopped == "crash" && s.wantStopped == "":
					t.Errorf("%s, run %d: the run crashed: %s", s.name, i+1, a.Error.Message)
				case s.wantKept != "" && keptValue(a) != s.wantKept:
					t.Errorf("%s, run %d: the answer kept %q of its first statement, want %q: %+v", s.name, i+1, keptValue(a), s.wantKept, a.Statements)
				}
				if over := run.elapsed - limit; over > f.overTime || f.overTimeName == "" {
					f.overTime, f.overTimeName = over, s.name
				}
				msg := ""
				if a.Error != nil {
					msg = a.Error.Message
				}
				t.Logf("%s, run %d: %v (limit %v), stopped %q: %.160s", s.name, i+1, run.elapsed.Round(time.Millisecond), limit, a.Stopped, msg)
			}
		}
	}
	close(stop)
	<-watched
	if res, err := http.Get(base + "/healthz"); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("/healthz after the scenarios: %v", err)
	} else {
		res.Body.Close()
	}
	f.healthFailures, f.serverGrowth = *failures, *peak-before
	runLine := regexp.MustCompile(`peak_rss=(\d+) memory_cap=(\d+)`)
	for _, m := range runLine.FindAllStringSubmatch(log.String(), -1) {
		rss, _ := strconv.ParseInt(m[1], 10, 64)
		memCap, _ := strconv.ParseInt(m[2], 10, 64)
		if rss-memCap > f.childOverCap || f.childPeakName == "" {
			f.childOverCap, f.childPeak, f.childPeakName = rss-memCap, rss, fmt.Sprintf("cap %d MiB", memCap>>20)
		}
	}
	if f.healthFailures > 0 {
		t.Errorf("/healthz failed %d times during the scenarios", f.healthFailures)
	}
	return f
}

// TestServeGoSurvivesAbuse sends issue 11's attacks to serve.go: every one gets an answer (a run
// stopped at a limit, or done), and /healthz answers throughout and after.
func TestServeGoSurvivesAbuse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds serve.go and runs scripts for half a minute")
	}
	rounds := 1
	if n, err := strconv.Atoi(os.Getenv("FLINKPAD_ABUSEBENCH_ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	f := runAbuse(t, rounds)
	report := fmt.Sprintf("abuse: %d runs; largest answer time over its limit %v (%s); server RSS growth %.1f MiB; largest child peak RSS %.1f MiB, %+.1f MiB against its %s",
		f.runs, f.overTime.Round(time.Millisecond), f.overTimeName, float64(f.serverGrowth)/(1<<20),
		float64(f.childPeak)/(1<<20), float64(f.childOverCap)/(1<<20), f.childPeakName)
	t.Log(report)
	if os.Getenv("FLINKPAD_ABUSEBENCH_ROUNDS") != "" {
		fmt.Println(report)
	}
}

// keptValue is the first cell of the first statement's result, or "" when there is none.
func keptValue(a answer) string {
	if len(a.Statements) == 0 || a.Statements[0].Result == nil || len(a.Statements[0].Result.Rows) == 0 {
		return ""
	}
	if c := a.Statements[0].Result.Rows[0]; len(c) > 0 && c[0] != nil {
		return *c[0]
	}
	return ""
}
