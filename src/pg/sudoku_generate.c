/*
 * sudoku_generate.c -- new puzzles as SQL functions: one puzzle, or many,
 * from a seed (IMMUTABLE: the same seed, the same puzzle) or from the
 * server's strong random source (VOLATILE).  The generator is the core's
 * (generate.c); this file reads the arguments and raises its errors.
 *
 * The options are the same arguments in the same order in the four
 * generating functions, from `first` on: size, box_rows, box_cols, level,
 * min_score, max_score, require, forbid, symmetry, minimal, attempts,
 * min_er, max_er (the last two since 1.2: a call through an older
 * version's declaration has fewer arguments).  A random complete grid
 * alone takes size, box_rows and box_cols.
 */
#include "sudoku_pg.h"

#include <limits.h>
#include <math.h>

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/fmgrprotos.h"

#include "generate.h"

enum
{
	ARG_SIZE,
	ARG_BOX_ROWS,
	ARG_BOX_COLS,
	ARG_LEVEL,
	ARG_MIN_SCORE,
	ARG_MAX_SCORE,
	ARG_REQUIRE,
	ARG_FORBID,
	ARG_SYMMETRY,
	ARG_MINIMAL,
	ARG_ATTEMPTS,
	ARG_MIN_ER,
	ARG_MAX_ER,
	OPTION_ARGS
};

static bool
arg_given(FunctionCallInfo fcinfo, int argno)
{
	return PG_NARGS() > argno && !PG_ARGISNULL(argno);
}

/* Each item of a text[] argument to add (require or forbid). */
static void
technique_items(FunctionCallInfo fcinfo, int argno, const char *name, sdk_generate_options *o,
				sdk_status (*add) (sdk_generate_options *, const char *, sdk_error *))
{
	ArrayType  *arr;
	Datum	   *elems;
	bool	   *nulls;
	int			count,
				i;

	if (!arg_given(fcinfo, argno))
		return;
	arr = PG_GETARG_ARRAYTYPE_P(argno);
	deconstruct_array(arr, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &count);
	for (i = 0; i < count; i++)
	{
		char	   *item;
		sdk_error	err;
		sdk_status	rc;

		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("%s must not contain NULL", name),
					 errdetail("Item %d of %s is NULL; name a technique, its code or a category.", i + 1, name)));
		item = TextDatumGetCString(elems[i]);
		rc = add(o, item, &err);
		if (rc == SDK_ERR_LIMIT)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("too many techniques in %s", name),
					 errdetail("Item %d of %s, \"%s\", is one too many. %s", i + 1, name, item, err.detail)));
		else if (rc != SDK_OK)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("unknown sudoku technique \"%s\" in %s", item, name),
					 errdetail("%s", err.detail)));
	}
}

static long
score_arg(FunctionCallInfo fcinfo, int argno, const char *name)
{
	int64		score;

	if (!arg_given(fcinfo, argno))
		return -1;
	score = PG_GETARG_INT64(argno);
	if (score < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must not be negative", name),
				 errdetail("%s is " INT64_FORMAT "; a rating's score is 0 or more.", name, score)));
	return (long) Min(score, (int64) LONG_MAX);
}

/*
 * An ER bound in tenths, -1 when not given: a lower bound rounds up to
 * the next tenth, an upper one down (SE's ratings are tenths).
 */
static int
er_arg(FunctionCallInfo fcinfo, int argno, const char *name, bool lower)
{
	double		er;

	if (!arg_given(fcinfo, argno))
		return -1;
	er = DatumGetFloat8(DirectFunctionCall1(numeric_float8, PG_GETARG_DATUM(argno)));
	if (!(er >= 0 && er <= 20))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be between 0 and 20", name),
				 errdetail("%s is %g; Sudoku Explainer's ratings run from 1.0 to 20.0 (20.0: no technique of its model helps).",
						   name, er)));
	return lower ? (int) ceil(er * 10 - 1e-6) : (int) floor(er * 10 + 1e-6);
}

/*
 * The generator's options from the arguments at first, first + 1, ...;
 * seed_form as in sudoku_geometry_args.
 */
