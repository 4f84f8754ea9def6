/*
 * sudoku_svg.c -- pictures as SQL functions: a position as an SVG image,
 * with a step of its logical path (by number) or a step row drawn on it,
 * and the whole path as an HTML walk-through.  The drawing is the core's
 * (src/core/picture/svg.c).
 */
#include "sudoku_pg.h"

#include "catalog/pg_type.h"
#include "executor/executor.h"
#include "utils/array.h"
#include "utils/builtins.h"

#include "logic.h"
#include "svg.h"

/* The core's text as a text datum (the core's buffer is palloc'd). */
static text *
picture_text(sdk_status rc, char *out, size_t len, const sdk_error *err)
{
	text	   *t;

	if (rc != SDK_OK)
		sudoku_raise_search_error(err);
	if (len > MaxAllocSize - VARHDRSZ)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("sudoku picture too large"),
				 errdetail("It takes %zu bytes; a text value holds at most 1 GB.", len)));
	t = cstring_to_text_with_len(out, (int) len);
	pfree(out);
	return t;
}

/* Step number want of the path: the step, and the position it was found in. */
typedef struct step_on_path
{
	int			want;
	int			count;
	sdk_position *pos;			/* before the next step */
	sdk_step   *step;
} step_on_path;

static bool
find_step_on_path(const sdk_step *step, void *arg)
{
	step_on_path *s = (step_on_path *) arg;

	if (++s->count == s->want)
	{
		*s->step = *step;
		return false;
	}
	sdk_apply_step(s->pos, step);
	return true;
}

static text *
draw(const sdk_position *p, const sdk_step *step, bool marks)
{
	sdk_svg_options o;
	sdk_error	err;
	char	   *out = NULL;
	size_t		len = 0;
	sdk_status	rc;

	sdk_svg_options_default(&o);
	o.pencil_marks = marks;
	rc = sdk_svg(p, step, &o, sudoku_pg_env(), &out, &len, &err);
	return picture_text(rc, out, len, &err);
}

/*
 * sudoku_svg(puzzle, step integer DEFAULT NULL, pencil_marks DEFAULT true,
 * techniques DEFAULT '{default}', options DEFAULT ''): the position, or
 * step number `step` of its path drawn on the position before it.
 */
PG_FUNCTION_INFO_V1(sudoku_svg);
Datum
sudoku_svg(PG_FUNCTION_ARGS)
{
	sdk_position *p;
	bool		marks;
	int32		want;
	step_on_path s;
	sdk_logic_options opts;
	sdk_error	err;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(2) || PG_ARGISNULL(3) || PG_ARGISNULL(4))
		PG_RETURN_NULL();
	p = sudoku_arg_position(fcinfo, 0);
	marks = PG_GETARG_BOOL(2);
	if (PG_ARGISNULL(1))
		PG_RETURN_TEXT_P(draw(p, NULL, marks));
	want = PG_GETARG_INT32(1);
	if (want < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("step must be 1 or more"),
				 errdetail("step is %d; it is the number of a step on the path, as sudoku_steps numbers them, or NULL for the position alone.",
						   want)));
	sudoku_logic_options_from_args(fcinfo, 3, 4, &opts);
	s.want = want;
	s.count = 0;
	s.pos = palloc(sizeof(sdk_position));
	*s.pos = *p;
	s.step = palloc(sizeof(sdk_step));
	if (sdk_logic_solve(p, &opts, want, find_step_on_path, &s, NULL, NULL, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	if (s.count < want)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("the path has no step %d", want),
				 errdetail("With these techniques the position's path has %d step%s.", s.count,
						   s.count == 1 ? "" : "s")));
	PG_RETURN_TEXT_P(draw(s.pos, s.step, marks));
}

/*
 * sudoku_svg(p, step text): the form an untyped NULL or a quoted step
 * resolves to (1.2).  NULL draws the position alone, as the step number
 * NULL does; text is not a step, and the error names the forms that take
 * one.
 */
PG_FUNCTION_INFO_V1(sudoku_svg_text);
Datum
sudoku_svg_text(PG_FUNCTION_ARGS)
{
	if (PG_ARGISNULL(0) || PG_ARGISNULL(2))
		PG_RETURN_NULL();
	if (!PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("a step of sudoku_svg is a number or a step row, not text"),
				 errdetail("The step given is '%s'. Write sudoku_svg(p, 3) for step 3 of the path, "
						   "sudoku_svg(p, sudoku_hint(p)) for a step row, and sudoku_svg(p) or "
						   "sudoku_svg(p, NULL) for the position alone.",
						   text_to_cstring(PG_GETARG_TEXT_PP(1)))));
	PG_RETURN_TEXT_P(draw(sudoku_arg_position(fcinfo, 0), NULL, PG_GETARG_BOOL(2)));
}

/* ---- a step row ---- */

/* A text field of the row, NULL when it is NULL. */
static char *
row_text(HeapTupleHeader row, const char *field)
{
	bool		isnull;
	Datum		d = GetAttributeByName(row, field, &isnull);

	return isnull ? NULL : TextDatumGetCString(d);
}

