package faker

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Option keys and defaults, flink-faker's FlinkFakerTableSourceFactory.
const (
	optRowsPerSecond = "rows-per-second"
	optNumberOfRows  = "number-of-rows"

	defaultRowsPerSecond = 10000
	unlimitedRows        = -1

	// maxLength bounds fields.<f>.length, which Flink does not: a row's collection is built in
	// memory at once.
	maxLength = 1000000
)

// Factory returns the faker connector.
func Factory() connector.SourceFactory { return factory{} }

type factory struct{}

var _ connector.SourceFactory = factory{}

func (factory) Identifier() string { return "faker" }

func fieldKey(name, opt string) string { return "fields." + name + "." + opt }

// Spec lists the keys flink-faker reads for this schema. flink-faker validates no other key:
// its factory does not use Flink's FactoryHelper, so Flink ignores an option it does not know
// (sleep-per-row included), and so does Flinkpad; CreateSource does not call Validate.
func (factory) Spec(t *connector.Table) connector.Spec {
	s := connector.Spec{Identifier: "faker", Optional: []string{optRowsPerSecond, optNumberOfRows}}
	if t == nil || t.Table == nil {
		return s
	}
	for _, c := range t.Table.Schema.PhysicalColumns() {
		s.Optional = append(s.Optional, expressionKeys(c)...)
		s.Optional = append(s.Optional, fieldKey(c.Name, "null-rate"), fieldKey(c.Name, "length"))
	}
	return s
}

// expressionKeys are the options that hold a column's expressions: one, or a key and a value
// expression for a MAP, or one for each field of a ROW.
func expressionKeys(c catalog.Column) []string {
	switch c.Type.Kind {
	case types.KindMap:
		return []string{"fields." + c.Name + ".key.expression", "fields." + c.Name + ".value.expression"}
	case types.KindRow:
		keys := make([]string, len(c.Type.Fields))
		for i, f := range c.Type.Fields {
			keys[i] = "fields." + c.Name + "." + f.Name + ".expression"
		}
		return keys
	}
	return []string{fieldKey(c.Name, "expression")}
}

// supportedRoots is SUPPORTED_ROOT_TYPES, in its order, as its message lists them.
var supportedRoots = []string{"DOUBLE", "FLOAT", "DECIMAL", "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "CHAR",
	"VARCHAR", "BOOLEAN", "ARRAY", "MAP", "ROW", "MULTISET", "DATE", "TIME_WITHOUT_TIME_ZONE",
	"TIMESTAMP_WITHOUT_TIME_ZONE", "TIMESTAMP_WITH_LOCAL_TIME_ZONE", "TIMESTAMP_WITH_TIME_ZONE"}

func supportedRoot(k types.Kind) bool {
	switch k {
	case types.KindDouble, types.KindFloat, types.KindDecimal, types.KindTinyInt, types.KindSmallInt,
		types.KindInt, types.KindBigInt, types.KindChar, types.KindVarChar, types.KindBoolean, types.KindArray,
		types.KindMap, types.KindRow, types.KindMultiset, types.KindDate, types.KindTime, types.KindTimestamp,
		types.KindTimestampLTZ:
		return true
	}
	return false
}

func isCollection(k types.Kind) bool {
	return k == types.KindArray || k == types.KindMap || k == types.KindMultiset
}

func validation(format string, args ...any) error {
	return connector.NewError(connector.ErrInvalidOptions, connector.ClassValidation, format, args...)
}

// field is what the factory reads for one physical column.
type field struct {
	col         catalog.Column
	expressions []string
	nullRate    float32
	length      int32
}

