#!/usr/bin/env bash
# Sanitizer stages of CI (issue 16), run by .ci/run after the README test command:
#   1. asan: the whole test suite built with -fsanitize=address,undefined (preset "asan");
#   2. tsan: the threaded tests (job runner, exhaustive mouse search on several threads, σ SAT
#      search, counting, Control) built with -fsanitize=thread (preset "tsan", those targets only).
# Any report fails its test: ASan/UBSan/TSan stop at the first error (halt_on_error), leaks are
# errors (detect_leaks). Suppressions (scripts/*.supp) name Qt/system libraries only, each with
# its reason. Usage: scripts/sanitize.sh [asan|tsan]...  (default: both). Prints each stage's time.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$(pwd)
jobs=$(nproc)
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(asan tsan)
# Both presets compile with clang 14: it builds the sanitized tree in about a third less CPU
# time than g++ 12 (the Release build stays on g++, so CI compiles everything with both).
bash scripts/install-deps.sh sanitizers

export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$here/scripts/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$here/scripts/ubsan.supp"
# ignore_noninstrumented_modules: Qt and the system libraries are not built with
# -fsanitize=thread, so TSan cannot see the futexes behind QMutex / QWaitCondition / QThreadPool;
# the accesses that its interceptors (new/delete, pthread_cond_*) make on behalf of those
# libraries are not checked. Synchronisation through them still counts, and every access made
# by MazeLab's own (instrumented) code is checked.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1"
TSAN_OPTIONS+=":suppressions=$here/scripts/tsan.supp"

for stage in "${stages[@]}"; do
  case $stage in asan|tsan) ;; *) echo "unknown stage '$stage' (asan or tsan)" >&2; exit 2 ;; esac
  start=$SECONDS
  echo "== sanitize: $stage: configure and build"
  cmake --preset "$stage" >/dev/null
  cmake --build --preset "$stage" -j"$jobs"
  built=$SECONDS
  echo "== sanitize: $stage: tests"
  ctest --preset "$stage" -j"$jobs"
  echo "== sanitize: $stage: build $((built - start)) s, tests $((SECONDS - built)) s"
done
