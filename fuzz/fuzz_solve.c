/*
 * fuzz_solve.c -- libFuzzer target: whatever text parses goes through the
 * exact solvers and the logical solver.  Every solution must fit the
 * position, the 9x9 and general solvers must count alike, and every
 * logical step of a puzzle with one solution must agree with it.
 */
#include "sudoku_core.h"
#include "solver_internal.h"
#include "logic.h"

#include <stdlib.h>
#include <string.h>

typedef struct fuzz_state
{
	const sdk_position *p;
	uint8_t		solution[SDK_MAX_CELLS];
} fuzz_state;

static bool
check_solution(const uint8_t *digits, void *arg)
{
	fuzz_state *st = (fuzz_state *) arg;

	if (!sdk_solution_fits(st->p, digits))
		abort();
	memcpy(st->solution, digits, sdk_ncells(st->p));
	return true;
}

static bool
check_step(const sdk_step *step, void *arg)
{
	fuzz_state *st = (fuzz_state *) arg;
	int			i;

	for (i = 0; i < step->nplacements; i++)
		if (st->solution[step->placements[i].cell] != step->placements[i].digit)
			abort();
	for (i = 0; i < step->neliminations; i++)
		if (st->solution[step->eliminations[i].cell] == step->eliminations[i].digit)
			abort();
	return true;
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static sdk_position p;
	static fuzz_state st;
	sdk_error	err;
	uint64_t	fast,
				general;

	if (sdk_parse((const char *) data, size, 0, 0, &p, &err) != SDK_OK || p.geo.n > 9)
		return 0;
	st.p = &p;
	if (sdk_solve(&p, 2, SDK_ORDER_FAST, check_solution, &st, sdk_default_env(), &fast, &err) != SDK_OK)
		abort();
	if (sdk_solve_general(&p, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &general, &err) != SDK_OK ||
		general != fast)
		abort();
	if (fast == 1)
	{
		sdk_rating	rating;

		if (sdk_logic_solve(&p, NULL, 0, check_step, &st, NULL, &rating, sdk_default_env(), &err) != SDK_OK ||
			!rating.solved)
			abort();
	}
	return 0;
}
