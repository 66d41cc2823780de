# shellcheck shell=bash
# Shared by the recipes of scripts/cluster/ (sourced, not run): the checks and the run folder
# every sharded search needs, and passing a batch system's stop signal on to the search. The
# checks exit the script with status 2 on error.

# need_parallel: GNU Parallel must be installed.
need_parallel() {
  if ! command -v parallel >/dev/null; then
    echo "$0: GNU Parallel is not installed (Debian: apt-get install parallel)" >&2
    exit 2
  fi
}

# need_count OPTION VALUE: VALUE must be a whole number >= 1.
need_count() {
  case $2 in ''|*[!0-9]*) echo "$0: $1 must be a positive number" >&2; exit 2 ;; esac
  [ "$2" -ge 1 ] || { echo "$0: $1 must be at least 1" >&2; exit 2; }
}

# claim_dir DIR SIGNATURE: create DIR and print its absolute path (the same path on every host
# of a shared file system); refuse a DIR that holds another search (its search.txt differs), so
# the shard files of a folder always belong to one search.
claim_dir() {
  mkdir -p "$1" || exit 2
  local abs
  abs=$(cd "$1" && pwd)
  if [ -f "$abs/search.txt" ] && [ "$(cat "$abs/search.txt")" != "$2" ]; then
    echo "$0: $abs holds another search ($(cat "$abs/search.txt")); use another -d" >&2
    exit 2
  fi
  echo "$2" > "$abs/search.txt"
  echo "$abs"
}

# parallel_options DIR JOBS SSHLOGINFILE: GNU Parallel's options for a run in DIR (set in the
# array popts).
parallel_options() {
  popts=(--will-cite --halt never --joblog "$1/joblog.txt")
  [ -n "$2" ] && popts+=(-j "$2")
  [ -n "$3" ] && popts+=(--sshloginfile "$3")
  return 0
}

# run_forwarding_signals CMD ARGS...: run CMD in the background and wait for it, passing
# SIGTERM and SIGINT on (how a batch system stops a job: the search saves and ends within
# seconds). Sets child_rc (CMD's exit status) and child_stopped (1 when a signal came).
# shellcheck disable=SC2034 # child_rc and child_stopped are the caller's results
run_forwarding_signals() {
  child_stopped=0
  "$@" &
  local child=$!
  trap 'child_stopped=1; kill -TERM '"$child"' 2>/dev/null' TERM INT
  wait "$child"
  child_rc=$?
  while kill -0 "$child" 2>/dev/null; do # wait returned early because of the trap
    wait "$child"
    child_rc=$?
  done
  trap - TERM INT
}
