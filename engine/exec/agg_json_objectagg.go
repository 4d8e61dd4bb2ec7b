package exec

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/sqljson"
)

// jsonObjectAggAcc is JSON_OBJECTAGG (Flink's JsonObjectAggFunction) over a key and its value
// as JSON text (JSON_STRING of the value). Flink keeps the entries in a MapView (a HashMap), but
// its result lists the keys sorted as Java compares strings, by UTF-16 code units, whatever the
// map's order (recorded in agg_json_objectagg_order, and checked on the function itself). A
// NULL value is kept as "" (Flink's empty NULL_STRING_DATA) with NULL ON NULL and dropped with
// ABSENT ON NULL, after the duplicate-key check either way. A retraction removes its key only
// when the kept value equals the retracted one (never for a kept NULL, as in Flink, whose
// empty marker does not equal a null); Flink's retractMap only matters to merge, which this
// accumulator has no caller for yet.
//
// The binder does not build JSON_OBJECTAGG calls yet: this is the runtime half.
type jsonObjectAggAcc struct {
	absentOnNull bool
	m            map[string]string
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
	if _, ok := a.m[k]; ok {
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
	if a.m == nil {
		a.m = map[string]string{}
	}
	a.m[k], a.bytes = v, size
	return nil
}

func (a *jsonObjectAggAcc) retract(key, value any) error {
	if key == nil || value == nil {
		return nil
	}
	k, v := key.(string), value.(string)
	if kept, ok := a.m[k]; ok && kept == v {
		delete(a.m, k)
		a.bytes -= jsonObjectEntrySize(k, v)
	}
	return nil
}

func (a *jsonObjectAggAcc) result() (any, error) {
	var sb strings.Builder
	sb.WriteByte('{')
	keys := slices.SortedFunc(maps.Keys(a.m), compareUTF16)
	for i, k := range keys {
		if i > 0 {
			sb.WriteByte(',')
		}
		sqljson.Quote(&sb, k)
		sb.WriteByte(':')
		if v := a.m[k]; v != "" {
			sb.WriteString(v)
		} else {
			sb.WriteString("null")
		}
	}
	sb.WriteByte('}')
	return sb.String(), nil
}

// compareUTF16 orders strings as Java's String.compareTo does: by UTF-16 code units, which puts
// a character past U+FFFF (a surrogate pair) before U+E000..U+FFFF, unlike byte order.
func compareUTF16(a, b string) int {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}
