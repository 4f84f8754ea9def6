/*
 * check_solver.c -- runs the exact solvers over puzzle files and verifies
 * every answer, without a server.
 *
 *   check_solver FILE...
 *
 * For every puzzle (one a line, any form the type reads, '#' comments; on
 * a line of several fields the first that reads as a puzzle): the 9x9
 * solver and the general solver must count the same solutions (up to 2);
 * the lexicographically first solution must be complete, break no rule,
 * keep every digit of the puzzle and use only its pencil marks; a unique
 * puzzle's fast solution must equal it.  Prints one line per file and a
 * closing "N passed, N failed" (a puzzle passes when every check holds).
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "solver_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct kept
{
	uint8_t		digits[SDK_MAX_CELLS];
	int			ncells;
} kept;

static bool
keep(const uint8_t *digits, void *arg)
{
	kept	   *k = (kept *) arg;

	memcpy(k->digits, digits, k->ncells);
	return true;
}

/* Returns an empty string when every check holds, else what failed. */
static const char *
check_puzzle(const sdk_position *p, long counts[3])
{
	const sdk_env *env = sdk_default_env();
	sdk_error	err;
	uint64_t	fast,
				general,
				lex;
	kept		first,
				lex_first;

	first.ncells = lex_first.ncells = sdk_ncells(p);
	if (sdk_solve(p, 2, SDK_ORDER_FAST, keep, &first, env, &fast, &err) != SDK_OK ||
		sdk_solve_general(p, 2, SDK_ORDER_FAST, NULL, NULL, env, &general, &err) != SDK_OK ||
		sdk_solve(p, 1, SDK_ORDER_LEXICOGRAPHIC, keep, &lex_first, env, &lex, &err) != SDK_OK)
		return "a solver failed";
	counts[fast]++;
	if (fast != general)
		return "the fast and the general solver count differently";
	if ((fast > 0) != (lex > 0))
		return "the lexicographic search disagrees on solvability";
	if (lex > 0 && !sdk_solution_fits(p, lex_first.digits))
		return "the first solution does not fit the puzzle";
	if (fast > 0 && !sdk_solution_fits(p, first.digits))
		return "the fast solution does not fit the puzzle";
	if (fast == 1 && memcmp(first.digits, lex_first.digits, first.ncells) != 0)
		return "a unique puzzle has two different solutions";
	return "";
}

int
main(int argc, char **argv)
{
	long		passed = 0,
				failed = 0;
	int			i;

	if (argc < 2)
	{
		fprintf(stderr, "usage: check_solver FILE...\n");
		return 2;
	}
	for (i = 1; i < argc; i++)
	{
		FILE	   *f = fopen(argv[i], "r");
		char		line[20000];
		long		counts[3] = {0, 0, 0},
					file_passed = 0,
					file_failed = 0,
					line_no = 0;

		if (!f)
		{
			perror(argv[i]);
			return 2;
		}
		while (fgets(line, sizeof(line), f))
		{
			sdk_position p;
			const char *problem;

			line_no++;
			if (!read_puzzle_line(line, &p))
				continue;
			problem = check_puzzle(&p, counts);
			if (*problem)
			{
				file_failed++;
				if (file_failed <= 10)
					fprintf(stderr, "%s:%ld: %s\n", argv[i], line_no, problem);
			}
			else
				file_passed++;
		}
		fclose(f);
		printf("%s: %ld puzzles, %ld with no solution, %ld with one, %ld with several; %ld passed, %ld failed\n",
			   argv[i], file_passed + file_failed, counts[0], counts[1], counts[2],
			   file_passed, file_failed);
		passed += file_passed;
		failed += file_failed;
	}
	printf("%ld passed, %ld failed\n", passed, failed);
	return failed ? 1 : 0;
}
