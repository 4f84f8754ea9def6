#!/usr/bin/env bash
# Prints the major version of the PostgreSQL this Debian release packages
# (15 on Debian 12, 17 on Debian 13, 18 on unstable), the one deps.sh
# installs and demo.sh and test.sh build against.  SUDOKU_PG overrides it.
set -euo pipefail

if [ -n "${SUDOKU_PG:-}" ]; then echo "$SUDOKU_PG"; exit 0; fi
codename=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
case $codename in
  bookworm) echo 15 ;;
  trixie) echo 17 ;;
  forky|sid) echo 18 ;;
  *)
    # another release: the newest postgresql-NN its archive has (apt's lists
    # are read after deps.sh's apt-get update), else the newest installed
    v=$(apt-cache search --names-only '^postgresql-[0-9]+$' 2>/dev/null \
      | awk '{ sub("postgresql-", "", $1); print $1 }' | sort -n | tail -n 1)
    [ -n "$v" ] || v=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -n 1)
    [ -n "$v" ] || { echo "no PostgreSQL found for Debian '$codename'" >&2; exit 1; }
    echo "$v" ;;
esac
