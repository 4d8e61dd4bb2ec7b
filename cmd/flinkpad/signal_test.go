//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var cliBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "flinkpad-cli-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "flinkpad")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// buildCLI builds the command once, to run it as a user does and send it signals.
func buildCLI(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin, err := cliBinary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// startScript runs the binary on a script and returns once its standard output holds a line
// with want, with the output read so far, the rest of it, and the process.
func startScript(t *testing.T, bin, script, want string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer, chan struct{}) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.sql")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-f", path)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	var out bytes.Buffer
	seen, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		r := bufio.NewReader(stdout)
		found := false
		for {
			line, err := r.ReadString('\n')
			out.WriteString(line)
			if !found && strings.Contains(line, want) {
				close(seen)
				found = true
			}
			if err != nil {
				return
			}
		}
	}()
	select {
	case <-seen:
	case <-done:
		t.Fatalf("the script ended before printing %q:\n%s\n%s", want, out.String(), stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatalf("no %q after 30 s:\n%s", want, out.String())
	}
	return cmd, &out, &stderr, done
}

func exitCode(t *testing.T, cmd *exec.Cmd, done chan struct{}) int {
	t.Helper()
	<-done
	err := cmd.Wait()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode()
}

const unboundedTable = "SET 'execution.runtime-mode' = 'streaming';\n" +
	"CREATE TABLE gen (k INT, s STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '5', " +
	"'fields.k.min' = '1', 'fields.k.max' = '2', 'fields.s.length' = '3');\n"

// Ctrl-C stops a streaming query over an unbounded source: the rows printed so far stay, the
// table ends with the SQL client's "Query terminated" line, the rest of the script does not
// run, and the exit status is 130.
func TestInterruptStopsAnUnboundedQuery(t *testing.T) {
	bin := buildCLI(t)
	cmd, out, stderr, done := startScript(t, bin, unboundedTable+"SELECT k, s FROM gen;\nSHOW TABLES;\n", "| +I |")
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if code := exitCode(t, cmd, done); code != 130 {
		t.Errorf("exit status %d, want 130", code)
	}
	text := out.String()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	last := lines[len(lines)-1]
	rows := strings.Count(text, "| +I |")
	if want := "Query terminated, received a total of "; !strings.HasPrefix(last, want) || !strings.Contains(last, " "+strconv.Itoa(rows)+" row") {
		t.Errorf("last line %q, want %q with the %d rows printed", last, want, rows)
	}
	if !strings.Contains(text, "| op |           k |") {
		t.Errorf("no streaming tableau header:\n%s", text)
	}
	if strings.Contains(text, "table name") {
		t.Errorf("the statement after the cancelled query ran:\n%s", text)
	}
	if !strings.Contains(stderr.String(), "Cancelling the job") {
		t.Errorf("stderr: %q", stderr.String())
	}
}

// Ctrl-C cancels an INSERT's unbounded job: the print sink's rows stay, and the statement fails
// with Flink's JobCancellationException.
func TestInterruptCancelsAnUnboundedInsert(t *testing.T) {
	bin := buildCLI(t)
	script := unboundedTable + "CREATE TABLE counts (k INT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'c');\n" +
		"INSERT INTO counts SELECT k, COUNT(*) FROM gen GROUP BY k;\nSHOW TABLES;\n"
	cmd, out, _, done := startScript(t, bin, script, "c> +I[")
	time.Sleep(1200 * time.Millisecond) // the next second's changes
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if code := exitCode(t, cmd, done); code != 130 {
		t.Errorf("exit status %d, want 130", code)
	}
	text := out.String()
	if !strings.Contains(text, "c> -U[") || !strings.Contains(text, "c> +U[") {
		t.Errorf("the aggregate's updates did not print while it ran:\n%s", text)
	}
	if !strings.HasSuffix(text, "[ERROR] Could not execute SQL statement. Reason:\n"+
		"org.apache.flink.runtime.client.JobCancellationException: Job was cancelled.\n") {
		t.Errorf("output does not end with the job's cancellation:\n%s", text)
	}
}

// A second Ctrl-C exits at once, whatever the first one was waiting for.
func TestSecondInterruptExits(t *testing.T) {
	bin := buildCLI(t)
	cmd, _, _, done := startScript(t, bin, unboundedTable+"SELECT k FROM gen;\n", "| +I |")
	_ = cmd.Process.Signal(os.Interrupt)
	_ = cmd.Process.Signal(os.Interrupt)
	if code := exitCode(t, cmd, done); code != 130 {
		t.Errorf("exit status %d, want 130", code)
	}
}

// In the interactive client, Ctrl-C stops the running query and the session goes on with the
// next statement; the end of the input ends it with status 0.
func TestInterruptInTheREPLReturnsToThePrompt(t *testing.T) {
	bin := buildCLI(t)
	cmd := exec.Command(bin, "-history", filepath.Join(t.TempDir(), "history"))
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	lines := make(chan string, 1000)
	go func() {
		defer close(lines)
		r := bufio.NewReader(stdout)
		for {
			line, err := r.ReadString('\n')
			lines <- line
			if err != nil {
				return
			}
		}
	}()
	var seen strings.Builder
	await := func(want string) {
		t.Helper()
		timeout := time.After(30 * time.Second)
		for {
			select {
			case line, ok := <-lines:
				seen.WriteString(line)
				if strings.Contains(line, want) {
					return
				}
				if !ok {
					t.Fatalf("the client ended before printing %q:\n%s", want, seen.String())
				}
			case <-timeout:
				t.Fatalf("no %q after 30 s:\n%s", want, seen.String())
			}
		}
	}
	io.WriteString(stdin, unboundedTable+"SELECT k FROM gen;\n")
	await("| +I |")
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	await("Query terminated, received a total of ")
	io.WriteString(stdin, "SHOW TABLES;\n")
	await("|        gen |")
	stdin.Close()
	for range lines {
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("the session did not end cleanly at the end of its input: %v", err)
	}
}
