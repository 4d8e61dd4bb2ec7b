package engine

import (
	"maps"
	"slices"
	"strings"
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
	KeyDatagenSeed   = "flinkpad.datagen.seed"
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
	keys := maps.Clone(c.defaults)
	maps.Copy(keys, c.session)
	return slices.Sorted(maps.Keys(keys))
}

// Streaming reports whether the runtime mode is streaming, Flink's default.
func (c *Config) Streaming() bool {
	return !strings.EqualFold(c.Get(KeyRuntimeMode), "batch")
}
