#!/usr/bin/env bash
# Reads pg_regress's output on standard input and prints "PASSED FAILED":
# how many tests it reported ok and failed, in either of its formats
# ("test type ... ok  12 ms" up to 15; TAP from 16: "ok 1 - type  12 ms",
# "not ok 2 - formats", "+" in place of "-" inside a parallel group).
# scripts/test.sh, scripts/check-debian.sh and scripts/pg-matrix.sh count
# with it.
awk '
  /^(test +| +)?[A-Za-z0-9_.-]+ +\.\.\. ok/ || /^ok [0-9]+ +[-+] / { passed++ }
  /^(test +| +)?[A-Za-z0-9_.-]+ +\.\.\. (FAILED|failed)/ || /^not ok [0-9]+ +[-+] / { failed++ }
  END { print passed + 0, failed + 0 }'
