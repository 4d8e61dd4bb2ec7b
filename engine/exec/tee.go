package exec

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// maxLag is how many batches a consumer of a shared node may fall behind the fastest one
// before the fastest waits for it, when waiting cannot stall the job.
const maxLag = 8

// jobSync coordinates the consumers of a job's shared nodes, which may run in several
// goroutines (one per sink). One lock guards every tee of the job. running counts the
// goroutines that are not waiting; a goroutine waits only while another one can still make
// progress, so that the job never stalls, and a shared node is pulled by whichever consumer
// needs a batch first.
type jobSync struct {
	mu      sync.Mutex
	cond    *sync.Cond
	running int
	// help is the single-goroutine scheduler's, while it runs a job: it lets the roots that
	// are not on the stack take a batch, where a goroutine would wait for them.
	help func() bool
	// pulls counts the tees reading their source now. Help waits until none is: a root
	// pulled from inside a pull could reach that tee, which has no batch to give it yet.
	pulls int
}

// helpOthers runs the scheduler's help without the job's lock, and takes the lock back however
// help ends (a panic goes on with the lock held, for the caller's deferred Unlock).
func (j *jobSync) helpOthers() bool {
	h := j.help
	j.mu.Unlock()
	defer j.mu.Lock()
	return h()
}

func newJobSync() *jobSync {
	j := &jobSync{}
	j.cond = sync.NewCond(&j.mu)
	return j
}

// wait blocks until something changes, counting the caller as not running meanwhile.
func (j *jobSync) wait() {
	j.running--
	if j.running == 0 {
		j.cond.Broadcast()
	}
	j.cond.Wait()
	j.running++
}

// started and finished count the goroutines that run consumers.
func (j *jobSync) started(n int) {
	j.mu.Lock()
	j.running += n
	j.mu.Unlock()
}

func (j *jobSync) finished() {
	j.mu.Lock()
	j.running--
	j.cond.Broadcast()
	j.mu.Unlock()
}

// tee reads a shared node once and hands every batch to each of its consumers. A consumer that
// finds its queue empty pulls the next batch for all of them; batches wait in the queues of the
// slower consumers, retained once per queue.
//
// The tee has one queue per branch built, not per consumer the run counts: an operator that
// computes a node it stands for itself (a window aggregate runs its window function) reads that
// node's input once per such operator, and a queue no branch reads would keep every batch and
// the shared node open to the job's end.
type tee struct {
	job     *jobSync
	src     Operator
	queues  [][]connector.Batch
	closed  []bool
	open    int
	pulling bool
	// pulled is set by the first pull: a branch added after it would miss the batches before.
	pulled bool
	done   bool
	err    error
	// branches are the consumers' operators, handed out as the consumers are built.
	branches []*teeBranch
}

// newTee is a tee over src with room for the consumers the run counts; branch adds them.
func newTee(job *jobSync, src Operator, consumers int) *tee {
	return &tee{job: job, src: src, queues: make([][]connector.Batch, 0, consumers),
		closed: make([]bool, 0, consumers)}
}

// branch adds a consumer, while the job is being built.
func (t *tee) branch() (*teeBranch, error) {
	t.job.mu.Lock()
	defer t.job.mu.Unlock()
	if t.pulled {
		return nil, errTeeBranch("a consumer added to a shared input that has started")
	}
	b := &teeBranch{t: t, i: len(t.queues)}
	t.queues = append(t.queues, nil)
	t.closed = append(t.closed, false)
	t.open++
	t.branches = append(t.branches, b)
	return b, nil
}

// errTeeBranch is Flinkpad's bug, not the user's: a branch that does not match its tee's queues.
func errTeeBranch(what string) error {
	return flinkerr.Internal(what)
}

// teeBranch is one consumer's view of a tee.
type teeBranch struct {
	t *tee
	i int
}

// valid reports whether the branch has its queue; the caller holds the job's lock.
func (b *teeBranch) valid() bool {
	return b.i >= 0 && b.i < len(b.t.queues) && b.i < len(b.t.closed)
}

