#!/usr/bin/env bash
# bench/se_path/run.sh FILE > OUT: serate's solution path of every puzzle
# of FILE, one "puzzle" line, its "step" lines and an "end" line each
# (SePath.java says the format; test/check/check_se replays them).
# SE_CLASSES: serate's compiled classes, built outside this repository as
# bench/se_compare.sh says.  SePath is compiled once into a cache directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
classes=${SE_CLASSES:?set SE_CLASSES to serate compiled classes (bench/se_compare.sh says how)}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/sudoku-se-path
[ $# -eq 1 ] || { echo "usage: SE_CLASSES=DIR $0 FILE > OUT" >&2; exit 2; }
mkdir -p "$cache"
if [ ! -f "$cache/SePath.class" ] || [ "$here/SePath.java" -nt "$cache/SePath.class" ]; then
	javac --release 8 -encoding UTF-8 -cp "$classes" -d "$cache" "$here/SePath.java" >&2
fi
exec java -Xmx1g -cp "$classes:$cache" SePath "$1"
