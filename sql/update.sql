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
SELECT (SELECT count(*) FROM sudoku_cells(:'ur')) AS cells, (SELECT count(*) FROM sudoku_candidates(:'ur')) AS candidates,
       (SELECT count(*) FROM sudoku_trace(:'ur')) AS traced, (SELECT count(*) FROM sudoku_location(9)) AS locations;
-- a chain step through the 1.0 columns (the library writes a chain they have no place for)
SELECT technique, explanation FROM sudoku_find_steps('..7...1...1..8.+93.4.9..16.2..8.3..+2..7.148+59.....2.8..5+942..3.8.2..9..5...6...2.+9:661 168 189 191', 'X-Chain') ORDER BY step LIMIT 1;
SELECT technique, explanation FROM sudoku_hint(:'aic');
-- sudoku_apply's 1.0 signature has two arguments of the four the library reads
SELECT sudoku_apply(:'ur', 3) AS after_3, sudoku_apply(:'ur') = sudoku_solve(:'ur') AS all_steps,
       sudoku_apply(:'ur', NULL) = sudoku_solve(:'ur') AS null_steps;
INSERT INTO sudoku_game (name, puzzle) VALUES ('kept across the update', :'ur');

ALTER EXTENSION sudoku UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
-- the game is still there, and the views read it with the new columns
SELECT name, (SELECT count(*) FROM sudoku_step s WHERE s.game_id = g.game_id) AS steps,
       (SELECT count(library_line) FROM sudoku_step s WHERE s.game_id = g.game_id) AS lines,
       (SELECT count(chain) FROM sudoku_step s WHERE s.game_id = g.game_id) AS chains
FROM sudoku_game g;
SELECT name, pg_typeof(owner) AS owner_type, owner = CURRENT_USER AS mine FROM sudoku_game;
SELECT technique, chain FROM sudoku_hint(:'aic');
SELECT * FROM sudoku_rate(:'ur', '{-uniqueness}');
-- the views made again over the functions' named result types read it too
SELECT (SELECT count(*) FROM sudoku_candidate) AS candidates, (SELECT count(*) FROM sudoku_violation) AS violations,
       (SELECT count(*) FROM sudoku_cell) AS cells, (SELECT count(*) FROM sudoku_location) AS locations,
       (SELECT count(*) FROM sudoku_location_wide) AS locations_wide;
SELECT pg_typeof(c) AS cell, pg_typeof(t) AS trace, pg_typeof(i) AS iteration
FROM sudoku_cells(:'ur') AS c, sudoku_trace(:'ur') AS t, sudoku_iterations(:'ur') AS i LIMIT 1;

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
-- and the columns of those that return rows (the columns the 1.0 functions
-- had as OUT parameters, now the fields of a type of the extension's: none
-- returns an anonymous record), and of the views
SELECT p.proname AS function,
       array_to_string(ARRAY(SELECT a.attname FROM pg_attribute a
                             WHERE a.attrelid = t.typrelid AND a.attnum > 0 ORDER BY a.attnum), ', ') AS columns
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
JOIN pg_type t ON t.oid = p.prorettype
WHERE p.proname LIKE 'sudoku%' AND t.typtype = 'c'
ORDER BY 1;
SELECT count(*) AS anonymous_rows
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
WHERE p.prorettype = 'record'::regtype OR p.proargmodes IS NOT NULL;
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
-- a type of its own (relkind c): from 17 on the row types of the
-- extension's views and table are members too
JOIN pg_class rc ON rc.oid = t.typrelid AND rc.relkind = 'c'
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

