#!/usr/bin/env bash
# make test-cluster: a seed search split into 4 shards on a real one-node Slurm cluster started here (Debian's
# slurm-wlm and munge) and with GNU parallel, then a --seeds search the same way (issue 49); each merged result
# must equal the single search's.
#
#   tests/cluster/run-cluster-test.sh [BUILD_DIR]      (default: build; needs bin/isaac-floorgen-cli in it)
#
# Everything it makes (keys, configuration, state, logs, outputs) is under BUILD_DIR/cluster-test and removed
# at the end; munged, slurmctld and slurmd are started with that configuration and stopped by their own pid
# files whatever happens (trap on EXIT). Exit status 0 when every merge equals its single search.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$repo/build}" && pwd)
cli="$build/bin/isaac-floorgen-cli"
sbatch_script="$repo/packaging/slurm/isaac-search.sbatch"
work="$build/cluster-test"
started=$(date +%s)

say() { echo "cluster-test: $*"; }
fail() {
    say "FAILED: $*"
    exit 1
}

[ -x "$cli" ] || fail "$cli is missing: build it first (make build)"
for tool in munged slurmctld slurmd sbatch squeue scancel parallel; do
    command -v "$tool" >/dev/null || fail "$tool is missing: run packaging/install-deps.sh"
done

# Stops a daemon by its pid file: SIGTERM, then SIGKILL after 10 s.
stop_daemon() {
    local name=$1 pidfile=$2 pid
    [ -s "$pidfile" ] || return 0
    pid=$(cat "$pidfile")
    if kill -0 "$pid" 2>/dev/null; then
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 100); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$pid" 2>/dev/null; then
            say "$name ($pid) did not stop: SIGKILL"
            kill -KILL "$pid" 2>/dev/null || true
        fi
    fi
    rm -f "$pidfile"
}

