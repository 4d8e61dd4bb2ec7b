// Command flinkpad runs Flink SQL the way Flink's SQL client does: print sinks write to standard
// output, results print as tables, each other statement reports
// "[INFO] Execute statement succeeded.", and an error reports
// "[ERROR] Could not execute SQL statement. Reason:" with Flink's exception.
//
// Usage:
//
//	flinkpad -f script.sql   run a file; the first error stops it, with exit status 1
//	flinkpad                 read statements from standard input, going on after errors
//
// # Results
//
// Results print as the client's Printer prints them. A query in batch mode prints once it has
// ended, as a tableau whose columns are as wide as their values, at most
// table.display.max-column-width (30 by default), a wider value cut with "...", NULL as <NULL>.
// A query in streaming mode prints as the client's tableau mode does: the header at once, its
// widths from the column types, with an "op" column, each change as it arrives, and "Received a
// total of N rows" at its end. A query's last line ends with the time it took, " (0.12
// seconds)", unless 'sql-client.display.print-time-cost' is 'false'. Every other result with
// rows (SHOW, DESCRIBE, SHOW CREATE, EXPLAIN) is a tableau that is never cut, with NULL as an
// empty cell. Queries print in the client's tableau result mode whatever
// 'sql-client.execution.result-mode' says: the client's default, table, is a full-screen view
// Flinkpad does not have, and the client's -f refuses every mode but tableau.
//
// # The interactive client
//
// Without -f, flinkpad is the client's interactive mode. A statement may span lines: it ends at
// a line ending with a semicolon outside string literals, quoted identifiers and comments; until
// then the prompt "> " continues it. A statement set begun with BEGIN STATEMENT SET; queues the
// INSERTs entered after it until END;. The client's own commands: HELP; lists the commands,
// CLEAR; clears the terminal, QUIT; or EXIT; ends the session, and so does Ctrl-D at an empty
// line. On a terminal, lines can be edited, and the history (up and down arrows, Ctrl-R) is kept
// in ~/.flinkpad-sql-history, or the file -history names; Ctrl-C at the prompt drops the
// statement being typed. When standard input is not a terminal, statements are read from it as
// they come, without line editing.
//
// # Stopping a job
//
// A job over an unbounded source (a 'datagen' table without 'number-of-rows') runs until it is
// stopped. Ctrl-C (SIGINT) cancels the running statement cleanly: what it printed stays, a
// streaming query ends its table with Flink's "Query terminated, received a total of N rows",
// and an INSERT reports Flink's JobCancellationException. With -f the rest of the script does
// not run, and the exit status is 130 (128 + SIGINT, as shells report a program stopped by
// Ctrl-C); the interactive client returns to its prompt. A second Ctrl-C exits at once, with
// status 130 too.
//
// # Differences from the client
//
// Flink 2.3's own sql-client.sh -f also prints "[INFO] Executing SQL from file.", a
// "Flink SQL> " prompt before each statement (echoing some of them) and ANSI colours. A
// statement that runs a job (an INSERT, EXECUTE STATEMENT SET, the END of a statement set)
// reports "[INFO] Complete execution of the SQL update statement." with table.dml-sync, as the
// client does; without it the client prints "[INFO] Submitting SQL update statement to the
// cluster..." and the job's id, where Flinkpad, whose jobs finish before the next statement,
// prints "[INFO] Execute statement succeeded.". The interactive client prints a one-line welcome instead of the
// client's banner, keeps each line typed as a history entry (the client keeps each statement),
// and prints no ANSI colours. An entry that holds several statements ("SELECT 1; SELECT 2;" on
// one line) runs them in order, where the client hands the entry to its gateway as one
// statement, which refuses it. QUIT;, HELP; and CLEAR; are the interactive client's; in a file
// run with -f they go to the engine as statements.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// exitInterrupted is the exit status after Ctrl-C: 128 + SIGINT, as shells report it.
const exitInterrupted = 130

