# marbles: `make demo` renders every example; `make test` runs the whole suite.
SWIFT ?= swift
BUILD_DIR ?= .build
MARBLES = $(BUILD_DIR)/debug/marbles
EXAMPLES = $(wildcard examples/*.marble)

.PHONY: deps build demo test clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles

# Renders examples/NAME.marble into output/NAME.png and output/NAME.svg.
demo: build
	$(MARBLES) render $(EXAMPLES) --out-dir output --format png
	$(MARBLES) render $(EXAMPLES) --out-dir output --format svg
	@echo "rendered $(words $(EXAMPLES)) examples into output/"

test: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles
	$(SWIFT) test --scratch-path $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR)
