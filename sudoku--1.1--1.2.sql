-- sudoku 1.1 -> 1.2
--
-- 1.2 adds sudoku_version() and its row type; forms of sudoku_svg,
-- sudoku_generate, sudoku_generate_many and sudoku_random_grid that an
-- untyped NULL or a quoted argument resolves to (one draws the position,
-- the others name the call to write); a comment on each operator; and it
-- keeps the owner of a game by its name (a regrole in 1.1).
-- The library itself (shared by every version's SQL) builds on PostgreSQL
-- 15 to 19 and reports bad input as a soft error from 16 on.

\echo Use "ALTER EXTENSION sudoku UPDATE TO '1.2'" to load this file. \quit

-- ---------------------------------------------------------------------------
-- Version 1.2 (issue 22): every PostgreSQL from 15 on; what a release rates
-- with; calls that read as something else now mean one thing or say which
-- form to use; every operator described.
-- ---------------------------------------------------------------------------

CREATE TYPE @extschema@.sudoku_version_info AS (
	library text, rating_model text, rating_revision integer);
COMMENT ON TYPE @extschema@.sudoku_version_info IS
	'the result of sudoku_version: the loaded library''s version, the rating model it rates with, and that model''s revision';

CREATE FUNCTION @extschema@.sudoku_version()
	RETURNS @extschema@.sudoku_version_info
	AS 'MODULE_PATHNAME', 'sudoku_version' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_version() IS
	'the version of the library the server has loaded and the revision of its rating model: the revision changes whenever a release may rate a puzzle differently or draw another puzzle from a seed (CHANGELOG.md), so that stored ratings, expression indexes and generated columns made with another revision can be found and rebuilt';

-- An untyped NULL step (sudoku_svg(p, NULL)) matched both the step number
-- and the step row; it now resolves to this text form, which draws the
-- position alone and names the two forms for any other text.
CREATE FUNCTION @extschema@.sudoku_svg(puzzle @extschema@.sudoku, step text,
	pencil_marks boolean DEFAULT true)
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_svg_text' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_svg(@extschema@.sudoku, text, boolean) IS
	'sudoku_svg(p, NULL): the position alone, as sudoku_svg(p); a step given as text is an error that names the forms taking a step (a number, sudoku_svg(p, 3), or a step row, sudoku_svg(p, sudoku_hint(p)))';

-- An untyped NULL or a quoted number where a size or a seed may stand
-- (sudoku_generate(NULL), sudoku_generate_many(10, '42')) matched both
-- forms ("not unique"); it now resolves to these, which say which call to
-- write.
CREATE FUNCTION @extschema@.sudoku_generate(size_or_seed text)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_generate(text) IS
	'sudoku_generate(NULL) or sudoku_generate(''16''): an error naming the two calls, sudoku_generate(size => 16) and sudoku_generate(seed => 16)';
CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, size_or_seed text)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE ROWS 1;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, text) IS
	'sudoku_generate_many(10, NULL) or sudoku_generate_many(10, ''42''): an error naming the two calls, sudoku_generate_many(10, size => 16) and sudoku_generate_many(10, seed => 16)';
CREATE FUNCTION @extschema@.sudoku_random_grid(size_or_seed text)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_random_grid(text) IS
	'sudoku_random_grid(NULL) or sudoku_random_grid(''16''): an error naming the two calls, sudoku_random_grid(size => 16) and sudoku_random_grid(seed => 16)';

COMMENT ON OPERATOR @extschema@.= (@extschema@.sudoku, @extschema@.sudoku) IS
	'the same position: size, box shape, every digit, which digits are givens, and the eliminated pencil marks';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.sudoku, @extschema@.sudoku) IS
	'not the same position';
COMMENT ON OPERATOR @extschema@.< (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts before: by size, box shape, then the digits as the text reads them (an empty cell before 1), then givens and pencil marks';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts before or is the same position';
COMMENT ON OPERATOR @extschema@.> (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts after: by size, box shape, then the digits as the text reads them (an empty cell before 1), then givens and pencil marks';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts after or is the same position';

-- ---------------------------------------------------------------------------
-- Version 1.2 (issue 24): sudoku_game.owner is the role's name, not its oid.
-- An oid means another role, or none, on another server: on Citus's workers,
-- which send a regrole in binary as their own oid, and in a dump restored
-- into another cluster.  Each game keeps its role (pg_get_userbyid gives the
-- bare name, where regrole's text quotes it); a game whose role was dropped
-- gets "unknown (OID=n)", which matches no role, as its oid did.
-- ---------------------------------------------------------------------------

DROP POLICY sudoku_game_owner ON @extschema@.sudoku_game;
ALTER TABLE @extschema@.sudoku_game ALTER COLUMN owner DROP DEFAULT;
ALTER TABLE @extschema@.sudoku_game
	ALTER COLUMN owner TYPE name USING pg_catalog.pg_get_userbyid(owner::oid);
ALTER TABLE @extschema@.sudoku_game ALTER COLUMN owner SET DEFAULT CURRENT_USER;
COMMENT ON COLUMN @extschema@.sudoku_game.owner IS
	'the name of the role that inserted the game: only it, and roles it is granted to, see and change the row';
CREATE POLICY sudoku_game_owner ON @extschema@.sudoku_game
	USING (pg_catalog.pg_has_role(CURRENT_USER,
		pg_catalog.to_regrole(pg_catalog.quote_ident(owner))::oid, 'MEMBER'))
	WITH CHECK (pg_catalog.pg_has_role(CURRENT_USER,
		pg_catalog.to_regrole(pg_catalog.quote_ident(owner))::oid, 'MEMBER'));
