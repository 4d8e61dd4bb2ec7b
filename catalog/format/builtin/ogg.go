package builtin

import "github.com/flinkpad/flinkpad/engine/types"

// ogg-json (OggJsonDeserializationSchema): {"table":..,"op_type":..,"before":row,"after":row}.
// I inserts after, U is an update-before of before and an update-after of after, D deletes
// before; any other op_type (T, a truncate) fails (format_ogg_read_ops,
// format_ogg_unknown_op_error). Writing puts an insert or update-after as
// {"before":null,"after":row,"op_type":"I"} and a delete or update-before as
// {"before":row,"after":null,"op_type":"D"} (format_ogg_write).
type ogg struct{}

// oggReplicaIdentity is OggJsonDeserializationSchema's own wording of debezium's message.
const oggReplicaIdentity = "The \"before\" field of %s operation message is null, if you are using Ogg Postgres " +
	"Connector, please check the Postgres table has been set REPLICA IDENTITY to FULL level."

func (ogg) name() string { return "Ogg" }

func (ogg) rows(f *cdcFormat, root *jvalue, msg string, emit func(types.RowKind, []any)) error {
	before, err := f.image(root.field("before"))
	if err != nil {
		return err
	}
	after, err := f.image(root.field("after"))
	if err != nil {
		return err
	}
	op, ok := text(root.field("op_type"))
	if !ok {
		return errNoMessage
	}
	switch op {
	case "I":
		if after == nil {
			return errNoMessage
		}
		emit(types.Insert, after)
	case "U":
		if before == nil {
			return formatError(classIllegalState, oggReplicaIdentity, "UPDATE")
		}
		if after == nil {
			return errNoMessage
		}
		emit(types.UpdateBefore, before)
		emit(types.UpdateAfter, after)
	case "D":
		if before == nil {
			return formatError(classIllegalState, oggReplicaIdentity, "DELETE")
		}
		emit(types.Delete, before)
	default:
		return formatError(classIO, "Unknown \"op_type\" value \"%s\". The Ogg JSON message is '%s'", op, msg)
	}
	return nil
}

func (ogg) encode(f *cdcFormat, dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	var before, after []any
	op := "I"
	switch kind {
	case types.Insert, types.UpdateAfter:
		after = row
	case types.UpdateBefore, types.Delete:
		before, op = row, "D"
	default:
		return dst, formatError(classIllegalState, "Unsupported operation '%s' for row kind.", kind.ShortString())
	}
	return f.appendBeforeAfter(dst, before, after, "op_type", op)
}
