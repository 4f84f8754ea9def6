/*
 * sudoku_funcs.c -- cells, candidates, violations, accessors and builders
 * of the sudoku type, and the location tables of a grid size.
 */
#include "sudoku_pg.h"

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"

void
sudoku_cell_place_datums(const sdk_geometry *g, int cell, Datum *values)
{
	values[0] = Int32GetDatum(cell + 1);
	values[1] = Int32GetDatum(sdk_cell_row(g, cell) + 1);
	values[2] = Int32GetDatum(sdk_cell_col(g, cell) + 1);
	values[3] = Int32GetDatum(sdk_cell_box(g, cell) + 1);
}

PG_FUNCTION_INFO_V1(sudoku_cells);
Datum
sudoku_cells(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	SudokuSrf	srf;
	int			i;

	sudoku_srf_begin(fcinfo, &srf);
	for (i = 0; i < sdk_ncells(p); i++)
	{
		Datum		values[6];
		bool		nulls[6] = {false};

		sudoku_srf_row_start(&srf);
		sudoku_cell_place_datums(&p->geo, i, values);
		values[4] = Int32GetDatum(p->value[i]);
		nulls[4] = p->value[i] == 0;
		values[5] = BoolGetDatum(p->value[i] && p->given[i]);
		sudoku_srf_row(&srf, values, nulls);
	}
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(sudoku_candidates);
Datum
sudoku_candidates(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	SudokuSrf	srf;
	int			i,
				d;

	sudoku_srf_begin(fcinfo, &srf);
	for (i = 0; i < sdk_ncells(p); i++)
	{
		for (d = 1; d <= p->geo.n; d++)
		{
			Datum		values[5];
			bool		nulls[5] = {false};

			if (!(p->cand[i] & SDK_BIT(d)))
				continue;
			sudoku_srf_row_start(&srf);
			sudoku_cell_place_datums(&p->geo, i, values);
			values[4] = Int32GetDatum(d);
			sudoku_srf_row(&srf, values, nulls);
		}
	}
	return (Datum) 0;
}

static ArrayType *
int_array(const int *items, int count)
{
	Datum	   *elems = palloc(sizeof(Datum) * Max(count, 1));
	int			i;

	for (i = 0; i < count; i++)
		elems[i] = Int32GetDatum(items[i]);
	return construct_array(elems, count, INT4OID, sizeof(int32), true, TYPALIGN_INT);
}

static void
emit_violation(const sdk_violation *v, void *arg)
{
	static const char *const kind_names[] = {"row", "column", "box", "cell"};
	SudokuSrf  *srf = (SudokuSrf *) arg;
	Datum		values[4];
	bool		nulls[4] = {false};
	int			cells[SDK_MAX_SIZE];
	int			i;

	sudoku_srf_row_start(srf);
	for (i = 0; i < v->ncells; i++)
		cells[i] = v->cells[i] + 1;
	values[0] = CStringGetTextDatum(kind_names[v->kind]);
	values[1] = Int32GetDatum(v->unit + 1);
	values[2] = Int32GetDatum(v->digit);
	nulls[2] = v->digit == 0;
	values[3] = PointerGetDatum(int_array(cells, v->ncells));
	sudoku_srf_row(srf, values, nulls);
}

PG_FUNCTION_INFO_V1(sudoku_violations);
Datum
sudoku_violations(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	SudokuSrf	srf;

	sudoku_srf_begin(fcinfo, &srf);
	sdk_violations(p, emit_violation, &srf);
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(sudoku_is_valid);
Datum
sudoku_is_valid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(sdk_violations(sudoku_arg_position(fcinfo, 0), NULL, NULL) == 0);
}

PG_FUNCTION_INFO_V1(sudoku_is_complete);
Datum
sudoku_is_complete(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(sdk_empty_count(sudoku_arg_position(fcinfo, 0)) == 0);
}

/* Size and shape need only the header, not the whole position. */
static sdk_geometry
arg_geometry(FunctionCallInfo fcinfo)
{
	struct varlena *s = PG_DETOAST_DATUM_SLICE(PG_GETARG_DATUM(0), 0, 3);
	sdk_geometry g;
	sdk_error	err;

	if (sdk_decode_geometry(SUDOKU_BYTES(s), SUDOKU_BYTES_LEN(s), &g, &err) != SDK_OK)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("corrupt sudoku value"),
				 errdetail("%s", err.detail)));
	return g;
}

