#!/bin/sh
# σ(4,4) = 29 from scratch on both cores (issue 17; the warm start and, up to 16 cells, the
# upper bound first (--descend, with CaDiCaL's unsat configuration) are sigma's defaults now;
# pass --climb for the climb from the lower bound): prints the answer, the CPU and wall time of
# the whole run and the load average before and after, so runs on a shared machine can be
# compared.
# Usage: scripts/bench-sigma44.sh [mazelab-cli] [extra sigma options...]
set -eu
cli=${1:-build/release/app/mazelab-cli}
[ $# -gt 0 ] && shift
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f 'wall %e s, CPU %U s user + %S s sys, max RSS %M kB' \
    "$cli" sigma 4 4 --threads 2 "$@"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
