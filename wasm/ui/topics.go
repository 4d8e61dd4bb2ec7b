//go:build js && wasm

package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// The Topics tab: the session's Kafka topics, which the page keeps as it keeps uploaded files.
// Each run's in-memory broker starts with them and the report brings every topic back, so an
// INSERT INTO a kafka table in one run is read by a SELECT in the next.

// takeTopics keeps the topics a finished run left: they are the broker's state after the run.
func (a *app) takeTopics(r *wire.Report) {
	if r.Topics != nil {
		a.topicStore.topics = r.Topics
	}
}

// renderTopics lists each topic's messages, with a form to add one and an upload of a file of
// them. Every name, key and value is set as text.
func (a *app) renderTopics() {
	a.topicsDrawn = true
	clear(a.topics)
	a.topics.AppendChild(a.topicForm())
	if len(a.topicStore.topics) == 0 {
		a.topics.AppendChild(el("p", attrs{"class": "hint", "id": "no-topics", "text": "No topics yet: INSERT INTO a table with 'connector' = 'kafka', or add a message above."}))
		return
	}
	for _, t := range a.topicStore.topics {
		a.topics.AppendChild(a.topicSection(t))
	}
}

func (a *app) topicForm() element {
	input := func(id, label, placeholder string) element {
		return el("input", attrs{"type": "text", "id": id, "aria-label": label, "placeholder": placeholder})
	}
	name := input("topic-name", "Topic", "topic")
	if a.topicStore.last != "" {
		name.Underlying().Set("value", a.topicStore.last)
	} else if len(a.topicStore.topics) > 0 {
		name.Underlying().Set("value", a.topicStore.topics[0].Name)
	}
	partition := input("topic-partition", "Partition (optional)", "partition (optional)")
	partition.SetAttribute("inputmode", "numeric")
	key := input("topic-key", "Key (empty: no key)", "key (empty: none)")
	value := el("textarea", attrs{"id": "topic-value", "rows": "1", "aria-label": "Value", "placeholder": "value"})
	tombstone := el("input", attrs{"type": "checkbox", "id": "topic-null-value"})
	ts := input("topic-timestamp", "Timestamp (optional: epoch ms or UTC date and time)", "timestamp (optional)")
	add := el("button", attrs{"id": "topic-add", "class": "small", "text": "Add message"})
	get := func(e element) string { return e.Underlying().Get("value").String() }
	onClick(add, func() {
		m := wire.Message{Value: wire.Bytes(get(value))}
		if tombstone.Underlying().Get("checked").Bool() {
			m.Value = nil
		}
		if k := get(key); k != "" {
			m.Key = wire.Bytes(k)
		}
		if p := strings.TrimSpace(get(partition)); p != "" {
			n, err := strconv.ParseInt(p, 10, 32)
			if err != nil || n < 0 {
				a.setStatus("The partition must be a number from 0, not "+strconv.Quote(p)+".", "failed")
				return
			}
			p32 := int32(n)
			m.Partition = &p32
		}
		stamp := time.Now().UnixMilli()
		if s := strings.TrimSpace(get(ts)); s != "" {
			var err error
			if stamp, err = parseTimestamp(s); err != nil {
				a.setStatus("Could not add the message: "+err.Error(), "failed")
				return
			}
		}
		m.Timestamp = &stamp
		topic := strings.TrimSpace(get(name))
		if err := a.topicStore.add(topic, []wire.Message{m}); err != nil {
			a.setStatus("Could not add the message: "+err.Error(), "failed")
			return
		}
		a.renderTopics()
		a.setStatus("Added a message to "+topic+".", "")
	})
	file := el("input", attrs{"type": "file", "id": "topic-file", "accept": ".txt,.json,.jsonl,.ndjson,.csv",
		"aria-label": "File of messages to add to the topic"})
	file.AddEventListener("change", func(event) {
		files := file.Underlying().Get("files")
		if files.Length() == 0 {
			return
		}
		f := files.Index(0)
		topic := strings.TrimSpace(get(name))
		go func() {
			text, err := await(f.Call("text"))
			if err != nil {
				a.setStatus("Could not read the file: "+err.Error(), "failed")
				return
			}
			msgs, err := parseMessages(text.String(), time.Now().UnixMilli())
			if err == nil {
				err = a.topicStore.add(topic, msgs)
			}
			if err != nil {
				a.setStatus("Could not add the file's messages: "+err.Error(), "failed")
				return
			}
			a.renderTopics()
			a.setStatus(fmt.Sprintf("Added %s to %s.", plural(len(msgs), "message"), topic), "")
		}()
	})
	return el("div", attrs{"class": "upload topic-form"},
		el("p", attrs{"class": "hint", "text": "Topics live in the page: each run's Kafka broker starts with these messages, " +
			"and what a run writes shows here. Upload a file of one value a line, or of JSON lines " +
			`{"key": ..., "value": ..., "timestamp": ..., "partition": ...}.`}),
		name, partition, key, value, el("label", attrs{"for": "topic-null-value"}, tombstone, " null value"), ts, add,
		el("label", attrs{"for": "topic-file", "text": "Upload "}), file)
}

