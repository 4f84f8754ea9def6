#!/usr/bin/env bash
# bench/se_path/java.sh CLASS ARGS...: runs one of this directory's drivers
# (SePath for run.sh, SeHints for hints.sh) on serate's classes.
# SE_CLASSES: serate's compiled classes, built outside this repository as
# bench/se_compare.sh says.  The drivers are compiled together into a cache
# directory when a source is newer than the last build; each build goes to
# a directory of its own and its classes are then renamed into the cache,
# so runs started at the same time, or a long batch of run.sh beside a
# hints.sh, never load a class half written.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
classes=${SE_CLASSES:?set SE_CLASSES to serate compiled classes (bench/se_compare.sh says how)}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/sudoku-se-path
[ $# -ge 1 ] || { echo "usage: SE_CLASSES=DIR $0 CLASS ARGS..." >&2; exit 2; }
mkdir -p "$cache"
stale=false
[ -f "$cache/.built" ] || stale=true
for src in "$here"/*.java; do
	if [ "$src" -nt "$cache/.built" ]; then stale=true; fi
done
if $stale; then
	build=$(mktemp -d "$cache/.build.XXXXXX")
	trap 'rm -rf "$build"' EXIT
	javac --release 8 -encoding UTF-8 -cp "$classes" -d "$build" "$here"/*.java >&2
	mv -f "$build"/*.class "$cache"/
	touch "$cache/.built"
	rm -rf "$build"
	trap - EXIT
fi
# the serial collector: serate runs on one thread, and the parallel one's
# threads took about a tenth more CPU for the same path (TESTING.md)
exec java -Xmx1g -XX:+UseSerialGC -cp "$classes:$cache" "$@"
