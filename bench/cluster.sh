#!/usr/bin/env bash
# The cluster on this machine: rows/s with 1 and 2 workers (embedded and over TCP on
# loopback), the coordinator's ceiling with instant workers, deflate/inflate MB/s, a
# shard-size sweep, and a model of 10, 100 and 1000 workers from those numbers.
#
#   bench/cluster.sh [--quick] [--trellis PATH]
#
# Builds `trellis` in release (its own scratch folder, .build-cluster-bench) unless
# --trellis names a binary. Results go to stdout as `key value` lines, then the model;
# progress goes to stderr. Every cluster run's output is compared byte for byte with
# `trellis solve --workers 1`; a difference fails the script. --quick: a smaller input.
set -euo pipefail

bench=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$bench")
tables=2000 rows=40 copies=5 trellis=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) copies=1; shift ;;
        --trellis) trellis="$2"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "cluster.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
log() { echo "cluster.sh: $*" >&2; }

if [ -z "$trellis" ]; then
    log "building trellis (release)"
    "$root/scripts/build" --scratch-path "$root/.build-cluster-bench" >&2
    trellis="$root/.build-cluster-bench/release/trellis"
fi
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

log "reference: trellis solve --workers 1"
"$trellis" solve "$work/in" -o "$work/ref.jsonl" --workers 1 --report "$work/solve1.json" 2>/dev/null || true
echo "solve-workers-1 rows/s=$(field rowsPerSecond "$work/solve1.json")"
"$trellis" solve "$work/in" -o "$work/solve2.jsonl" --workers 2 --report "$work/solve2.json" 2>/dev/null || true
cmp -s "$work/ref.jsonl" "$work/solve2.jsonl" || { log "solve --workers 2 differs from --workers 1"; exit 1; }
echo "solve-workers-2 rows/s=$(field rowsPerSecond "$work/solve2.json")"

port=$((20000 + RANDOM % 20000))
# cluster NAME SHARD-BYTES WORKER-FLAGS...: a coordinator and `workers` worker processes.
cluster() {
    local name=$1 shard=$2 count=$3
    shift 3
    local out="$work/$name.jsonl" report="$work/$name.json"
    rm -f "$out" "$out.journal"
    "$trellis" coordinator "$work/in" --bind "tcp://127.0.0.1:$port" -o "$out" --report "$report" --shard-bytes "$shard" 2>"$work/$name.log" &
    local coordinator=$!
    local started=()
    for i in $(seq 1 "$count"); do
        "$trellis" worker --connect "tcp://127.0.0.1:$port" --threads 1 --name "w$i" "$@" 2>/dev/null &
        started+=($!)
        pids+=($!)
    done
    wait "$coordinator" || true
    for pid in "${started[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${started[@]}"; do wait "$pid" 2>/dev/null || true; done
    cmp -s "$work/ref.jsonl" "$out" || { log "$name: output differs from trellis solve"; exit 1; }
    port=$((port + 1))
}

log "TCP: coordinator + 1 and 2 workers"
cluster tcp1 65536 1
cluster tcp2 65536 2
r1=$(field rowsPerSecond "$work/tcp1.json")
r2=$(field rowsPerSecond "$work/tcp2.json")
echo "tcp-workers-1 rows/s=$r1"
echo "tcp-workers-2 rows/s=$r2 scaling=$(python3 -c "print(round($r2 / $r1, 2))")"

log "shard-size sweep (2 workers)"
for kib in 16 64 256 1024; do
    cluster "sweep$kib" $((kib * 1024)) 2
    echo "shard-kib=$kib rows/s=$(field rowsPerSecond "$work/sweep$kib.json") shards=$(field shards "$work/sweep$kib.json")"
done

log "ceiling: an instant worker (results cached from a first run)"
# One long-lived instant worker with 4 threads sharing one cache: the first run fills
# it, the next ones measure the coordinator alone (reading, deflating, dispatching,
# inflating, writing, journaling); getrusage gives the coordinator's CPU.
instant_port=$port
"$trellis" worker --connect "tcp://127.0.0.1:$instant_port" --threads 4 --name instant --cache-results 2>/dev/null &
instant=$!
pids+=($instant)
best=0
for round in warm 1 2; do
    rm -f "$work/ceiling.jsonl" "$work/ceiling.jsonl.journal"
    python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[2:], stderr=subprocess.DEVNULL)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
