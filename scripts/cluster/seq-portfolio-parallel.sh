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
if ! command -v parallel >/dev/null; then
  echo "$0: GNU Parallel is not installed (Debian: apt-get install parallel)" >&2
  exit 2
fi
for n in "$shards" "$budget"; do
  case $n in ''|*[!0-9]*) echo "$0: -k and -t must be positive numbers" >&2; exit 2 ;; esac
done
[ "$shards" -ge 1 ] || { echo "$0: -k must be at least 1" >&2; exit 2; }
command -v "$cli" >/dev/null || { echo "$0: no mazelab-cli at '$cli' (use -c)" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
dir=$(cd "$dir" && pwd) # absolute: the same path on every host of a shared file system
size=$1
search=("$@")
# Refuse to mix runs: the shard files of DIR belong to one portfolio.
signature="seq improve ${search[*]} shards $shards seconds $budget"
if [ -f "$dir/search.txt" ] && [ "$(cat "$dir/search.txt")" != "$signature" ]; then
  echo "$0: $dir holds another portfolio ($(cat "$dir/search.txt")); use another -d" >&2
  exit 2
fi
echo "$signature" > "$dir/search.txt"

popts=(--will-cite --halt never --joblog "$dir/joblog.txt")
[ -n "$jobs" ] && popts+=(-j "$jobs")
[ -n "$sshlogin" ] && popts+=(--sshloginfile "$sshlogin")

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
