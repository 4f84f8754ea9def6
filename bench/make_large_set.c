/*
 * make_large_set.c -- a reproducible set of random puzzles of one size and
 * every density, sparse to dense, for the general solver's benchmarks and
 * checks (bench/large_set.sh).
 *
 *   make_large_set [-s seed] [-k count] [-d first,last,step] N...
 *
 * For each size N (default box shape), each density from first to last
 * percent by step (default 5,80,5) and each kind, count puzzles (default
 * 6): exactly that share of a complete grid's cells given, the cells kept
 * chosen at random.  Two kinds of complete grid:
 *
 *   random   filled by a randomized depth-first search of this file (naked
 *            and hidden singles, the open cell with the fewest digits, ties
 *            and digits in random order, a fresh start when a fill
 *            backtracks too often): an unstructured grid;
 *   pattern  the pattern grid ((r mod R) * C + r div R + c) mod n with its
 *            digits relabelled and its rows inside bands, bands, columns
 *            inside stacks and stacks shuffled: far more symmetric, and the
 *            kind that kept the old solver searching longest.
 *
 * Each line is the puzzle, then its size, kind, density and number:
 *   .3..A...  25x25 random 35 2
 * Every puzzle has its own seed, made from the set's seed and those four,
 * so a puzzle does not change when others are added.  Nothing here uses
 * the core's solver: the set stays the same when the solver changes.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "random.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rng
{
	uint64_t	state;
} rng;

/* The core's splitmix64 (random.h): the same draws on every platform. */
static int
rng_below(rng *r, int bound)
{
	return sdk_rand_below(&r->state, bound);
}

/* ---- random complete grids ---- */

typedef struct filler
{
	sdk_geometry geo;
	int			n,
				ncells;
	int			unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	int			peers[SDK_MAX_CELLS][3 * SDK_MAX_SIZE];
	int			npeers[SDK_MAX_CELLS];
	sdk_mask   *pool;			/* one candidate array per depth */
	long		budget;			/* nodes left before a fresh start */
	rng		   *r;
} filler;

static void
filler_init(filler *f, const sdk_geometry *g)
{
	int			type,
				u,
				k,
				c,
				p;

	f->geo = *g;
	f->n = g->n;
	f->ncells = g->n * g->n;
	for (type = 0; type < 3; type++)
		for (u = 0; u < f->n; u++)
			for (k = 0; k < f->n; k++)
				f->unit_cells[type * f->n + u][k] =
					sdk_unit_cell(g, (sdk_unit_type) type, u, k);
	for (c = 0; c < f->ncells; c++)
	{
		f->npeers[c] = 0;
		for (p = 0; p < f->ncells; p++)
			if (p != c && (sdk_cell_row(g, p) == sdk_cell_row(g, c) ||
						   sdk_cell_col(g, p) == sdk_cell_col(g, c) ||
						   sdk_cell_box(g, p) == sdk_cell_box(g, c)))
				f->peers[c][f->npeers[c]++] = p;
	}
	f->pool = malloc(sizeof(sdk_mask) * f->ncells * (f->ncells + 1));
}

static bool
is_single(sdk_mask m)
{
	return m && !(m & (m - 1));
}

