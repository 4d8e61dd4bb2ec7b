package engine

import (
	"context"

	"github.com/flinkpad/flinkpad/engine/work"
)

// KeyPlannerMaxSteps is a statement's budget of steps of work outside its job (parsing,
// binding, optimizing, EXPLAIN, the graph), work.DefaultMaxSteps when unset: a bound on what a
// pathological script can make the planner do, before any time limit.
const KeyPlannerMaxSteps = "flinkpad.planner.max-steps"

// maxSteps is the session's budget of steps per statement.
func (te *TableEnvironment) maxSteps() (int64, error) {
	return te.config.int64Value(KeyPlannerMaxSteps, work.DefaultMaxSteps)
}

// metered runs one statement's stages under a Meter of its own over ctx: the binder, the
// optimizer, EXPLAIN and the graph read it from te.work. A statement already metered (an
// entry point called from another) keeps its Meter. A Meter's stop becomes the error; any other
// panic goes on to the caller's guard.
func metered[T any](te *TableEnvironment, ctx context.Context, run func() (T, error)) (v T, err error) {
	if te.work != nil {
		return run()
	}
	limit, err := te.maxSteps()
	if err != nil {
		return v, err
	}
	te.work = work.New(ctx, limit)
	defer func() {
		te.work = nil
		if p := recover(); p != nil {
			if !recoverStop(p, &err) {
				panic(p)
			}
			var zero T
			v = zero
		}
	}()
	return run()
}

// recoverStop turns the panic of a limit (the memory cap's or a Meter's) into *err; any other
// panic goes on.
func recoverStop(p any, err *error) bool {
	return recoverMemoryLimit(p, err) || work.Recover(p, err)
}
