//go:build js && wasm

package main

import (
	"context"

	"github.com/syumai/workers/cloudflare/kv"

	"github.com/flinkpad/flinkpad/web"
)

// namespace is a KV namespace binding as web.KV.
type namespace struct{ binding string }

var _ web.KV = namespace{}

// absent is what GetString returns for a key that holds nothing (JavaScript's null as a Go
// string). Share links are JSON objects, so no link reads as it.
const absent = "<null>"

func (n namespace) Get(_ context.Context, key string) (string, bool, error) {
	ns, err := kv.NewNamespace(n.binding)
	if err != nil {
		return "", false, err
	}
	v, err := ns.GetString(key, nil)
	if err != nil || v == absent {
		return "", false, err
	}
	return v, true, nil
}

func (n namespace) Put(_ context.Context, key, value string) error {
	ns, err := kv.NewNamespace(n.binding)
	if err != nil {
		return err
	}
	return ns.PutString(key, value, nil)
}
