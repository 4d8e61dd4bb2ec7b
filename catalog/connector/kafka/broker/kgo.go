//go:build !js

package broker

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kerr"
	"github.com/twmb/franz-go/pkg/kgo"
)

// Client is a real Kafka cluster reached with franz-go. Only the CLI makes one; the page and
// the server never dial out.
type Client struct {
	seeds []string
	cl    *kgo.Client
	adm   *kadm.Client

	reach     sync.Once
	reachErr  error
	reachWait time.Duration
}

// reachTimeout bounds the first contact with a cluster: without it a write to a broker that is
// not there waits for the delivery timeout, minutes, with no word.
const reachTimeout = 10 * time.Second

// reachable contacts the cluster once, on first use, so that a missing broker fails the
// statement with a clear error rather than hanging it.
func (c *Client) reachable(ctx context.Context) error {
	c.reach.Do(func() {
		wait := c.reachWait
		if wait == 0 {
			wait = reachTimeout
		}
		pctx, cancel := context.WithTimeout(ctx, wait)
		defer cancel()
		if err := c.cl.Ping(pctx); err != nil {
			c.reachErr = fmt.Errorf("%w: no Kafka broker answered at %s within %s (%v); "+
				"flinkpad -kafka memory keeps topics in memory instead, as the page does",
				ErrUnreachable, strings.Join(c.seeds, ","), wait, err)
		}
	})
	return c.reachErr
}

var _ Broker = (*Client)(nil)

// Dial connects to the brokers 'properties.bootstrap.servers' names (a comma-separated list).
func Dial(bootstrapServers string) (*Client, error) {
	var seeds []string
	for _, s := range strings.Split(bootstrapServers, ",") {
		if s = strings.TrimSpace(s); s != "" {
			seeds = append(seeds, s)
		}
	}
	if len(seeds) == 0 {
		return nil, errors.New("no bootstrap servers")
	}
	cl, err := kgo.NewClient(kgo.SeedBrokers(seeds...), kgo.AllowAutoTopicCreation(),
		kgo.RecordPartitioner(kgo.BasicConsistentPartitioner(partitionRecord)),
		kgo.ProducerLinger(0), kgo.RecordDeliveryTimeout(2*time.Minute))
	if err != nil {
		return nil, err
	}
	return &Client{seeds: seeds, cl: cl, adm: kadm.NewClient(cl)}, nil
}

// Close closes the connections.
func (c *Client) Close() { c.cl.Close() }

type manualKey struct{}

var roundRobin atomic.Uint32

// partitionRecord places records as Memory.Produce does: the given partition, else the key's
// murmur2 hash as Kafka's default partitioner, else round robin.
func partitionRecord(string) func(r *kgo.Record, n int) int {
	return func(r *kgo.Record, n int) int {
		if r.Context != nil && r.Context.Value(manualKey{}) != nil {
			return int(r.Partition)
		}
		if r.Key != nil {
			return int(KeyPartition(r.Key, n))
		}
		return int(roundRobin.Add(1) % uint32(n))
	}
}

// Topics lists the topics.
func (c *Client) Topics(ctx context.Context) ([]string, error) {
	if err := c.reachable(ctx); err != nil {
		return nil, err
	}
	td, err := c.adm.ListTopics(ctx)
	if err != nil {
		return nil, err
	}
	names := td.Names()
	slices.Sort(names)
	return names, nil
}

// Partitions is the number of partitions of topic.
func (c *Client) Partitions(ctx context.Context, topic string) (int, error) {
	if err := c.reachable(ctx); err != nil {
		return 0, err
	}
	td, err := c.adm.ListTopics(ctx, topic)
	if err != nil {
		return 0, err
	}
	d, ok := td[topic]
	if !ok || errors.Is(d.Err, kerr.UnknownTopicOrPartition) {
		return 0, ErrUnknownTopic
	}
	if d.Err != nil {
		return 0, d.Err
	}
	return len(d.Partitions), nil
}

// Produce writes records and waits for the broker's acknowledgement.
func (c *Client) Produce(ctx context.Context, topic string, records []Record) error {
	if err := c.reachable(ctx); err != nil {
		return err
	}
	rs := make([]*kgo.Record, len(records))
	for i, r := range records {
		kr := &kgo.Record{Topic: topic, Key: r.Key, Value: r.Value}
		if r.HasTimestamp {
			kr.Timestamp = time.UnixMilli(r.Timestamp)
		}
		for _, h := range r.Headers {
			kr.Headers = append(kr.Headers, kgo.RecordHeader{Key: h.Key, Value: h.Value})
		}
		if r.Partition >= 0 {
			kr.Partition = r.Partition
			kr.Context = context.WithValue(ctx, manualKey{}, true)
		}
		rs[i] = kr
	}
	return c.cl.ProduceSync(ctx, rs...).FirstErr()
}

