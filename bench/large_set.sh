#!/usr/bin/env bash
# large_set.sh -- the general solver over a reproducible set of random
# 16x16 and 25x25 puzzles of every density, puzzle by puzzle.
#
#   bench/large_set.sh [DIR]        (files go to DIR, /tmp/sudoku-large unless told)
#
# The set: bench/make_large_set -s 15 -k 10 for 16 and for 25, 320 puzzles
# of each size: 5% to 80% of a complete grid given, by 5, ten puzzles from
# random grids and ten from shuffled pattern grids at each density (the
# files are made again each time, the same byte for byte; their sha256 is
# printed).  Each puzzle is solved pinned to one core by bench/solve_each in
# each mode of MODES ("unique smallest" unless told): unique seeks two
# solutions (what settles a puzzle), smallest the lexicographically smallest
# one (what sudoku_solve returns), each capped at CAP CPU seconds (60 unless
# told).  Prints per size and density the puzzles, the mean and the worst
# CPU time, and how many ran into the cap.  SOLVE_EACH=path times another
# build's solve_each (one from before a change) on the same files.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/sudoku-large}
cap=${CAP:-60}
modes=${MODES:-"unique smallest"}
make -s bench/make_large_set bench/solve_each
solve=${SOLVE_EACH:-bench/solve_each}
pin="taskset -c 1"
command -v taskset >/dev/null || pin=""
mkdir -p "$dir"
for n in 16 25; do
  bench/make_large_set -s 15 -k 10 $n > "$dir/large_${n}x${n}.txt"
done
(cd "$dir" && sha256sum large_16x16.txt large_25x25.txt)
for mode in $modes; do
  for n in 16 25; do
    $pin "$solve" -m "$mode" -T "$cap" "$dir/large_${n}x${n}.txt" > "$dir/times_${mode}_${n}.txt"
  done
  echo
  echo "mode $mode, CPU seconds per puzzle, cap $cap"
  echo "| size | given % | puzzles | mean | max | capped |"
  echo "|---|---:|---:|---:|---:|---:|"
  # fields: where, givens, found, ok|capped, seconds, size, kind, density, number
  cat "$dir/times_${mode}_16.txt" "$dir/times_${mode}_25.txt" | awk '
    { key = $6 " " $8; if (!(key in n)) order[++keys] = key
      n[key]++; sum[key] += $5; if ($5 > max[key]) max[key] = $5; if ($4 != "ok") capped[key]++
      size = $6; an[size]++; asum[size] += $5; if ($5 > amax[size]) amax[size] = $5; if ($4 != "ok") acap[size]++ }
    END {
      for (i = 1; i <= keys; i++) { split(order[i], k, " ")
        printf "| %s | %d | %d | %.4f | %.4f | %d |\n", k[1], k[2], n[order[i]], sum[order[i]] / n[order[i]], max[order[i]], capped[order[i]] }
      for (s in an) printf "| %s | all | %d | %.4f | %.4f | %d |\n", s, an[s], asum[s] / an[s], amax[s], acap[s] }'
done
