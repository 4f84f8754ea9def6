#!/usr/bin/env bash
# rate_compare.sh -- our logical solver's rating beside HoDoKu's batch
# rating, file by file, one after the other on the same machine.
#
#   HODOKU_CLASSES=/path/to/hodoku/classes bench/rate_compare.sh FILE...
#
# HoDoKu (2.2.x) is built by you, outside this repository, from its public
# source; HODOKU_CLASSES is the directory of its compiled classes (with its
# resources).  Without it only our figures are printed.  Prints, per file,
# our mean and median time per puzzle, HoDoKu's mean, the share each solves
# without guessing, and how often the two agree on the level.
set -euo pipefail
cd "$(dirname "$0")/.."
make -s bench/sudoku_rate >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for file in "$@"; do
  name=$(basename "$file" .txt)
  bench/plain_puzzles.sh "$file" > "$work/$name.txt"
  ours=$(bench/sudoku_rate "$work/$name.txt" "$work/$name.ours")
  echo "ours:   $ours"
  if [ -n "${HODOKU_CLASSES:-}" ]; then
    # HoDoKu reads a relative path (an argument starting with / is an option)
    (cd "$work" && java -Xmx2g -cp "$HODOKU_CLASSES" sudoku.Main /bs "$name.txt" /vst 2>/dev/null) \
      | awk -v f="$name" '/puzzles in/ { n = $1; ms = $4 } /puzzles require guessing/ { g = $1 }
                          END { printf "hodoku: %s: %d puzzles, %.3f ms mean per puzzle, %.1f%% without guessing\n",
                                       f, n, substr(ms, 1, length(ms) - 2) / n, 100 * (n - g) / n }'
    n=$(wc -l < "$work/$name.txt")
    # HoDoKu writes "puzzle #n Level (score)" per puzzle, then its statistics
    head -n "$n" "$work/$name.txt.out.txt" | paste -d' ' "$work/$name.ours" - \
      | awk '{ ours = $2; theirs = $6; total++; same += (ours == theirs); pair[ours "/" theirs]++ }
             END { printf "        levels agree on %d of %d puzzles (%.1f%%); ours/HoDoKu counts:", same, total, 100 * same / total;
                   for (p in pair) printf " %s=%d", p, pair[p]; printf "\n" }'
  fi
done
