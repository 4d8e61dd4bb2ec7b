package exec

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Every window kind has windows, each holding the row's time, and a last window end no
// earlier than the slice's own end.
func TestEveryWindowKindHasWindows(t *testing.T) {
	for _, k := range plan.WindowKinds {
		if k == plan.WindowSession {
			continue // sessions merge: stream_session_window_test.go
		}
		n := &plan.WindowTVF{Kind: k, Size: 6000, Slide: 2000}
		if k == plan.WindowTumble {
			n.Slide = n.Size
		}
		const ts = 7500
		ws := windowsOf(n, ts)
		if len(ws) == 0 {
			t.Errorf("%v: no window holds %d", k, ts)
		}
		for _, w := range ws {
			if w.start > ts || w.end <= ts {
				t.Errorf("%v: window %v does not hold %d", k, w, ts)
			}
		}
		o := &streamWindowAggregate{tvf: n}
		slice := sliceOf(n, ts)
		if end := o.lastWindowEnd(slice.end); end < slice.end {
			t.Errorf("%v: the slice %v ends in a window ending at %d", k, slice, end)
		}
	}
}