// CreateSource validates the table as FlinkFakerTableSourceFactory.createDynamicTableSource
// does, field by field in schema order (type, expressions, null rate, length), then reads
// rows-per-second and number-of-rows.
func (factory) CreateSource(t *connector.Table, env *connector.Env) (connector.Source, error) {
	if t == nil || t.Table == nil {
		return nil, validation("faker: no table")
	}
	opts := t.Table.OptionMap()
	cols := t.Table.Schema.PhysicalColumns()
	fields := make([]field, len(cols))
	var eval Evaluator
	for i, c := range cols {
		if !supportedRoot(c.Type.Kind) {
			return nil, validation("Only [%s] columns are supported by Faker TableSource. %s is %s.",
				strings.Join(supportedRoots, ", "), c.Name, c.Type.Kind)
		}
		f := field{col: c}
		for _, k := range expressionKeys(c) {
			e, ok := opts[k]
			if !ok {
				return nil, validation("Every column needs a corresponding expression. No expression found for %s.", c.Name)
			}
			f.expressions = append(f.expressions, e)
		}
		if eval == nil {
			var err error
			if eval, err = Default(); err != nil {
				return nil, err
			}
		}
		if err := checkExpressions(eval, c.Name, f.expressions); err != nil {
			return nil, err
		}
		var err error
		if f.nullRate, err = readNullRate(opts, c.Name); err != nil {
			return nil, err
		}
		if f.length, err = readLength(opts, c); err != nil {
			return nil, err
		}
		fields[i] = f
	}
	rps, err := readLong(opts, optRowsPerSecond, defaultRowsPerSecond)
	if err != nil {
		return nil, err
	}
	rows, err := readLong(opts, optNumberOfRows, unlimitedRows)
	if err != nil {
		return nil, err
	}
	src := &source{fields: fields, eval: eval, rowsPerSecond: rps, numberOfRows: rows}
	if env != nil {
		src.env = *env
	}
	return src, nil
}

// checkExpressions is flink-faker's check that Datafaker evaluates each expression once. An
// expression Datafaker would evaluate but Flinkpad cannot is refused as not supported; one
// whose evaluation fails fails as Datafaker's exception does.
func checkExpressions(eval Evaluator, name string, exprs []string) error {
	for _, e := range exprs {
		if err := eval.Check(e); err != nil {
			return flinkerr.CausedBy(flinkerr.ErrNotSupported, flinkerr.ClassNotSupported,
				fmt.Sprintf("Invalid expression for column \"%s\": Flinkpad does not support it yet.", name), err)
		}
	}
	g, err := eval.NewGenerator(1)
	if err != nil {
		return err
	}
	out := make([]string, 1)
	for _, e := range exprs {
		if err := g.Fill(e, out); err != nil {
			return err
		}
	}
	return nil
}

func readLong(opts map[string]string, key string, def int64) (int64, error) {
	s, ok := opts[key]
	if !ok {
		return def, nil
	}
	return parseJavaLong(s)
}

func readNullRate(opts map[string]string, name string) (float32, error) {
	s, ok := opts[fieldKey(name, "null-rate")]
	if !ok {
		return 0, nil
	}
	r, err := parseJavaFloat(s)
	if err != nil {
		return 0, err
	}
	if r > 1 || r < 0 {
		return 0, validation("Null rate needs to be in [0,1]. Null rate of %s is %s", name, types.FormatFloat(r))
	}
	return r, nil
}

func readLength(opts map[string]string, c catalog.Column) (int32, error) {
	n := int32(1)
	if s, ok := opts[fieldKey(c.Name, "length")]; ok {
		var err error
		if n, err = parseJavaInt(s); err != nil {
			return 0, err
		}
	}
	coll := isCollection(c.Type.Kind)
	if n != 1 && !coll {
		return 0, validation("Collection length may not be set for  %s with type %s", c.Name, c.Type.Kind)
	}
	if n <= 0 && coll {
		return 0, validation("Collection length needs to be positive. Collection length of %s is %d", c.Name, n)
	}
	if n > maxLength {
		return 0, flinkerr.Newf(flinkerr.ErrLimit, flinkerr.ClassLimitExceeded,
			"Collection length of %s is %d; Flinkpad generates collections of at most %d elements", c.Name, n, maxLength)
	}
	return n, nil
}
