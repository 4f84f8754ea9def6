#!/usr/bin/env bash
# proof_sat.sh -- the exact search a large-grid rating needs, ours beside
# SAT solvers (issue 26).
#
#   bench/proof_sat.sh FILE [SOLVER]...
#
# A rating searches for the puzzle's solutions (two sought: the first, then
# the proof that there is no other) where it first needs them: before its
# first guess or its first step of a technique that assumes one solution.
# On a 25x25 with a third to a half given that one search is most of the
# rating.  For each puzzle of FILE (any puzzle file, e.g. the givens that
# `bench/rate_sizes -p` prints), this takes that position from the rating
# itself (`bench/rate_sizes -X`), times our exact solver on it
# (`bench/solve_each -m unique`, CPU seconds), and puts the same two
# questions to each SOLVER as CNF (bench/sat_dimacs.py; default: cadical
# and minisat, those installed; Debian packages of both names).  All pinned
# to one core (CORE, default 1) under nice, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: bench/proof_sat.sh FILE [SOLVER]..." >&2
  exit 2
fi
file=$1
shift
solvers=("$@")
if [ ${#solvers[@]} -eq 0 ]; then
  command -v cadical >/dev/null && solvers+=("cadical -q")
  command -v minisat >/dev/null && solvers+=("minisat -verb=0")
fi
make -s bench/rate_sizes bench/solve_each
core=${CORE:-1}
pin="taskset -c $core"
command -v taskset >/dev/null && taskset -c "$core" true 2>/dev/null || pin=""
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- src 2>/dev/null || echo ' (src/ changed)')"
echo "machine: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "pinned: ${pin:-no (taskset missing)}, under nice"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "-- where each rating first needs the solutions (bench/rate_sizes -T -X -f $file)"
bench/rate_sizes -T -X -f "$file" > "$work/rating.out"
sed -n 's/^  \(line [0-9]*: solutions [^:]*\).*/\1/p' "$work/rating.out"
sed -n 's/^  line [0-9]*: solutions first needed after .* cells open: //p' "$work/rating.out" > "$work/positions"
echo "-- ours (bench/solve_each -m unique: line, digits, solutions, ok, CPU s)"
nice $pin bench/solve_each -m unique "$work/positions" > "$work/ours.out"
sed "s|^$work/positions:|position |" "$work/ours.out"
awk '{ s += $5 } END { printf "all %d: %.3f CPU s (ours)\n", NR, s }' "$work/ours.out"
for solver in "${solvers[@]}"; do
  echo "-- $solver (bench/sat_dimacs.py)"
  nice $pin python3 bench/sat_dimacs.py --solver "$solver" "$work/positions" | sed "s|$work/positions:|position |"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
