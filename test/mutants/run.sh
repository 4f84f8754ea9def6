#!/usr/bin/env bash
# test/mutants/run.sh [NAME...]: breaks each guard of test/mutants/guards.tsv
# on purpose (one text replaced in a copy of the tree), builds the unit
# tests of that copy and runs them.  A mutant marked "caught" must make them
# fail, one marked "survives" must not (TESTING.md says why it cannot be
# caught); either way the line says what the suite printed.  Exit 1 when a
# mutant did not do what its line says.  About a minute a mutant (the
# whole unit suite); NAME... runs those alone.  `make check-mutants`.
# MUTANTS_LIST=FILE tries the lines of another file (a candidate before it
# joins guards.tsv).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
list=${MUTANTS_LIST:-$root/test/mutants/guards.tsv}
work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-mutants.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0
ran=0

while IFS=$'\t' read -r name file old new expect what; do
	case "$name" in '' | '#'*) continue ;; esac
	if [ $# -gt 0 ]; then
		wanted=false
		for n in "$@"; do [ "$n" = "$name" ] && wanted=true; done
		$wanted || continue
	fi
	ran=$((ran + 1))
	copy=$work/$name
	mkdir -p "$copy"
	cp -r "$root/src" "$root/test" "$copy/"
	# the text and its replacement, \t a tab; exactly one occurrence
	if ! python3 - "$copy/$file" "$old" "$new" <<'EOF'
import sys
path, old, new = sys.argv[1], sys.argv[2].replace("\\t", "\t"), sys.argv[3].replace("\\t", "\t")
text = open(path).read()
if text.count(old) != 1:
    sys.exit("%s: %d occurrences of the text replaced" % (path, text.count(old)))
open(path, "w").write(text.replace(old, new))
EOF
	then
		echo "mutant $name: not applied (guards.tsv is out of date)"
		status=1
		continue
	fi
	inc=$(find "$copy/src/core" -type d -printf '-I%p ')
	# shellcheck disable=SC2086
	if ! ${CC:-cc} -std=c99 -O2 -w $inc -I"$copy/test/unit" -I"$copy/test" -o "$copy/run_tests" \
		"$copy"/src/core/*/*.c "$copy"/test/unit/*.c "$copy/test/reglib.c" -lm > "$copy/build.log" 2>&1; then
		echo "mutant $name: does not build"
		sed 's/^/  /' "$copy/build.log" | head -5
		status=1
		continue
	fi
	if (cd "$copy" && ./run_tests > out.txt 2>&1 < /dev/null); then got=survives; else got=caught; fi
	summary=$(tail -n 1 "$copy/out.txt")
	if [ "$got" = "$expect" ]; then
		echo "mutant $name: $got as expected ($summary): $what"
	else
		echo "mutant $name: $got, expected $expect ($summary): $what"
		status=1
	fi
	grep -m 3 'failed:' "$copy/out.txt" | sed "s|^$copy/|  |" || true
	rm -rf "$copy"
done < "$list"

[ "$ran" -gt 0 ] || { echo "no mutant of that name in $list" >&2; exit 2; }
exit $status
