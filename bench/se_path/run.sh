#!/usr/bin/env bash
# bench/se_path/run.sh FILE > OUT: serate's solution path of every puzzle
# of FILE, one "puzzle" line, its "step" lines and an "end" line each
# (SePath.java says the format; test/check/check_se replays them).
# SE_CLASSES: serate's compiled classes, built outside this repository as
# bench/se_compare.sh says (java.sh compiles SePath and runs it).
set -eu
[ $# -eq 1 ] || { echo "usage: SE_CLASSES=DIR $0 FILE > OUT" >&2; exit 2; }
exec "$(dirname "$0")/java.sh" SePath "$1"
