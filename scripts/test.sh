#!/usr/bin/env bash
# Quick start 2: install what is missing, build everything and run the whole test suite headless.
# With CI=true the build treats warnings as errors (preset "ci"); otherwise preset "release".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
preset=release
if [ "${CI:-}" = "true" ]; then preset=ci; fi
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j"$(nproc)"
export QT_QPA_PLATFORM=offscreen
ctest --preset "$preset" -j"$(nproc)" "$@"
