#!/usr/bin/env bash
# One shard of an upper-bound portfolio for σ (issue 17): `mazelab-cli seq improve` on all
# solvable mazes of one size with a seed of its own, for a budget of wall seconds that may be
# spent over several runs (a pre-empted batch job, an interrupted GNU Parallel run). Used by
# seq-portfolio-parallel.sh and seq-portfolio.sbatch; seq-portfolio-merge.sh picks the best.
#
#   seq-portfolio-shard.sh DIR I SECONDS CLI SIZE START [seq improve options ...]
#
# START is a move sequence or a file (e.g. tests/data/sigma/sigma-5x5-ub109.seq); the options
# go to `seq improve` as they are (e.g. --method exact --tail 10,0.2 --breakout 1,8); the shard
# adds --start, --seed I+1, --time-limit and --save. Files in DIR:
#   shard_I.seq   the shard's best verified sequence (`--save` rewrites it at every new best,
#                 atomically, so even SIGKILL loses nothing verified); a rerun starts from it
#   shard_I.used  wall seconds spent so far; a rerun gets what is left of SECONDS
#   shard_I.done  the budget is spent (or the search ended by itself): a rerun returns at once
#   shard_I.log   what the runs printed
# Exit status: 0 done, 1 stopped early by SIGTERM/SIGINT (its best is saved; run it again to go
# on), 2 bad input or a failed run.
set -uo pipefail

if [ $# -lt 6 ]; then
  echo "usage: $0 DIR I SECONDS CLI SIZE START [seq improve options ...]" >&2
  exit 2
fi
dir=$1 i=$2 budget=$3 cli=$4 size=$5 start=$6
shift 6
for n in "$i" "$budget"; do
  case $n in ''|*[!0-9]*) echo "$0: I and SECONDS must be whole numbers" >&2; exit 2 ;; esac
done
mkdir -p "$dir" || exit 2
base="$dir/shard_$i"
[ -f "$base.done" ] && exit 0
used=0
[ -s "$base.used" ] && used=$(cat "$base.used")
case $used in ''|*[!0-9]*) used=0 ;; esac
left=$((budget - used))
if [ "$left" -le 0 ]; then
  touch "$base.done"
  exit 0
fi
from=$start
[ -s "$base.seq" ] && from="$base.seq" # resume from the shard's own best
echo "shard $i: seq improve --size $size from $from, seed $((i + 1)), $left of $budget s left, $(hostname), $(date -u)" >> "$base.log"

# shellcheck source=scripts/cluster/common.sh
. "$(cd "$(dirname "$0")" && pwd)/common.sh"
t0=$SECONDS
run_forwarding_signals "$cli" seq improve --size "$size" "$@" --start "$from" \
  --seed "$((i + 1))" --time-limit "$left" --save "$base.seq" >> "$base.log" 2>&1
used=$((used + SECONDS - t0))
echo "$used" > "$base.used.tmp" && mv "$base.used.tmp" "$base.used"
# 0: a solving sequence (the start or better); 1: none found (a start that solves nothing).
if [ "$child_rc" -ge 2 ]; then
  echo "$0: shard $i failed (exit $child_rc); see $base.log" >&2
  exit 2
fi
if [ "$child_stopped" -eq 1 ]; then
  echo "shard $i: stopped after $used s; run again to go on" >> "$base.log"
  exit 1
fi
touch "$base.done"
exit 0
