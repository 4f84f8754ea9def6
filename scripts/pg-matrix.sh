#!/usr/bin/env bash
# scripts/pg-matrix.sh PG_CONFIG...
#
# Builds and tests the extension against each PostgreSQL named by a
# pg_config, one after another:
#   - copies the repository's working tree (tracked and untracked files, less
#     the ignored ones) into a temporary directory;
#   - builds it with the shipped Makefile (PG_CONFIG=that one) and prints every
#     "warning:" line: any warning fails the build test (no -Werror is added);
#   - installs it into that PostgreSQL (its prefix must be writable by us);
#   - initdb's a throwaway cluster in a temporary directory: no TCP
#     (listen_addresses = ''), its socket in that directory, a port of its own;
#     as root the server runs as an unprivileged user (sudoku-matrix, created
#     if missing), the clients (pg_regress, psql) run as root;
#   - runs make installcheck against it, then test/pg/soft_errors.sh if the
#     tree has one (it prints "ok N" / "not ok N" lines);
#   - stops the cluster; every temporary directory goes on exit.
#
# Per version one line, e.g.
#   PostgreSQL 16.14 (gcc 12.2.0): build 0 warnings, installcheck 17 of 17 passed
# and at the end "N passed, N failed": per version the clean build is one test
# and each regress test (and each soft-error test) one more.  Exits non-zero on
# any failure.  MATRIX_KEEP=1 keeps the temporary directories (for a look).
set -uo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 PG_CONFIG..." >&2
  exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel) || { echo "$0: not in a git work tree" >&2; exit 2; }

server_user=""
client_user=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
  # initdb and postgres refuse to run as root: the server side runs as an
  # unprivileged system user
  server_user=${MATRIX_SERVER_USER:-sudoku-matrix}
  if ! id -u "$server_user" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$server_user" \
      || { echo "$0: cannot create the user $server_user" >&2; exit 2; }
  fi
fi

# runs a command as the server's user (ourselves when not root)
as_server() {
  if [ -n "$server_user" ]; then
    runuser -u "$server_user" -- "$@"
  else
    "$@"
  fi
}

