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

-- ---------------------------------------------------------------------------
-- Version 1.2 (issue 25): Sudoku Explainer's rating.  sudoku_se_rate and its
-- row type; the generators take an ER range (min_er, max_er: the four are
-- made again with the two arguments at the end); the path, hint and trace
-- follow SE's model with options => 'model=se' (the same functions: only
-- their comments change).
-- ---------------------------------------------------------------------------

CREATE TYPE @extschema@.sudoku_se_rating AS (er numeric, ep numeric, ed numeric,
	hardest_technique text, steps integer);
COMMENT ON TYPE @extschema@.sudoku_se_rating IS
	'the result of sudoku_se_rate: Sudoku Explainer''s ER (the hardest step of the path), EP (the hardest up to the first placement) and ED (the first step''s), as serate 1.2.1.3 prints them, the hardest step''s technique and the number of steps';

CREATE FUNCTION @extschema@.sudoku_se_rate(puzzle @extschema@.sudoku)
	RETURNS @extschema@.sudoku_se_rating
	AS 'MODULE_PATHNAME', 'sudoku_se_rate' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_se_rate(@extschema@.sudoku) IS
	'Sudoku Explainer''s rating of the position from its own pencil marks, with its model (its techniques in its order, the first step found applied, a chain''s difficulty growing with its length), as serate 1.2.1.3 rates: ER, EP and ED (20.0 where its techniques find no step), the hardest technique and the steps; the path itself is sudoku_steps(p, options => ''model=se'')';

DROP FUNCTION @extschema@.sudoku_generate(integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer);
DROP FUNCTION @extschema@.sudoku_generate(bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer);
DROP FUNCTION @extschema@.sudoku_generate_many(integer, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer);
DROP FUNCTION @extschema@.sudoku_generate_many(integer, bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer);

CREATE FUNCTION @extschema@.sudoku_generate(size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_generate_random' LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_generate(integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'a new puzzle with exactly one solution, drawn from the server''s strong random source: size and box shape (the usual one when NULL); a level, a score range, techniques its logical path must use (each item a name, code or category) and must not use, rated as sudoku_rate does; the symmetry of its givens (none, central, rotational, diagonal, antidiagonal, horizontal, vertical, bidiagonal, biaxial, full); minimal (removing any given leaves several solutions; with minimal => false a symmetric puzzle may keep givens that could go alone, never with their images); an error after attempts candidates (by default 10000 up to 9x9, 100 up to 16x16, 10 above) without one that meets the target; min_er and max_er bound Sudoku Explainer''s ER as sudoku_se_rate gives it (1.2)';

CREATE FUNCTION @extschema@.sudoku_generate(seed bigint, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_generate_seeded' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_generate(bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'the puzzle drawn from seed (give it by name: sudoku_generate(seed => 42, level => ''Hard'')), the same on every platform and in every version as long as the ratings of the candidates before it stay the same; the other arguments as in sudoku_generate without a seed';

CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_generate_many_random' LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL SAFE COST 100000 ROWS 10;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'count new puzzles from one seed drawn from the server''s strong random source, each with the seed it is made from (sudoku_generate(seed => puzzle_seed, ...) makes it again); the other arguments as in sudoku_generate';

CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, seed bigint, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_generate_many_seeded' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 100000 ROWS 10;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'count puzzles from seed (give it by name: sudoku_generate_many(10, seed => 42)): puzzle number i is sudoku_generate(seed => puzzle_seed, ...) with puzzle_seed the i-th number of splitmix64 started at seed; the other arguments as in sudoku_generate';

COMMENT ON FUNCTION @extschema@.sudoku_steps(@extschema@.sudoku, text[], text) IS
	'the logical path with the chosen techniques (names, codes, categories, ''default'', ''all'', ''-x'' to leave one out) and HoDoKu settings (''uniqueness_missing_candidates=false ...''), or Sudoku Explainer''s model with its own techniques (options => ''model=se'', 1.2; each step''s explanation then ends with its SE difficulty): each step''s technique, placements, eliminations, pattern, explanation, HoDoKu library line and chain (Eureka notation, like (1=7)r4c5-(7=3)r8c5; forcing chains as HoDoKu writes them)';
COMMENT ON FUNCTION @extschema@.sudoku_hint(@extschema@.sudoku, text[], text) IS
	'the next step with the chosen techniques (Sudoku Explainer''s, in its order, with options => ''model=se''), found from the position''s own pencil marks, with its HoDoKu library line and chain; NULL when the grid is full or no chosen technique applies';
COMMENT ON FUNCTION @extschema@.sudoku_trace(@extschema@.sudoku, text[], text) IS
	'one row per cell with the rule that filled it (Given for givens) and the step, solving with the chosen techniques (Sudoku Explainer''s, with options => ''model=se''); cells they leave open have no value';
