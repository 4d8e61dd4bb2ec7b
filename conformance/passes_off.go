package conformance

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/opt"
)

// PassesOffConfig is the configuration under which the suites run a second time, to show that
// what the optimizer may skip changes no result: every optional optimizer pass (opt.Optional)
// and both of Flink's reuse options switched off. Given as session defaults, RESET returns to it.
func PassesOffConfig() map[string]string {
	var off []string
	for name, optional := range opt.Optional {
		if optional {
			off = append(off, name)
		}
	}
	slices.Sort(off)
	return map[string]string{
		engine.KeyDisabledPasses: strings.Join(off, ","),
		engine.KeyReuseSubPlan:   "false",
		engine.KeyReuseSource:    "false",
	}
}