static void
options_args(FunctionCallInfo fcinfo, int first, const char *seed_form, sdk_generate_options *o)
{
	sdk_geometry g = sudoku_geometry_args(fcinfo, first + ARG_SIZE, seed_form);

	sdk_generate_options_init(o, &g);
	if (arg_given(fcinfo, first + ARG_LEVEL))
	{
		char	   *label = DatumGetCString(DirectFunctionCall1(enum_out,
																PG_GETARG_DATUM(first + ARG_LEVEL)));
		int			l;

		for (l = SDK_LEVEL_EASY; l <= SDK_LEVEL_EXTREME; l++)
			if (strcmp(label, sdk_level_name((sdk_level) l)) == 0)
				o->level = l;
	}
	o->min_score = score_arg(fcinfo, first + ARG_MIN_SCORE, "min_score");
	o->max_score = score_arg(fcinfo, first + ARG_MAX_SCORE, "max_score");
	if (o->min_score >= 0 && o->max_score >= 0 && o->min_score > o->max_score)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("min_score must not be greater than max_score"),
				 errdetail("min_score is %ld and max_score is %ld.", o->min_score, o->max_score)));
	technique_items(fcinfo, first + ARG_REQUIRE, "require", o, sdk_generate_require);
	technique_items(fcinfo, first + ARG_FORBID, "forbid", o, sdk_generate_forbid);
	if (arg_given(fcinfo, first + ARG_SYMMETRY))
	{
		char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(first + ARG_SYMMETRY));
		int			s = sdk_symmetry_lookup(name);

		if (s < 0)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("unknown sudoku symmetry \"%s\"", name),
					 errdetail("The symmetries are %s.", sdk_symmetry_names())));
		o->symmetry = (sdk_symmetry) s;
	}
	if (arg_given(fcinfo, first + ARG_MINIMAL))
		o->minimal = PG_GETARG_BOOL(first + ARG_MINIMAL);
	if (arg_given(fcinfo, first + ARG_ATTEMPTS))
	{
		int32		attempts = PG_GETARG_INT32(first + ARG_ATTEMPTS);

		if (attempts < 1)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("attempts must be at least 1"),
					 errdetail("attempts is %d; it bounds the candidate puzzles made before giving up.", attempts)));
		o->attempts = attempts;
	}
	o->min_er = er_arg(fcinfo, first + ARG_MIN_ER, "min_er", true);
	o->max_er = er_arg(fcinfo, first + ARG_MAX_ER, "max_er", false);
	if (o->min_er >= 0 && o->max_er >= 0 && o->min_er > o->max_er)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("min_er must not be greater than max_er"),
				 errdetail("min_er is %d.%d and max_er is %d.%d.", o->min_er / 10, o->min_er % 10,
						   o->max_er / 10, o->max_er % 10)));
}

/* A puzzle for the options and seed, or the generator's error. */
static void
generate(const sdk_generate_options *o, uint64 seed, sdk_generated *out)
{
	sdk_error	err;
	sdk_status	rc = sdk_generate(o, seed, out, sudoku_pg_env(), &err);

	if (rc == SDK_OK)
		return;
	if (rc == SDK_ERR_NOT_FOUND)
	{
		int			attempts = o->attempts > 0 ? o->attempts : sdk_generate_default_attempts(o);

		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg_plural("no sudoku met the target within %d attempt",
							   "no sudoku met the target within %d attempts",
							   attempts, attempts),
				 errdetail("%s", err.detail),
				 errhint("Allow more attempts, or ask for a target that more puzzles meet.")));
	}
	if (rc == SDK_ERR_INVALID)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("no sudoku can meet this target"),
				 errdetail("%s", err.detail)));
	sudoku_raise_search_error(&err);
}

static uint64
random_seed(void)
{
	uint64		seed;

	if (!pg_strong_random(&seed, sizeof(seed)))
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not draw a random seed"),
				 errdetail("The server's strong random source failed; pass a seed.")));
	return seed;
}

static uint64
seed_arg(FunctionCallInfo fcinfo, int argno)
{
	if (PG_ARGISNULL(argno))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("seed must not be null"),
				 errdetail("Leave seed out for a puzzle drawn from the server's random source.")));
	return (uint64) PG_GETARG_INT64(argno);
}

static Datum
generate_one(FunctionCallInfo fcinfo, int first, const char *seed_form, uint64 seed)
{
	sdk_generate_options o;
	sdk_generated *out = palloc(sizeof(sdk_generated));

	options_args(fcinfo, first, seed_form, &o);
	generate(&o, seed, out);
	PG_RETURN_POINTER(sudoku_pack(&out->puzzle));
}

/* sudoku_generate(size, ..., attempts): VOLATILE */
PG_FUNCTION_INFO_V1(sudoku_generate_random);
Datum
sudoku_generate_random(PG_FUNCTION_ARGS)
{
	return generate_one(fcinfo, 0, "sudoku_generate(seed => 42)", random_seed());
}

