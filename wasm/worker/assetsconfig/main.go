// Command assetsconfig prepares a built site (build/web) for Workers static assets: it writes
// _headers, which gives each file the headers serve.go gives it, and .assetsignore, which keeps
// the precompressed variants out. make worker runs it.
// Usage: go run ./wasm/worker/assetsconfig build/web
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/flinkpad/flinkpad/web"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: assetsconfig <built site>")
		os.Exit(2)
	}
	dir := os.Args[1]
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	for name, content := range map[string]string{"_headers": web.CloudflareHeaders(names), ".assetsignore": web.AssetsIgnore} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