/* A text[] field of the row: its items (NULL items stay NULL, the reader refuses them). */
static const char *const *
row_texts(HeapTupleHeader row, const char *field, int *count)
{
	bool		isnull;
	Datum		d = GetAttributeByName(row, field, &isnull);
	Datum	   *elems;
	bool	   *nulls;
	const char **items;
	int			i;

	*count = 0;
	if (isnull)
		return NULL;
	deconstruct_array(DatumGetArrayTypeP(d), TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, count);
	items = palloc(sizeof(char *) * Max(*count, 1));
	for (i = 0; i < *count; i++)
		items[i] = nulls[i] ? NULL : TextDatumGetCString(elems[i]);
	return items;
}

/* An integer[] field of the row; null_item is the first NULL item (from 1), 0 when none. */
static int *
row_ints(HeapTupleHeader row, const char *field, int *count, int *null_item)
{
	bool		isnull;
	Datum		d = GetAttributeByName(row, field, &isnull);
	Datum	   *elems;
	bool	   *nulls;
	int		   *items;
	int			i;

	*count = 0;
	*null_item = 0;
	if (isnull)
		return NULL;
	deconstruct_array(DatumGetArrayTypeP(d), INT4OID, sizeof(int32), true, TYPALIGN_INT, &elems, &nulls, count);
	items = palloc(sizeof(int) * Max(*count, 1));
	for (i = 0; i < *count; i++)
	{
		if (nulls[i] && *null_item == 0)
			*null_item = i + 1;
		items[i] = nulls[i] ? 0 : DatumGetInt32(elems[i]);
	}
	return items;
}

/*
 * sudoku_svg(puzzle, step sudoku_logic_step, pencil_marks DEFAULT true):
 * a step row of sudoku_steps, sudoku_find_steps or sudoku_hint drawn on
 * the position it was found in.
 */
PG_FUNCTION_INFO_V1(sudoku_svg_step);
Datum
sudoku_svg_step(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	HeapTupleHeader row = PG_GETARG_HEAPTUPLEHEADER(1);
	bool		marks = PG_GETARG_BOOL(2);
	sdk_step   *step = palloc(sizeof(sdk_step));
	sdk_step_text t;
	int		   *digits,
			   *cells;
	int			ndigits,
				i;
	int			null_digit,
				null_cell;
	sdk_error	err;

	memset(&t, 0, sizeof(t));
	t.technique = row_text(row, "technique");
	if (t.technique == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the step's technique must not be NULL"),
				 errdetail("Draw a row of sudoku_steps, sudoku_find_steps or sudoku_hint.")));
	digits = row_ints(row, "digits", &ndigits, &null_digit);
	if (null_digit)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the step's digits must not contain NULL"),
				 errdetail("Item %d of the step's digits is NULL; a %dx%d grid has digits 1 to %d.",
						   null_digit, p->geo.n, p->geo.n, p->geo.n)));
	for (i = 0; i < ndigits; i++)
	{
		if (digits[i] < 1 || digits[i] > p->geo.n)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("the step's digits do not fit the grid"),
					 errdetail("Item %d of the step's digits is %d; a %dx%d grid has digits 1 to %d.",
							   i + 1, digits[i], p->geo.n, p->geo.n, p->geo.n)));
		t.digits |= SDK_BIT(digits[i]);
	}
	t.placements = row_texts(row, "placements", &t.nplacements);
	t.eliminations = row_texts(row, "eliminations", &t.neliminations);
	t.base_units = row_texts(row, "base_units", &t.nbase);
	t.cover_units = row_texts(row, "cover_units", &t.ncover);
	cells = row_ints(row, "cells", &t.ncells, &null_cell);
	if (null_cell)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("the step's cells must not contain NULL"),
				 errdetail("Item %d of the step's cells is NULL; a cell is numbered 1 to %d, row by row.",
						   null_cell, sdk_ncells(p))));
	for (i = 0; i < t.ncells; i++)
		cells[i] = cells[i] - 1;
	t.cells = cells;
	t.explanation = row_text(row, "explanation");
	t.chain = row_text(row, "chain");
	if (sdk_step_read(&p->geo, &t, step, sudoku_pg_env(), &err) != SDK_OK)
		ereport(ERROR,
				(errcode(err.status == SDK_ERR_NO_MEMORY ? ERRCODE_OUT_OF_MEMORY : ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("cannot read the sudoku step"),
				 errdetail("%s", err.detail)));
	if (!sdk_step_fits(p, step, &err))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("the step does not fit the position"),
				 errdetail("%s", err.detail),
				 errhint("Draw a step on the position it was found in: sudoku_apply(p, n - 1) for step n of sudoku_steps(p).")));
	PG_RETURN_TEXT_P(draw(p, step, marks));
}

/* sudoku_walkthrough_html(puzzle, techniques DEFAULT '{default}', options DEFAULT '') */
PG_FUNCTION_INFO_V1(sudoku_walkthrough_html);
Datum
sudoku_walkthrough_html(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_logic_options opts;
	sdk_error	err;
	char	   *out = NULL;
	size_t		len = 0;
	sdk_status	rc;

	sudoku_logic_options_from_args(fcinfo, 1, 2, &opts);
	rc = sdk_walkthrough_html(p, &opts, true, sudoku_pg_env(), &out, &len, &err);
	PG_RETURN_TEXT_P(picture_text(rc, out, len, &err));
}
