package flinkq

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"regexp"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Tags end a statement's expected output (AbstractSqlGatewayStatementITCaseBase.Tag).
const (
	tagOK    = "!ok"
	tagInfo  = "!info"
	tagError = "!error"
)

// statementTimeout bounds one statement, so that a query over an unbounded source that Flink's
// file does not expect ends as a failure instead of hanging the suite. It is no measure of
// speed: every statement of the files ends in well under a second when it runs as Flink's does.
const statementTimeout = 30 * time.Second

// Session runs the statements of one .q file in one fresh environment, as the gateway test runs
// each file in a session of its own.
type Session struct {
	te *engine.TableEnvironment
}

// gatewayOptions are the options the gateway test's session starts with, from its MiniCluster's
// configuration: SET lists them (set.q). Flinkpad reads none of them.
var gatewayOptions = map[string]string{
	"$internal.deployment.config-dir":                 "/dummy/conf/",
	"execution.attached":                              "true",
	"execution.shutdown-on-attached-exit":             "false",
	"execution.state-recovery.claim-mode":             "NO_CLAIM",
	"execution.state-recovery.ignore-unclaimed-state": "false",
	"execution.target":                                "remote",
	"jobmanager.rpc.address":                          "localhost",
	"rest.port":                                       restPort,
}

// NewSession returns a session set up as the native CLI sets up its environment: the operating
// system's files and parallelism 1. Print sinks write to out, which the gateway test never reads.
func NewSession(out io.Writer) *Session { return newSession(out, nil) }

// newSession is NewSession with more configuration defaults, which SET lists with the
// gateway's options.
func newSession(out io.Writer, config map[string]string) *Session {
	defaults := maps.Clone(gatewayOptions)
	maps.Copy(defaults, config)
	te := engine.NewTableEnvironment(engine.Settings{
		Env: connector.Env{
			FS: vfs.OS(), Stdout: out, Stderr: out, Alloc: memory.DefaultAllocator, Parallelism: 1,
		},
		// No memory cap: it is a session option, and SET's listing would show it (set.q).
		// Flink's own test files are trusted input, bounded by statementTimeout.
		Config: defaults,
	})
	return &Session{te: te}
}

// Run runs one statement, given as its lines in the file, and returns what the gateway test
// prints for it: "!output", the output, and the tag, each on a line of its own.
func (s *Session) Run(ctx context.Context, sqlLines string) string {
	text := statementText(sqlLines)
	ctx, cancel := context.WithTimeout(ctx, statementTimeout)
	defer cancel()
	var outcomes []engine.Outcome
	err := s.te.RunScript(ctx, text, func(o engine.Outcome) { outcomes = append(outcomes, o) })
	switch {
	case err != nil:
		return tagged(errorText(err, ctx), tagError)
	case len(outcomes) != 1:
		// The file gives one statement per "!output"; anything else is the runner's mistake,
		// or a statement the engine split differently, and must show.
		return tagged(fmt.Sprintf("flinkq: the statement ran as %d statements\n", len(outcomes)), tagError)
	}
	r := outcomes[0].Result
	submittedJob := false
	if r != nil {
		_, submittedJob = r.GetJobClient()
	}
	return s.print(kindOf(text), r, submittedJob)
}

