#!/usr/bin/env bash
# The best of an upper-bound portfolio (seq-portfolio-shard.sh): every shard's sequence is
# verified again on all solvable mazes of the size (`seq verify-all`, independent of the
# annealing that found it), and the shortest that solves them all is copied to DIR/best.seq.
#
#   seq-portfolio-merge.sh DIR CLI SIZE [K]
#
# With K (the number of shards) it also tells whether every shard has spent its budget.
# Prints "best L moves (shard I): SEQ". Exit status: 0 a best sequence and (with K) every shard
# done, 1 a best sequence but some shard not done (run the portfolio again to go on), 2 no shard
# holds a sequence that solves every maze, or bad input.
set -uo pipefail

if [ $# -lt 3 ]; then
  echo "usage: $0 DIR CLI SIZE [K]" >&2
  exit 2
fi
dir=$1 cli=$2 size=$3 shards=${4:-}
best="" bestLen=0 bestShard=""
for f in "$dir"/shard_*.seq; do
  [ -f "$f" ] || continue
  seq=$(grep -v '^;' "$f" | tr -d ' \r\n')
  [ -n "$seq" ] || continue
  i=${f##*/shard_}
  i=${i%.seq}
  case $i in ''|*[!0-9]*) continue ;; esac # not a shard's file
  "$cli" seq verify-all "$size" "$f" > /dev/null 2>&1
  rc=$?
  if [ "$rc" -eq 1 ]; then
    echo "$0: $f does not solve every solvable $size maze; ignored" >&2
    continue
  elif [ "$rc" -ne 0 ]; then
    echo "$0: $f could not be checked (seq verify-all exit $rc)" >&2
    exit 2
  fi
  if [ -z "$best" ] || [ "${#seq}" -lt "$bestLen" ] \
     || { [ "${#seq}" -eq "$bestLen" ] && [ "$i" -lt "$bestShard" ]; }; then
    best=$seq bestLen=${#seq} bestShard=$i
  fi
done
if [ -z "$best" ]; then
  echo "$0: no shard in $dir holds a sequence that solves every solvable $size maze" >&2
  exit 2
fi
cp "$dir/shard_$bestShard.seq" "$dir/best.seq.tmp" && mv "$dir/best.seq.tmp" "$dir/best.seq"
echo "best $bestLen moves (shard $bestShard): $best"
echo "verified on all solvable $size mazes; saved to $dir/best.seq"
if [ -n "$shards" ]; then
  missing=0
  for ((k = 0; k < shards; k++)); do
    [ -f "$dir/shard_$k.done" ] || missing=$((missing + 1))
  done
  if [ "$missing" -gt 0 ]; then
    echo "$0: $missing of $shards shards have budget left; run the portfolio again to go on" >&2
    exit 1
  fi
fi
exit 0
