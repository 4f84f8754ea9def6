#!/usr/bin/env bash
# Every test: the core's unit tests (no server), the same under AddressSanitizer
# and UndefinedBehaviorSanitizer, a short fuzzing run of each libFuzzer target,
# sample pictures rendered in headless Chromium with their pixels checked, then
# on this machine's PostgreSQL (15 on Debian 12) the pg_regress suite, the soft
# input errors and a pg_dump/pg_restore round trip of games, each in a
# throwaway cluster; then PostgreSQL 17 and 18 from Debian 13's and Debian
# unstable's own packages, each in a debootstrap root (scripts/check-debian.sh:
# the Makefile as a user runs it, with no warning, make installcheck and the
# soft input errors).  Every warning of our own builds here is an error
# (WERROR=1).  Ends with the line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh --test || exit 1
pg=$(scripts/pg-major.sh) || exit 1
pg_config=/usr/lib/postgresql/$pg/bin/pg_config
export WERROR=1
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# runs a make target of unit tests under a heading; sets passed and failed
# from its closing line (shown once, labelled, in the summary at the end)
run_unit() {
  local out line
  echo "== $2"
  out=$(make -s -j2 "$1" PG_CONFIG=$pg_config 2>&1)
  echo "$out" | grep -vE '^[0-9]+ passed, [0-9]+ failed$' | tail -n 20
  line=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
  passed=$(echo "${line:-0 passed, 1 failed}" | awk '{print $1}')
  failed=$(echo "${line:-0 passed, 1 failed}" | awk '{print $3}')
}
run_unit unittest "unit tests of the core (no server)"
unit_passed=$passed unit_failed=$failed
run_unit unittest-sanitized "the same under AddressSanitizer and UndefinedBehaviorSanitizer"
sanitized_passed=$passed sanitized_failed=$failed

# a short libFuzzer run of each target (parser, decoder, solvers); each that
# ends without a crash counts as one passed test
echo "== fuzzing: ${FUZZ_SECONDS:-5} s of each libFuzzer target"
fuzz_out=$(make -s -j2 fuzz FUZZ_SECONDS=${FUZZ_SECONDS:-5} PG_CONFIG=$pg_config 2>&1)
fuzz_rc=$?
echo "$fuzz_out" | grep -E '^(==|stat::)'
fuzz_passed=$(echo "$fuzz_out" | grep -c '^stat::number_of_executed_units' || true)
fuzz_failed=0
[ $fuzz_rc -eq 0 ] || { fuzz_failed=1; echo "$fuzz_out" | tail -n 40; }

