package ui

// This file has no build constraint, so that it is tested natively: the Topics tab's data, what
// an uploaded file of messages holds, and how a key or value is shown.

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// errMessageLine is a line of an uploaded file that looks like a message object but is not one.
var errMessageLine = errors.New("bad message line")

// messageFields are the fields a line of an uploaded file may have to be read as one message.
var messageFields = map[string]bool{"key": true, "value": true, "timestamp": true, "partition": true, "headers": true}

// parseMessages reads an uploaded file of messages, one a line (blank lines skipped). A line that
// is a JSON object whose fields are only key, value, timestamp, partition and headers, with a key
// or a value among them, is one message with those fields (wire.Message's JSON); any other line
// is a message's value as it is, with no key. So a file of JSON records, CSV lines or words is a
// topic of those values, and a file of {"key":...,"value":...} lines sets keys too.
func parseMessages(text string, now int64) ([]wire.Message, error) {
	var out []wire.Message
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		m, ok, err := messageObject(line)
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", errMessageLine, i+1, err)
		}
		if !ok {
			m = wire.Message{Value: wire.Bytes(line)}
		}
		if m.Timestamp == nil {
			ts := now
			m.Timestamp = &ts
		}
		out = append(out, m)
	}
	return out, nil
}

// messageObject reads a line as a message object; ok is false for a line that is not one.
func messageObject(line string) (m wire.Message, ok bool, err error) {
	var fields map[string]json.RawMessage
	if t := strings.TrimSpace(line); !strings.HasPrefix(t, "{") || json.Unmarshal([]byte(t), &fields) != nil {
		return m, false, nil
	}
	for k := range fields {
		if !messageFields[k] {
			return m, false, nil
		}
	}
	if _, v := fields["value"]; !v {
		if _, k := fields["key"]; !k {
			return m, false, nil
		}
	}
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		return m, false, err
	}
	if m.Partition != nil && *m.Partition < 0 {
		return m, false, fmt.Errorf("partition %d is negative", *m.Partition)
	}
	m.Offset = nil // the run assigns offsets
	return m, true, nil
}

// showBytes is a key or value as the tab shows it: its text when it is UTF-8, else its hex.
func showBytes(b wire.Bytes) (text string, isHex bool) {
	if utf8.Valid(b) {
		return string(b), false
	}
	return "0x" + hex.EncodeToString(b), true
}

// showHeaders is a message's headers as key=value, separated by commas.
func showHeaders(hs []wire.Header) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		v := "null"
		if h.Value != nil {
			v, _ = showBytes(h.Value)
		}
		parts[i] = h.Key + "=" + v
	}
	return strings.Join(parts, ", ")
}

// showTimestamp is epoch milliseconds as UTC time.
func showTimestamp(ms int64) string {
	return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04:05.000") + " UTC"
}

// parseTimestamp reads the form's timestamp: epoch milliseconds, or a UTC date and time.
func parseTimestamp(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if ms, err := strconv.ParseInt(s, 10, 64); err == nil {
		return ms, nil
	}
	for _, layout := range []string{"2006-01-02 15:04:05.000", "2006-01-02 15:04:05", "2006-01-02T15:04:05Z07:00", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UnixMilli(), nil
		}
	}
	return 0, fmt.Errorf("the timestamp %q is neither epoch milliseconds nor a date and time like 2024-01-31 12:00:00", s)
}

// plural is a count with its noun: "1 message", "2 messages".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// maxPartitions is the most partitions a run's broker gives a topic (report.MaxTopicPartitions,
// which a test keeps equal): the form refuses more, rather than the next run.
const maxPartitions = 64

// topicStore is the page's topics: what the last run left, and the messages added since.
type topicStore struct {
	topics []wire.Topic
	// last is the topic messages were last added to, which the form offers again.
	last string
}

// find is the topic's index, or -1.
func (s *topicStore) find(name string) int {
	for i, t := range s.topics {
		if t.Name == name {
			return i
		}
	}
	return -1
}

// add appends messages to a topic, creating it; a message without a partition goes to
// partition 0 of a topic with one partition, and takes its offset there, else the next run's
// broker places it. A partition the topic does not have is refused, as Kafka refuses it.
func (s *topicStore) add(name string, msgs []wire.Message) error {
	if name == "" {
		return errors.New("name the topic to add messages to")
	}
	for _, m := range msgs {
		if m.Partition != nil && int(*m.Partition) >= maxPartitions {
			return fmt.Errorf("a topic here has at most %d partitions, so partition %d is not there", maxPartitions, *m.Partition)
		}
	}
	i := s.find(name)
	if i < 0 {
		parts := 1
		for _, m := range msgs {
			if m.Partition != nil {
				parts = max(parts, int(*m.Partition)+1)
			}
		}
		s.topics = append(s.topics, wire.Topic{Name: name, Partitions: parts, Messages: []wire.Message{}})
		i = len(s.topics) - 1
	}
	s.last = name
	t := &s.topics[i]
	for _, m := range msgs {
		if m.Partition != nil && int(*m.Partition) >= t.Partitions {
			//lint:ignore ST1005 Kafka's producer's own message, which the page shows as Kafka gives it
			return fmt.Errorf("Partition %d of topic %s with partition count %d is not present in metadata.", *m.Partition, name, t.Partitions)
		}
	}
	for _, m := range msgs {
		if m.Partition == nil && t.Partitions == 1 {
			p := int32(0)
			m.Partition = &p
		}
		m.Offset = nil
		if m.Partition != nil {
			o := int64(0)
			for _, old := range t.Messages {
				if old.Partition != nil && *old.Partition == *m.Partition {
					o++
				}
			}
			m.Offset = &o
		}
		t.Messages = append(t.Messages, m)
		t.Total++
	}
	return nil
}

// clearTopic drops a topic's messages; it keeps its partitions.
func (s *topicStore) clearTopic(name string) {
	if i := s.find(name); i >= 0 {
		s.topics[i].Messages, s.topics[i].Total, s.topics[i].Truncated = []wire.Message{}, 0, false
	}
}

// remove deletes a topic.
func (s *topicStore) remove(name string) {
	if i := s.find(name); i >= 0 {
		s.topics = append(s.topics[:i], s.topics[i+1:]...)
	}
}

// request is the topics as a run request carries them (runner.go, in the js build only).
//
//lint:ignore U1000 used by runner.go, which only the js build compiles
func (s *topicStore) request() []wire.Topic {
	if s.topics == nil {
		return []wire.Topic{}
	}
	return s.topics
}
