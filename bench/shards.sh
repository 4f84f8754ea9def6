#!/usr/bin/env bash
# shards.sh -- a puzzle archive sharded over postgres_fdw, on loopback.
#
#   bench/shards.sh [-s "1 2 4"] [-n LIMIT] FILE...
#
# Starts a coordinator and as many shard clusters as the largest count in
# -s (each its own data directory and port, all under one temporary
# directory, all stopped and removed at the end), installs the extension
# on each, and for every shard count N: makes a table of puzzles on the
# coordinator, hash-partitioned into N foreign partitions (postgres_fdw,
# async_capable, the sudoku extension named in each server's "extensions"
# option so that its functions run on the shards), loads the puzzles of
# FILE... (one a line, `#` comments skipped; of a line of fields the one of
# 81 characters or more; at most LIMIT of them), and runs a collector's
# queries, printing each one's EXPLAIN VERBOSE (with the SQL each shard is
# sent) once and its time for every N.
#
# The partition key is the puzzle, with the type's hash operator class;
# when the extension has sudoku_canonical it is the canonical form, so
# that twins share a shard and the twin query runs on the shards too, and
# one puzzle in 20 is loaded a second time transformed (sudoku_transform),
# so that there are twins to find.
#
# Every query is timed after the same question asked another way where
# there is one (the form postgres_fdw sends, beside the one it does not),
# and the script says whether the two answers agree.
#
# Needs PostgreSQL 15's server binaries and the extension installed
# (make install) in the installation of PG_BIN (default
# /usr/lib/postgresql/15/bin).  As root it runs the clusters as the
# postgres user.
set -euo pipefail

bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
counts="1 2 4"
limit=0
while getopts "s:n:" opt; do
	case $opt in
		s) counts=$OPTARG ;;
		n) limit=$OPTARG ;;
		*) echo "usage: shards.sh [-s \"1 2 4\"] [-n LIMIT] FILE..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: shards.sh [-s \"1 2 4\"] [-n LIMIT] FILE..." >&2; exit 2; }
max=0
for n in $counts; do [ "$n" -gt "$max" ] && max=$n; done

tmp=$(mktemp -d /tmp/sudoku-shards.XXXXXX)
chmod 755 "$tmp"
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
	chown postgres "$tmp"
	as_pg=(runuser -u postgres --)
fi
base_port=$((54000 + RANDOM % 1000))
port() { echo $((base_port + $1)); }		# 0 the coordinator, i shard i
started=()
cleanup() {
	for d in "${started[@]}"; do
		"${as_pg[@]}" "$bin/pg_ctl" -D "$d" stop -m fast >/dev/null 2>&1 || true
	done
	rm -rf "$tmp"
}
trap cleanup EXIT

start() {	# start NAME INDEX
	local dir=$tmp/$1
	"${as_pg[@]}" "$bin/initdb" -D "$dir" -A trust -U postgres -E UTF8 --no-sync >/dev/null
	"${as_pg[@]}" "$bin/pg_ctl" -D "$dir" -l "$tmp/$1.log" -w start \
		-o "-p $(port "$2") -k $tmp -c listen_addresses='' -c fsync=off -c autovacuum=off" >/dev/null
	started+=("$dir")
}
# The CPU time (user + system, ms) of a cluster's backends that have ended:
# the postmaster's reaped children.  Each query below runs in a session of
# its own, whose backends on the coordinator and on the shards end with it,
# so the difference before and after is the query's work on each cluster;
# a figure the load of a shared machine does not inflate, unlike the time.
hz=$(getconf CLK_TCK)
cluster_cpu() {	# cluster_cpu INDEX (0 the coordinator)
	local dir=${started[$1]} pid
	pid=$(head -n 1 "$dir/postmaster.pid")
	# wait for the session's backends to end and be reaped (children whose
	# title names the user and database, "postgres: postgres postgres ...",
	# or that are zombies: their time counts once the postmaster reaps them)
	for _ in $(seq 1 50); do
		ps --ppid "$pid" -o stat=,args= | grep -q -e '^Z' -e '^[^ ]* *postgres: postgres postgres' || break
		sleep 0.1
	done
	awk -v hz="$hz" '{ print int(($16 + $17) * 1000 / hz) }' "/proc/$pid/stat"
}
sql() {		# sql INDEX [psql arguments]: on the coordinator (0) or a shard
	local i=$1
	shift
	"${as_pg[@]}" "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$tmp" -p "$(port "$i")" -U postgres -d postgres "$@"
}

