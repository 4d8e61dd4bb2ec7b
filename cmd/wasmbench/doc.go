// Command wasmbench is the Flinkpad side of `make duckbench`: built for GOOS=js with the page's
// tags and gcflags, it exposes the benchmark's workloads (the multiple-sinks seed job, a join, the
// streaming group aggregate, a streaming join) and the seed job written by hand in Go to
// web/bench/duckbench.mjs as globalThis.flinkpadBench. Every workload reads datagen sequences, so
// the driver can give DuckDB the same rows, and has a check (a row count and a checksum) that the
// driver compares between the sides. Built natively, it runs each workload once and prints its
// time, for profiling the same work outside wasm.
package main
