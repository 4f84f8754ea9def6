#!/usr/bin/env bash
# hodoku_compare.sh -- the logical solver beside HoDoKu 2.2.0, step by step.
#
#   HODOKU_CLASSES=/path/to/classes bench/hodoku_compare.sh [-v] FILE...
#   HODOKU_CLASSES=/path/to/classes bench/hodoku_compare.sh --reglib REGLIB
#
# HoDoKu is built by you, outside this repository, from its public source
# (github.com/zh3305/HoDoKu, commit 5284682, "Release 2.2.0 (hopefully)"); HODOKU_CLASSES is the
# directory of its compiled classes with their resources.  Nothing of
# HoDoKu is kept here.
#
# FILE: for each puzzle file (one puzzle a line, '#' comments, or "hash
# puzzle rating" lines), HoDoKu solves every puzzle in batch mode with its
# default settings (a fresh java.io.tmpdir, so no hodoku.hcfg of yours is
# read) and prints its path; check_hodoku replay then replays that path on
# our side and compares, at every position, HoDoKu's step with the first
# step our solver finds there.  Prints per technique the positions compared
# and agreed, the share of puzzles with HoDoKu's score and level, and with
# -v every disagreement as a HoDoKu library line.
#
# --reglib: HoDoKu's regression library (reglib-1.3.txt in its source) run
# against the core with the options its RegressionTester sets per code and
# variant; pass/total per code.  Needs no HoDoKu build.
set -euo pipefail
cd "$(dirname "$0")/.."
make -s test/check/check_hodoku >/dev/null

verbose=""
if [ "${1:-}" = "-v" ]; then verbose="-v"; shift; fi
if [ "${1:-}" = "--reglib" ]; then
  exec test/check/check_hodoku reglib $verbose "$2"
fi
if [ -z "${HODOKU_CLASSES:-}" ]; then
  echo "hodoku_compare.sh: set HODOKU_CLASSES to HoDoKu 2.2.0's compiled classes" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "$@"; do
  name=$(basename "$file" .txt)
  bench/plain_puzzles.sh "$file" > "$work/$name.txt"
  mkdir -p "$work/tmp"
  start=$(date +%s.%N)
  # HoDoKu reads a relative path (an argument starting with / is an option)
  (cd "$work" && java -Xmx2g -Djava.awt.headless=true -Djava.io.tmpdir="$work/tmp" \
     -cp "$HODOKU_CLASSES" sudoku.Main /vs /vp /o stdout /bs "$name.txt" > "$name.hodoku" 2>/dev/null)
  end=$(date +%s.%N)
  echo "== $name: $(wc -l < "$work/$name.txt") puzzles, HoDoKu's batch took $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }') s"
  test/check/check_hodoku replay $verbose "$work/$name.txt" "$work/$name.hodoku"
done
