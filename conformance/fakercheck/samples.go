package fakercheck

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// ErrMalformed is returned for a samples file that is not the JSON lines faker-samples.sh writes.
var ErrMalformed = errors.New("fakercheck: malformed samples")

// Samples is one expression's values, as one line of faker-samples.sh's output holds them.
type Samples struct {
	Expression string `json:"expression"`
	// Now is when the values were taken; date.past and date.future are relative to it.
	Now    time.Time `json:"now"`
	Values []string  `json:"samples"`
	// Error is set, and Values empty, when the implementation could not evaluate the expression.
	Error string `json:"error,omitempty"`
}

// ReadJSONLines reads faker-samples.sh's output: one Samples object a line.
func ReadJSONLines(r io.Reader) ([]Samples, error) {
	var out []Samples
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		if len(sc.Bytes()) == 0 {
			continue
		}
		var s Samples
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			return nil, fmt.Errorf("%w: line %d: %v", ErrMalformed, line, err)
		}
		if s.Expression == "" {
			return nil, fmt.Errorf("%w: line %d: no expression", ErrMalformed, line)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
