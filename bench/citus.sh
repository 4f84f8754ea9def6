#!/usr/bin/env bash
# citus.sh -- a puzzle archive distributed with Citus, on loopback.
#
#   PG_CONFIG=/path/to/pg_config [WORKERS=2] [LIMIT=2000] [GENERATE=500] bench/citus.sh FILE...
#
# PG_CONFIG names a PostgreSQL (16 to 18 for Citus 14) with Citus and this
# extension installed (TESTING.md, "Citus", says how they were built here).
# The script starts a coordinator and WORKERS workers (each its own data
# directory, port on 127.0.0.1 and socket directory, all under one temporary
# directory, all stopped and removed at the end), makes both extensions on
# every node, and then:
#
#  1. installs sudoku 1.1 on the coordinator, which Citus makes on every
#     worker too, keeps a game in the distributed sudoku_game, updates with
#     ALTER EXTENSION sudoku UPDATE on the coordinator, and checks that
#     every worker has the new version and that the game and its owner
#     came through;
#  2. checks sudoku_game on the workers: each game's owner comes back as the
#     same role through Citus's binary protocol and its text protocol, and
#     row-level security holds on the shards;
#  3. loads the puzzles of FILE... (one a line, `#` comments skipped; of a
#     line of fields the one of 81 characters or more; the first LIMIT of
#     them, every one with LIMIT=0; one in 20 again transformed, a twin)
#     into a table distributed by id, and the same rows into a plain table
#     (schema "single") on the coordinator;
#  4. runs the collector's queries and writes (count by level, the puzzles
#     that need a technique, the puzzles that are not unique, a table
#     distributed by canonical form and the twins in it, a generated set
#     inserted with INSERT ... SELECT into a table colocated with it, a
#     rating table colocated with the puzzles filled on the workers, joins
#     on the puzzle, cells through LATERAL sudoku_cells): for each, the
#     distributed plan (EXPLAIN VERBOSE: the function must be inside the
#     workers' task), the time on the distributed tables and on the plain
#     ones, the CPU time of the coordinator and of the busiest worker, and
#     the two answers, which must be equal.
#
# It exits non-zero when any answer differs, a function is not in the
# workers' task, the update does not reach a worker or an owner comes back
# another role.  Times are wall clock and CPU ms (the backends of each
# query's own session, as bench/shards.sh counts them); there is no timing
# assertion.
#
# initdb refuses root: started as root, the script runs itself again as
# the user SUDOKU_BENCH_USER (default sudoku-bench, made when missing, with
# no home and no login shell).
set -euo pipefail

usage() {
	echo "usage: PG_CONFIG=... [WORKERS=2] [LIMIT=2000] [GENERATE=500] citus.sh FILE..." >&2
	exit 2
}
[ $# -gt 0 ] || usage
for f in "$@"; do [ -r "$f" ] || { echo "citus.sh: cannot read $f" >&2; exit 2; }; done

pg_config=${PG_CONFIG:-pg_config}
workers=${WORKERS:-2}
limit=${LIMIT:-2000}
generate=${GENERATE:-500}
case "$workers$limit$generate" in *[!0-9]*) usage ;; esac
[ "$workers" -ge 1 ] || usage

if [ "$(id -u)" -eq 0 ]; then
	user=${SUDOKU_BENCH_USER:-sudoku-bench}
	if ! id -u "$user" >/dev/null 2>&1; then
		useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$user"
		echo "== made the user $user to run the clusters (initdb refuses root)"
	fi
	self=$(realpath "$0")
	files=()
	for f in "$@"; do files+=("$(realpath "$f")"); done
	pg_config=$(command -v "$pg_config") || { echo "citus.sh: no pg_config ($pg_config)" >&2; exit 2; }
	for f in "$self" "${files[@]}" "$pg_config"; do
		runuser -u "$user" -- test -r "$f" ||
			{ echo "citus.sh: $user cannot read $f; run it as an ordinary user who can" >&2; exit 2; }
	done
	echo "== started as root: running as $user"
	cd /
	exec runuser -u "$user" -- env PG_CONFIG="$pg_config" WORKERS="$workers" LIMIT="$limit" \
		GENERATE="$generate" PATH="$PATH" bash "$self" "${files[@]}"
