//go:build js && wasm

package main

// Workers have no time zone database for Go to read, so the module carries one: without it
// 'table.local-time-zone' could name no zone but UTC in /api/run.
import _ "time/tzdata"
