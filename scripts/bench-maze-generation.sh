#!/usr/bin/env bash
# Side-by-side speed of maze generation: MazeLab (bench_gen, the CLI's path: generation plus the
# block Maze) against the npm package maze-generation@3.1.1, timed inside its own node process,
# for the recursive backtracker (DEPTHFIRST) and hunt-and-kill (HUNTANDKILL).
#
#   scripts/bench-maze-generation.sh            sizes 1000 and 2000 (passage cells a side)
#   SIZES="500 1000" REPS=5 scripts/...         other sizes / repetitions
#   HK_SIZES="125 250" NODE_LIMIT=60 scripts/... hunt-and-kill sizes, seconds per node run
#   BUILD=build/ci scripts/...                  another build tree (needs tests/bench/bench_gen)
#
# Both sides report wall-clock milliseconds per maze: node the best of REPS runs after a
# warm-up, MazeLab Google Benchmark's mean. Run it on an idle machine; the ratio is the point.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build/release}
SIZES=${SIZES:-"1000 2000"}
REPS=${REPS:-3}
HK_SIZES=${HK_SIZES:-"125 250 $SIZES"}
NODE_LIMIT=${NODE_LIMIT:-120}
BENCH="$BUILD/tests/bench/bench_gen"
[[ -x "$BENCH" ]] || { echo "build bench_gen first: cmake --build --preset release --target bench_gen" >&2; exit 2; }
command -v node >/dev/null && command -v npm >/dev/null || { echo "needs node and npm" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm install --silent --no-audit --no-fund maze-generation@3.1.1 >/dev/null)

cat > "$tmp/time.js" <<'JS'
// node time.js ALGO SIZE REPS → best wall-clock ms of REPS runs after a small warm-up.
const mg = require('maze-generation');
const [algorithm, n, reps] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
mg({width: 50, height: 50, seed: 1, algorithm});
let best = Infinity;
for (let r = 0; r < reps; ++r) {
  const t0 = process.hrtime.bigint();
  const maze = mg({width: n, height: n, seed: r + 1, algorithm});
  best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  if (!maze) throw new Error('no maze');
}
console.log(best.toFixed(1));
JS

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "node $(node --version), maze-generation 3.1.1; a node run longer than ${NODE_LIMIT}s is stopped"

# MazeLab first (one process, all sizes), then each node run in its own process under a limit:
# maze-generation's hunt-and-kill rescans the whole maze for every hunt (≈ n^2.3: 125² 1 s,
# 250² 25 s on this machine), so its large sizes only give a lower bound.
all_sizes=$(echo $SIZES $HK_SIZES | tr ' ' '\n' | sort -un | tr '\n' '|' | sed 's/|$//')
"$BENCH" --benchmark_filter="^Maze/(backtracker|hunt-and-kill)/($all_sizes)/" \
    --benchmark_format=json > "$tmp/mazelab.json" 2>/dev/null

ours() { # ALGO SIZE → mean ms
    node -e '
const b = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).benchmarks
    .find(x => x.name.startsWith(`Maze/${process.argv[2]}/${process.argv[3]}/`));
console.log(b ? b.real_time.toFixed(1) : "nan");' "$tmp/mazelab.json" "$1" "$2"
}

printf '%-14s %6s %18s %10s %9s\n' algorithm size maze-generation MazeLab ratio
run() { # NAME NODE_ALGO SIZES
    local name=$1 algo=$2 n theirs mine
    for n in $3; do
        mine=$(ours "$name" "$n")
        if theirs=$(cd "$tmp" && timeout "$NODE_LIMIT" node time.js "$algo" "$n" "$REPS"); then
            printf '%-14s %6s %15s ms %7s ms %8sx\n' "$name" "$n" "$theirs" "$mine" \
                "$(node -e "console.log(($theirs / $mine).toFixed(1))")"
        else
            printf '%-14s %6s %15s s  %7s ms %8sx\n' "$name" "$n" "> $NODE_LIMIT" "$mine" \
                "> $(node -e "console.log((1000 * $NODE_LIMIT / $mine).toFixed(0))")"
        fi
    done
}
run backtracker DEPTHFIRST "$SIZES"
run hunt-and-kill HUNTANDKILL "$HK_SIZES"