func main() {
	interrupts := make(chan os.Signal, 2)
	signal.Notify(interrupts, os.Interrupt)
	c := &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		interrupts: interrupter{stderr: os.Stderr, exit: os.Exit}}
	c.interrupts.listen(interrupts)
	os.Exit(c.run(context.Background(), os.Args[1:]))
}

// cli is the program, with its streams given, so that tests can drive it.
type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	interrupts     interrupter

	te   *engine.TableEnvironment
	live *liveQuery
	// inSet and queued are whether the session's statement set was open before the statement
	// whose outcome comes next, and how many INSERTs it held.
	inSet  bool
	queued int
}

// run is the whole program, with its streams given, so that tests can drive it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return (&cli{stdin: stdin, stdout: stdout, stderr: stderr}).run(ctx, args)
}

func (c *cli) run(ctx context.Context, args []string) int {
	flags := flag.NewFlagSet("flinkpad", flag.ContinueOnError)
	flags.SetOutput(c.stderr)
	file := flags.String("f", "", "run the SQL script in this file, as Flink's SQL client -f does")
	history := flags.String("history", defaultHistoryPath(), "the file that keeps the interactive client's history")
	kafkaMode := flags.String("kafka", "brokers", "where Kafka tables' topics live: 'brokers', the clusters their "+
		"'properties.bootstrap.servers' name, as Flink's SQL client; or 'memory', an in-memory broker for the session, as the page")
	flags.Usage = func() {
		fmt.Fprint(c.stderr, `Usage: flinkpad [-f script.sql] [-history file] [-kafka brokers|memory]

Runs Flink SQL as Flink's SQL client does: a file with -f, else statements from standard input.
Ctrl-C cancels the running statement (a job over an unbounded source runs until then): what it
printed stays; with -f the rest of the script does not run, and the exit status is 130. A
second Ctrl-C exits at once. In the interactive client, HELP; lists its commands.

`)
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return 2
	}
	if c.interrupts.exit == nil { // no signals come to a test's program
		c.interrupts.stderr, c.interrupts.exit = c.stderr, os.Exit
	}
	// The CLI is the user's own tool on the user's own machine, so 'filesystem' tables use the
	// operating system's files, as Flink's SQL client does.
	c.live = &liveQuery{out: c.stdout}
	brokers, closeBrokers, err := kafkaBrokers(*kafkaMode)
	if err != nil {
		fmt.Fprintf(c.stderr, "flinkpad: %v\n", err)
		return 2
	}
	defer closeBrokers()
	c.te = engine.NewTableEnvironment(engine.Settings{Env: connector.Env{
		FS: vfs.OS(), Stdout: c.stdout, Stderr: c.stderr, Alloc: memory.DefaultAllocator, Parallelism: 1,
		Topics: brokers,
	}, QueryObserver: c.live.observe})
	c.live.te = c.te
	if *file != "" {
		script, err := os.ReadFile(*file)
		if err != nil {
			fmt.Fprintf(c.stderr, "flinkpad: %v\n", err)
			return 1
		}
		c.interrupts.setIdle(func() { c.interrupts.exit(exitInterrupted) })
		return c.runScript(ctx, string(script))
	}
	if c.stdin == os.Stdin && isTerminal(os.Stdin) && isTerminal(os.Stdout) {
		fmt.Fprintln(c.stdout, "\nWelcome to Flinkpad! Enter 'HELP;' to list all available commands. 'QUIT;' to exit.")
		lines, err := newTerminalLines(*history, c.stdout)
		if err == nil {
			// Ctrl-C at the prompt is a key liner reads. A SIGINT sent from elsewhere while
			// nothing runs is ignored, since liner cannot be stopped while it reads (the client
			// drops the line then).
			return c.repl(ctx, lines)
		}
	}
	// Without a terminal there is no prompt line to clear: Ctrl-C while nothing runs ends the
	// session, as it ends a program reading a pipe.
	c.interrupts.setIdle(func() { c.interrupts.exit(exitInterrupted) })
	return c.repl(ctx, newPlainLines(c.stdin, c.stdout))
}