fi

bin=$("$pg_config" --bindir)
share=$("$pg_config" --sharedir)
for ext in citus sudoku; do
	[ -f "$share/extension/$ext.control" ] ||
		{ echo "citus.sh: $ext is not installed in $("$pg_config" --sharedir)" >&2; exit 2; }
done
pg_version=$("$bin/postgres" --version)

tmp=$(mktemp -d /tmp/sudoku-citus.XXXXXX)
base_port=$((56000 + RANDOM % 4000))
port() { echo $((base_port + $1)); }	# 0 the coordinator, i worker i
started=()
cleanup() {
	for d in "${started[@]}"; do
		"$bin/pg_ctl" -D "$d" stop -m fast >/dev/null 2>&1 || true
	done
	rm -rf "$tmp"
}
trap cleanup EXIT

# Citus's settings here: its library preloaded; two-phase commit for writes
# that span workers (max_prepared_transactions); none of its background
# work that would count in a query's CPU time or reach outside the machine
# (statistics collection, deadlock detection, recovery of prepared
# transactions).
start() {	# start NAME INDEX
	local dir=$tmp/$1
	"$bin/initdb" -D "$dir" -A trust -U postgres -E UTF8 --no-sync >/dev/null
	cat >> "$dir/postgresql.conf" <<-EOF
		port = $(port "$2")
		listen_addresses = '127.0.0.1'
		unix_socket_directories = '$tmp'
		shared_preload_libraries = 'citus'
		max_prepared_transactions = 100
		fsync = off
		autovacuum = off
		citus.enable_statistics_collection = off
		citus.distributed_deadlock_detection_factor = -1
		citus.recover_2pc_interval = -1
	EOF
	"$bin/pg_ctl" -D "$dir" -l "$tmp/$1.log" -w start >/dev/null ||
		{ echo "citus.sh: $1 did not start:" >&2; tail -n 5 "$tmp/$1.log" >&2; exit 1; }
	started+=("$dir")
}
sql() {		# sql INDEX [psql arguments]: on the coordinator (0) or a worker
	local i=$1
	shift
	"$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$tmp" -p "$(port "$i")" -U postgres -d postgres "$@"
}
# The CPU time (user + system, ms) of a node's backends that have ended:
# the postmaster's reaped children.  Each query runs in a session of its
# own; its backend on the coordinator and the connections it opened to the
# workers end with it, so the difference before and after is the query's
# work on each node, a figure the load of a shared machine does not
# inflate, unlike the time.
hz=$(getconf CLK_TCK)
node_cpu() {	# node_cpu INDEX
	local dir=${started[$1]} pid
	pid=$(head -n 1 "$dir/postmaster.pid")
	for _ in $(seq 1 50); do
		ps --ppid "$pid" -o stat=,args= | grep -q -e '^Z' -e '^[^ ]* *postgres: postgres postgres' || break
		sleep 0.1
	done
	awk -v hz="$hz" '{ print int(($16 + $17) * 1000 / hz) }' "/proc/$pid/stat"
}

failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

echo "== $pg_version; a coordinator and $workers worker(s) under $tmp, ports $(port 0) to $(port "$workers")"
start coordinator 0
for i in $(seq 1 "$workers"); do start "worker$i" "$i"; done
for i in $(seq 0 "$workers"); do sql "$i" -c "CREATE EXTENSION citus"; done
sql 0 -At -c "SELECT citus_set_coordinator_host('127.0.0.1', $(port 0))" >/dev/null
for i in $(seq 1 "$workers"); do
	sql 0 -At -c "SELECT citus_add_node('127.0.0.1', $(port "$i"))" >/dev/null
done
echo "   Citus $(sql 0 -At -c "SELECT extversion FROM pg_extension WHERE extname = 'citus'");" \
	"workers: $(sql 0 -At -c "SELECT string_agg(nodename || ':' || nodeport, ' ' ORDER BY nodeport)
	                           FROM pg_dist_node WHERE noderole = 'primary' AND groupid > 0")"