func (b *teeBranch) Next(ctx context.Context) (connector.Batch, error) {
	t, j := b.t, b.t.job
	j.mu.Lock()
	defer j.mu.Unlock()
	if !b.valid() {
		return connector.Batch{}, errTeeBranch(fmt.Sprintf("consumer %d of a shared input of %d consumers", b.i, len(t.queues)))
	}
	for {
		if q := t.queues[b.i]; len(q) > 0 {
			batch := q[0]
			q[0] = connector.Batch{}
			t.queues[b.i] = q[1:]
			j.cond.Broadcast()
			return batch, nil
		}
		if t.done {
			if t.err != nil {
				return connector.Batch{}, t.err
			}
			return connector.Batch{}, io.EOF
		}
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
		if t.pulling {
			if j.help != nil {
				// One goroutine: nothing else would finish the pull.
				return connector.Batch{}, errTeeBranch("a shared input read again while it is read")
			}
			j.wait()
			continue
		}
		if t.lagging(b.i) && j.running > 1 {
			j.wait()
			continue
		}
		if j.help != nil && j.pulls == 0 && t.lagging(b.i) && j.helpOthers() {
			continue
		}
		batch, err := t.pull(ctx)
		if err != nil {
			t.done = true
			if !errors.Is(err, io.EOF) {
				t.err = err
			}
			continue
		}
		t.deliver(batch)
	}
}

// pull reads the shared node's next batch outside the job's lock and takes the lock back
// however the read ends. A panic in the source (the memory cap's, or any) must leave the lock
// held for the caller's deferred Unlock, since unlocking an unlocked mutex is a fatal error no
// recover catches; it also ends the tee, so that the other consumers stop with the failure
// rather than wait for a pull that never finishes or pull again from a source left half-done.
func (t *tee) pull(ctx context.Context) (batch connector.Batch, err error) {
	j := t.job
	t.pulling, t.pulled = true, true
	j.pulls++
	j.mu.Unlock()
	completed := false
	defer func() {
		// No recover: the panic goes on, with its stack, once the lock is held again.
		j.mu.Lock()
		t.pulling = false
		j.pulls--
		if !completed {
			t.done, t.err = true, errSharedInputFailed
		}
		j.cond.Broadcast()
	}()
	batch, err = t.src.Next(ctx)
	completed = true
	return batch, err
}

// errSharedInputFailed is what the other consumers of a tee see when a pull of its source
// panicked; the panic itself goes on in the consumer that pulled.
var errSharedInputFailed = errors.New("the shared input of this job failed")

// lagging reports whether another open consumer is too far behind consumer i.
func (t *tee) lagging(i int) bool {
	for k, q := range t.queues {
		if k != i && !t.closed[k] && len(q) >= maxLag {
			return true
		}
	}
	return false
}

// deliver queues a batch for every open consumer.
func (t *tee) deliver(b connector.Batch) {
	first := true
	for k := range t.queues {
		if t.closed[k] {
			continue
		}
		if !first {
			b.Record.Retain()
		}
		first = false
		t.queues[k] = append(t.queues[k], b)
	}
	if first {
		b.Record.Release()
	}
}

// Close drops the consumer's queue; the last one to close closes the shared node.
func (b *teeBranch) Close() error {
	t, j := b.t, b.t.job
	j.mu.Lock()
	if !b.valid() {
		j.mu.Unlock()
		return errTeeBranch(fmt.Sprintf("consumer %d of a shared input of %d consumers closed", b.i, len(t.queues)))
	}
	if t.closed[b.i] {
		j.mu.Unlock()
		return nil
	}
	t.closed[b.i] = true
	for _, batch := range t.queues[b.i] {
		batch.Record.Release()
	}
	t.queues[b.i] = nil
	t.open--
	j.cond.Broadcast()
	last := t.open == 0
	j.mu.Unlock()
	// The source closes outside the job's lock: closing it may close another tee's branch, which
	// takes the same lock.
	if last {
		return t.src.Close()
	}
	return nil
}

var _ Operator = (*teeBranch)(nil)
