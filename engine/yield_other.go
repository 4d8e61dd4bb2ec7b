//go:build !js

package engine

import "context"

// jobContext is a job's context as it is; see yield_js.go for WebAssembly's.
func jobContext(ctx context.Context) context.Context { return ctx }
