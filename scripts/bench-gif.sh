#!/usr/bin/env bash
# GIF size and speed against gifsicle (issue 13), in one run: bench_gif writes two 512×512
# animations (a maze carving, 300 frames; the Mouse mode's walk) twice each — as MazeLab
# exports them (<scene>-mazelab.gif, read back and compared with the frames) and as an
# unoptimised full-frame GIF (<scene>-full.gif) — then `gifsicle -O3` optimises the full-frame
# file, and the sizes and the ratio MazeLab / gifsicle are printed.
# Usage: scripts/bench-gif.sh [build-dir]   (default build/release)
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
printf '%-8s %12s %12s %12s %8s %10s\n' scene full-frames gifsicle-O3 MazeLab ratio gifsicle-s
for scene in carving mouse; do
  start=$(date +%s.%N)
  gifsicle -O3 "$out/$scene-full.gif" -o "$out/$scene-gifsicle.gif" 2>/dev/null
  end=$(date +%s.%N)
  full=$(stat -c %s "$out/$scene-full.gif")
  theirs=$(stat -c %s "$out/$scene-gifsicle.gif")
  ours=$(stat -c %s "$out/$scene-mazelab.gif")
  awk -v n="$scene" -v f="$full" -v t="$theirs" -v o="$ours" -v s="$start" -v e="$end" \
    'BEGIN { printf "%-8s %12d %12d %12d %8.3f %10.2f\n", n, f, t, o, o / t, e - s }'
done