PG_FUNCTION_INFO_V1(sudoku_size);
Datum
sudoku_size(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(arg_geometry(fcinfo).n);
}

PG_FUNCTION_INFO_V1(sudoku_box_rows);
Datum
sudoku_box_rows(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(arg_geometry(fcinfo).box_rows);
}

PG_FUNCTION_INFO_V1(sudoku_box_cols);
Datum
sudoku_box_cols(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(arg_geometry(fcinfo).box_cols);
}

PG_FUNCTION_INFO_V1(sudoku_given_count);
Datum
sudoku_given_count(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(sdk_given_count(sudoku_arg_position(fcinfo, 0)));
}

PG_FUNCTION_INFO_V1(sudoku_empty_count);
Datum
sudoku_empty_count(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(sdk_empty_count(sudoku_arg_position(fcinfo, 0)));
}

PG_FUNCTION_INFO_V1(sudoku_value);
Datum
sudoku_value(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			cell = sudoku_cell_arg(p, PG_GETARG_INT32(1), PG_GETARG_INT32(2));

	if (p->value[cell] == 0)
		PG_RETURN_NULL();
	PG_RETURN_INT32(p->value[cell]);
}

PG_FUNCTION_INFO_V1(sudoku_set);
Datum
sudoku_set(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			cell = sudoku_cell_arg(p, PG_GETARG_INT32(1), PG_GETARG_INT32(2));
	int32		digit = PG_GETARG_INT32(3);
	bool		given = PG_GETARG_BOOL(4);

	if (digit < 1 || digit > p->geo.n)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("sudoku digit %d is out of range", digit),
				 errdetail("A %dx%d grid takes digits 1 to %d; use sudoku_clear to empty a cell.",
						   p->geo.n, p->geo.n, p->geo.n)));
	sdk_place(p, cell, digit, given);
	PG_RETURN_POINTER(sudoku_pack(p));
}

PG_FUNCTION_INFO_V1(sudoku_clear);
Datum
sudoku_clear(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			cell = sudoku_cell_arg(p, PG_GETARG_INT32(1), PG_GETARG_INT32(2));

	sdk_clear(p, cell);
	PG_RETURN_POINTER(sudoku_pack(p));
}

PG_FUNCTION_INFO_V1(sudoku_eliminate);
Datum
sudoku_eliminate(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			cell = sudoku_cell_arg(p, PG_GETARG_INT32(1), PG_GETARG_INT32(2));
	int32		digit = PG_GETARG_INT32(3);

	if (digit < 1 || digit > p->geo.n)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("sudoku digit %d is out of range", digit),
				 errdetail("A %dx%d grid takes digits 1 to %d.", p->geo.n, p->geo.n, p->geo.n)));
	sdk_eliminate(p, cell, digit);
	PG_RETURN_POINTER(sudoku_pack(p));
}

/*
 * Every cell's pencil marks as a text mask, "1...56..." (digit where a
 * candidate, '.' where not), or its digit alone when filled: an n x n array.
 */
PG_FUNCTION_INFO_V1(sudoku_candidate_masks);
Datum
sudoku_candidate_masks(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			n = p->geo.n;
	Datum	   *elems = palloc(sizeof(Datum) * n * n);
	int			dims[2] = {n, n};
	int			lbs[2] = {1, 1};
	char		mask[SDK_MAX_SIZE + 1];
	int			i;

	for (i = 0; i < n * n; i++)
	{
		sdk_cell_mask_text(p, i, mask);
		elems[i] = CStringGetTextDatum(mask);
	}
	PG_RETURN_ARRAYTYPE_P(construct_md_array(elems, NULL, 2, dims, lbs,
											 TEXTOID, -1, false, TYPALIGN_INT));
}

