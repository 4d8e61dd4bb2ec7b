package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// flinkOnlyTypes are Flink 2.3 types that Flinkpad's type system lacks: a column of one is
// refused as not supported rather than as an unknown type name.
var flinkOnlyTypes = map[string]bool{"VARIANT": true, "RAW": true}

// refuseType refuses the first type in dt, its elements or its fields that is one of
// flinkOnlyTypes.
func refuseType(dt *sql.DataType) error {
	if dt == nil {
		return nil
	}
	name := dt.Name
	if dt.UserType != nil && len(dt.UserType.Parts) == 1 && !dt.UserType.Parts[0].Quoted {
		name = strings.ToUpper(dt.UserType.Parts[0].Name)
	}
	if flinkOnlyTypes[name] {
		return notSupported(dt, "the type "+name)
	}
	for _, inner := range []*sql.DataType{dt.Elem, dt.Key, dt.Value} {
		if err := refuseType(inner); err != nil {
			return err
		}
	}
	for _, f := range dt.Fields {
		if err := refuseType(f.Type); err != nil {
			return err
		}
	}
	return nil
}
