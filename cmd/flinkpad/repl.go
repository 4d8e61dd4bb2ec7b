package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/flinkpad/flinkpad/engine"
)

// The SQL client's prompts: its own, and JLine's for the lines that continue a statement.
const (
	promptFirst    = "Flink SQL> "
	promptContinue = "> "
)

// repl reads entries from lines and runs them one by one in one client session, going on after
// errors, as the SQL client's interactive mode does (CliClient.getAndExecuteStatements). It
// ends at the end of the input, on Ctrl-D at an empty line, or at QUIT; or EXIT;.
func (c *cli) repl(ctx context.Context, lines lineSource) int {
	defer lines.close()
	session := c.te.NewClientSession()
	var e entry
	for {
		prompt := promptContinue
		if e.empty() {
			// The client makes space before each statement's prompt.
			fmt.Fprintln(c.stdout)
			prompt = promptFirst
		}
		line, err := lines.readLine(prompt)
		switch {
		case errors.Is(err, errLineAborted):
			e.reset()
			continue
		case err == io.EOF:
			fmt.Fprintln(c.stdout) // ends the prompt's line
			return 0
		case err != nil:
			fmt.Fprintf(c.stderr, "flinkpad: %v\n", err)
			return 1
		}
		if !e.add(line) {
			continue
		}
		text := e.String()
		e.reset()
		switch cmd := clientCommand(text); cmd {
		case commandQuit:
			fmt.Fprintln(c.stdout, messageQuit)
			return 0
		case commandHelp:
			fmt.Fprintln(c.stdout, helpText())
		case commandClear:
			clearScreen(c.stdout, lines.terminal())
		case notACommand:
			c.runEntry(ctx, session, text)
		default:
			panic(fmt.Sprintf("client command %d has no handler", cmd))
		}
		if ctx.Err() != nil {
			return exitInterrupted
		}
	}
}

// runEntry runs an entry's statements; Ctrl-C cancels them and returns to the prompt.
func (c *cli) runEntry(ctx context.Context, session *engine.ClientSession, text string) {
	c.runStatements(ctx, text, session)
}
