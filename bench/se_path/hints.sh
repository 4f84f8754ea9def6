#!/usr/bin/env bash
# bench/se_path/hints.sh PUZZLE STEPS LEVEL [COPIES]: replay serate's rating
# path of PUZZLE for STEPS steps, then list every hint of serate's
# Chaining(true, true, false, LEVEL) there, in serate's order; with COPIES,
# that position copied into COPIES new grids in one JVM, the first hint of
# each and how often each came first (SeHints.java says the format).
# SE_CLASSES: serate's compiled classes, built outside this repository as
# bench/se_compare.sh says.  SeHints is compiled once, with the SePath it
# uses, into run.sh's cache directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
classes=${SE_CLASSES:?set SE_CLASSES to serate compiled classes (bench/se_compare.sh says how)}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/sudoku-se-path
[ $# -eq 3 ] || [ $# -eq 4 ] || { echo "usage: SE_CLASSES=DIR $0 PUZZLE STEPS LEVEL [COPIES]" >&2; exit 2; }
mkdir -p "$cache"
if [ ! -f "$cache/SeHints.class" ] || [ "$here/SeHints.java" -nt "$cache/SeHints.class" ] ||
	[ "$here/SePath.java" -nt "$cache/SeHints.class" ]; then
	javac --release 8 -encoding UTF-8 -cp "$classes" -d "$cache" "$here/SePath.java" "$here/SeHints.java" >&2
fi
exec java -Xmx1g -cp "$classes:$cache" SeHints "$@"
