#!/usr/bin/env bash
# se_compare.sh -- our Sudoku Explainer model beside serate 1.2.1.3.
#
#   SE_CLASSES=/path/to/classes [SE_PATH=bench/se_path] bench/se_compare.sh [-v] FILE
#
# serate is built by you, outside this repository, from Sudoku Explainer's
# public source (github.com/1to9only/SudokuExplainer, commit 729c00e,
# "gsf's serate"); SE_CLASSES is the directory of its compiled classes:
#
#   git clone https://github.com/1to9only/SudokuExplainer se && git -C se checkout 729c00e
#   cd se && javac --release 8 -encoding ISO-8859-1 -d CLASSES -sourcepath . \
#       diuf/sudoku/test/serate.java
#   find diuf -type f ! -name '*.java' -exec cp --parents {} CLASSES \;
#
# Nothing of Sudoku Explainer is kept here.  serate and bench/sudoku_rate -s
# rate the puzzles of FILE (one a line, '#' comments, or "hash puzzle
# rating" lines), each pinned to core 1 (taskset -c 1) under nice; prints
# the time per puzzle of both (serate's with and without its JVM start)
# and their ratio, then bench/se_compare.py (ER, EP, ED equal or not).
#
# SE_PATH (optional; bench/se_path is ours): a directory whose run.sh
# prints serate's solution path of every puzzle of a file ("run.sh FILE >
# OUT"), one "puzzle", the "step" lines and an "end" line per puzzle as
# test/check/check_se.c describes.  bench/se_path/SePath.java runs
# serate's rating loop (Solver.getDifficulty: its producers in its order,
# the first hint taken and applied) on serate's classes and prints each
# hint's name, difficulty, cell and value, and removable candidates.  With
# it the paths are replayed on our side (check_se replay, which goes on from
# serate's step after a difference; -v prints every difference, else the
# first 20).
set -euo pipefail

verbose=""
if [ "${1:-}" = "-v" ]; then verbose="-v"; shift; fi
if [ $# -ne 1 ]; then
  echo "usage: SE_CLASSES=DIR [SE_PATH=bench/se_path] bench/se_compare.sh [-v] FILE" >&2
  exit 2
fi
file=$(realpath "$1")
cd "$(dirname "$0")/.."
if [ -z "${SE_CLASSES:-}" ] || [ ! -f "$SE_CLASSES/diuf/sudoku/test/serate.class" ]; then
  echo "se_compare.sh: set SE_CLASSES to serate's compiled classes; build them as this script's" >&2
  echo "header says (javac --release 8 -encoding ISO-8859-1 of diuf/sudoku/test/serate.java," >&2
  echo "github.com/1to9only/SudokuExplainer at 729c00e)" >&2
  exit 2
fi
make -s bench/sudoku_rate >/dev/null
if [ -n "${SE_PATH:-}" ]; then make -s test/check/check_se >/dev/null; fi

pin="taskset -c 1"
command -v taskset >/dev/null || pin=""
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bench/plain_puzzles.sh "$file" > "$work/puzzles.txt"
n=$(wc -l < "$work/puzzles.txt")
[ "$n" -gt 0 ] || { echo "se_compare.sh: no puzzle in $file" >&2; exit 2; }
echo "== $(basename "$file"): $n puzzles"

# serate: its %e (per puzzle, "0.13s", "1m05s", ...) in seconds as the fifth column
start=$(date +%s.%N)
$pin nice java -Xmx1g -cp "$SE_CLASSES" diuf.sudoku.test.serate --format=$'%g\t%r\t%p\t%d\t%e' \
  --input="$work/puzzles.txt" > "$work/serate.raw"
end=$(date +%s.%N)
awk 'BEGIN { FS = OFS = "\t" }
  function sec(e, m) {
    if (e ~ /^[0-9.]+s$/) return substr(e, 1, length(e) - 1) + 0
    if (split(e, m, /[dhms]/) >= 2) {
      if (e ~ /m[0-9]+s$/) return m[1] * 60 + m[2]
      if (e ~ /h[0-9]+m$/) return m[1] * 3600 + m[2] * 60
      if (e ~ /d[0-9]+h$/) return m[1] * 86400 + m[2] * 3600
    }
    return 0
  }
  NF >= 5 { $5 = sec($5) } { print }' "$work/serate.raw" > "$work/serate.out"
se_wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }')
se_own=$(awk -F'\t' '{ s += $5 } END { printf "%.6f", s }' "$work/serate.out")

# ours
start=$(date +%s.%N)
ours_line=$($pin nice bench/sudoku_rate -s "$work/puzzles.txt" "$work/ours.out")
end=$(date +%s.%N)
ours_wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }')

ours_mean=$(echo "$ours_line" | sed -n 's/.* \([0-9.]*\) ms mean.*/\1/p')
awk -v n="$n" -v sw="$se_wall" -v so="$se_own" -v ow="$ours_wall" -v om="${ours_mean:-0}" 'BEGIN {
  printf "serate:  %.3f ms per puzzle (whole run, JVM start included), %.3f ms per puzzle by its own %%e\n", 1e3 * sw / n, 1e3 * so / n
  printf "ours:    %.3f ms per puzzle (whole run)\n", 1e3 * ow / n
  printf "ours:    %.3f ms per puzzle by sudoku_rate'"'"'s own clock\n", om
  if (ow > 0) printf "ratio:   serate / ours %.1f (whole runs)\n", sw / ow
  if (om > 0) printf "ratio:   serate / ours %.1f (own clocks)\n", 1e3 * so / n / om
}'
echo "ours (sudoku_rate): $ours_line"
echo "-- ratings (bench/se_compare.py OURS SERATE)"
python3 bench/se_compare.py "$work/ours.out" "$work/serate.out"

if [ -n "${SE_PATH:-}" ]; then
  echo "-- serate's paths replayed (test/check/check_se replay)"
  "$SE_PATH/run.sh" "$work/puzzles.txt" > "$work/serate.paths"
  test/check/check_se replay $verbose "$work/puzzles.txt" "$work/serate.paths" || true
fi
