/*
 * sudoku_solve.c -- the exact solver as SQL functions: solve, list, count,
 * and check uniqueness.
 */
#include "sudoku_pg.h"

#include "miscadmin.h"
#include "exact.h"

/* Solutions collected as positions: the puzzle with its empty cells filled. */
typedef struct solution_sink
{
	const sdk_position *puzzle;
	sdk_position *scratch;
	SudokuSrf  *srf;			/* list them, or */
	SudokuData *first;			/* keep the first */
} solution_sink;

static SudokuData *
pack_solution(solution_sink *sink, const uint8_t *digits)
{
	const sdk_position *puzzle = sink->puzzle;
	sdk_position *s = sink->scratch;
	int			i;

	s->geo = puzzle->geo;
	for (i = 0; i < sdk_ncells(puzzle); i++)
	{
		s->value[i] = digits[i];
		s->given[i] = puzzle->value[i] ? puzzle->given[i] : 0;
		s->cand[i] = 0;
	}
	return sudoku_pack(s);
}

static bool
take_solution(const uint8_t *digits, void *arg)
{
	solution_sink *sink = (solution_sink *) arg;

	if (sink->srf)
	{
		Datum		value;
		bool		isnull = false;

		sudoku_srf_row_start(sink->srf);
		value = PointerGetDatum(pack_solution(sink, digits));
		sudoku_srf_row(sink->srf, &value, &isnull);
		return true;
	}
	sink->first = pack_solution(sink, digits);
	return false;
}

static uint64
search(const sdk_position *p, uint64 limit, sdk_search_order order, solution_sink *sink)
{
	uint64_t	found = 0;
	sdk_error	err;

	if (sdk_solve(p, limit, order, sink ? take_solution : NULL, sink,
				  sudoku_pg_env(), &found, &err) != SDK_OK)
		sudoku_raise_search_error(&err);
	return found;
}

PG_FUNCTION_INFO_V1(sudoku_solve);
Datum
sudoku_solve(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	solution_sink sink = {p, palloc(sizeof(sdk_position)), NULL, NULL};

	search(p, 1, SDK_ORDER_LEXICOGRAPHIC, &sink);
	if (sink.first == NULL)
		PG_RETURN_NULL();
	PG_RETURN_POINTER(sink.first);
}

static int64
limit_arg(FunctionCallInfo fcinfo, int argno)
{
	int64		limit = PG_GETARG_INT64(argno);

	if (limit < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_count must not be negative"),
				 errdetail("max_count is %lld; it is how many solutions to look for at most.",
						   (long long) limit)));
	return limit;
}

PG_FUNCTION_INFO_V1(sudoku_solutions);
Datum
sudoku_solutions(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position(fcinfo, 0);
	int64		limit = limit_arg(fcinfo, 1);
	SudokuSrf	srf;
	solution_sink sink = {p, palloc(sizeof(sdk_position)), &srf, NULL};

	sudoku_srf_begin(fcinfo, &srf);
	search(p, (uint64) limit, SDK_ORDER_LEXICOGRAPHIC, &sink);
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(sudoku_count_solutions);
Datum
sudoku_count_solutions(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position_for_search(fcinfo, 0);
	int64		limit = limit_arg(fcinfo, 1);

	PG_RETURN_INT64((int64) search(p, (uint64) limit, SDK_ORDER_FAST, NULL));
}

PG_FUNCTION_INFO_V1(sudoku_is_unique);
Datum
sudoku_is_unique(PG_FUNCTION_ARGS)
{
	sdk_position *p = sudoku_arg_position_for_search(fcinfo, 0);

	PG_RETURN_BOOL(search(p, 2, SDK_ORDER_FAST, NULL) == 1);
}
