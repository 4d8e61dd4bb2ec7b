package engine

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// Configuration keys the engine reads. Flink's SET accepts any key, and so does Flinkpad;
// playground-only settings use the prefix "flinkpad.".
const (
	KeyRuntimeMode   = "execution.runtime-mode"
	KeyParallelism   = "parallelism.default"
	KeyLocalTimeZone = "table.local-time-zone"
	KeyDMLSync       = "table.dml-sync"
	KeyReuseSubPlan  = "table.optimizer.reuse-sub-plan-enabled"
	KeyReuseSource   = "table.optimizer.reuse-source-enabled"
	// KeySplitDistinct splits streaming distinct aggregates (a plan Flinkpad refuses to print).
	KeySplitDistinct = "table.optimizer.distinct-agg.split.enabled"
	KeyDatagenSeed   = "flinkpad.datagen.seed"
	// KeyMemoryMaxBytes caps the Arrow memory one job (or one statement of a script) holds at
	// once, in bytes; 0 or unset means no cap. Settings.MemoryMaxBytes sets its default.
	KeyMemoryMaxBytes = "flinkpad.memory.max-bytes"
	// KeyMaxColumnWidth is Flink's table.display.max-column-width: how wide TableResult.Print
	// lets a column grow before it cuts the value with "...".
	KeyMaxColumnWidth = "table.display.max-column-width"
)

// Config is the session configuration that SET and RESET change, over Flink's defaults.
type Config struct {
	defaults map[string]string
	session  map[string]string
}

func newConfig(defaults map[string]string) *Config {
	return &Config{defaults: maps.Clone(defaults), session: map[string]string{}}
}

// Set sets a key, as SET 'key' = 'value' does.
func (c *Config) Set(key, value string) { c.session[strings.TrimSpace(key)] = strings.TrimSpace(value) }

// Reset removes a key set in the session, or all of them for "".
func (c *Config) Reset(key string) {
	if key == "" {
		clear(c.session)
		return
	}
	delete(c.session, strings.TrimSpace(key))
}

// Get returns a key's value: the session's, else the default, else "".
func (c *Config) Get(key string) string {
	if v, ok := c.session[key]; ok {
		return v
	}
	return c.defaults[key]
}

// Keys returns the keys set in the session or by default, sorted.
func (c *Config) Keys() []string {
	keys := make(map[string]string, len(c.defaults)+len(c.session))
	maps.Copy(keys, c.defaults)
	maps.Copy(keys, c.session)
	return slices.Sorted(maps.Keys(keys))
}

// Streaming reports whether the runtime mode is streaming, Flink's default.
func (c *Config) Streaming() bool {
	return !strings.EqualFold(c.Get(KeyRuntimeMode), "batch")
}

// clone returns a copy that later SETs do not change: a job runs with the configuration it was
// submitted with, as Flink's job graph carries its own.
func (c *Config) clone() *Config {
	return &Config{defaults: maps.Clone(c.defaults), session: maps.Clone(c.session)}
}

// int64Value parses an integer option; unset is def. A value that is not a number fails as
// Java's Long.parseLong fails for Flink's options, and names the key for Flinkpad's own.
func (c *Config) int64Value(key string, def int64) (int64, error) {
	v := c.Get(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	switch {
	case err == nil:
		return n, nil
	case strings.HasPrefix(key, "flinkpad."):
		return 0, connector.NewError(nil, "java.lang.IllegalArgumentException", "Could not parse value '%s' for key '%s'.", v, key)
	}
	return 0, numberFormatError(v)
}

// numberFormatError is Java's NumberFormatException for a string Integer.parseInt or
// Long.parseLong refuses; the SQL client shows it as the cause of a bad numeric option.
func numberFormatError(v string) error {
	return connector.NewError(nil, "java.lang.NumberFormatException", "For input string: \"%s\"", v)
}

// boolValue parses a boolean option as Flink does (true or false, any case); unset is def.
func (c *Config) boolValue(key string, def bool) (bool, error) {
	switch v := c.Get(key); {
	case v == "":
		return def, nil
	case strings.EqualFold(v, "true"):
		return true, nil
	case strings.EqualFold(v, "false"):
		return false, nil
	default:
		return false, connector.NewError(nil, "java.lang.IllegalArgumentException",
			"Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", v)
	}
}
