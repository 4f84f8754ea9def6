-- What a postgres_fdw shard is sent: a foreign table over this same
-- database (loopback), with the extension named in the server's
-- "extensions" option, and EXPLAIN VERBOSE shows the remote SQL.  Every
-- result equals the one read locally.
CREATE EXTENSION postgres_fdw;
DO $$
BEGIN
	EXECUTE format('CREATE SERVER loopback FOREIGN DATA WRAPPER postgres_fdw '
				   'OPTIONS (host %L, port %L, dbname %L, extensions %L)',
				   split_part(current_setting('unix_socket_directories'), ',', 1),
				   current_setting('port'), current_database(), 'sudoku');
END
$$;
-- the mapping names its user: the regress suite's role need not be the
-- operating system user's name
DO $$
BEGIN
	EXECUTE format('CREATE USER MAPPING FOR CURRENT_USER SERVER loopback OPTIONS (user %L)', current_user);
END
$$;

-- The lines of a query's plan that match a pattern: what a test asserts
-- of a plan (the filter reaches the index, the remote SQL, the function
-- call), without the rest, which PostgreSQL releases print differently
-- (a subplan is "SubPlan 1", "EXISTS(SubPlan 1)" or "SubPlan exists_1").
CREATE FUNCTION pg_temp.plan_lines(query text, pattern text, verbose_plan boolean DEFAULT false)
RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
  line text;
BEGIN
  FOR line IN EXECUTE 'EXPLAIN (COSTS OFF' || CASE WHEN verbose_plan THEN ', VERBOSE' ELSE '' END || ') ' || query LOOP
    IF line ~ pattern THEN
      RETURN NEXT btrim(line);
    END IF;
  END LOOP;
END $$;

