# marbles: `make demo` renders every example; `make test` runs the whole suite.
SWIFT ?= swift
BUILD_DIR ?= .build
MARBLES = $(BUILD_DIR)/debug/marbles
EXAMPLES = $(wildcard examples/*.marble)
# Pasted Swift, drawn in compiled mode (README, Compiled mode): swiftc runs them.
SWIFT_EXAMPLES = $(wildcard examples/*.swift)
# Compiled mode's dependency cache in the build folder, the one `swift test` builds for the
# compiled-mode tests: a test run builds it once.
COMPILED_MARBLES = MARBLES_CACHE=$(abspath $(BUILD_DIR))/marbles-cache $(MARBLES)

.PHONY: deps build release install demo docs docs-check docc check test browser-test bench clean fuzz fuzz-check

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --scratch-path $(BUILD_DIR) --product marbles

# The release executable into $(BUILD_DIR)-release/release/marbles, with Swift's standard
# library and Foundation linked statically (it then runs where the toolchain is not
# installed), and `make install` copies it to $(PREFIX)/bin.
PREFIX ?= /usr/local
release: deps
	$(SWIFT) build -c release --scratch-path $(BUILD_DIR)-release --static-swift-stdlib --product marbles

install: release
	install -d $(PREFIX)/bin
	install $(BUILD_DIR)-release/release/marbles $(PREFIX)/bin/
	# Compiled mode builds its dependency cache from these (README, Compiled mode).
	install -d $(PREFIX)/share/marbles/Sources
	rm -rf $(PREFIX)/share/marbles/Sources/MarbleTrace $(PREFIX)/share/marbles/Sources/MarbleRecorder $(PREFIX)/share/marbles/CompiledSupport
	cp -R Sources/MarbleTrace Sources/MarbleRecorder $(PREFIX)/share/marbles/Sources/
	cp -R CompiledSupport $(PREFIX)/share/marbles/

# Renders examples/NAME.marble into output/NAME.png and output/NAME.svg, then the docs' diagrams.
demo: build
	$(MARBLES) render $(EXAMPLES) --out-dir output --format png,svg
	@echo "rendered $(words $(EXAMPLES)) examples into output/"
	$(COMPILED_MARBLES) render $(SWIFT_EXAMPLES) --out-dir output --format png,svg
	@echo "compiled and rendered $(words $(SWIFT_EXAMPLES)) Swift examples into output/"
	$(MAKE) docs

# The diagrams of the README and of docs/gallery.md (which draw the examples into output/,
# with dark variants), of docs/language.md and of the DocC catalog, rendered by `marbles docs`
# from their fences.
DOCS_EXAMPLES = README.md docs/gallery.md --image-dir output
DOCS_LANGUAGE = docs/language.md --image-dir docs/images
DOCS_RXSWIFT = docs/rxswift.md --image-dir docs/images
DOCS_CATALOG = Sources/Marbles/Marbles.docc
docs: build
	$(MARBLES) docs $(DOCS_EXAMPLES)
	$(MARBLES) docs $(DOCS_LANGUAGE)
	$(MARBLES) docs $(DOCS_RXSWIFT)
	$(MARBLES) docs $(DOCS_CATALOG)

# Fails (exit 1) and names every image of the docs that is stale or missing.
docs-check: build
	$(MARBLES) docs --check $(DOCS_EXAMPLES)
	$(MARBLES) docs --check $(DOCS_LANGUAGE)
	$(MARBLES) docs --check $(DOCS_RXSWIFT)
	$(MARBLES) docs --check $(DOCS_CATALOG)

# The library's DocC documentation, without swift-docc-plugin in Package.swift (which every
# user of the library would then resolve): the toolchain's docc on the symbol graphs of
# `swift package dump-symbol-graph`. Writes .build/docc/Marbles.doccarchive.
docc: build
	$(SWIFT) package --scratch-path $(BUILD_DIR) dump-symbol-graph --minimum-access-level public >/dev/null
	rm -rf $(BUILD_DIR)/docc/symbol-graphs && mkdir -p $(BUILD_DIR)/docc/symbol-graphs
	cp $$(find $(BUILD_DIR) -path '*symbolgraph/*' -name 'Marble*.symbols.json' -not -path '*/docc/*') $(BUILD_DIR)/docc/symbol-graphs/
	docc convert $(DOCS_CATALOG) --fallback-display-name Marbles --fallback-bundle-identifier marbles.Marbles \
		--additional-symbol-graph-dir $(BUILD_DIR)/docc/symbol-graphs --output-path $(BUILD_DIR)/docc/Marbles.doccarchive

# Re-renders every example and compares it with output/ (exit 1 and diff images on a change).
check: build
	$(MARBLES) check $(EXAMPLES) --against output

# The root package's tests; the differential tests against OpenCombine, a package of their own
# (Differential/) with a build folder of its own (SwiftPM keeps one build plan per folder: shared
# with the root package, `swift test` ran the wrong test bundle); and a check that a package
# depending on the library resolves none of the test-only references (nor swift-snapshot-testing)
# and builds nothing of OpenCombine. The examples test
# themselves: every `expect` line in examples/ must hold.
test: build
	$(MARBLES) test examples/
	$(COMPILED_MARBLES) test $(SWIFT_EXAMPLES)
	MARBLES_CACHE=$(abspath $(BUILD_DIR))/marbles-cache scripts/check-seed-book.sh $(MARBLES)
	$(SWIFT) test --scratch-path $(BUILD_DIR)
	$(MAKE) docs-check
	SWIFT=$(SWIFT) scripts/differential-tests.sh $(BUILD_DIR)-differential
	SWIFT=$(SWIFT) scripts/check-consumer.sh
	Oracles/check-fixtures.sh

# marbles serve in headless Chromium (installed from Debian's packages when missing): a
# change to a .marble file must show on the page without a reload. Leaves a screenshot.
browser-test: build
	@scripts/install-browser-deps.sh
	python3 scripts/browser_test.py $(MARBLES) $(BUILD_DIR)/browser-test/serve.png

# The benchmarks package (Benchmarks/, release build): figures and ratios, no assertions.
# cairo-floor, the C+Cairo floor a diagram is measured against, is built with cc (with the
# library's own PNG encoder), outside SwiftPM.
BENCH_DIR = $(abspath $(BUILD_DIR))-bench
CAIRO_FLOOR = $(BENCH_DIR)/cairo-floor
bench: deps
	cd Benchmarks && $(SWIFT) build -c release --scratch-path $(BENCH_DIR)
	$(CC) -O2 -o $(CAIRO_FLOOR) Benchmarks/CairoFloor/cairo-floor.c Sources/CPNGWriter/png_writer.c \
		-I Sources/CPNGWriter/include $$(pkg-config --cflags --libs cairo libpng) -lm
	$(BENCH_DIR)/release/EngineBench
	$(BENCH_DIR)/release/ScalingBench
	$(BENCH_DIR)/release/BigBench
	$(BENCH_DIR)/release/ProbeBench
	$(MAKE) release
	$(BENCH_DIR)/release/BatchBench $(BUILD_DIR)-release/release/marbles $(EXAMPLES)
	$(BENCH_DIR)/release/StressBench $(BUILD_DIR)-release/release/marbles
	$(BENCH_DIR)/release/FloorBench $(BUILD_DIR)-release/release/marbles $(CAIRO_FLOOR) examples/15-demand.marble
	$(BENCH_DIR)/release/FloorBench --batch $(BUILD_DIR)-release/release/marbles $(CAIRO_FLOOR) $(EXAMPLES)

# Fuzzes every stage for FUZZ_SECONDS each, growing Fuzzing/corpus/ (see docs/reliability.md).
FUZZ_SECONDS ?= 600
fuzz: deps
	Fuzzing/fuzz.sh grow $(FUZZ_SECONDS)

# CI's regression run: the contracts' own tests (a contract that cannot fail would make every
# fuzzing figure meaningless; in a plain build, as the sanitizers' runtime has its own main), each
# target for 60 seconds from the committed corpus, which it leaves as is (with room for a loaded
# CI machine: a hang needs 10 s of CPU in the instrumented build), then the stress contract on
# Fuzzing/stress/ (inputs of 100 KB, within a time per event).
fuzz-check: deps
	cd Fuzzing && $(SWIFT) test --scratch-path .build-tests
	HANG_CPU_SECONDS=10 Fuzzing/fuzz.sh check 60
	FUZZ_NO_BUILD=1 Fuzzing/fuzz.sh stress

clean:
	rm -rf $(BUILD_DIR) $(BUILD_DIR)-differential $(BUILD_DIR)-bench $(BUILD_DIR)-release Fuzzing/.build-release Fuzzing/.build-debug Fuzzing/.build-tests
