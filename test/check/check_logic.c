/*
 * check_logic.c -- runs the logical solver over puzzle files and checks
 * every step against the puzzle's solution, without a server.
 *
 *   check_logic [-a] [-e ITEMS] [-o SETTINGS] [-l LOG] FILE...
 *
 * With -a, every instance of every technique is checked too, at every step
 * of every path (slow: for a few hundred puzzles).  -e sets the techniques
 * the solver uses, a comma-separated list as sdk_logic_options_techniques
 * reads it ("default,Template Set,Template Delete"), -o HoDoKu's settings
 * as sdk_logic_options_parse reads them ("duals_and_siamese=true"); both
 * hold for the instances -a lists too.
 * A step is unsound when it places a digit that is not the solution's or
 * eliminates the solution's digit.  Prints, per file, the puzzles, how many
 * were solved without a guess, the time per puzzle, and the steps of each
 * technique; then a closing "N passed, N failed" (a puzzle passes when all
 * its steps are sound and it ends solved).
 *
 * With -l, LOG gets a line per puzzle: file line, puzzle, seconds, steps,
 * guesses, the rating (HoDoKu's level and score, or Sudoku Explainer's
 * ER/EP/ED), and the most memory the core held at once while solving it
 * (bytes, counted by the allocator it is given) -- to find the slowest
 * and the largest of a set.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"
#include "exact.h"
#include "counted_env.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct check_state
{
	uint8_t		solution[SDK_MAX_CELLS];
	bool		every_instance; /* -a: check all instances at every step */
	const sdk_logic_options *opts;	/* -e, -o; NULL: the defaults */
	sdk_position current;		/* the position before the step */
	long		instances;
	long		unsound;
	long		per_technique[SDK_MAX_TECHNIQUES];
	const char *file;
	long		line;
} check_state;

static bool
keep(const uint8_t *digits, void *arg)
{
	memcpy(arg, digits, SDK_MAX_CELLS);
	return true;
}

static bool is_sound(check_state *st, const sdk_step *step);

/* Every instance of every technique in the current position. */
static bool
check_instance(const sdk_step *step, void *arg)
{
	check_state *st = (check_state *) arg;

	st->instances++;
	if (!is_sound(st, step))
	{
		st->unsound++;
		if (st->unsound <= 20)
		{
			static char text[80000];

			sdk_format(&st->current, SDK_TEXT_CANONICAL, text, sizeof(text));
			fprintf(stderr, "%s:%ld: unsound instance: %s\n    in %s\n", st->file, st->line,
					step->text, text);
		}
	}
	return true;
}

static bool
is_sound(check_state *st, const sdk_step *step)
{
	int			i;
	bool		sound = true;

	for (i = 0; i < step->nplacements; i++)
		sound &= st->solution[step->placements[i].cell] == step->placements[i].digit;
	for (i = 0; i < step->neliminations; i++)
		sound &= st->solution[step->eliminations[i].cell] != step->eliminations[i].digit;
	return sound;
}

static bool
check_step(const sdk_step *step, void *arg)
{
	check_state *st = (check_state *) arg;
	int			i;
	bool		sound = true;

	if (st->every_instance)
	{
		int			t;
		sdk_error	err;

		for (t = 0; t < sdk_technique_count(); t++)
			if (t != sdk_technique_guess())
				sdk_find_steps(&st->current, t, st->opts, check_instance, st, sdk_default_env(), &err);
		sdk_apply_step(&st->current, step);
	}

	for (i = 0; i < step->nplacements; i++)
		sound &= st->solution[step->placements[i].cell] == step->placements[i].digit;
	for (i = 0; i < step->neliminations; i++)
		sound &= st->solution[step->eliminations[i].cell] != step->eliminations[i].digit;
	if (!sound)
	{
		st->unsound++;
		if (st->unsound <= 20)
			fprintf(stderr, "%s:%ld: unsound: %s\n", st->file, st->line, step->text);
	}
	st->per_technique[step->technique]++;
	return true;
}

