package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/peterh/liner"
)

// errLineAborted is Ctrl-C at the prompt: the line, and the entry it belongs to, are dropped.
var errLineAborted = errors.New("line aborted")

// lineSource reads the REPL's input one line at a time. readLine returns io.EOF at the end of
// the input or on Ctrl-D at an empty line, and errLineAborted on Ctrl-C.
type lineSource interface {
	readLine(prompt string) (string, error)
	// terminal reports whether the lines come from a terminal, with line editing.
	terminal() bool
	close()
}

// plainLines reads lines from a stream that is not a terminal, printing each prompt.
type plainLines struct {
	in  *bufio.Reader
	out io.Writer
}

func newPlainLines(in io.Reader, out io.Writer) *plainLines {
	return &plainLines{in: bufio.NewReader(in), out: out}
}

func (p *plainLines) readLine(prompt string) (string, error) {
	fmt.Fprint(p.out, prompt)
	line, err := p.in.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil // a last line without its newline
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), err
}

func (p *plainLines) terminal() bool { return false }
func (p *plainLines) close()         {}

// terminalLines reads lines from the terminal with line editing and history, as the SQL
// client's JLine reader does. Between prompts the terminal is in the mode the user had, so that
// Ctrl-C while a statement runs is SIGINT, and the statement's output prints as usual.
type terminalLines struct {
	state       *liner.State
	user, raw   liner.ModeApplier
	historyPath string
	// plain takes over when standard output turns out not to be a terminal (liner needs one
	// for line editing): /dev/null is a character device too.
	plain *plainLines
}

// newTerminalLines opens the terminal on standard input; it fails when standard input is not
// a terminal. Its history lives in historyPath, which it creates, printing where it is, as the
// client does.
func newTerminalLines(historyPath string, out io.Writer) (*terminalLines, error) {
	user, err := liner.TerminalMode()
	if err != nil {
		return nil, err
	}
	t := &terminalLines{state: liner.NewLiner(), user: user, historyPath: historyPath}
	if t.raw, err = liner.TerminalMode(); err != nil {
		t.state.Close()
		return nil, err
	}
	t.user.ApplyMode()
	t.state.SetCtrlCAborts(true)
	t.state.SetMultiLineMode(true)
	if err := t.loadHistory(); err != nil {
		fmt.Fprintf(out, "Unable to create history file: %s\n", historyPath)
		t.historyPath = ""
	} else {
		fmt.Fprintf(out, "Command history file path: %s\n", historyPath)
	}
	return t, nil
}

func (t *terminalLines) loadHistory() error {
	if err := os.MkdirAll(filepath.Dir(t.historyPath), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(t.historyPath, os.O_RDONLY|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = t.state.ReadHistory(f)
	return err
}

func (t *terminalLines) saveHistory() {
	if t.historyPath == "" {
		return
	}
	f, err := os.OpenFile(t.historyPath, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return
	}
	defer f.Close()
	t.state.WriteHistory(f)
}

func (t *terminalLines) readLine(prompt string) (string, error) {
	if t.plain != nil {
		return t.plain.readLine(prompt)
	}
	t.raw.ApplyMode()
	line, err := t.state.Prompt(prompt)
	t.user.ApplyMode()
	switch {
	case errors.Is(err, liner.ErrNotTerminalOutput):
		t.plain = newPlainLines(os.Stdin, os.Stdout)
		return t.plain.readLine(prompt)
	case errors.Is(err, liner.ErrPromptAborted):
		return "", errLineAborted
	case err != nil:
		return "", err
	}
	if strings.TrimSpace(line) != "" {
		t.state.AppendHistory(line)
		t.saveHistory()
	}
	return line, nil
}

func (t *terminalLines) terminal() bool { return true }
func (t *terminalLines) close()         { t.state.Close() }

// defaultHistoryPath is the history file in the user's home, as the client's
// ~/.flink-sql-history is.
func defaultHistoryPath() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".flinkpad-sql-history")
}
