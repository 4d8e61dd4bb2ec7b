//go:build !js

package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"time"
)

// main runs each workload once natively and prints its time and check, for profiling the same
// work outside wasm; the benchmark itself is `make duckbench`.
func main() {
	n := flag.Int64("rows", 100000, "rows per workload")
	flag.Parse()
	names := make([]string, 0, len(workloads))
	for name := range workloads {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		w := workloads[name]
		te, err := newEnv(w.setup(*n))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		start := time.Now()
		r, err := w.run(te)
		if err != nil {
			fmt.Fprintln(os.Stderr, name, err)
			os.Exit(1)
		}
		took := time.Since(start)
		if w.check != nil {
			if r, err = w.check(*n); err != nil {
				fmt.Fprintln(os.Stderr, name, err)
				os.Exit(1)
			}
		}
		fmt.Printf("%s: %v, %d rows, sum %d\n", name, took.Round(time.Millisecond), r.Rows, r.Sum)
	}
	fmt.Printf("goloop seed check: %+v\n", goLoopSeed(*n))
}
