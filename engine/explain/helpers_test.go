package explain

import (
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
)

// explainOf is EXPLAIN's text of an optimized plan, without details.
func explainOf(res *opt.Result, o phys.Options) (string, error) {
	p, err := phys.Build(res, o)
	if err != nil {
		return "", err
	}
	return Text(p, Options{Work: o.Work})
}
