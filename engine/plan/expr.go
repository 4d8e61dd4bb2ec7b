package plan

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Expr is a bound scalar expression: names resolved, every node typed with Flink's rules.
type Expr interface {
	// Type is the expression's Flink type, nullability included.
	Type() types.Type
	// String prints the expression as Flink's plans do ($0 for the first input field).
	String() string
}

// InputRef reads field Index of the input row.
type InputRef struct {
	Index int
	T     types.Type
}

// Literal is a constant in the types package's value representation; nil is NULL.
type Literal struct {
	Value any
	T     types.Type
	// Text is the literal as written, for plans and digests.
	Text string
}

// Call applies an operator or function, named as Flink's plans name it (+, =, AND, MOD, ...).
type Call struct {
	Op   Op
	Args []Expr
	T    types.Type
	// Session is set on the calls that depend on the session's time zone or on the time the
	// statement started (CURRENT_TIMESTAMP, DATE_FORMAT of a TIMESTAMP_LTZ, ...).
	Session *Session
}

// Cast converts X to T; Try makes a failed conversion NULL instead of an error.
type Cast struct {
	X   Expr
	T   types.Type
	Try bool
	// Session gives the time zone in which a TIMESTAMP_LTZ is read as a local date-time or a
	// text, and a local date-time or a text as an instant; nil reads them in UTC.
	Session *Session
	// NullAsDefault makes a NULL operand the NOT NULL type's default value (-1 for numbers),
	// as Flink's generated code does for the cast that AggregateReduceFunctionsRule puts on a
	// reduced STDDEV_SAMP or VAR_SAMP of one NOT NULL value (opt/aggregate_reduce.go): the null
	// flag is dropped and the default value of the Java primitive printed.
	NullAsDefault bool
}

// WithX is the cast of another operand, everything else (its session too) kept.
func (e *Cast) WithX(x Expr) *Cast {
	c := *e
	c.X = x
	return &c
}

// WithArgs is the call over other operands, everything else (its session too) kept.
func (e *Call) WithArgs(args []Expr) *Call {
	c := *e
	c.Args = args
	return &c
}

func (e *InputRef) Type() types.Type { return e.T }
func (e *Literal) Type() types.Type  { return e.T }
func (e *Call) Type() types.Type     { return e.T }
func (e *Cast) Type() types.Type     { return e.T }

func (e *InputRef) String() string { return fmt.Sprintf("$%d", e.Index) }
func (e *Literal) String() string  { return e.Text }
func (e *Call) String() string {
	args := make([]string, len(e.Args))
	for i, a := range e.Args {
		args[i] = a.String()
	}
	return string(e.Op) + "(" + strings.Join(args, ", ") + ")"
}
func (e *Cast) String() string {
	name := "CAST"
	if e.Try {
		name = "TRY_CAST"
	}
	return fmt.Sprintf("%s(%s AS %s)", name, e.X, e.T)
}

var (
	_ Expr = (*InputRef)(nil)
	_ Expr = (*Literal)(nil)
	_ Expr = (*Call)(nil)
	_ Expr = (*Cast)(nil)
)
