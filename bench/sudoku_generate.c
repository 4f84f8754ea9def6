/*
 * sudoku_generate.c -- makes puzzles with the core's generator, no server
 * involved, and says how fast: for comparing with HoDoKu's generator.
 *
 *   sudoku_generate [-n SIZE] [-b RxC] [-l LEVEL] [-s SYMMETRY] [-m]
 *                   [--min-score S] [--max-score S] [-r TECHNIQUE]...
 *                   [-f TECHNIQUE]... [-a ATTEMPTS] [-S SEED] [-c COUNT]
 *                   [-o FILE]
 *
 * Puzzle i (from 1) is drawn from sdk_generate_seed(SEED, i), as
 * sudoku_generate_many does.  -m: not minimal.  LEVEL is a level name
 * (Easy ... Extreme).  Writes "puzzle level score" lines to FILE when
 * given ("puzzle" alone when no target asks for a rating), then prints
 * the count, the CPU time, puzzles per CPU second, candidates made per
 * puzzle and givens per puzzle.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "generate.h"
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static void
usage(void)
{
	fprintf(stderr, "usage: sudoku_generate [-n SIZE] [-b RxC] [-l LEVEL] [-s SYMMETRY] [-m]\n"
			"                       [--min-score S] [--max-score S] [-r TECHNIQUE]... [-f TECHNIQUE]...\n"
			"                       [-a ATTEMPTS] [-S SEED] [-c COUNT] [-o FILE]\n");
	exit(2);
}

static int
level_of(const char *name)
{
	int			l;

	for (l = SDK_LEVEL_EASY; l <= SDK_LEVEL_EXTREME; l++)
		if (strcasecmp(name, sdk_level_name((sdk_level) l)) == 0)
			return l;
	fprintf(stderr, "unknown level %s\n", name);
	exit(2);
}

int
main(int argc, char **argv)
{
	int			n = 9,
				box_rows = 0,
				box_cols = 0,
				count = 100,
				i;
	unsigned long long seed = 1;
	const char *out_path = NULL;
	const char *require[SDK_GENERATE_MAX_REQUIRE];
	const char *forbid[SDK_MAX_TECHNIQUES];
	int			nrequire = 0,
				nforbid = 0;
	sdk_generate_options o;
	sdk_geometry g;
	sdk_error	err;
	sdk_generated *gen = malloc(sizeof(sdk_generated));
	FILE	   *out = NULL;
	long		candidates = 0,
				givens = 0;
	int			level = -1,
				symmetry = SDK_SYMMETRY_NONE,
				attempts = 0;
	long		min_score = -1,
				max_score = -1;
	bool		minimal = true;
	clock_t		started;
	double		seconds;

	for (i = 1; i < argc; i++)
	{
		const char *a = argv[i];

		if (i + 1 >= argc && strcmp(a, "-m") != 0)
			usage();
		if (strcmp(a, "-n") == 0)
			n = atoi(argv[++i]);
		else if (strcmp(a, "-b") == 0)
		{
			if (sscanf(argv[++i], "%dx%d", &box_rows, &box_cols) != 2)
				usage();
		}
		else if (strcmp(a, "-l") == 0)
			level = level_of(argv[++i]);
		else if (strcmp(a, "-s") == 0)
		{
			symmetry = sdk_symmetry_lookup(argv[++i]);
			if (symmetry < 0)
			{
				fprintf(stderr, "unknown symmetry %s (%s)\n", argv[i], sdk_symmetry_names());
				return 2;
			}
		}
		else if (strcmp(a, "-m") == 0)
			minimal = false;
		else if (strcmp(a, "--min-score") == 0)
			min_score = atol(argv[++i]);
		else if (strcmp(a, "--max-score") == 0)
			max_score = atol(argv[++i]);
		else if (strcmp(a, "-r") == 0 && nrequire < SDK_GENERATE_MAX_REQUIRE)
			require[nrequire++] = argv[++i];
		else if (strcmp(a, "-f") == 0 && nforbid < SDK_MAX_TECHNIQUES)
			forbid[nforbid++] = argv[++i];
		else if (strcmp(a, "-a") == 0)
			attempts = atoi(argv[++i]);
		else if (strcmp(a, "-S") == 0)
			seed = strtoull(argv[++i], NULL, 10);
		else if (strcmp(a, "-c") == 0)
			count = atoi(argv[++i]);
		else if (strcmp(a, "-o") == 0)
			out_path = argv[++i];
		else
			usage();
	}
	if (box_rows == 0 && !sdk_default_box(n, &box_rows, &box_cols))
	{
		fprintf(stderr, "no box shape for size %d\n", n);
		return 2;
	}
	if (sdk_geometry_init(&g, n, box_rows, box_cols, &err) != SDK_OK)
	{
		fprintf(stderr, "%s\n", err.detail);
		return 2;
	}
	sdk_generate_options_init(&o, &g);
	o.symmetry = (sdk_symmetry) symmetry;
	o.minimal = minimal;
	o.level = level;
	o.min_score = min_score;
	o.max_score = max_score;
	o.attempts = attempts;
	for (i = 0; i < nrequire; i++)
		if (sdk_generate_require(&o, require[i], &err) != SDK_OK)
		{
			fprintf(stderr, "%s\n", err.detail);
			return 2;
		}
	for (i = 0; i < nforbid; i++)
		if (sdk_generate_forbid(&o, forbid[i], &err) != SDK_OK)
		{
			fprintf(stderr, "%s\n", err.detail);
			return 2;
		}
	if (out_path && !(out = fopen(out_path, "w")))
	{
		perror(out_path);
		return 1;
	}
	started = clock();
	for (i = 1; i <= count; i++)
	{
		char		line[SDK_MAX_CELLS + 1];

		if (sdk_generate(&o, sdk_generate_seed(seed, (uint64_t) i), gen, sdk_default_env(), &err) != SDK_OK)
		{
			fprintf(stderr, "puzzle %d: %s\n", i, err.detail);
			return 1;
		}
		candidates += gen->attempts;
		givens += sdk_given_count(&gen->puzzle);
		if (out)
		{
			sdk_format(&gen->puzzle, SDK_TEXT_LINE, line, sizeof(line));
			if (gen->rated)
				fprintf(out, "%s %s %ld\n", line, sdk_level_name(gen->rating.level), gen->rating.score);
			else
				fprintf(out, "%s\n", line);
		}
	}
	seconds = (double) (clock() - started) / CLOCKS_PER_SEC;
	if (out)
		fclose(out);
	printf("%dx%d", n, n);
	if (level >= 0)
		printf(" %s", sdk_level_name((sdk_level) level));
	if (symmetry != SDK_SYMMETRY_NONE)
		printf(" %s", sdk_symmetry_name((sdk_symmetry) symmetry));
	printf(": %d puzzles in %.3f s CPU, %.1f puzzles/s, %.2f ms each, %.2f candidates and %.1f givens per puzzle\n",
		   count, seconds, count / seconds, 1000 * seconds / count,
		   (double) candidates / count, (double) givens / count);
	free(gen);
	return 0;
}