# versions of sudoku on every worker, one line each
worker_versions() {
	sql 0 -At -c "SELECT string_agg(result, ' ' ORDER BY nodeport) FROM run_command_on_workers(
	  \$\$SELECT coalesce((SELECT extversion FROM pg_extension WHERE extname = 'sudoku'), 'none')\$\$)"
}

# The games table reads its owner back as the coordinator's role whatever
# the protocol a worker answers in.  Two roles made on the coordinator
# (Citus makes them on the workers); a table made on the coordinator alone
# first, so that the roles' oids differ between the coordinator and the
# workers, as they do between any two clusters.
check_games() {	# check_games LABEL (FAILED lines unless the owners are right)
	local label=$1 mode got want='sudoku Alice'
	for mode in on off; do
		# the owner column itself, as the coordinator reads it from the
		# workers (a cast to text would be done on the workers)
		got=$(sql 0 -At -c "SET citus.enable_binary_protocol = $mode" \
		                -c "SELECT owner FROM sudoku_game ORDER BY game_id" | sort -u | tr '\n' ',')
		got=${got%,}
		if [ "$got" = "$want" ] || [ "$got" = "\"$want\"" ]; then
			echo "   $label, binary protocol $mode: the owner comes back as $got"
		else
			fail "sudoku_game owner through Citus ($label, binary protocol $mode): $got, not $want"
		fi
	done
}

echo "== sudoku 1.1 on the coordinator, then ALTER EXTENSION sudoku UPDATE"
sql 0 -c "CREATE TABLE coordinator_only (a int)" \
      -c "SET citus.enable_ddl_propagation = off" -c "CREATE ROLE sudoku_oid_shift"
sql 0 -c "CREATE EXTENSION sudoku VERSION '1.1'" \
      -c "CREATE ROLE \"sudoku Alice\" LOGIN" -c "CREATE ROLE sudoku_bob LOGIN"
v=$(worker_versions)
echo "   sudoku on the workers: $v"
for w in $v; do [ "$w" = 1.1 ] || fail "CREATE EXTENSION sudoku VERSION '1.1' did not reach a worker ($v)"; done
echo "   the role \"sudoku Alice\": oid $(sql 0 -At -c "SELECT oid FROM pg_roles WHERE rolname = 'sudoku Alice'") on the coordinator," \
	"$(sql 0 -At -c "SELECT string_agg(result, ' ' ORDER BY nodeport) FROM run_command_on_workers(
	                   \$\$SELECT oid FROM pg_roles WHERE rolname = 'sudoku Alice'\$\$)") on the workers"
# a game kept across the update; 1.1 kept the owner as a regrole, which its
# default takes from CURRENT_USER folded to lower case: a role whose name
# needs quotes names itself
sql 0 -c "SET ROLE \"sudoku Alice\"" \
      -c "INSERT INTO sudoku_game (name, puzzle, owner) VALUES ('before the update', '1...........4..2', '\"sudoku Alice\"')"
sql 0 -c "ALTER EXTENSION sudoku UPDATE"
v=$(worker_versions)
echo "   after ALTER EXTENSION sudoku UPDATE on the coordinator: $(sql 0 -At -c "SELECT extversion FROM pg_extension WHERE extname = 'sudoku'") there, $v on the workers"
for w in $v; do [ "$w" = "$(sql 0 -At -c "SELECT default_version FROM pg_available_extensions WHERE name = 'sudoku'")" ] ||
	fail "ALTER EXTENSION sudoku UPDATE did not reach a worker ($v)"; done
echo "   the library on each worker: $(sql 0 -At -c "SELECT string_agg(result, ' ' ORDER BY nodeport) FROM run_command_on_workers(
                                        \$\$SELECT (sudoku_version()).library\$\$)")"

# What 1.1's column did: a regrole in a distributed table comes back
# through the binary protocol as the worker's oid.
sql 0 -c "CREATE TABLE regrole_owner (id int, owner regrole)" \
      -c "SELECT create_distributed_table('regrole_owner', 'id')" \
      -c "INSERT INTO regrole_owner VALUES (1, '\"sudoku Alice\"')" >/dev/null
