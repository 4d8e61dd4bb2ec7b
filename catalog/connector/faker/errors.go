package faker

import "github.com/flinkpad/flinkpad/engine/flinkerr"

// errNoEvaluator is returned when no evaluator was set: a build without faker's data. It is a
// NotSupported error, so that it prints as Flinkpad's refusal and not as the user's mistake.
var errNoEvaluator = flinkerr.New(flinkerr.ErrNotSupported, flinkerr.ClassNotSupported,
	"the faker connector's data is not available in this build")