/* The geometry named by (size, box_rows, box_cols) from argument first on, NULL shape = usual one. */
sdk_geometry
sudoku_geometry_args(FunctionCallInfo fcinfo, int first, const char *seed_form)
{
	sdk_geometry g;
	sdk_error	err;
	int32		n,
				rows = 0,
				cols = 0;

	if (PG_ARGISNULL(first))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("grid size must not be null")));
	n = PG_GETARG_INT32(first);
	if (!PG_ARGISNULL(first + 1) || !PG_ARGISNULL(first + 2))
	{
		rows = PG_ARGISNULL(first + 1) ? 0 : PG_GETARG_INT32(first + 1);
		cols = PG_ARGISNULL(first + 2) ? 0 : PG_GETARG_INT32(first + 2);
	}
	if (n < 0 || n > SDK_MAX_SIZE || rows < 0 || rows > SDK_MAX_SIZE ||
		cols < 0 || cols > SDK_MAX_SIZE ||
		sdk_geometry_init(&g, n, rows, cols, &err) != SDK_OK)
	{
		/* box_rows and box_cols left NULL: the usual shape, not "0x0" */
		char	   *what = rows && cols ? psprintf("no sudoku grid of size %d with boxes of %dx%d cells", n, rows, cols)
			: rows ? psprintf("no sudoku grid of size %d with boxes of %d rows", n, rows)
			: cols ? psprintf("no sudoku grid of size %d with boxes of %d columns", n, cols)
			: psprintf("no sudoku grid of size %d", n);

		char	   *seed = seed_form ? psprintf(" This form reads a number in that place as the size; a seed is given by name: %s.",
												seed_form) : "";

		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s", what),
				 errdetail("Sizes run from %d to %d; a box has 2 or more rows and columns, rows times columns equal to the size.%s",
						   SDK_MIN_SIZE, SDK_MAX_SIZE, seed)));
	}
	return g;
}

PG_FUNCTION_INFO_V1(sudoku_location_for_size);
Datum
sudoku_location_for_size(PG_FUNCTION_ARGS)
{
	sdk_geometry g = sudoku_geometry_args(fcinfo, 0, NULL);
	SudokuSrf	srf;
	int			i,
				k;

	sudoku_srf_begin(fcinfo, &srf);
	for (i = 0; i < g.n * g.n; i++)
	{
		static const char *const group_types[] = {"R", "C", "B"};
		int			groups[3];

		groups[0] = sdk_cell_row(&g, i);
		groups[1] = sdk_cell_col(&g, i);
		groups[2] = sdk_cell_box(&g, i);
		for (k = 0; k < 3; k++)
		{
			Datum		values[3];
			bool		nulls[3] = {false};

			sudoku_srf_row_start(&srf);
			values[0] = Int32GetDatum(i + 1);
			values[1] = CStringGetTextDatum(group_types[k]);
			values[2] = Int32GetDatum(groups[k] + 1);
			sudoku_srf_row(&srf, values, nulls);
		}
	}
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(sudoku_location_wide_for_size);
Datum
sudoku_location_wide_for_size(PG_FUNCTION_ARGS)
{
	sdk_geometry g = sudoku_geometry_args(fcinfo, 0, NULL);
	SudokuSrf	srf;
	int			i;

	sudoku_srf_begin(fcinfo, &srf);
	for (i = 0; i < g.n * g.n; i++)
	{
		Datum		values[4];
		bool		nulls[4] = {false};

		sudoku_srf_row_start(&srf);
		sudoku_cell_place_datums(&g, i, values);
		sudoku_srf_row(&srf, values, nulls);
	}
	return (Datum) 0;
}
