package exec

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
	queue []windowTimer // queue[0] unused
	// slot is where each queued timer stands in queue, so that remove finds it at once, as
	// Flink's elements keep their heap index.
	slot map[windowTimer]int
}

func newTimerHeap() *timerHeap {
	return &timerHeap{queue: make([]windowTimer, 1), slot: map[windowTimer]int{}}
}

func (h *timerHeap) len() int { return len(h.queue) - 1 }

// time is the firing time of a timer: a window fires at its last millisecond.
func (t windowTimer) time() int64 { return t.end - 1 }

// put stands t at slot i.
func (h *timerHeap) put(i int, t windowTimer) {
	h.queue[i] = t
	h.slot[t] = i
}

func (h *timerHeap) add(t windowTimer) {
	if _, ok := h.slot[t]; ok {
		return
	}
	h.queue = append(h.queue, t)
	h.siftUp(len(h.queue)-1, t)
}

func (h *timerHeap) peek() (windowTimer, bool) {
	if h.len() == 0 {
		return windowTimer{}, false
	}
	return h.queue[1], true
}

func (h *timerHeap) poll() windowTimer {
	top := h.queue[1]
	delete(h.slot, top)
	last := h.queue[len(h.queue)-1]
	h.queue = h.queue[:len(h.queue)-1]
	if h.len() > 0 {
		h.siftDown(1, last)
	}
	return top
}

// siftUp puts t at slot i, moving it up past greater parents.
func (h *timerHeap) siftUp(i int, t windowTimer) {
	for i > 1 && t.time() < h.queue[i/2].time() {
		h.put(i, h.queue[i/2])
		i /= 2
	}
	h.put(i, t)
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
		h.put(i, h.queue[child])
		i = child
	}
	h.put(i, t)
	return i
}

// remove takes a queued timer out, as Flink's HeapPriorityQueue does: the last element takes
// its place and moves down, or up when it does not move down.
func (h *timerHeap) remove(t windowTimer) {
	i, ok := h.slot[t]
	if !ok {
		return
	}
	delete(h.slot, t)
	last := h.queue[len(h.queue)-1]
	h.queue = h.queue[:len(h.queue)-1]
	if i == len(h.queue) {
		return
	}
	if h.siftDown(i, last) == i {
		h.siftUp(i, last)
	}
}
