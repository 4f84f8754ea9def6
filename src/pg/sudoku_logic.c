/*
 * sudoku_logic.c -- the logical solver as SQL functions: the whole path,
 * every instance of one technique, a hint, a position after some steps,
 * the rule behind each cell, and the rating.
 */
#include "sudoku_pg.h"

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include "logic.h"

/* Columns of a step row, in the order the SQL declarations give them. */
enum
{
	COL_STEP,
	COL_TECHNIQUE,
	COL_CODE,
	COL_LEVEL,
	COL_SCORE,
	COL_DIGITS,
	COL_PLACEMENTS,
	COL_ELIMINATIONS,
	COL_BASE_UNITS,
	COL_COVER_UNITS,
	COL_CELLS,
	COL_EXPLANATION,
	COL_GUESS_DEPTH,
	COL_DEAD_ENDS,
	COL_LIBRARY_LINE,			/* from version 1.1 */
	COL_CHAIN,					/* from version 1.1 */
	STEP_COLUMNS
};

/*
 * The techniques and settings a logical function was given: its arguments
 * techniques (text[]) and options (text) at these positions, when the
 * call has them (the 1.0 signatures have neither).
 */
static void
logic_options_args(FunctionCallInfo fcinfo, int techniques_arg, int options_arg,
				   sdk_logic_options *o)
{
	sdk_error	err;

	sdk_logic_options_default(o);
	if (techniques_arg >= 0 && PG_NARGS() > techniques_arg && !PG_ARGISNULL(techniques_arg))
	{
		ArrayType  *arr = PG_GETARG_ARRAYTYPE_P(techniques_arg);
		Datum	   *elems;
		bool	   *nulls;
		int			count,
					i;
		const char **items;

		deconstruct_array(arr, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &count);
		items = palloc(sizeof(char *) * Max(count, 1));
		for (i = 0; i < count; i++)
		{
			if (nulls[i])
				ereport(ERROR,
						(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
						 errmsg("techniques must not contain NULL"),
						 errdetail("Item %d of techniques is NULL; name a technique, a category, \"default\" or \"all\".", i + 1)));
			items[i] = TextDatumGetCString(elems[i]);
		}
		if (sdk_logic_options_techniques(o, items, count, &err) != SDK_OK)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("unknown sudoku technique in techniques"),
					 errdetail("%s", err.detail)));
	}
	if (options_arg >= 0 && PG_NARGS() > options_arg && !PG_ARGISNULL(options_arg))
	{
		char	   *settings = text_to_cstring(PG_GETARG_TEXT_PP(options_arg));

		if (sdk_logic_options_parse(o, settings, &err) != SDK_OK)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("invalid sudoku solver options"),
					 errdetail("%s", err.detail)));
	}
}

static ArrayType *
text_array(Datum *items, int count)
{
	return construct_array(items, count, TEXTOID, -1, false, TYPALIGN_INT);
}

static ArrayType *
int_array_of(const int *items, int count)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(count, 1));
	int			i;

	for (i = 0; i < count; i++)
		elems[i] = Int32GetDatum(items[i]);
	return construct_array(elems, count, INT4OID, sizeof(int32), true, TYPALIGN_INT);
}

static ArrayType *
changes_array(const sdk_geometry *g, const sdk_change *changes, int count, bool placements)
{
	Datum	   *items = palloc(sizeof(Datum) * Max(count, 1));
	int			i;

	for (i = 0; i < count; i++)
	{
		char		name[32];

		sdk_change_name(g, changes[i], placements, name, sizeof(name));
		items[i] = CStringGetTextDatum(name);
	}
	return text_array(items, count);
}

static ArrayType *
units_array(const sdk_geometry *g, const uint8_t *units, int count)
{
	Datum	   *items = palloc(sizeof(Datum) * Max(count, 1));
	int			i;

	for (i = 0; i < count; i++)
	{
		char		name[16];

		sdk_unit_name(g, units[i], name, sizeof(name));
		items[i] = CStringGetTextDatum(name);
	}
	return text_array(items, count);
}

/*
 * One step as a row of the step columns; before is the position the step
 * was found in (for its library line).  A result with the 1.0 columns only
 * reads the first of them.
 */
