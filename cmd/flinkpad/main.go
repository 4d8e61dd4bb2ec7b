// Command flinkpad runs Flink SQL scripts the way Flink's SQL client runs them: print sinks
// write to standard output, results print as tables, each other statement reports
// "[INFO] Execute statement succeeded.", and the first error stops the script with
// "[ERROR] Could not execute SQL statement. Reason:" and exit status 1.
//
// Flink 2.3's own sql-client.sh -f also prints "[INFO] Executing SQL from file.", a
// "Flink SQL> " prompt before each statement (echoing some of them), ANSI colours, and for an
// INSERT "[INFO] Submitting SQL update statement to the cluster..." with the job id (or
// "[INFO] Complete execution of the SQL update statement." with table.dml-sync); Flinkpad prints
// the statement outcomes only.
//
// Usage:
//
//	flinkpad -f script.sql   run a file
//	flinkpad                 read statements from standard input, one at a time
//
// A job over an unbounded source (a 'datagen' table without 'number-of-rows') runs until it is
// stopped. Ctrl-C (SIGINT) cancels the running job cleanly: what it printed stays, a streaming
// query ends its table with Flink's "Query terminated, received a total of N rows", an INSERT
// reports Flink's JobCancellationException, the rest of the script does not run, and the exit
// status is 130 (128 + SIGINT, as shells report a program stopped by Ctrl-C). A second Ctrl-C
// exits at once, with status 130 too.
//
// A query in streaming mode prints as the SQL client's tableau mode does: the header at once,
// with an "op" column, each change as it arrives, and "Received a total of N rows" at its end.
package main

import (
	"bufio"
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
	"github.com/flinkpad/flinkpad/engine/types"
)

// exitInterrupted is the exit status after Ctrl-C: 128 + SIGINT, as shells report it.
const exitInterrupted = 130

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	interrupts := make(chan os.Signal, 2)
	signal.Notify(interrupts, os.Interrupt)
	go func() {
		<-interrupts
		fmt.Fprintln(os.Stderr, "Cancelling the job (press Ctrl-C again to exit at once).")
		cancel()
		<-interrupts
		os.Exit(exitInterrupted)
	}()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program, with its streams given, so that tests can drive it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("flinkpad", flag.ContinueOnError)
	flags.SetOutput(stderr)
	file := flags.String("f", "", "run the SQL script in this file, as Flink's SQL client -f does")
	flags.Usage = func() {
		fmt.Fprint(stderr, `Usage: flinkpad [-f script.sql]

Runs Flink SQL as Flink's SQL client does: a file with -f, else statements from standard input.
Ctrl-C cancels the running job (a job over an unbounded source runs until then): what it
printed stays, the rest of the script does not run, and the exit status is 130. A second
Ctrl-C exits at once.

`)
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return 2
	}
	// The CLI is the user's own tool on the user's own machine, so 'filesystem' tables use the
	// operating system's files, as Flink's SQL client does.
	live := &liveQuery{out: stdout}
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{
		FS: vfs.OS(), Stdout: stdout, Stderr: stderr, Alloc: memory.DefaultAllocator, Parallelism: 1,
	}, QueryObserver: live.observe})
	live.te = te
	if *file != "" {
		script, err := os.ReadFile(*file)
		if err != nil {
			fmt.Fprintf(stderr, "flinkpad: %v\n", err)
			return 1
		}
		return runScript(ctx, te, live, string(script), stdout)
	}
	return repl(ctx, te, live, stdin, stdout)
}

// runScript runs a script and reports each statement; it returns the exit status.
func runScript(ctx context.Context, te *engine.TableEnvironment, live *liveQuery, script string, stdout io.Writer) int {
	err := te.RunScript(ctx, script, func(o engine.Outcome) {
		if !live.end(ctx, o) {
			report(stdout, te, o)
		}
	})
	switch {
	case ctx.Err() != nil:
		return exitInterrupted
	case err != nil:
		return 1
	}
	return 0
}

// repl reads statements from in, each ending with a semicolon at the end of a line, and runs
// them one by one, going on after errors as the SQL client's interactive mode does.
func repl(ctx context.Context, te *engine.TableEnvironment, live *liveQuery, in io.Reader, out io.Writer) int {
	sc := bufio.NewScanner(in)
	var pending strings.Builder
	prompt := func() {
		if pending.Len() == 0 {
			fmt.Fprint(out, "Flink SQL> ")
		} else {
			fmt.Fprint(out, "> ")
		}
	}
	prompt()
	for sc.Scan() {
		line := sc.Text()
		pending.WriteString(line + "\n")
		if strings.HasSuffix(strings.TrimSpace(line), ";") {
			runScript(ctx, te, live, pending.String(), out)
			pending.Reset()
		}
		if ctx.Err() != nil {
			return exitInterrupted
		}
		prompt()
	}
	fmt.Fprintln(out)
	return 0
}

// report prints a statement's outcome as Flink's SQL client does.
func report(w io.Writer, te *engine.TableEnvironment, o engine.Outcome) {
	switch {
	case o.Err != nil:
		fmt.Fprintf(w, "[ERROR] Could not execute SQL statement. Reason:\n%s\n", engine.FlinkMessage(o.Err))
		if errors.Is(o.Err, engine.ErrNotSupported) {
			fmt.Fprintln(w, "(Flinkpad cannot run this statement yet; Flink's SQL client can.)")
		}
	case o.Result != nil && o.Result.Kind == engine.SuccessWithContent:
		fmt.Fprint(w, table(o.Result, te.LocalTimeZone()))
	default:
		fmt.Fprintln(w, "[INFO] Execute statement succeeded.")
	}
}

// table renders a result in the SQL client's tableau form.
func table(r *engine.TableResult, loc *time.Location) string {
	colTypes := r.ColumnTypes()
	cells := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		cells[i] = make([]string, len(row.Values))
		for j, v := range row.Values {
			cells[i][j] = types.FormatTableau(colTypes[j], v, loc)
		}
	}
	return types.RenderTableau(r.ColumnNames(), cells, types.DefaultMaxColumnWidth)
}
