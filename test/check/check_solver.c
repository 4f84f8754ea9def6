/*
 * check_solver.c -- runs the exact solvers over puzzle files and verifies
 * every answer, without a server.
 *
 *   check_solver [-p portable|sse41|avx2] FILE...
 *
 * For every puzzle (one a line, any form the type reads, '#' comments; on
 * a line of several fields the first that reads as a puzzle): the 9x9
 * solver, on each of its paths this CPU runs (or only the one -p names),
 * and the general solver must count the same solutions (up to 2);
 * the lexicographically first solution must be complete, break no rule,
 * keep every digit of the puzzle and use only its pencil marks; a unique
 * puzzle's fast solution must equal it, on every path.  Prints the paths,
 * one line per file and a closing "N passed, N failed" (a puzzle passes
 * when every check holds).
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
check_puzzle(const sdk_position *p, const bool *paths, long counts[3])
{
	const sdk_env *env = sdk_default_env();
	static char problem[128];
	sdk_error	err;
	uint64_t	general,
				lex;
	kept		first,
				lex_first;
	int			path;

	first.ncells = lex_first.ncells = sdk_ncells(p);
	if (sdk_solve_general(p, 2, SDK_ORDER_FAST, NULL, NULL, env, &general, &err) != SDK_OK ||
		sdk_solve(p, 1, SDK_ORDER_LEXICOGRAPHIC, keep, &lex_first, env, &lex, &err) != SDK_OK)
		return "a solver failed";
	counts[general]++;
	if ((general > 0) != (lex > 0))
		return "the lexicographic search disagrees on solvability";
	if (lex > 0 && !sdk_solution_fits(p, lex_first.digits))
		return "the first solution does not fit the puzzle";
	for (path = 0; path < SDK_SOLVER9_PATHS; path++)
	{
		const char *name = sdk_solver9_path_name((sdk_solver9_path) path);
		uint64_t	fast;
		sdk_status	rc;

		if (!paths[path])
			continue;
		if (p->geo.n == 9)
			rc = sdk_solve9_on((sdk_solver9_path) path, p, 2, keep, &first, env, &fast, &err);
		else if (path == SDK_SOLVER9_PORTABLE)
			rc = sdk_solve(p, 2, SDK_ORDER_FAST, keep, &first, env, &fast, &err);
		else
			continue;			/* other sizes have one fast solver */
		if (rc != SDK_OK)
			snprintf(problem, sizeof(problem), "the %s path failed", name);
		else if (fast != general)
			snprintf(problem, sizeof(problem), "the %s path and the general solver count differently", name);
		else if (fast > 0 && !sdk_solution_fits(p, first.digits))
			snprintf(problem, sizeof(problem), "the %s path's solution does not fit the puzzle", name);
		else if (fast == 1 && memcmp(first.digits, lex_first.digits, first.ncells) != 0)
			snprintf(problem, sizeof(problem), "a unique puzzle has two different solutions (%s path)", name);
		else
			continue;
		return problem;
	}
	return "";
}

int
main(int argc, char **argv)
{
	long		passed = 0,
				failed = 0;
	bool		paths[SDK_SOLVER9_PATHS];
	int			i = 1,
				path;

	for (path = 0; path < SDK_SOLVER9_PATHS; path++)
		paths[path] = sdk_solver9_path_available((sdk_solver9_path) path);
	if (argc > 2 && strcmp(argv[1], "-p") == 0)
	{
		sdk_solver9_path only;

		if (!sdk_solver9_path_from_name(argv[2], &only) || !paths[only])
		{
			fprintf(stderr, "check_solver: no path \"%s\" on this CPU\n", argv[2]);
			return 2;
		}
		for (path = 0; path < SDK_SOLVER9_PATHS; path++)
			paths[path] = path == (int) only;
		i = 3;
	}
	if (i >= argc)
	{
		fprintf(stderr, "usage: check_solver [-p portable|sse41|avx2] FILE...\n");
		return 2;
	}
	printf("9x9 solver paths:");
	for (path = 0; path < SDK_SOLVER9_PATHS; path++)
		if (paths[path])
			printf(" %s", sdk_solver9_path_name((sdk_solver9_path) path));
	printf("\n");
	for (; i < argc; i++)
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
			problem = check_puzzle(&p, paths, counts);
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
