//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo terminal of 40 rows of 200 columns: its controlling side, and the
// terminal a program runs on.
func openPTY(t *testing.T) (control, tty *os.File) {
	t.Helper()
	control, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo terminals: %v", err)
	}
	fd := int(control.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 40, Col: 200}); err != nil {
		t.Fatal(err)
	}
	return control, tty
}

// session is the client running on a pseudo terminal, as a user runs it.
type session struct {
	t       *testing.T
	cmd     *exec.Cmd
	control *os.File
	mu      sync.Mutex
	out     bytes.Buffer
	read    int // how much of out the expectations have consumed
	exited  chan struct{}
}

func startSession(t *testing.T, args ...string) *session {
	t.Helper()
	bin := buildCLI(t)
	control, tty := openPTY(t)
	s := &session{t: t, control: control, exited: make(chan struct{})}
	s.cmd = exec.Command(bin, args...)
	s.cmd.Stdin, s.cmd.Stdout, s.cmd.Stderr = tty, tty, tty
	s.cmd.Env = append(os.Environ(), "TERM=xterm", "HOME="+t.TempDir())
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close()
	t.Cleanup(func() {
		_ = s.cmd.Process.Kill()
		control.Close()
	})
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := control.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	go func() {
		_ = s.cmd.Wait()
		close(s.exited)
	}()
	return s
}

// expect waits until the output after what earlier expectations consumed holds want, and
// consumes it; the watchdog fails the test after 30 s.
func (s *session) expect(want string) string {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		s.mu.Lock()
		text := s.out.String()[s.read:]
		s.mu.Unlock()
		if i := strings.Index(text, want); i >= 0 {
			s.mu.Lock()
			s.read += i + len(want)
			s.mu.Unlock()
			return text[:i+len(want)]
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("no %q after 30 s; the terminal shows:\n%s", want, text)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (s *session) send(keys string) {
	s.t.Helper()
	if _, err := s.control.WriteString(keys); err != nil {
		s.t.Fatal(err)
	}
}

// wait returns the exit status once the client has ended, failing after 30 s.
func (s *session) wait() int {
	s.t.Helper()
	select {
	case <-s.exited:
		return s.cmd.ProcessState.ExitCode()
	case <-time.After(30 * time.Second):
		s.t.Fatal("the client did not end within 30 s")
		return -1
	}
}

// On a terminal: a statement spans lines until its semicolon, Ctrl-C at the prompt drops the
// statement being typed and keeps the session, Ctrl-C while a query runs stops it and returns
// to the prompt, the up arrow recalls the history, and Ctrl-D at an empty line ends the session.
func TestTerminalSession(t *testing.T) {
	history := filepath.Join(t.TempDir(), "history")
	s := startSession(t, "-history", history)
	s.expect("Command history file path: " + history)
	s.expect("Flink SQL> ")
	s.send("SET 'execution.runtime-mode' = 'batch';\r")
	s.expect("[INFO] Execute statement succeeded.")
	s.expect("Flink SQL> ")
	s.send("SELECT 'a;\r")
	s.expect("\n> ")
	s.send("b' AS x;\r")
	if got := s.expect("1 row in set"); !strings.Contains(got, "| a;\r\nb |") {
		t.Errorf("the statement over two lines printed:\n%s", got)
	}
	s.expect("Flink SQL> ")

	s.send("SELECT 42 AS dropped")
	s.send("\x03")
	s.expect("^C")
	s.expect("Flink SQL> ")
	s.send("SHOW CURRENT CATALOG;\r")
	if got := s.expect("1 row in set"); strings.Contains(got, "dropped") {
		t.Errorf("the statement Ctrl-C dropped ran:\n%s", got)
	}
	s.expect("Flink SQL> ")

	s.send("SET 'execution.runtime-mode' = 'streaming';\r")
	s.expect("Flink SQL> ")
	s.send("CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5');\r")
	s.expect("Flink SQL> ")
	s.send("SELECT k FROM gen;\r")
	s.expect("| +I |")
	s.send("\x03")
	s.expect("Query terminated, received a total of ")
	s.expect("Flink SQL> ")

	s.send("\x1b[A") // up: the query again
	s.expect("SELECT k FROM gen;")
	s.send("\x15") // Ctrl-U empties the line
	s.send("\x04")
	if code := s.wait(); code != 0 {
		t.Errorf("exit status %d after Ctrl-D", code)
	}
	saved, err := os.ReadFile(history)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved), "SELECT k FROM gen;\n") || strings.Contains(string(saved), "dropped") {
		t.Errorf("history file:\n%s", saved)
	}
}

// QUIT; ends a terminal session with the client's message.
func TestTerminalQuit(t *testing.T) {
	s := startSession(t, "-history", filepath.Join(t.TempDir(), "history"))
	s.expect("Flink SQL> ")
	s.send("quit;\r")
	s.expect(messageQuit)
	if code := s.wait(); code != 0 {
		t.Errorf("exit status %d after QUIT", code)
	}
}