for mode in on off; do
	echo "   a regrole column (1.1's owner), binary protocol $mode: comes back as" \
		"$(sql 0 -At -c "SET citus.enable_binary_protocol = $mode" -c "SELECT owner FROM regrole_owner")"
done

echo "== sudoku_game distributed by game_id: owners and row-level security on the shards"
# (distributed after the update: Citus cannot run the update's DDL on a
# distributed sudoku_game, nor undistribute a table of an extension)
sql 0 -c "SELECT create_distributed_table('sudoku_game', 'game_id')" >/dev/null
sql 0 -c "SET ROLE \"sudoku Alice\"" \
      -c "INSERT INTO sudoku_game (name, puzzle) VALUES ('after the update', '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')"
check_games sudoku_game
seen=$(sql 0 -At -c "SET ROLE sudoku_bob" -c "SELECT count(*) FROM sudoku_game")
own=$(sql 0 -At -c "SET ROLE \"sudoku Alice\"" -c "SELECT count(*) FROM sudoku_game")
echo "   games \"sudoku Alice\" sees: $own; sudoku_bob sees: $seen"
[ "$own" = 2 ] && [ "$seen" = 0 ] || fail "row-level security on the shards: alice sees $own, bob $seen"
forged=$(sql 0 -At -c "SET ROLE sudoku_bob" \
         -c "INSERT INTO sudoku_game (name, puzzle, owner) VALUES ('forged', '1...........4..2', 'sudoku Alice')" 2>&1 || true)
case "$forged" in
	*"row-level security"*) echo "   sudoku_bob inserting a game as \"sudoku Alice\": refused on the shard" ;;
	*) fail "sudoku_bob could insert a game as \"sudoku Alice\": $forged" ;;
esac

# the puzzles, one a line, readable by the server
# (awk stops at the limit itself: a head after it would stop it with
# SIGPIPE, which pipefail makes the script's end)
awk -v limit="$limit" '!/^#/ {
	for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; if (limit > 0 && ++n >= limit) exit; break }
}' "$@" > "$tmp/puzzles.txt"
total=$(wc -l < "$tmp/puzzles.txt")
echo "== $total puzzles from $* (LIMIT=$limit) and $((total / 20)) of them again transformed (twins); a generated set of $generate"

# The same tables twice: distributed in public, plain in the schema
# "single" (one server); every query below runs once with each first in
# search_path.  puzzles and ratings are distributed by id (colocated:
# the rating table fills on the workers, each shard from its own puzzles);
# canon and generated by the canonical form (colocated: twins share a
# shard, and so does a generated puzzle with its twins).
tables="CREATE TABLE puzzles (id bigint PRIMARY KEY, p sudoku NOT NULL);
CREATE TABLE ratings (id bigint PRIMARY KEY, level text, score bigint, hardest text, steps integer, guesses integer);
CREATE TABLE canon (canon sudoku NOT NULL, id bigint NOT NULL, p sudoku NOT NULL);
CREATE TABLE generated (canon sudoku NOT NULL, seed bigint NOT NULL, p sudoku NOT NULL);"
sql 0 -c "CREATE SCHEMA single" -c "SET search_path = single, public" -c "$tables"
sql 0 -c "$tables" \
      -c "SELECT create_distributed_table('puzzles', 'id')" \
      -c "SELECT create_distributed_table('ratings', 'id', colocate_with => 'puzzles')" \
      -c "SELECT create_distributed_table('canon', 'canon')" \
      -c "SELECT create_distributed_table('generated', 'canon', colocate_with => 'canon')" >/dev/null
load="CREATE TEMP TABLE raw (id bigint GENERATED ALWAYS AS IDENTITY, line text);
\\copy raw (line) FROM '$tmp/puzzles.txt'
INSERT INTO puzzles SELECT id, line::sudoku FROM raw;
INSERT INTO puzzles SELECT id + 100000000, sudoku_transform(line::sudoku, id) FROM raw WHERE id % 20 = 0;"
start_ns=$(date +%s%N)
sql 0 -c "SET search_path = single, public" -f - <<< "$load"
local_load=$(( ($(date +%s%N) - start_ns) / 1000000 ))
start_ns=$(date +%s%N)
sql 0 -f - <<< "$load"
dist_load=$(( ($(date +%s%N) - start_ns) / 1000000 ))
sql 0 -c "ANALYZE single.puzzles" -c "ANALYZE puzzles"
echo "   loaded in $local_load ms (plain) and $dist_load ms (distributed); shards of puzzles per worker:" \
	"$(sql 0 -At -c "SELECT string_agg(n::text, ' ' ORDER BY nodeport) FROM (SELECT nodeport, count(*) AS n
	                   FROM citus_shards WHERE table_name = 'puzzles'::regclass GROUP BY 1) AS s")"

