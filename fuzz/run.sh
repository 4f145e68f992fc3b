#!/bin/bash
# Builds the libFuzzer targets from the sources (no SwiftPM: each module is compiled
# with swiftc -sanitize=fuzzer,address so coverage reaches into the parsers) and runs
# each for SECONDS (default 120). Crashes are written as fuzz/artifacts/crash-*.
#
#   fuzz/run.sh [SECONDS] [TARGET...]      TARGET: json, system, constraint (default all)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
shift || true
targets=${*:-json system constraint}
build=fuzz/.build
mkdir -p "$build" fuzz/artifacts
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$build" -I Sources/CZlib)

module() { # name, sources...
    local name=$1
    shift
    swiftc "${flags[@]}" -module-name "$name" -wmo -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -c "$@" -o "$build/$name.o"
}

module TrellisSolver Sources/TrellisSolver/*.swift
layout=()
if [ -d Sources/TrellisLayout ]; then
    module TrellisLayout Sources/TrellisLayout/*.swift
    layout=("$build/TrellisLayout.o")
fi
module TrellisDocument $(find Sources/TrellisDocument -name '*.swift' | sort)

for target in $targets; do
    case $target in
        json) source=fuzz/JSONFuzz.swift dict=fuzz/json.dict ;;
        system) source=fuzz/SystemFuzz.swift dict=fuzz/json.dict ;;
        constraint) source=fuzz/ConstraintFuzz.swift dict=fuzz/constraint.dict ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    swiftc "${flags[@]}" -module-name "${target}_fuzz" "$source" \
        "$build/TrellisSolver.o" "${layout[@]}" "$build/TrellisDocument.o" -lz -o "$build/$target-fuzz"
    corpus=fuzz/corpus/$target
    mkdir -p "$corpus"
    # Seeds: every example document and the hand-written ones in fuzz/seeds.
    find examples fuzz/seeds -type f \( -name '*.json' -o -name '*.jsonl' -o -name '*.txt' \) \
        -exec cp -n {} "$corpus"/ \; 2>/dev/null || true
    # Swift's own backtracer trips over ASan's shadow memory; libFuzzer prints the stack.
    SWIFT_BACKTRACE=enable=no "$build/$target-fuzz" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len=4096 \
        -timeout=10 -rss_limit_mb=2048 -artifact_prefix=fuzz/artifacts/ -print_final_stats=1
done
