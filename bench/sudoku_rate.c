/*
 * sudoku_rate.c -- rates every puzzle of a file with the logical solver,
 * no server involved, for comparing with HoDoKu's batch rating.
 *
 *   sudoku_rate FILE [OUT]
 *
 * Writes "puzzle level (score)" per puzzle to OUT (like HoDoKu's /bs
 * output) when given, and prints the time per puzzle (mean and median)
 * and the share solved without guessing.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int
compare_doubles(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
	FILE	   *in,
			   *out = NULL;
	char		line[20000];
	double	   *times = NULL,
				total = 0;
	long		count = 0,
				cap = 0,
				no_guess = 0;

	if (argc < 2)
	{
		fprintf(stderr, "usage: sudoku_rate FILE [OUT]\n");
		return 2;
	}
	if (!(in = fopen(argv[1], "r")) || (argc > 2 && !(out = fopen(argv[2], "w"))))
	{
		perror(argv[argc > 2 && in ? 2 : 1]);
		return 2;
	}
	while (fgets(line, sizeof(line), in))
	{
		sdk_position p;
		sdk_rating	rating;
		sdk_error	err;
		double		start;

		if (!read_puzzle_line(line, &p))
			continue;
		start = now_seconds();
		sdk_logic_solve(&p, NULL, 0, NULL, NULL, NULL, &rating, sdk_default_env(), &err);
		if (count == cap)
		{
			cap = cap ? 2 * cap : 1024;
			times = realloc(times, sizeof(double) * cap);
		}
		times[count] = now_seconds() - start;
		total += times[count];
		count++;
		no_guess += rating.guesses == 0;
		if (out)
		{
			char		text[SDK_MAX_CELLS + 1];

			sdk_format(&p, SDK_TEXT_LINE, text, sizeof(text));
			fprintf(out, "%s %s (%ld)\n", text, sdk_level_name(rating.level), rating.score);
		}
	}
	if (out)
		fclose(out);
	qsort(times, count, sizeof(double), compare_doubles);
	printf("%s: %ld puzzles, %.3f ms mean, %.3f ms median per puzzle, %.1f%% without guessing\n",
		   argv[1], count, count ? total * 1e3 / count : 0.0, count ? times[count / 2] * 1e3 : 0.0,
		   count ? 100.0 * no_guess / count : 0.0);
	free(times);
	return 0;
}
