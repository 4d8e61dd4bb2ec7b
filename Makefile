# Flinkpad's build. `make test` runs every test; `make conformance-golden` re-records Flink's outputs.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
GO ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: wasmcheck wasmtest fuzz serve test unit conformance lint conformance-golden conformance-golden-check conformance-runner types-vectors bench

test: lint unit wasmcheck wasmtest conformance

# Unit tests of every package but the conformance suite, which `conformance` runs with its summary.
unit:
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '/conformance$$')

# The comparison against Flink's recorded outputs. Prints one summary line:
# "conformance: N passed, M failed, K skipped", and names every failure.
conformance:
	$(GO) test -count=1 -v ./conformance/ | grep -v -E '^(=== (RUN|PAUSE|CONT)|\s*--- (PASS|SKIP)|\s+conformance_test.go:[0-9]+: known gap)'

lint:
	@test -z "$$(gofmt -l .)" || { echo "gofmt would change:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/...
	$(GO) run $(STATICCHECK) ./...

conformance-runner:
	cd conformance/flink && mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt

# Re-records every expected output on an embedded Flink 2.3.0 (needs Java 17 and Maven).
conformance-golden: conformance-runner
	rm -f conformance/expected/*.out
	conformance/flink/run.sh conformance/expected conformance/cases/*.sql

# Records every case again into a temporary folder and checks the bytes equal the committed ones.
conformance-golden-check: conformance-runner
	tmp=$$(mktemp -d) && conformance/flink/run.sh $$tmp conformance/cases/*.sql && diff -r conformance/expected $$tmp && echo "conformance-golden: reproduced byte for byte"

# Re-records engine/types' test vectors from Java 17 and Flink 2.3.0's own classes.
types-vectors: conformance-runner
	cd engine/types/testdata && java gen/GenFloatToString.java > java_float_tostring.txt 2> java_bigdecimal.txt
	cd engine/types/testdata && java -cp "$$(cat ../../../conformance/flink/target/classpath.txt)" gen/GenLogicalTypes.java > flink_logical_types.txt

# The playground comes with the playground issue; until then this says so rather than pretend.
serve:
	@echo "The playground is not built yet: it arrives with the playground issue." >&2; exit 1

# Fuzzes the parser (FUZZTIME=60s for a longer run). A count budget, not a time budget, by default:
# Go 1.26's fuzz coordinator can miss its deadline on a loaded machine.
FUZZTIME ?= 20000x
fuzz:
	$(GO) test -run=NONE -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./engine/sql/

WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec

# Builds every browser entry point with GOOS=js GOARCH=wasm and reports its size, raw and gzipped.
wasmcheck:
	@mkdir -p build
	GOOS=js GOARCH=wasm $(GO) build -o build/engine.wasm ./wasm/engine
	@echo "wasm: engine.wasm $$(stat -c %s build/engine.wasm) bytes, $$(gzip -9 -c build/engine.wasm | wc -c) gzipped"
	FLINKPAD_WASM=build/engine.wasm GOROOT="$$($(GO) env GOROOT)" node --test wasm/engine/

# Runs the engine's and connectors' tests compiled to wasm, in Node.
wasmtest:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec="$(WASM_EXEC)" ./engine/... ./catalog/...

# Runs the multiple-sinks seed's benchmark (1,000,000 generated orders, two sinks with and without
# sub-plan reuse, one sink) natively and compiled to wasm in Node, and prints orders per second.
BENCHTIME ?= 3x
bench:
	@echo "native ($$($(GO) env GOOS)/$$($(GO) env GOARCH)):"
	@$(GO) test -run NONE -bench SeedStatementSet -benchtime $(BENCHTIME) ./engine/ | grep -E '^Benchmark'
	@echo "wasm in Node $$(node --version):"
	@GOOS=js GOARCH=wasm $(GO) test -run NONE -bench SeedStatementSet -benchtime $(BENCHTIME) -exec="$(WASM_EXEC)" ./engine/ | grep -E '^Benchmark'
