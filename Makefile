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

test: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles
	$(SWIFT) test --scratch-path $(BUILD_DIR)

# Prints what instrumentation costs the engine (release build; figures, no assertions).
bench:
	$(SWIFT) build -c release --scratch-path $(BUILD_DIR) --product marbles-bench
	$(BUILD_DIR)/release/marbles-bench

# Fuzzes every stage for FUZZ_SECONDS each, growing Fuzzing/corpus/ (see README, Reliability).
FUZZ_SECONDS ?= 600
fuzz: deps
	Fuzzing/fuzz.sh grow $(FUZZ_SECONDS)

# CI's regression run: each target for 60 seconds from the committed corpus, which it leaves as is.
fuzz-check: deps
	Fuzzing/fuzz.sh check 60

clean:
	rm -rf $(BUILD_DIR) Fuzzing/.build