-- An update and a fresh install of the newest version end in the same
-- objects: every object of the extension described by name (functions with
-- their whole definition, types, operators and their classes, casts,
-- views, the games table with its columns, constraints, policies and
-- security, sequences, comments, grants, the tables pg_dump keeps), once
-- after the update above and once after CREATE EXTENSION of the newest
-- version, then compared both ways.
CREATE FUNCTION pg_temp.sudoku_objects() RETURNS TABLE (object text, detail text)
LANGUAGE sql AS $$
	WITH members AS (
		SELECT d.classid, d.objid, pg_describe_object(d.classid, d.objid, 0) AS object
		FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku'
		WHERE d.deptype = 'e')
	SELECT m.object, x.detail
	FROM members m
	CROSS JOIN LATERAL (
		SELECT pg_get_functiondef(m.objid) || ' acl ' || coalesce(p.proacl::text, '-') AS detail
		FROM pg_proc p WHERE m.classid = 'pg_proc'::regclass AND p.oid = m.objid AND p.prokind <> 'a'
		UNION ALL
		SELECT concat_ws(' ', t.typtype, t.typlen, t.typalign, t.typstorage, t.typinput, t.typoutput,
						 t.typreceive, t.typsend, t.typcategory, t.typacl,
						 (SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' ORDER BY a.attnum)
						  FROM pg_attribute a WHERE a.attrelid = t.typrelid AND a.attnum > 0),
						 (SELECT string_agg(en.enumlabel, ' < ' ORDER BY en.enumsortorder)
						  FROM pg_enum en WHERE en.enumtypid = t.oid))
		FROM pg_type t WHERE m.classid = 'pg_type'::regclass AND t.oid = m.objid
		UNION ALL
		SELECT concat_ws(' ', o.oprcode, o.oprcom::regoperator, o.oprnegate::regoperator, o.oprrest, o.oprjoin,
						 o.oprcanmerge, o.oprcanhash)
		FROM pg_operator o WHERE m.classid = 'pg_operator'::regclass AND o.oid = m.objid
		UNION ALL
		SELECT concat_ws(' ', c.opcdefault, c.opcintype::regtype,
						 (SELECT string_agg(ao.amopstrategy || ' ' || ao.amopopr::regoperator, ', ' ORDER BY ao.amopstrategy)
						  FROM pg_amop ao WHERE ao.amopfamily = c.opcfamily),
						 (SELECT string_agg(ap.amprocnum || ' ' || ap.amproc::regprocedure, ', ' ORDER BY ap.amprocnum)
						  FROM pg_amproc ap WHERE ap.amprocfamily = c.opcfamily))
		FROM pg_opclass c WHERE m.classid = 'pg_opclass'::regclass AND c.oid = m.objid
		UNION ALL
		SELECT '' FROM pg_opfamily f WHERE m.classid = 'pg_opfamily'::regclass AND f.oid = m.objid
		UNION ALL
		SELECT concat_ws(' ', k.castfunc::regprocedure, k.castcontext, k.castmethod)
		FROM pg_cast k WHERE m.classid = 'pg_cast'::regclass AND k.oid = m.objid
		UNION ALL
		SELECT concat_ws(' ', c.relkind, c.relacl, c.reloptions, c.relrowsecurity, c.relforcerowsecurity,
						 CASE WHEN c.relkind = 'v' THEN pg_get_viewdef(c.oid) END,
						 (SELECT string_agg(concat_ws(' ', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
													  a.attidentity, pg_get_expr(ad.adbin, ad.adrelid),
													  col_description(c.oid, a.attnum)), ', ' ORDER BY a.attnum)
						  FROM pg_attribute a LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
						  WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped),
						 (SELECT string_agg(n.conname || ' ' || pg_get_constraintdef(n.oid), ', ' ORDER BY n.conname)
						  FROM pg_constraint n WHERE n.conrelid = c.oid),
						 (SELECT string_agg(concat_ws(' ', po.policyname, po.cmd, po.roles, po.qual, po.with_check), ', '
											ORDER BY po.policyname)
						  FROM pg_policies po WHERE po.schemaname = 'public' AND po.tablename = c.relname),
						 (SELECT string_agg(pg_get_indexdef(i.indexrelid), ', ' ORDER BY 1)
						  FROM pg_index i WHERE i.indrelid = c.oid))
		FROM pg_class c WHERE m.classid = 'pg_class'::regclass AND c.oid = m.objid
	) AS x
	UNION ALL
	SELECT 'comment on ' || m.object, obj_description(m.objid, (SELECT relname FROM pg_class WHERE oid = m.classid))
	FROM members m
	UNION ALL
	SELECT 'tables pg_dump keeps', array_to_string(ARRAY(SELECT t::regclass::text FROM unnest(e.extconfig) AS t ORDER BY 1), ', ')
	FROM pg_extension e WHERE e.extname = 'sudoku'
