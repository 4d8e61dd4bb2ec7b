package exec

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/sqljson"
)

// jsonObjectAggAcc is JSON_OBJECTAGG (Flink's JsonObjectAggFunction). The call has two
// operands, the key and the value as JSON text (JSON_STRING, as Flink's
// WrapJsonAggFunctionArgumentsRule wraps it), which each row passes as a list (callOperand). A NULL value is kept as null with NULL ON NULL
// and left out with ABSENT ON NULL; a key already present fails as Flink's accumulate does. A
// retraction removes the key only when its value is the one retracted (Flink keeps any other
// in a retract map that only merge reads, and Flinkpad never merges these accumulators).
// Flink's MapView is a HashMap, but its Jackson serialization sorts the keys
// (agg_json_objectagg_resize), so the result lists them sorted by Java's String.compareTo.
type jsonObjectAggAcc struct {
	absentOnNull bool
	entries      map[string]jsonObjectAggValue
	// nullKey is the entry of a NULL key, which Flink's HashMap takes and its getValue then
	// fails to serialize (agg_json_objectagg_null_key).
	nullKey *jsonObjectAggValue
	bytes   int64 // of the result: each key quoted, a colon, the value and a comma
}

// jsonObjectAggValue is a key's value: JSON text, or null (Flink's empty StringData).
type jsonObjectAggValue struct {
	text string
	null bool
}

func newJSONObjectAggAcc(absentOnNull bool) *jsonObjectAggAcc {
	return &jsonObjectAggAcc{absentOnNull: absentOnNull, entries: map[string]jsonObjectAggValue{}}
}

// pair splits the call's two operands, the key and JSON_STRING(value); isNull says the key is
// NULL.
func (a *jsonObjectAggAcc) pair(v any) (key string, val jsonObjectAggValue, isNull bool, err error) {
	row, ok := v.([]any)
	if !ok || len(row) != 2 {
		return "", val, false, fmt.Errorf("%w: JSON_OBJECTAGG got %T, not its key and value", ErrNotSupported, v)
	}
	if row[1] == nil {
		val.null = true
	} else {
		val.text = row[1].(string)
	}
	if row[0] == nil {
		return "", val, true, nil
	}
	return row[0].(string), val, false, nil
}

func (a *jsonObjectAggAcc) entrySize(key string, v jsonObjectAggValue) int64 {
	n := int64(len(v.text))
	if v.null {
		n = 4
	}
	return int64(len(key)) + 4 + n
}

func (a *jsonObjectAggAcc) add(v any) error {
	key, val, nullKey, err := a.pair(v)
	if err != nil {
		return err
	}
	if nullKey {
		if a.nullKey != nil {
			// Flink's duplicate check prints the key and fails on the NULL: not reproduced.
			return fmt.Errorf("%w: JSON_OBJECTAGG of a second NULL key", ErrNotSupported)
		}
		if !val.null || !a.absentOnNull {
			a.nullKey = &val
		}
		return nil
	}
	if _, dup := a.entries[key]; dup {
		return runtimeError(tableException, "%s", fmt.Sprintf("Key '%s' is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.", key))
	}
	if val.null && a.absentOnNull {
		return nil
	}
	size := a.bytes + a.entrySize(key, val)
	if err := checkValueSize("JSON_OBJECTAGG", size+1); err != nil {
		return err
	}
	a.entries[key], a.bytes = val, size
	return nil
}

func (a *jsonObjectAggAcc) retract(v any) error {
	key, val, nullKey, err := a.pair(v)
	if err != nil {
		return err
	}
	// Flink compares the stored StringData with the retracted one, which is null for a NULL
	// value: a null entry is never removed.
	if nullKey {
		if a.nullKey != nil && !a.nullKey.null && !val.null && a.nullKey.text == val.text {
			a.nullKey = nil
		}
		return nil
	}
	if old, ok := a.entries[key]; ok && !old.null && !val.null && old.text == val.text {
		delete(a.entries, key)
		a.bytes -= a.entrySize(key, old)
	}
	return nil
}

func (a *jsonObjectAggAcc) result() (any, error) {
	if a.nullKey != nil {
		return nil, runtimeError(tableException, "The accumulator state could not be serialized.")
	}
	o := &sqljson.Object{}
	for k, v := range a.entries {
		o.Keys = append(o.Keys, k)
		if v.null {
			o.Vals = append(o.Vals, nil)
		} else {
			o.Vals = append(o.Vals, sqljson.Raw(v.text))
		}
	}
	return sqljson.JSON(o), nil
}

var _ retractAcc = (*jsonObjectAggAcc)(nil)