# The queries: a label, the SQL (run on the distributed tables and on the
# plain ones), the query whose answer is compared (empty: the SQL's own
# answer), and the function that must be in the workers' task in the
# distributed plan.
labels=(); queries=(); checks=(); needs=()
add() { labels+=("$1"); queries+=("$2"); checks+=("$3"); needs+=("$4"); }
add "count by level" \
	"SELECT sudoku_level(p) AS level, count(*) AS puzzles FROM puzzles GROUP BY 1 ORDER BY 1" \
	"" "sudoku_level"
add "need an X-Wing (sudoku_uses)" \
	"SELECT count(*) AS need_xwing FROM puzzles WHERE sudoku_uses(p, 'X-Wing')" "" "sudoku_uses"
add "need an X-Wing (names)" \
	"SELECT count(*) AS need_xwing FROM puzzles WHERE 'X-Wing' = ANY (sudoku_techniques_used(p))" \
	"" "sudoku_techniques_used"
add "not unique" \
	"SELECT count(*) AS not_unique FROM puzzles WHERE NOT sudoku_is_unique(p)" "" "sudoku_is_unique"
add "canonical forms (INSERT ... SELECT)" \
	"INSERT INTO canon SELECT sudoku_canonical(p), id, p FROM puzzles" \
	"SELECT count(*), md5(string_agg(canon::text || id, ',' ORDER BY id)) FROM canon" "sudoku_canonical"
add "twins by canonical form" \
	"SELECT count(*) AS classes, sum(n) AS puzzles FROM (SELECT canon, count(*) AS n FROM canon GROUP BY canon HAVING count(*) > 1) AS t" \
	"" "HAVING"
add "generated set (INSERT ... SELECT)" \
	"INSERT INTO generated SELECT sudoku_canonical(g), seed, g FROM
	   (SELECT id AS seed, sudoku_generate(seed => id) AS g FROM puzzles WHERE id <= $generate) AS s" \
	"SELECT count(*), count(DISTINCT canon), md5(string_agg(p::text, ',' ORDER BY seed)) FROM generated" "sudoku_generate"
# (the rating in FROM: (sudoku_rate(p)).level, (sudoku_rate(p)).score ...
# in the select list would rate each puzzle once per field)
add "rating table (INSERT ... SELECT)" \
	"INSERT INTO ratings SELECT q.id, r.level, r.score, r.hardest_technique, r.steps, r.guesses
	   FROM puzzles AS q, LATERAL sudoku_rate(q.p) AS r" \
	"SELECT count(*), sum(score), md5(string_agg(concat_ws(' ', id, level, score, hardest, steps, guesses), ',' ORDER BY id)) FROM ratings" \
	"sudoku_rate"
add "join on the puzzle: ratings" \
	"SELECT r.level, count(*) AS puzzles, max(r.score) AS hardest,
	        count(*) FILTER (WHERE sudoku_uses(q.p, 'X-Wing')) AS xwing
	 FROM puzzles AS q JOIN ratings AS r ON r.id = q.id WHERE r.guesses = 0 GROUP BY 1 ORDER BY 1" \
	"" "sudoku_uses"
add "join on the puzzle: generated twins" \
	"SELECT count(*) AS generated_twins, count(DISTINCT g.seed) AS seeds FROM generated AS g
	 JOIN canon AS c ON c.canon = g.canon WHERE sudoku_is_unique(g.p)" \
	"" "sudoku_is_unique"