# The planner's cost of a row a shard sends (postgres_fdw's default is
# 0.01).  It sends an aggregate only when the rows it spares outweigh the
# planner's fuzz, 1% of the cost, and our functions are costly (a rating is
# COST 100000, 250 units a call): at 0.01 it keeps every grouping by a
# rating or a canonical form on the coordinator.  It also needs to know
# that a grouping by level makes few groups: the coordinator keeps
# statistics on sudoku_level(p) of each partition (CREATE STATISTICS; its
# ANALYZE rates the rows it samples).
tuple_cost=5

echo "== starting a coordinator and $max shard cluster(s) under $tmp"
start coordinator 0
for i in $(seq 1 "$max"); do start "shard$i" "$i"; done
for i in $(seq 0 "$max"); do sql "$i" -c "CREATE EXTENSION sudoku"; done
sql 0 -c "CREATE EXTENSION postgres_fdw"
for i in $(seq 1 "$max"); do
	sql 0 -c "CREATE SERVER shard$i FOREIGN DATA WRAPPER postgres_fdw
	            OPTIONS (host '$tmp', port '$(port "$i")', dbname 'postgres',
	                     extensions 'sudoku', async_capable 'true', fetch_size '1000',
	                     fdw_tuple_cost '$tuple_cost')" \
	      -c "CREATE USER MAPPING FOR postgres SERVER shard$i OPTIONS (user 'postgres')"
done
key=p
if [ "$(sql 0 -At -c "SELECT count(*) FROM pg_proc WHERE proname = 'sudoku_canonical'")" != 0 ]; then
	key="sudoku_canonical(p)"
fi

# the puzzles, one a line, readable by the postgres user
# (awk stops at the limit itself: a head after it would stop it with
# SIGPIPE, which pipefail makes the script's end)
awk -v limit="$limit" '!/^#/ {
	for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; if (limit > 0 && ++n >= limit) exit; break }
}' "$@" > "$tmp/puzzles.txt"
chmod 644 "$tmp/puzzles.txt"
total=$(wc -l < "$tmp/puzzles.txt")
echo "== $total puzzles from $*; partition key: $key"

# The collector's queries, each a label, the SQL (@PARTS@ stands for the
# partitions, one SELECT per partition joined by UNION ALL, built from
# @PART@ for each partition) and the query whose answer it must equal.
#
# postgres_fdw (15) sends each shard the filters in WHERE made of the
# extension's functions and operators, so those run on all shards at once;
# it sends no partial aggregate (a count over the partitioned table is
# summed here from the rows the shards send), no function in the select
# list of a plain scan, and no comparison of text that does not come from a
# column: the count by level grouped over the whole table and the filter on
# technique names run on the coordinator, which rates every puzzle.  Their
# other forms run on the shards: the count by level asked of each partition
# (a whole aggregate, sent), the technique asked with sudoku_uses (the
# extension's enum sudoku_technique, sent).
labels=(); queries=(); same_as=()
add_query() { labels+=("$1"); queries+=("$2"); same_as+=("${3:-}"); }
add_query "level >= Unfair" \
	"SELECT count(*) AS unfair_or_harder FROM puzzles WHERE sudoku_level(p) >= 'Unfair'"
add_query "not unique" \
	"SELECT count(*) AS not_unique FROM puzzles WHERE NOT sudoku_is_unique(p)"
add_query "by level, one grouping" \
	"SELECT sudoku_level(p) AS level, count(*) AS puzzles FROM puzzles GROUP BY 1 ORDER BY 1"
add_query "by level, per shard" \
	"SELECT level, sum(puzzles) AS puzzles FROM (@PARTS@) AS s GROUP BY 1 ORDER BY 1" 3
part_levels="SELECT sudoku_level(p) AS level, count(*) AS puzzles FROM @PART@ GROUP BY 1"
add_query "X-Wing, names (text)" \
	"SELECT count(*) AS need_xwing FROM puzzles WHERE 'X-Wing' = ANY (sudoku_techniques_used(p))"
add_query "X-Wing, sudoku_uses" \
	"SELECT count(*) AS need_xwing FROM puzzles WHERE sudoku_uses(p, 'X-Wing')" 5
# twins share a shard (the partition key is the canonical form), so the
# grouping by it is whole on each shard and is sent there
if [ "$key" != p ]; then
	add_query "twins" \
		"SELECT count(*) AS twin_classes, sum(n) AS puzzles FROM (SELECT count(*) AS n FROM puzzles GROUP BY sudoku_canonical(p)
		  HAVING count(*) > 1) AS t"
fi
settings="SET enable_partitionwise_aggregate = off;"
twin_settings="SET enable_partitionwise_aggregate = on;"

# one puzzle in 20 again, transformed: a twin, on its original's shard
twins_sql="SELECT 0"
if [ "$key" != p ]; then
	twins_sql="INSERT INTO puzzles SELECT id + 100000000, sudoku_transform(line::sudoku, id) FROM raw WHERE id % 20 = 0"
