#!/usr/bin/env bash
# canon_compare.sh -- our canonical form (minlex) beside a public minlex
# canonicaliser, file by file, in one run.
#
#   MINLEX_BIN=/path/to/minlex [RUNS=3] [LIMIT=n] bench/canon_compare.sh FILE...
#
# MINLEX_BIN takes a file of 81-character puzzles as its argument and prints
# each one's minlex form, 0 for an empty cell, one a line (kaityo256/minlex
# does; build it yourself, outside this repository, from its public source).
# The 9x9 puzzles of each file (the first LIMIT when set) are written to a
# scratch file; then, RUNS times, alternating and pinned to one core
# (taskset -c 1): the reference over the file, ours doing the same work
# (bench/sudoku_canon -p: read, canonicalize, print), and ours timing the
# canonical form alone (bench/sudoku_canon -t).  Prints microseconds per
# puzzle of each run, and whether the two outputs agree line for line.
# Without MINLEX_BIN only our figures are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
make -s bench/sudoku_canon >/dev/null
runs=${RUNS:-3}
pin="taskset -c 1"
command -v taskset >/dev/null || pin=""
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

now() { date +%s.%N; }
per_puzzle() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.2f", (b - a) * 1e6 / n }'; }

printf '%-28s %4s %10s %12s %12s %10s\n' file run puzzles ref_us ours_io_us ours_us
for file in "$@"; do
  grep -v '^#' "$file" | cut -c1-81 | grep -E '^[0-9.]{81}$' | head -n "${LIMIT:-100000000}" \
    > "$scratch/in.txt" || true
  count=$(wc -l < "$scratch/in.txt")
  [ "$count" -gt 0 ] || continue
  agree="-"
  for run in $(seq 1 "$runs"); do
    ref="-"
    if [ -n "${MINLEX_BIN:-}" ]; then
      t0=$(now)
      $pin "$MINLEX_BIN" "$scratch/in.txt" > "$scratch/ref.txt"
      t1=$(now)
      ref=$(per_puzzle "$t0" "$t1" "$count")
    fi
    t0=$(now)
    $pin bench/sudoku_canon -p "$scratch/in.txt" > "$scratch/ours.txt"
    t1=$(now)
    io=$(per_puzzle "$t0" "$t1" "$count")
    alone=$($pin bench/sudoku_canon -t 2 "$scratch/in.txt" | sed -E 's/.* ([0-9.]+) us per puzzle.*/\1/')
    if [ -n "${MINLEX_BIN:-}" ]; then
      if head -n "$count" "$scratch/ref.txt" | cmp -s - "$scratch/ours.txt"; then
        agree="all $count agree"
      else
        agree="$(head -n "$count" "$scratch/ref.txt" | paste -d' ' - "$scratch/ours.txt" |
                 awk '$1 != $2' | wc -l) of $count differ"
      fi
    fi
    printf '%-28s %4s %10s %12s %12s %10s\n' "$(basename "$file")" "$run" "$count" "$ref" "$io" "$alone"
  done
  echo "    forms: $agree"
done
