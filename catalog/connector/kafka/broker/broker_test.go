package broker

import (
	"context"
	"testing"
	"time"
)

// Kafka's own vectors for Utils.murmur2 (UtilsTest.testMurmur2).
func TestMurmur2(t *testing.T) {
	for in, want := range map[string]int32{
		"21": -973932308, "foobar": -790332482, "a-little-bit-long-string": -985981536,
		"a-little-bit-longer-string": -1486304829, "lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8": -58897971,
		"abc": 479470107,
	} {
		if got := murmur2([]byte(in)); got != want {
			t.Errorf("murmur2(%q) = %d, want %d", in, got, want)
		}
	}
}

func TestMemoryProduceConsume(t *testing.T) {
	ctx := context.Background()
	m := NewMemory()
	if _, err := m.Partitions(ctx, "t"); err != ErrUnknownTopic {
		t.Fatalf("unknown topic: %v", err)
	}
	c, err := m.Consume(ctx, "t", map[int32]int64{0: 0})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan []Message, 1)
	go func() {
		msgs, _ := c.Poll(ctx, 5*time.Second)
		got <- msgs
	}()
	time.Sleep(10 * time.Millisecond)
	if err := m.Produce(ctx, "t", []Record{{Partition: -1, Value: []byte("v"), Headers: []Header{{Key: "h", Value: []byte("x")}}}}); err != nil {
		t.Fatal(err)
	}
	select {
	case msgs := <-got:
		if len(msgs) != 1 || string(msgs[0].Value) != "v" || msgs[0].Offset != 0 || msgs[0].Headers[0].Key != "h" {
			t.Fatalf("messages %+v", msgs)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a waiting poll did not wake on a write")
	}
	if n, _ := m.Partitions(ctx, "t"); n != 1 {
		t.Fatalf("auto-created topic has %d partitions, want 1", n)
	}
	if err := m.Produce(ctx, "t", []Record{{Partition: 3}}); err == nil {
		t.Fatal("a write to a partition the topic lacks succeeded")
	}
	topics, _ := m.Topics(ctx)
	if len(topics) != 1 || topics[0] != "t" {
		t.Fatalf("topics %v", topics)
	}
}
