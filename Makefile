SWIFT ?= swift
.PHONY: test demo preview build lint bench bootstrap fuzz docs

bootstrap:
	scripts/bootstrap

build: bootstrap
	$(SWIFT) build

# The test servers (nginx and the fault proxy, scripts/test-servers) run for the whole of
# `swift test` and are stopped afterwards, even when it fails or is interrupted; swift test's exit
# status is kept.
test: build
	@trap 'scripts/test-servers stop' EXIT; trap 'exit 130' INT; trap 'exit 143' TERM HUP; \
	scripts/test-servers start && set -a && . .build/test-servers/env && set +a && $(SWIFT) test

demo: bootstrap
	$(SWIFT) build -c release --product storykit
	.build/release/storykit demo

# A window with the demo feed's story bar; a tap opens the player. Headless: xvfb-run -a make preview.
# More options: make preview PREVIEW_ARGS="--theme dark --direction rtl --watch".
PREVIEW_FEED ?= Examples/feeds/demo.json
PREVIEW_ARGS ?=

preview: bootstrap
	$(SWIFT) build -c release --product storykit
	.build/release/storykit preview $(PREVIEW_FEED) $(PREVIEW_ARGS)

# The DocC reference of every library product (scripts/docs): .build/docs/<Module>/, and
# .build/docs/index.html linking them. A broken link or an undocumented public symbol fails it.
# The sites render with JavaScript: serve them, e.g. python3 -m http.server -d .build/docs.
docs: bootstrap
	scripts/docs

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

# The benchmarks to run, by name (Benchmarks/README.md): make bench BENCH="layout render".
# `make bench BENCH=host` (and `soak`) opens a GTK window; without a DISPLAY it re-runs itself under xvfb-run -a.
BENCH ?= decode

bench: bootstrap
	$(SWIFT) build -c release --product storykit-bench
	@for name in $(BENCH); do .build/release/storykit-bench $$name || exit 1; done

# Coverage-guided fuzzing of every parser (scripts/fuzz; not part of `make test`):
# make fuzz FUZZ_SECONDS=3600 FUZZ_TARGETS="feed json", or make fuzz FUZZ_RUNS=10000000 (each
# target until that many executions).
FUZZ_SECONDS ?= 180
FUZZ_RUNS ?=
FUZZ_TARGETS ?= feed json color version timestamp journal cache seen image webvtt

fuzz: bootstrap
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_TARGETS="$(FUZZ_TARGETS)" scripts/fuzz