tmpdirs=()
clusters=()   # "bindir|datadir" of every cluster started
cleanup() {
  local c
  for c in "${clusters[@]+"${clusters[@]}"}"; do
    as_server "${c%%|*}/pg_ctl" -D "${c#*|}" -m immediate -w stop >/dev/null 2>&1 || true
  done
  if [ "${MATRIX_KEEP:-0}" = 1 ]; then
    [ ${#tmpdirs[@]} -eq 0 ] || echo "kept: ${tmpdirs[*]}"
  else
    for c in "${tmpdirs[@]+"${tmpdirs[@]}"}"; do rm -rf "$c"; done
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# copies the repository's working tree (git ls-files -co --exclude-standard)
copy_tree() {
  local dst=$1
  (cd "$repo" && git ls-files -co --exclude-standard -z |
    while IFS= read -r -d '' f; do
      if [ -e "$f" ] || [ -L "$f" ]; then printf '%s\0' "$f"; fi
    done | tar --null -T - -cf - ) | tar -C "$dst" -xf -
}

# a port no TCP listener has (the server listens on its socket only, so this
# is for tidiness: the socket file lives in the cluster's own directory)
free_port() {
  local p i
  for i in $(seq 1 50); do
    p=$((20000 + RANDOM % 30000))
    if ! ss -Hltn "sport = :$p" 2>/dev/null | grep -q .; then echo $p; return; fi
  done
  echo $((20000 + RANDOM % 30000))
}

total_passed=0
total_failed=0
summaries=()

for pg_config in "$@"; do
  echo
  echo "=== $pg_config"
  if ! version=$("$pg_config" --version 2>/dev/null); then
    echo "not a pg_config: $pg_config"
    summaries+=("$pg_config: not a pg_config, build failed")
    total_failed=$((total_failed + 1))
    continue
  fi
  bindir=$("$pg_config" --bindir)
  cc_cmd=$("$pg_config" --cc)
  cc_first=${cc_cmd%% *}
  cc_ver=$($cc_first -dumpfullversion 2>/dev/null || $cc_first -dumpversion 2>/dev/null || echo '?')
  compiler="$(basename "$cc_first") $cc_ver"
  label="$version ($compiler)"

  work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-matrix.XXXXXX")
  tmpdirs+=("$work")
  src=$work/src
  mkdir -p "$src"
  copy_tree "$src" || { echo "copying the tree failed"; exit 2; }

  # ---- build ----
  echo "== build (make PG_CONFIG=$pg_config)"
  build_out=$(cd "$src" && nice make -j2 PG_CONFIG="$pg_config" 2>&1)
  build_rc=$?
  warnings=$(printf '%s\n' "$build_out" | grep -c 'warning:' || true)
  if [ "$warnings" -gt 0 ]; then
    printf '%s\n' "$build_out" | grep 'warning:'
  fi
  build_desc="build $warnings warnings"
  if [ $build_rc -ne 0 ]; then
    printf '%s\n' "$build_out" | grep -E 'error:|\*\*\*' | head -n 40
    build_desc="build FAILED (make exit $build_rc, $warnings warnings)"
  fi
  v_passed=0 v_failed=0
  if [ $build_rc -eq 0 ] && [ "$warnings" -eq 0 ]; then
    v_passed=$((v_passed + 1))
  else
    v_failed=$((v_failed + 1))
  fi

  # the regress tests the Makefile names (so a run that never starts still
  # counts each of them as failed)
  regress_list=$(cd "$src" && printf 'matrix-print-regress:\n\t@echo $(REGRESS)\n' |
    make -s --no-print-directory -f Makefile -f - matrix-print-regress PG_CONFIG="$pg_config" 2>/dev/null)
  regress_count=$(echo $regress_list | wc -w)
  [ "$regress_count" -gt 0 ] || regress_count=1

  if [ $build_rc -ne 0 ]; then
    v_failed=$((v_failed + regress_count))
    line="$label: $build_desc, installcheck not run (0 of $regress_count passed)"
    echo "$line"
    summaries+=("$line")
    total_passed=$((total_passed + v_passed)); total_failed=$((total_failed + v_failed))
    continue
  fi

  # ---- install ----
  echo "== make install"
  if ! install_out=$(cd "$src" && make install PG_CONFIG="$pg_config" 2>&1); then
    printf '%s\n' "$install_out" | tail -n 20
    v_failed=$((v_failed + regress_count))
    line="$label: $build_desc, install FAILED, installcheck not run (0 of $regress_count passed)"
    echo "$line"
    summaries+=("$line")
    total_passed=$((total_passed + v_passed)); total_failed=$((total_failed + v_failed))
    continue
  fi

  # ---- a throwaway cluster ----
  cl=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-matrix-pg.XXXXXX")
  tmpdirs+=("$cl")
  chmod 700 "$cl"
  [ -z "$server_user" ] || chown "$server_user" "$cl"
  port=$(free_port)
  data=$cl/data
  echo "== cluster: $data, socket $cl, port $port"
  if ! init_out=$(as_server "$bindir/initdb" -D "$data" -U "$client_user" -A trust \
        --no-locale -E UTF8 --no-sync 2>&1); then
    printf '%s\n' "$init_out" | tail -n 20
    v_failed=$((v_failed + regress_count))
    line="$label: $build_desc, initdb FAILED, installcheck not run (0 of $regress_count passed)"
    echo "$line"; summaries+=("$line")
    total_passed=$((total_passed + v_passed)); total_failed=$((total_failed + v_failed))
    continue
  fi
  as_server sh -c "cat >> '$data/postgresql.conf'" <<EOF
# scripts/pg-matrix.sh: a private, throwaway cluster
listen_addresses = ''
port = $port
unix_socket_directories = '$cl'
fsync = off
synchronous_commit = off
EOF
  clusters+=("$bindir|$data")
  if ! as_server "$bindir/pg_ctl" -D "$data" -l "$cl/server.log" -w -t 60 start >/dev/null 2>&1; then
    echo "the server did not start:"; tail -n 20 "$cl/server.log"
    v_failed=$((v_failed + regress_count))
    line="$label: $build_desc, server start FAILED, installcheck not run (0 of $regress_count passed)"
    echo "$line"; summaries+=("$line")
    total_passed=$((total_passed + v_passed)); total_failed=$((total_failed + v_failed))
    continue
  fi

  # ---- installcheck ----
  echo "== make installcheck"
  regress_out=$(cd "$src" && PGHOST="$cl" PGPORT="$port" PGUSER="$client_user" \
    make installcheck PG_CONFIG="$pg_config" PGHOST="$cl" PGPORT="$port" 2>&1)
  regress_rc=$?
  # PostgreSQL 16 and older: "test type ... ok  12 ms" (or "     type ... ok"
  # in a parallel group); 17 and newer: "ok 1 - type  12 ms", "not ok 2 + x"
  # (19 also prints each diff as "# " lines: regression.diffs is shown below)
  printf '%s\n' "$regress_out" |
    awk '/^# diff /{indiff=1} /^(not )?ok [0-9]+ /{indiff=0} !indiff' |
    grep -E '^(test +|     )?[A-Za-z0-9_.-]+ +\.\.\. |^(not )?ok [0-9]+ +[-+] |^# |^ *[0-9]+ of [0-9]+ |^=+$|^ *All [0-9]+ tests' || true
  read -r r_passed r_failed < <(printf '%s\n' "$regress_out" | "$repo/test/pg/regress_counts.sh")
  r_total=$((r_passed + r_failed))
  if [ $regress_rc -ne 0 ] && [ "$r_failed" -eq 0 ]; then
    # pg_regress did not get to run (all of) the tests
    printf '%s\n' "$regress_out" | tail -n 20
    missing=$((regress_count - r_total))
    [ $missing -gt 0 ] || missing=1
    r_failed=$((r_failed + missing))
    r_total=$((r_passed + r_failed))
  fi
  if [ -s "$src/regression.diffs" ] && { [ $regress_rc -ne 0 ] || [ "$r_failed" -gt 0 ]; }; then
    echo "== regression.diffs (first 150 lines)"
    head -n 150 "$src/regression.diffs"
  fi
  v_passed=$((v_passed + r_passed)); v_failed=$((v_failed + r_failed))
  line="$label: $build_desc, installcheck $r_passed of $r_total passed"

  # ---- the soft-error test, where the tree has it ----
  if [ -f "$src/test/pg/soft_errors.sh" ]; then
    echo "== test/pg/soft_errors.sh"
    soft_out=$(cd "$src" && PATH="$bindir:$PATH" PGHOST="$cl" PGPORT="$port" PGUSER="$client_user" \
      PGDATABASE="${PGDATABASE:-postgres}" PG_CONFIG="$pg_config" bash test/pg/soft_errors.sh 2>&1)
    soft_rc=$?
    s_passed=$(printf '%s\n' "$soft_out" | grep -cE '^ok( |$)' || true)
    s_failed=$(printf '%s\n' "$soft_out" | grep -cE '^not ok( |$)' || true)
    printf '%s\n' "$soft_out" | grep -E '^(not )?ok( |$)' || true
    if [ $soft_rc -ne 0 ] && [ "$s_failed" -eq 0 ] || [ $((s_passed + s_failed)) -eq 0 ]; then
      printf '%s\n' "$soft_out" | tail -n 20
      s_failed=$((s_failed + 1))
    elif [ "$s_failed" -gt 0 ]; then
      printf '%s\n' "$soft_out" | grep -vE '^ok( |$)' | head -n 60
    fi
    v_passed=$((v_passed + s_passed)); v_failed=$((v_failed + s_failed))
    line="$line, soft errors $s_passed of $((s_passed + s_failed)) passed"
  fi

  as_server "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
  echo "$line"
  summaries+=("$line")
  total_passed=$((total_passed + v_passed)); total_failed=$((total_failed + v_failed))
done

echo
echo "== summary"
printf '%s\n' "${summaries[@]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
