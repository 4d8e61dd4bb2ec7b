//go:build !linux

package web

import "context"

// sandbox is unused where processes cannot be limited as on Linux (the Worker's js/wasm, other
// systems): runs stay in-process, bounded by their budget.
type sandbox struct{}

func newSandbox(*runner, func(RunStats)) *sandbox { return nil }

func (*sandbox) answer(ctx context.Context, req runRequest, limits limitsAsked) (int, []byte) {
	panic("web: no sandbox on this system")
}

// SandboxMain does nothing here: runs are not isolated in child processes on this system.
func SandboxMain() {}