open(sys.argv[1], "w").write(f"{usage.ru_utime} {usage.ru_stime}\n")' "$work/ceiling.cpu" \
        "$trellis" coordinator "$work/in" --bind "tcp://127.0.0.1:$instant_port" -o "$work/ceiling.jsonl" --report "$work/ceiling.json"
    cmp -s "$work/ref.jsonl" "$work/ceiling.jsonl" || { log "instant run $round: output differs"; exit 1; }
    [ "$round" = warm ] && continue
    rate=$(field rowsPerSecond "$work/ceiling.json")
    if python3 -c "import sys; sys.exit(not $rate > $best)"; then
        best=$rate
        cp "$work/ceiling.json" "$work/measure.json"
        cp "$work/ceiling.cpu" "$work/measure.cpu"
    fi
done
kill -TERM "$instant" 2>/dev/null || true
shards=$(field shards "$work/measure.json")
wall=$(field wallSeconds "$work/measure.json")
cpu=$(awk '{ print $1 + $2 }' "$work/measure.cpu")
echo "ceiling rows/s=$best shards/s=$(python3 -c "print(round($shards / $wall))") input-MB/s=$(python3 -c "print(round($input_bytes / $wall / 1e6))") coordinator-cpu-us-per-shard=$(python3 -c "print(round($cpu / $shards * 1e6))")"

log "deflate and inflate (zlib level 1, raw, the shard codec's settings)"
python3 - "$work/in" <<'PY'
import os, sys, time, zlib
folder = os.path.join(sys.argv[1], "1")
data = b"".join(open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder)))
chunks = [data[i:i + 65536] for i in range(0, len(data), 65536)]
start = time.perf_counter()
packed = []
for chunk in chunks:
    c = zlib.compressobj(1, zlib.DEFLATED, -15)
    packed.append(c.compress(chunk) + c.flush())
deflate = time.perf_counter() - start
start = time.perf_counter()
for p in packed:
    zlib.decompressobj(-15).decompress(p)
inflate = time.perf_counter() - start
size = sum(map(len, packed))
print(f"deflate MB/s={len(data) / deflate / 1e6:.0f} inflate MB/s={len(data) / inflate / 1e6:.0f} ratio={len(data) / size:.2f}")
PY

log "model"
python3 - "$work/tcp1.json" "$work/measure.json" "$work/ref.jsonl" <<'PY'
import json, sys, zlib
one = json.load(open(sys.argv[1]))
ceiling = json.load(open(sys.argv[2]))
records = open(sys.argv[3], "rb").read()
# Results travel deflated like shards: measure their ratio on this output.
packed = sum(len(zlib.compress(records[i:i + 65536], 1)) for i in range(0, len(records), 65536))
per_worker = one["rowsPerSecond"]              # one solver thread
rows_per_shard = one["rows"] / one["shards"]
shard_in = one["bytesInCompressed"] / one["shards"]
shard_out = one["bytesOut"] * packed / len(records) / one["shards"]
print(f"per-shard rows={rows_per_shard:.0f} wire-in-bytes={shard_in:.0f} wire-out-bytes={shard_out:.0f} worker-rows/s={per_worker:.0f} coordinator-ceiling-rows/s={ceiling['rowsPerSecond']:.0f}")
coordinator = ceiling["rowsPerSecond"]
for gbit in (1, 10):
    network = gbit * 1e9 / 8 / ((shard_in + shard_out) / rows_per_shard)
    for workers in (10, 100, 1000):
        solving = workers * per_worker
        rate = min(solving, coordinator, network)
        limit = "workers" if rate == solving else ("coordinator" if rate == coordinator else "network")
        print(f"model network={gbit}Gb/s workers={workers} rows/s={rate:.0f} limited-by={limit}")
print(f"model coordinator-bound-beyond-workers={coordinator / per_worker:.0f}")
PY
