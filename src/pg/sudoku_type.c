/*
 * sudoku_type.c -- the sudoku type: text and binary I/O, comparison and
 * hashing, casts, and the helpers the other glue files share.
 */
#include "sudoku_pg.h"

#include "access/hash.h"
#include "access/tupdesc.h"
#include "catalog/pg_type.h"
#include "common/hashfn.h"
#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "miscadmin.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

SUDOKU_MODULE_MAGIC;

/* Input longer than this is shown cut short in error messages. */
#define SHOWN_INPUT_CHARS 40

/* A palloc'd position from a stored value's bytes; corrupt data is an error. */
static sdk_position *
unpack_bytes(const uint8 *bytes, size_t len, bool for_search)
{
	sdk_position *p = palloc(sizeof(sdk_position));
	sdk_error	err;

	if ((for_search ? sdk_decode_for_search(bytes, len, p, &err)
		 : sdk_decode(bytes, len, p, &err)) != SDK_OK)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("corrupt sudoku value"),
				 errdetail("%s", err.detail)));
	return p;
}

/* An argument, read where it lies (sudoku_pg.h). */
static sdk_position *
arg_position(FunctionCallInfo fcinfo, int argno, bool for_search)
{
	struct varlena *v = PG_GETARG_SUDOKU_PP(argno);

	return unpack_bytes(SUDOKU_BYTES(v), SUDOKU_BYTES_LEN(v), for_search);
}

sdk_position *
sudoku_arg_position(FunctionCallInfo fcinfo, int argno)
{
	return arg_position(fcinfo, argno, false);
}

sdk_position *
sudoku_arg_position_for_search(FunctionCallInfo fcinfo, int argno)
{
	return arg_position(fcinfo, argno, true);
}

SudokuData *
sudoku_pack(const sdk_position *p)
{
	size_t		cap = sdk_encoded_bound(p->geo.n);
	SudokuData *s = palloc(VARHDRSZ + cap);
	size_t		len = sdk_encode(p, s->bytes, cap);

	if (len == 0)
		elog(ERROR, "sudoku encoding overflowed its %zu-byte bound", cap);
	SET_VARSIZE(s, VARHDRSZ + len);
	return s;
}

void
sudoku_input_error(Node *escontext, const sdk_error *err, const char *input, size_t len)
{
	char	   *shown;

	/* a 100 kB paste is not echoed whole */
	if (len > SHOWN_INPUT_CHARS)
	{
		int			cut = pg_mbcliplen(input, (int) len, SHOWN_INPUT_CHARS);

		shown = psprintf("%.*s...", cut, input);
	}
	else
		shown = pnstrdup(input, len);
	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("invalid input syntax for type sudoku: \"%s\"", shown),
			 errdetail("%s", err->detail)));
}

static void *
pg_env_alloc(size_t size, void *arg)
{
	(void) arg;
	return palloc_extended(size, MCXT_ALLOC_HUGE | MCXT_ALLOC_NO_OOM);
}

static void
pg_env_release(void *ptr, void *arg)
{
	(void) arg;
	pfree(ptr);
}

static bool
pg_env_interrupted(void *arg)
{
	(void) arg;
	CHECK_FOR_INTERRUPTS();
	return false;
}

const sdk_env *
sudoku_pg_env(void)
{
	static const sdk_env env = {pg_env_alloc, pg_env_release, pg_env_interrupted, NULL};

	return &env;
}

void
sudoku_raise_search_error(const sdk_error *err)
{
	if (err->status == SDK_ERR_NO_MEMORY)
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("out of memory"),
				 errdetail("%s", err->detail)));
	ereport(ERROR,
			(errcode(err->status == SDK_ERR_LIMIT ? ERRCODE_PROGRAM_LIMIT_EXCEEDED
					 : ERRCODE_INTERNAL_ERROR),
			 errmsg("sudoku search failed"),
			 errdetail("%s", err->detail)));
}