$$;
CREATE TEMP TABLE objects_updated AS SELECT * FROM pg_temp.sudoku_objects();
SET client_min_messages = warning;
DROP EXTENSION sudoku CASCADE;
RESET client_min_messages;
CREATE EXTENSION sudoku;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
CREATE TEMP TABLE objects_fresh AS SELECT * FROM pg_temp.sudoku_objects();
SELECT count(*) > 100 AS many_objects, count(DISTINCT object) = count(*) AS described_once FROM objects_fresh;
-- nothing only in one of them
(TABLE objects_updated EXCEPT TABLE objects_fresh) UNION ALL (TABLE objects_fresh EXCEPT TABLE objects_updated)
ORDER BY 1;

-- The same from 1.1, the version most installations have: its objects
-- made, a game stored, then ALTER EXTENSION UPDATE to the newest version
-- ends in the fresh install's objects.
SET client_min_messages = warning;
DROP EXTENSION sudoku CASCADE;
CREATE EXTENSION sudoku VERSION '1.1';
RESET client_min_messages;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
INSERT INTO sudoku_game (name, puzzle) VALUES ('kept from 1.1', :'ur');
-- games of a role whose name needs quotes, and of a role dropped since
-- (1.1 kept the owner as a regrole: an oid)
SET client_min_messages = warning;
DROP ROLE IF EXISTS "regress_Dora";
DROP ROLE IF EXISTS regress_gone;
RESET client_min_messages;
CREATE ROLE "regress_Dora";
CREATE ROLE regress_gone;
SET ROLE "regress_Dora";
-- (1.1 cast CURRENT_USER to regrole, which folds the name to lower case:
-- such a role could not insert a game without naming itself)
INSERT INTO sudoku_game (name, puzzle, owner) VALUES ('dora''s', '1...........4..2', '"regress_Dora"');
RESET ROLE;
SET ROLE regress_gone;
INSERT INTO sudoku_game (name, puzzle) VALUES ('gone''s', '1...........4..2');
RESET ROLE;
DROP ROLE regress_gone;
ALTER EXTENSION sudoku UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';
SELECT name, (SELECT count(*) FROM sudoku_step s WHERE s.game_id = g.game_id) AS steps FROM sudoku_game g
WHERE name = 'kept from 1.1';
-- 1.2 keeps the owner by name: each game keeps its role, the dropped
-- role's game belongs to no role, as its oid did
SELECT name, pg_typeof(owner) AS owner_type,
       CASE WHEN owner = CURRENT_USER THEN 'CURRENT_USER' ELSE regexp_replace(owner, '[0-9]+', 'n') END AS owner
FROM sudoku_game ORDER BY game_id;
SET ROLE "regress_Dora";
SELECT name, owner FROM sudoku_game;
INSERT INTO sudoku_game (name, puzzle) VALUES ('dora''s second', '1...........4..2') RETURNING name, owner;
RESET ROLE;
DELETE FROM sudoku_game;
DROP ROLE "regress_Dora";
CREATE TEMP TABLE objects_from_1_1 AS SELECT * FROM pg_temp.sudoku_objects();
(TABLE objects_from_1_1 EXCEPT TABLE objects_fresh) UNION ALL (TABLE objects_fresh EXCEPT TABLE objects_from_1_1)
ORDER BY 1;
-- what 1.2 adds: the library's version and its rating model, an untyped
-- NULL step in sudoku_svg, and a comment on every operator
SELECT library ~ '^[0-9]+\.[0-9]+\.[0-9]+$' AS library_version, rating_model, rating_revision FROM sudoku_version();
SELECT o.oid::regoperator AS operator, obj_description(o.oid, 'pg_operator') IS NOT NULL AS commented
FROM pg_operator o JOIN pg_depend d ON d.objid = o.oid AND d.classid = 'pg_operator'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku' AND d.deptype = 'e'
ORDER BY 1;