add "cells (LATERAL sudoku_cells)" \
	"SELECT c.value AS digit, count(*) AS givens FROM puzzles AS q, LATERAL sudoku_cells(q.p) AS c
	 WHERE c.given GROUP BY 1 ORDER BY 1" \
	"" "sudoku_cells"

declare -a cpu_before
run() {		# run SCHEMA SQL: the time (ms) and the CPU (coordinator + the busiest worker)
	local schema=$1 query=$2 i c start_ns ms worker_max=0
	for i in $(seq 0 "$workers"); do cpu_before[$i]=$(node_cpu "$i"); done
	start_ns=$(date +%s%N)
	# (an error is an answer of its own, never the answer of the query before)
	sql 0 -At -F ' ' -c "SET search_path = $schema, public" -c "$query" > "$tmp/answer" 2> "$tmp/error" ||
		echo "ERROR ($schema): $(head -n 1 "$tmp/error")" > "$tmp/answer"
	ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
	cpu=$(( $(node_cpu 0) - cpu_before[0] ))
	for i in $(seq 1 "$workers"); do
		c=$(( $(node_cpu "$i") - cpu_before[i] ))
		[ "$c" -gt "$worker_max" ] && worker_max=$c
	done
	echo "$ms $cpu $worker_max"
}

declare -a t_single t_dist c_single c_dist
for q in "${!queries[@]}"; do
	query=${queries[$q]}
	check=${checks[$q]:-$query}
	echo "-- $((q + 1)). ${labels[$q]}: $(echo "$query" | tr -s '\t\n' '  ')"
	plan=$(sql 0 -c "EXPLAIN (VERBOSE, COSTS OFF) $query")
	echo "$plan" | sed 's/^/   /'
	if echo "$plan" | sed -n '/Task Count\|-> *Task/,$p' | grep -q -- "${needs[$q]}"; then
		echo "   (${needs[$q]} runs inside the workers' task)"
	else
		fail "query $((q + 1)), ${labels[$q]}: ${needs[$q]} is not in the workers' task"
	fi
	read -r ms cpu wmax < <(run single "$query")
	t_single[$q]=$ms c_single[$q]=$cpu
	[ "$check" = "$query" ] || sql 0 -At -F ' ' -c "SET search_path = single, public" -c "$check" > "$tmp/answer"
	single=$(tr '\n' ';' < "$tmp/answer")
	read -r ms cpu wmax < <(run public "$query")
	t_dist[$q]=$ms c_dist[$q]="$cpu + $wmax"
	[ "$check" = "$query" ] || sql 0 -At -F ' ' -c "$check" > "$tmp/answer"
	dist=$(tr '\n' ';' < "$tmp/answer")
	if [[ "$single$dist" == *"ERROR ("* ]]; then
		echo "   one server: $single"
		echo "   $workers worker(s): $dist"
		fail "query $((q + 1)), ${labels[$q]}: an error"
	elif [ "$single" = "$dist" ]; then
		echo "   one server: ${t_single[$q]} ms; $workers worker(s): ${t_dist[$q]} ms, CPU ms coordinator + busiest worker ${c_dist[$q]}; the same answer: $dist"
	else
		echo "   one server: ${t_single[$q]} ms: $single"
		echo "   $workers worker(s): ${t_dist[$q]} ms: $dist"
		fail "query $((q + 1)), ${labels[$q]}: the distributed answer differs from one server's"
	fi
done

echo "== time (ms) and CPU (ms) of each query, $total puzzles + $((total / 20)) twins: one server (a plain table on the coordinator)," \
	"and $workers worker(s) (the coordinator's CPU + the busiest worker's)"
printf '%-40s %10s %10s %12s %16s\n' query "1 server" "CPU" "$workers worker(s)" "CPU C + W"
for q in "${!queries[@]}"; do
	printf '%-40s %10s %10s %12s %16s\n' "$((q + 1)) ${labels[$q]}" "${t_single[$q]}" "${c_single[$q]}" \
		"${t_dist[$q]}" "${c_dist[$q]}"
done
if [ "$failures" -gt 0 ]; then
	echo "== $failures check(s) FAILED"
	exit 1
fi
echo "== every answer equal to one server's; the functions ran in the workers' tasks; the update reached every worker"