/* Digit d in cell c, then naked and hidden singles; false on a contradiction. */
static bool
fill_place(filler *f, sdk_mask *cand, int c, int d)
{
	int			queue[SDK_MAX_CELLS * SDK_MAX_SIZE];
	int			qn = 0,
				qd[SDK_MAX_CELLS * SDK_MAX_SIZE];
	bool		changed = true;

	queue[qn] = c;
	qd[qn++] = d;
	while (changed)
	{
		int			u;

		while (qn > 0)
		{
			int			cell = queue[--qn],
						digit = qd[qn],
						i;
			sdk_mask	bit = SDK_BIT(digit);

			if (!(cand[cell] & bit))
				return false;
			cand[cell] = bit | 0x80000000u;	/* high bit: placed */
			for (i = 0; i < f->npeers[cell]; i++)
			{
				int			p = f->peers[cell][i];

				if (!(cand[p] & bit))
					continue;
				if (cand[p] & 0x80000000u)
					return false;
				cand[p] &= ~bit;
				if (cand[p] == 0)
					return false;
				if (is_single(cand[p]))
				{
					queue[qn] = p;
					qd[qn++] = sdk_mask_first(cand[p]);
				}
			}
		}
		changed = false;
		for (u = 0; u < 3 * f->n; u++)
		{
			sdk_mask	once = 0,
						twice = 0,
						lone;
			int			k;

			for (k = 0; k < f->n; k++)
			{
				sdk_mask	m = cand[f->unit_cells[u][k]] & ~0x80000000u;

				twice |= once & m;
				once |= m;
			}
			if (once != SDK_ALL(f->n))
				return false;
			lone = once & ~twice;
			for (k = 0; lone && k < f->n; k++)
			{
				int			cell = f->unit_cells[u][k];
				sdk_mask	hit = cand[cell] & lone;

				if (!hit || (cand[cell] & 0x80000000u))
					continue;
				if (!is_single(hit))
					return false;
				queue[qn] = cell;
				qd[qn++] = sdk_mask_first(hit);
				lone &= ~hit;
				changed = true;
			}
			if (changed)
				break;
		}
	}
	return true;
}

/* Depth-first from the state at depth; true when the grid is complete. */
static bool
fill_search(filler *f, int depth)
{
	sdk_mask   *cand = f->pool + (size_t) depth * f->ncells,
			   *next = cand + f->ncells;
	uint16_t	digits[SDK_MAX_SIZE];
	int			best = -1,
				best_size = SDK_MAX_SIZE + 1,
				ties = 0,
				nd = 0,
				c,
				i;

	for (c = 0; c < f->ncells; c++)
	{
		int			size;

		if (cand[c] & 0x80000000u)
			continue;
		size = sdk_bit_count(cand[c]);
		if (size < best_size)
		{
			best = c;
			best_size = size;
			ties = 1;
		}
		else if (size == best_size && rng_below(f->r, ++ties) == 0)
			best = c;
	}
	if (best < 0)
		return true;
	for (i = 1; i <= f->n; i++)
		if (cand[best] & SDK_BIT(i))
			digits[nd++] = i;
	sdk_rand_shuffle_cells(&f->r->state, digits, nd);
	for (i = 0; i < nd; i++)
	{
		if (--f->budget < 0)
			return false;
		memcpy(next, cand, sizeof(sdk_mask) * f->ncells);
		if (fill_place(f, next, best, digits[i]) && fill_search(f, depth + 1))
		{
			memcpy(cand, next, sizeof(sdk_mask) * f->ncells);	/* the grid, up to depth 0 */
			return true;
		}
	}
	return false;
}

static void
random_grid(filler *f, rng *r, uint8_t *digits)
{
	int			c;

	f->r = r;
	for (;;)
	{
		for (c = 0; c < f->ncells; c++)
			f->pool[c] = SDK_ALL(f->n);
		f->budget = 20L * f->ncells;
		if (fill_search(f, 0))
			break;
	}
	for (c = 0; c < f->ncells; c++)
		digits[c] = (uint8_t) sdk_mask_first(f->pool[c] & ~0x80000000u);
}

/* ---- shuffled pattern grids ---- */