cleanup() {
    local rc=$?
    set +e
    if [ -s "$work/slurmctld.pid" ]; then
        scancel --quiet --full "--name=isaac-search" 2>/dev/null
        # The tasks' steps end before the daemons do.
        for _ in $(seq 50); do
            [ -z "$(squeue --noheader 2>/dev/null)" ] && break
            sleep 0.2
        done
    fi
    stop_daemon slurmd "$work/slurmd.pid"
    stop_daemon slurmctld "$work/slurmctld.pid"
    stop_daemon munged "$work/munged.pid"
    if [ $rc -ne 0 ] && [ -d "$work" ]; then
        for log in "$work"/*.log "$work"/logs/*; do
            [ -f "$log" ] && { echo "---- $log"; tail -n 20 "$log"; }
        done
    fi
    rm -rf "$work"
    say "done in $(($(date +%s) - started)) s"
    exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

rm -rf "$work"
mkdir -p "$work"/{state,spool,logs,out-slurm,out-parallel}
chmod 700 "$work"

# A free TCP port each for slurmctld and slurmd.
free_port() {
    local p
    for _ in $(seq 200); do
        p=$((20000 + RANDOM % 20000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
            echo "$p"
            return
        fi
    done
    fail "no free port"
}
ctld_port=$(free_port)
slurmd_port=$(free_port)
[ "$ctld_port" != "$slurmd_port" ] || slurmd_port=$((ctld_port + 1))

# munge: a throwaway key and socket.
dd if=/dev/urandom of="$work/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge.key"
munged --force --key-file="$work/munge.key" --socket="$work/munge.socket" --pid-file="$work/munged.pid" \
    --log-file="$work/munged.log" --seed-file="$work/munged.seed"
for _ in $(seq 50); do [ -S "$work/munge.socket" ] && break; sleep 0.1; done
[ -S "$work/munge.socket" ] || fail "munged did not start"

host=$(hostname -s)
cpus=$(nproc)
cat >"$work/slurm.conf" <<EOF
ClusterName=floorgentest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge.socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
SlurmdParameters=config_overrides
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
PluginDir=/usr/lib/x86_64-linux-gnu/slurm-wlm
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=10 State=UP
EOF
export SLURM_CONF="$work/slurm.conf"

slurmctld -c -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF" -N "$host"
ready=0
for _ in $(seq 100); do
    if sinfo --noheader -o "%t" 2>/dev/null | grep -qE "^(idle|mix|alloc)"; then
        ready=1
        break
    fi
    sleep 0.2
done
[ $ready -eq 1 ] || fail "the node did not come up: $(sinfo 2>&1 | tail -n 2)"
say "Slurm up (slurmctld $(cat "$work/slurmctld.pid"), slurmd $(cat "$work/slurmd.pid"), munged $(cat "$work/munged.pid"))"

# The search: run seeds of repentance, a library on Womb II and a treasure room on Caves I.
search=(--ruleset repentance --from 1 --to 120000 --floor 3 --has treasure --floor 8 --has library --threads 1)
"$cli" search "${search[@]}" --limit 0 >"$work/single.txt"
expected=$(wc -l <"$work/single.txt")
[ "$expected" -gt 0 ] || fail "the single search found nothing: the comparison would say little"

# Slurm: shard 2 was interrupted before (SIGINT after a moment): its task goes on from what it covered.
"$cli" search "${search[@]}" --shard 2/4 >"$work/out-slurm/shard-2.json" &
pid=$!
# (Once it has printed a match, so that the resume below goes on from inside the shard even on a busy machine.)
for _ in $(seq 200); do
    grep -q '"runSeed"' "$work/out-slurm/shard-2.json" 2>/dev/null && break
    sleep 0.05
done
kill -INT "$pid" 2>/dev/null || true
wait "$pid" || true
stopped=$(grep -o '"searchedTo":[0-9]*' "$work/out-slurm/shard-2.json" | grep -o '[0-9]*$' || true)
[ -n "$stopped" ] || fail "the interrupted shard wrote no JSON"
say "shard 2/4 stopped at seed $stopped"
ISAAC_FLOORGEN_CLI="$cli" sbatch --wait --quiet --array=0-3 --chdir="$work" --output="$work/logs/%A_%a.out" \
    "$sbatch_script" "$work/out-slurm" "${search[@]}" || fail "the job array failed"
"$cli" merge "$work"/out-slurm/shard-*.json >"$work/slurm.txt" || fail "merge of the Slurm shards failed"
cmp -s "$work/single.txt" "$work/slurm.txt" || fail "Slurm: the merged shards differ from the single search"
if [ "$stopped" -gt 60000 ] && [ "$stopped" -lt 90000 ]; then # (unless it stopped before its first seed or finished)
    grep -q "went on from seed $((stopped + 1))" "$work"/logs/*_2.out ||
        fail "task 2 did not go on from seed $((stopped + 1)): $(cat "$work"/logs/*_2.out)"
fi
say "Slurm: 4 shards merged = the single search ($expected matches; task 2 resumed at seed $((stopped + 1)))"

# GNU parallel: the same 4 shards on this machine's cores.
parallel --halt now,fail=1 -j "$cpus" \
    "'$cli' search ${search[*]} --shard {}/4 > '$work/out-parallel/shard-{}.json'" ::: 0 1 2 3 ||
    fail "GNU parallel failed"
"$cli" merge "$work"/out-parallel/shard-*.json >"$work/parallel.txt" || fail "merge of the parallel shards failed"
cmp -s "$work/single.txt" "$work/parallel.txt" || fail "GNU parallel: the merged shards differ from the single search"
say "GNU parallel: 4 shards merged = the single search"

# A --seeds search (issue 49): every shard covers its whole part, also the seeds after its last listed one,
# so that its shards merge (before, merge found the end of each part in no file, exit 1). The list ends well
# before --to; the same through Slurm and GNU parallel.
seq 5 11 90000 >"$work/seeds.txt"
listed=(--ruleset repentance --from 1 --to 120000 --seeds "$work/seeds.txt" --floor 3 --has treasure --threads 1)
"$cli" search "${listed[@]}" --limit 0 >"$work/single-list.txt"
[ -s "$work/single-list.txt" ] || fail "the --seeds search found nothing: the comparison would say little"
mkdir -p "$work"/{out-slurm-list,out-parallel-list}
ISAAC_FLOORGEN_CLI="$cli" sbatch --wait --quiet --array=0-3 --chdir="$work" --output="$work/logs/list-%A_%a.out" \
    "$sbatch_script" "$work/out-slurm-list" "${listed[@]}" || fail "the --seeds job array failed"
"$cli" merge "$work"/out-slurm-list/shard-*.json >"$work/slurm-list.txt" ||
    fail "merge of the Slurm --seeds shards failed"
cmp -s "$work/single-list.txt" "$work/slurm-list.txt" ||
    fail "Slurm --seeds: the merged shards differ from the single search"
parallel --halt now,fail=1 -j "$cpus" \
    "'$cli' search ${listed[*]} --shard {}/4 > '$work/out-parallel-list/shard-{}.json'" ::: 0 1 2 3 ||
    fail "GNU parallel failed on the --seeds search"
"$cli" merge "$work"/out-parallel-list/shard-*.json >"$work/parallel-list.txt" ||
    fail "merge of the parallel --seeds shards failed"
cmp -s "$work/single-list.txt" "$work/parallel-list.txt" ||
    fail "GNU parallel --seeds: the merged shards differ from the single search"
say "--seeds: 4 shards merged = the single search, through Slurm and GNU parallel ($(wc -l <"$work/single-list.txt") matches)"
