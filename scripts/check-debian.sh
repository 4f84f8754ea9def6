#!/usr/bin/env bash
# Checks the extension on a newer Debian's own PostgreSQL, as a user there
# would build it:
#
#   scripts/check-debian.sh trixie        PostgreSQL 17 (Debian 13)
#   scripts/check-debian.sh sid           PostgreSQL 18 (Debian unstable)
#   scripts/check-debian.sh --demo trixie scripts/demo.sh in a throwaway copy
#                                         of the root (it installs its own deps)
#   scripts/check-debian.sh --test trixie scripts/test.sh, the whole test
#                                         command, as root in a throwaway copy
#                                         of the root (a one-off check, not in
#                                         test.sh: 30 to 45 minutes)
#
# A root made by debootstrap (minbase) from the mirror this machine's apt uses,
# with postgresql-NN, postgresql-server-dev-NN (it depends on the clang and
# llvm that PGXS needs for its bitcode), postgresql-common and build-essential,
# is cached in ${SUDOKU_ROOTS:-/var/cache/sudoku-roots}/RELEASE and made when
# it is missing or its stamp (the package list) changed.  Each run works in an
# overlay over the cached root, so the cache stays as it was made; in it the
# working tree of this repository (git ls-files -co --exclude-standard) is
# built with the shipped Makefile (make, make install), then pg_regress runs
# (make installcheck under pg_virtualenv) and test/pg/soft_errors.sh.
# Ends with "pgNN (Debian RELEASE): N passed, N failed" (the build as one
# test: clean, without warnings; installcheck's tests; the soft-error tests)
# and exits non-zero when any failed or the root could not be made.
#
# The PostgreSQL version of each release is a table here (below); making a
# root notes it when the release's newest postgresql-NN differs.
#
# --test proves the test command passes on that release as on this machine:
# the working tree is copied in with its .git (a checkout, as a developer
# there has it; git is installed in the copy), then scripts/test.sh runs as
# root and installs its own deps (clang, chromium, python3 ...).  Its own
# calls of this script make nested roots, each with debootstrap installed in
# the copy, in the copy's /var/cache/sudoku-roots: a directory of this run's
# scratch bound there, so that their overlays work, and removed with the run
# (with every mount under it, nested ones too, on any exit).  Prints
# test.sh's summary lines (all its output when it fails) and ends with
# "test.sh (Debian RELEASE): N passed, N failed" from test.sh's last line.
set -uo pipefail

if [ "$(id -u)" -ne 0 ]; then
  exec sudo --preserve-env=SUDOKU_ROOTS,SUDOKU_MIRROR "$0" "$@"
fi

mode=check
case ${1:-} in
  --demo) mode="demo"; shift ;;
  --test) mode="test"; shift ;;
esac
release=${1:-}
case $release in
  trixie) pg=17 ;;
  sid) pg=18 ;;
  *) echo "usage: $0 [--demo|--test] trixie|sid" >&2; exit 2 ;;
esac

repo=$(cd "$(dirname "$0")/.." && pwd)
roots=${SUDOKU_ROOTS:-/var/cache/sudoku-roots}
root=$roots/$release
pg_config=/usr/lib/postgresql/$pg/bin/pg_config
label="pg$pg (Debian $release)"
[ "$mode" != test ] || label="test.sh (Debian $release)"
# the root's contents; a change here remakes cached roots, and so does a new
# ROOT_FORMAT (raise it when make_root below changes what it does)
ROOT_FORMAT=1
packages=("postgresql-$pg" "postgresql-server-dev-$pg" postgresql-common build-essential make gcc libc6-dev)

say() { echo "== $label: $*"; }
elapsed() { local s=$((SECONDS - $1)); if [ $s -ge 60 ]; then echo "$((s / 60)) min $((s % 60)) s"; else echo "$s s"; fi; }

# the Debian mirror the host's apt already uses (not a security archive)
detect_mirror() {
  local u=
  if [ -n "${SUDOKU_MIRROR:-}" ]; then echo "$SUDOKU_MIRROR"; return; fi
  u=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | awk 'tolower($1) == "uris:" { for (i = 2; i <= NF; i++) print $i }' \
    | grep -v -- '-security' | head -n 1)
  [ -n "$u" ] || u=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
    | awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z+]+:\/\//) { print $i; break } }' \
    | grep -v -- '-security' | head -n 1)
  echo "${u%/}"
}
mirror=$(detect_mirror)
stamp="format=$ROOT_FORMAT release=$release mirror=$mirror packages=${packages[*]}"

