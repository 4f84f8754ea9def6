#!/usr/bin/env bash
# bench/se_path/hints.sh PUZZLE STEPS LEVEL [COPIES]: replay serate's rating
# path of PUZZLE for STEPS steps (or, with a path file run.sh wrote in place
# of PUZZLE, apply that path's first STEPS steps as written, which reaches
# the path run's own position where serate's order varies from run to run),
# then list every hint of serate's
# Chaining(true, true, false, LEVEL) there, in serate's order; with COPIES,
# that position copied into COPIES new grids in one JVM, the first hint of
# each and how often each came first (SeHints.java says the format).
# SE_CLASSES: serate's compiled classes, built outside this repository as
# bench/se_compare.sh says (java.sh compiles SeHints with the SePath it
# uses and runs it).
set -eu
[ $# -eq 3 ] || [ $# -eq 4 ] || { echo "usage: SE_CLASSES=DIR $0 PUZZLE|PATHFILE STEPS LEVEL [COPIES]" >&2; exit 2; }
exec "$(dirname "$0")/java.sh" SeHints "$@"