static void
pattern_grid(const sdk_geometry *g, rng *r, uint8_t *digits)
{
	int			n = g->n,
				R = g->box_rows,
				C = g->box_cols;
	uint16_t	digit[SDK_MAX_SIZE],
				outer[SDK_MAX_SIZE],
				inner[SDK_MAX_SIZE];
	int			rows[SDK_MAX_SIZE],
				cols[SDK_MAX_SIZE];
	int			i,
				k;

	for (i = 0; i < n; i++)
		digit[i] = i + 1;
	sdk_rand_shuffle_cells(&r->state, digit, n);
	for (i = 0; i < n / R; i++)
		outer[i] = i;
	sdk_rand_shuffle_cells(&r->state, outer, n / R);
	for (i = 0; i < n / R; i++)
	{
		for (k = 0; k < R; k++)
			inner[k] = k;
		sdk_rand_shuffle_cells(&r->state, inner, R);
		for (k = 0; k < R; k++)
			rows[i * R + k] = outer[i] * R + inner[k];
	}
	for (i = 0; i < n / C; i++)
		outer[i] = i;
	sdk_rand_shuffle_cells(&r->state, outer, n / C);
	for (i = 0; i < n / C; i++)
	{
		for (k = 0; k < C; k++)
			inner[k] = k;
		sdk_rand_shuffle_cells(&r->state, inner, C);
		for (k = 0; k < C; k++)
			cols[i * C + k] = outer[i] * C + inner[k];
	}
	for (i = 0; i < n; i++)
		for (k = 0; k < n; k++)
			digits[i * n + k] =
				(uint8_t) digit[((rows[i] % R) * C + rows[i] / R + cols[k]) % n];
}

/* ---- the set ---- */

static const char *const kinds[] = {"random", "pattern"};

static void
emit(filler *f, uint64_t seed, int kind, int density, int number)
{
	rng			r;
	uint8_t		digits[SDK_MAX_CELLS];
	uint16_t	order[SDK_MAX_CELLS];
	int			keep = (f->ncells * density + 50) / 100,
				c;
	char		line[SDK_MAX_CELLS + 1];

	r.state = seed ^ ((uint64_t) f->n << 48) ^ ((uint64_t) kind << 40) ^
		((uint64_t) density << 24) ^ (uint64_t) number;
	sdk_rand_next(&r.state);
	if (kind == 0)
		random_grid(f, &r, digits);
	else
		pattern_grid(&f->geo, &r, digits);
	for (c = 0; c < f->ncells; c++)
		order[c] = c;
	sdk_rand_shuffle_cells(&r.state, order, f->ncells);
	for (c = 0; c < f->ncells; c++)
		line[c] = '.';
	for (c = 0; c < keep; c++)
		line[order[c]] = sdk_digit_char(digits[order[c]]);
	line[f->ncells] = '\0';
	printf("%s %dx%d %s %d %d\n", line, f->n, f->n, kinds[kind], density, number);
}

int
main(int argc, char **argv)
{
	uint64_t	seed = 15;
	int			count = 6,
				first = 5,
				last = 80,
				step = 5,
				i;

	for (i = 1; i + 1 < argc && argv[i][0] == '-'; i += 2)
	{
		if (strcmp(argv[i], "-s") == 0)
			seed = strtoull(argv[i + 1], NULL, 10);
		else if (strcmp(argv[i], "-k") == 0)
			count = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "-d") == 0)
		{
			if (sscanf(argv[i + 1], "%d,%d,%d", &first, &last, &step) != 3 ||
				first < 0 || last > 100 || step < 1)
				break;
		}
		else
			break;
	}
	if (i >= argc || argv[i][0] == '-')
	{
		fprintf(stderr, "usage: make_large_set [-s seed] [-k count] [-d first,last,step] N...\n");
		return 2;
	}
	{
		int			a;

		printf("# make_large_set -s %llu -k %d -d %d,%d,%d", (unsigned long long) seed,
			   count, first, last, step);
		for (a = i; a < argc; a++)
			printf(" %s", argv[a]);
		printf("\n");
	}
	for (; i < argc; i++)
	{
		sdk_geometry g;
		sdk_error	err;
		int			n = atoi(argv[i]),
					rows,
					cols,
					density,
					kind,
					k;
		filler	   *f;

		if (!sdk_default_box(n, &rows, &cols) ||
			sdk_geometry_init(&g, n, rows, cols, &err) != SDK_OK)
		{
			fprintf(stderr, "make_large_set: no grid of size %s\n", argv[i]);
			return 2;
		}
		f = malloc(sizeof(filler));
		filler_init(f, &g);
		for (density = first; density <= last; density += step)
			for (kind = 0; kind < 2; kind++)
				for (k = 1; k <= count; k++)
					emit(f, seed, kind, density, k);
		free(f->pool);
		free(f);
	}
	return 0;
}
