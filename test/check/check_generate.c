/*
 * check_generate.c -- makes thousands of puzzles over sizes, box shapes,
 * levels and symmetries and holds every one to what it promises, checked
 * by other code than the generator used:
 *
 *   - exactly one solution, the grid it was dug from, by the general exact
 *     solver (the generator decides with the 9x9 one on 9x9 grids);
 *   - minimal when asked: without any one given, the general solver finds
 *     two solutions; without a symmetry's whole orbit, always;
 *   - the symmetry asked, read off the givens cell by cell;
 *   - the rating asked, by the logical solver run again on the puzzle: the
 *     level, the score range, the required techniques in the path and the
 *     forbidden ones not;
 *   - the same seed gives the same puzzle again (every tenth), and no two
 *     puzzles of a configuration are the same from 8x8 up (4x4 and 6x6
 *     have few enough minimal puzzles that a batch repeats some).
 *
 *   check_generate [-c COUNT] [-S SEED] [-v]
 *
 * COUNT (default 500) puzzles per 9x9 configuration, fewer for the larger
 * sizes.  Exits 1 when any puzzle fails a check.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "solver_internal.h"
#include "generate.h"
#include "logic.h"
#include "puzzle_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct config
{
	int			n,
				rows,
				cols;
	int			per_mille;		/* of COUNT */
	sdk_symmetry symmetry;
	bool		minimal;
	int			level;
	const char *require;
	const char *forbid;
	long		min_score,
				max_score;
} config;

