//go:build js && wasm

package ui

import "github.com/flinkpad/flinkpad/engine/plan"

// functionNames are the built-in functions the editor highlights and completes: the ones the
// engine binds.
func functionNames() []string { return plan.FunctionNames() }
