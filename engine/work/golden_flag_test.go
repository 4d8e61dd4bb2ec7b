package work

// The golden files of every engine package are rewritten by go test ./engine/... -update:
// each package with tests takes the flag, whether or not it has golden files of its own.
import _ "github.com/flinkpad/flinkpad/engine/internal/golden"