int
sudoku_cell_arg(const sdk_position *p, int32 row, int32 col)
{
	int			n = p->geo.n;

	if (row < 1 || row > n || col < 1 || col > n)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("cell r%dc%d is outside the grid", row, col),
				 errdetail("A %dx%d grid has rows and columns 1 to %d.", n, n, n)));
	return (row - 1) * n + (col - 1);
}

void
sudoku_srf_begin(FunctionCallInfo fcinfo, SudokuSrf *srf)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;
	Oid			result_type;

	if (rsinfo == NULL || !IsA(rsinfo, ReturnSetInfo) ||
		!(rsinfo->allowedModes & SFRM_Materialize))
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("set-valued function called in context that cannot accept a set")));
	old = MemoryContextSwitchTo(rsinfo->econtext->ecxt_per_query_memory);
	switch (get_call_result_type(fcinfo, &result_type, &srf->desc))
	{
		case TYPEFUNC_COMPOSITE:
			srf->desc = CreateTupleDescCopy(srf->desc);
			break;
		case TYPEFUNC_SCALAR:
			/* SETOF a base type: rows of one column */
			srf->desc = CreateTemplateTupleDesc(1);
			TupleDescInitEntry(srf->desc, (AttrNumber) 1, "value", result_type, -1, 0);
			break;
		default:
			elog(ERROR, "return type must be a row type or a base type");
	}
	srf->store = tuplestore_begin_heap(true, false, work_mem);
	rsinfo->returnMode = SFRM_Materialize;
	rsinfo->setResult = srf->store;
	rsinfo->setDesc = srf->desc;
	MemoryContextSwitchTo(old);
	srf->row_context = AllocSetContextCreate(CurrentMemoryContext, "sudoku row",
											 ALLOCSET_SMALL_SIZES);
	srf->outer_context = CurrentMemoryContext;
}

void
sudoku_srf_row_start(SudokuSrf *srf)
{
	srf->outer_context = MemoryContextSwitchTo(srf->row_context);
}

void
sudoku_srf_row(SudokuSrf *srf, Datum *values, bool *nulls)
{
	/* the tuplestore copies the row into its own memory */
	tuplestore_putvalues(srf->store, srf->desc, values, nulls);
	MemoryContextSwitchTo(srf->outer_context);
	MemoryContextReset(srf->row_context);
}

/* ---- text ---- */

/* The value of input text; NULL when it is bad and escontext took the error. */
static SudokuData *
parse_text(Node *escontext, const char *text, size_t len, int box_rows, int box_cols)
{
	sdk_position *p = palloc(sizeof(sdk_position));
	sdk_error	err;

	if (sdk_parse(text, len, box_rows, box_cols, p, &err) != SDK_OK)
	{
		sudoku_input_error(escontext, &err, text, len);
		return NULL;
	}
	return sudoku_pack(p);
}

PG_FUNCTION_INFO_V1(sudoku_in);
Datum
sudoku_in(PG_FUNCTION_ARGS)
{
	char	   *text = PG_GETARG_CSTRING(0);
	SudokuData *s = parse_text(fcinfo->context, text, strlen(text), 0, 0);

	if (s == NULL)
		PG_RETURN_NULL();
	PG_RETURN_POINTER(s);
}

static text *
format_position(const sdk_position *p, sdk_text_format fmt)
{
	size_t		cap = sdk_format_bound(p, fmt);
	text	   *t = palloc(VARHDRSZ + cap);
	size_t		len = sdk_format(p, fmt, VARDATA(t), cap);

	SET_VARSIZE(t, VARHDRSZ + len);
	return t;
}

PG_FUNCTION_INFO_V1(sudoku_out);
Datum
sudoku_out(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	size_t		cap = sdk_format_bound(p, SDK_TEXT_CANONICAL);
	char	   *out = palloc(cap);

	sdk_format(p, SDK_TEXT_CANONICAL, out, cap);
	PG_RETURN_CSTRING(out);
}