static void
step_row(const sdk_position *before, const sdk_step *step, int number, Datum *values, bool *nulls)
{
	const sdk_geometry *g = &before->geo;
	char		line[2048];
	char	   *text = palloc(SDK_STEP_EXPLANATION_TEXT);
	const sdk_technique *t = sdk_technique_at(step->technique);
	int			digits[SDK_MAX_SIZE],
				cells[SDK_STEP_MAX_CELLS],
				ndigits = 0,
				d,
				i;

	for (d = 1; d <= g->n; d++)
		if (step->digits & SDK_BIT(d))
			digits[ndigits++] = d;
	for (i = 0; i < step->ncells; i++)
		cells[i] = step->cells[i] + 1;
	memset(nulls, 0, sizeof(bool) * STEP_COLUMNS);
	values[COL_STEP] = Int32GetDatum(number);
	values[COL_TECHNIQUE] = CStringGetTextDatum(t->name);
	values[COL_CODE] = CStringGetTextDatum(t->code);
	nulls[COL_CODE] = t->code[0] == '\0';
	values[COL_LEVEL] = CStringGetTextDatum(sdk_level_name(t->level));
	values[COL_SCORE] = Int32GetDatum(t->score);
	values[COL_DIGITS] = PointerGetDatum(int_array_of(digits, ndigits));
	values[COL_PLACEMENTS] = PointerGetDatum(changes_array(g, step->placements, step->nplacements, true));
	values[COL_ELIMINATIONS] = PointerGetDatum(changes_array(g, step->eliminations,
															 step->neliminations, false));
	values[COL_BASE_UNITS] = PointerGetDatum(units_array(g, step->base, step->nbase));
	values[COL_COVER_UNITS] = PointerGetDatum(units_array(g, step->cover, step->ncover));
	values[COL_CELLS] = PointerGetDatum(int_array_of(cells, step->ncells));
	/* a forcing step's explanation has its chains, as HoDoKu shows them */
	sdk_step_explanation(g, step, text, SDK_STEP_EXPLANATION_TEXT);
	values[COL_EXPLANATION] = CStringGetTextDatum(text);
	values[COL_GUESS_DEPTH] = Int32GetDatum(step->guess_depth);
	nulls[COL_GUESS_DEPTH] = step->guess_depth == 0;
	values[COL_DEAD_ENDS] = Int32GetDatum(step->dead_ends);
	nulls[COL_DEAD_ENDS] = step->guess_depth == 0;
	nulls[COL_LIBRARY_LINE] = !sdk_step_library_line(before, step, line, sizeof(line));
	values[COL_LIBRARY_LINE] = nulls[COL_LIBRARY_LINE] ? (Datum) 0 : CStringGetTextDatum(line);
	nulls[COL_CHAIN] = !sdk_step_chain_text(g, step, text, SDK_STEP_EXPLANATION_TEXT);
	values[COL_CHAIN] = nulls[COL_CHAIN] ? (Datum) 0 : CStringGetTextDatum(text);
	pfree(text);
}

/* Rows of steps; along a path, the position moves on after each step. */
typedef struct step_sink
{
	sdk_position *pos;
	bool		path;
	SudokuSrf  *srf;
	int			count;
} step_sink;

static bool
emit_step_row(const sdk_step *step, void *arg)
{
	step_sink  *sink = (step_sink *) arg;
	Datum		values[STEP_COLUMNS];
	bool		nulls[STEP_COLUMNS];

	sudoku_srf_row_start(sink->srf);
	step_row(sink->pos, step, ++sink->count, values, nulls);
	sudoku_srf_row(sink->srf, values, nulls);
	if (sink->path)
		sdk_apply_step(sink->pos, step);
	return true;
}

