-- Upgrades: version 1.0 installed, its functions working on today's
-- library, a game stored, then ALTER EXTENSION UPDATE to the newest
-- version.  Runs last: it drops and makes the extension again.
SET client_min_messages = warning;
DROP EXTENSION sudoku CASCADE;
CREATE EXTENSION sudoku VERSION '1.0';
RESET client_min_messages;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';

\set ur '080926004509008000000000003006010000070409080000080100600000000000200601900361070'
\set aic ':0708:1:....8.4..4.......7..69+4...3.......7...7..62.5.9...2..1..3....5..8..14......32..1.:213 114 614 123 223 523 627 827 927 228 628 837 449 858 868 671 771 971 672 772 679 879 979:111 131::'
-- the 1.0 signatures still work against the new library
SELECT * FROM sudoku_rate(:'ur');
SELECT step, technique, explanation FROM sudoku_steps(:'ur') WHERE step = 29;
SELECT count(*) FROM sudoku_techniques();
-- a chain step through the 1.0 columns (the library writes a chain they have no place for)
SELECT technique, explanation FROM sudoku_find_steps('..7...1...1..8.+93.4.9..16.2..8.3..+2..7.148+59.....2.8..5+942..3.8.2..9..5...6...2.+9:661 168 189 191', 'X-Chain') ORDER BY step LIMIT 1;
SELECT technique, explanation FROM sudoku_hint(:'aic');
INSERT INTO sudoku_game (name, puzzle) VALUES ('kept across the update', :'ur');

ALTER EXTENSION sudoku UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
-- the game is still there, and the views read it with the new columns
SELECT name, (SELECT count(*) FROM sudoku_step s WHERE s.game_id = g.game_id) AS steps,
       (SELECT count(library_line) FROM sudoku_step s WHERE s.game_id = g.game_id) AS lines,
       (SELECT count(chain) FROM sudoku_step s WHERE s.game_id = g.game_id) AS chains
FROM sudoku_game g;
SELECT technique, chain FROM sudoku_hint(:'aic');
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
-- and the columns of those that return rows, and of the views
SELECT p.proname AS function,
       array_to_string(ARRAY(SELECT a.name FROM unnest(p.proargnames, p.proargmodes) AS a(name, mode)
                             WHERE a.mode IN ('o', 't')), ', ') AS columns
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
WHERE p.proname LIKE 'sudoku%' AND p.proargmodes IS NOT NULL
ORDER BY 1;
SELECT c.oid::regclass AS view, string_agg(a.attname, ', ' ORDER BY a.attnum) AS columns
FROM pg_class c JOIN pg_depend d ON d.objid = c.oid AND d.classid = 'pg_class'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
WHERE c.relkind = 'v' GROUP BY c.oid ORDER BY c.oid::regclass::text;
-- the named result types (a row a function returns ships to a shard by them)
SELECT t.oid::regtype AS type, string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', '
                                          ORDER BY a.attnum) AS fields,
       obj_description(t.oid, 'pg_type') IS NOT NULL AS commented
FROM pg_type t JOIN pg_depend d ON d.objid = t.oid AND d.classid = 'pg_type'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
JOIN pg_attribute a ON a.attrelid = t.typrelid AND a.attnum > 0
WHERE t.typtype = 'c' GROUP BY t.oid ORDER BY t.oid::regtype::text;
SELECT t.oid::regtype AS type, string_agg(en.enumlabel, ' < ' ORDER BY en.enumsortorder) AS labels,
       obj_description(t.oid, 'pg_type') IS NOT NULL AS commented
FROM pg_type t JOIN pg_depend d ON d.objid = t.oid AND d.classid = 'pg_type'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
JOIN pg_enum en ON en.enumtypid = t.oid
WHERE t.typtype = 'e' GROUP BY t.oid ORDER BY t.oid::regtype::text;
SELECT c.oid::regclass AS view, obj_description(c.oid, 'pg_class') IS NOT NULL AS commented,
       c.relacl IS NOT NULL AS granted
FROM pg_class c JOIN pg_depend d ON d.objid = c.oid AND d.classid = 'pg_class'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
WHERE c.relkind = 'v' ORDER BY c.oid::regclass::text;
DELETE FROM sudoku_game;
