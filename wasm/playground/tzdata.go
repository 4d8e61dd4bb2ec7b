//go:build js && wasm

package main

// Browsers have no time zone database for Go to read, so the module carries one: without it
// 'table.local-time-zone' could name no zone but UTC in the page.
import _ "time/tzdata"
