package builtin

import "github.com/flinkpad/flinkpad/engine/types"

// maxwell-json (MaxwellJsonDeserializationSchema): {"database":..,"table":..,"type":..,
// "data":row,"old":row}. insert and delete give data; update is an update-before of old, whose
// fields missing from it (Jackson's findValue finds no such name) take data's value while a
// null written out stays NULL, then an update-after of data (format_maxwell_read_ops). An
// update without old fails. Writing puts an insert or update-after as
// {"data":row,"type":"insert"} and a delete or update-before as type delete
// (format_maxwell_write).
type maxwell struct{}

func (maxwell) name() string { return "Maxwell" }

func (maxwell) rows(f *cdcFormat, root *jvalue, msg string, emit func(types.RowKind, []any)) error {
	data, err := f.image(root.field("data"))
	if err != nil {
		return err
	}
	oldNode := root.field("old")
	old, err := f.image(oldNode)
	if err != nil {
		return err
	}
	typ, ok := text(root.field("type"))
	if !ok {
		return errNoMessage
	}
	switch typ {
	case "insert", "delete":
		if data == nil {
			return errNoMessage
		}
		kind := types.Insert
		if typ == "delete" {
			kind = types.Delete
		}
		emit(kind, data)
	case "update":
		if data == nil || oldNode == nil {
			return errNoMessage
		}
		before := old
		if before == nil {
			before = make([]any, len(data))
		}
		for i, name := range f.names {
			if before[i] == nil && oldNode.find(name) == nil {
				before[i] = data[i]
			}
		}
		emit(types.UpdateBefore, before)
		emit(types.UpdateAfter, data)
	default:
		return formatError(classIO, "Unknown \"type\" value \"%s\". The Maxwell JSON message is '%s'", typ, msg)
	}
	return nil
}

// find is Jackson's JsonNode.findValue: the value of the first field of that name in the tree,
// depth first, nil when there is none.
func (v *jvalue) find(name string) *jvalue {
	switch v.kind {
	case jObj:
		for i, k := range v.keys {
			if k == name {
				return &v.vals[i]
			}
		}
		for i := range v.vals {
			if x := v.vals[i].find(name); x != nil {
				return x
			}
		}
	case jArr:
		for i := range v.arr {
			if x := v.arr[i].find(name); x != nil {
				return x
			}
		}
	}
	return nil
}

func (maxwell) encode(f *cdcFormat, dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	typ := "insert"
	switch kind {
	case types.Insert, types.UpdateAfter:
	case types.UpdateBefore, types.Delete:
		typ = "delete"
	default:
		return dst, formatError(classIllegalState, "Unsupported operation '%s' for row kind.", kind.ShortString())
	}
	dst = append(dst, `{"data":`...)
	dst, err := f.appendImage(dst, row)
	if err != nil {
		return dst, err
	}
	return append(dst, `,"type":"`+typ+`"}`...), nil
}