/* sudoku_generate(seed, size, ..., attempts): IMMUTABLE */
PG_FUNCTION_INFO_V1(sudoku_generate_seeded);
Datum
sudoku_generate_seeded(PG_FUNCTION_ARGS)
{
	return generate_one(fcinfo, 1, NULL, seed_arg(fcinfo, 0));
}

/* Rows (number, seed, puzzle): puzzle i from sdk_generate_seed(base, i). */
static Datum
generate_many(FunctionCallInfo fcinfo, int first, const char *seed_form, uint64 base)
{
	sdk_generate_options o;
	sdk_generated *out = palloc(sizeof(sdk_generated));
	SudokuSrf	srf;
	int32		count,
				i;

	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("count must not be null")));
	count = PG_GETARG_INT32(0);
	if (count < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("count must not be negative"),
				 errdetail("count is %d; it is how many puzzles to make.", count)));
	options_args(fcinfo, first, seed_form, &o);
	sudoku_srf_begin(fcinfo, &srf);
	for (i = 1; i <= count; i++)
	{
		uint64		seed = sdk_generate_seed(base, (uint64) i);
		Datum		values[3];
		bool		nulls[3] = {false, false, false};
		SudokuData *packed;

		generate(&o, seed, out);
		sudoku_srf_row_start(&srf);
		packed = sudoku_pack(&out->puzzle);
		values[0] = Int32GetDatum(i);
		values[1] = Int64GetDatum((int64) seed);
		values[2] = PointerGetDatum(packed);
		sudoku_srf_row(&srf, values, nulls);
	}
	return (Datum) 0;
}

/* sudoku_generate_many(count, size, ..., attempts): VOLATILE */
PG_FUNCTION_INFO_V1(sudoku_generate_many_random);
Datum
sudoku_generate_many_random(PG_FUNCTION_ARGS)
{
	return generate_many(fcinfo, 1, "sudoku_generate_many(10, seed => 42)", random_seed());
}

/* sudoku_generate_many(count, seed, size, ..., attempts): IMMUTABLE */
PG_FUNCTION_INFO_V1(sudoku_generate_many_seeded);
Datum
sudoku_generate_many_seeded(PG_FUNCTION_ARGS)
{
	return generate_many(fcinfo, 2, NULL, seed_arg(fcinfo, 1));
}

/* A random complete grid of the size and box shape at argument first. */
static Datum
random_grid(FunctionCallInfo fcinfo, int first, const char *seed_form, uint64 seed)
{
	sdk_geometry g = sudoku_geometry_args(fcinfo, first, seed_form);
	sdk_position *p = palloc(sizeof(sdk_position));
	sdk_error	err;

	if (sdk_random_grid(&g, seed, p, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	PG_RETURN_POINTER(sudoku_pack(p));
}

/* sudoku_random_grid(size, box_rows, box_cols): VOLATILE */
PG_FUNCTION_INFO_V1(sudoku_random_grid_random);
Datum
sudoku_random_grid_random(PG_FUNCTION_ARGS)
{
	return random_grid(fcinfo, 0, "sudoku_random_grid(seed => 42)", random_seed());
}

/* sudoku_random_grid(seed, size, box_rows, box_cols): IMMUTABLE */
PG_FUNCTION_INFO_V1(sudoku_random_grid_seeded);
Datum
sudoku_random_grid_seeded(PG_FUNCTION_ARGS)
{
	return random_grid(fcinfo, 1, NULL, seed_arg(fcinfo, 0));
}

/*
 * sudoku_generate(size_or_seed text), sudoku_random_grid(size_or_seed text)
 * and sudoku_generate_many(count, size_or_seed text) (1.2): the forms an
 * untyped NULL or a quoted number in the first place resolves to, which
 * could be the size of the form without a seed or the seed of the other.
 * They say which call to write instead.
 */
PG_FUNCTION_INFO_V1(sudoku_size_or_seed);
Datum
sudoku_size_or_seed(PG_FUNCTION_ARGS)
{
	int			argno = PG_NARGS() - 1;
	char	   *name = get_func_name(fcinfo->flinfo->fn_oid);
	const char *count = argno > 0 ? "10, " : "";
	char	   *given = PG_ARGISNULL(argno) ? pstrdup("NULL")
		: psprintf("'%s'", text_to_cstring(PG_GETARG_TEXT_PP(argno)));

	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("%s cannot tell a size from a seed in %s", name, given),
			 errdetail("Give it by name: %s(%ssize => 16) for a 16x16 grid, %s(%sseed => 16) for the one drawn from seed 16.",
					   name, count, name, count)));
	PG_RETURN_NULL();
}