# ---- mounts, processes and scratch directories, always undone on exit ----
mounts=()      # in the order mounted; unmounted in reverse
scratch=()     # directories removed on exit (after their mounts are gone)

mounts_under() { awk -v d="$1" '$2 == d || index($2, d "/") == 1 { print $2 }' /proc/self/mounts | sort -r; }

# the ids of the processes running inside a chroot under $1
pids_in() {
  find /proc -mindepth 2 -maxdepth 2 -name root \( -lname "$1" -o -lname "$1/*" \) 2>/dev/null | cut -d/ -f3
}

# ends the processes running inside a chroot under $1 (ours: a run's postgres,
# pg_virtualenv, make), by their ids: TERM, then KILL what is left after 3 s
kill_in() {
  local sig i pids
  for sig in TERM KILL; do
    pids=$(pids_in "$1")
    [ -n "$pids" ] || return 0
    # shellcheck disable=SC2086
    kill -$sig $pids 2>/dev/null
    for i in $(seq 30); do
      sleep 0.1
      [ -n "$(pids_in "$1")" ] || return 0
    done
  done
}

# unmounts everything under $1 (deepest first); true when nothing is left
unmount_under() {
  local m
  for m in $(mounts_under "$1"); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || echo "== could not unmount $m" >&2
  done
  [ -z "$(mounts_under "$1")" ]
}

# removes a scratch directory, never through a mount still inside it
remove_dir() {
  if [ -f "$1" ]; then rm -f "$1"; return 0; fi
  [ -d "$1" ] || return 0
  kill_in "$1"
  if unmount_under "$1"; then rm -rf --one-file-system "$1"; else echo "== left $1: mounts remain" >&2; fi
}

