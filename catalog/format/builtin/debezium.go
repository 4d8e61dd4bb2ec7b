package builtin

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/types"
)

// debezium-json (DebeziumJsonDeserializationSchema): {"before":..,"after":..,"op":..}, inside
// "payload" with debezium-json.schema-include. "c" and "r" insert the after image, "u" is an
// update-before of before and an update-after of after, "d" deletes before; a "u" or "d"
// without before fails with the REPLICA IDENTITY message (format_debezium_read_ops,
// format_debezium_update_null_before_error). Writing puts an insert or update-after as
// {"before":null,"after":row,"op":"c"} and a delete or update-before as
// {"before":row,"after":null,"op":"d"} (format_debezium_write_changelog); schema-include
// cannot be written (format_debezium_schema_include_write_error).
type debezium struct{ schemaInclude bool }

func newDebezium(options map[string]string) (envelope, error) {
	v, err := boolOption(options, "schema-include", false)
	return debezium{schemaInclude: v}, err
}

func (debezium) name() string { return "Debezium" }

const replicaIdentity = "The \"before\" field of %s message is null, if you are using Debezium Postgres Connector, " +
	"please check the Postgres table has been set REPLICA IDENTITY to FULL level."

func (d debezium) rows(f *cdcFormat, root *jvalue, msg string, emit func(types.RowKind, []any)) error {
	payload := root
	if d.schemaInclude {
		payload = root.field("payload")
		if payload.isNull() {
			return errNoMessage
		}
	}
	before, err := f.image(payload.field("before"))
	if err != nil {
		return err
	}
	after, err := f.image(payload.field("after"))
	if err != nil {
		return err
	}
	op, ok := text(payload.field("op"))
	if !ok {
		return errNoMessage // the op's toString() of a null: a NullPointerException
	}
	switch op {
	case "c", "r":
		if after == nil {
			return errNoMessage
		}
		emit(types.Insert, after)
	case "u":
		if before == nil {
			return formatError(classIllegalState, replicaIdentity, "UPDATE")
		}
		if after == nil {
			return errNoMessage
		}
		emit(types.UpdateBefore, before)
		emit(types.UpdateAfter, after)
	case "d":
		if before == nil {
			return formatError(classIllegalState, replicaIdentity, "DELETE")
		}
		emit(types.Delete, before)
	default:
		return formatError(classIO, "Unknown \"op\" value \"%s\". The Debezium JSON message is '%s'", op, msg)
	}
	return nil
}

func (d debezium) encode(f *cdcFormat, dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	var before, after []any
	op := "c"
	switch kind {
	case types.Insert, types.UpdateAfter:
		after = row
	case types.UpdateBefore, types.Delete:
		before, op = row, "d"
	default:
		return dst, formatError(classIllegalState, "Unsupported operation '%s' for row kind.", kind.ShortString())
	}
	return f.appendBeforeAfter(dst, before, after, "op", op)
}

// checkDebeziumWrite is the serializer's refusal of schema-include.
func checkDebeziumWrite(options map[string]string) error {
	if v, ok := options["schema-include"]; ok && strings.EqualFold(v, "true") {
		return newError(classValidation, "Debezium JSON serialization doesn't support 'debezium-json.schema-include' option been set to true.")
	}
	return nil
}
