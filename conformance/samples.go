package conformance

import "strings"

// SampleCase turns a lesson into a conformance case: the lesson's paths under /tmp/flinkpad/
// move into the case's work directory.
func SampleCase(script string) string {
	return strings.ReplaceAll(script, "'/tmp/flinkpad/", "'${WORKDIR}/")
}
