# Convenience front end over CMake presets. See README.md.
.PHONY: all deps configure build run test format clean

PRESET ?= default
BUILD_DIR := build
JOBS ?= $(shell nproc)

all: build

deps:
	@bash packaging/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake --preset $(PRESET)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build --preset $(PRESET) -j $(JOBS)

run: build
	./$(BUILD_DIR)/bin/isaac-floorgen

test: build
	ctest --preset $(PRESET) -j $(JOBS)

format:
	@find core app tests -name '*.cpp' -o -name '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR) build-core
