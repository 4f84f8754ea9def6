#!/usr/bin/env bash
# Every test: the core's unit tests (no server), the same under AddressSanitizer
# and UndefinedBehaviorSanitizer, a short fuzzing run of each libFuzzer target,
# sample pictures rendered in headless Chromium with their pixels checked, then
# the pg_regress suite and a pg_dump/pg_restore round trip of games, each in a
# throwaway cluster.  Ends with the line
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh --test || exit 1
pg_config=/usr/lib/postgresql/15/bin/pg_config
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

echo "== pg_regress in a throwaway cluster (pg_virtualenv)"
make -s -j2 PG_CONFIG=$pg_config || exit 1
exports_out=$(make -s check-exports PG_CONFIG=$pg_config 2>&1)
echo "$exports_out" | grep -vE '^[0-9]+ passed, [0-9]+ failed$'
exports_line=$(echo "$exports_out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
exports_passed=$(echo "${exports_line:-0 passed, 1 failed}" | awk '{print $1}')
exports_failed=$(echo "${exports_line:-0 passed, 1 failed}" | awk '{print $3}')
$sudo make -s install PG_CONFIG=$pg_config >/dev/null || exit 1
regress_out=$($sudo pg_virtualenv -t -v 15 make installcheck PG_CONFIG=$pg_config 2>&1)
regress_rc=$?
echo "$regress_out" | grep -E '^(test | +[a-z_]+ +\.\.\.|ok |not ok |# |All |[0-9]+ of )' || true
if [ $regress_rc -ne 0 ] && [ -f regression.diffs ]; then
  head -n 200 regression.diffs
fi
regress_passed=$(echo "$regress_out" | grep -cE '\.\.\. ok' || true)
regress_failed=$(echo "$regress_out" | grep -cE '\.\.\. FAILED|\.\.\. failed' || true)
if [ $regress_rc -ne 0 ] && [ "$regress_failed" -eq 0 ]; then
  regress_failed=1
fi

echo "== pg_dump and pg_restore of games in a throwaway cluster"
dump_out=$($sudo pg_virtualenv -t -v 15 test/pg/dump_restore.sh 2>&1)
echo "$dump_out" | grep -E '^(ok|not ok)' || echo "$dump_out" | tail -n 20
dump_passed=$(echo "$dump_out" | grep -c '^ok' || true)
dump_failed=$(echo "$dump_out" | grep -c '^not ok' || true)
[ "$dump_passed" -gt 0 ] || [ "$dump_failed" -gt 0 ] || dump_failed=1

echo "== summary"
echo "unit: $unit_passed passed, $unit_failed failed"
echo "sanitized: $sanitized_passed passed, $sanitized_failed failed"
echo "fuzz: $fuzz_passed passed, $fuzz_failed failed"
echo "pictures: $svg_passed passed, $svg_failed failed"
echo "regress: $regress_passed passed, $regress_failed failed"
echo "dump and restore: $dump_passed passed, $dump_failed failed"
echo "exported symbols: $exports_passed passed, $exports_failed failed"
total_failed=$((unit_failed + sanitized_failed + fuzz_failed + svg_failed + regress_failed + dump_failed + exports_failed))
echo "$((unit_passed + sanitized_passed + fuzz_passed + svg_passed + regress_passed + dump_passed + exports_passed)) passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
