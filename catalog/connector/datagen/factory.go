package datagen

import (
	"fmt"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Option keys, Flink's DataGenConnectorOptions.
const (
	optRowsPerSecond = "rows-per-second"
	optNumberOfRows  = "number-of-rows"
	optParallelism   = "scan.parallelism"

	kindRandom   = "random"
	kindSequence = "sequence"

	defaultRowsPerSecond = 10000
	defaultStringLength  = 100 // RandomGeneratorVisitor.RANDOM_STRING_LENGTH_DEFAULT, also for bytes
	maxVarLength         = types.MaxLength
)

// Factory returns the datagen connector.
func Factory() connector.SourceFactory { return factory{} }

type factory struct{}

var _ connector.SourceFactory = factory{}

func (factory) Identifier() string { return "datagen" }

func fieldKey(name, opt string) string { return "fields." + name + "." + opt }

// Spec lists what Flink's DataGenTableSourceFactory consumes for this schema: the table options
// and, per physical column, its kind and the options its generator visitor reads.
func (factory) Spec(t *connector.Table) connector.Spec {
	s := connector.Spec{Identifier: "datagen", Optional: []string{optRowsPerSecond, optNumberOfRows, optParallelism}}
	if t == nil || t.Table == nil {
		return s
	}
	opts := t.Table.OptionMap()
	for _, c := range t.Table.Schema.PhysicalColumns() {
		kind := kindOf(opts, c.Name)
		s.Optional = append(s.Optional, fieldKey(c.Name, "kind"))
		switch kind {
		case kindRandom:
			s.Optional = appendRandomOptions(s.Optional, c.Name, c.Type)
		case kindSequence:
			s.Optional = appendSequenceOptions(s.Optional, c.Name, c.Type)
		}
	}
	return s
}

func kindOf(opts map[string]string, name string) string {
	if k, ok := opts[fieldKey(name, "kind")]; ok {
		return k
	}
	return kindRandom
}

// appendRandomOptions follows RandomGeneratorVisitor: which options each type's generator reads.
func appendRandomOptions(keys []string, name string, t types.Type) []string {
	k := func(opts ...string) []string {
		for _, o := range opts {
			keys = append(keys, fieldKey(name, o))
		}
		return keys
	}
	switch t.Kind {
	case types.KindBoolean, types.KindChar:
		return k("null-rate")
	case types.KindVarChar:
		return k("length", "null-rate", "var-len")
	case types.KindVarBinary:
		return k("length", "var-len")
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat,
		types.KindDouble, types.KindDecimal, types.KindIntervalYearMonth, types.KindIntervalDayTime:
		return k("min", "max", "null-rate")
	case types.KindTimestamp, types.KindTimestampLTZ:
		return k("max-past", "null-rate")
	case types.KindArray, types.KindMultiset:
		keys = appendRandomOptions(keys, name+".element", t.ElemType())
		return k("null-rate", "length")
	case types.KindMap:
		keys = appendRandomOptions(keys, name+".key", t.KeyType())
		keys = appendRandomOptions(keys, name+".value", t.ValueType())
		return k("null-rate", "length")
	case types.KindRow:
		for _, f := range t.Fields {
			keys = appendRandomOptions(keys, name+"."+f.Name, f.Type)
		}
		return k("null-rate")
	}
	return keys // BINARY, DATE, TIME: no options
}

// appendSequenceOptions follows SequenceGeneratorVisitor.
func appendSequenceOptions(keys []string, name string, t types.Type) []string {
	switch t.Kind {
	case types.KindChar, types.KindVarChar, types.KindBinary, types.KindVarBinary, types.KindTinyInt,
		types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat, types.KindDouble, types.KindDecimal:
		return append(keys, fieldKey(name, "start"), fieldKey(name, "end"))
	}
	return keys
}

// config reads option values as Flink's Configuration does.
type config map[string]string

func (c config) long(key string, def int64) (int64, bool, error) {
	s, ok := c[key]
	if !ok {
		return def, false, nil
	}
	v, err := parseJavaLong(s)
	return v, true, err
}

func (c config) int(key string, def int32) (int32, error) {
	s, ok := c[key]
	if !ok {
		return def, nil
	}
	return parseJavaInt(s)
}

func (c config) float(key string, def float32) (float32, error) {
	s, ok := c[key]
	if !ok {
		return def, nil
	}
	return parseJavaFloat(s)
}

func (c config) double(key string, def float64) (float64, error) {
	s, ok := c[key]
	if !ok {
		return def, nil
	}
	return parseJavaDouble(s)
}

func (c config) bool(key string) (bool, bool, error) {
	s, ok := c[key]
	if !ok {
		return false, false, nil
	}
	v, err := parseFlinkBool(s)
	return v, true, err
}

func (c config) duration(key string) (time.Duration, error) {
	s, ok := c[key]
	if !ok {
		return 0, nil
	}
	return parseFlinkDuration(s)
}

// CreateSource validates the table the way DataGenTableSourceFactory.createDynamicTableSource
// does, in its order: each physical field's generator (its kind, its options' values), then
// the keys no generator consumed (the "Unsupported options" message, so callers need not call
// Spec().Validate first), then the table-level options.
func (f factory) CreateSource(t *connector.Table, env *connector.Env) (connector.Source, error) {
	if t == nil || t.Table == nil {
		return nil, newError(classValidation, "datagen: no table")
	}
	cfg := config(t.Table.OptionMap())
	cols := t.Table.Schema.PhysicalColumns()
	gens := make([]fieldGen, len(cols))
	for i, c := range cols {
		g, err := newFieldGen(cfg, c)
		if err != nil {
			return nil, err
		}
		gens[i] = g
	}
	if err := f.Spec(t).Validate(cfg); err != nil {
		return nil, err
	}
	rps, _, err := cfg.long(optRowsPerSecond, defaultRowsPerSecond)
	if err != nil {
		return nil, err
	}
	rows, bounded, err := cfg.long(optNumberOfRows, -1)
	if err != nil {
		return nil, err
	}
	if _, err := cfg.int(optParallelism, 1); err != nil {
		return nil, err
	}
	src := &source{
		cols:          cols,
		gens:          gens,
		rowsPerSecond: rps,
		numberOfRows:  rows,
		bounded:       bounded,
	}
	if env != nil {
		src.env = *env
	}
	return src, nil
}

func newFieldGen(cfg config, c catalog.Column) (fieldGen, error) {
	switch kind := kindOf(cfg, c.Name); kind {
	case kindRandom:
		if err := validateFieldOptions(cfg, c); err != nil {
			return fieldGen{}, err
		}
		return newRandomGen(cfg, c.Name, c.Type)
	case kindSequence:
		return newSequenceGen(cfg, c.Name, c.Type)
	default:
		return fieldGen{}, newError(classValidation, "Unsupported generator kind: "+kind)
	}
}

// validateFieldOptions is DataGenTableSourceFactory.validateFieldOptions, for random fields.
func validateFieldOptions(cfg config, c catalog.Column) error {
	varLen, _, err := cfg.bool(fieldKey(c.Name, "var-len"))
	if err != nil {
		return err
	}
	variable := c.Type.Kind == types.KindVarChar || c.Type.Kind == types.KindVarBinary
	if varLen && !variable {
		return newError(classValidation, fmt.Sprintf("Only supports specifying 'fields.#.var-len' option for "+
			"variable-length types (VARCHAR/STRING/VARBINARY/BYTES). The type of field '%s' is not within this range.", c.Name))
	}
	if _, ok := cfg[fieldKey(c.Name, "length")]; !ok {
		return nil
	}
	length, err := cfg.int(fieldKey(c.Name, "length"), 0)
	if err != nil {
		return err
	}
	switch {
	case c.Type.Kind == types.KindChar || c.Type.Kind == types.KindBinary:
		return newError(classValidation, fmt.Sprintf(
			"Custom length for fixed-length type (CHAR/BINARY) field '%s' is not supported.", c.Name))
	case variable && int(length) > c.Type.Length:
		return newError(classValidation, fmt.Sprintf("Custom length '%d' for variable-length type "+
			"(VARCHAR/STRING/VARBINARY/BYTES) field '%s' should be shorter than '%d' defined in the schema.",
			length, c.Name, c.Type.Length))
	}
	return nil
}
