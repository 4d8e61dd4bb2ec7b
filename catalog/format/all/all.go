// Package all registers every format Flinkpad has; connectors that look formats up by name
// import it.
package all

import (
	// csv, json, raw and the json changelog formats.
	_ "github.com/flinkpad/flinkpad/catalog/format/builtin"
)
