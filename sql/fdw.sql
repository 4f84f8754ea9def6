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
CREATE USER MAPPING FOR CURRENT_USER SERVER loopback;

CREATE TABLE shard_puzzles (id integer PRIMARY KEY, p sudoku NOT NULL);
-- a 9x9, a 17-clue, two 5s in a row, a row only (many solutions), a 4x4
INSERT INTO shard_puzzles VALUES
  (1, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  (2, '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'),
  (3, '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  (4, '123456789........................................................................'),
  (5, '12.. ..12 .... ....');
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
SELECT id FROM remote_puzzles WHERE 'Naked Single' = ANY (sudoku_techniques_used(p));
SELECT id, sudoku_level(p), sudoku_techniques_used(p) FROM remote_puzzles WHERE id IN (1, 2, 5) ORDER BY id;

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

DROP FOREIGN TABLE remote_puzzles;
DROP TABLE shard_puzzles;
DROP USER MAPPING FOR CURRENT_USER SERVER loopback;
DROP SERVER loopback;
DROP EXTENSION postgres_fdw;
