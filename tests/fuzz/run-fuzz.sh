#!/usr/bin/env bash
# Runs the libFuzzer targets, each for a bounded time on one core, FUZZ_JOBS of them at a time (default: the
# number of cores; xargs -P runs them).
#
# usage: run-fuzz.sh BUILD_DIR SECONDS [TARGET...]
#        (targets: seedstring generator stb roomxml bosspools bossportraits gamelog archive cliargs batch seedlist)
#
# Each target starts from the committed seed corpus tests/fuzz/corpus/<target>/ (read only) and keeps what it
# finds in BUILD_DIR/fuzz-corpus/<target>/; a crash, sanitizer report, failed check, timeout (10 s for one
# input) or leak stops the run and leaves the input in BUILD_DIR/fuzz-artifacts/<target>/. The last line of
# each run (executions and executions per second) is printed. Exit status: 0 when no target found anything.
set -uo pipefail

src=$(cd "$(dirname "$0")" && pwd)

# One target (run by xargs below): its lines printed at once when it ends, its exit status its own.
if [ "${1:-}" = "--one" ]; then
    build=$2 seconds=$3 t=$4
    exe="$build/fuzz/fuzz_$t"
    if [ ! -x "$exe" ]; then
        echo "run-fuzz: $exe is missing (cmake --build $build --target fuzzers)" >&2
        exit 1
    fi
    work="$build/fuzz-corpus/$t"
    artifacts="$build/fuzz-artifacts/$t"
    mkdir -p "$work" "$artifacts"
    dict=()
    [ -f "$src/$t.dict" ] && dict=(-dict="$src/$t.dict")
    log="$build/fuzz-$t.log"
    QT_QPA_PLATFORM=offscreen "$exe" "$work" "$src/corpus/$t" "${dict[@]}" -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1
    rc=$?
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$')
    speed=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$')
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    report="run-fuzz: fuzz_$t for ${seconds}s (log $log): exit $rc, ${runs:-?} executions, ${speed:-?}/s, $cov"
    if [ $rc -ne 0 ]; then
        report+=$'\n'$(grep -E 'ERROR|SUMMARY|fuzz check failed|runtime error|Test unit written' "$log" | head -20)
    fi
    echo "$report"
    exit $rc
fi

build=$(cd "$1" && pwd)
seconds=$2
shift 2
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(seedstring generator stb roomxml bosspools bossportraits gamelog archive cliargs batch seedlist)
jobs=${FUZZ_JOBS:-$(nproc)}

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
# xargs runs `jobs` targets at a time; each leaves its exit status in $results/<target>.
printf '%s\n' "${targets[@]}" |
    xargs -P "$jobs" -I{} bash -c 'bash "$0" --one "$1" "$2" "$3"; echo $? >"$4/$3"' "$src/run-fuzz.sh" "$build" \
        "$seconds" {} "$results"

passed=0
failed=0
for t in "${targets[@]}"; do
    if [ "$(cat "$results/$t" 2>/dev/null)" = 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
done
echo "fuzz: $passed passed, $failed failed"
[ $failed -eq 0 ]
