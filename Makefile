# Convenience front end over CMake presets. See README.md.
.PHONY: all deps configure build run test format clean test-asan test-asan-core test-fuzz-core fuzz fuzz-smoke package test-cluster web web-serve

PRESET ?= default
BUILD_DIR := build
JOBS ?= $(shell nproc)

all: build

# What install-deps.sh installs (packaging/install-deps.sh: app, web or test): make run and make build only what
# the desktop app needs; make test and the other test targets everything CI runs; make web the web build's.
DEPS ?= app
test test-cluster test-asan test-asan-core fuzz fuzz-smoke test-fuzz-core package: DEPS = test
web web-serve: DEPS = web

deps:
	@bash packaging/install-deps.sh $(DEPS)

$(BUILD_DIR)/build.ninja:
	cmake --preset $(PRESET)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build --preset $(PRESET) -j $(JOBS)

run: build
	./$(BUILD_DIR)/bin/isaac-floorgen

test: build web
	ctest --preset $(PRESET) -j $(JOBS)

# The engine as WebAssembly and its page: static files in build/web/ (web/README.md); web-serve serves them on
# 127.0.0.1 for a look (WEB_PORT, default 8044).
WEB_PORT ?= 8044
web: deps
	cmake --preset web
	cmake --build --preset web -j $(JOBS)

web-serve: web
	@echo "http://127.0.0.1:$(WEB_PORT)/"
	python3 -m http.server --bind 127.0.0.1 --directory build/web $(WEB_PORT)

# A search in 4 shards on a one-node Slurm started here (slurm-wlm, munge) and with GNU parallel, merged and
# compared with the single search (tests/cluster/run-cluster-test.sh; everything under build/cluster-test).
test-cluster: build
	bash tests/cluster/run-cluster-test.sh $(BUILD_DIR)

# Every test under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/); the core's alone (build-asan-core/).
test-asan: deps web
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS)
	ctest --preset asan -j $(JOBS)

test-asan-core: deps
	cmake --preset asan-core
	cmake --build --preset asan-core -j $(JOBS)
	ctest --preset asan-core -j $(JOBS)

# libFuzzer targets (clang, build-fuzz/), each run for FUZZ_SECONDS, FUZZ_JOBS at a time (default: the cores);
# fuzz-smoke is the short run of CI (10 s a target: CI's 25 minutes on 2 cores hold the web build too).
FUZZ_SECONDS ?= 120
fuzz: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS) --target fuzzers
	bash tests/fuzz/run-fuzz.sh build-fuzz $(FUZZ_SECONDS)

fuzz-smoke:
	$(MAKE) fuzz FUZZ_SECONDS=10

# The core's tests under clang's ASan + UBSan in the fuzz build (build-fuzz/), which CI shares with fuzz-smoke
# instead of building the core a third time (test-asan-core is the same run with GCC).
test-fuzz-core: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)
	ctest --preset fuzz-core -j $(JOBS)

# The .deb in build/package/ (see README.md).
package: build
	cd $(BUILD_DIR) && cpack -G DEB

format:
	@find core app tests -name '*.cpp' -o -name '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR) build-core
