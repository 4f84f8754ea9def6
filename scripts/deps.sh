#!/usr/bin/env bash
# Installs what building and testing need, from Debian's packages, when it is
# missing: a C compiler, the PostgreSQL this Debian release packages
# (scripts/pg-major.sh: 15 on Debian 12, 17 on Debian 13) with its server headers,
# postgresql-common's pg_virtualenv for throwaway clusters, and clang for the
# sanitizer run.  With --test (scripts/test.sh) also Chromium and python3 for
# the check of the pictures in a browser (test/browser/check_svg.sh), and
# glibc's locale sources (the unit tests make a Turkish locale of their own).
set -euo pipefail

pg=$("$(dirname "$0")/pg-major.sh")
need=()
command -v cc >/dev/null 2>&1 || need+=(build-essential)
command -v make >/dev/null 2>&1 || need+=(make)
[ -x /usr/lib/postgresql/$pg/bin/postgres ] || need+=(postgresql-$pg)
[ -f /usr/include/postgresql/$pg/server/postgres.h ] || need+=(postgresql-server-dev-$pg)
command -v pg_virtualenv >/dev/null 2>&1 || need+=(postgresql-common)
# clang with its sanitizer runtimes, for the unit tests under ASan and UBSan
command -v clang >/dev/null 2>&1 || need+=(clang)
# (lib/linux/libclang_rt.asan-x86_64.a up to clang 15, lib/<triple>/libclang_rt.asan.a after)
ls /usr/lib/llvm-*/lib/clang/*/lib/*/libclang_rt.asan*.a >/dev/null 2>&1 \
  || [ "$(uname -m)" != x86_64 ] || need+=(libclang-rt-dev)
# headless Chromium renders the sample pictures, python3 reads the PNGs
if [ "${1:-}" = "--test" ]; then
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  command -v python3 >/dev/null 2>&1 || need+=(python3)
  # the Turkish locale's source, for the unit test of names in any locale
  [ -f /usr/share/i18n/locales/tr_TR ] || need+=(locales)
fi

if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  echo "== installing Debian packages: ${need[*]} (apt-get, about a minute)"
  $sudo apt-get update -qq
  # say which installed packages apt upgrades to satisfy them (a newer
  # postgresql-15 to match its server headers, say) before it does so
  upgrades=$(apt-get install -s --no-install-recommends "${need[@]}" 2>/dev/null \
    | awk '/^Inst [^ ]+ \[/ {print $2}' | tr '\n' ' ')
  [ -z "$upgrades" ] || echo "== apt upgrades these installed packages to match: $upgrades"
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