CREATE TABLE shard_puzzles (id integer PRIMARY KEY, p sudoku NOT NULL);
-- a 9x9, a 17-clue, two 5s in a row, a row only (many solutions), a 4x4,
-- a position whose path needs an X-Wing
INSERT INTO shard_puzzles VALUES
  (1, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  (2, '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'),
  (3, '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  (4, '123456789........................................................................'),
  (5, '12.. ..12 .... ....'),
  (6, '97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633');
CREATE FOREIGN TABLE remote_puzzles (id integer, p sudoku) SERVER loopback
	OPTIONS (table_name 'shard_puzzles');

-- functions of the extension in WHERE are sent
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE sudoku_is_unique(p);
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles WHERE sudoku_count_solutions(p, 2) = 1 AND sudoku_size(p) = 9;
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles WHERE sudoku_given_count(p) < 20 AND sudoku_is_valid(p);
-- and the type's operators
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles WHERE p = '12.. ..12 .... ....'::sudoku;
-- a rating compared as a whole row is sent: sudoku_rating is the extension's
-- type; a field taken out of it is not (postgres_fdw sends no field selection)
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles
WHERE sudoku_rate(p) = ROW('Easy', 204, 'Naked Single', 51, 0)::sudoku_rating;
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE (sudoku_rate(p)).level = 'Easy';

-- what a collector asks: the level is sent (an enum of the extension's);
-- the names of the techniques used are text, whose comparison postgres_fdw
-- sends only when the text comes from a column of the shard, so that
-- filter runs here
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE sudoku_level(p) = 'Easy';
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE sudoku_level(p) >= 'Hard';
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles WHERE 'X-Wing' = ANY (sudoku_techniques_used(p));
-- the same question as sudoku_uses, whose technique is a value of the
-- extension's enum sudoku_technique: sent, alone, with others, and inside
-- an aggregate that the shard computes whole; not sent when the call names
-- its techniques or settings (text arguments: the collation rule again)
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE sudoku_uses(p, 'X-Wing');
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_puzzles WHERE sudoku_uses(p, 'X-Wing') AND NOT sudoku_uses(p, 'Guess');
EXPLAIN (VERBOSE, COSTS OFF)
SELECT count(*) FILTER (WHERE sudoku_uses(p, 'X-Wing')) AS x_wing, count(*) AS puzzles FROM remote_puzzles;
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_puzzles WHERE sudoku_uses(p, 'X-Wing', '{all}');
SELECT id, sudoku_level(p), sudoku_techniques_used(p) FROM remote_puzzles WHERE id IN (1, 2, 5, 6) ORDER BY id;
SELECT id FROM remote_puzzles WHERE sudoku_uses(p, 'X-Wing') ORDER BY id;
SELECT id FROM remote_puzzles WHERE sudoku_uses(p, 'Hidden Single') ORDER BY id;
SELECT count(*) FILTER (WHERE sudoku_uses(p, 'X-Wing')) AS x_wing, count(*) AS puzzles FROM remote_puzzles;
-- a count by level: the grouping is sendable, but the planner keeps it here
-- (only the rows it would spare weigh against the rating's cost in its
-- estimate; a partitioned table is never sent a partial aggregate); the
-- shard sorts by the level
EXPLAIN (VERBOSE, COSTS OFF) SELECT sudoku_level(p), count(*) FROM remote_puzzles GROUP BY 1 ORDER BY 1;
SELECT sudoku_level(p), count(*) FROM remote_puzzles GROUP BY 1 ORDER BY 1;

-- The functions that return sets of rows, of their named types, are never
-- sent, whatever their type: in the select list they run above the scan
-- (ProjectSet), in FROM beside it, in a subquery as a subplan; the shard
-- sends the puzzles.  Their rows have the same type here as there.
EXPLAIN (VERBOSE, COSTS OFF) SELECT id, sudoku_violations(p) FROM remote_puzzles;
EXPLAIN (VERBOSE, COSTS OFF)
SELECT t.rule, count(*) FROM remote_puzzles r CROSS JOIN LATERAL sudoku_trace(r.p) AS t GROUP BY 1;
SELECT * FROM pg_temp.plan_lines('SELECT id FROM remote_puzzles r WHERE EXISTS (SELECT FROM sudoku_violations(r.p))',
                                  'Foreign Scan|Remote SQL|Function Call', true);
SELECT id, v, pg_typeof(v) FROM remote_puzzles r CROSS JOIN LATERAL sudoku_violations(r.p) AS v ORDER BY id, v;
-- To run one on the shards, a view there.  A named type can be the type of
-- a foreign table's column (an anonymous record cannot), and postgres_fdw
-- sends a test of the whole row and a grouping by it, not a field taken
-- out of it; a view with the fields as columns has their comparisons and
-- aggregates sent too.
CREATE VIEW shard_traces AS
	SELECT s.id, t FROM shard_puzzles AS s CROSS JOIN LATERAL sudoku_trace(s.p) AS t;
CREATE FOREIGN TABLE remote_traces (id integer, t sudoku_cell_trace) SERVER loopback
	OPTIONS (table_name 'shard_traces');
EXPLAIN (VERBOSE, COSTS OFF) SELECT id, count(*) FROM remote_traces WHERE t IS NOT NULL GROUP BY id;
EXPLAIN (VERBOSE, COSTS OFF) SELECT t, count(*) FROM remote_traces GROUP BY t HAVING count(*) > 1;
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM remote_traces WHERE (t).rule = 'Guess';
-- a whole row compared with a value: IS NOT DISTINCT FROM is sent with the
-- value's type (postgres_fdw 15 sends "t = '(...)'" without it, which the
-- shard cannot read: "input of anonymous composite types is not implemented")
EXPLAIN (VERBOSE, COSTS OFF)
SELECT id FROM remote_traces WHERE t IS NOT DISTINCT FROM ROW(3, 1, 3, 2, 3, 'Guess', 1)::sudoku_cell_trace;
SELECT id FROM remote_traces WHERE t IS NOT DISTINCT FROM ROW(3, 1, 3, 2, 3, 'Guess', 1)::sudoku_cell_trace;
SELECT t, pg_typeof(t) FROM remote_traces WHERE id = 5 ORDER BY t;
CREATE VIEW shard_trace_cells AS
	SELECT s.id, t.* FROM shard_puzzles AS s CROSS JOIN LATERAL sudoku_trace(s.p) AS t;
CREATE FOREIGN TABLE remote_trace_cells (id integer, cell_id integer, "row" integer, col integer,
	box integer, value integer, rule text, step integer) SERVER loopback
	OPTIONS (table_name 'shard_trace_cells');
EXPLAIN (VERBOSE, COSTS OFF) SELECT rule, count(*) FROM remote_trace_cells WHERE id = 6 GROUP BY rule;
SELECT rule, count(*) FROM remote_trace_cells WHERE id = 6 GROUP BY rule ORDER BY rule;

-- the same answers as reading the table here
SELECT id, sudoku_is_unique(p) AS is_unique, sudoku_count_solutions(p, 2) AS solutions,
       (sudoku_rate(p)).level
FROM remote_puzzles ORDER BY id;
SELECT count(*) AS differences FROM (
  (SELECT id, sudoku_is_unique(p), sudoku_count_solutions(p, 2), sudoku_rate(p), sudoku_solve(p)::text,
          sudoku_level(p), sudoku_techniques_used(p)
   FROM remote_puzzles WHERE sudoku_is_valid(p)
   EXCEPT
   SELECT id, sudoku_is_unique(p), sudoku_count_solutions(p, 2), sudoku_rate(p), sudoku_solve(p)::text,
          sudoku_level(p), sudoku_techniques_used(p)
   FROM shard_puzzles WHERE sudoku_is_valid(p))
  UNION ALL
  (SELECT id, sudoku_is_unique(p), sudoku_count_solutions(p, 2), sudoku_rate(p), sudoku_solve(p)::text,
          sudoku_level(p), sudoku_techniques_used(p)
   FROM shard_puzzles WHERE sudoku_is_valid(p)
   EXCEPT
   SELECT id, sudoku_is_unique(p), sudoku_count_solutions(p, 2), sudoku_rate(p), sudoku_solve(p)::text,
          sudoku_level(p), sudoku_techniques_used(p)
   FROM remote_puzzles WHERE sudoku_is_valid(p))) AS d;
SELECT id FROM remote_puzzles
WHERE sudoku_rate(p) = ROW('Easy', 204, 'Naked Single', 51, 0)::sudoku_rating ORDER BY id;
-- which technique each path uses, asked there and here (sql/logic.sql
-- checks sudoku_uses against sudoku_techniques_used for every technique)
WITH r AS MATERIALIZED (SELECT id, t, sudoku_uses(p, t) AS uses
                        FROM remote_puzzles, unnest('{Hidden Single,X-Wing,Guess}'::sudoku_technique[]) AS t),
     l AS MATERIALIZED (SELECT id, t, sudoku_uses(p, t) AS uses
                        FROM shard_puzzles, unnest('{Hidden Single,X-Wing,Guess}'::sudoku_technique[]) AS t)
SELECT count(*) AS asked, count(*) FILTER (WHERE r.uses) AS used,
       count(*) FILTER (WHERE r.uses IS DISTINCT FROM l.uses) AS differences
FROM r JOIN l USING (id, t);
-- the rows of the functions that return sets, read through the shard's
-- views and computed here from the puzzles it sends, against the local ones
SELECT count(*) AS rows, count(*) FILTER (WHERE l.t IS NULL) AS only_remote FROM remote_traces AS r
LEFT JOIN (SELECT s.id, t FROM shard_puzzles AS s CROSS JOIN LATERAL sudoku_trace(s.p) AS t) AS l
  ON l.id = r.id AND l.t = r.t;
WITH r AS MATERIALIZED (SELECT id, ARRAY(SELECT c FROM sudoku_cells(p) AS c) AS cells,
                               ARRAY(SELECT k FROM sudoku_candidates(p) AS k) AS candidates,
                               ARRAY(SELECT v FROM sudoku_violations(p) AS v) AS violations
                        FROM remote_puzzles),
     l AS MATERIALIZED (SELECT id, ARRAY(SELECT c FROM sudoku_cells(p) AS c) AS cells,
                               ARRAY(SELECT k FROM sudoku_candidates(p) AS k) AS candidates,
                               ARRAY(SELECT v FROM sudoku_violations(p) AS v) AS violations
                        FROM shard_puzzles)
SELECT count(*) AS puzzles, pg_typeof(min(r.cells)) AS cells_type,
       count(*) FILTER (WHERE r.cells = l.cells AND r.candidates = l.candidates AND r.violations = l.violations) AS equal
FROM r JOIN l USING (id);

DROP FOREIGN TABLE remote_puzzles, remote_traces, remote_trace_cells;
DROP VIEW shard_traces, shard_trace_cells;
DROP TABLE shard_puzzles;
DROP USER MAPPING FOR CURRENT_USER SERVER loopback;
DROP SERVER loopback;
DROP EXTENSION postgres_fdw;