static const config configs[] = {
	/* every level, no symmetry */
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, SDK_LEVEL_EASY, NULL, NULL, -1, -1},
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, SDK_LEVEL_MEDIUM, NULL, NULL, -1, -1},
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, SDK_LEVEL_HARD, NULL, NULL, -1, -1},
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, SDK_LEVEL_UNFAIR, NULL, NULL, -1, -1},
	{9, 3, 3, 1000, SDK_SYMMETRY_NONE, true, SDK_LEVEL_EXTREME, NULL, NULL, -1, -1},
	/* every symmetry: minimal where strictly minimal ones are common enough */
	{9, 3, 3, 200, SDK_SYMMETRY_CENTRAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_CENTRAL, true, SDK_LEVEL_HARD, NULL, NULL, -1, -1},
	{9, 3, 3, 50, SDK_SYMMETRY_ROTATIONAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_DIAGONAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_ANTIDIAGONAL, true, SDK_LEVEL_MEDIUM, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_HORIZONTAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_VERTICAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 100, SDK_SYMMETRY_BIDIAGONAL, true, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_BIAXIAL, false, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_FULL, false, -1, NULL, NULL, -1, -1},
	{9, 3, 3, 200, SDK_SYMMETRY_FULL, false, SDK_LEVEL_EASY, NULL, NULL, -1, -1},
	/* techniques and scores */
	{9, 3, 3, 100, SDK_SYMMETRY_NONE, true, SDK_LEVEL_HARD, "X-Wing", "Uniqueness", -1, -1},
	{9, 3, 3, 100, SDK_SYMMETRY_NONE, true, -1, "Single Digit Patterns", "Coloring", 1000, 1600},
	{9, 3, 3, 100, SDK_SYMMETRY_NONE, true, -1, "XY-Wing", NULL, -1, 1500},
	{9, 3, 3, 100, SDK_SYMMETRY_CENTRAL, false, SDK_LEVEL_UNFAIR, "Chains and Loops", NULL, -1, -1},
	/* other sizes and box shapes */
	{4, 2, 2, 1000, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{4, 2, 2, 200, SDK_SYMMETRY_CENTRAL, true, -1, NULL, NULL, -1, -1},
	{6, 2, 3, 500, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{6, 3, 2, 500, SDK_SYMMETRY_DIAGONAL, true, -1, NULL, NULL, -1, -1},
	{6, 2, 3, 200, SDK_SYMMETRY_NONE, true, SDK_LEVEL_MEDIUM, NULL, NULL, -1, -1},
	{8, 2, 4, 200, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{8, 4, 2, 100, SDK_SYMMETRY_VERTICAL, false, -1, NULL, NULL, -1, -1},
	{10, 2, 5, 50, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{12, 3, 4, 20, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
	{12, 2, 6, 20, SDK_SYMMETRY_CENTRAL, false, -1, NULL, NULL, -1, -1},
	{16, 4, 4, 4, SDK_SYMMETRY_NONE, true, -1, NULL, NULL, -1, -1},
};

static bool verbose;

/* Solutions by the general solver, up to 2. */
static uint64_t
count_general(const sdk_position *p)
{
	uint64_t	count;
	sdk_error	err;

	if (sdk_solve_general(p, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &count, &err) != SDK_OK)
	{
		fprintf(stderr, "solver: %s\n", err.detail);
		exit(2);
	}
	return count;
}

/* The cells of p's givens that the symmetry pairs with c, c included. */
static int
orbit_of(const sdk_geometry *g, sdk_symmetry s, int c, uint16_t *cells)
{
	uint16_t	orbit[SDK_MAX_CELLS];
	int			k,
				count = 0;

	sdk_symmetry_orbits(g, s, orbit);
	for (k = 0; k < g->n * g->n; k++)
		if (orbit[k] == orbit[c])
			cells[count++] = (uint16_t) k;
	return count;
}

/* The cell a symmetry's maps take (r, c) to, as the generator's comment defines them. */
static bool
symmetric_by_definition(const sdk_position *p, sdk_symmetry s)
{
	int			n = p->geo.n,
				r,
				c;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
		{
			int			images[8][2],
						count = 0,
						i;
			bool		given = p->given[r * n + c] != 0;

#define IMAGE(a, b) (images[count][0] = (a), images[count][1] = (b), count++)
			if (s == SDK_SYMMETRY_CENTRAL || s == SDK_SYMMETRY_ROTATIONAL ||
				s == SDK_SYMMETRY_BIDIAGONAL || s == SDK_SYMMETRY_BIAXIAL || s == SDK_SYMMETRY_FULL)
				IMAGE(n - 1 - r, n - 1 - c);
			if (s == SDK_SYMMETRY_ROTATIONAL || s == SDK_SYMMETRY_FULL)
				IMAGE(c, n - 1 - r);
			if (s == SDK_SYMMETRY_DIAGONAL || s == SDK_SYMMETRY_BIDIAGONAL || s == SDK_SYMMETRY_FULL)
				IMAGE(c, r);
			if (s == SDK_SYMMETRY_ANTIDIAGONAL || s == SDK_SYMMETRY_BIDIAGONAL || s == SDK_SYMMETRY_FULL)
				IMAGE(n - 1 - c, n - 1 - r);
			if (s == SDK_SYMMETRY_HORIZONTAL || s == SDK_SYMMETRY_BIAXIAL || s == SDK_SYMMETRY_FULL)
				IMAGE(n - 1 - r, c);
			if (s == SDK_SYMMETRY_VERTICAL || s == SDK_SYMMETRY_BIAXIAL || s == SDK_SYMMETRY_FULL)
				IMAGE(r, n - 1 - c);
#undef IMAGE
			for (i = 0; i < count; i++)
				if ((p->given[images[i][0] * n + images[i][1]] != 0) != given)
					return false;
		}
	return true;
}

typedef struct path_watch
{
	uint64_t	used[SDK_TECHNIQUE_WORDS];
} path_watch;

static bool
note_step(const sdk_step *step, void *arg)
{
	path_watch *w = arg;

	w->used[step->technique / 64] |= UINT64_C(1) << (step->technique % 64);
	return true;
}

static bool
uses_some(const uint64_t *used, const char *item)
{
	sdk_logic_options o;
	sdk_error	err;
	int			i;

	sdk_logic_options_techniques(&o, &item, 1, &err);
	for (i = 0; i < SDK_TECHNIQUE_WORDS; i++)
		if (o.enabled[i] & used[i])
			return true;
	return false;
}

#define FAIL(...) do { failures++; if (verbose || failures <= 10) { fprintf(stderr, "  %s: ", line); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* Every check of one puzzle; returns the failures. */
static int
check_one(const config *cf, const sdk_generate_options *o, uint64_t seed, const sdk_generated *out)
{
	const sdk_position *p = &out->puzzle;
	char		line[SDK_MAX_CELLS + 1];
	int			failures = 0,
				c;

	sdk_format(p, SDK_TEXT_LINE, line, sizeof(line));
	if (sdk_has_placed(p) || sdk_has_eliminations(p))
		FAIL("not givens only");
	if (count_general(p) != 1)
		FAIL("not one solution");
	if (!sdk_solution_fits(p, out->solution.value))
		FAIL("the grid it was dug from does not solve it");
	if (!symmetric_by_definition(p, cf->symmetry))
		FAIL("not %s symmetric", sdk_symmetry_name(cf->symmetry));
	for (c = 0; c < sdk_ncells(p); c++)
	{
		sdk_position q;
		uint16_t	cells[8];
		int			k,
					count;

		if (!p->given[c])
			continue;
		q = *p;
		sdk_clear(&q, c);
		if (cf->minimal && count_general(&q) != 2)
			FAIL("not minimal: r%dc%d can go", c / p->geo.n + 1, c % p->geo.n + 1);
		count = orbit_of(&p->geo, cf->symmetry, c, cells);
		if (count == 1 && cf->minimal)
			continue;
		for (k = 0; k < count; k++)
			sdk_clear(&q, cells[k]);
		if (count_general(&q) != 2)
			FAIL("r%dc%d can go with its symmetric cells", c / p->geo.n + 1, c % p->geo.n + 1);
	}
	if (sdk_generate_has_target(o))
	{
		sdk_rating r;
		path_watch w;
		sdk_error	err;

		memset(&w, 0, sizeof(w));
		if (sdk_logic_solve(p, NULL, 0, note_step, &w, NULL, &r, sdk_default_env(), &err) != SDK_OK)
			FAIL("rating: %s", err.detail);
		if (!out->rated || r.level != out->rating.level || r.score != out->rating.score)
			FAIL("rated %s %ld, the generator said %s %ld", sdk_level_name(r.level), r.score,
				 sdk_level_name(out->rating.level), out->rating.score);
		if (cf->level >= 0 && (int) r.level != cf->level)
			FAIL("level %s, not %s", sdk_level_name(r.level), sdk_level_name((sdk_level) cf->level));
		if ((cf->min_score >= 0 && r.score < cf->min_score) || (cf->max_score >= 0 && r.score > cf->max_score))
			FAIL("score %ld out of range", r.score);
		if (cf->require && !uses_some(w.used, cf->require))
			FAIL("no %s in the path", cf->require);
		if (cf->forbid && uses_some(w.used, cf->forbid))
			FAIL("%s in the path", cf->forbid);
	}
	if (seed % 10 == 0)
	{
		sdk_generated *again = malloc(sizeof(sdk_generated));
		sdk_error	err;

		if (sdk_generate(o, seed, again, sdk_default_env(), &err) != SDK_OK ||
			!sdk_position_equal(&again->puzzle, p))
			FAIL("the same seed gave another puzzle");
		free(again);
	}
	return failures;
}

static int
compare_text(const void *a, const void *b)
{
	return strcmp(*(const char *const *) a, *(const char *const *) b);
}

int
main(int argc, char **argv)
{
	long		count = 500;
	unsigned long long base = 20261123;
	size_t		i;
	int			total_failures = 0;
	long		total = 0;
	double		started = now_seconds();
	sdk_generated *out = malloc(sizeof(sdk_generated));

	for (i = 1; i < (size_t) argc; i++)
	{
		if (strcmp(argv[i], "-c") == 0 && i + 1 < (size_t) argc)
			count = atol(argv[++i]);
		else if (strcmp(argv[i], "-S") == 0 && i + 1 < (size_t) argc)
			base = strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "-v") == 0)
			verbose = true;
		else
		{
			fprintf(stderr, "usage: check_generate [-c COUNT] [-S SEED] [-v]\n");
			return 2;
		}
	}
	for (i = 0; i < sizeof(configs) / sizeof(configs[0]); i++)
	{
		const config *cf = &configs[i];
		sdk_geometry g;
		sdk_generate_options o;
		sdk_error	err;
		long		made = (count * cf->per_mille + 999) / 1000,
					k,
					candidates = 0,
					givens = 0,
					distinct = 0;
		int			failures = 0;
		char	  **texts = malloc(sizeof(char *) * (size_t) (made + 1));
		double		t0 = now_seconds();

		sdk_geometry_init(&g, cf->n, cf->rows, cf->cols, &err);
		sdk_generate_options_init(&o, &g);
		o.symmetry = cf->symmetry;
		o.minimal = cf->minimal;
		o.level = cf->level;
		o.min_score = cf->min_score;
		o.max_score = cf->max_score;
		if (cf->require)
			sdk_generate_require(&o, cf->require, &err);
		if (cf->forbid)
			sdk_generate_forbid(&o, cf->forbid, &err);
		for (k = 0; k < made; k++)
		{
			uint64_t	seed = sdk_generate_seed(base + i, (uint64_t) k + 1);

			texts[k] = malloc(SDK_MAX_CELLS + 1);
			texts[k][0] = '\0';
			if (sdk_generate(&o, seed, out, sdk_default_env(), &err) != SDK_OK)
			{
				failures++;
				fprintf(stderr, "  seed %llu: %s\n", (unsigned long long) seed, err.detail);
				continue;
			}
			failures += check_one(cf, &o, seed, out);
			candidates += out->attempts;
			givens += sdk_given_count(&out->puzzle);
			sdk_format(&out->puzzle, SDK_TEXT_LINE, texts[k], SDK_MAX_CELLS + 1);
		}
		qsort(texts, (size_t) made, sizeof(char *), compare_text);
		for (k = 0; k < made; k++)
			distinct += k == 0 || strcmp(texts[k], texts[k - 1]) != 0;
		/* small grids have few minimal puzzles: a batch of random ones repeats some */
		if (distinct != made && cf->n >= 8)
		{
			failures++;
			fprintf(stderr, "  %ld puzzles, only %ld different\n", made, distinct);
		}
		for (k = 0; k < made; k++)
			free(texts[k]);
		free(texts);
		printf("%2dx%-2d %dx%d %-12s %-7s %-8s", cf->n, cf->n, cf->rows, cf->cols,
			   sdk_symmetry_name(cf->symmetry), cf->minimal ? "minimal" : "",
			   cf->level >= 0 ? sdk_level_name((sdk_level) cf->level) : "-");
		if (cf->require || cf->forbid || cf->min_score >= 0 || cf->max_score >= 0)
			printf(" (%s%s%s%s score %ld..%ld)", cf->require ? "+" : "", cf->require ? cf->require : "",
				   cf->forbid ? " -" : "", cf->forbid ? cf->forbid : "", cf->min_score, cf->max_score);
		printf(": %ld puzzles (%ld different), %d failed, %.1f givens, %.1f candidates, %.2f s\n", made, distinct,
			   failures, made ? (double) givens / made : 0, made ? (double) candidates / made : 0, now_seconds() - t0);
		fflush(stdout);
		total += made;
		total_failures += failures;
	}
	printf("%ld puzzles, %d failed checks, %.1f s\n", total, total_failures, now_seconds() - started);
	free(out);
	return total_failures ? 1 : 0;
}
