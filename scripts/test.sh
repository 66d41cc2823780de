#!/usr/bin/env bash
# Quick start 2: install what is missing, build everything and run the whole test suite headless.
# With CI=true the build treats warnings as errors (preset "ci"); otherwise preset "release".
# Prints the build and test times at the end (as scripts/sanitize.sh does for its stages).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
preset=release
if [ "${CI:-}" = "true" ]; then preset=ci; fi
start=$SECONDS
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j"$(nproc)"
built=$SECONDS
export QT_QPA_PLATFORM=offscreen
status=0
ctest --preset "$preset" -j"$(nproc)" "$@" || status=$?
echo "== test: $preset: build $((built - start)) s, tests $((SECONDS - built)) s"
exit $status
