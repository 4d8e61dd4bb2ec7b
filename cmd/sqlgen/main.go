// Command sqlgen writes the random scripts of package sqlgen, or runs them through its oracle.
//
//	sqlgen -seed 7 -print          # print the script of seed 7
//	sqlgen -seed 1 -n 10000        # run 10,000 scripts from seed 1, report failures minimized
//
// The runs happen in a child process, so that a crash (a fatal error, an escaping panic, an
// allocation the machine cannot give) is reported with its seed and a minimized script, and the
// campaign goes on from the next seed.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/sqlgen"
)

func main() {
	seed := flag.Uint64("seed", 1, "the first script's seed")
	n := flag.Int("n", 1, "how many scripts, seeds seed, seed+1, ...")
	print := flag.Bool("print", false, "print the scripts instead of running them")
	errs := flag.Bool("errors", false, "also list the errors that stopped scripts, the most common first")
	reduce := flag.Bool("reduce", true, "minimize each distinct failure's script")
	limit := flag.Duration("time", time.Second, "each run's time limit")
	child := flag.Bool("child", false, "internal: run the scripts in this process, naming each seed on stdout")
	childScript := flag.Bool("child-script", false, "internal: run the script on stdin in this process")
	flag.Parse()
	l := sqlgen.DefaultLimits()
	l.Time = *limit
	switch {
	case *print:
		for i := range *n {
			s := *seed + uint64(i)
			fmt.Printf("-- seed %d\n%s\n", s, sqlgen.Join(sqlgen.Script(s)))
		}
	case *childScript:
		script, _ := io.ReadAll(os.Stdin)
		l.OnRunaway = func(growth uint64) {
			fmt.Fprintf(os.Stderr, "sqlgen: seed 0 grew the heap by %d bytes; stopping\n", growth)
			os.Exit(3)
		}
		o := sqlgen.Check(string(script), l)
		fmt.Println(o.Signature())
		for _, e := range o.Errors {
			fmt.Println(e)
		}
	case *child:
		sqlgen.Campaign(*seed, *n, l, func(s uint64) { fmt.Printf("seed %d\n", s) }, func(s uint64, o sqlgen.Outcome) {
			b, _ := json.Marshal(o)
			fmt.Printf("outcome %s\n", b)
		})
	default:
		sum, crashes := isolated(*seed, *n, *limit)
		if *reduce {
			sum.MinimizeFailures(l)
			for _, c := range crashes {
				c.Script = sqlgen.Join(sqlgen.Reduce(sqlgen.Script(c.Seed), func(stmts []string) bool {
					return crashOf(sqlgen.Join(stmts), *limit) == c.Signature
				}, 3*time.Minute))
			}
		}
		fmt.Print(sum.String())
		fmt.Printf("sqlgen: %d crashes\n", len(crashes))
		if *errs {
			fmt.Print(sum.ErrorTable())
		}
		fmt.Print(sum.FailureReport())
		for _, c := range crashes {
			fmt.Printf("\n--- crash: %s (seed %d)\n--- minimized:\n%s", c.Signature, c.Seed, c.Script)
		}
		if len(sum.Failures)+len(crashes) > 0 {
			os.Exit(1)
		}
	}
}

// crash is a child process that died running a seed.
type crash struct {
	Seed      uint64
	Signature string
	Script    string
}

// isolated runs the campaign in child processes, restarting after each crash at the next seed.
func isolated(seed uint64, n int, limit time.Duration) (*sqlgen.Summary, []*crash) {
	total := sqlgen.NewSummary(seed, n)
	l := sqlgen.DefaultLimits()
	l.Time = limit
	var crashes []*crash
	start := time.Now()
	end := seed + uint64(n)
	for next := seed; next < end; {
		cmd := exec.Command(os.Args[0], "-child", "-seed", strconv.FormatUint(next, 10),
			"-n", strconv.FormatUint(end-next, 10), "-time", limit.String())
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		if err := cmd.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		last, done, ran := next, false, false
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<20), 1<<30)
		for sc.Scan() {
			line := sc.Text()
			if s, ok := strings.CutPrefix(line, "seed "); ok {
				last, _ = strconv.ParseUint(s, 10, 64)
				ran = false
			} else if js, ok := strings.CutPrefix(line, "outcome "); ok {
				var o sqlgen.Outcome
				if json.Unmarshal([]byte(js), &o) == nil {
					total.Add(last, o, l)
					done, ran = last == end-1, true
				}
			}
		}
		_ = cmd.Wait()
		if done {
			break
		}
		if ran { // the child stopped after a run that did not return: go on in a fresh one
			next = last + 1
			continue
		}
		crashes = append(crashes, &crash{Seed: last, Signature: crashLine(stderr.String())})
		fmt.Fprintf(os.Stderr, "sqlgen: seed %d crashed: %s\n", last, crashLine(stderr.String()))
		next = last + 1
	}
	total.Elapsed = time.Since(start)
	return total, crashes
}

var digits = regexp.MustCompile(`[0-9]+`)

// crashLine is the line of a crash's output that names it: the fatal error or the panic.
func crashLine(stderr string) string {
	for _, line := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(line, "fatal error:") || strings.HasPrefix(line, "panic:") || strings.HasPrefix(line, "sqlgen: seed") {
			line, _, _ = strings.Cut(line, ";")
			return digits.ReplaceAllString(strings.TrimSpace(line), "N")
		}
	}
	return "exited without a summary"
}

// crashOf runs one script in a child and returns how it crashed, "" when it did not.
func crashOf(script string, limit time.Duration) string {
	cmd := exec.Command(os.Args[0], "-child-script", "-time", limit.String())
	cmd.Stdin = strings.NewReader(script)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err == nil {
		return ""
	}
	return crashLine(stderr.String())
}
