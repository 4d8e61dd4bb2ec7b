// Package work bounds the work of the stages of a run that are not a job: parsing, view
// expansion, binding, optimizing, the physical passes, EXPLAIN, report building and the
// pre-checks. Scripts are untrusted input, and these stages are where a small script can ask for
// a great deal of work: a 100,000-item IN list, thirty CTEs each doubling an expression, ten
// thousand UNION ALLs.
//
// A Meter carries the run's context and a budget of steps. A stage calls Step once per unit of
// its work (a node visited, an expression rewritten, a token read). Every few hundred steps the
// Meter asks its context whether the run is over, so the run's time limit, and the memory limit
// a server's context checks, hold while no job runs. Past its budget of steps the statement is
// too complex, whatever the clock says: the same script fails the same way on a fast machine
// and a slow one.
//
// Step does not return an error: the stages that call it are deep recursions that return none.
// It panics with a *Stopped instead, which the engine's boundary (engine.guard) recovers into the
// statement's error: the context's cause, or a *flinkerr.Error of kind ErrTooComplex (a
// flinkerr.ErrLimit) with Flinkpad's class flinkpad.LimitExceeded. A nil *Meter is valid and never stops, for tests and for callers with no
// run around them.
package work
