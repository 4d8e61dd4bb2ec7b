package connector

import (
	"context"
	"errors"
	"testing"
)

// The first second's rows go out at once, no more; a rate of 0 emits nothing until the run
// ends.
func TestPacer(t *testing.T) {
	p := &Pacer{RowsPerSecond: 5}
	if n, err := p.Take(context.Background(), 3); n != 3 || err != nil {
		t.Fatalf("Take(3) = %d, %v; want 3", n, err)
	}
	if n, err := p.Take(context.Background(), 10); n != 2 || err != nil {
		t.Fatalf("Take(10) after 3 = %d, %v; want the second's 2 left", n, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := p.Take(ctx, 1); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("Take past the second's rows, canceled = %d, %v; want 0 and the cancellation", n, err)
	}
	if n, err := (&Pacer{}).Take(ctx, 1); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("rate 0 = %d, %v; want nothing until canceled", n, err)
	}
}
