#!/usr/bin/env bash
# The exhaustive mouse search (`mazelab-cli mouse best`) split into K shards and run by GNU
# Parallel (Debian package `parallel`), on this machine or on many machines over ssh, then
# merged. Every shard keeps a checkpoint, so running the same command again after an
# interruption (a killed job, a rebooted host) resumes each shard where it stopped; finished
# shards are skipped by their checkpoints in a fraction of a second.
#
#   scripts/cluster/mouse-best-parallel.sh [options] -- N [M] [--free-ends]
#     -k K          shards (default 64; more shards = finer load balance and smaller losses)
#     -j J          shards at a time per host (default: GNU Parallel's, one per core)
#     -d DIR        where shard_i.ckpt / shard_i.txt / merged.txt go (default mouse-best-run)
#     -c CLI        the mazelab-cli binary (default: mazelab-cli on PATH)
#     -S FILE       GNU Parallel --sshloginfile (one "N/user@host" per line, ":" = this host);
#                   DIR and CLI must then be the same paths on every host (a shared file system)
#     -t SECONDS    stop each shard after SECONDS (it saves its checkpoint; run again to go on)
#     -e SECONDS    checkpoint interval of each shard (default 10)
#
# Exit status: 0 when every shard is complete and merged (merged.txt, result on stdout), 1 when
# some shard is incomplete (run the command again), 2 on bad input or a failed shard.
set -euo pipefail

shards=64 jobs="" dir=mouse-best-run cli=mazelab-cli sshlogin="" limit="" every=10
while getopts "k:j:d:c:S:t:e:h" opt; do
  case $opt in
    k) shards=$OPTARG ;;
    j) jobs=$OPTARG ;;
    d) dir=$OPTARG ;;
    c) cli=$OPTARG ;;
    S) sshlogin=$OPTARG ;;
    t) limit=$OPTARG ;;
    e) every=$OPTARG ;;
    h) sed -n '2,20p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = "--" ] && shift
if [ $# -lt 1 ]; then
  echo "usage: $0 [-k K] [-j J] [-d DIR] [-c CLI] [-S SSHLOGINFILE] [-t S] -- N [M] [--free-ends]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/cluster/common.sh
. "$here/common.sh"
need_parallel
need_count -k "$shards"
search=("$@")
dir=$(claim_dir "$dir" "${search[*]} shards $shards") || exit 2
parallel_options "$dir" "$jobs" "$sshlogin"
extra=(--checkpoint-every "$every")
[ -n "$limit" ] && extra+=(--time-limit "$limit")

# One thread per shard: GNU Parallel decides how many shards share a host.
# Exit 1 of a shard = incomplete (time limit or SIGTERM): its checkpoint is saved.
set +e
parallel "${popts[@]}" \
  "$(printf '%q ' "$cli") mouse best $(printf '%q ' "${search[@]}") --threads 1" \
  "--shard {}/$shards --checkpoint $(printf '%q' "$dir")/shard_{}.ckpt" \
  "--out $(printf '%q' "$dir")/shard_{}.txt $(printf '%q ' "${extra[@]}") > /dev/null" \
  ::: $(seq 0 $((shards - 1)))
failed=$?
set -e

files=()
for ((i = 0; i < shards; i++)); do
  [ -f "$dir/shard_$i.txt" ] || { echo "$0: shard $i wrote no result (see $dir/joblog.txt)" >&2; exit 2; }
  files+=("$dir/shard_$i.txt")
done
set +e
"$cli" mouse best --merge "${files[@]}" --out "$dir/merged.txt"
merged=$?
set -e
if [ $merged -eq 0 ] && [ $failed -eq 0 ]; then exit 0; fi
[ $merged -ge 2 ] && exit 2
echo "$0: incomplete ($failed shards stopped early); run the same command again to resume" >&2
exit 1
