//go:build !unix

package engine

import "time"

// cpuTime is unknown where the process cannot ask for it (wasm in Node).
func cpuTime() (time.Duration, bool) { return 0, false }
