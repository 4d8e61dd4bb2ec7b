package engine

import (
	"context"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"sync"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// JobID identifies a job, as Flink's JobID does: 16 random bytes, printed as 32 hex digits.
type JobID [16]byte

func (id JobID) String() string { return hex.EncodeToString(id[:]) }

func newJobID() JobID {
	var id JobID
	for i := 0; i < len(id); i += 8 {
		v := rand.Uint64()
		for k := range 8 {
			id[i+k] = byte(v >> (8 * k))
		}
	}
	return id
}

// JobStatus is the state of a job, with the names of Flink's JobStatus. Flinkpad's jobs go
// CREATED, RUNNING, then FINISHED, FAILED or CANCELED (through CANCELLING when cancelled while
// running).
type JobStatus int

// The states Flinkpad's jobs pass through.
const (
	Created JobStatus = iota
	Running
	Cancelling
	Finished
	Failed
	Canceled
)

var jobStatusNames = [...]string{"CREATED", "RUNNING", "CANCELLING", "FINISHED", "FAILED", "CANCELED"}

func (s JobStatus) String() string { return jobStatusNames[s] }

// IsTerminal reports whether the job has ended.
func (s JobStatus) IsTerminal() bool { return s >= Finished }

// ErrJobCanceled matches the error of a job that was cancelled, through JobClient.Cancel or its
// context.
var ErrJobCanceled = errors.New("job cancelled")

// jobCanceledError is Flink's JobCancellationException; it also matches the context's error,
// its cause.
func jobCanceledError(cause error) error {
	e := flinkerr.New(ErrJobCanceled, flinkerr.ClassJobCancellation, "Job was cancelled.")
	e.Cause = cause
	return e
}

// JobClient follows and controls one submitted job, as Flink's JobClient does. Its methods may
// be called from any goroutine.
type JobClient struct {
	id     JobID
	name   string
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu     sync.Mutex
	status JobStatus
	err    error
}

// newJobClient makes the client of a job that runs under ctx: cancelling ctx cancels the job.
func newJobClient(ctx context.Context, name string) *JobClient {
	jctx, cancel := context.WithCancel(ctx)
	return &JobClient{id: newJobID(), name: name, ctx: jobContext(jctx), cancel: cancel, done: make(chan struct{})}
}

// JobID returns the job's identifier.
func (c *JobClient) JobID() JobID { return c.id }

// JobName returns the job's name, Flink's default "insert-into_" followed by the sinks.
func (c *JobClient) JobName() string { return c.name }

// JobStatus returns the job's current status.
func (c *JobClient) JobStatus() JobStatus {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Cancel asks the job to stop and returns at once; the job is CANCELED once its operators have
// seen the request, which they check at every batch. Cancelling a job that has ended does
// nothing.
func (c *JobClient) Cancel() error {
	c.mu.Lock()
	if c.status == Created || c.status == Running {
		c.status = Cancelling
	}
	c.mu.Unlock()
	c.cancel()
	return nil
}

// Await waits until the job ends or ctx is done, and returns the job's error: nil when it
// finished, an error matching ErrJobCanceled when it was cancelled.
func (c *JobClient) Await(ctx context.Context) error {
	select {
	case <-c.done:
	case <-ctx.Done():
		return ctx.Err()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// result returns the error the job ended with, nil while it runs.
func (c *JobClient) result() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// start runs the job in its own goroutine: Flink runs jobs asynchronously.
func (c *JobClient) start(run func(ctx context.Context) error) {
	c.setRunning()
	go func() { c.finish(runGuarded(c.ctx, run)) }()
}

func (c *JobClient) setRunning() {
	c.mu.Lock()
	if c.status == Created {
		c.status = Running
	}
	c.mu.Unlock()
}

// finish records how the job ended. A job that failed after its context was cancelled is
// CANCELED, whatever error its operators returned on the way out.
func (c *JobClient) finish(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.status.IsTerminal() {
		return
	}
	switch {
	case err == nil:
		c.status = Finished
	case c.ctx.Err() != nil:
		c.status, c.err = Canceled, jobCanceledError(context.Cause(c.ctx))
	default:
		c.status, c.err = Failed, err
	}
	c.cancel() // releases the context's resources
	close(c.done)
}

// runGuarded runs a job, turning a refusal of its memory cap, or any other panic, into its
// error: one bad job must not take the program, or the browser tab's worker, down.
func runGuarded(ctx context.Context, run func(ctx context.Context) error) (err error) {
	defer func() {
		if p := recover(); p != nil && !recoverStop(p, &err) {
			err = internalError(p)
		}
	}()
	return run(ctx)
}

// canceledByUser makes the error of a script's job whose context was cancelled (Ctrl-C in the
// CLI) Flink's JobCancellationException. A context that ended for a reason of its own (a run's
// time limit) keeps that reason as the job's error.
func canceledByUser(ctx context.Context, err error) error {
	if ctx.Err() != nil && errors.Is(context.Cause(ctx), context.Canceled) && !errors.Is(err, ErrJobCanceled) {
		return jobCanceledError(err)
	}
	return err
}
