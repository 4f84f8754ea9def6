/*
 * sudoku_canon.c -- equivalent puzzles as SQL functions: the canonical form
 * (minlex) of a puzzle's givens, whether two puzzles are the same puzzle,
 * their automorphisms, and transformations chosen or drawn from a seed.
 */
#include "sudoku_pg.h"

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "canon.h"

static void
canonical_of(const sdk_position *p, sdk_position *out, sdk_canon_info *info)
{
	sdk_error	err;

	if (sdk_canonical(p, out, info, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
}

PG_FUNCTION_INFO_V1(sudoku_canonical);
Datum
sudoku_canonical(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_position *out = palloc(sizeof(sdk_position));

	canonical_of(p, out, NULL);
	PG_RETURN_POINTER(sudoku_pack(out));
}

PG_FUNCTION_INFO_V1(sudoku_equivalent);
Datum
sudoku_equivalent(PG_FUNCTION_ARGS)
{
	sdk_position *a = sudoku_arg_position(fcinfo, 0);
	sdk_position *b = sudoku_arg_position(fcinfo, 1);
	sdk_error	err;
	bool		same;

	if (sdk_equivalent(a, b, &same, sudoku_pg_env(), &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	PG_RETURN_BOOL(same);
}

PG_FUNCTION_INFO_V1(sudoku_automorphisms);
Datum
sudoku_automorphisms(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_position *out = palloc(sizeof(sdk_position));
	sdk_canon_info info;

	canonical_of(p, out, &info);
	if (info.automorphisms_overflow || info.automorphisms > (uint64) PG_INT64_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("number of sudoku automorphisms is out of range for type bigint"),
				 errdetail("The givens of this %dx%d position map to themselves in more than %lld ways.",
						   p->geo.n, p->geo.n, (long long) PG_INT64_MAX)));
	PG_RETURN_INT64((int64) info.automorphisms);
}

/*
 * An order argument: empty keeps the order; otherwise n items from 1 to n,
 * rows and columns written 0-based into out, digits as they are from
 * out[1].  Whether they keep the grid valid the core checks.
 */
static void
order_arg(FunctionCallInfo fcinfo, int argno, const char *name, const char *items,
		  int n, bool digits, uint8 *out)
{
	ArrayType  *arr = PG_GETARG_ARRAYTYPE_P(argno);
	Datum	   *elems;
	bool	   *nulls;
	int			count,
				i;

	if (ARR_NDIM(arr) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("%s must be a one-dimensional array", name),
				 errdetail("It has %d dimensions; list the %s in their new order.",
						   ARR_NDIM(arr), items)));
	deconstruct_array(arr, INT4OID, sizeof(int32), true, TYPALIGN_INT, &elems, &nulls, &count);
	if (count == 0)
		return;
	if (count != n)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must list the %d %s of the grid", name, n, items),
				 errdetail("It has %d items; a %dx%d grid needs each of its %s once, or none to keep them as they are.",
						   count, n, n, items)));
	for (i = 0; i < count; i++)
	{
		int32		v;

		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("%s must not contain NULL", name),
					 errdetail("Item %d of %s is NULL.", i + 1, name)));
		v = DatumGetInt32(elems[i]);
		if (v < 1 || v > n)
			ereport(ERROR,
					(errcode(digits ? ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE : ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("%s[%d] = %d is out of range", name, i + 1, v),
					 errdetail("A %dx%d grid has %s 1 to %d.", n, n, items, n)));
		if (digits)
			out[i + 1] = (uint8) v;
		else
			out[i] = (uint8) (v - 1);
	}
}

PG_FUNCTION_INFO_V1(sudoku_transform);
Datum
sudoku_transform(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_position *out = palloc(sizeof(sdk_position));
	sdk_transform t;
	sdk_error	err;
	int			n = p->geo.n;

	sdk_transform_identity(&p->geo, &t);
	t.transpose = PG_GETARG_BOOL(1);
	order_arg(fcinfo, 2, "row_order", "rows", n, false, t.row);
	order_arg(fcinfo, 3, "col_order", "columns", n, false, t.col);
	order_arg(fcinfo, 4, "digit_map", "digits", n, true, t.digit);
	if (sdk_transform_check(&p->geo, &t, &err) != SDK_OK)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid transformation of a %dx%d sudoku", n, n),
				 errdetail("%s", err.detail)));
	sdk_transform_apply(p, &t, out);
	PG_RETURN_POINTER(sudoku_pack(out));
}

PG_FUNCTION_INFO_V1(sudoku_transform_seeded);
Datum
sudoku_transform_seeded(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	sdk_position *out = palloc(sizeof(sdk_position));
	sdk_transform t;

	sdk_transform_random(&p->geo, (uint64) PG_GETARG_INT64(1), &t);
	sdk_transform_apply(p, &t, out);
	PG_RETURN_POINTER(sudoku_pack(out));
}
