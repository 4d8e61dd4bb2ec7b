package broker

import (
	"context"
	"slices"
	"sync"
	"time"
)

// Memory is an in-memory broker. Its topics live as long as it does; a session keeps one.
// It is safe for concurrent use: a job's sink may write a topic while another job reads it.
type Memory struct {
	mu      sync.Mutex
	topics  map[string]*memTopic
	commits map[string]map[string][]int64 // group -> topic -> offsets
	// changed is closed and replaced whenever a message is appended, waking polling readers.
	changed chan struct{}
	now     func() time.Time
}

type memTopic struct {
	partitions [][]Message
	next       int // the next partition for records without a key or partition
}

var (
	_ Broker   = (*Memory)(nil)
	_ Resolver = (*Memory)(nil)
)

// NewMemory returns an empty in-memory broker.
func NewMemory() *Memory {
	return &Memory{topics: map[string]*memTopic{}, commits: map[string]map[string][]int64{},
		changed: make(chan struct{}), now: time.Now}
}

// Broker returns the memory broker whatever the servers: in the page and the server every
// table's topics live in the session's broker, and nothing dials out.
func (m *Memory) Broker(string, map[string]string) (Broker, error) { return m, nil }

// Topics lists the topics, sorted.
func (m *Memory) Topics(context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	names := make([]string, 0, len(m.topics))
	for n := range m.topics {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, nil
}

// CreateTopic creates a topic with n partitions; an existing topic is left as it is.
func (m *Memory) CreateTopic(name string, n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.topics[name]; !ok && n > 0 {
		m.topics[name] = &memTopic{partitions: make([][]Message, n)}
	}
}

// Partitions is the number of partitions of a topic.
func (m *Memory) Partitions(_ context.Context, topic string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		return 0, ErrUnknownTopic
	}
	return len(t.partitions), nil
}

// Messages returns a copy of every message of a topic, partition by partition, for a view of
// the topic.
func (m *Memory) Messages(topic string) ([]Message, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		return nil, ErrUnknownTopic
	}
	var out []Message
	for _, p := range t.partitions {
		out = append(out, p...)
	}
	return out, nil
}

// Produce appends records, creating the topic with one partition if needed.
func (m *Memory) Produce(_ context.Context, topic string, records []Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		t = &memTopic{partitions: make([][]Message, 1)}
		m.topics[topic] = t
	}
	now := m.now().UnixMilli()
	for _, r := range records {
		p := r.Partition
		switch {
		case p >= 0 && int(p) < len(t.partitions):
		case p >= 0:
			return &PartitionError{Topic: topic, Partition: p, Partitions: len(t.partitions)}
		case r.Key != nil:
			p = KeyPartition(r.Key, len(t.partitions))
		default:
			p = int32(t.next % len(t.partitions))
			t.next++
		}
		ts := now
		if r.HasTimestamp {
			ts = r.Timestamp
		}
		part := t.partitions[p]
		t.partitions[p] = append(part, Message{Topic: topic, Partition: p, Offset: int64(len(part)),
			Key: clone(r.Key), Value: clone(r.Value), Timestamp: ts, TimestampType: CreateTime,
			Headers: cloneHeaders(r.Headers), LeaderEpoch: 0})
	}
	close(m.changed)
	m.changed = make(chan struct{})
	return nil
}

// PartitionError is a write to a partition the topic does not have.
type PartitionError struct {
	Topic      string
	Partition  int32
	Partitions int
}

func (e *PartitionError) Error() string {
	return "Partition " + itoa(int64(e.Partition)) + " of topic " + e.Topic + " with partition count " +
		itoa(int64(e.Partitions)) + " is not present in metadata."
}

func clone(b []byte) []byte {
	if b == nil {
		return nil
	}
	return append([]byte{}, b...)
}

func cloneHeaders(hs []Header) []Header {
	if hs == nil {
		return nil
	}
	out := make([]Header, len(hs))
	for i, h := range hs {
		out[i] = Header{Key: h.Key, Value: clone(h.Value)}
	}
	return out
}

// Offsets are each partition's start and end offsets.
func (m *Memory) Offsets(_ context.Context, topic string) (start, end []int64, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		return nil, nil, ErrUnknownTopic
	}
	start, end = make([]int64, len(t.partitions)), make([]int64, len(t.partitions))
	for i, p := range t.partitions {
		end[i] = int64(len(p))
	}
	return start, end, nil
}

// OffsetsForTime is each partition's first offset at or after ts.
func (m *Memory) OffsetsForTime(_ context.Context, topic string, ts int64) ([]int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		return nil, ErrUnknownTopic
	}
	out := make([]int64, len(t.partitions))
	for i, p := range t.partitions {
		out[i] = int64(len(p))
		for _, msg := range p {
			if msg.Timestamp >= ts {
				out[i] = msg.Offset
				break
			}
		}
	}
	return out, nil
}

// Commit records a consumer group's offsets of a topic.
func (m *Memory) Commit(group, topic string, offsets []int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.commits[group] == nil {
		m.commits[group] = map[string][]int64{}
	}
	m.commits[group][topic] = slices.Clone(offsets)
}

// Committed is a group's committed offsets, -1 where none.
func (m *Memory) Committed(_ context.Context, group, topic string) ([]int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.topics[topic]
	if !ok {
		return nil, ErrUnknownTopic
	}
	out := make([]int64, len(t.partitions))
	c := m.commits[group][topic]
	for i := range out {
		out[i] = -1
		if i < len(c) {
			out[i] = c[i]
		}
	}
	return out, nil
}

// Consume reads partitions of a topic from the given offsets.
func (m *Memory) Consume(_ context.Context, topic string, from map[int32]int64) (Consumer, error) {
	// A topic that does not exist yet is read once a write creates it.
	return &memConsumer{m: m, topic: topic, next: maps(from)}, nil
}

func maps(from map[int32]int64) map[int32]int64 {
	out := make(map[int32]int64, len(from))
	for p, o := range from {
		out[p] = o
	}
	return out
}

type memConsumer struct {
	m     *Memory
	topic string
	next  map[int32]int64
}

// pollBatch caps the messages one Poll returns.
const pollBatch = 1024

func (c *memConsumer) Poll(ctx context.Context, wait time.Duration) ([]Message, error) {
	deadline := time.Now().Add(wait)
	for {
		c.m.mu.Lock()
		var out []Message
		var partitions [][]Message
		if t := c.m.topics[c.topic]; t != nil {
			partitions = t.partitions
		}
		parts := make([]int32, 0, len(c.next))
		for p := range c.next {
			parts = append(parts, p)
		}
		slices.Sort(parts)
		for _, p := range parts {
			if int(p) >= len(partitions) {
				continue
			}
			msgs := partitions[p]
			o := max(c.next[p], 0)
			for o < int64(len(msgs)) && len(out) < pollBatch {
				out = append(out, msgs[o])
				o++
			}
			c.next[p] = o
		}
		changed := c.m.changed
		c.m.mu.Unlock()
		if len(out) > 0 || wait <= 0 {
			return out, nil
		}
		left := time.Until(deadline)
		if left <= 0 {
			return nil, nil
		}
		timer := time.NewTimer(left)
		select {
		case <-ctx.Done():
			timer.Stop()
			return nil, context.Cause(ctx)
		case <-changed:
			timer.Stop()
		case <-timer.C:
			return nil, nil
		}
	}
}

func (c *memConsumer) Close() {}
