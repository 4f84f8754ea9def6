#!/usr/bin/env bash
# compare.sh -- our core beside tdoku's benchmark, file by file, in one run.
#
#   TDOKU_BENCH=/path/to/tdoku/build/run_benchmark bench/compare.sh FILE...
#
# Both run pinned to one core (taskset -c 1), over the same puzzles in file
# order (tdoku's -r 0), in first-solution and uniqueness (two solutions
# sought) modes.  Without TDOKU_BENCH only our figures are printed.  Build
# tdoku yourself, outside this repository, from its public source.
# SOLVER9_PATH=portable|sse41|avx2 times that path of our 9x9 solver instead
# of the one this CPU gets.  tdoku's time is taken from its puzzles per
# second, which it prints with more digits than its microseconds.
set -euo pipefail
cd "$(dirname "$0")/.."
make -s bench/sudoku_bench >/dev/null
seconds=${SECONDS_PER_RUN:-5}
pin="taskset -c 1"
command -v taskset >/dev/null || pin=""

printf '%-36s %-7s %12s %12s %8s\n' file mode ours_us tdoku_us ratio
for file in "$@"; do
  for mode in first unique; do
    ours=$($pin bench/sudoku_bench -m $mode -t "$seconds" ${SOLVER9_PATH:+-p "$SOLVER9_PATH"} "$file" \
           | awk 'NR == 2 { print $4 }')
    theirs="-"
    if [ -n "${TDOKU_BENCH:-}" ]; then
      flag=""
      [ $mode = first ] && flag="-f"
      theirs=$($pin "$TDOKU_BENCH" -s tdoku -r 0 -w 2 -t "$seconds" $flag "$file" \
               | awk -F'|' '/^\|tdoku/ { gsub(/[ ,\047]/, "", $3); printf "%.2f", 1e6 / $3 }')
    fi
    ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')
    printf '%-36s %-7s %12s %12s %8s\n' "$(basename "$file")" $mode "$ours" "$theirs" "$ratio"
  done
done
