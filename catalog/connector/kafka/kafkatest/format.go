// Package kafkatest holds what the Kafka connector's tests share: a test-only format, so that
// they run without the real json and raw formats of catalog/format. Only tests import it.
package kafkatest

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/types"
)

// testJSON is a test-only format: a JSON object of the row's INT, BIGINT, STRING, DOUBLE and
// BOOLEAN fields. The real json and raw formats live in catalog/format.
type testJSON struct{}

var once sync.Once

// RegisterFormat registers the "test-json" format, once per program.
func RegisterFormat() { once.Do(func() { format.Register(testJSON{}) }) }

func (testJSON) Identifier() string { return "test-json" }
func (testJSON) Options() []string  { return []string{"fail"} }

func (testJSON) Create(opts map[string]string, cols []format.Column) (format.Format, error) {
	if opts["fail"] != "" {
		return nil, fmt.Errorf("test-json: %s", opts["fail"])
	}
	return testJSONFormat{cols: cols}, nil
}

type testJSONFormat struct{ cols []format.Column }

func (testJSONFormat) InsertOnly() bool { return true }

func (f testJSONFormat) Encode(dst []byte, _ types.RowKind, row []any) ([]byte, error) {
	m := map[string]any{}
	for i, c := range f.cols {
		m[c.Name] = row[i]
	}
	b, err := json.Marshal(m)
	return append(dst, b...), err
}

func (f testJSONFormat) Decode(rec []byte, emit func(types.RowKind, []any) error) error {
	var m map[string]any
	if err := json.Unmarshal(rec, &m); err != nil {
		return err
	}
	row := make([]any, len(f.cols))
	for i, c := range f.cols {
		v, ok := m[c.Name]
		if !ok || v == nil {
			continue
		}
		switch c.Type.Kind {
		case types.KindInt:
			row[i] = int32(v.(float64))
		case types.KindBigInt:
			row[i] = int64(v.(float64))
		case types.KindDouble:
			row[i] = v.(float64)
		case types.KindBoolean:
			row[i] = v.(bool)
		default:
			row[i] = fmt.Sprint(v)
		}
	}
	return emit(types.Insert, row)
}
