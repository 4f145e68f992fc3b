#!/usr/bin/env bash
# The cluster on this machine: rows/s with 1 and 2 workers (embedded and over TCP on
# loopback), the coordinator's ceiling with instant workers at 1, 10 and 100 worker
# processes, one large table on 1 and 2 workers (each process's CPU, and the speedup
# that leaves on this machine's cores; with --frames, the coordinator's peak memory),
# peak memory of a long run, deflate
# (zlib, libdeflate and ISA-L), a shard-size sweep, and a model of 10, 100 and 1000 workers.
#
#   bench/cluster.sh [--quick] [--trellis PATH]
#
# Builds `trellis` with scripts/build (as deployed) in its own scratch folder,
# .build-cluster-bench, unless --trellis names a binary; the first line names the build.
# Results go to stdout as `key value` lines; progress goes to stderr. Every run that
# solves is compared byte for byte with its reference (`trellis solve --workers 1`, or a
# table solved whole); a difference fails the script. --quick: smaller inputs (1,000,000
# rows for peak memory, not 10,000,000; 2,000,000 for the ceiling, not 4,000,000), no
# shard-size sweep; 30–40 s once built (the full run: 60–100 s), more on a loaded machine.
set -euo pipefail

bench=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$bench")
tables=2000 rows=40 copies=5 trellis="" quick=0
ceiling_tables=40000 ceiling_rows=100 memory_rows=10000000
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) copies=1 quick=1 ceiling_tables=20000 memory_rows=1000000; shift ;;
        --trellis) trellis="$2"; shift 2 ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "cluster.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
log() { echo "cluster.sh [${SECONDS}s]: $*" >&2; }

if [ -z "$trellis" ]; then
    log "building trellis (scripts/build)"
    "$root/scripts/build" --scratch-path "$root/.build-cluster-bench" >&2
    trellis="$root/.build-cluster-bench/release/trellis"
fi
echo "build $("$trellis" --version)"
load=$(cut -d' ' -f1 /proc/loadavg)
cores=$(nproc)
if awk -v l="$load" -v c="$cores" 'BEGIN { exit !(l > c / 2) }'; then
    log "warning: load average $load on $cores cores; other work is using the CPUs and the numbers will be low"
