package work

import (
	"context"
	"errors"
	"testing"
)

func stepsUntilStopped(m *Meter, limit int) (n int, err error) {
	defer func() {
		if p := recover(); p != nil && !Recover(p, &err) {
			panic(p)
		}
	}()
	for n = 0; n < limit; n++ {
		m.Step()
	}
	return n, nil
}

func TestAMeterStopsPastItsSteps(t *testing.T) {
	n, err := stepsUntilStopped(New(context.Background(), 1000), 1_000_000)
	if !errors.Is(err, ErrTooComplex) {
		t.Fatalf("err = %v, want ErrTooComplex", err)
	}
	if n < 1000 || n > 1000+checkEvery {
		t.Fatalf("stopped after %d steps, want 1000 to %d", n, 1000+checkEvery)
	}
}

func TestAMeterStopsWhenItsContextEnds(t *testing.T) {
	cause := errors.New("time limit")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(cause)
	_, err := stepsUntilStopped(New(ctx, 0), 1_000_000)
	if !errors.Is(err, cause) {
		t.Fatalf("err = %v, want the context's cause", err)
	}
}

func TestANilMeterNeverStops(t *testing.T) {
	var m *Meter
	if n, err := stepsUntilStopped(m, 100_000); err != nil || n != 100_000 {
		t.Fatalf("n, err = %d, %v", n, err)
	}
	if m.Err() != nil || m.Context() == nil {
		t.Fatal("a nil Meter must be free")
	}
}