func (a *app) topicSection(t wire.Topic) element {
	section := el("section", attrs{"class": "result topic", "data-topic": t.Name})
	clearBtn := el("button", attrs{"class": "small", "aria-label": "Clear the messages of " + t.Name, "text": "Clear"})
	onClick(clearBtn, func() {
		a.topicStore.clearTopic(t.Name)
		a.renderTopics()
	})
	removeBtn := el("button", attrs{"class": "small", "aria-label": "Delete the topic " + t.Name, "text": "Delete"})
	onClick(removeBtn, func() {
		a.topicStore.remove(t.Name)
		a.renderTopics()
	})
	section.AppendChild(el("h3", attrs{}, el("span", attrs{"class": "badge", "text": "topic"}), " "+t.Name+" ", clearBtn, " ", removeBtn))
	count := plural(t.Total, "message") + " in " + plural(t.Partitions, "partition")
	if t.Truncated {
		count += fmt.Sprintf("; showing the first %d, which are all the page keeps: the next run starts from these", len(t.Messages))
	}
	section.AppendChild(el("p", attrs{"class": "count", "text": count}))
	if len(t.Messages) == 0 {
		return section
	}
	head := el("tr", attrs{})
	for _, c := range []string{"partition", "offset", "key", "value", "timestamp", "headers"} {
		head.AppendChild(el("th", attrs{"text": c}))
	}
	body := el("tbody", attrs{})
	for _, m := range t.Messages {
		tr := el("tr", attrs{})
		pending := "next run"
		if m.Partition != nil {
			tr.AppendChild(el("td", attrs{"text": strconv.Itoa(int(*m.Partition))}))
		} else {
			tr.AppendChild(el("td", attrs{"class": "null", "title": "The next run's broker chooses the partition", "text": pending}))
		}
		if m.Offset != nil {
			tr.AppendChild(el("td", attrs{"text": strconv.FormatInt(*m.Offset, 10)}))
		} else {
			tr.AppendChild(el("td", attrs{"class": "null", "text": pending}))
		}
		tr.AppendChild(bytesCell(m.Key))
		tr.AppendChild(bytesCell(m.Value))
		if m.Timestamp != nil {
			tr.AppendChild(el("td", attrs{"title": strconv.FormatInt(*m.Timestamp, 10), "text": showTimestamp(*m.Timestamp)}))
		} else {
			tr.AppendChild(el("td", attrs{"class": "null", "text": pending}))
		}
		tr.AppendChild(el("td", attrs{"text": showHeaders(m.Headers)}))
		body.AppendChild(tr)
	}
	section.AppendChild(el("div", attrs{"class": "table-wrap"}, el("table", attrs{}, el("thead", attrs{}, head), body)))
	return section
}

// bytesCell is a key or value: null, its text, or its hex (marked).
func bytesCell(b wire.Bytes) element {
	if b == nil {
		return el("td", attrs{"class": "null", "text": "null"})
	}
	text, isHex := showBytes(b)
	if isHex {
		return el("td", attrs{"class": "hex", "title": "not UTF-8: shown as hex", "text": text})
	}
	return el("td", attrs{"text": text})
}
