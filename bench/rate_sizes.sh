#!/usr/bin/env bash
# rate_sizes.sh -- rating time per grid size (issue 26): generated 16x16 and
# 25x25 puzzles (and a 9x9 file when asked) rated one after the other by
# bench/rate_sizes, pinned to one core, at low priority.
#
#   bench/rate_sizes.sh [rate_sizes flags]
#
# Without flags: 16x16 seeds 1..100 (sudoku_generate(size => 16, seed => s))
# and 25x25 seeds 1..10 (minimal => false), a line per puzzle (-v is always
# given).  A quick run: bench/rate_sizes.sh -s 16 -n 20.  The 9x9 set beside
# them: bench/rate_sizes.sh -s 16 -s 25 -f ../shared/data/magictour_top1465.txt
# (-n would cut the file too).  Prints the date, the machine, the load
# average before and after and the command, then rate_sizes's figures: CPU
# seconds per rating (mean, median, 95th percentile, max), guesses, the
# share of each technique family, and the digests of the puzzles and of
# every step (the same digests after a change: the same path).
set -euo pipefail
cd "$(dirname "$0")/.."
make -s bench/rate_sizes
pin="taskset -c 1"
command -v taskset >/dev/null && taskset -c 1 true 2>/dev/null || pin=""
cmd="nice $pin bench/rate_sizes -v $*"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- src 2>/dev/null || echo ' (src/ changed)')"
echo "machine: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: $cmd"
$cmd
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