// print renders a statement's result as AbstractSqlGatewayStatementITCaseBase.toString does:
// an EXPLAIN or SHOW CREATE prints its one string column; a statement that submitted a job
// prints "Job ID:" (the gateway returns the job's id, which the test hides); every other
// result prints as a tableau whose widths come from the data, with NULL as an empty cell, and
// with the row kinds of a query in streaming mode.
func (s *Session) print(kind statementKind, r *engine.TableResult, submittedJob bool) string {
	if r == nil {
		return tagged("flinkq: the statement returned no result\n", tagError)
	}
	switch {
	case (kind == kindExplain || kind == kindShowCreate) && len(r.Columns) == 0:
		return tagged("flinkq: a result without columns\n", tagError)
	case kind == kindExplain || kind == kindShowCreate:
		var sb strings.Builder
		for _, row := range r.Rows {
			if len(row.Values) == 0 {
				return tagged("flinkq: a row without columns\n", tagError)
			}
			sb.WriteString(s.cell(r.Columns[0].Type, row.Values[0]))
		}
		return tagged(normalizeIDs(sb.String())+"\n", tagOK)
	case submittedJob && !r.IsQuery:
		return tagged("Job ID:\n", tagInfo)
	}
	rowKinds := kind == kindQuery && s.te.Config().Streaming()
	names := r.ColumnNames()
	if rowKinds {
		names = append([]string{"op"}, names...)
	}
	cells := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		if len(row.Values) != len(r.Columns) {
			return tagged(fmt.Sprintf("flinkq: a row of %d values under %d columns\n", len(row.Values), len(r.Columns)), tagError)
		}
		if rowKinds {
			cells[i] = append(cells[i], row.Kind.ShortString())
		}
		for j, v := range row.Values {
			cells[i] = append(cells[i], s.cell(r.Columns[j].Type, v))
		}
	}
	return tagged(types.RenderTableau(names, cells, maxWidth), tagOK)
}

// maxWidth is the test's column width limit, Integer.MAX_VALUE: cells are never cut.
const maxWidth = 1<<31 - 1

// cell is a value as the test's RowDataToStringConverter (UTC) prints it, with NULL empty
// (printNullAsEmpty).
func (s *Session) cell(t types.Type, v any) string {
	if v == nil {
		return ""
	}
	return types.FormatTableau(t, v, time.UTC)
}

// errorText is a failed statement's output: the deepest cause as "class: message", trimmed,
// with "at line N" made "at line 0" (removeRowNumber), as the gateway test prints it.
func errorText(err error, ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Sprintf("flinkq: the statement did not end within %v\n", statementTimeout)
	}
	msg := javaTrim(engine.FlinkMessage(err))
	return atLine.ReplaceAllString(msg, "at line 0") + "\n"
}

var atLine = regexp.MustCompile(`at line \d+`)

// tagged frames output as the test's Tag.addTag does.
func tagged(output, tag string) string {
	return outputStart + "\n" + output + tag + "\n"
}

// The normalizations of TableTestUtil that the test applies to EXPLAIN and SHOW CREATE text:
// node ids in JSON plans and operator names, then a trim.
var (
	jsonID         = regexp.MustCompile(`"id"\s*:\s*\d+`)
	jsonContentsID = regexp.MustCompile(`"contents"\s*:\s*"\[\d+\]:`)
	jsonTypeID     = regexp.MustCompile(`("type"\s*:\s*".*?)\[\d+\]`)
	// A sink's contents name its node too ("orders2[3]: Writer"), and Flink 2.3's recorded
	// output (table.q) shows it blanked as the type is.
	jsonNamedContentsID = regexp.MustCompile(`("contents"\s*:\s*"[^"\[]+)\[\d+\]`)
)

func normalizeIDs(s string) string {
	s = jsonContentsID.ReplaceAllString(s, `"contents" : "[]:`)
	s = jsonNamedContentsID.ReplaceAllString(s, "${1}[]")
	s = jsonTypeID.ReplaceAllString(s, "${1}[]")
	return javaTrim(jsonID.ReplaceAllString(s, `"id" : `))
}

// statementKind is the test's StatementType: how a statement's output is printed, chosen by
// how its text starts.
type statementKind int

const (
	kindOther statementKind = iota
	kindShowCreate
	kindExplain
	kindQuery
)

func kindOf(text string) statementKind {
	upper := strings.ToUpper(javaTrim(text))
	switch {
	case strings.HasPrefix(upper, "SHOW CREATE"):
		return kindShowCreate
	case strings.HasPrefix(upper, "EXPLAIN"):
		return kindExplain
	case strings.HasPrefix(upper, "SELECT"):
		return kindQuery
	}
	return kindOther
}