PG_FUNCTION_INFO_V1(sudoku_from_text_with_box);
Datum
sudoku_from_text_with_box(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	int32		box_rows = PG_GETARG_INT32(1);
	int32		box_cols = PG_GETARG_INT32(2);
	sdk_geometry g;
	sdk_error	err;

	if (box_rows < 1 || box_cols < 1 || box_rows > SDK_MAX_SIZE || box_cols > SDK_MAX_SIZE ||
		sdk_geometry_init(&g, box_rows * box_cols, box_rows, box_cols, &err) != SDK_OK)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("boxes of %dx%d cells are not supported", box_rows, box_cols),
				 errdetail("A box has 2 or more rows and columns, and at most %d cells.",
						   SDK_MAX_SIZE)));
	PG_RETURN_POINTER(parse_text(NULL, VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), box_rows, box_cols));
}

PG_FUNCTION_INFO_V1(sudoku_format_as);
Datum
sudoku_format_as(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));
	static const struct
	{
		const char *name;
		sdk_text_format fmt;
	}			formats[] = {
		{"canonical", SDK_TEXT_CANONICAL},
		{"line", SDK_TEXT_LINE},
		{"hodoku", SDK_TEXT_HODOKU},
		{"pencilmarks", SDK_TEXT_PENCILMARKS},
		{"grid", SDK_TEXT_GRID},
		{"grid_marks", SDK_TEXT_GRID_MARKS},
	};
	size_t		i;

	for (i = 0; i < lengthof(formats); i++)
		if (pg_strcasecmp(name, formats[i].name) == 0)
			PG_RETURN_TEXT_P(format_position(p, formats[i].fmt));
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("unknown sudoku text format \"%s\"", name),
			 errdetail("The formats are canonical, line, hodoku, pencilmarks, grid and grid_marks.")));
	PG_RETURN_NULL();
}

PG_FUNCTION_INFO_V1(sudoku_pretty);
Datum
sudoku_pretty(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	bool		marks = PG_GETARG_BOOL(1);

	PG_RETURN_TEXT_P(format_position(p, marks ? SDK_TEXT_GRID_MARKS : SDK_TEXT_GRID));
}

/* ---- binary: the same bytes as stored, checked as strictly as text ---- */

PG_FUNCTION_INFO_V1(sudoku_recv);
Datum
sudoku_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	int			len = buf->len - buf->cursor;
	const uint8 *bytes = (const uint8 *) pq_getmsgbytes(buf, len);
	sdk_position *p = palloc(sizeof(sdk_position));
	sdk_error	err;

	if (sdk_decode(bytes, (size_t) len, p, &err) != SDK_OK)
	{
		errsave(fcinfo->context,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid binary data for type sudoku"),
				 errdetail("%s", err.detail)));
		PG_RETURN_NULL();
	}
	PG_RETURN_POINTER(sudoku_pack(p));
}

PG_FUNCTION_INFO_V1(sudoku_send);
Datum
sudoku_send(PG_FUNCTION_ARGS)
{
	struct varlena *s = PG_GETARG_SUDOKU_PP(0);
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, (const char *) SUDOKU_BYTES(s), SUDOKU_BYTES_LEN(s));
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* ---- comparison: the canonical bytes, so it never fails ---- */

static int
sudoku_compare(FunctionCallInfo fcinfo)
{
	struct varlena *a = PG_GETARG_SUDOKU_PP(0);
	struct varlena *b = PG_GETARG_SUDOKU_PP(1);
	size_t		la = SUDOKU_BYTES_LEN(a);
	size_t		lb = SUDOKU_BYTES_LEN(b);
	int			cmp = memcmp(SUDOKU_BYTES(a), SUDOKU_BYTES(b), Min(la, lb));

	if (cmp == 0)
		cmp = (la > lb) - (la < lb);
	PG_FREE_IF_COPY(a, 0);
	PG_FREE_IF_COPY(b, 1);
	return cmp;
}

PG_FUNCTION_INFO_V1(sudoku_cmp);
Datum
sudoku_cmp(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(sudoku_compare(fcinfo));
}

#define SUDOKU_COMPARISON(name, op) \
PG_FUNCTION_INFO_V1(name); \
Datum \
name(PG_FUNCTION_ARGS) \
{ \
	PG_RETURN_BOOL(sudoku_compare(fcinfo) op 0); \
}

