package ui

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/engine/report"
	"github.com/flinkpad/flinkpad/engine/report/wire"
)

func TestMaxPartitionsIsTheReports(t *testing.T) {
	if maxPartitions != report.MaxTopicPartitions {
		t.Errorf("maxPartitions %d, report.MaxTopicPartitions %d", maxPartitions, report.MaxTopicPartitions)
	}
	var s topicStore
	p := int32(maxPartitions)
	if err := s.add("wide", []wire.Message{{Partition: &p}}); err == nil || len(s.topics) != 0 {
		t.Errorf("partition %d: %v, topics %+v", p, err, s.topics)
	}
}

func TestParseMessages(t *testing.T) {
	msgs, err := parseMessages("plain words\n\n{\"id\": 1, \"name\": \"ann\"}\n"+
		`{"key": "k", "value": {"id": 2}, "timestamp": 5, "partition": 1}`+"\r\n"+
		`{"key": null, "value": null}`+"\n", 99)
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 4 {
		t.Fatalf("%d messages", len(msgs))
	}
	want := []struct {
		key, value string
		keyNull    bool
		ts         int64
	}{
		{"", "plain words", true, 99}, {"", `{"id": 1, "name": "ann"}`, true, 99}, {"k", `{"id":2}`, false, 5}, {"", "", true, 99},
	}
	for i, w := range want {
		m := msgs[i]
		if string(m.Key) != w.key || (m.Key == nil) != w.keyNull || string(m.Value) != w.value || *m.Timestamp != w.ts {
			t.Errorf("message %d = key %q value %q ts %d", i, m.Key, m.Value, *m.Timestamp)
		}
	}
	if msgs[3].Value != nil {
		t.Errorf("a null value is a tombstone, got %q", msgs[3].Value)
	}
	if msgs[2].Partition == nil || *msgs[2].Partition != 1 {
		t.Errorf("partition %v", msgs[2].Partition)
	}
	if _, err := parseMessages(`{"value": "x", "partition": -1}`, 0); !errors.Is(err, errMessageLine) {
		t.Errorf("negative partition: %v", err)
	}
	if _, err := parseMessages(`{"value": "x", "timestamp": "soon"}`, 0); !errors.Is(err, errMessageLine) {
		t.Errorf("bad timestamp: %v", err)
	}
}

func TestShowBytes(t *testing.T) {
	if s, h := showBytes(wire.Bytes("héllo")); s != "héllo" || h {
		t.Errorf("text: %q %v", s, h)
	}
	if s, h := showBytes(wire.Bytes{0xff, 0x00, 0x10}); s != "0xff0010" || !h {
		t.Errorf("binary: %q %v", s, h)
	}
	if got := showHeaders([]wire.Header{{Key: "a", Value: wire.Bytes("1")}, {Key: "b"}}); got != "a=1, b=null" {
		t.Errorf("headers: %q", got)
	}
	if got := showTimestamp(1700000000123); got != "2023-11-14 22:13:20.123 UTC" {
		t.Errorf("timestamp: %q", got)
	}
}

func TestParseTimestamp(t *testing.T) {
	for in, want := range map[string]int64{"1700000000123": 1700000000123, "2023-11-14 22:13:20": 1700000000000,
		"2023-11-14T23:13:20+01:00": 1700000000000} {
		if got, err := parseTimestamp(in); err != nil || got != want {
			t.Errorf("%s: %d %v", in, got, err)
		}
	}
	if _, err := parseTimestamp("tomorrow"); err == nil {
		t.Error("tomorrow parsed")
	}
}

func TestPlural(t *testing.T) {
	if plural(1, "message") != "1 message" || plural(0, "message") != "0 messages" || plural(2, "partition") != "2 partitions" {
		t.Error(plural(1, "message"), plural(0, "message"))
	}
}

func TestTopicStore(t *testing.T) {
	var s topicStore
	if err := s.add("", nil); err == nil {
		t.Error("a topic without a name")
	}
	p := int32(0)
	if err := s.add("t", []wire.Message{{Value: wire.Bytes("a")}, {Partition: &p, Value: wire.Bytes("b")}}); err != nil {
		t.Fatal(err)
	}
	tp := s.topics[0]
	if tp.Partitions != 1 || tp.Total != 2 || *tp.Messages[0].Offset != 0 || *tp.Messages[1].Offset != 1 {
		t.Fatalf("topic %+v", tp)
	}
	two := int32(2)
	if err := s.add("t", []wire.Message{{Partition: &two}}); err == nil {
		t.Error("partition 2 of a topic of one")
	}
	if err := s.add("wide", []wire.Message{{Partition: &two, Value: wire.Bytes("x")}, {Value: wire.Bytes("y")}}); err != nil {
		t.Fatal(err)
	}
	if w := s.topics[1]; w.Partitions != 3 || *w.Messages[0].Offset != 0 || w.Messages[1].Partition != nil || w.Messages[1].Offset != nil {
		t.Errorf("wide %+v", w)
	}
	s.clearTopic("t")
	if s.topics[0].Total != 0 || len(s.topics[0].Messages) != 0 || s.topics[0].Partitions != 1 {
		t.Errorf("cleared %+v", s.topics[0])
	}
	s.remove("t")
	if len(s.topics) != 1 || s.topics[0].Name != "wide" {
		t.Errorf("after remove %+v", s.topics)
	}
}
