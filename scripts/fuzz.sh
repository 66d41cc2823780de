#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS (issue 16):  scripts/fuzz.sh TARGET SECONDS [libFuzzer args]
#   TARGET: mazeformat, moves, sigmacert, sigmashard, lowerbound, mousecheckpoint, ganmodel,
#           colab, project, cli
#           (or fuzz_<name>). Builds the `fuzz` preset's targets first (clang 14).
# The corpus grows in build/fuzz/corpus/TARGET, seeded from tests/data and tests/fuzz/seeds;
# crashes land in build/fuzz/artifacts/. A crash input belongs, once fixed, in
# tests/data/fuzz-regressions/TARGET/ where tests/core/tst_fuzzregressions (project:
# tests/ui/tst_fuzzproject) replays it.
# Start one at a time (each first runs the build); to fuzz in parallel, build once and run
# build/fuzz/fuzz/fuzz_TARGET yourself.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: $0 TARGET SECONDS [libFuzzer args...]" >&2
  exit 2
fi
target=${1#fuzz_}
seconds=$2
shift 2
# MAZELAB_FUZZ_NO_BUILD=1: run the targets as built (a long campaign of several targets on a
# shared machine, while the sources change under it).
if [ -z "${MAZELAB_FUZZ_NO_BUILD:-}" ]; then
  bash scripts/install-deps.sh sanitizers
  cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz -j"$(nproc)" >/dev/null
fi
exe=build/fuzz/fuzz/fuzz_$target
[ -x "$exe" ] || { echo "no fuzz target '$target' ($exe)" >&2; exit 2; }

corpus=build/fuzz/corpus/$target
mkdir -p "$corpus" build/fuzz/artifacts
seed() { for f in "$@"; do [ -f "$f" ] && cp -n "$f" "$corpus/" || true; done; }
dict=tests/fuzz/maze.dict
case $target in
  mazeformat|lowerbound) seed tests/data/*/*.maze tests/data/sigma/*.cert ;;
  sigmacert) seed tests/data/sigma/*.cert ;;
  sigmashard) seed tests/fuzz/seeds/sigmashard/* ;;
  mousecheckpoint) seed tests/data/mouse/*.txt ;;
  moves) seed tests/data/simaso/*.seq ;;
  project) dict=tests/fuzz/json.dict ;;
  cli) dict= ;;
esac
seed tests/fuzz/seeds/"$target"/* tests/data/fuzz-regressions/"$target"/*

# ASan: leaks are errors too; UBSan: stop at the first report (the build also sets
# -fno-sanitize-recover). -rss_limit_mb / -timeout make out-of-memory and hangs failures.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
      -artifact_prefix=build/fuzz/artifacts/"$target"-)
[ -n "$dict" ] && args+=(-dict="$dict")
exec "$exe" "${args[@]}" "$@" "$corpus"
