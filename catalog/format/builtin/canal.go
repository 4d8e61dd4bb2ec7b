package builtin

import (
	"regexp"

	"github.com/flinkpad/flinkpad/engine/types"
)

// canal-json (CanalJsonDeserializationSchema): {"data":[rows],"old":[rows],"type":..,
// "database":..,"table":..}. A message whose database or table does not fully match
// canal-json.database.include or table.include is skipped (format_canal_include_filters).
// INSERT and DELETE give one row per element of data; UPDATE pairs data[i] with old[i]
// (which holds the changed fields only): a field named nowhere in old takes data[i]'s value,
// a null written out stays NULL (format_canal_read_ops); CREATE, a DDL event, is skipped. Writing puts an
// insert or update-after as {"data":[row],"type":"INSERT"} and a delete or update-before as
// type DELETE (format_canal_write).
type canal struct {
	database, table *regexp.Regexp
}

func newCanal(options map[string]string) (envelope, error) {
	var c canal
	var err error
	if v, ok := options["database.include"]; ok {
		if c.database, err = fullMatch("database.include", v); err != nil {
			return nil, err
		}
	}
	if v, ok := options["table.include"]; ok {
		if c.table, err = fullMatch("table.include", v); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (canal) name() string { return "Canal" }

func (c canal) rows(f *cdcFormat, root *jvalue, msg string, emit func(types.RowKind, []any)) error {
	for _, filter := range []struct {
		re  *regexp.Regexp
		key string
	}{{c.database, "database"}, {c.table, "table"}} {
		if filter.re == nil {
			continue
		}
		v := root.field(filter.key)
		if v == nil {
			return errNoMessage // asText() of a missing node: a NullPointerException
		}
		if !filter.re.MatchString(v.text()) {
			return nil
		}
	}
	data, err := f.images(root.field("data"))
	if err != nil {
		return err
	}
	oldNode := root.field("old")
	old, err := f.images(oldNode)
	if err != nil {
		return err
	}
	typ, ok := text(root.field("type"))
	if !ok {
		return errNoMessage
	}
	switch typ {
	case "INSERT", "DELETE":
		if data == nil {
			return errNoMessage
		}
		kind := types.Insert
		if typ == "DELETE" {
			kind = types.Delete
		}
		for _, r := range data {
			if r == nil {
				return errNoMessage
			}
			emit(kind, r)
		}
	case "UPDATE":
		if data == nil || old == nil {
			return errNoMessage
		}
		for i, after := range data {
			if i >= len(old) || after == nil || old[i] == nil {
				return errNoMessage
			}
			before := old[i]
			for j, name := range f.names {
				if before[j] == nil && oldNode.find(name) == nil {
					before[j] = after[j]
				}
			}
			emit(types.UpdateBefore, before)
			emit(types.UpdateAfter, after)
		}
	case "CREATE":
	default:
		return formatError(classIO, "Unknown \"type\" value \"%s\". The Canal JSON message is '%s'", typ, msg)
	}
	return nil
}

// images converts an array of row images; nil for a missing or null array.
func (f *cdcFormat) images(v *jvalue) ([][]any, error) {
	if v.isNull() {
		return nil, nil
	}
	if v.kind != jArr {
		return nil, castError(v, "ArrayNode")
	}
	out := make([][]any, len(v.arr))
	for i := range v.arr {
		r, err := f.image(&v.arr[i])
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

func (canal) encode(f *cdcFormat, dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	typ := "INSERT"
	switch kind {
	case types.Insert, types.UpdateAfter:
	case types.UpdateBefore, types.Delete:
		typ = "DELETE"
	default:
		return dst, formatError(classIllegalState, "Unsupported operation '%s' for row kind.", kind.ShortString())
	}
	dst = append(dst, `{"data":[`...)
	dst, err := f.appendImage(dst, row)
	if err != nil {
		return dst, err
	}
	return append(dst, `],"type":"`+typ+`"}`...), nil
}
