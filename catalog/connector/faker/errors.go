package faker

import "errors"

// errNoEvaluator is returned when no evaluator was set: a build without faker's data.
var errNoEvaluator = errors.New("the faker connector's data is not available in this build")
