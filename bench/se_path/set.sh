#!/usr/bin/env bash
# bench/se_path/set.sh: serate's paths of one of TESTING.md's sets of the
# hardest list (forum_hardest_1905_11plus: every 1,250th line from OFFSET,
# 39 puzzles), one puzzle at a time, and their replay beside ours.
#
#   SE_CLASSES=DIR bench/se_path/set.sh run OUT OFFSET [FIRST] [CORE]
#   bench/se_path/set.sh replay OUT
#
# run: for k = FIRST (0 unless told) .. 38, line OFFSET + 1250 k of FILE
# (SE_SET_FILE, ../shared/data/forum_hardest_1905_11plus.txt unless told)
# goes to OUT/pK.txt, and serate's path of it (bench/se_path/run.sh, a JVM
# of its own, pinned to CORE, 0 unless told, under nice) to OUT/pathK.txt;
# OUT/times.txt gets "k line seconds end" for each.  A puzzle whose path is
# there whole (its "end" line) is not run again, so a run stopped between
# sessions goes on where it stopped.  serate takes minutes a puzzle on
# these (TESTING.md), so this is meant for the background.
#
# replay: every puzzle of OUT with its whole path, in the set's order
# (whatever order they were run in), replayed by test/check/check_se (step
# by step, ER, EP and ED; every first difference).
set -euo pipefail

usage() {
	echo "usage: SE_CLASSES=DIR $0 run OUT OFFSET [FIRST] [CORE]" >&2
	echo "       $0 replay OUT" >&2
	exit 2
}

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[ $# -ge 2 ] || usage
mode=$1
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)

case "$mode" in
run)
	if [ $# -lt 3 ] || [ $# -gt 5 ]; then usage; fi
	offset=$3
	first=${4:-0}
	core=${5:-0}
	file=${SE_SET_FILE:-$root/../shared/data/forum_hardest_1905_11plus.txt}
	[ -r "$file" ] || { echo "set.sh: cannot read $file (SE_SET_FILE)" >&2; exit 2; }
	: "${SE_CLASSES:?set SE_CLASSES to serate compiled classes (bench/se_compare.sh says how)}"
	pin="taskset -c $core"
	command -v taskset >/dev/null || pin=""
	lines=$(wc -l < "$file")
	for k in $(seq "$first" 38); do
		line=$((offset + 1250 * k))
		[ "$line" -le "$lines" ] || break
		if [ -f "$out/path$k.txt" ] && grep -q '^end' "$out/path$k.txt"; then
			continue
		fi
		sed -n "${line}p" "$file" > "$out/p$k.txt"
		start=$(date +%s.%N)
		$pin nice "$here/run.sh" "$out/p$k.txt" > "$out/path$k.txt" 2> "$out/err$k.txt"
		end=$(date +%s.%N)
		awk -v k="$k" -v l="$line" -v a="$start" -v b="$end" -v t="$(date -u +%H:%M)" \
			'BEGIN { printf "%d\t%d\t%.1f\t%s\n", k, l, b - a, t }' >> "$out/times.txt"
	done
	;;
replay)
	[ $# -eq 2 ] || usage
	make -s -C "$root" test/check/check_se >/dev/null
	: > "$out/all.p"
	: > "$out/all.path"
	# in the set's order, so that "puzzle N" is the Nth of those replayed
	for k in $(seq 0 38); do
		path=$out/path$k.txt
		if [ ! -f "$path" ] || ! grep -q '^end' "$path"; then continue; fi
		cat "$out/p$k.txt" >> "$out/all.p"
		cat "$path" >> "$out/all.path"
	done
	[ -s "$out/all.p" ] || { echo "set.sh: no whole path in $out yet" >&2; exit 1; }
	"$root/test/check/check_se" replay -v "$out/all.p" "$out/all.path"
	;;
*)
	usage
	;;
esac