func (c *Client) listed(topic string, l kadm.ListedOffsets, err error) ([]int64, error) {
	if err != nil {
		return nil, err
	}
	ps, ok := l[topic]
	if !ok || len(ps) == 0 {
		return nil, ErrUnknownTopic
	}
	out := make([]int64, len(ps))
	for p, o := range ps {
		if o.Err != nil {
			if errors.Is(o.Err, kerr.UnknownTopicOrPartition) {
				return nil, ErrUnknownTopic
			}
			return nil, o.Err
		}
		if int(p) < len(out) {
			out[p] = o.Offset
		}
	}
	return out, nil
}

// Offsets are the start and end offsets of each partition.
func (c *Client) Offsets(ctx context.Context, topic string) (start, end []int64, err error) {
	if err := c.reachable(ctx); err != nil {
		return nil, nil, err
	}
	l, err := c.adm.ListStartOffsets(ctx, topic)
	if start, err = c.listed(topic, l, err); err != nil {
		return nil, nil, err
	}
	l, err = c.adm.ListEndOffsets(ctx, topic)
	if end, err = c.listed(topic, l, err); err != nil {
		return nil, nil, err
	}
	return start, end, nil
}

// OffsetsForTime is each partition's first offset at or after ts, or its end.
func (c *Client) OffsetsForTime(ctx context.Context, topic string, ts int64) ([]int64, error) {
	if err := c.reachable(ctx); err != nil {
		return nil, err
	}
	l, err := c.adm.ListOffsetsAfterMilli(ctx, ts, topic)
	return c.listed(topic, l, err)
}

// Committed is the group's committed offsets, -1 where none.
func (c *Client) Committed(ctx context.Context, group, topic string) ([]int64, error) {
	if err := c.reachable(ctx); err != nil {
		return nil, err
	}
	n, err := c.Partitions(ctx, topic)
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = -1
	}
	resp, err := c.adm.FetchOffsetsForTopics(ctx, group, topic)
	if err != nil {
		return nil, err
	}
	for p := range out {
		if o, ok := resp.Lookup(topic, int32(p)); ok && o.Err == nil && o.At >= 0 {
			out[p] = o.At
		}
	}
	return out, nil
}

// Consume reads partitions from offsets with a client of its own.
func (c *Client) Consume(ctx context.Context, topic string, from map[int32]int64) (Consumer, error) {
	if err := c.reachable(ctx); err != nil {
		return nil, err
	}
	offsets := map[int32]kgo.Offset{}
	for p, o := range from {
		offsets[p] = kgo.NewOffset().At(o)
	}
	cl, err := kgo.NewClient(kgo.SeedBrokers(c.seeds...),
		kgo.ConsumePartitions(map[string]map[int32]kgo.Offset{topic: offsets}))
	if err != nil {
		return nil, err
	}
	return &kgoConsumer{cl: cl}, nil
}

type kgoConsumer struct {
	cl   *kgo.Client
	once sync.Once
}

func (k *kgoConsumer) Poll(ctx context.Context, wait time.Duration) ([]Message, error) {
	if wait <= 0 {
		wait = time.Millisecond
	}
	pctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	fs := k.cl.PollFetches(pctx)
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	var failed error
	fs.EachError(func(t string, p int32, err error) {
		if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) && failed == nil {
			failed = fmt.Errorf("kafka: fetch %s-%d: %w", t, p, err)
		}
	})
	if failed != nil {
		return nil, failed
	}
	var out []Message
	fs.EachRecord(func(r *kgo.Record) {
		m := Message{Topic: r.Topic, Partition: r.Partition, Offset: r.Offset, Key: r.Key, Value: r.Value,
			Timestamp: r.Timestamp.UnixMilli(), TimestampType: CreateTime, LeaderEpoch: r.LeaderEpoch}
		if r.Attrs.TimestampType() == 1 {
			m.TimestampType = LogAppendTime
		}
		for _, h := range r.Headers {
			m.Headers = append(m.Headers, Header{Key: h.Key, Value: h.Value})
		}
		out = append(out, m)
	})
	return out, nil
}

func (k *kgoConsumer) Close() { k.once.Do(k.cl.Close) }

// Dialer resolves each 'properties.bootstrap.servers' to a client of that cluster, made on
// first use and kept until Close: the CLI's Kafka brokers.
type Dialer struct {
	mu      sync.Mutex
	clients map[string]*Client
}

var _ Resolver = (*Dialer)(nil)

// Broker returns the client of the named cluster.
func (d *Dialer) Broker(servers string, _ map[string]string) (Broker, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if c, ok := d.clients[servers]; ok {
		return c, nil
	}
	c, err := Dial(servers)
	if err != nil {
		return nil, err
	}
	if d.clients == nil {
		d.clients = map[string]*Client{}
	}
	d.clients[servers] = c
	return c, nil
}

// Close closes every client.
func (d *Dialer) Close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, c := range d.clients {
		c.Close()
	}
	d.clients = nil
}