PG_FUNCTION_INFO_V1(sudoku_steps);
Datum
sudoku_steps(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_position *pos = palloc(sizeof(sdk_position));
	SudokuSrf	srf;
	step_sink	sink = {pos, true, &srf, 0};
	sdk_logic_options opts;
	sdk_error	err;

	logic_options_args(fcinfo, 1, 2, &opts);
	*pos = *p;
	sudoku_srf_begin(fcinfo, &srf);
	if (sdk_logic_solve(p, &opts, 0, emit_step_row, &sink, NULL, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(sudoku_find_steps);
Datum
sudoku_find_steps(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
	int			technique = sdk_technique_lookup(name);
	SudokuSrf	srf;
	step_sink	sink = {p, false, &srf, 0};
	sdk_logic_options opts;
	sdk_error	err;

	if (technique < 0 || technique == sdk_technique_guess())
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("unknown sudoku technique \"%s\"", name),
				 errdetail("Name a technique as sudoku_techniques lists it, like 'X-Wing', or by HoDoKu's code, like '0300'.")));
	if (sdk_technique_at(technique)->find == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("sudoku technique \"%s\" is not implemented yet",
						sdk_technique_at(technique)->name),
				 errdetail("sudoku_techniques lists which techniques are implemented.")));
	logic_options_args(fcinfo, -1, 2, &opts);
	sudoku_srf_begin(fcinfo, &srf);
	if (sdk_find_steps(p, technique, &opts, emit_step_row, &sink, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	return (Datum) 0;
}

/* Keeps the first step. */
static bool
keep_step(const sdk_step *step, void *arg)
{
	*(sdk_step *) arg = *step;
	return false;
}

PG_FUNCTION_INFO_V1(sudoku_hint);
Datum
sudoku_hint(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_step   *step = palloc(sizeof(sdk_step));
	sdk_logic_options opts;
	sdk_error	err;
	TupleDesc	desc;
	Datum		values[STEP_COLUMNS];
	bool		nulls[STEP_COLUMNS];

	if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	logic_options_args(fcinfo, 1, 2, &opts);
	/* no rating asked for: the puzzle's solutions are searched for only if the step is a guess */
	step->technique = -1;
	if (sdk_logic_solve(p, &opts, 1, keep_step, step, NULL, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	if (step->technique < 0)
		PG_RETURN_NULL();
	step_row(p, step, 1, values, nulls);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(desc), values, nulls)));
}

PG_FUNCTION_INFO_V1(sudoku_apply);
Datum
sudoku_apply(PG_FUNCTION_ARGS)
{
	sdk_position *p;
	sdk_position *final;
	int32		steps = 0;
	sdk_logic_options opts;
	sdk_error	err;

	if (PG_ARGISNULL(0) || (PG_NARGS() > 2 && (PG_ARGISNULL(2) || PG_ARGISNULL(3))))
		PG_RETURN_NULL();
	p = sudoku_arg_position(fcinfo, 0);
	if (!PG_ARGISNULL(1))
	{
		steps = PG_GETARG_INT32(1);
		if (steps < 0)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("steps must not be negative"),
					 errdetail("steps is %d; it is how many steps to apply, NULL for all.", steps)));
		if (steps == 0)
			PG_RETURN_POINTER(sudoku_pack(p));
	}
	logic_options_args(fcinfo, 2, 3, &opts);
	final = palloc(sizeof(sdk_position));
	if (sdk_logic_solve(p, &opts, steps, NULL, NULL, final, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	PG_RETURN_POINTER(sudoku_pack(final));
}

PG_FUNCTION_INFO_V1(sudoku_trace);
Datum
sudoku_trace(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_cell_trace *trace = palloc(sizeof(sdk_cell_trace) * sdk_ncells(p));
	SudokuSrf	srf;
	sdk_logic_options opts;
	sdk_error	err;
	int			c;

	logic_options_args(fcinfo, 1, 2, &opts);
	sudoku_srf_begin(fcinfo, &srf);
	if (sdk_logic_trace(p, &opts, trace, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	for (c = 0; c < sdk_ncells(p); c++)
	{
		Datum		values[7];
		bool		nulls[7] = {false};

		sudoku_srf_row_start(&srf);
		sudoku_cell_place_datums(&p->geo, c, values);
		values[4] = Int32GetDatum(trace[c].value);
		nulls[4] = trace[c].value == 0;
		values[5] = trace[c].rule ? CStringGetTextDatum(trace[c].rule) : (Datum) 0;
		nulls[5] = trace[c].rule == NULL;
		values[6] = Int32GetDatum(trace[c].step);
		nulls[6] = trace[c].step == 0;
		sudoku_srf_row(&srf, values, nulls);
	}
	return (Datum) 0;
}

/* HoDoKu's levels and scores have no meaning in Sudoku Explainer's model. */
static void
hodoku_model_only(const sdk_logic_options *opts, const char *function)
{
	if (opts->model != SDK_MODEL_HODOKU)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s gives HoDoKu's rating only", function),
				 errdetail("The options ask for model=se, whose rating has no level and no score."),
				 errhint("sudoku_se_rate(p) gives Sudoku Explainer's ER, EP and ED.")));
}

PG_FUNCTION_INFO_V1(sudoku_rate);
Datum
sudoku_rate(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_rating	rating;
	sdk_logic_options opts;
	sdk_error	err;
	TupleDesc	desc;
	Datum		values[5];
	bool		nulls[5] = {false};

	if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	logic_options_args(fcinfo, 1, 2, &opts);
	hodoku_model_only(&opts, "sudoku_rate");
	if (sdk_logic_solve(p, &opts, 0, NULL, NULL, NULL, &rating, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	values[0] = CStringGetTextDatum(sdk_level_name(rating.level));
	values[1] = Int64GetDatum(rating.score);
	values[2] = rating.hardest >= 0 ? CStringGetTextDatum(sdk_technique_at(rating.hardest)->name) : (Datum) 0;
	nulls[2] = rating.hardest < 0;
	values[3] = Int32GetDatum(rating.steps);
	values[4] = Int32GetDatum(rating.guesses);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(desc), values, nulls)));
}

