#!/usr/bin/env bash
# Runs the libFuzzer targets one after the other, each for a bounded time, on one core (-jobs=1 style).
#
# usage: run-fuzz.sh BUILD_DIR SECONDS [TARGET...]
#        (targets: seedstring generator stb roomxml bosspools bossportraits archive gamelog cliargs batch seedlist)
#
# Each target starts from the committed seed corpus tests/fuzz/corpus/<target>/ (read only) and keeps what it
# finds in BUILD_DIR/fuzz-corpus/<target>/; a crash, sanitizer report, failed check, timeout (10 s for one
# input) or leak stops the run and leaves the input in BUILD_DIR/fuzz-artifacts/<target>/. The last line of
# each run (executions and executions per second) is printed. Exit status: 0 when no target found anything.
set -uo pipefail

build=$(cd "$1" && pwd)
seconds=$2
shift 2
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(seedstring generator stb roomxml bosspools bossportraits archive gamelog cliargs batch seedlist)
src=$(cd "$(dirname "$0")" && pwd)

status=0
passed=0
failed=0
for t in "${targets[@]}"; do
    exe="$build/fuzz/fuzz_$t"
    if [ ! -x "$exe" ]; then
        echo "run-fuzz: $exe is missing (cmake --build $build --target fuzzers)" >&2
        status=1
        failed=$((failed + 1))
        continue
    fi
    work="$build/fuzz-corpus/$t"
    artifacts="$build/fuzz-artifacts/$t"
    mkdir -p "$work" "$artifacts"
    dict=()
    [ -f "$src/$t.dict" ] && dict=(-dict="$src/$t.dict")
    log="$build/fuzz-$t.log"
    echo "run-fuzz: fuzz_$t for ${seconds}s (log $log)"
    QT_QPA_PLATFORM=offscreen "$exe" "$work" "$src/corpus/$t" "${dict[@]}" -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1
    rc=$?
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$')
    speed=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$')
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    echo "run-fuzz: fuzz_$t: exit $rc, ${runs:-?} executions, ${speed:-?}/s, $cov"
    if [ $rc -eq 0 ]; then
        passed=$((passed + 1))
    else
        status=1
        failed=$((failed + 1))
        grep -E 'ERROR|SUMMARY|fuzz check failed|runtime error|Test unit written' "$log" | head -20 >&2
    fi
done
echo "fuzz: $passed passed, $failed failed"
exit $status
