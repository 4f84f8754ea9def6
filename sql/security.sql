-- A hostile search_path cannot redirect the extension: at install time (the
-- install script names every object with @extschema@ or pg_catalog) nor when
-- its SQL functions run.  In the style of contrib/seg's security test.
DROP EXTENSION sudoku;
CREATE SCHEMA hostile;
-- exact-type matches beat pg_catalog's polymorphic or looser ones
CREATE FUNCTION hostile.to_jsonb(integer[]) RETURNS jsonb
  LANGUAGE sql AS $$ SELECT '"hijacked"'::jsonb $$;
CREATE FUNCTION hostile.cardinality(text[]) RETURNS integer
  LANGUAGE sql AS $$ SELECT -1 $$;
CREATE FUNCTION hostile.generate_series(integer, integer) RETURNS SETOF integer
  LANGUAGE sql AS $$ SELECT -1 $$;
CREATE FUNCTION hostile.evil_eq(integer, integer) RETURNS boolean
  LANGUAGE sql AS $$ SELECT true $$;
CREATE OPERATOR hostile.= (LEFTARG = integer, RIGHTARG = integer, FUNCTION = hostile.evil_eq);

SET search_path = hostile, public, pg_catalog;
CREATE EXTENSION sudoku SCHEMA public;
SELECT public.sudoku_to_jsonb('12.. ..12 .... ....') AS to_jsonb;
SELECT iteration, technique, cells_placed
FROM public.sudoku_iterations('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')
WHERE iteration <= 2;
INSERT INTO public.sudoku_game (game_id, puzzle)
  VALUES (1, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
         (2, '12.. ..12 .... ....');
-- the board view keeps its 9x9 filter and its nine rows
SELECT game_id, count(*) AS board_rows FROM public.sudoku_board GROUP BY game_id ORDER BY game_id;
SELECT count(*) AS display_rows FROM public.sudoku_candidate_display WHERE game_id = 1;
DELETE FROM public.sudoku_game;
RESET search_path;

-- everything of the extension lives in its schema
SELECT DISTINCT n.nspname
FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku'
JOIN pg_proc p ON p.oid = d.objid AND d.classid = 'pg_proc'::regclass
JOIN pg_namespace n ON n.oid = p.pronamespace;
DROP SCHEMA hostile CASCADE;

-- trusted: a database owner who is not a superuser may install it
DROP EXTENSION sudoku;
CREATE ROLE regress_sudoku_owner;
SELECT current_database() AS db \gset
GRANT CREATE ON DATABASE :"db" TO regress_sudoku_owner;
CREATE SCHEMA regress_sudoku AUTHORIZATION regress_sudoku_owner;
SET ROLE regress_sudoku_owner;
CREATE EXTENSION sudoku SCHEMA regress_sudoku;
SELECT regress_sudoku.sudoku_is_unique('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS works;
RESET ROLE;
DROP EXTENSION sudoku;
DROP SCHEMA regress_sudoku;
REVOKE CREATE ON DATABASE :"db" FROM regress_sudoku_owner;
DROP ROLE regress_sudoku_owner;
CREATE EXTENSION sudoku SCHEMA public;
