/*
 * sudoku_canon.c -- the canonical form (minlex) over puzzle files, no server
 * involved: times it, or prints it.
 *
 *   sudoku_canon [-t seconds] [-n max_puzzles] FILE...     time it
 *   sudoku_canon -p [-a] FILE...                           print it
 *
 * A file holds one puzzle a line in any form the type reads ('#' lines are
 * comments).  Timing parses every puzzle first, then canonicalizes them in
 * file order, passing over the set again until the time is reached, and
 * prints microseconds per puzzle and the slowest puzzle.  -p prints each
 * puzzle's canonical form as one line, 0 for an empty cell (the form other
 * minlex tools print, so outputs compare with cmp); -a adds the number of
 * automorphisms after a tab.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
print_canonical(const sdk_position *p, bool automorphisms)
{
	sdk_position out;
	sdk_canon_info info;
	sdk_error	err;
	char		line[SDK_MAX_CELLS + 1];
	int			i;

	if (sdk_canonical(p, &out, &info, sdk_default_env(), &err) != SDK_OK)
	{
		fprintf(stderr, "canonical form failed: %s\n", err.detail);
		exit(1);
	}
	for (i = 0; i < sdk_ncells(&out); i++)
		line[i] = out.value[i] ? sdk_digit_char(out.value[i]) : '0';
	line[i] = '\0';
	if (!automorphisms)
		printf("%s\n", line);
	else if (info.automorphisms_overflow)
		printf("%s\toverflow\n", line);
	else
		printf("%s\t%llu\n", line, (unsigned long long) info.automorphisms);
}

int
main(int argc, char **argv)
{
	double		seconds = 1.0;
	size_t		max = (size_t) -1;
	bool		print = false,
				automorphisms = false;
	int			i;

	for (i = 1; i < argc && argv[i][0] == '-'; i++)
	{
		if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
			seconds = atof(argv[++i]);
		else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			max = (size_t) atol(argv[++i]);
		else if (strcmp(argv[i], "-p") == 0)
			print = true;
		else if (strcmp(argv[i], "-a") == 0)
			automorphisms = true;
		else
		{
			fprintf(stderr, "usage: %s [-t seconds] [-n max] FILE...  |  %s -p [-a] FILE...\n",
					argv[0], argv[0]);
			return 2;
		}
	}
	for (; i < argc; i++)
	{
		size_t		count,
					k,
					done = 0,
					slowest = 0;
		sdk_position *puzzles = load_puzzles(argv[i], max, &count);
		double		start,
					elapsed,
					worst = 0;

		if (print)
		{
			for (k = 0; k < count; k++)
				print_canonical(&puzzles[k], automorphisms);
			free(puzzles);
			continue;
		}
		start = now_seconds();
		do
		{
			for (k = 0; k < count; k++)
			{
				sdk_position out;
				sdk_error	err;
				double		t0 = now_seconds(),
							t;

				if (sdk_canonical(&puzzles[k], &out, NULL, sdk_default_env(), &err) != SDK_OK)
				{
					fprintf(stderr, "%s: puzzle %zu: %s\n", argv[i], k + 1, err.detail);
					return 1;
				}
				t = now_seconds() - t0;
				if (t > worst)
				{
					worst = t;
					slowest = k;
				}
			}
			done += count;
			elapsed = now_seconds() - start;
		} while (count > 0 && elapsed < seconds);
		printf("%s: %zu puzzles, %.2f us per puzzle (%zu runs), slowest %.1f us (puzzle %zu)\n",
			   argv[i], count, count ? elapsed * 1e6 / done : 0.0, count ? done / count : 0,
			   worst * 1e6, slowest + 1);
		free(puzzles);
	}
	return 0;
}
