package exec

import (
	"cmp"
	"math"
	"slices"
	"strconv"
)

// session is one open session window of a key: [start, end), end being the last row's time
// plus the gap, and the values of its rows in the order Flink's accumulator holds them.
type session struct {
	key        string
	keys       []any
	start, end int64
	rows       []sessionRow
}

// sessionRow is a row of a session: its arrival number, which orders the window function's
// output, and its values.
type sessionRow struct {
	order  int64
	values []any
}

// timer is the session's event-time timer: Flink's timers are per key and window, so the
// window's start is part of the timer's key.
func (s *session) timer() windowTimer {
	return windowTimer{key: s.key + "\x00" + strconv.FormatInt(s.start, 10), end: s.end}
}

// sessionWindows is the state of Flink's merging session windows (MergingWindowSet under
// EventTimeTriggers.afterEndOfWindow): each row opens the window [t, t+gap) and merges it with
// every open session of its key that it intersects (touching counts: Flink's TimeWindow
// intersects with <=). A row whose own window is behind the watermark and merges with no open
// session is late and dropped. A session fires, and is forgotten, when the watermark reaches
// its last millisecond; timers fire in Flink's heap order.
type sessionWindows struct {
	gap      int64
	progress int64
	open     map[string][]*session // per key, by start
	byTimer  map[windowTimer]*session
	timers   *timerHeap
	arrivals int64
}

func newSessionWindows(gap int64) *sessionWindows {
	return &sessionWindows{gap: gap, progress: math.MinInt64, open: map[string][]*session{},
		byTimer: map[windowTimer]*session{}, timers: newTimerHeap()}
}

// add puts a row of time t into its key's sessions.
func (w *sessionWindows) add(key string, keys []any, t int64, values []any) {
	row := sessionRow{order: w.arrivals, values: values}
	w.arrivals++
	start, end := t, t+w.gap
	if t > math.MaxInt64-w.gap {
		end = math.MaxInt64
	}
	list := w.open[key]
	var merged []*session
	for _, s := range list {
		if s.start <= end && s.end >= start {
			merged = append(merged, s)
		}
	}
	if len(merged) == 0 {
		if end-1 <= w.progress {
			return // late: its window already passed, and no open session takes it
		}
		s := &session{key: key, keys: keys, start: start, end: end, rows: []sessionRow{row}}
		w.insert(s)
		return
	}
	cover := window{min(start, merged[0].start), max(end, merged[len(merged)-1].end)}
	if len(merged) == 1 && cover.start == merged[0].start && cover.end == merged[0].end {
		merged[0].rows = append(merged[0].rows, row)
		return
	}
	// The merged session keeps the accumulator of the first existing window in the order of
	// Flink's HashSet of merged windows, then merges the others' into it in that order.
	order := javaHashSetOrder(merged, window{start, end})
	s := &session{key: key, keys: order[0].keys, start: cover.start, end: cover.end}
	for _, m := range order {
		s.rows = append(s.rows, m.rows...)
	}
	s.rows = append(s.rows, row)
	// Flink registers the merged window's timer, then deletes the merged windows' ones.
	w.timers.add(s.timer())
	w.byTimer[s.timer()] = s
	kept := list[:0:0]
	for _, o := range list {
		if !slices.Contains(merged, o) {
			kept = append(kept, o)
		}
	}
	for _, m := range merged {
		w.timers.remove(m.timer())
		delete(w.byTimer, m.timer())
	}
	w.open[key] = kept
	w.insertSorted(s)
}

// insert opens a new session and sets its timer.
func (w *sessionWindows) insert(s *session) {
	w.timers.add(s.timer())
	w.byTimer[s.timer()] = s
	w.insertSorted(s)
}

func (w *sessionWindows) insertSorted(s *session) {
	list := w.open[s.key]
	i, _ := slices.BinarySearchFunc(list, s.start, func(o *session, start int64) int { return cmp.Compare(o.start, start) })
	w.open[s.key] = slices.Insert(list, i, s)
}

// advance takes a watermark and fires, in timer order, the sessions whose end it passed.
func (w *sessionWindows) advance(wm int64, fire func(*session) error) error {
	if wm > w.progress {
		w.progress = wm
	}
	for {
		t, ok := w.timers.peek()
		if !ok || t.time() > w.progress {
			return nil
		}
		w.timers.poll()
		s := w.byTimer[t]
		delete(w.byTimer, t)
		if s == nil {
			continue
		}
		list := w.open[s.key]
		if i := slices.Index(list, s); i >= 0 {
			list = slices.Delete(list, i, i+1)
		}
		if len(list) == 0 {
			delete(w.open, s.key)
		} else {
			w.open[s.key] = list
		}
		if err := fire(s); err != nil {
			return err
		}
	}
}

// javaHashSetOrder orders the existing sessions a new window merges with as Flink iterates
// them: TimeWindow.mergeWindows collects the windows it merges, sorted by start and the new
// one among them, into a java.util.HashSet, which iterates by bucket (TimeWindow.hashCode
// spread as HashMap spreads it, over a table sized for every element) and within a bucket in
// insertion order.
func javaHashSetOrder(merged []*session, added window) []*session {
	type entry struct {
		s      *session
		w      window
		bucket uint32
	}
	all := make([]entry, 0, len(merged)+1)
	for _, s := range merged {
		all = append(all, entry{s: s, w: window{s.start, s.end}})
	}
	all = append(all, entry{w: added})
	slices.SortStableFunc(all, func(a, b entry) int {
		if a.w.start != b.w.start {
			return cmp.Compare(a.w.start, b.w.start)
		}
		return cmp.Compare(a.w.end, b.w.end)
	})
	capacity := 16
	for float64(len(all)) > 0.75*float64(capacity) {
		capacity *= 2
	}
	for i := range all {
		h := uint32(timeWindowHash(all[i].w))
		all[i].bucket = (h ^ h>>16) & uint32(capacity-1)
	}
	slices.SortStableFunc(all, func(a, b entry) int { return int(a.bucket) - int(b.bucket) })
	var out []*session
	for _, e := range all {
		if e.s != nil {
			out = append(out, e.s)
		}
	}
	return out
}

// timeWindowHash is Flink's TimeWindow.hashCode: start plus the inverse of (end << 1) + 1
// modulo 2^32, in Java's int arithmetic.
func timeWindowHash(w window) int32 {
	x := int32(w.end<<1) + 1
	inverse := x * x * x
	inverse *= 2 - x*inverse
	inverse *= 2 - x*inverse
	inverse *= 2 - x*inverse
	return int32(w.start + int64(inverse))
}
