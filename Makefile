# marbles: `make demo` renders every example; `make test` runs the whole suite.
SWIFT ?= swift
BUILD_DIR ?= .build
MARBLES = $(BUILD_DIR)/debug/marbles
EXAMPLES = $(wildcard examples/*.marble)

.PHONY: deps build demo check test bench clean fuzz fuzz-check

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles

# Renders examples/NAME.marble into output/NAME.png and output/NAME.svg.
demo: build
	$(MARBLES) render $(EXAMPLES) --out-dir output --format png
	$(MARBLES) render $(EXAMPLES) --out-dir output --format svg
	@echo "rendered $(words $(EXAMPLES)) examples into output/"

# Re-renders every example and compares it with output/ (exit 1 and diff images on a change).
check: build
	$(MARBLES) check $(EXAMPLES) --against output

# The root package's tests; the differential tests against OpenCombine, a package of their own
# (Differential/) with a build folder of its own (SwiftPM keeps one build plan per folder: shared
# with the root package, `swift test` ran the wrong test bundle); and a check that a package
# depending on the library resolves none of the test-only references. The examples test
# themselves: every `expect` line in examples/ must hold.
test: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles
	$(MARBLES) test examples/
	$(SWIFT) test --scratch-path $(BUILD_DIR)
	SWIFT=$(SWIFT) scripts/differential-tests.sh $(BUILD_DIR)-differential
	SWIFT=$(SWIFT) scripts/check-consumer.sh

# The benchmarks package (Benchmarks/, release build): figures and ratios, no assertions.
BENCH_DIR = $(abspath $(BUILD_DIR))-bench
bench: deps
	cd Benchmarks && $(SWIFT) build -c release --scratch-path $(BENCH_DIR)
	$(BENCH_DIR)/release/EngineBench
	$(BENCH_DIR)/release/ScalingBench
	$(BENCH_DIR)/release/BigBench
	$(SWIFT) build -c release --scratch-path $(BUILD_DIR)-release --product marbles
	$(BENCH_DIR)/release/BatchBench $(BUILD_DIR)-release/release/marbles $(EXAMPLES)

# Fuzzes every stage for FUZZ_SECONDS each, growing Fuzzing/corpus/ (see README, Reliability).
FUZZ_SECONDS ?= 600
fuzz: deps
	Fuzzing/fuzz.sh grow $(FUZZ_SECONDS)

# CI's regression run: each target for 60 seconds from the committed corpus, which it leaves as is
# (with room for a loaded CI machine: a hang needs 10 s of CPU in the instrumented build).
fuzz-check: deps
	HANG_CPU_SECONDS=10 Fuzzing/fuzz.sh check 60

clean:
	rm -rf $(BUILD_DIR) $(BUILD_DIR)-differential $(BUILD_DIR)-bench $(BUILD_DIR)-release Fuzzing/.build-release Fuzzing/.build-debug
