#!/usr/bin/env bash
# GIF size and speed against gifsicle (issue 13): bench_gif writes the same 300-frame 512×512
# carving animation twice — as MazeLab exports it (mazelab.gif) and as an unoptimised
# full-frame GIF (full.gif) — then `gifsicle -O3` optimises full.gif, and the three sizes and
# the ratio are printed. Usage: scripts/bench-gif.sh [build-dir]  (default build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
bench=$build/tests/bench/bench_gif
if [[ ! -x $bench ]]; then
  echo "bench-gif: $bench not built (cmake --build --preset release --target bench_gif)" >&2
  exit 1
fi
command -v gifsicle >/dev/null || { echo "bench-gif: gifsicle not installed" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
QT_QPA_PLATFORM=offscreen "$bench" --write "$out" 2>/dev/null
start=$(date +%s.%N)
gifsicle -O3 "$out/full.gif" -o "$out/gifsicle.gif" 2>/dev/null
end=$(date +%s.%N)
ours=$(stat -c %s "$out/mazelab.gif")
full=$(stat -c %s "$out/full.gif")
theirs=$(stat -c %s "$out/gifsicle.gif")
awk -v o="$ours" -v f="$full" -v t="$theirs" -v s="$start" -v e="$end" 'BEGIN {
  printf "unoptimised full frames  %9d bytes\n", f
  printf "gifsicle -O3             %9d bytes (%.1f s)\n", t, e - s
  printf "MazeLab GifWriter        %9d bytes\n", o
  printf "ratio MazeLab / gifsicle %9.3f\n", o / t
}'