cleanup() {
  local i
  set +e
  for ((i = ${#scratch[@]} - 1; i >= 0; i--)); do [ -d "${scratch[i]}" ] && kill_in "${scratch[i]}"; done
  # each of our mounts with whatever was mounted under it (a nested run's
  # overlay and binds, under --test), deepest first
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    mountpoint -q "${mounts[i]}" && unmount_under "${mounts[i]}"
  done
  mounts=()
  for ((i = ${#scratch[@]} - 1; i >= 0; i--)); do remove_dir "${scratch[i]}"; done
  scratch=()
}
trap cleanup EXIT
exec 8>&1      # the script's own output, for a trap that fires under a redirection
trap 'echo "== $label: interrupted" >&8; exit 130' INT
trap 'echo "== $label: terminated" >&8; exit 143' TERM HUP

# /proc, /sys, /dev, /dev/pts and /dev/shm of the host, bound into root $1
bind_system() {
  local d
  for d in proc sys dev dev/pts dev/shm; do
    mkdir -p "$1/$d"
    mount --bind "/$d" "$1/$d" || { echo "== $label: cannot bind /$d into $1"; return 1; }
    mounts+=("$1/$d")
  done
}

unbind_system() {
  local i keep=()
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    case ${mounts[i]} in
      "$1"/*) umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" ;;
      *) keep=("${mounts[i]}" "${keep[@]}") ;;
    esac
  done
  mounts=("${keep[@]}")
}

# runs a command as root inside root $1 with a clean environment; in the
# background and waited for, so that a signal reaches our traps at once
in_root() {
  local dir=$1
  shift
  chroot "$dir" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive "$@" 8>&- 9>&- &
  wait $!
}

# everything here is a guest on a shared 2-core machine
renice -n 10 -p $$ >/dev/null 2>&1
ionice -c 2 -n 7 -p $$ >/dev/null 2>&1

# summary line for a run that could not check anything
give_up() {
  echo "== $label: $1"
  echo "$label: 0 passed, 1 failed"
  exit 1
}

# ---- making the root ----
make_root() {
  local t0=$SECONDS new log newest
  if ! command -v debootstrap >/dev/null 2>&1; then
    say "installing debootstrap on the host (apt-get)"
    { apt-get -o DPkg::Lock::Timeout=600 update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        --no-install-recommends debootstrap >/dev/null; } ||
      { echo "== $label: apt-get could not install debootstrap"; return 1; }
  fi
  [ -n "$mirror" ] || { echo "== $label: no Debian mirror found in the host's apt sources"; return 1; }
  new=$(mktemp -d "$roots/.new-$release.XXXXXX") || return 1
  chmod 755 "$new"            # the root's /, which user postgres must traverse
  scratch+=("$new")
  log=$new.log
  scratch+=("$log")
  say "making the root: debootstrap --variant=minbase $release from $mirror, then ${packages[*]}"
  if ! debootstrap --variant=minbase "$release" "$new" "$mirror" >"$log" 2>&1; then
    echo "== $label: debootstrap failed"; tail -n 30 "$log"; return 1
  fi
  say "debootstrap done after $(elapsed $t0)"
  # a snapshot archive may be older than its Release file's Valid-Until
  echo 'Acquire::Check-Valid-Until "false";' >"$new/etc/apt/apt.conf.d/99sudoku-snapshot"
  # no service starts while packages install, and no main cluster is made
  printf '#!/bin/sh\nexit 101\n' >"$new/usr/sbin/policy-rc.d"
  chmod 755 "$new/usr/sbin/policy-rc.d"
  mkdir -p "$new/etc/postgresql-common/createcluster.d"
  echo 'create_main_cluster = false' >"$new/etc/postgresql-common/createcluster.d/sudoku-no-main.conf"
  cp -L /etc/resolv.conf "$new/etc/resolv.conf" 2>/dev/null
  bind_system "$new" || return 1
  if ! in_root "$new" apt-get update -qq >"$log" 2>&1; then
    echo "== $label: apt-get update in the root failed"; tail -n 30 "$log"; return 1
  fi
  newest=$(in_root "$new" apt-cache pkgnames postgresql- 2>/dev/null | grep -E '^postgresql-[0-9]+$' \
    | sed 's/^postgresql-//' | sort -n | tail -n 1)
  [ "$newest" = "$pg" ] ||
    say "note: Debian $release's newest PostgreSQL is ${newest:-none}; this script's table says $pg"
  if ! in_root "$new" apt-get install -y -qq --no-install-recommends "${packages[@]}" >"$log" 2>&1; then
    echo "== $label: apt-get install ${packages[*]} in the root failed"; tail -n 30 "$log"; return 1
  fi
  in_root "$new" apt-get clean >/dev/null 2>&1
  unbind_system "$new"
  # what the shipped Makefile needs from the root: pg_config, PGXS's
  # compiler and, with_llvm = yes, the clang it names for the bitcode
  local clang mk=$new/usr/lib/postgresql/$pg/lib/pgxs/src/Makefile.global
  [ -x "$new$pg_config" ] && [ -f "$mk" ] && [ -x "$new/usr/bin/gcc" ] && [ -x "$new/usr/bin/pg_virtualenv" ] ||
    { echo "== $label: the root lacks pg_config, PGXS, gcc or pg_virtualenv"; return 1; }
  if grep -qE '^with_llvm[[:space:]]*=[[:space:]]*yes' "$mk"; then
    clang=$(awk '$1 == "CLANG" { print $3 }' "$mk")
    [ -x "$new$clang" ] || { echo "== $label: PGXS builds bitcode with $clang, which is missing"; return 1; }
  fi
  echo "$stamp" >"$new/etc/sudoku-root-stamp"
  if [ -e "$root" ]; then
    local old
    old=$(mktemp -d "$roots/.old-$release.XXXXXX") && mv "$root" "$old/" && remove_dir "$old"
  fi
  mv "$new" "$root" || return 1
  say "root made in $(elapsed $t0) ($(du -sh --one-file-system "$root" | cut -f1), PostgreSQL $(chroot "$root" $pg_config --version | sed 's/^PostgreSQL //'))"
}

# ---- the lock: one maker at a time, runs share a finished root ----
mkdir -p "$roots" || give_up "cannot make $roots"
exec 9>"$roots/.$release.lock"
if ! flock -n -x 9; then
  say "waiting for another run on this root"
  flock -x 9
fi
# with the lock held alone, what an earlier run left behind is stale
for d in "$roots"/.new-"$release".* "$roots"/.old-"$release".* "$roots"/.run-"$release".*; do
  [ -e "$d" ] && remove_dir "$d"
done
if [ "$(cat "$root/etc/sudoku-root-stamp" 2>/dev/null)" != "$stamp" ]; then
  [ -e "$root" ] && say "the cached root's stamp differs: making it again"
  make_root || give_up "the root could not be made"
fi
flock -s 9

# ---- a run: an overlay over the cached root, the source copied in ----
t_run=$SECONDS
run=$(mktemp -d "$roots/.run-$release.XXXXXX") || give_up "cannot make a scratch directory"
scratch+=("$run")
mkdir -p "$run/upper" "$run/work" "$run/merged"
m=$run/merged
if mount -t overlay overlay -o "lowerdir=$root,upperdir=$run/upper,workdir=$run/work" "$m" 2>/dev/null; then
  mounts+=("$m")
else
  say "no overlayfs here: copying the root"
  cp -a "$root/." "$m/" || give_up "cannot copy the root"
fi
bind_system "$m" || give_up "cannot mount /proc, /sys, /dev into the root"

rm -rf "$m/build/sudoku"
mkdir -p "$m/build/sudoku"
# the commit the copy starts from, "-dirty" when the tree has changes beside it
rev=$(git -c safe.directory="$repo" -C "$repo" describe --always --dirty 2>/dev/null)
# the files of the working tree as git sees them (tracked and untracked, not
# ignored), without build products; a tracked file deleted in the tree is left out
if ! { git -c safe.directory="$repo" -C "$repo" ls-files -co --exclude-standard -z |
  (cd "$repo" && while IFS= read -r -d '' f; do [ -e "$f" ] || [ -L "$f" ] && printf '%s\0' "$f"; done) |
  tar -C "$repo" --exclude='*.o' --exclude='*.so' --exclude='*.bc' --exclude=results \
    --exclude=regression.diffs --exclude=regression.out --exclude=tmp_check --exclude=log \
    --null -T - -cf - | tar -C "$m/build/sudoku" -xf -; }; then
  give_up "cannot copy the source tree of $repo into the root"
fi
cp -L /etc/resolv.conf "$m/etc/resolv.conf" 2>/dev/null

if [ "$mode" = demo ]; then
  say "scripts/demo.sh in a throwaway copy of the root, source $repo ($rev)"
  in_root "$m" bash -c 'cd /build/sudoku && scripts/demo.sh' >"$run/demo.log" 2>&1
  rc=$?
  cat "$run/demo.log"
  if [ $rc -eq 0 ]; then
    echo "demo (Debian $release): 1 passed, 0 failed"
  else
    echo "demo (Debian $release): 0 passed, 1 failed (scripts/demo.sh exited $rc)"
  fi
  exit $((rc != 0))
fi

if [ "$mode" = test ]; then
  say "scripts/test.sh as root in a throwaway copy of the root, source $repo ($rev)"
  # a checkout as a developer there has it: its .git beside the files (test.sh
  # calls this script, which copies the tree with git ls-files), and git
  if [ -d "$repo/.git" ]; then
    tar -C "$repo" -cf - .git | tar -C "$m/build/sudoku" -xf - || give_up "cannot copy $repo/.git into the root"
  fi
  if ! { in_root "$m" apt-get update -qq && in_root "$m" apt-get install -y -qq --no-install-recommends git; } \
    >"$run/git.log" 2>&1; then
    tail -n 20 "$run/git.log"; give_up "apt-get could not install git in the root"
  fi
  # the nested roots of test.sh's own check-debian.sh runs: a directory of
  # this run bound over the copy's cache, so that their overlays have a real
  # file system under them (not this overlay); unmounted on exit with all
  # that was mounted under it (the copy's own default path, whatever
  # SUDOKU_ROOTS is here)
  nested=$m/var/cache/sudoku-roots
  mkdir -p "$run/roots" "$nested"
  mount --bind "$run/roots" "$nested" || give_up "cannot bind $run/roots into the root"
  mounts+=("$nested")
  t0=$SECONDS
  in_root "$m" bash -c 'cd /build/sudoku && scripts/test.sh' >"$run/test.log" 2>&1
  rc=$?
  # the nested runs undo their mounts; anything left is ours to undo now
  left=$(mounts_under "$nested" | grep -vxF "$nested")
  if [ -n "$left" ]; then
    say "mounts left under the nested roots (unmounting them):"; echo "$left"
    for d in $left; do umount "$d" 2>/dev/null || umount -l "$d"; done
  fi
  last=$(tail -n 1 "$run/test.log")
  if [ $rc -eq 0 ] && sed -n '/^== summary$/,$p' "$run/test.log" | grep -q .; then
    sed -n '/^== summary$/,$p' "$run/test.log" | sed '$d'
  else
    cat "$run/test.log"
  fi
  say "scripts/test.sh exited $rc after $(elapsed $t0) (the whole run: $(elapsed $t_run))"
  if ! echo "$last" | grep -qE '^[0-9]+ passed, [0-9]+ failed$'; then
    last="0 passed, 1 failed (no summary line from scripts/test.sh)"
  elif [ $rc -ne 0 ] && echo "$last" | grep -q ' 0 failed$'; then
    last="${last% 0 failed} 1 failed (scripts/test.sh exited $rc)"
  fi
  echo "test.sh (Debian $release): $last"
  exit $((rc != 0))
fi

say "PostgreSQL $(in_root "$m" $pg_config --version | sed 's/^PostgreSQL //'), source $repo ($rev)"
passed=0 failed=0

# 1. the build with the shipped Makefile, as a user runs it
t0=$SECONDS
gcc_version=$(in_root "$m" gcc -dumpfullversion 2>/dev/null | cut -d. -f1,2)
in_root "$m" bash -c "cd /build/sudoku && make -j2 PG_CONFIG=$pg_config" >"$run/build.log" 2>&1
build_rc=$?
warnings=$(grep -c 'warning:' "$run/build.log")
if [ $build_rc -eq 0 ] && [ "$warnings" -eq 0 ]; then
  echo "pg$pg build: gcc $gcc_version, $warnings warnings ($(elapsed $t0))"
  passed=$((passed + 1))
else
  echo "pg$pg build: gcc $gcc_version, $warnings warnings ($(elapsed $t0))$([ $build_rc -eq 0 ] || echo "; make failed ($build_rc)")"
  failed=$((failed + 1))
  if [ "$warnings" -gt 0 ]; then grep -A3 'warning:' "$run/build.log" | head -n 60; fi
  if [ $build_rc -ne 0 ]; then
    echo "-- the end of make's output:"
    grep -E 'error|Error' "$run/build.log" | head -n 30
    tail -n 15 "$run/build.log"
  fi
fi

# 2 and 3: make install, then pg_regress against a throwaway cluster
if [ $build_rc -ne 0 ]; then
  echo "pg$pg installcheck: not run (the build failed)"
  echo "pg$pg soft errors: not run (the build failed)"
  failed=$((failed + 2))
elif ! in_root "$m" bash -c "cd /build/sudoku && make install PG_CONFIG=$pg_config" >"$run/install.log" 2>&1; then
  echo "pg$pg install: make install failed"; tail -n 20 "$run/install.log"
  echo "pg$pg installcheck: not run (make install failed)"
  echo "pg$pg soft errors: not run (make install failed)"
  failed=$((failed + 2))
else
  t0=$SECONDS
  in_root "$m" bash -c "cd /build/sudoku && pg_virtualenv -t -v $pg make installcheck PG_CONFIG=$pg_config" \
    >"$run/regress.log" 2>&1
  regress_rc=$?
  read -r r_passed r_failed < <("$repo/test/pg/regress_counts.sh" < "$run/regress.log")
  if [ $regress_rc -ne 0 ] && [ "$r_failed" -eq 0 ]; then r_failed=1; fi
  echo "pg$pg installcheck: $r_passed passed, $r_failed failed ($(elapsed $t0))"
  if [ "$r_failed" -gt 0 ]; then
    grep -E '\.\.\. (FAILED|failed)|^not ok [0-9]+' "$run/regress.log"
    if [ -s "$m/build/sudoku/regression.diffs" ]; then
      echo "-- regression.diffs (first 200 lines):"
      head -n 200 "$m/build/sudoku/regression.diffs"
    else
      tail -n 30 "$run/regress.log"
    fi
  fi
  passed=$((passed + r_passed)) failed=$((failed + r_failed))

  # 4. soft input errors
  t0=$SECONDS
  if [ -f "$m/build/sudoku/test/pg/soft_errors.sh" ]; then
    in_root "$m" bash -c "cd /build/sudoku && pg_virtualenv -t -v $pg bash test/pg/soft_errors.sh" \
      >"$run/soft.log" 2>&1
    soft_rc=$?
    s_passed=$(grep -c '^ok [0-9]' "$run/soft.log")
    s_failed=$(grep -c '^not ok [0-9]' "$run/soft.log")
    if [ $soft_rc -ne 0 ] && [ "$s_failed" -eq 0 ]; then s_failed=1; fi
    echo "pg$pg soft errors: $s_passed passed, $s_failed failed ($(elapsed $t0))"
    grep -E '^#   (message|detail|sqlstate):' "$run/soft.log"
    if [ "$s_failed" -gt 0 ]; then
      grep -vE '^(ok [0-9]|#   (message|detail|sqlstate):|Creating new PostgreSQL cluster|Dropping cluster)' "$run/soft.log" \
        | head -n 60
    fi
  else
    echo "pg$pg soft errors: test/pg/soft_errors.sh is missing"
    s_passed=0 s_failed=1
  fi
  passed=$((passed + s_passed)) failed=$((failed + s_failed))
fi

say "checked in $(elapsed $t_run)"
echo "$label: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
