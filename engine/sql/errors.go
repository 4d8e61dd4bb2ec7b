package sql

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Sentinel error kinds. Every error from this package matches ErrSyntax
// with errors.Is, because Flink reports all of them as "SQL parse failed";
// lexical errors and the nesting cap also match their own kind. The one
// exception is a refusal (ErrNotSupported, parser_refuse.go): valid Flink
// syntax that Flinkpad does not run yet. ErrSyntax is also the shared
// flinkerr.ErrParse, and the nesting cap flinkerr.ErrLimit.
var (
	ErrSyntax  = flinkerr.NewKind("sql: syntax error", flinkerr.ErrParse)
	ErrLexical = errors.New("sql: lexical error")
	ErrTooDeep = flinkerr.NewKind("sql: nesting too deep", flinkerr.ErrLimit)
)

// MaxDepth caps the nesting of expressions, subqueries and types, so that a
// hostile script cannot exhaust the stack.
const MaxDepth = 200

// MaxOperatorDepth caps how deep a chain of infix operators nests its tree
// (a + b + c is ((a + b) + c)), counted across the chains that enclose it:
// every later stage walks expressions recursively, and 300,000 terms of + once
// overflowed the stack of the binder, a fatal error no recover catches.
const MaxOperatorDepth = 10_000

// Error is one parse error. It is not a flinkerr.Error, because it carries more than a class, a
// message and a position: the position counted within its statement as well as within the
// script, which a script's runner rebases the message on, and Flink's list of the tokens it
// expected, which FlinkMessage prints after the message.
type Error struct {
	// Pos is where the error is in the whole script.
	Pos Position
	// StmtPos is the same place counted from the first token of the
	// statement, which is what Flink reports when it parses that statement
	// alone. Msg contains these numbers.
	StmtPos Position
	// Msg is Flink's first line of the message, e.g.
	// `SQL parse failed. Encountered "x" at line 1, column 38.`
	Msg string
	// Expected says what would have been accepted, "" if nothing useful.
	Expected string
	// FlinkExpected is Flink's own list of what it expected at the error, each alternative a
	// sequence of JavaCC token images in Flink's order (`"WITH"`, `<EOF>`, `<IDENTIFIER>`), set
	// only where it is known to be Flink's list exactly; nil elsewhere, where only the first
	// line of Flink's message is given.
	FlinkExpected [][]string
	// Kind is ErrSyntax, ErrLexical or ErrTooDeep.
	Kind error
	// Class is the Java class of Flink's error when it is not its ParseException: a statement
	// Flink's grammar takes and its converter refuses (UPSERT). Msg then has no "SQL parse
	// failed." prefix.
	Class string
}

func (e *Error) Error() string {
	if e.FlinkExpected != nil {
		return e.Msg + e.ExpectedText()
	}
	if e.Expected == "" {
		return e.Msg
	}
	return e.Msg + "\nWas expecting " + e.Expected
}

// ExpectedText is the rest of Flink's message after its first line, as JavaCC's
// ParseException writes it: "Was expecting:" for one alternative and "Was expecting one of:"
// for more, then each alternative on its own line after four spaces, its token images
// followed by " ..." unless it ends with <EOF>, and a last line of four spaces. It is "" when
// Flink's list is not known.
func (e *Error) ExpectedText() string {
	if len(e.FlinkExpected) == 0 {
		return ""
	}
	var b strings.Builder
	if len(e.FlinkExpected) == 1 {
		b.WriteString("\nWas expecting:\n    ")
	} else {
		b.WriteString("\nWas expecting one of:\n    ")
	}
	for _, seq := range e.FlinkExpected {
		for _, image := range seq {
			b.WriteString(image)
			b.WriteByte(' ')
		}
		if len(seq) > 0 && seq[len(seq)-1] != eofImage {
			b.WriteString("...")
		}
		b.WriteString("\n    ")
	}
	return b.String()
}

// eofImage is JavaCC's image of the end of input, token kind 0.
const eofImage = "<EOF>"

// Unwrap lets errors.Is match the error's kind, and ErrSyntax for every kind.
func (e *Error) Unwrap() []error {
	if e.Kind == ErrNotSupported {
		return []error{ErrNotSupported} // valid Flink SQL: not the user's syntax error
	}
	if e.Kind == nil || e.Kind == ErrSyntax {
		return []error{ErrSyntax}
	}
	return []error{e.Kind, ErrSyntax}
}

// ErrorList is a list of errors, sortable by position, like
// go/scanner.ErrorList.
type ErrorList []*Error

func (l *ErrorList) add(e *Error) { *l = append(*l, e) }

func (l ErrorList) Len() int      { return len(l) }
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }
func (l ErrorList) Less(i, j int) bool {
	return l[i].Pos.Offset < l[j].Pos.Offset
}

// Sort sorts the list by position in the script.
func (l ErrorList) Sort() { sort.Stable(l) }

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Err returns nil for an empty list and the list itself otherwise, so that a
// caller can return it as an error without the nil-interface trap.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Unwrap exposes every error to errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}
