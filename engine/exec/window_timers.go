package exec

import "slices"

// windowTimer fires the window ending at end for one group key.
type windowTimer struct {
	key string
	end int64
}

// timerHeap is the queue of a window operator's event-time timers, kept as Flink's
// HeapPriorityQueue keeps them, so that windows ending at one time fire for their keys in the
// order Flink's does: a binary heap (1-based) ordered by time alone, moving an element only
// past a strictly greater one. Equal times thus come out first-added first, then the rest in
// reverse order of adding (keys 0..4 fire 0, 4, 3, 2, 1), and a timer added while others fire
// takes its place among them. Adding a timer already queued does nothing (HeapPriorityQueueSet).
type timerHeap struct {
	queue  []windowTimer // queue[0] unused
	queued map[windowTimer]bool
}

func newTimerHeap() *timerHeap {
	return &timerHeap{queue: make([]windowTimer, 1), queued: map[windowTimer]bool{}}
}

func (h *timerHeap) len() int { return len(h.queue) - 1 }

// time is the firing time of a timer: a window fires at its last millisecond.
func (t windowTimer) time() int64 { return t.end - 1 }

func (h *timerHeap) add(t windowTimer) {
	if h.queued[t] {
		return
	}
	h.queued[t] = true
	h.queue = append(h.queue, t)
	i := len(h.queue) - 1
	for i > 1 && t.time() < h.queue[i/2].time() {
		h.queue[i] = h.queue[i/2]
		i /= 2
	}
	h.queue[i] = t
}

func (h *timerHeap) peek() (windowTimer, bool) {
	if h.len() == 0 {
		return windowTimer{}, false
	}
	return h.queue[1], true
}

func (h *timerHeap) poll() windowTimer {
	top := h.queue[1]
	delete(h.queued, top)
	last := h.queue[len(h.queue)-1]
	h.queue = h.queue[:len(h.queue)-1]
	if h.len() > 0 {
		h.siftDown(1, last)
	}
	return top
}

// siftDown puts t at slot i, moving it down past smaller children as Flink's
// HeapPriorityQueue does, and returns the slot it ends in.
func (h *timerHeap) siftDown(i int, t windowTimer) int {
	n := h.len()
	for {
		child := 2 * i
		if child > n {
			break
		}
		if child+1 <= n && h.queue[child+1].time() < h.queue[child].time() {
			child++
		}
		if h.queue[child].time() >= t.time() {
			break
		}
		h.queue[i] = h.queue[child]
		i = child
	}
	h.queue[i] = t
	return i
}

// remove takes a queued timer out, as Flink's HeapPriorityQueue does: the last element takes
// its place and moves down, or up when it does not move down.
func (h *timerHeap) remove(t windowTimer) {
	if !h.queued[t] {
		return
	}
	delete(h.queued, t)
	i := slices.Index(h.queue[1:], t) + 1
	last := h.queue[len(h.queue)-1]
	h.queue = h.queue[:len(h.queue)-1]
	if i == len(h.queue) {
		return
	}
	j := h.siftDown(i, last)
	if j != i {
		return
	}
	for j > 1 && last.time() < h.queue[j/2].time() {
		h.queue[j] = h.queue[j/2]
		j /= 2
	}
	h.queue[j] = last
}
