/*
 * sudoku_rate.c -- rates every puzzle of a file with the logical solver,
 * no server involved, for comparing with HoDoKu's batch rating.
 *
 *   sudoku_rate [-t] [-s] [-p] FILE [OUT]
 *
 * Writes "puzzle level (score)" per puzzle to OUT (like HoDoKu's /bs
 * output) when given, and prints the time per puzzle (mean and median)
 * and the share solved without guessing.  With -s it rates with Sudoku
 * Explainer's model and writes "puzzle<TAB>ER<TAB>EP<TAB>ED" per puzzle,
 * as serate --format='%g\t%r\t%p\t%d' does (bench/se_compare.sh).  With
 * -p it writes each puzzle's path instead, as bench/se_path prints
 * serate's ("puzzle", a "step" line per step: name, difficulty,
 * placements, eliminations; "end" with the ratings), each line as soon as
 * it is known: `diff` it against serate's, or replay that with check_se.
 *
 * With -t it also prints the share of the time each technique takes in
 * the solve loop: per technique, how often its finder ran, the time in it
 * and its share of the whole rating time; then the refresh of the
 * solver's working sets before each search, and the rest (the exact solve
 * for the solution, setting up, making the steps' changes).  A finder
 * that reports several techniques (Simple Colors Trap and Wrap, say) runs
 * once and is listed under all their names.  Reading the clock around
 * every finder costs time of its own, a few per cent, most of it counted
 * in the finders'.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Per technique (and the refresh, index -1): runs and seconds. */
typedef struct technique_times
{
	long		calls[SDK_MAX_TECHNIQUES + 1];
	double		seconds[SDK_MAX_TECHNIQUES + 1];
	double		started;
} technique_times;

static void
observe(int technique, bool start, void *arg)
{
	technique_times *tt = (technique_times *) arg;

	if (start)
		tt->started = now_seconds();
	else
	{
		tt->calls[technique + 1]++;
		tt->seconds[technique + 1] += now_seconds() - tt->started;
	}
}

/* A technique's name, with those of the entries after it that its finder also reports. */
static void
finder_name(int t, char *buf, size_t cap)
{
	const sdk_technique *first = sdk_technique_at(t);
	const sdk_technique *next;
	size_t		len;

	snprintf(buf, cap, "%s", first->name);
	while ((next = sdk_technique_at(++t)) != NULL && next->find == first->find &&
		   next->param == first->param)
	{
		len = strlen(buf);
		snprintf(buf + len, cap - len, " / %s", next->name);
	}
}

static void
print_times(const technique_times *tt, double total, long puzzles)
{
	double		in_finders = 0;
	int			t;
	char		name[200];

	printf("%-60s %10s %11s %9s %7s\n", "technique (finder)", "runs", "total ms",
		   "us/puzzle", "share");
	for (t = -1; t < sdk_technique_count(); t++)
	{
		const double s = tt->seconds[t + 1];

		if (!tt->calls[t + 1])
			continue;
		in_finders += s;
		if (t < 0)
			snprintf(name, sizeof(name), "(refresh before each search)");
		else
			finder_name(t, name, sizeof(name));
		printf("%-60s %10ld %11.1f %9.1f %6.2f%%\n", name, tt->calls[t + 1], s * 1e3,
			   s * 1e6 / puzzles, 100 * s / total);
	}
	printf("%-60s %10s %11.1f %9.1f %6.2f%%\n", "(the rest: exact solve, setup, changes)", "",
		   (total - in_finders) * 1e3, (total - in_finders) * 1e6 / puzzles,
		   100 * (total - in_finders) / total);
}

/* A step's changes as "r5c3=4" or "r5c3<>4", comma-separated; "-" when none. */
static void
print_changes(FILE *out, int n, const sdk_change *items, int count, const char *op)
{
	int			i;

	for (i = 0; i < count; i++)
		fprintf(out, "%sr%dc%d%s%d", i ? "," : "", items[i].cell / n + 1, items[i].cell % n + 1,
				op, items[i].digit);
	if (count == 0)
		fputs("-", out);
}

typedef struct path_out
{
	FILE	   *out;
	int			n;
} path_out;

/* One step of a path, in bench/se_path's format (-p). */
static bool
print_step(const sdk_step *step, void *arg)
{
	path_out   *po = arg;
	const sdk_technique *t = sdk_technique_at(step->technique);
	int			tenths = step->difficulty ? step->difficulty : t->score;

	fprintf(po->out, "step\t%s\t%d.%d\t", t->name, tenths / 10, tenths % 10);
	print_changes(po->out, po->n, step->placements, step->nplacements, "=");
	fputc('\t', po->out);
	print_changes(po->out, po->n, step->eliminations, step->neliminations, "<>");
	fputc('\n', po->out);
	fflush(po->out);
	return true;
}

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
	sdk_logic_options opts;
	technique_times *tt = NULL;

	bool		paths = false;

	sdk_logic_options_default(&opts);
	while (argc > 1 && (strcmp(argv[1], "-t") == 0 || strcmp(argv[1], "-s") == 0 ||
						strcmp(argv[1], "-p") == 0))
	{
		if (argv[1][1] == 's')
			opts.model = SDK_MODEL_SE;
		else if (argv[1][1] == 'p')
			paths = true;
		else if (!tt)
		{
			tt = calloc(1, sizeof(technique_times));
			opts.observe = observe;
			opts.observe_arg = tt;
		}
		argv++;
		argc--;
	}
	if (argc < 2)
	{
		fprintf(stderr, "usage: sudoku_rate [-t] [-s] [-p] FILE [OUT]\n");
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
		path_out	po = {out, p.geo.n};
		char		text[SDK_MAX_CELLS + 1];

		sdk_format(&p, SDK_TEXT_LINE, text, sizeof(text));
		if (paths && out)
			fprintf(out, "puzzle\t%s\n", text);
		start = now_seconds();
		sdk_logic_solve(&p, &opts, 0, paths && out ? print_step : NULL, &po, NULL, &rating,
						sdk_default_env(), &err);
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
			if (paths)
				fprintf(out, "end\t%d.%d\t%d.%d\t%d.%d\n", rating.er / 10, rating.er % 10,
						rating.ep / 10, rating.ep % 10, rating.ed / 10, rating.ed % 10);
			else if (opts.model == SDK_MODEL_SE)
				fprintf(out, "%s\t%d.%d\t%d.%d\t%d.%d\n", text, rating.er / 10, rating.er % 10,
						rating.ep / 10, rating.ep % 10, rating.ed / 10, rating.ed % 10);
			else
				fprintf(out, "%s %s (%ld)\n", text, sdk_level_name(rating.level), rating.score);
		}
	}
	if (out)
		fclose(out);
	qsort(times, count, sizeof(double), compare_doubles);
	printf("%s: %ld puzzles, %.3f ms mean, %.3f ms median per puzzle, %.1f%% without guessing\n",
		   argv[1], count, count ? total * 1e3 / count : 0.0, count ? times[count / 2] * 1e3 : 0.0,
		   count ? 100.0 * no_guess / count : 0.0);
	if (tt && count)
		print_times(tt, total, count);
	free(times);
	free(tt);
	return 0;
}
