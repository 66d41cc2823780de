#!/usr/bin/env bash
# Turn-taking for σ upper bounds (issue 17): the README's recipe for the 6×6 bound, run
# unattended. Each round is
#   1. a plateau walk of window-sat (`--plateau 100000,P,1 --save-walk`): same-length rewrites of
#      random windows of P moves, each followed by the windows of P overlapping it, redone one
#      move shorter where SAT finds a way; the walk's own solver (moved on the plateau) is kept;
#   2. the exact annealing of the tail after step K (`--keep-prefix K --tail 20,0.1 --breakout
#      1,8`) started from the walk's solver, so the tail's mazes arrive from another prefix.
# A shorter sequence from either step becomes the next round's start once `seq verify-all` has
# accepted it (exit 0 on all solvable mazes); round r uses seed SEED + r in both steps.
#
#   scripts/sigma-turns.sh [options] NxM START.seq
#     -d DIR        where the files go (default sigma-turns); DIR/best.seq is the shortest so far
#                   (replaced atomically), DIR/turns.tsv one line a round
#     -r ROUNDS     rounds (default 10)
#     -w SECONDS    the walk's time limit (default 1800)
#     -a SECONDS    the annealing's time limit (default 1800)
#     -k K          the kept prefix of the annealing (default 300; less than the length)
#     -p P          the walk's window size (default 12)
#     -s SEED       the first round's seed (default 1, or the last round's in DIR/turns.tsv + 1:
#                   the same command run again goes on with new seeds from DIR/best.seq)
#     -c CLI        the mazelab-cli binary (default: mazelab-cli on PATH)
#     -x ARGS       more options for the annealing (e.g. "--max-nodes 268435456")
#     -y ARGS       more options for the walk (e.g. "--window-seconds 60")
#
# SIGTERM or Ctrl-C stops the running step (it saves its best), records the round and exits 1.
# Exit status: 0 after ROUNDS rounds, 1 when stopped, 2 on bad input or a failed step.
set -euo pipefail

seedSet=0 dir=sigma-turns rounds=10 walkS=1800 annealS=1800 keep=300 window=12 seed=1
cli=mazelab-cli extra="" walkExtra=""
usage() { sed -n '/^#   scripts/,/^# Exit/p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while getopts "d:r:w:a:k:p:s:c:x:y:h" opt; do
  case $opt in
    d) dir=$OPTARG ;; r) rounds=$OPTARG ;; w) walkS=$OPTARG ;; a) annealS=$OPTARG ;;
    k) keep=$OPTARG ;; p) window=$OPTARG ;; s) seed=$OPTARG seedSet=1 ;; c) cli=$OPTARG ;;
    x) extra=$OPTARG ;; y) walkExtra=$OPTARG ;; *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || usage
size=$1 start=$2
for n in "$rounds" "$walkS" "$annealS" "$keep" "$window" "$seed"; do
  [[ $n =~ ^[0-9]+$ ]] || { echo "sigma-turns: '$n' is not a whole number" >&2; exit 2; }