fi

declare -A times results cpus
declare -a cpu_before
for n in $counts; do
	sql 0 -c "DROP TABLE IF EXISTS puzzles" \
	      -c "CREATE TABLE puzzles (id bigint NOT NULL, p sudoku NOT NULL) PARTITION BY HASH (($key))"
	for i in $(seq 1 "$n"); do
		sql "$i" -c "DROP TABLE IF EXISTS puzzles_of_$n" -c "CREATE TABLE puzzles_of_$n (id bigint NOT NULL, p sudoku NOT NULL)"
		sql 0 -c "CREATE FOREIGN TABLE puzzles_$i PARTITION OF puzzles
		            FOR VALUES WITH (MODULUS $n, REMAINDER $((i - 1)))
		            SERVER shard$i OPTIONS (table_name 'puzzles_of_$n', batch_size '1000')" \
		      -c "CREATE STATISTICS puzzles_${i}_level ON (sudoku_level(p)) FROM puzzles_$i"
	done
	start_ns=$(date +%s%N)
	sql 0 -c "CREATE TEMP TABLE raw (id bigint GENERATED ALWAYS AS IDENTITY, line text)" \
	      -c "\\copy raw (line) FROM '$tmp/puzzles.txt'" \
	      -c "INSERT INTO puzzles SELECT id, line::sudoku FROM raw" \
	      -c "$twins_sql"
	load_ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
	for i in $(seq 1 "$n"); do sql "$i" -c "ANALYZE puzzles_of_$n"; done
	start_ns=$(date +%s%N)
	sql 0 -c "ANALYZE puzzles"
	analyze_ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
	echo "== $n shard(s): loaded in $load_ms ms, analyzed in $analyze_ms ms; rows per shard:" \
		$(sql 0 -At -c "SELECT string_agg(c::text, ' ' ORDER BY t) FROM
		                  (SELECT tableoid::regclass::text AS t, count(*) AS c FROM puzzles GROUP BY 1) AS s")
	parts=""
	for i in $(seq 1 "$n"); do
		[ -n "$parts" ] && parts="$parts UNION ALL "
		parts="$parts${part_levels//@PART@/puzzles_$i}"
	done
	for q in "${!queries[@]}"; do
		query=${queries[$q]//@PARTS@/$parts}
		set_q=$settings
		[ "${labels[$q]}" = twins ] && set_q=$twin_settings
		if [ "$n" = "$max" ]; then
			echo "-- query $((q + 1)), ${labels[$q]}, on $n shard(s): $query"
			sql 0 -c "$set_q" -c "EXPLAIN (VERBOSE, COSTS OFF) $query" | sed 's/^/   /'
		fi
		for i in $(seq 0 "$n"); do cpu_before[$i]=$(cluster_cpu "$i"); done
		start_ns=$(date +%s%N)
		result=$(sql 0 -At -F ' ' -c "$set_q" -c "$query" | tr '\n' ' ')
		ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
		times[$q,$n]=$ms
		cpu=""
		shard_max=0
		for i in $(seq 0 "$n"); do
			c=$(( $(cluster_cpu "$i") - cpu_before[i] ))
			cpu="$cpu${cpu:+ }$c"
			[ "$i" -gt 0 ] && [ "$c" -gt "$shard_max" ] && shard_max=$c
		done
		cpus[$q,$n]="${cpu%% *} + $shard_max"
		results[$q,$n]=$result
		check=""
		if [ -n "${same_as[$q]}" ]; then
			if [ "$result" = "${results[$((same_as[$q] - 1)),$n]}" ]; then
				check=" (the same as query ${same_as[$q]})"
			else
				check=" (DIFFERS from query ${same_as[$q]})"
			fi
		fi
		echo "   query $((q + 1)): $ms ms on $n shard(s), CPU ms coordinator then each shard: $cpu: $result$check"
	done
done

echo "== time of each query (ms) by number of shards"
printf '%-30s' query; for n in $counts; do printf '%10s' "$n"; done; echo
for q in "${!queries[@]}"; do
	printf '%-30s' "$((q + 1)) ${labels[$q]}"; for n in $counts; do printf '%10s' "${times[$q,$n]}"; done; echo
done
# On N machines the shards work at once: a query takes about the
# coordinator's CPU time plus the busiest shard's (and the network).
echo "== CPU time of each query (ms): the coordinator's + the busiest shard's, by number of shards"
printf '%-30s' query; for n in $counts; do printf '%14s' "$n"; done; echo
for q in "${!queries[@]}"; do
	printf '%-30s' "$((q + 1)) ${labels[$q]}"; for n in $counts; do printf '%14s' "${cpus[$q,$n]}"; done; echo
done
