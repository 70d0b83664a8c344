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
# depending on the library resolves none of the test-only references.
test: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles
	$(SWIFT) test --scratch-path $(BUILD_DIR)
	$(SWIFT) test --package-path Differential --scratch-path $(BUILD_DIR)-differential
	SWIFT=$(SWIFT) scripts/check-consumer.sh

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
	rm -rf $(BUILD_DIR) $(BUILD_DIR)-differential Fuzzing/.build Fuzzing/.build-release
