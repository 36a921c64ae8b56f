#!/usr/bin/env bash
# Runs one of the web tests (node's test runner) on the web build: run-node.sh WEB_DIR TEST.mjs CLI
# Exit 77 (CTest's skip) with a message when node or the web build (emscripten) is missing.
set -euo pipefail
web=$1 test=$2 cli=$3
if ! command -v node >/dev/null; then
    echo "SKIP: node is not installed (packaging/install-deps.sh test installs nodejs)"
    exit 77
fi
if [ ! -f "$web/floorgen-core.wasm" ]; then
    if ! command -v em++ >/dev/null; then
        echo "SKIP: emscripten is not installed, so there is no WebAssembly module to test (install-deps.sh web)"
        exit 77
    fi
    echo "FAIL: $web/floorgen-core.wasm is missing: build it first (make web)"
    exit 1
fi
export FLOORGEN_WEB="$web" FLOORGEN_CLI="$cli"
exec node --test "$test"
