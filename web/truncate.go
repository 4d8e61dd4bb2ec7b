package web

import (
	"encoding/json"
	"unicode/utf8"
)

// truncation is what an answer lost to fit maxOutputBytes. Every statement stays, with its kind,
// position and error: what goes is, in this order, rows, the contents of files, plans and
// graphs, the table list, and last the tail of long error messages.
type truncation struct {
	// StatementRows counts the rows dropped from each statement's result, by statement index.
	StatementRows map[int]int `json:"statementRows,omitempty"`
	// SinkRows counts the rows dropped from each sink's, by sink name.
	SinkRows map[string]int `json:"sinkRows,omitempty"`
	// FilesEmptied counts the files whose content was dropped (their size stays).
	FilesEmptied int `json:"filesEmptied,omitempty"`
	// PlansDropped counts the statements whose plan or graph was dropped.
	PlansDropped int `json:"plansDropped,omitempty"`
	// TablesDropped counts the entries dropped from the table list.
	TablesDropped int `json:"tablesDropped,omitempty"`
	// MessagesShortened counts the error messages cut to their first maxShortMessage bytes.
	MessagesShortened int `json:"messagesShortened,omitempty"`
}

// maxShortMessage is how much of an error message a last-resort cut keeps; ellipsis marks the cut.
const (
	maxShortMessage = 500
	ellipsis        = " …"
)

// encodeWithin encodes an answer in less than max bytes when it can, shrinking it step by step,
// and records in its Truncated what each step dropped.
func encodeWithin(a *runAnswer, max int) []byte {
	cut := &truncation{}
	rowsBefore := tableSizes(a)
	for {
		b, err := json.Marshal(a)
		if err != nil {
			b = []byte(`{"error":{"message":"could not encode the answer"}}`)
		}
		if len(b) < max || !shrink(a, cut) {
			return append(b, '\n')
		}
		a.Truncated = cut
		cut.StatementRows, cut.SinkRows = nil, nil
		for i, s := range a.Statements {
			if s.Result != nil && len(s.Result.Rows) < rowsBefore[i] {
				if cut.StatementRows == nil {
					cut.StatementRows = map[int]int{}
				}
				cut.StatementRows[s.Index] = rowsBefore[i] - len(s.Result.Rows)
			}
		}
		for i, s := range a.Sinks {
			if n := rowsBefore[len(a.Statements)+i] - len(s.Rows.Rows); n > 0 {
				if cut.SinkRows == nil {
					cut.SinkRows = map[string]int{}
				}
				cut.SinkRows[s.Name] = n
			}
		}
	}
}

// tableSizes is the number of rows of each statement's result, then of each sink's.
func tableSizes(a *runAnswer) []int {
	sizes := make([]int, 0, len(a.Statements)+len(a.Sinks))
	for _, s := range a.Statements {
		n := 0
		if s.Result != nil {
			n = len(s.Result.Rows)
		}
		sizes = append(sizes, n)
	}
	for _, s := range a.Sinks {
		sizes = append(sizes, len(s.Rows.Rows))
	}
	return sizes
}

// shrink takes the next step: halve every table's rows and topic's messages, else empty the files, else drop the
// plans, else the table list, else shorten the messages. It is false when nothing is left to drop.
func shrink(a *runAnswer, cut *truncation) bool {
	halved := false
	halve := func(kinds *[]string, rows *[][]*string) {
		if n := len(*rows); n > 0 {
			*rows = (*rows)[:n/2]
			if len(*kinds) > n/2 {
				*kinds = (*kinds)[:n/2]
			}
			halved = true
		}
	}
	for i := range a.Statements {
		if r := a.Statements[i].Result; r != nil {
			halve(&r.Kinds, &r.Rows)
		}
	}
	for _, s := range a.Sinks {
		halve(&s.Kinds, &s.Rows.Rows)
	}
	halved = halveTopics(a) || halved
	if halved {
		return true
	}
	emptied := 0
	for i := range a.Files {
		if a.Files[i].Content != "" {
			a.Files[i].Content, a.Files[i].Truncated = "", true
			emptied++
		}
	}
	if emptied > 0 {
		cut.FilesEmptied += emptied
		return true
	}
	dropped := 0
	for i := range a.Statements {
		if s := &a.Statements[i]; s.Plan != "" || len(s.Graph) > 0 {
			s.Plan, s.Graph = "", nil
			dropped++
		}
	}
	if dropped > 0 {
		cut.PlansDropped += dropped
		return true
	}
	if len(a.Tables) > 0 {
		cut.TablesDropped += len(a.Tables)
		a.Tables = a.Tables[:0]
		return true
	}
	shortened := 0
	for i := range a.Statements {
		if e := a.Statements[i].Error; e != nil && len(e.Message) > maxShortMessage+len(ellipsis) {
			e.Message = shorten(e.Message)
			shortened++
		}
	}
	if e := a.Error; e != nil && len(e.Message) > maxShortMessage+len(ellipsis) {
		e.Message = shorten(e.Message)
	}
	cut.MessagesShortened += shortened
	return shortened > 0
}

// shorten keeps a message's first maxShortMessage bytes, cut at a character's boundary.
func shorten(msg string) string {
	n := maxShortMessage
	for n > 0 && !utf8.RuneStart(msg[n]) {
		n--
	}
	return msg[:n] + ellipsis
}
