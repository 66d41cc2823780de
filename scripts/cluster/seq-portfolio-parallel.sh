#!/usr/bin/env bash
# An upper-bound portfolio for σ (issue 17) run by GNU Parallel (Debian package `parallel`), on
# this machine or on many machines over ssh: K independent annealing runs (`mazelab-cli seq
# improve`, seeds 1..K) from one start, each for a budget of wall seconds, then the shortest
# sequence that solves every maze, verified again (seq-portfolio-merge.sh). Every shard keeps
# its best verified sequence and the time it has spent, so running the same command again after
# an interruption resumes each shard from its own best with the budget it has left; finished
# shards are skipped.
#
#   scripts/cluster/seq-portfolio-parallel.sh [options] -- SIZE START [seq improve options ...]
#     -k K          shards (default 16)
#     -j J          shards at a time per host (default: GNU Parallel's, one per core)
#     -t SECONDS    wall seconds per shard (default 3600)
#     -d DIR        where shard_i.* and best.seq go (default seq-portfolio-run)
#     -c CLI        the mazelab-cli binary (default: mazelab-cli on PATH)
#     -S FILE       GNU Parallel --sshloginfile (one "N/user@host" per line, ":" = this host);
#                   DIR, CLI and this folder must then be the same paths on every host
#
# e.g. 256 annealings of the 5x5 bound for an hour each:
#   seq-portfolio-parallel.sh -k 256 -t 3600 -S hosts.txt -d /shared/p55 -c /shared/bin/mazelab-cli \
#     -- 5x5 tests/data/sigma/sigma-5x5-ub109.seq --method exact --tail 10,0.2 --breakout 1,8
# Exit status: 0 every shard done (best on stdout, DIR/best.seq), 1 some shard stopped early
# (run the command again), 2 bad input, a failed shard or no solving sequence.
set -euo pipefail

shards=16 jobs="" budget=3600 dir=seq-portfolio-run cli=mazelab-cli sshlogin=""
while getopts "k:j:t:d:c:S:h" opt; do
  case $opt in
    k) shards=$OPTARG ;;
    j) jobs=$OPTARG ;;
    t) budget=$OPTARG ;;
    d) dir=$OPTARG ;;
    c) cli=$OPTARG ;;
    S) sshlogin=$OPTARG ;;
    h) sed -n '2,24p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = "--" ] && shift
if [ $# -lt 2 ]; then
  echo "usage: $0 [-k K] [-j J] [-t S] [-d DIR] [-c CLI] [-S SSHLOGINFILE] -- SIZE START [options]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/cluster/common.sh
. "$here/common.sh"
need_parallel
need_count -k "$shards"
need_count -t "$budget"
command -v "$cli" >/dev/null || { echo "$0: no mazelab-cli at '$cli' (use -c)" >&2; exit 2; }
size=$1
search=("$@")
dir=$(claim_dir "$dir" "seq improve ${search[*]} shards $shards seconds $budget") || exit 2
parallel_options "$dir" "$jobs" "$sshlogin"

# Exit 1 of a shard = stopped early (its best and its time are saved).
set +e
parallel "${popts[@]}" \
  "bash $(printf '%q' "$here/seq-portfolio-shard.sh") $(printf '%q' "$dir") {} $budget" \
  "$(printf '%q ' "$cli" "${search[@]}")" \
  ::: $(seq 0 $((shards - 1)))
failed=$?
set -e

set +e
bash "$here/seq-portfolio-merge.sh" "$dir" "$cli" "$size" "$shards"
merged=$?
set -e
[ $merged -ge 2 ] && exit 2
if [ $merged -eq 0 ] && [ $failed -eq 0 ]; then exit 0; fi
if grep -q . <(awk 'NR > 1 && $7 >= 2' "$dir/joblog.txt"); then
  echo "$0: a shard failed (exit 2); see $dir/joblog.txt and $dir/shard_*.log" >&2
  exit 2
fi
echo "$0: incomplete ($failed shards stopped early); run the same command again to resume" >&2
exit 1