int
main(int argc, char **argv)
{
	long		passed = 0,
				failed = 0;
	int			i,
				t;
	bool		every_instance = false;
	static sdk_logic_options options;
	const sdk_logic_options *opts = NULL;
	FILE	   *log = NULL;

	sdk_logic_options_default(&options);
	while (argc > 1 && argv[1][0] == '-')
	{
		sdk_error	err;

		if (strcmp(argv[1], "-a") == 0)
			every_instance = true;
		else if (argc > 2 && strcmp(argv[1], "-e") == 0)
		{
			static char items_text[4096];
			const char *items[SDK_MAX_TECHNIQUES];
			int			count = 0;
			char	   *item,
					   *save = NULL;

			snprintf(items_text, sizeof(items_text), "%s", argv[2]);
			for (item = strtok_r(items_text, ",", &save); item && count < SDK_MAX_TECHNIQUES;
				 item = strtok_r(NULL, ",", &save))
				items[count++] = item;
			if (sdk_logic_options_techniques(&options, items, count, &err) != SDK_OK)
			{
				fprintf(stderr, "check_logic: %s\n", err.detail);
				return 2;
			}
			opts = &options;
			argv++;
			argc--;
		}
		else if (argc > 2 && strcmp(argv[1], "-o") == 0)
		{
			if (sdk_logic_options_parse(&options, argv[2], &err) != SDK_OK)
			{
				fprintf(stderr, "check_logic: %s\n", err.detail);
				return 2;
			}
			opts = &options;
			argv++;
			argc--;
		}
		else if (argc > 2 && strcmp(argv[1], "-l") == 0)
		{
			if (!(log = fopen(argv[2], "w")))
			{
				perror(argv[2]);
				return 2;
			}
			argv++;
			argc--;
		}
		else
			break;
		argv++;
		argc--;
	}
	if (argc < 2)
	{
		fprintf(stderr, "usage: check_logic [-a] [-e ITEMS] [-o SETTINGS] [-l LOG] FILE...\n");
		return 2;
	}
	for (i = 1; i < argc; i++)
	{
		FILE	   *f = fopen(argv[i], "r");
		char		line[20000];
		check_state *st = calloc(1, sizeof(check_state));
		long		puzzles = 0,
					no_guess = 0,
					file_failed = 0;
		double		seconds = 0;

		if (!f)
		{
			perror(argv[i]);
			return 2;
		}
		st->file = argv[i];
		st->every_instance = every_instance;
		st->opts = opts;
		while (fgets(line, sizeof(line), f))
		{
			sdk_position p;
			sdk_rating	rating;
			sdk_error	err;
			uint64_t	count;
			long		before = st->unsound;
			double		start;
			counted		held = {0, 0, 0, 0, 0, 0, 0, 0};
			sdk_env		env = counted_env(&held);

			st->line++;
			if (!read_puzzle_line(line, &p))
				continue;
			if (sdk_solve(&p, 2, SDK_ORDER_LEXICOGRAPHIC, keep, st->solution, sdk_default_env(),
						  &count, &err) != SDK_OK || count != 1)
				continue;
			puzzles++;
			st->current = p;
			start = now_seconds();
			if (sdk_logic_solve(&p, opts, 0, check_step, st, NULL, &rating, &env, &err) != SDK_OK)
			{
				file_failed++;
				continue;
			}
			seconds += now_seconds() - start;
			if (log)
			{
				line[strcspn(line, "\r\n")] = '\0';
				fprintf(log, "%ld\t%s\t%.3f\t%d\t%d\t", st->line, line, now_seconds() - start,
						rating.steps, rating.guesses);
				if (rating.model == SDK_MODEL_SE)
					fprintf(log, "%d.%d/%d.%d/%d.%d", rating.er / 10, rating.er % 10,
							rating.ep / 10, rating.ep % 10, rating.ed / 10, rating.ed % 10);
				else
					fprintf(log, "%d (%ld)", (int) rating.level, rating.score);
				fprintf(log, "\t%zu\n", held.peak);
				fflush(log);
			}
			no_guess += rating.guesses == 0;
			if (st->unsound > before || !rating.solved)
				file_failed++;
		}
		fclose(f);
		printf("%s: %ld puzzles, %ld solved without guessing (%.1f%%), %.1f us per puzzle, %ld unsound steps\n",
			   argv[i], puzzles, no_guess, puzzles ? 100.0 * no_guess / puzzles : 0.0,
			   puzzles ? seconds * 1e6 / puzzles : 0.0, st->unsound);
		if (every_instance)
			printf("    every instance of every technique at every step: %ld checked\n", st->instances);
		for (t = 0; t < sdk_technique_count(); t++)
			if (st->per_technique[t])
				printf("    %-40s %8ld\n", sdk_technique_at(t)->name, st->per_technique[t]);
		passed += puzzles - file_failed;
		failed += file_failed;
		free(st);
	}
	printf("%ld passed, %ld failed\n", passed, failed);
	if (log)
		fclose(log);
	return failed ? 1 : 0;
}