/* A rating in tenths as numeric (8.3). */
static Datum
se_numeric(int tenths)
{
	char		text[8];

	sdk_se_rating_text(tenths, text);
	return DirectFunctionCall3(numeric_in, CStringGetDatum(text), ObjectIdGetDatum(InvalidOid),
							   Int32GetDatum(-1));
}

/*
 * Sudoku Explainer's rating (1.2): ER, EP and ED as serate 1.2.1.3 prints
 * them, the hardest step's technique and the number of steps.
 */
PG_FUNCTION_INFO_V1(sudoku_se_rate);
Datum
sudoku_se_rate(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_rating	rating;
	sdk_logic_options opts;
	sdk_error	err;
	TupleDesc	desc;
	Datum		values[5];
	bool		nulls[5] = {false};

	if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	sdk_logic_options_default(&opts);
	opts.model = SDK_MODEL_SE;
	if (sdk_logic_solve(p, &opts, 0, NULL, NULL, NULL, &rating, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	values[0] = se_numeric(rating.er);
	values[1] = se_numeric(rating.ep);
	values[2] = se_numeric(rating.ed);
	nulls[0] = nulls[1] = nulls[2] = rating.steps == 0;
	values[3] = rating.hardest >= 0 ? CStringGetTextDatum(sdk_technique_at(rating.hardest)->name) : (Datum) 0;
	nulls[3] = rating.hardest < 0;
	values[4] = Int32GetDatum(rating.steps);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(desc), values, nulls)));
}

/*
 * The rating's level alone, for queries that a postgres_fdw shard should
 * run itself: postgres_fdw sends a call of the extension's functions but
 * never a field taken out of a row, nor a comparison of text it cannot
 * trace to a column's collation; so (sudoku_rate(p)).level stays on the
 * coordinator, while sudoku_level(p), of the extension's enum, goes to the
 * shard (1.1).
 */
