#!/usr/bin/env bash
# A* (and BFS, JPS, bidirectional A*) on a 2000 x 2000 grid with 30 % random walls, start and
# goal in opposite corners (free and connected): MazeLab against PathFinding.js 0.4.18 on the
# same grid file, each timed inside its own process (search only), ratio printed.
# Needs node/npm (PathFinding.js is installed once into $PF_DIR) and a built mazelab-cli.
# Environment: BUILD (default build/release), SIZE (2000), RUNS (5), PF_DIR.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$ROOT/build/release}
SIZE=${SIZE:-2000}
RUNS=${RUNS:-5}
PF_DIR=${PF_DIR:-$BUILD/pathfinding-js}
CLI=$BUILD/app/mazelab-cli
[ -x "$CLI" ] || { echo "build mazelab-cli first ($CLI)" >&2; exit 2; }
if [ ! -f "$PF_DIR/node_modules/pathfinding/package.json" ]; then
  mkdir -p "$PF_DIR"
  (cd "$PF_DIR" && npm install --no-save --no-audit --no-fund --silent pathfinding@0.4.18)
fi
GRID=$BUILD/pf-grid-$SIZE.maze
[ -f "$GRID" ] || node "$ROOT/scripts/bench/make-grid.js" "$SIZE" "$SIZE" 0.3 1 > "$GRID"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
     "load $(cut -d' ' -f1-3 /proc/loadavg)"
NODE_PATH=$PF_DIR/node_modules node "$ROOT/scripts/bench/compare.js" "$CLI" "$GRID" "$RUNS"
