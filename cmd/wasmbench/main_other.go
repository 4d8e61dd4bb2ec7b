//go:build !js

package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"time"
)

// main runs each workload natively and prints its time and check, for profiling the same work
// outside wasm; the benchmark itself is `make duckbench`. -only picks one workload, -repeat runs
// its timed work several times (a fresh environment each time), and -cpuprofile/-memprofile
// write pprof profiles of the whole run (the set-up statements cost little beside the work).
func main() {
	n := flag.Int64("rows", 100000, "rows per workload")
	only := flag.String("only", "", "run only this workload")
	repeat := flag.Int("repeat", 1, "runs of each workload's timed work")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the timed work to this file")
	memProfile := flag.String("memprofile", "", "write an allocation profile to this file at the end")
	flag.Parse()
	if err := run(*n, *only, *repeat, *cpuProfile, *memProfile); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(n int64, only string, repeat int, cpuProfile, memProfile string) error {
	names := make([]string, 0, len(workloads))
	for name := range workloads {
		if only == "" || name == only {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return fmt.Errorf("no workload named %q", only)
	}
	sort.Strings(names)
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	for _, name := range names {
		w := workloads[name]
		for range max(repeat, 1) {
			te, err := newEnv(w.setup(n))
			if err != nil {
				return err
			}
			start := time.Now()
			r, err := w.run(te)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			took := time.Since(start)
			if w.check != nil && repeat <= 1 {
				if r, err = w.check(n); err != nil {
					return fmt.Errorf("%s: %w", name, err)
				}
			}
			fmt.Printf("%s: %v, %d rows, sum %d\n", name, took.Round(time.Millisecond), r.Rows, r.Sum)
		}
	}
	if memProfile != "" {
		f, err := os.Create(memProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			return err
		}
	}
	if only == "" || only == "seed" {
		fmt.Printf("goloop seed check: %+v\n", goLoopSeed(n))
	}
	return nil
}