SUDOKU_COMPARISON(sudoku_eq, ==)
SUDOKU_COMPARISON(sudoku_ne, !=)
SUDOKU_COMPARISON(sudoku_lt, <)
SUDOKU_COMPARISON(sudoku_le, <=)
SUDOKU_COMPARISON(sudoku_gt, >)
SUDOKU_COMPARISON(sudoku_ge, >=)

PG_FUNCTION_INFO_V1(sudoku_hash);
Datum
sudoku_hash(PG_FUNCTION_ARGS)
{
	struct varlena *s = PG_GETARG_SUDOKU_PP(0);
	Datum		h = hash_any(SUDOKU_BYTES(s), (int) SUDOKU_BYTES_LEN(s));

	PG_FREE_IF_COPY(s, 0);
	return h;
}

PG_FUNCTION_INFO_V1(sudoku_hash_extended);
Datum
sudoku_hash_extended(PG_FUNCTION_ARGS)
{
	struct varlena *s = PG_GETARG_SUDOKU_PP(0);
	Datum		h = hash_any_extended(SUDOKU_BYTES(s), (int) SUDOKU_BYTES_LEN(s),
									  PG_GETARG_INT64(1));

	PG_FREE_IF_COPY(s, 0);
	return h;
}

/* ---- casts to and from int[] ---- */

PG_FUNCTION_INFO_V1(sudoku_to_int_array);
Datum
sudoku_to_int_array(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int			n = p->geo.n;
	Datum	   *elems = palloc(sizeof(Datum) * n * n);
	int			dims[2] = {n, n};
	int			lbs[2] = {1, 1};
	int			i;

	for (i = 0; i < n * n; i++)
		elems[i] = Int32GetDatum(p->value[i]);
	PG_RETURN_ARRAYTYPE_P(construct_md_array(elems, NULL, 2, dims, lbs,
											 INT4OID, sizeof(int32), true, TYPALIGN_INT));
}

PG_FUNCTION_INFO_V1(sudoku_from_int_array);
Datum
sudoku_from_int_array(PG_FUNCTION_ARGS)
{
	ArrayType  *a = PG_GETARG_ARRAYTYPE_P(0);
	int			ndim = ARR_NDIM(a);
	int		   *dims = ARR_DIMS(a);
	Datum	   *elems;
	bool	   *nulls;
	int			count,
				n,
				i;
	sdk_geometry g;
	sdk_error	err;
	sdk_position *p;

	if (ARR_ELEMTYPE(a) != INT4OID)
		elog(ERROR, "expected an int[] argument");
	deconstruct_array(a, INT4OID, sizeof(int32), true, TYPALIGN_INT,
					  &elems, &nulls, &count);
	n = ndim == 2 ? dims[0] : 0;
	if (ndim == 1)
		for (n = SDK_MIN_SIZE; n < SDK_MAX_SIZE && n * n < count; n++)
			;
	if (!((ndim == 2 && dims[0] == dims[1]) || (ndim == 1 && n * n == count)) ||
		sdk_geometry_init(&g, n, 0, 0, &err) != SDK_OK)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg_plural("cannot cast an array of %d element to sudoku",
							   "cannot cast an array of %d elements to sudoku", count, count),
				 errdetail("The array must be n x n (or n*n long) for a supported size n, like 9 x 9, 0 or NULL for an empty cell.")));
	p = palloc(sizeof(sdk_position));
	sdk_position_init(p, &g);
	for (i = 0; i < count; i++)
	{
		int32		v = nulls[i] ? 0 : DatumGetInt32(elems[i]);

		if (v < 0 || v > n)
			ereport(ERROR,
					(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
					 errmsg("sudoku digit %d is out of range", v),
					 errdetail("Cell r%dc%d of a %dx%d grid holds %d; digits run from 1 to %d, 0 for empty.",
							   i / n + 1, i % n + 1, n, n, v, n)));
		p->value[i] = (uint8) v;
		p->given[i] = v != 0;
	}
	sdk_position_reset_marks(p);
	PG_RETURN_POINTER(sudoku_pack(p));
}
