package exec

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// The orders are Flink's, recorded in the conformance cases named.
func TestTimerHeapOrder(t *testing.T) {
	pollAll := func(h *timerHeap, upTo int64) []string {
		var out []string
		for {
			tm, ok := h.peek()
			if !ok || tm.time() > upTo {
				return out
			}
			out = append(out, h.poll().key)
		}
	}
	// One window, five keys (stream_window_keys_order, first probe): first, then the rest reversed.
	h := newTimerHeap()
	for _, k := range []string{"0", "1", "2", "3", "4"} {
		h.add(windowTimer{k, 10})
	}
	if got := pollAll(h, 100); !slices.Equal(got, []string{"0", "4", "3", "2", "1"}) {
		t.Errorf("one window: %v", got)
	}
	// Timers of the next window queued behind (stream_window_keys_order, statement 3).
	h = newTimerHeap()
	for _, end := range []int64{10, 20} {
		for _, k := range []string{"0", "1", "2", "3", "4"} {
			h.add(windowTimer{k, end})
		}
	}
	h.add(windowTimer{"0", 20}) // already queued: ignored
	if got := pollAll(h, 9); !slices.Equal(got, []string{"0", "1", "3", "4", "2"}) {
		t.Errorf("two windows: %v", got)
	}
	if h.len() != 5 {
		t.Errorf("%d timers left, want 5", h.len())
	}
}

func TestWindowsOf(t *testing.T) {
	hop := &plan.WindowTVF{Kind: plan.WindowHop, Size: 4000, Slide: 2000}
	if got := windowsOf(hop, 5000); !slices.Equal(got, []window{{4000, 8000}, {2000, 6000}}) {
		t.Errorf("HOP: %v", got)
	}
	cum := &plan.WindowTVF{Kind: plan.WindowCumulate, Size: 6000, Slide: 2000}
	if got := windowsOf(cum, 3000); !slices.Equal(got, []window{{0, 4000}, {0, 6000}}) {
		t.Errorf("CUMULATE: %v", got)
	}
	tumble := &plan.WindowTVF{Kind: plan.WindowTumble, Size: 3000, Slide: 3000}
	if got := windowsOf(tumble, -1); !slices.Equal(got, []window{{-3000, 0}}) {
		t.Errorf("TUMBLE before 1970: %v", got)
	}
}
