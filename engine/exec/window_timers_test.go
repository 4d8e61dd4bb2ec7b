package exec

import (
	"math/rand/v2"
	"slices"
	"strconv"
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

// Random adds, removes and polls keep the heap whole: every slot recorded is where its timer
// stands, no timer is earlier than its parent, and what comes out is what was added and not
// removed.
func TestTimerHeapRemoveKeepsItWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	h := newTimerHeap()
	live := map[windowTimer]bool{}
	for step := range 5000 {
		tm := windowTimer{key: strconv.Itoa(rng.IntN(8)), end: int64(rng.IntN(10))}
		switch rng.IntN(4) {
		case 0, 1:
			h.add(tm)
			live[tm] = true
		case 2:
			h.remove(tm)
			delete(live, tm)
		default:
			if h.len() == 0 {
				continue
			}
			got := h.poll()
			if !live[got] {
				t.Fatalf("step %d: polled %v, which is not queued", step, got)
			}
			delete(live, got)
		}
		if h.len() != len(live) {
			t.Fatalf("step %d: the heap holds %d timers, want %d", step, h.len(), len(live))
		}
		for tm, i := range h.slot {
			if h.queue[i] != tm {
				t.Fatalf("step %d: slot of %v is %d, which holds %v", step, tm, i, h.queue[i])
			}
		}
		for i := 2; i <= h.len(); i++ {
			if h.queue[i].time() < h.queue[i/2].time() {
				t.Fatalf("step %d: slot %d is earlier than its parent", step, i)
			}
		}
	}
}
