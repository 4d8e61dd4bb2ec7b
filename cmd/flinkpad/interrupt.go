package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
)

// interrupter turns Ctrl-C (SIGINT) into cancellation of what runs: the first cancels it, a
// second while it still runs exits at once with status 130. An interrupt while nothing runs
// does what idle says.
type interrupter struct {
	stderr io.Writer
	exit   func(code int)

	mu     sync.Mutex
	cancel context.CancelFunc // what runs, nil when nothing does
	count  int                // interrupts since it started
	idle   func()
}

// listen handles the signals of interrupts until the channel closes; nil listens to nothing.
func (i *interrupter) listen(interrupts <-chan os.Signal) {
	if interrupts == nil {
		return
	}
	go func() {
		for range interrupts {
			i.interrupt()
		}
	}()
}

func (i *interrupter) interrupt() {
	i.mu.Lock()
	defer i.mu.Unlock()
	switch {
	case i.cancel == nil:
		if i.idle != nil {
			i.idle()
		}
	case i.count == 0:
		i.count++
		fmt.Fprintln(i.stderr, "Cancelling the job (press Ctrl-C again to exit at once).")
		i.cancel()
	default:
		i.exit(exitInterrupted)
	}
}

// start marks work as running under a context of its own that the next interrupt cancels; done
// marks it ended.
func (i *interrupter) start(parent context.Context) (ctx context.Context, done func()) {
	ctx, cancel := context.WithCancel(parent)
	i.mu.Lock()
	i.cancel, i.count = cancel, 0
	i.mu.Unlock()
	return ctx, func() {
		i.mu.Lock()
		i.cancel = nil
		i.mu.Unlock()
		cancel()
	}
}

// setIdle sets what an interrupt does while nothing runs.
func (i *interrupter) setIdle(idle func()) {
	i.mu.Lock()
	i.idle = idle
	i.mu.Unlock()
}