done
[ -r "$start" ] || { echo "sigma-turns: cannot read $start" >&2; exit 2; }
command -v "$cli" >/dev/null || { echo "sigma-turns: no mazelab-cli at '$cli' (-c)" >&2; exit 2; }
# The moves of a sequence file (';' lines are comments) and their count; a step that found
# nothing shorter than its start saves no file: then the start's length $2.
moves() { grep -v '^;' "$1" | tr -d ' \n\r'; }
length() {
  [ -s "$1" ] || { echo "${2:?}"; return; }
  local m; m=$(moves "$1"); echo ${#m}
}
sl=$(length "$start" 0)
[ "$keep" -lt "$sl" ] || { echo "sigma-turns: -k $keep is not below the length $sl" >&2; exit 2; }
if [ "$window" -lt 1 ] || [ "$window" -gt "$sl" ]; then
  echo "sigma-turns: -p $window is not within 1..$sl" >&2; exit 2
fi
mkdir -p "$dir"

# Accepts FILE as the new best when verify-all solves every maze with it.
accept() {
  "$cli" seq verify-all "$size" "$1" >/dev/null 2>&1 || return 1
  cp "$1" "$dir/best.seq.tmp" && mv "$dir/best.seq.tmp" "$dir/best.seq"
}

stopped=0 child=""
trap 'stopped=1; [ -n "$child" ] && kill -TERM "$child" 2>/dev/null || true' TERM INT
# Runs the CLI in the background (so the trap can stop it) and waits; 0, 1 (negative or
# stopped) are fine, anything else fails the script.
step() {
  local out=$1; shift
  "$cli" "$@" --json >"$out" 2>"${out%.json}.log" &
  child=$!
  local rc=0
  wait "$child" || rc=$?
  # a trapped signal interrupts `wait`; wait again for the step to save and end
  while kill -0 "$child" 2>/dev/null; do wait "$child" || rc=$?; done
  child=""
  if [ "$rc" -gt 1 ] && [ "$stopped" -eq 0 ]; then
    echo "sigma-turns: '$*' failed (exit $rc), see ${out%.json}.log" >&2
    exit 2
  fi
}

if [ ! -s "$dir/best.seq" ]; then
  accept "$start" || { echo "sigma-turns: $start does not solve every $size maze" >&2; exit 2; }
fi
if [ "$seedSet" -eq 0 ] && [ -s "$dir/turns.tsv" ]; then
  last=$(tail -n 1 "$dir/turns.tsv" | cut -f2)
  if [[ $last =~ ^[0-9]+$ ]]; then seed=$((last + 1)); fi
fi
[ -s "$dir/turns.tsv" ] \
  || printf 'round\tseed\tstart\twalk best\twalk moves taken\tanneal best\tbest\n' >"$dir/turns.tsv"
for ((r = 0; r < rounds && stopped == 0; r++)); do
  s=$((seed + r)) cur=$dir/best.seq L=$(length "$dir/best.seq")
  [ "$keep" -lt "$L" ] || { echo "sigma-turns: -k $keep is not below the length $L" >&2; exit 2; }
  [ "$window" -le "$L" ] || { echo "sigma-turns: -p $window exceeds the length $L" >&2; exit 2; }
  rm -f "$dir/walk-$s.seq" "$dir/walkbest-$s.seq" "$dir/anneal-$s.seq"
  # shellcheck disable=SC2086 # -y holds several options
  step "$dir/walk-$s.json" seq improve --method window-sat --size "$size" --start "$cur" \
    --min-window "$window" --max-window "$window" --plateau "100000,$window,1" \
    --save-walk "$dir/walk-$s.seq" --seed "$s" --time-limit "$walkS" \
    --save "$dir/walkbest-$s.seq" --progress $walkExtra
  taken=$(grep -o '"plateau_taken":[0-9]*' "$dir/walk-$s.json" | cut -d: -f2 || true)
  wl=$(length "$dir/walkbest-$s.seq" "$L")
  if [ "$wl" -lt "$(length "$dir/best.seq")" ]; then accept "$dir/walkbest-$s.seq" || true; fi
  al=-
  if [ "$stopped" -eq 0 ]; then
    from=$dir/best.seq
    # the walk's solver when the walk moved and found nothing shorter
    if [ -s "$dir/walk-$s.seq" ] \
      && [ "$(length "$dir/walk-$s.seq" 0)" -eq "$(length "$dir/best.seq")" ]; then
      from=$dir/walk-$s.seq
    fi
    # shellcheck disable=SC2086 # -x holds several options
    step "$dir/anneal-$s.json" seq improve --method exact --size "$size" --start "$from" \
      --keep-prefix "$keep" --tail 20,0.1 --breakout 1,8 --seed "$s" --time-limit "$annealS" \
      --save "$dir/anneal-$s.seq" --progress $extra
    al=$(length "$dir/anneal-$s.seq" "$(length "$from")")
    if [ "$al" -lt "$(length "$dir/best.seq")" ]; then accept "$dir/anneal-$s.seq" || true; fi
  fi
  printf '%d\t%d\t%d\t%d\t%s\t%s\t%d\n' "$r" "$s" "$L" "$wl" "${taken:-0}" "$al" \
    "$(length "$dir/best.seq")" >>"$dir/turns.tsv"
done
[ "$stopped" -eq 0 ] || exit 1
