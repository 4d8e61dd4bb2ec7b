# Flinkpad's build. `make test` runs every test; `make conformance-golden` re-records Flink's outputs.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
GO ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: duckbench wasmsize abusebench sqlgen pagebench conformance-samples web browsertest wasmcheck wasmtest worker workertest fuzz serve test unit conformance lint conformance-golden conformance-golden-check conformance-runner types-vectors bench flink-q flink-q-fetch

test: lint unit wasmcheck wasmtest browsertest workertest conformance flink-q

# Unit tests of every package but the conformance suites, which `conformance` and `flink-q` run
# with their summaries.
unit:
	$(GO) test -count=1 $$($(GO) list ./... | grep -v -E '/conformance(/flinkq)?$$')

# The comparison against Flink's recorded outputs. Prints one summary line:
# "conformance: N passed, M failed, K skipped", and names every failure.
conformance:
	$(GO) test -count=1 -v ./conformance/ | grep -v -E '^(=== (RUN|PAUSE|CONT)|\s*--- (PASS|SKIP)|\s+conformance_test.go:[0-9]+: known gap)'

lint:
	@test -z "$$(gofmt -l .)" || { echo "gofmt would change:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet -tags $(WASM_TAGS) ./wasm/...
	$(GO) vet serve.go
	$(GO) run $(STATICCHECK) ./...
	@# The page's and the Worker's packages build only for js/wasm: staticcheck, built for this
	@# machine, reads them so.
	GOBIN=$(CURDIR)/build $(GO) install $(STATICCHECK)
	GOOS=js GOARCH=wasm build/staticcheck -tags $(WASM_TAGS) ./wasm/...

# Flink's own SQL script tests (the SQL gateway's .q files) on Flinkpad. Prints one line per file
# and the summary "flink-q: N passed, M failed, K skipped" (go test prints a package's output in
# the package's folder, with no package named); FLINKQ_SHOW=1 prints each failing statement.
flink-q:
	cd conformance/flinkq && $(GO) test -count=1 | grep -v -E '^(PASS|ok\s)'

# Fetches Flink's SQL gateway test jar with Maven and unpacks its .q files into
# conformance/flink-q/gateway (see SOURCE.md there, whose sha256 sums this prints again).
FLINKQ_VERSION := 2.3.0
flink-q-fetch:
	tmp=$$(mktemp -d) && mvn -q -B dependency:copy -Dartifact=org.apache.flink:flink-sql-gateway:$(FLINKQ_VERSION):jar:tests -DoutputDirectory=$$tmp \
		&& rm -f conformance/flink-q/gateway/*.q \
		&& unzip -q -o -j $$tmp/flink-sql-gateway-$(FLINKQ_VERSION)-tests.jar 'sql/*.q' -d conformance/flink-q/gateway \
		&& sha256sum $$tmp/flink-sql-gateway-$(FLINKQ_VERSION)-tests.jar && rm -rf $$tmp
	cd conformance/flink-q/gateway && sha256sum *.q

conformance-runner:
	cd conformance/flink && mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt

# Re-records every expected output on an embedded Flink 2.3.0 (needs Java 17 and Maven).
conformance-golden: conformance-runner
	rm -f conformance/expected/*.out
	conformance/flink/run.sh conformance/expected conformance/cases/*.sql
	$(MAKE) conformance-samples

# Records the playground's lessons, which are conformance cases too (sample_<lesson>).
conformance-samples: conformance-runner
	tmp=$$(mktemp -d) && $(GO) run ./conformance/cmd/samplecases $$tmp && conformance/flink/run.sh conformance/expected $$tmp/*.sql

# Records every case again into a temporary folder and checks the bytes equal the committed ones.
conformance-golden-check: conformance-runner
	tmp=$$(mktemp -d) && $(GO) run ./conformance/cmd/samplecases $$tmp/cases && conformance/flink/run.sh $$tmp/out conformance/cases/*.sql $$tmp/cases/*.sql && diff -r conformance/expected $$tmp/out && echo "conformance-golden: reproduced byte for byte"

# Records Datafaker's samples of every faker expression Flinkpad supports, for conformance/fakercheck.
fakercheck-record: ; conformance/flink/faker-samples.sh catalog/connector/faker/datafaker/testdata/supported.txt 200 1 > conformance/fakercheck/testdata/datafaker.jsonl

# Re-records engine/types' test vectors from Java 17 and Flink 2.3.0's own classes.
types-vectors: conformance-runner
	cd engine/types/testdata && java gen/GenFloatToString.java > java_float_tostring.txt 2> java_bigdecimal.txt
	cd engine/types/testdata && java -cp "$$(cat ../../../conformance/flink/target/classpath.txt)" gen/GenLogicalTypes.java > flink_logical_types.txt

# Builds the playground and serves it at http://localhost:8080 (ADDR=host:port to change), with
# short share links kept in DATA and the run API.
ADDR ?= localhost:8080
DATA ?= shares
serve: web
	$(GO) run serve.go -addr $(ADDR) -data $(DATA)

# The Cloudflare Worker (wrangler.jsonc): the site in build/web, prepared for Workers static
# assets (_headers, .assetsignore), and the server's handler as wasm in build/worker.
# workers-assets-gen empties its output folder, so the wasm is built after it, and in a folder of
# its own, so that build/web stays as it is. The Worker is built without flinkpad_page: it runs
# /api/run's scripts itself, so it links the faker evaluator as the CLI does, rather than
# fetching faker.wasm.
worker: web
	$(GO) run ./wasm/worker/assetsconfig build/web
	$(GO) run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o build/worker
	GOOS=js GOARCH=wasm $(GO) build -tags $(WASM_TAGS) $(WASM_GCFLAGS) -trimpath -ldflags="-s -w" -o build/worker/app.wasm ./wasm/worker
	@node -e 'const b=require("fs").readFileSync("build/worker/app.wasm");console.log(`worker: app.wasm $${b.length} bytes, $${require("zlib").gzipSync(b,{level:9}).length} gzipped`)'

# The Worker end to end under wrangler dev (workerd from npm, KV simulated, offline): shares a
# script, fetches it back, opens its page, runs a script through /api/run.
workertest: worker node_modules/.package-lock.json
	node --test wasm/worker/

# The playground's site in build/web: the wasm module, the editor bundle, the page; hashed,
# precompressed. npm ci runs when package-lock.json is newer than node_modules.
web: build/flinkpad.wasm build/faker.wasm node_modules/.package-lock.json
	$(GO) run ./tools/shellgen -o build/shell.json
	node web/build.mjs build/flinkpad.wasm "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" build/faker.wasm "$$($(GO) env GOROOT)/lib/time/zoneinfo.zip" build/shell.json

# The playground in headless Chromium: every lesson against the CLI, share links, error marks.
# Screenshots go to test-output/.
browsertest: web
	$(GO) build -o build/serve serve.go
	$(GO) build -o build/flinkpad ./cmd/flinkpad
	node --test --test-concurrency=1 web/test/

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# The one wasm module: the page's UI on its thread, the engine in its Web Worker. Always rebuilt
# (go build's cache makes that cheap when nothing changed). arrow_json_stdlib makes Arrow use
# encoding/json, which the module links anyway, instead of a second JSON library: 460 KB less
# to download (brotli).
WASM_TAGS := arrow_json_stdlib
# The page's module adds flinkpad_page, which leaves out the engine's linked faker evaluator
# (Datafaker's data): the page loads it on demand, as faker.wasm.
PAGE_TAGS := $(WASM_TAGS),flinkpad_page
# No inlining in the packages off the hot path (the parser, binder, optimizer, physical planner, explain, UI,
# connectors' set-up, encoding/json...): 240 KB less to download (brotli), while the executor
# and Arrow keep it. engine/types joined the list when the executor's typed cast kernels took its
# value-by-value casts off the hot path: it keeps the raw module under the 25 MiB that Cloudflare
# Workers allow per asset (make workertest), if only by about 17 KB: the next cut is due.
WASM_GCFLAGS := $(foreach p,encoding/json github.com/flinkpad/flinkpad/wasm/... \
	github.com/flinkpad/flinkpad/engine github.com/flinkpad/flinkpad/engine/sql github.com/flinkpad/flinkpad/engine/plan \
	github.com/flinkpad/flinkpad/engine/opt github.com/flinkpad/flinkpad/engine/phys github.com/flinkpad/flinkpad/engine/explain github.com/flinkpad/flinkpad/engine/report \
	github.com/flinkpad/flinkpad/catalog/... github.com/flinkpad/flinkpad/web regexp/... fmt math/big time reflect \
	github.com/flinkpad/flinkpad/engine/types/... github.com/flinkpad/flinkpad/engine/sqljson github.com/flinkpad/flinkpad/engine/flinkerr \
	github.com/apache/arrow-go/v18/internal/hashing,-gcflags=$(p)=-l)
.PHONY: build/flinkpad.wasm
build/flinkpad.wasm:
	@mkdir -p build
	GOOS=js GOARCH=wasm $(GO) build -tags $(PAGE_TAGS) $(WASM_GCFLAGS) -trimpath -ldflags="-s -w" -o $@ ./wasm/playground

# What the page's module links: code bytes per package (BY=package, module or dir2), data bytes
# and sections, from the same build as build/flinkpad.wasm but keeping the name section (no -s).
BY ?= package
wasmsize:
	@mkdir -p build
	GOOS=js GOARCH=wasm $(GO) build -tags $(PAGE_TAGS) $(WASM_GCFLAGS) -trimpath -ldflags="-w" -o build/flinkpad-names.wasm ./wasm/playground
	GOOS=js GOARCH=wasm $(GO) list -deps -tags $(PAGE_TAGS) -f '{{.ImportPath}} {{with .Module}}{{.Path}}{{end}}' ./wasm/playground > build/flinkpad-pkgs.txt
	$(GO) run ./tools/wasmsize -pkgs build/flinkpad-pkgs.txt -by $(BY) -gzip build/flinkpad-names.wasm

# The faker connector's evaluator and data, the page's second module, which the engine's worker
# fetches the first time a run reads a faker table (wasm/fakermodule). It keeps the compiler's
# inlining: without it the module is 10% smaller (1.71 against 1.91 MB brotli at quality 9, with
# the stand-in evaluator on gofakeit), but gofakeit makes its values 2 to 4 times slower in wasm.
.PHONY: build/faker.wasm
build/faker.wasm:
	@mkdir -p build
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./wasm/fakermodule

# The page's budgets as figures: bytes to download, time to ready, the default lesson's first run
# (medians of LOADS fresh loads in headless Chromium).
LOADS ?= 7
pagebench: web
	$(GO) build -o build/serve serve.go
	LOADS=$(LOADS) node web/bench/pagebench.mjs

# Fuzzes the parser, its catalog statements and the hint reader (FUZZTIME=60s for a longer run). A count budget, not a time budget, by default:
# Go 1.26's fuzz coordinator can miss its deadline on a loaded machine.
FUZZTIME ?= 20000x
fuzz:
	$(GO) test -run=NONE -fuzz='^FuzzParse$$' -fuzztime=$(FUZZTIME) ./engine/sql/
	$(GO) test -run=NONE -fuzz='^FuzzParseCatalogStatements$$' -fuzztime=$(FUZZTIME) ./engine/sql/
	$(GO) test -run=NONE -fuzz='^FuzzParseHintText$$' -fuzztime=$(FUZZTIME) ./engine/plan/

WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec

# Builds the browser's wasm module, reports its size raw, gzipped and brotli-compressed, and runs
# it in Node as the playground's worker runs it; likewise the faker module, which it also runs
# beside the engine, and through the page's bridge to it.
wasmcheck: build/flinkpad.wasm build/faker.wasm
	@for f in flinkpad faker; do node -e 'const z=require("zlib"),f=process.argv[1],b=require("fs").readFileSync(`build/$${f}.wasm`);console.log(`wasm: $${f}.wasm $${b.length} bytes, $${z.gzipSync(b,{level:9}).length} gzipped, $${z.brotliCompressSync(b,{params:{[z.constants.BROTLI_PARAM_QUALITY]:9,[z.constants.BROTLI_PARAM_LGWIN]:24}}).length} brotli`)' $$f; done
	FLINKPAD_WASM=build/flinkpad.wasm FLINKPAD_FAKER_WASM=build/faker.wasm GOROOT="$$($(GO) env GOROOT)" node --test wasm/playground/
	FLINKPAD_FAKER_WASM=$(CURDIR)/build/faker.wasm GOOS=js GOARCH=wasm $(GO) test -count=1 -exec="$(WASM_EXEC)" ./wasm/fakerbridge/

# Runs the engine's and connectors' tests compiled to wasm, in Node.
wasmtest:
	GOOS=js GOARCH=wasm $(GO) test -tags $(WASM_TAGS) -count=1 -exec="$(WASM_EXEC)" ./engine/... ./catalog/...

# Runs the multiple-sinks seed's benchmark (1,000,000 generated orders, two sinks with and without
# sub-plan reuse, one sink) natively and compiled to wasm in Node, and prints orders per second:
# each variant on its own (BENCHTIME runs), then ROUNDS rounds that alternate the variants and
# report the median ratio of each two-sink job to the one-sink job, with the smallest and largest.
BENCHTIME ?= 3x
ROUNDS ?= 5x
bench:
	@echo "native ($$($(GO) env GOOS)/$$($(GO) env GOARCH)):"
	@$(GO) test -run NONE -bench 'SeedStatementSet$$' -benchtime $(BENCHTIME) ./engine/ | grep -E '^Benchmark'
	@$(GO) test -run NONE -bench 'SeedStatementSetRatio' -benchtime $(ROUNDS) ./engine/ | grep -E '^Benchmark'
	@echo "wasm in Node $$(node --version):"
	@GOOS=js GOARCH=wasm $(GO) test -run NONE -bench 'SeedStatementSet$$' -benchtime $(BENCHTIME) -tags $(WASM_TAGS) -exec="$(WASM_EXEC)" ./engine/ | grep -E '^Benchmark'
	@GOOS=js GOARCH=wasm $(GO) test -run NONE -bench 'SeedStatementSetRatio' -benchtime $(ROUNDS) -tags $(WASM_TAGS) -exec="$(WASM_EXEC)" ./engine/ | grep -E '^Benchmark'
	@echo "streaming join, cost per probe row against the size of the other side's state (flat when the state is kept per key), and x-peer: its ratio to a bare Go map probed alike, interleaved:"
	@$(GO) test -run NONE -bench 'StreamJoinStateSize' -benchtime 100x ./engine/exec/ | grep -E '^Benchmark'
	@GOOS=js GOARCH=wasm $(GO) test -run NONE -bench 'StreamJoinStateSize' -benchtime 100x -tags $(WASM_TAGS) -exec="$(WASM_EXEC)" ./engine/exec/ | grep -E '^Benchmark'

# Flinkpad-wasm against DuckDB-WASM (npm, its single-threaded node-blocking bundle) and a hand-written
# Go loop in the same module, under Node: the seed job, a join, the streaming aggregate and a streaming
# join, the work alone and warm, DUCKBENCH_ROUNDS interleaved rounds over DUCKBENCH_ROWS rows; prints
# each ratio's median with its spread, and the first run against the third in a fresh process.
DUCKBENCH_ROUNDS ?= 7
DUCKBENCH_ROWS ?= 1000000
duckbench: node_modules/.package-lock.json
	@mkdir -p build
	GOOS=js GOARCH=wasm $(GO) build -tags $(PAGE_TAGS) $(WASM_GCFLAGS) -trimpath -ldflags="-s -w" -o build/wasmbench.wasm ./cmd/wasmbench
	node web/bench/duckbench.mjs --wasm build/wasmbench.wasm --rounds $(DUCKBENCH_ROUNDS) --rows $(DUCKBENCH_ROWS)

# The abuse benchmark: issue 11's hostile scripts against serve.go, three rounds, and the figures
# over all runs (answer time over the limit, the server's RSS growth, a run's peak RSS against its cap).
abusebench:
	FLINKPAD_ABUSEBENCH_ROUNDS=3 $(GO) test -count=1 -v -run TestServeGoSurvivesAbuse ./web/ | grep -E '^(abuse:|ok|FAIL|---)'

# A longer campaign of the random SQL generator than make test's 2,000 scripts (SCRIPTS, SEED),
# each run as /api/run runs it; a crash goes on in a fresh child process and names its seed.
SCRIPTS ?= 100000
SEED ?= 1
sqlgen:
	$(GO) run ./cmd/sqlgen -seed $(SEED) -n $(SCRIPTS) -errors
