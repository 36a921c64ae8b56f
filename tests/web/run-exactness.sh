#!/usr/bin/env bash
# The WebAssembly module gives the CLI's floors byte for byte (issue 44): the same batch lines through
# `isaac-floorgen-cli batch` and through `node web/tools/batch.mjs`, the outputs and exit statuses compared.
# 10,000 floors for each rule set (afterbirth-plus every stage, hard, curses; repentance main and alternate
# path, runs with their routes, items and player state, game log lines; original-2011), the refused lines, and
# floors over room files: rooms-D (tests/data), our synthetic game extracted and packed into an installation's
# archives (tests/core/archivewriter.h), and the synthetic special layouts of every shape.
#
#   run-exactness.sh CLI WEB_DIR WRITE_TESTDATA WORK_DIR
#
# Exit 77 (CTest's skip) with a message when node or the web build (emscripten) is missing.
set -euo pipefail
cli=$1 web=$2 writer=$3 work=$4

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

here="$(cd "$(dirname "$0")" && pwd)"
src="$(cd "$here/../.." && pwd)"
rm -rf "$work"
mkdir -p "$work"
"$writer" "$work/data"

failed=0
floors=0
compare() { # NAME LINES [--game-data DIR]
    local name=$1 lines=$2
    shift 2
    local rc_cli=0 rc_web=0
    "$cli" batch "$@" <"$lines" >"$work/$name.cli" 2>"$work/$name.cli.err" || rc_cli=$?
    node "$src/web/tools/batch.mjs" --module "$web" "$@" <"$lines" >"$work/$name.web" 2>"$work/$name.web.err" ||
        rc_web=$?
    local n
    n=$(grep -c '"ok":true' "$work/$name.cli" || true)
    if ! cmp -s "$work/$name.cli" "$work/$name.web" || [ "$rc_cli" != "$rc_web" ]; then
        echo "FAIL: $name: the module's output differs from the CLI's (exit $rc_web, CLI $rc_cli)"
        diff <(cut -c1-300 "$work/$name.cli") <(cut -c1-300 "$work/$name.web") | head -6 || true
        head -3 "$work/$name.web.err"
        failed=$((failed + 1))
    elif [ "$n" -eq 0 ] && [ "$name" != bad ]; then
        echo "FAIL: $name: no floor at all (CLI: $(head -c 300 "$work/$name.cli"))"
        failed=$((failed + 1))
    else
        echo "ok: $name: $(wc -l <"$work/$name.cli") lines, $n floors, exit $rc_cli, byte-identical"
    fi
    floors=$((floors + n))
}

# A --game-data that is refused: the same message and exit status as the CLI.
refused() { # NAME --game-data PATH
    local name=$1 rc_cli=0 rc_web=0
    shift
    "$cli" batch "$@" </dev/null >/dev/null 2>"$work/$name.cli.err" || rc_cli=$?
    node "$src/web/tools/batch.mjs" --module "$web" "$@" </dev/null >/dev/null 2>"$work/$name.web.err" || rc_web=$?
    if ! cmp -s "$work/$name.cli.err" "$work/$name.web.err" || [ "$rc_cli" != "$rc_web" ] || [ "$rc_cli" = 0 ]; then
        echo "FAIL: $name: the module's refusal differs from the CLI's (exit $rc_web, CLI $rc_cli)"
        diff "$work/$name.cli.err" "$work/$name.web.err" | head -4 || true
        failed=$((failed + 1))
    else
        echo "ok: $name: refused as the CLI refuses it, exit $rc_cli: $(head -c 200 "$work/$name.cli.err")"
    fi
}

lines() { # SET COUNT -> file
    node "$here/make-lines.mjs" "$1" "$2" >"$work/$1-$2.jsonl"
    echo "$work/$1-$2.jsonl"
}

n=${FLOORGEN_WEB_LINES:-10000} # (fewer under the sanitizers: tests/CMakeLists.txt)
compare afterbirth-plus "$(lines afterbirth-plus "$n")"
compare repentance "$(lines repentance "$n")"
compare original-2011 "$(lines original-2011 "$n")"
compare bad "$(lines bad 220)"
abp=$(lines gamedata-afterbirth-plus 1500)
rep=$(lines gamedata-repentance 1500)
compare rooms-D-afterbirth-plus "$abp" --game-data "$src/tests/data/rooms-D"
compare extracted-afterbirth-plus "$abp" --game-data "$work/data/extracted/resources"
compare extracted-repentance "$rep" --game-data "$work/data/extracted/resources"
compare packed-afterbirth-plus "$abp" --game-data "$work/data/packed/The Binding of Isaac Rebirth"
compare packed-repentance "$rep" --game-data "$work/data/packed/The Binding of Isaac Rebirth"
compare rich-afterbirth-plus "$abp" --game-data "$work/data/rich"
compare rich-repentance "$rep" --game-data "$work/data/rich"

refused game-data-missing --game-data "$work/no such folder"
: >"$work/a file"
refused game-data-file --game-data "$work/a file"

echo "$floors floors compared"
if [ "$failed" -ne 0 ]; then
    echo "$failed sets differ"
    exit 1
fi