# sample SVGs of the core rendered to PNG by headless Chromium, pixels checked
# at known places (a given dark, an elimination red, a placement green ...)
echo "== pictures: sample SVGs in headless Chromium, pixels checked"
svg_out=$(test/browser/check_svg.sh 2>&1)
echo "$svg_out" | grep -vE '^(ok |[0-9]+ passed, [0-9]+ failed$)' | tail -n 20
svg_line=$(echo "$svg_out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
svg_passed=$(echo "${svg_line:-0 passed, 1 failed}" | awk '{print $1}')
svg_failed=$(echo "${svg_line:-0 passed, 1 failed}" | awk '{print $3}')

# the core's layout: includes point down its subsystems, no loop of files,
# no function over 150 lines (README, "Layout")
echo "== the core's layout (make check-layout)"
layout_out=$(make -s check-layout PG_CONFIG=$pg_config 2>&1)
echo "$layout_out" | grep -vE '^[0-9]+ passed, [0-9]+ failed$' | tail -n 20
layout_line=$(echo "$layout_out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
layout_passed=$(echo "${layout_line:-0 passed, 1 failed}" | awk '{print $1}')
layout_failed=$(echo "${layout_line:-0 passed, 1 failed}" | awk '{print $3}')

# what the README says of the functions' volatility and strictness is what
# the regression test finds in the catalog
echo "== the README's function properties against the catalog's"
docs_out=$(test/docs/check_function_properties.sh 2>&1)
echo "$docs_out" | grep -vE '^[0-9]+ passed, [0-9]+ failed$'
docs_passed=$(echo "$docs_out" | grep -c '^ok' || true)
docs_failed=$(echo "$docs_out" | grep -c '^not ok' || true)
[ "$docs_passed" -gt 0 ] || [ "$docs_failed" -gt 0 ] || docs_failed=1

echo "== PostgreSQL $pg: pg_regress in a throwaway cluster (pg_virtualenv)"
make -s -j2 PG_CONFIG=$pg_config || exit 1
exports_out=$(make -s check-exports PG_CONFIG=$pg_config 2>&1)
echo "$exports_out" | grep -vE '^[0-9]+ passed, [0-9]+ failed$'
exports_line=$(echo "$exports_out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
exports_passed=$(echo "${exports_line:-0 passed, 1 failed}" | awk '{print $1}')
exports_failed=$(echo "${exports_line:-0 passed, 1 failed}" | awk '{print $3}')
$sudo make -s install PG_CONFIG=$pg_config >/dev/null || exit 1
regress_out=$($sudo pg_virtualenv -t -v $pg make installcheck PG_CONFIG=$pg_config 2>&1)
regress_rc=$?
echo "$regress_out" | grep -E '^(test | +[a-z_]+ +\.\.\.|ok |not ok |# |All |[0-9]+ of )' || true
if [ $regress_rc -ne 0 ] && [ -f regression.diffs ]; then
  head -n 200 regression.diffs
fi
read -r regress_passed regress_failed < <(echo "$regress_out" | test/pg/regress_counts.sh)
if [ $regress_rc -ne 0 ] && [ "$regress_failed" -eq 0 ]; then
  regress_failed=1
fi

echo "== PostgreSQL $pg: soft input errors (pg_input_is_valid on 16+, COPY ... ON_ERROR on 17+)"
soft_out=$($sudo pg_virtualenv -t -v $pg test/pg/soft_errors.sh 2>&1)
echo "$soft_out" | grep -E '^(not ok|# skip)' || true
soft_passed=$(echo "$soft_out" | grep -c '^ok' || true)
soft_failed=$(echo "$soft_out" | grep -c '^not ok' || true)
[ "$soft_passed" -gt 0 ] || [ "$soft_failed" -gt 0 ] || { soft_failed=1; echo "$soft_out" | tail -n 20; }

echo "== PostgreSQL $pg: pg_dump and pg_restore of games in a throwaway cluster"
dump_out=$($sudo pg_virtualenv -t -v $pg test/pg/dump_restore.sh 2>&1)
echo "$dump_out" | grep -E '^(ok|not ok)' || echo "$dump_out" | tail -n 20
dump_passed=$(echo "$dump_out" | grep -c '^ok' || true)
dump_failed=$(echo "$dump_out" | grep -c '^not ok' || true)
[ "$dump_passed" -gt 0 ] || [ "$dump_failed" -gt 0 ] || dump_failed=1

# the other releases, each from its Debian's own packages in a cached root
# (made when missing: a version that cannot be checked fails the run)
other_lines=()
other_passed=0 other_failed=0
for release in ${SUDOKU_DEBIAN_RELEASES:-trixie sid}; do
  echo "== Debian $release's own PostgreSQL, in a debootstrap root (scripts/check-debian.sh)"
  out=$(scripts/check-debian.sh "$release" 2>&1)
  rc=$?
  echo "$out" | grep -E '^(== |pg[0-9]+ |not ok|# skip)' | grep -v -E ' passed, [0-9]+ failed$' || true
  line=$(echo "$out" | grep -E '^pg[0-9]+ \(Debian [a-z]+\): [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
  if [ -z "$line" ]; then
    echo "$out" | tail -n 30
    line="Debian $release: 0 passed, 1 failed"
  elif [ $rc -ne 0 ] && echo "$line" | grep -q ' 0 failed$'; then
    line="${line%0 failed}1 failed"
  fi
  [ $rc -eq 0 ] || echo "$out" | grep -v -E '^(ok |== )' | tail -n 60
  other_lines+=("$line")
  other_passed=$((other_passed + $(echo "$line" | sed -E 's/.*: ([0-9]+) passed.*/\1/')))
  other_failed=$((other_failed + $(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')))
done

echo "== summary"
echo "unit: $unit_passed passed, $unit_failed failed"
echo "sanitized: $sanitized_passed passed, $sanitized_failed failed"
echo "fuzz: $fuzz_passed passed, $fuzz_failed failed"
echo "pictures: $svg_passed passed, $svg_failed failed"
echo "exported symbols: $exports_passed passed, $exports_failed failed"
echo "layout: $layout_passed passed, $layout_failed failed"
echo "docs: $docs_passed passed, $docs_failed failed"
echo "pg$pg regress (this machine): $regress_passed passed, $regress_failed failed"
echo "pg$pg soft input errors (this machine): $soft_passed passed, $soft_failed failed"
echo "pg$pg dump and restore (this machine): $dump_passed passed, $dump_failed failed"
for line in "${other_lines[@]}"; do echo "$line"; done
total_failed=$((unit_failed + sanitized_failed + fuzz_failed + svg_failed + layout_failed + docs_failed + regress_failed + soft_failed + dump_failed + exports_failed + other_failed))
echo "$((unit_passed + sanitized_passed + fuzz_passed + svg_passed + layout_passed + docs_passed + regress_passed + soft_passed + dump_passed + exports_passed + other_passed)) passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