fi

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# The generated set, copied: long enough runs that a worker joining (~0.3 s, libzmq's
# reconnect interval) is a small part of them.
mkdir -p "$work/in"
"$trellis" gen --tables "$tables" --rows "$rows" --seed 11 -o "$work/in/1" 2>/dev/null
for copy in $(seq 2 "$copies"); do cp -r "$work/in/1" "$work/in/$copy"; done
input_bytes=$(cat "$work"/in/*/* | wc -c)
echo "input tables=$((tables * copies)) rows=$((tables * rows * copies)) bytes=$input_bytes"

# field NAME FILE: a top-level number of a report.
field() { python3 -c "import json,sys; print(json.load(open(sys.argv[2]))[sys.argv[1]])" "$1" "$2"; }
ratio() { python3 -c "print(round($1 / $2, 2))"; }

log "reference: trellis solve --workers 1"
"$trellis" solve "$work/in" -o "$work/ref.jsonl" --workers 1 --report "$work/solve1.json" 2>/dev/null || true
echo "solve-workers-1 rows/s=$(field rowsPerSecond "$work/solve1.json")"
"$trellis" solve "$work/in" -o "$work/solve2.jsonl" --workers 2 --report "$work/solve2.json" 2>/dev/null || true
cmp -s "$work/ref.jsonl" "$work/solve2.jsonl" || { log "solve --workers 2 differs from --workers 1"; exit 1; }
echo "solve-workers-2 rows/s=$(field rowsPerSecond "$work/solve2.json")"

port=$((20000 + RANDOM % 20000))
# cluster NAME INPUT REFERENCE COUNT [COORDINATOR FLAGS...] [-- WORKER FLAGS...]: a
# coordinator and COUNT worker processes; REFERENCE "-" skips the comparison. Workers
# start once the coordinator listens: started before it, they find the port closed
# and wait out libzmq's reconnect interval (250 ms, doubling), which added 0.1–1 s at
# random to runs of one to two seconds (bench/RESULTS.md, 20:50 entry). With
# workers_first=1 (the ceiling) they start first instead, so that 100 of them join
# at once rather than one process start after another, and the rate is taken from
# the report's first shard sent. The coordinator runs under /usr/bin/time: NAME.time
# holds its wall and CPU seconds and peak KiB; with time_workers=1 each worker does
# too, NAME.wI.time holding its user and system seconds.
workers_first=0
time_workers=0
cluster() {
    local name=$1 input=$2 reference=$3 count=$4
    shift 4
    local coordinator_flags=() worker_flags=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do coordinator_flags+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    worker_flags=("$@")
    local out="$work/$name.jsonl" report="$work/$name.json"
    rm -f "$out" "$out.journal"
    local started=()
    workers() {
        for i in $(seq 1 "$count"); do
            if [ "$time_workers" = 1 ]; then
                /usr/bin/time -f "%U %S" -o "$work/$name.w$i.time" \
                    "$trellis" worker --connect "tcp://127.0.0.1:$port" --threads 1 --name "w$i" "${worker_flags[@]}" 2>/dev/null &
            else
                "$trellis" worker --connect "tcp://127.0.0.1:$port" --threads 1 --name "w$i" "${worker_flags[@]}" 2>/dev/null &
            fi
            started+=($!)
            pids+=($!)
        done
    }
    if [ "$workers_first" = 1 ]; then workers; fi
    /usr/bin/time -f "%e %U %S %M" -o "$work/$name.time" \
        "$trellis" coordinator "$input" --bind "tcp://127.0.0.1:$port" -o "$out" --report "$report" "${coordinator_flags[@]}" 2>"$work/$name.log" &
    local coordinator=$!
    pids+=($coordinator)
    if [ "$workers_first" = 0 ]; then
        until ss -ltnH "sport = :$port" | grep -q .; do
            kill -0 "$coordinator" 2>/dev/null || break
            sleep 0.005
        done
        workers
    fi
    wait "$coordinator" || true
    for pid in "${started[@]}"; do
        # Under /usr/bin/time the worker is its child: told to leave, it exits and
        # time writes its figures.
        if [ "$time_workers" = 1 ]; then pkill -TERM -P "$pid" 2>/dev/null || true; else kill -TERM "$pid" 2>/dev/null || true; fi
    done
    for pid in "${started[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ "$reference" != - ]; then
        cmp -s "$reference" "$out" || { log "$name: output differs from $reference"; exit 1; }
    fi
    port=$((port + 1))
}

log "TCP: coordinator + 1 and 2 workers"
cluster tcp1 "$work/in" "$work/ref.jsonl" 1
cluster tcp2 "$work/in" "$work/ref.jsonl" 2
r1=$(field rowsPerSecond "$work/tcp1.json")
r2=$(field rowsPerSecond "$work/tcp2.json")
echo "tcp-workers-1 rows/s=$r1"
echo "tcp-workers-2 rows/s=$r2 scaling=$(ratio "$r2" "$r1")"

if [ "$quick" = 0 ]; then
    log "shard-size sweep (2 workers)"
    for kib in 16 64 256 1024; do
        cluster "sweep$kib" "$work/in" "$work/ref.jsonl" 2 --shard-bytes $((kib * 1024))
        echo "shard-kib=$kib rows/s=$(field rowsPerSecond "$work/sweep$kib.json") shards=$(field shards "$work/sweep$kib.json")"
    done
fi

log "deflate: zlib, libdeflate and ISA-L (bench/deflate/deflate_compare.c)"
mkdir -p "$bench/deflate/build"
gcc -O2 -o "$bench/deflate/build/deflate_compare" "$bench/deflate/deflate_compare.c" -ldeflate -lisal -lz
cat "$work"/in/1/* > "$work/deflate-input"
"$bench/deflate/build/deflate_compare" "$work/deflate-input" 1
rm -f "$work/deflate-input"

# The ceiling: instant workers (`trellis worker --instant`, hidden) answer every shard
# at once with canned records, so the run measures the coordinator alone: reading,
# cutting, deflating, dispatching, taking results in, writing. The clock runs from the
# first shard sent to a worker to the last record written (the report's wallSeconds
# less firstShardSentSeconds, the wait for the first worker), and counts the rows of
# the input not yet read when it started: while it waits for a worker the coordinator
# reads, cuts and deflates a reorder window ahead (bytesReadBeforeFirstShard, ~4 MB),
# which that clock does not see (10 % of an input of 500 000 rows, the --quick size
# before the 2026-11-23 entry of bench/RESULTS.md; 1-2 % at 2 000 000 and 4 000 000
# rows). The coordinator's CPU, start-up and the journal's fingerprint of the input
# included, comes from /usr/bin/time.
log "ceiling: instant workers"
ceiling_total=$((ceiling_tables * ceiling_rows))
"$trellis" gen --tables "$ceiling_tables" --rows "$ceiling_rows" --seed 12 -o "$work/ceiling-in" 2>/dev/null
ceiling_bytes=$(cat "$work"/ceiling-in/* | wc -c)
# Read once first, so that every run finds the input in the page cache.
cat "$work"/ceiling-in/* > /dev/null
best=0
workers_first=1
for count in 1 10 100; do
    cluster "ceiling$count" "$work/ceiling-in" - "$count" -- --instant
    read -r _ user system _ < "$work/ceiling$count.time"
    report="$work/ceiling$count.json"
    wall=$(python3 -c "print($(field wallSeconds "$report") - $(field firstShardSentSeconds "$report"))")
    timed=$(python3 -c "print($ceiling_total * (1 - $(field bytesReadBeforeFirstShard "$report") / $ceiling_bytes))")
    shards=$(field shards "$report")
    rate=$(python3 -c "print(round($timed / $wall))")
    echo "ceiling workers=$count rows/s=$rate shards/s=$(python3 -c "print(round($shards / $wall))") input-MB/s=$(python3 -c "print(round($ceiling_bytes * $timed / $ceiling_total / $wall / 1e6))") wall-s=$(python3 -c "print(round($wall, 3))") read-ahead-rows=$(python3 -c "print(round($ceiling_total - $timed))") coordinator-cpu-s=$(python3 -c "print(round($user + $system, 2))") rows-per-cpu-s=$(python3 -c "print(round($ceiling_total / ($user + $system)))")"
    if [ "$rate" -gt "$best" ]; then best=$rate; fi
done
workers_first=0
echo "coordinator-ceiling trellis=$best rows=$ceiling_total goal=5000000"
rm -rf "$work/ceiling-in"

# One table of 1,000,000 rows. The reference is the table solved whole, as one job
# (slices of 256 MiB: nothing is cut; its records in one result, past the standard
# 4 MiB); then the coordinator cuts it into row slices, for one worker and for two, and
# both records must be the reference's bytes.
log "one table of 1,000,000 rows: whole, then slices on 1 and 2 workers"
"$trellis" gen --tables 1 --rows 1000000 --kinds feed --seed 13 -o "$work/one-table" 2>/dev/null
cluster one-whole "$work/one-table" - 1 --slice-bytes 268435456 --max-result-mib 272
time_workers=1
cluster one1 "$work/one-table" "$work/one-whole.jsonl" 1
cluster one2 "$work/one-table" "$work/one-whole.jsonl" 2
time_workers=0
w1=$(field wallSeconds "$work/one1.json")
w2=$(field wallSeconds "$work/one2.json")
echo "one-table-2-workers speedup=$(ratio "$w1" "$w2") whole-s=$(field wallSeconds "$work/one-whole.json") workers-1-s=$w1 workers-2-s=$w2 shards=$(field shards "$work/one2.json") identical=yes goal=1.7"
# What the cores allow: the coordinator, the workers and their inflating and deflating
# share this machine's cores, so a run takes at least its CPU-seconds spread over every
# core, and at least its busiest process's (a worker solves on one thread). model: the
# speedup of two workers if each run took just that, from each process's CPU-seconds
# (not wall time, which other work on the machine stretches); free-coordinator: the
# same with a coordinator that costs nothing; coordinator-budget-s: the most
# coordinator CPU-seconds that the goal (1.7) leaves beside the two workers'.
# NAME.time: wall, user, system, KiB; NAME.wI.time: user, system.
coordinator_cpu() { python3 -c "import sys; f = open(sys.argv[1]).read().splitlines()[-1].split(); print(round(float(f[1]) + float(f[2]), 3))" "$1"; }
workers_cpu() { python3 -c "import sys; print(round(sum(float(x) for f in sys.argv[1:] for x in open(f).read().splitlines()[-1].split()), 3))" "$@"; }
c1=$(coordinator_cpu "$work/one1.time") k1=$(workers_cpu "$work/one1.w1.time")
c2=$(coordinator_cpu "$work/one2.time") k2=$(workers_cpu "$work/one2.w1.time" "$work/one2.w2.time")
python3 - "$c1" "$k1" "$c2" "$k2" "$cores" <<'PY'
import sys
c1, k1, c2, k2, cores = map(float, sys.argv[1:])
one = max(k1, c1, (c1 + k1) / cores)
two = max((c2 + k2) / cores, k2 / 2, c2)
print(f"one-table-cpu coordinator-1-s={c1} worker-1-s={k1} coordinator-2-s={c2} workers-2-s={k2} cores={cores:.0f} "
      f"model={one / two:.2f} free-coordinator={one / (k2 / min(2, cores)):.2f} coordinator-budget-s={max(0, cores * one / 1.7 - k2):.3f}")
PY
rm -f "$work"/one*.jsonl
# The same table with --frames (~220 MB of records): the coordinator's peak memory, which
# must not hold the slices' answers (their text waits in a temporary file, SliceSpill).
log "one table of 1,000,000 rows with --frames: whole, then slices on 2 workers"
cluster one-whole-frames "$work/one-table" - 1 --slice-bytes 268435456 --max-result-mib 272 --frames
cluster one2-frames "$work/one-table" "$work/one-whole-frames.jsonl" 2 --frames
peak() { python3 -c "print(round($(cut -d' ' -f4 "$1") / 1024, 1))"; }
echo "one-table-frames-2-workers coordinator-mib=$(peak "$work/one2-frames.time") whole-coordinator-mib=$(peak "$work/one-whole-frames.time") workers-2-s=$(field wallSeconds "$work/one2-frames.json") identical=yes"
rm -rf "$work/one-table" "$work"/one*.jsonl

# Peak resident memory (VmHWM, from /usr/bin/time) of a coordinator and one worker
# over a long run: neither may grow with the input.
log "peak memory: $memory_rows rows"
"$trellis" gen --tables $((memory_rows / 500)) --rows 500 --seed 14 -o "$work/memory-in" 2>/dev/null
/usr/bin/time -f "%M" -o "$work/worker.kib" "$trellis" worker --connect "tcp://127.0.0.1:$port" --threads 2 --name memory 2>/dev/null &
memory_time=$!
pids+=($memory_time)
sleep 0.2
# The worker itself, under /usr/bin/time: told to leave, it exits and time writes its peak.
memory_worker=$(pgrep -P "$memory_time")
pids+=($memory_worker)
/usr/bin/time -f "%M" -o "$work/coordinator.kib" "$trellis" coordinator "$work/memory-in" --bind "tcp://127.0.0.1:$port" \
    -o "$work/memory.jsonl" --report "$work/memory.json" 2>/dev/null || true
kill -TERM "$memory_worker" 2>/dev/null || true
wait "$memory_time" 2>/dev/null || true
mib() { python3 -c "print(round($(tail -1 "$1") / 1024, 1))"; }
echo "peak-rss rows=$memory_rows coordinator-mib=$(mib "$work/coordinator.kib") worker-mib=$(mib "$work/worker.kib") rows/s=$(field rowsPerSecond "$work/memory.json") goal-mib=100"
rm -rf "$work/memory-in" "$work/memory.jsonl"

log "model"
python3 - "$work/tcp1.json" "$best" "$work/ref.jsonl" <<'PY'
import json, sys, zlib
one = json.load(open(sys.argv[1]))
coordinator = float(sys.argv[2])
records = open(sys.argv[3], "rb").read()
# Results travel deflated like shards: measure their ratio on this output, in pieces
# of about one shard's records.
piece = max(1, len(records) // one["shards"])
packed = sum(len(zlib.compress(records[i:i + piece], 1)) for i in range(0, len(records), piece))
per_worker = one["rowsPerSecond"]              # one solver thread
rows_per_shard = one["rows"] / one["shards"]
shard_in = one["bytesInCompressed"] / one["shards"]
shard_out = one["bytesOut"] * packed / len(records) / one["shards"]
print(f"per-shard rows={rows_per_shard:.0f} wire-in-bytes={shard_in:.0f} wire-out-bytes={shard_out:.0f} worker-rows/s={per_worker:.0f} coordinator-ceiling-rows/s={coordinator:.0f}")
for gbit in (1, 10):
    network = gbit * 1e9 / 8 / ((shard_in + shard_out) / rows_per_shard)
    for workers in (10, 100, 1000):
        solving = workers * per_worker
        rate = min(solving, coordinator, network)
        limit = "workers" if rate == solving else ("coordinator" if rate == coordinator else "network")
        print(f"model network={gbit}Gb/s workers={workers} rows/s={rate:.0f} limited-by={limit}")
print(f"model coordinator-bound-beyond-workers={coordinator / per_worker:.0f}")
PY
