/*
 * sudoku_bench.c -- times the core's exact solver over puzzle files, no
 * server involved.
 *
 *   sudoku_bench [-m first|unique|both|smallest] [-t seconds] [-n max_puzzles]
 *                [-p portable|sse41|avx2] FILE...
 *
 * A file holds one puzzle a line in any form the type reads; lines starting
 * with '#' are comments, and on a line of several fields (a hash, a puzzle,
 * a rating) the first field that reads as a puzzle counts.  Puzzles are
 * parsed first; then each mode solves all of them in file order, passes
 * over the set repeating until the time is reached, and prints microseconds
 * per puzzle and puzzles per second.  "first" stops at the first solution,
 * "unique" looks for a second one, as tdoku's benchmark does; "smallest"
 * finds the lexicographically smallest solution, what sudoku_solve returns.
 * -p runs the 9x9 puzzles of first and unique on that path of the 9x9
 * solver instead of the one sdk_solve takes on this CPU.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "solver_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/*
 * Asks for the memory of the puzzle after this one.  A position is
 * kilobytes long, and only the first of its digits and pencil marks are
 * read, so the hardware does not see the next ones coming; without this a
 * 17-clue puzzle waits on memory for a tenth of its time, which a solver
 * reading one compact buffer (tdoku's benchmark, or the database decoding
 * one value into a fresh position) does not.
 */
static inline void
prefetch_position(const sdk_position *p)
{
#if defined(__GNUC__) || defined(__clang__)
	int			i;

	/* a 9x9's worth, read or not: the arrays are SDK_MAX_CELLS long */
	__builtin_prefetch(&p->geo);
	for (i = 0; i < 81; i += 64)
		__builtin_prefetch(p->value + i);
	for (i = 0; i < 81; i += 16)
		__builtin_prefetch(p->cand + i);
#else
	(void) p;
#endif
}

/* The 9x9 path -p names, or -1 for what sdk_solve takes. */
static int	forced_path = -1;

static void
run_mode(const char *path, const sdk_position *puzzles, size_t count,
		 uint64_t limit, sdk_search_order order, const char *mode, double min_seconds)
{
	size_t		solved[3] = {0, 0, 0};
	size_t		done = 0,
				i;
	double		start = now_seconds(),
				elapsed;

	do
	{
		for (i = 0; i < count; i++)
		{
			uint64_t	found;
			sdk_error	err;

			if (i + 1 < count)
				prefetch_position(&puzzles[i + 1]);
			if (forced_path >= 0 && order == SDK_ORDER_FAST && puzzles[i].geo.n == 9)
				sdk_solve9_on((sdk_solver9_path) forced_path, &puzzles[i], limit, NULL, NULL,
							  sdk_default_env(), &found, &err);
			else
				sdk_solve(&puzzles[i], limit, order, NULL, NULL, sdk_default_env(),
						  &found, &err);
			if (done < count)
				solved[found > 2 ? 2 : found]++;
			done++;
		}
		elapsed = now_seconds() - start;
	} while (elapsed < min_seconds);
	printf("%-40s %-7s %8zu %12.2f %14.0f %9zu %9zu %9zu\n", path, mode, count,
		   elapsed * 1e6 / done, done / elapsed, solved[0], solved[1], solved[2]);
}

int
main(int argc, char **argv)
{
	const char *mode = "both";
	double		min_seconds = 3;
	size_t		max = (size_t) -1;
	int			i;

	for (i = 1; i < argc && argv[i][0] == '-'; i += 2)
	{
		if (i + 1 >= argc)
			break;
		if (strcmp(argv[i], "-m") == 0)
			mode = argv[i + 1];
		else if (strcmp(argv[i], "-t") == 0)
			min_seconds = atof(argv[i + 1]);
		else if (strcmp(argv[i], "-n") == 0)
			max = (size_t) atol(argv[i + 1]);
		else if (strcmp(argv[i], "-p") == 0)
		{
			sdk_solver9_path path;

			if (!sdk_solver9_path_from_name(argv[i + 1], &path) || !sdk_solver9_path_available(path))
			{
				fprintf(stderr, "sudoku_bench: no path \"%s\" on this CPU\n", argv[i + 1]);
				return 2;
			}
			forced_path = (int) path;
		}
		else
			break;
	}
	if (i >= argc)
	{
		fprintf(stderr, "usage: sudoku_bench [-m first|unique|both|smallest] [-t seconds] [-n max]"
				" [-p portable|sse41|avx2] FILE...\n");
		return 2;
	}
	printf("%-40s %-7s %8s %12s %14s %9s %9s %9s\n", "file", "mode", "puzzles",
		   "usec/puzzle", "puzzles/sec", "none", "one", "several");
	for (; i < argc; i++)
	{
		size_t		count;
		sdk_position *puzzles = load_puzzles(argv[i], max, &count);

		if (strcmp(mode, "first") == 0 || strcmp(mode, "both") == 0)
			run_mode(argv[i], puzzles, count, 1, SDK_ORDER_FAST, "first", min_seconds);
		if (strcmp(mode, "unique") == 0 || strcmp(mode, "both") == 0)
			run_mode(argv[i], puzzles, count, 2, SDK_ORDER_FAST, "unique", min_seconds);
		if (strcmp(mode, "smallest") == 0)
			run_mode(argv[i], puzzles, count, 1, SDK_ORDER_LEXICOGRAPHIC, "smallest", min_seconds);
		free(puzzles);
	}
	return 0;
}
