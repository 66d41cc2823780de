#!/usr/bin/env bash
# Quick start 1: install what is missing, build MazeLab (Release) and launch it on its built-in
# demo workspace. Extra arguments are passed to mazelab.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)" --target mazelab mazelab-cli
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run-gui: no display; starting MazeLab inside xvfb-run (invisible)." >&2
  exec xvfb-run -a ./build/release/app/mazelab "$@"
fi
exec ./build/release/app/mazelab "$@"