PG_FUNCTION_INFO_V1(sudoku_level);
Datum
sudoku_level(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_rating	rating;
	sdk_logic_options opts;
	sdk_error	err;

	logic_options_args(fcinfo, 1, 2, &opts);
	hodoku_model_only(&opts, "sudoku_level");
	if (sdk_logic_solve(p, &opts, 0, NULL, NULL, NULL, &rating, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	/* the enum sudoku_difficulty, whose labels are the level names */
	PG_RETURN_DATUM(DirectFunctionCall2(enum_in, CStringGetDatum(sdk_level_name(rating.level)),
										ObjectIdGetDatum(get_fn_expr_rettype(fcinfo->flinfo))));
}

/* which techniques a path uses, one bit per registry index */
static bool
note_technique(const sdk_step *step, void *arg)
{
	uint64_t   *used = arg;

	used[step->technique / 64] |= UINT64_C(1) << (step->technique % 64);
	return true;
}

PG_FUNCTION_INFO_V1(sudoku_techniques_used);
Datum
sudoku_techniques_used(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	uint64_t	used[SDK_MAX_TECHNIQUES / 64] = {0};
	Datum		items[SDK_MAX_TECHNIQUES];
	sdk_logic_options opts;
	sdk_error	err;
	int			count = 0;
	int			i;

	logic_options_args(fcinfo, 1, 2, &opts);
	if (sdk_logic_solve(p, &opts, 0, note_technique, used, NULL, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	for (i = 0; i < sdk_technique_count(); i++)
		if (used[i / 64] & (UINT64_C(1) << (i % 64)))
			items[count++] = CStringGetTextDatum(sdk_technique_at(i)->name);
	PG_RETURN_ARRAYTYPE_P(text_array(items, count));
}

/*
 * Whether the path uses one technique: the test of
 * 'X-Wing' = ANY (sudoku_techniques_used(p)) with the technique a value of
 * the extension's enum sudoku_technique, which postgres_fdw sends to a
 * shard, where it keeps a comparison of text that is not from one of the
 * shard's columns on the coordinator (1.1).  The path stops at the
 * technique's first step.
 */
typedef struct technique_use
{
	int			technique;
	bool		found;
} technique_use;

static bool
stop_at_technique(const sdk_step *step, void *arg)
{
	technique_use *use = arg;

	if (step->technique == use->technique)
		use->found = true;
	return !use->found;
}

PG_FUNCTION_INFO_V1(sudoku_uses);
Datum
sudoku_uses(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	char	   *name = DatumGetCString(DirectFunctionCall1(enum_out, PG_GETARG_DATUM(1)));
	technique_use use = {-1, false};
	sdk_logic_options opts;
	sdk_error	err;
	int			i;

	/* the enum's labels are the registry's names */
	for (i = 0; i < sdk_technique_count() && use.technique < 0; i++)
		if (strcmp(sdk_technique_at(i)->name, name) == 0)
			use.technique = i;
	if (use.technique < 0)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("the sudoku library has no technique \"%s\"", name),
				 errdetail("The type sudoku_technique and the library that the server loaded are of different versions."),
				 errhint("Install the library of the extension's version, or update the extension.")));
	logic_options_args(fcinfo, 2, 3, &opts);
	/* a path never takes a step of a technique that is not chosen */
	if (!sdk_technique_enabled(&opts, use.technique))
		PG_RETURN_BOOL(false);
	if (sdk_logic_solve(p, &opts, 0, stop_at_technique, &use, NULL, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	PG_RETURN_BOOL(use.found);
}

PG_FUNCTION_INFO_V1(sudoku_techniques);
Datum
sudoku_techniques(PG_FUNCTION_ARGS)
{
	SudokuSrf	srf;
	sdk_logic_options defaults;
	int			i;

	sdk_logic_options_default(&defaults);
	sudoku_srf_begin(fcinfo, &srf);
	/* HoDoKu's model, Guess the last (Sudoku Explainer's follow it in the registry) */
	for (i = 0; i <= sdk_technique_guess(); i++)
	{
		const sdk_technique *t = sdk_technique_at(i);
		Datum		values[9];
		bool		nulls[9] = {false};

		sudoku_srf_row_start(&srf);
		values[0] = Int32GetDatum(i + 1);
		values[1] = CStringGetTextDatum(t->name);
		values[2] = CStringGetTextDatum(t->code);
		nulls[2] = t->code[0] == '\0';
		values[3] = CStringGetTextDatum(sdk_level_name(t->level));
		values[4] = Int32GetDatum(t->score);
		values[5] = BoolGetDatum(t->find != NULL || i == sdk_technique_guess());
		values[6] = BoolGetDatum((t->flags & SDK_TECH_UNIQUENESS) != 0);
		/* from version 1.1 */
		values[7] = CStringGetTextDatum(t->category);
		values[8] = BoolGetDatum(sdk_technique_enabled(&defaults, i));
		sudoku_srf_row(&srf, values, nulls);
	}
	return (Datum) 0;
}

/* The techniques and settings arguments, for the other glue files (sudoku_pg.h). */
void
sudoku_logic_options_from_args(FunctionCallInfo fcinfo, int techniques_arg, int options_arg,
							   struct sdk_logic_options *o)
{
	logic_options_args(fcinfo, techniques_arg, options_arg, o);
}

/*
 * sudoku_version(): the library's version and its rating model's revision
 * (sudoku_core.h), so that a database can tell when stored ratings were
 * made by another release (1.2).
 */
PG_FUNCTION_INFO_V1(sudoku_version);
Datum
sudoku_version(PG_FUNCTION_ARGS)
{
	TupleDesc	desc;
	Datum		values[3];
	bool		nulls[3] = {false, false, false};

	if (get_call_result_type(fcinfo, NULL, &desc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	values[0] = CStringGetTextDatum(SDK_LIBRARY_VERSION);
	values[1] = CStringGetTextDatum(SDK_RATING_MODEL);
	values[2] = Int32GetDatum(SDK_RATING_REVISION);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(desc), values, nulls)));
}