// isTerminal reports whether f is a character device, as a terminal is.
func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// runScript runs a script and reports each statement; it returns the exit status.
func (c *cli) runScript(ctx context.Context, script string) int {
	interrupted, ok := c.runStatements(ctx, script, c.te.NewClientSession())
	switch {
	case interrupted:
		return exitInterrupted
	case !ok:
		return 1
	}
	return 0
}

// runStatements runs text's statements in a client session (one per script, one for the
// whole interactive session) and prints each outcome as the client does. Ctrl-C cancels them. A result the client cannot
// print fails its statement and stops the rest, as a statement's error does. It reports
// whether Ctrl-C stopped them, and whether they all succeeded.
func (c *cli) runStatements(ctx context.Context, text string, session *engine.ClientSession) (interrupted, ok bool) {
	work, done := c.interrupts.start(ctx)
	defer done()
	stmts, stop := context.WithCancel(work)
	defer stop()
	failed := false
	c.live.start, c.inSet, c.queued = time.Now(), session.InStatementSet(), session.Queued()
	err := session.Run(stmts, text, func(o engine.Outcome) {
		if failed {
			return
		}
		if err := c.print(stmts, o); err != nil {
			c.printError(err)
			failed = true
			stop()
		}
		c.live.start, c.inSet, c.queued = time.Now(), session.InStatementSet(), session.Queued()
	})
	return work.Err() != nil, err == nil && !failed
}

// print prints a statement's outcome; it fails when the result cannot be printed.
func (c *cli) print(ctx context.Context, o engine.Outcome) error {
	if handled, err := c.live.end(ctx, o); handled || err != nil {
		return err
	}
	return c.report(o)
}

// report prints a statement's outcome as Flink's SQL client does (Printer.StatementResultPrinter).
func (c *cli) report(o engine.Outcome) error {
	switch r := o.Result; {
	case o.Err != nil:
		c.printError(o.Err)
	case r != nil && r.Kind == engine.SuccessWithContent && r.IsQuery:
		// A batch query: CliTableauResultView.printBatchTable.
		cost, err := timeCost(c.te, c.live.start)
		if err != nil {
			return err
		}
		return r.FprintTableau(c.stdout, engine.TableauStyle{MaxColumnWidth: maxColumnWidth(c.te), NamesByLength: true, Footer: cost})
	case r != nil && r.Kind == engine.SuccessWithContent:
		// Printer.StatementResultPrinter.defaultPrint: never cut, NULL empty.
		return r.FprintTableau(c.stdout, engine.TableauStyle{NullAsEmpty: true})
	case c.submitsJob(o.Stmt) && strings.EqualFold(c.te.Config().Get(engine.KeyDMLSync), "true"):
		// Printer.StatementResultPrinter.printJob, with table.dml-sync.
		fmt.Fprintln(c.stdout, "[INFO] Complete execution of the SQL update statement.")
	default:
		fmt.Fprintln(c.stdout, "[INFO] Execute statement succeeded.")
	}
	return nil
}

// submitsJob reports whether a statement that succeeded ran a job: an INSERT outside a
// statement set, EXECUTE STATEMENT SET, or the END of a statement set that held INSERTs.
func (c *cli) submitsJob(stmt sql.Stmt) bool {
	switch stmt.(type) {
	case *sql.InsertStmt:
		return !c.inSet
	case *sql.StatementSet:
		return true
	case *sql.EndStatementSet:
		return c.queued > 0
	}
	return false
}

// printError prints an error as the client does.
func (c *cli) printError(err error) {
	fmt.Fprintf(c.stdout, "[ERROR] Could not execute SQL statement. Reason:\n%s\n", engine.FlinkMessage(err))
	if errors.Is(err, engine.ErrNotSupported) {
		fmt.Fprintln(c.stdout, "(Flinkpad cannot run this statement yet; Flink's SQL client can.)")
	}
}
