#!/usr/bin/env bash
# Checks the systemd units with `systemd-analyze verify`, against a built trellis
# binary (verify insists that ExecStart's program exists). systemd-analyze reports
# problems as warnings and still exits 0, so any output is a failure here.
#
#     deploy/verify-units.sh .build/debug/trellis
set -euo pipefail
binary="$(realpath "${1:?usage: deploy/verify-units.sh PATH-TO-TRELLIS}")"
here="$(cd "$(dirname "$0")" && pwd)"

if ! command -v systemd-analyze >/dev/null; then
    echo "verify-units: systemd-analyze not installed (apt-get install systemd); units not checked" >&2
    exit 1
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$here"/systemd/*.service "$scratch"/
sed -i "s|/usr/local/bin/trellis|$binary|" "$scratch"/*.service
cd "$scratch"
output="$(systemd-analyze verify ./trellis-coordinator.service ./trellis-worker@1.service 2>&1)"
if [ -n "$output" ]; then
    echo "$output" >&2
    echo "verify-units: the units have problems" >&2
    exit 1
fi
echo "verify-units: trellis-coordinator.service and trellis-worker@.service pass systemd-analyze verify"
