#!/usr/bin/env bash
# plain_puzzles.sh FILE -- the puzzles of a file as HoDoKu and our tools both
# read them: one 81-character puzzle a line, '.' for empty cells, no
# comments (HoDoKu would read a '#' line as a puzzle), the first 81-character
# field of lines like "hash puzzle rating".
set -euo pipefail
grep -v '^#' "$1" | awk '{ for (i = 1; i <= NF; i++) if (length($i) == 81) { print $i; break } }' | tr 0 .
