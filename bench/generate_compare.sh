#!/usr/bin/env bash
# generate_compare.sh -- puzzles per CPU second, level by level: our
# generator beside HoDoKu's batch generator, one after the other on the
# same core.
#
#   HODOKU_CLASSES=/path/to/hodoku/classes bench/generate_compare.sh [SECONDS] [COUNT]
#
# Both make minimal 9x9 puzzles without symmetry and keep those rated at
# the level (HoDoKu's /s makes them so).  Ours: bench/sudoku_generate -l
# LEVEL -c COUNT (default 2000).  HoDoKu (2.2.x, built by you outside this
# repository from its public source; HODOKU_CLASSES is the directory of its
# compiled classes): "/s /sl LEVEL /o stdout" for SECONDS of wall time
# (default 60), then 'q' on its input; its puzzles are counted over its CPU
# time, the JVM's start included (a run stopped at once is printed first,
# to show that share).  CPU time is user + sys (/usr/bin/time), each run
# pinned to core CPU (default 1) with taskset.  Without HODOKU_CLASSES only
# our figures are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
count=${2:-2000}
cpu=${CPU:-1}
make -s bench/sudoku_generate >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
levels=(Easy Medium Hard Unfair Extreme)

hodoku() {	# seconds level-number -> "puzzles cpu-seconds"
  local t
  t=$(mktemp -d "$work/tmp.XXXXXX")	# HoDoKu keeps its settings in java.io.tmpdir: a fresh one is its defaults
  (sleep "$1"; echo q) | (cd "$t" && /usr/bin/time -f "%U %S" -o "$t/cpu" taskset -c "$cpu" \
      java -Xmx1g -Djava.io.tmpdir="$t" -Djava.awt.headless=true -cp "$HODOKU_CLASSES" sudoku.Main \
      /s /sl "$2" /o stdout > "$t/out" 2>/dev/null) || true
  echo "$(grep -c ' #' "$t/out" || true) $(awk '{ print $1 + $2 }' "$t/cpu")"
}

if [ -n "${HODOKU_CLASSES:-}" ]; then
  read -r n cpu_s <<< "$(hodoku 0 2)"
  echo "HoDoKu started and stopped at once: $n puzzles, $cpu_s s CPU"
fi
for i in "${!levels[@]}"; do
  level=${levels[$i]}
  # "9x9 Hard: 2000 puzzles in 1.234 s CPU, 1620.7 puzzles/s, 0.62 ms each, 4.70 candidates and ..."
  ours=$(taskset -c "$cpu" bench/sudoku_generate -l "$level" -c "$count" -S 1)
  read -r made ours_s cand <<< "$(echo "$ours" | sed -E 's/^[^:]*: ([0-9]+) puzzles in ([0-9.]+) s CPU.*, ([0-9.]+) candidates.*/\1 \2 \3/')"
  line=$(awk -v l="$level" -v n="$made" -v s="$ours_s" -v c="$cand" \
    'BEGIN { printf "%-8s ours %8.1f puzzles/s (%d in %.2f s CPU, %.1f candidates each)", l ":", n / s, n, s, c }')
  if [ -n "${HODOKU_CLASSES:-}" ]; then
    read -r n cpu_s <<< "$(hodoku "$seconds" "$i")"
    line="$line$(awk -v n="$n" -v s="$cpu_s" -v ours="$made" -v os="$ours_s" \
      'BEGIN { printf "; HoDoKu %7.2f puzzles/s (%d in %.2f s CPU); ours %.0fx", n / s, n, s, (n > 0 ? (ours / os) / (n / s) : 0) }')"
  fi
  echo "$line"
done
