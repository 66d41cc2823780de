#!/usr/bin/env bash
# A σ lower-bound certificate re-checked in K shards by GNU Parallel (Debian package `parallel`),
# here or over ssh, then merged: the SAT call "no sequence of L-1 moves solves the certificate's
# mazes" is split by its first D moves into 4^D cubes (`sigma check --shard i/K --shard-depth D`),
# and `sigma check --merge` proves the bound when the shard files refute every cube. Each shard
# file is also its checkpoint: running the same command again after an interruption resumes
# every shard where it stopped (a refuted cube is never redone).
#
#   scripts/cluster/sigma-check-parallel.sh [options] -- CERT
#     -k K          shards (default 64)
#     -D D          split depth, 4^D cubes (default 4: 256 cubes, 64 of them when the
#                   certificate fixes the first move by symmetry, the others refuted at once)
#     -j J          shards at a time per host (default: GNU Parallel's, one per core)
#     -d DIR        where shard_i.txt goes (default sigma-check-run)
#     -c CLI        the mazelab-cli binary (default: mazelab-cli on PATH)
#     -S FILE       GNU Parallel --sshloginfile (one "N/user@host" per line, ":" = this host);
#                   DIR, CLI and CERT must then be the same paths on every host
#     -t SECONDS    stop each shard after SECONDS (run again to go on)
#     -C NAME       CaDiCaL configuration (default unsat: what found the recorded bounds)
#
# Exit status: 0 when the merge proves the bound (its line on stdout), 1 when cubes are left
# (run the command again) or a shard found a sequence (the certificate is wrong: see the
# joblog), 2 on bad input.
set -euo pipefail

shards=64 depth=4 jobs="" dir=sigma-check-run cli=mazelab-cli sshlogin="" limit="" config=unsat
while getopts "k:D:j:d:c:S:t:C:h" opt; do
  case $opt in
    k) shards=$OPTARG ;;
    D) depth=$OPTARG ;;
    j) jobs=$OPTARG ;;
    d) dir=$OPTARG ;;
    c) cli=$OPTARG ;;
    S) sshlogin=$OPTARG ;;
    t) limit=$OPTARG ;;
    C) config=$OPTARG ;;
    h) sed -n '2,24p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = "--" ] && shift
if [ $# -ne 1 ]; then
  echo "usage: $0 [-k K] [-D D] [-j J] [-d DIR] [-c CLI] [-S SSHLOGINFILE] [-t S] [-C NAME] -- CERT" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/cluster/common.sh
. "$here/common.sh"
need_parallel
need_count -k "$shards"
need_count -D "$depth"
cert=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -f "$cert" ] || { echo "$0: no certificate $1" >&2; exit 2; }
dir=$(claim_dir "$dir" "sigma check $cert depth $depth shards $shards") || exit 2
parallel_options "$dir" "$jobs" "$sshlogin"
extra=(--config "$config" --shard-depth "$depth")
[ -n "$limit" ] && extra+=(--time-limit "$limit")

# Exit 1 of a shard: stopped (time limit, SIGTERM; its file keeps what it refuted) or a
# sequence found (printed in the joblog's stderr); 2: bad input.
set +e
parallel "${popts[@]}" \
  "$(printf '%q ' "$cli") sigma check $(printf '%q' "$cert") --shard {}/$shards" \
  "--out $(printf '%q' "$dir")/shard_{}.txt $(printf '%q ' "${extra[@]}") > /dev/null" \
  ::: $(seq 0 $((shards - 1)))
failed=$?
set -e

files=()
for ((i = 0; i < shards; i++)); do
  [ -f "$dir/shard_$i.txt" ] && files+=("$dir/shard_$i.txt")
done
[ ${#files[@]} -gt 0 ] || { echo "$0: no shard wrote its file (see $dir/joblog.txt)" >&2; exit 2; }
set +e
"$cli" sigma check "$cert" --merge "${files[@]}"
merged=$?
set -e
[ $merged -eq 0 ] && exit 0
[ $merged -ge 2 ] && exit 2
echo "$0: not proved yet ($failed shards ended early); run the same command again to resume" >&2
exit 1
