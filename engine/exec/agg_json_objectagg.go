package exec

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/sqljson"
)

// jsonObjectAggAcc is JSON_OBJECTAGG (Flink's JsonObjectAggFunction) over a key and its value
// as JSON text (JSON_STRING of the value): the entries in a heap MapView, a java.util.HashMap
// keyed by BinaryStringData, whose iteration order the result's keys follow (javaHashMap). A
// NULL value is kept as "" (Flink's empty NULL_STRING_DATA) with NULL ON NULL and dropped with
// ABSENT ON NULL, after the duplicate-key check either way. A retraction removes its key only
// when the kept value equals the retracted one (never for a kept NULL, as in Flink, whose
// empty marker does not equal a null); Flink's retractMap only matters to merge, which this
// accumulator has no caller for yet.
//
// The binder does not build JSON_OBJECTAGG calls yet: this is the runtime half.
type jsonObjectAggAcc struct {
	absentOnNull bool
	m            javaHashMap
	bytes        int64 // of the result's entries, with a comma after each
}

func jsonObjectEntrySize(key, value string) int64 {
	if value == "" {
		value = "null"
	}
	return int64(len(key)+len(value)) + 4 // quotes, colon and comma; escapes are not counted
}

func (a *jsonObjectAggAcc) add(key, value any) error {
	if key == nil {
		return notSupported("a NULL key of JSON_OBJECTAGG")
	}
	k := key.(string)
	if _, ok := a.m.get(k); ok {
		return &connector.Error{Class: "org.apache.flink.table.api.TableException", Msg: fmt.Sprintf(
			"Key '%s' is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.", k)}
	}
	var v string
	if value == nil {
		if a.absentOnNull {
			return nil
		}
	} else {
		v = value.(string)
	}
	size := a.bytes + jsonObjectEntrySize(k, v)
	if err := checkValueSize("JSON_OBJECTAGG", size+1); err != nil {
		return err
	}
	if err := a.m.put(k, v); err != nil {
		return notSupported(fmt.Sprintf("JSON_OBJECTAGG with %v (Flink's key order there is a tree bin's)", err))
	}
	a.bytes = size
	return nil
}

func (a *jsonObjectAggAcc) retract(key, value any) error {
	if key == nil || value == nil {
		return nil
	}
	k, v := key.(string), value.(string)
	if kept, ok := a.m.get(k); ok && kept == v {
		a.m.remove(k)
		a.bytes -= jsonObjectEntrySize(k, v)
	}
	return nil
}

func (a *jsonObjectAggAcc) result() (any, error) {
	var sb strings.Builder
	sb.WriteByte('{')
	first := true
	a.m.each(func(k, v string) {
		if !first {
			sb.WriteByte(',')
		}
		first = false
		sqljson.Quote(&sb, k)
		sb.WriteByte(':')
		if v == "" {
			v = "null"
		}
		sb.WriteString(v)
	})
	sb.WriteByte('}')
	return sb.String(), nil
}
