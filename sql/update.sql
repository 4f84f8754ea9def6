-- Upgrades: version 1.0 installed, its functions working on today's
-- library, a game stored, then ALTER EXTENSION UPDATE to the newest
-- version.  Runs last: it drops and makes the extension again.
SET client_min_messages = warning;
DROP EXTENSION sudoku CASCADE;
CREATE EXTENSION sudoku VERSION '1.0';
RESET client_min_messages;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';

\set ur '080926004509008000000000003006010000070409080000080100600000000000200601900361070'
-- the 1.0 signatures still work against the new library
SELECT * FROM sudoku_rate(:'ur');
SELECT step, technique, explanation FROM sudoku_steps(:'ur') WHERE step = 29;
SELECT count(*) FROM sudoku_techniques();
INSERT INTO sudoku_game (name, puzzle) VALUES ('kept across the update', :'ur');

ALTER EXTENSION sudoku UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
-- the game is still there, and the views read it with the new columns
SELECT name, (SELECT count(*) FROM sudoku_step s WHERE s.game_id = g.game_id) AS steps,
       (SELECT count(library_line) FROM sudoku_step s WHERE s.game_id = g.game_id) AS lines
FROM sudoku_game g;
SELECT * FROM sudoku_rate(:'ur', '{-uniqueness}');

-- every object the extension has after the update, with its signature
-- and result: the expected output is the SQL surface of the newest version
-- (a fresh install runs the same scripts, as PostgreSQL's contrib modules
-- do, so it ends in the same objects)
SELECT p.oid::regprocedure::text AS function, pg_get_function_result(p.oid) AS result,
       obj_description(p.oid, 'pg_proc') IS NOT NULL AS commented
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
WHERE p.proname LIKE 'sudoku%'
ORDER BY 1;
SELECT c.oid::regclass AS view, obj_description(c.oid, 'pg_class') IS NOT NULL AS commented,
       c.relacl IS NOT NULL AS granted
FROM pg_class c JOIN pg_depend d ON d.objid = c.oid AND d.classid = 'pg_class'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
WHERE c.relkind = 'v' ORDER BY 1::text;
DELETE FROM sudoku_game;
