package work

import (
	"context"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// ErrTooComplex matches the error of a statement that needed more steps than its Meter allows.
// It is also a flinkerr.ErrLimit.
var ErrTooComplex = flinkerr.NewKind("statement too complex", flinkerr.ErrLimit)

// DefaultMaxSteps is a statement's budget of steps when its Meter sets none: far more than any
// script a person writes needs (a step is a node visited or an expression rewritten), and a few
// seconds of work at most.
const DefaultMaxSteps = 50_000_000

// checkEvery is how many steps go by between two looks at the context. Err of a server's context
// reads the heap's size, which costs about a microsecond.
const checkEvery = 256

// Meter counts a statement's steps of work and stops it when its context ends or its steps run
// out. It is not safe for concurrent use: each stage of a statement runs on one goroutine.
type Meter struct {
	ctx      context.Context
	steps    int64
	maxSteps int64
	next     int64
}

// New returns a Meter over ctx with a budget of maxSteps (DefaultMaxSteps when not positive).
func New(ctx context.Context, maxSteps int64) *Meter {
	if maxSteps <= 0 {
		maxSteps = DefaultMaxSteps
	}
	return &Meter{ctx: ctx, maxSteps: maxSteps, next: checkEvery}
}

// Stopped is the panic value of a Meter that stopped its statement. Err is the context's cause
// (a time or memory limit, a cancellation) or an error matching ErrTooComplex. It is not a
// flinkerr.Error but a carrier of one: the engine's boundary recognises its own panic by this
// type and returns Err, which has the class and the message.
type Stopped struct{ Err error }

func (s *Stopped) Error() string { return s.Err.Error() }
func (s *Stopped) Unwrap() error { return s.Err }

// tooComplex is a statement over its budget of maxSteps steps. Its class names Flinkpad: Flink
// has no such limit.
func tooComplex(maxSteps int64) *flinkerr.Error {
	return flinkerr.Newf(ErrTooComplex, flinkerr.ClassLimitExceeded,
		"The statement is too complex: planning it needs more than %d steps of work.", maxSteps)
}

// Step counts one step of work.
func (m *Meter) Step() { m.Steps(1) }

// Steps counts n steps of work at once, for work whose size is known before it is done (a
// copy of n items). It panics with a *Stopped when the statement must stop.
func (m *Meter) Steps(n int) {
	if m == nil {
		return
	}
	m.steps += int64(n)
	if m.steps < m.next {
		return
	}
	m.next = m.steps + checkEvery
	if err := m.Err(); err != nil {
		panic(&Stopped{Err: err})
	}
}

// Err is nil while the statement may go on; else why it must stop. It never panics, for the
// loops that can return an error themselves.
func (m *Meter) Err() error {
	if m == nil {
		return nil
	}
	if m.ctx != nil && m.ctx.Err() != nil {
		if cause := context.Cause(m.ctx); cause != nil {
			return cause
		}
		return m.ctx.Err()
	}
	if m.steps > m.maxSteps {
		return tooComplex(m.maxSteps)
	}
	return nil
}

// MaxSteps is the Meter's budget of steps (DefaultMaxSteps for a nil Meter), for a stage
// that meters itself apart under the same budget.
func (m *Meter) MaxSteps() int64 {
	if m == nil {
		return DefaultMaxSteps
	}
	return m.maxSteps
}

// Context is the Meter's context (context.Background for a nil Meter).
func (m *Meter) Context() context.Context {
	if m == nil || m.ctx == nil {
		return context.Background()
	}
	return m.ctx
}

// Recover turns a Meter's panic into *err, and reports whether p was one. Any other panic is
// left to the caller.
func Recover(p any, err *error) bool {
	if s, ok := p.(*Stopped); ok {
		*err = s.Err
		return true
	}
	return false
}
