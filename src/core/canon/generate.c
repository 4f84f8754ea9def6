/*
 * generate.c -- new puzzles drawn from a seed: a random complete grid for
 * every size and box shape, and puzzles dug out of it with exactly one
 * solution, minimal, with a symmetry of their givens, of a chosen level,
 * score range and techniques.
 *
 * The same seed gives the same grid and the same puzzle on every platform
 * and in every version: the algorithm below is part of the contract, and
 * the tests pin its outputs.  Everything is drawn from one splitmix64
 * stream (random.h) started at the seed, in this order.
 *
 * The grid (fill_grid).  A depth-first search from the empty grid:
 *   1. at each (re)start, a random order of the cells (Fisher-Yates over
 *      cells 0..N-1, N = n*n, item i swapping with a draw below i + 1, from
 *      the last item down);
 *   2. the search state is always closed under naked and hidden singles
 *      (the closure is the same whatever order they are found in); a state
 *      with an empty cell without candidates, or a digit without a place in
 *      a unit, is a dead end;
 *   3. it guesses on the empty cell with the fewest candidates, the one
 *      first in the random order among equals, and tries its candidates in
 *      random order: each try takes the k-th smallest untried candidate, k
 *      a draw below the number untried;
 *   4. after 4 N tries (all depths together, FILL_TRIES) without a full
 *      grid it starts again at 1, the stream going on.
 * Nothing else the search does draws a number, so its speed and the order
 * it finds singles in can change without changing a grid; what it
 * deduces (the closure in 2) cannot.
 *
 * The puzzle (dig_puzzle).  The grid's cells are grouped in orbits of the
 * symmetry; the orbits, listed by their smallest cell, are shuffled as the
 * cells above; in that order each orbit's cells are taken out when the
 * puzzle keeps exactly one solution without them (the exact solver
 * decides: a fact, not a choice), and left in otherwise.  After one pass no
 * orbit can go: without a symmetry that makes the puzzle minimal (taking
 * out more only adds solutions).  With a symmetry and minimal asked, a
 * puzzle where some single given can still go is thrown away (counted as
 * an attempt), and the next is made as below.
 *
 * The target.  A candidate is rated by the logical solver with its default
 * techniques (sdk_logic_solve, as sudoku_rate does) when a level, a score
 * or techniques are asked; a candidate that misses is thrown away and the
 * next is made from the same stream (a new grid), until one meets the
 * target or the bound of attempts is reached.  The puzzle for a seed is so
 * the first candidate of its stream that meets the target: with a target,
 * it stays the same as long as the ratings of the candidates before it do
 * (the logical solver follows HoDoKu; a rating it corrects can move it).
 */
#include "sudoku_core.h"
#include "generate.h"
#include "random.h"
#include "exact.h"

#include <stdio.h>
#include <string.h>

/* ---- symmetries ---- */

static const char *const symmetry_names[SDK_SYMMETRY_COUNT] = {
	"none", "central", "rotational", "diagonal", "antidiagonal",
	"horizontal", "vertical", "bidiagonal", "biaxial", "full"
};

const char *
sdk_symmetry_name(sdk_symmetry s)
{
	return (int) s >= 0 && (int) s < SDK_SYMMETRY_COUNT ? symmetry_names[s] : "?";
}

int
sdk_symmetry_lookup(const char *name)
{
	int			s;

	for (s = 0; s < SDK_SYMMETRY_COUNT; s++)
	{
		const char *a = symmetry_names[s],
				   *b = name;

		while (*a && sdk_ascii_lower((unsigned char) *b) == *a)
			a++, b++;
		if (*a == '\0' && *b == '\0')
			return s;
	}
	return -1;
}

const char *
sdk_symmetry_names(void)
{
	return "none, central, rotational, diagonal, antidiagonal, horizontal, vertical, "
		"bidiagonal, biaxial, full";
}

/* The maps of the eight symmetries of the square, by bit: which a symmetry holds. */
enum
{
	MAP_HALF_TURN = 1 << 0,		/* (n-1-r, n-1-c) */
	MAP_QUARTER = 1 << 1,		/* (c, n-1-r) */
	MAP_DIAGONAL = 1 << 2,		/* (c, r) */
	MAP_ANTIDIAGONAL = 1 << 3,	/* (n-1-c, n-1-r) */
	MAP_HORIZONTAL = 1 << 4,	/* (n-1-r, c) */
	MAP_VERTICAL = 1 << 5		/* (r, n-1-c) */
};

static int
symmetry_maps(sdk_symmetry s)
{
	switch (s)
	{
		case SDK_SYMMETRY_CENTRAL:
			return MAP_HALF_TURN;
		case SDK_SYMMETRY_ROTATIONAL:
			return MAP_QUARTER;
		case SDK_SYMMETRY_DIAGONAL:
			return MAP_DIAGONAL;
		case SDK_SYMMETRY_ANTIDIAGONAL:
			return MAP_ANTIDIAGONAL;
		case SDK_SYMMETRY_HORIZONTAL:
			return MAP_HORIZONTAL;
		case SDK_SYMMETRY_VERTICAL:
			return MAP_VERTICAL;
		case SDK_SYMMETRY_BIDIAGONAL:
			return MAP_DIAGONAL | MAP_ANTIDIAGONAL;
		case SDK_SYMMETRY_BIAXIAL:
			return MAP_HORIZONTAL | MAP_VERTICAL;
		case SDK_SYMMETRY_FULL:
			return MAP_QUARTER | MAP_DIAGONAL;
		case SDK_SYMMETRY_NONE:
			break;
	}
	return 0;
}

/* The cell a map takes cell c to. */
static int
map_cell(int n, int map, int c)
{
	int			r = c / n,
				k = c % n;

	switch (map)
	{
		case MAP_HALF_TURN:
			return (n - 1 - r) * n + (n - 1 - k);
		case MAP_QUARTER:
			return k * n + (n - 1 - r);
		case MAP_DIAGONAL:
			return k * n + r;
		case MAP_ANTIDIAGONAL:
			return (n - 1 - k) * n + (n - 1 - r);
		case MAP_HORIZONTAL:
			return (n - 1 - r) * n + k;
		default:
			return r * n + (n - 1 - k);
	}
}

void
sdk_symmetry_orbits(const sdk_geometry *g, sdk_symmetry s, uint16_t *orbit)
{
	int			n = g->n,
				ncells = n * n,
				maps = symmetry_maps(s),
				c;

	/*
	 * the generators applied until nothing moves: each orbit takes its
	 * smallest cell (each generator is a permutation, so a number pushed
	 * forward along it goes round all of its cycle)
	 */
	for (c = 0; c < ncells; c++)
		orbit[c] = (uint16_t) c;
	for (;;)
	{
		bool		changed = false;
		int			m;

		for (c = 0; c < ncells; c++)
			for (m = 1; m <= MAP_VERTICAL; m <<= 1)
			{
				int			to;

				if (!(maps & m))
					continue;
				to = map_cell(n, m, c);
				if (orbit[c] < orbit[to])
					orbit[to] = orbit[c], changed = true;
			}
		if (!changed)
			break;
	}
}

bool
sdk_has_symmetry(const sdk_position *p, sdk_symmetry s)
{
	int			n = p->geo.n,
				maps = symmetry_maps(s),
				c,
				m;

	for (c = 0; c < n * n; c++)
		for (m = 1; m <= MAP_VERTICAL; m <<= 1)
			if ((maps & m) && (p->given[c] != 0) != (p->given[map_cell(n, m, c)] != 0))
				return false;
	return true;
}

/* ---- the random complete grid ---- */

/*
 * Tries before the fill starts again.  A 9x9 grid needs 40 to 60, a 25x25
 * a few hundred when the guesses go well; the rare searches that go astray
 * are cut short.  Part of the contract: changing it changes grids.
 */
#define FILL_TRIES(ncells) (4 * (ncells))

/* Tries between two interrupt checks. */
#define FILL_TRIES_BETWEEN_CHECKS 256

typedef struct filler
{
	int			n;
	int			ncells;
	sdk_mask	all;
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint8_t		cell_units[SDK_MAX_CELLS][3];
	uint16_t	order[SDK_MAX_CELLS];	/* the random order of the cells */
	uint16_t	rank[SDK_MAX_CELLS];	/* each cell's place in it */
	int			queue[SDK_MAX_CELLS];
	int			queued;
	/* the live state, and the state before the guess at each depth */
	sdk_mask	cand[SDK_MAX_CELLS];
	uint8_t		value[SDK_MAX_CELLS];
	sdk_mask   *saved_cand;		/* ncells states of ncells */
	uint8_t    *saved_value;
	uint16_t	guess_cell[SDK_MAX_CELLS + 1];
	sdk_mask	untried[SDK_MAX_CELLS + 1];
} filler;

static void
filler_units(filler *f, const sdk_geometry *g)
{
	int			type,
				u,
				k;

	f->n = g->n;
	f->ncells = g->n * g->n;
	f->all = SDK_ALL(g->n);
	for (type = 0; type < 3; type++)
		for (u = 0; u < g->n; u++)
			for (k = 0; k < g->n; k++)
			{
				int			c = sdk_unit_cell(g, (sdk_unit_type) type, u, k);

				f->unit_cells[type * g->n + u][k] = (uint16_t) c;
				f->cell_units[c][type] = (uint8_t) (type * g->n + u);
			}
}

/* Places d in c and takes it from the peers, queueing new naked singles. */
static bool
fill_assign(filler *f, int c, int d)
{
	sdk_mask	bit = SDK_BIT(d);
	int			u,
				k;

	if (!(f->cand[c] & bit))
		return false;
	f->value[c] = (uint8_t) d;
	f->cand[c] = bit;
	for (u = 0; u < 3; u++)
	{
		const uint16_t *cells = f->unit_cells[f->cell_units[c][u]];

		for (k = 0; k < f->n; k++)
		{
			int			p = cells[k];

			if (p == c || !(f->cand[p] & bit))
				continue;
			if (f->value[p])
				return false;
			f->cand[p] &= ~bit;
			if (f->cand[p] == 0)
				return false;
			if ((f->cand[p] & (f->cand[p] - 1)) == 0)
				f->queue[f->queued++] = p;
		}
	}
	return true;
}

/* Naked and hidden singles until none is left; false at a dead end. */
static bool
fill_propagate(filler *f)
{
	for (;;)
	{
		bool		changed = false;
		int			u;

		while (f->queued > 0)
		{
			int			c = f->queue[--f->queued];

			if (!f->value[c] && !fill_assign(f, c, sdk_mask_first(f->cand[c])))
				return false;
		}
		for (u = 0; u < 3 * f->n; u++)
		{
			const uint16_t *cells = f->unit_cells[u];
			sdk_mask	once = 0,
						twice = 0,
						lone;
			int			k;

			for (k = 0; k < f->n; k++)
			{
				twice |= once & f->cand[cells[k]];
				once |= f->cand[cells[k]];
			}
			if (once != f->all)
				return false;
			lone = once & ~twice;
			for (k = 0; lone && k < f->n; k++)
			{
				int			c = cells[k];
				sdk_mask	hit = f->cand[c] & lone;

				if (!hit)
					continue;
				lone &= ~hit;
				if (f->value[c])
					continue;
				if ((hit & (hit - 1)) != 0 || !fill_assign(f, c, sdk_mask_first(hit)))
					return false;
				changed = true;
			}
		}
		if (!changed && f->queued == 0)
			return true;
	}
}

/* The empty cell with the fewest candidates, first in the order among equals; -1 if none. */
static int
fill_choose(const filler *f)
{
	int			best = -1,
				best_count = SDK_MAX_SIZE + 1,
				c;

	for (c = 0; c < f->ncells; c++)
	{
		int			count;

		if (f->value[c])
			continue;
		count = sdk_bit_count(f->cand[c]);
		if (count < best_count || (count == best_count && f->rank[c] < f->rank[best]))
		{
			best = c;
			best_count = count;
		}
	}
	return best;
}

/* The k-th smallest digit (from 0) of a mask. */
static int
nth_digit(sdk_mask m, int k)
{
	while (k-- > 0)
		m &= m - 1;
	return sdk_mask_first(m);
}

static sdk_status
cancelled(sdk_error *err, const char *what)
{
	err->status = SDK_ERR_CANCELED;
	snprintf(err->detail, sizeof(err->detail), "%s was interrupted.", what);
	return err->status;
}

static sdk_status
out_of_memory(sdk_error *err)
{
	err->status = SDK_ERR_NO_MEMORY;
	strcpy(err->detail, "The generator could not get memory.");
	return err->status;
}

/* A random complete grid into digits, drawn from the stream. */
static sdk_status
fill_grid(filler *f, uint64_t *rng, uint8_t *digits, const sdk_env *env, sdk_error *err)
{
	int			ncells = f->ncells;
	size_t		state_cands = sizeof(sdk_mask) * ncells;
	long		checks = 0;

	for (;;)
	{
		int			depth = 0,
					tries = 0,
					i;
		bool		ok;

		for (i = 0; i < ncells; i++)
			f->order[i] = (uint16_t) i;
		sdk_rand_shuffle_cells(rng, f->order, ncells);
		for (i = 0; i < ncells; i++)
		{
			f->rank[f->order[i]] = (uint16_t) i;
			f->cand[i] = f->all;
			f->value[i] = 0;
		}
		f->queued = 0;
		ok = true;
		for (;;)
		{
			if (ok)
			{
				int			c = fill_choose(f);

				if (c < 0)
				{
					memcpy(digits, f->value, ncells);
					return SDK_OK;
				}
				depth++;
				memcpy(f->saved_cand + (size_t) depth * ncells, f->cand, state_cands);
				memcpy(f->saved_value + (size_t) depth * ncells, f->value, ncells);
				f->guess_cell[depth] = (uint16_t) c;
				f->untried[depth] = f->cand[c];
			}
			while (depth > 0 && f->untried[depth] == 0)
				depth--;
			if (depth == 0 || tries == FILL_TRIES(ncells))
				break;			/* start again (an empty grid always has a solution) */
			if (++checks % FILL_TRIES_BETWEEN_CHECKS == 0 && env->interrupted(env->arg))
				return cancelled(err, "The random grid");
			tries++;
			{
				sdk_mask	untried = f->untried[depth];
				int			d = nth_digit(untried, sdk_rand_below(rng, sdk_bit_count(untried)));

				f->untried[depth] &= ~SDK_BIT(d);
				memcpy(f->cand, f->saved_cand + (size_t) depth * ncells, state_cands);
				memcpy(f->value, f->saved_value + (size_t) depth * ncells, ncells);
				f->queued = 0;
				ok = fill_assign(f, f->guess_cell[depth], d) && fill_propagate(f);
			}
		}
	}
}

static filler *
filler_new(const sdk_geometry *g, const sdk_env *env)
{
	filler	   *f = env->alloc(sizeof(filler), env->arg);
	int			ncells = g->n * g->n;

	if (!f)
		return NULL;
	/* depth 0 is never saved; depths 1..ncells */
	f->saved_cand = env->alloc(sizeof(sdk_mask) * ncells * (ncells + 1), env->arg);
	f->saved_value = env->alloc((size_t) ncells * (ncells + 1), env->arg);
	if (!f->saved_cand || !f->saved_value)
	{
		if (f->saved_cand)
			env->release(f->saved_cand, env->arg);
		if (f->saved_value)
			env->release(f->saved_value, env->arg);
		env->release(f, env->arg);
		return NULL;
	}
	filler_units(f, g);
	return f;
}

static void
filler_free(filler *f, const sdk_env *env)
{
	env->release(f->saved_cand, env->arg);
	env->release(f->saved_value, env->arg);
	env->release(f, env->arg);
}

static void
grid_position(const sdk_geometry *g, const uint8_t *digits, sdk_position *p)
{
	int			c;

	sdk_position_init(p, g);
	for (c = 0; c < g->n * g->n; c++)
	{
		p->value[c] = digits[c];
		p->given[c] = 1;
		p->cand[c] = 0;
	}
}

sdk_status
sdk_random_grid(const sdk_geometry *g, uint64_t seed, sdk_position *out,
				const sdk_env *env, sdk_error *err)
{
	filler	   *f = filler_new(g, env);
	uint8_t		digits[SDK_MAX_CELLS];
	uint64_t	rng = seed;
	sdk_status	rc;

	if (!f)
		return out_of_memory(err);
	rc = fill_grid(f, &rng, digits, env, err);
	filler_free(f, env);
	if (rc == SDK_OK)
		grid_position(g, digits, out);
	return rc;
}

/* ---- options ---- */

void
sdk_generate_options_init(sdk_generate_options *o, const sdk_geometry *g)
{
	memset(o, 0, sizeof(*o));
	o->geo = *g;
	o->symmetry = SDK_SYMMETRY_NONE;
	o->minimal = true;
	o->level = -1;
	o->min_score = -1;
	o->max_score = -1;
	o->min_er = -1;
	o->max_er = -1;
}

/* The techniques an item names, one bit per registry index. */
static sdk_status
technique_set(const char *item, uint64_t *set, sdk_error *err)
{
	sdk_logic_options o;
	int			i;

	if (item[0] == '-' || item[0] == '\0')
	{
		err->status = SDK_ERR_INVALID;
		snprintf(err->detail, sizeof(err->detail),
				 "\"%.64s\" is not a technique; name a technique, its code or a category.", item);
		return err->status;
	}
	if (sdk_logic_options_techniques(&o, &item, 1, err) != SDK_OK)
		return err->status;
	for (i = 0; i < SDK_TECHNIQUE_WORDS; i++)
		set[i] = o.enabled[i];
	return SDK_OK;
}

sdk_status
sdk_generate_require(sdk_generate_options *o, const char *item, sdk_error *err)
{
	if (o->nrequire == SDK_GENERATE_MAX_REQUIRE)
	{
		err->status = SDK_ERR_LIMIT;
		snprintf(err->detail, sizeof(err->detail),
				 "At most %d techniques can be required.", SDK_GENERATE_MAX_REQUIRE);
		return err->status;
	}
	if (technique_set(item, o->require[o->nrequire], err) != SDK_OK)
		return err->status;
	o->nrequire++;
	return SDK_OK;
}

sdk_status
sdk_generate_forbid(sdk_generate_options *o, const char *item, sdk_error *err)
{
	uint64_t	set[SDK_TECHNIQUE_WORDS] = {0};
	int			i;

	if (technique_set(item, set, err) != SDK_OK)
		return err->status;
	for (i = 0; i < SDK_TECHNIQUE_WORDS; i++)
		o->forbid[i] |= set[i];
	return SDK_OK;
}

static bool
in_set(const uint64_t *set, int technique)
{
	return (set[technique / 64] >> (technique % 64)) & 1;
}

bool
sdk_generate_has_target(const sdk_generate_options *o)
{
	int			i;

	if (o->level >= 0 || o->min_score >= 0 || o->max_score >= 0 || o->nrequire > 0 ||
		o->min_er >= 0 || o->max_er >= 0)
		return true;
	for (i = 0; i < SDK_TECHNIQUE_WORDS; i++)
		if (o->forbid[i])
			return true;
	return false;
}

int
sdk_generate_default_attempts(const sdk_generate_options *o)
{
	return o->geo.n <= 9 ? 10000 : o->geo.n <= 16 ? 100 : 10;
}

/*
 * A target nothing can meet, found before any candidate is made: a
 * required item of which every technique is forbidden or not in the
 * rating's techniques, or every technique of the rating forbidden.
 */
static bool
target_impossible(const sdk_generate_options *o, sdk_error *err)
{
	sdk_logic_options defaults;
	int			count = sdk_technique_count(),
				t,
				i;
	bool		all_forbidden = true;

	sdk_logic_options_default(&defaults);
	for (t = 0; t < count; t++)
		if (sdk_technique_enabled(&defaults, t) && !in_set(o->forbid, t))
			all_forbidden = false;
	if (all_forbidden)
	{
		err->status = SDK_ERR_INVALID;
		strcpy(err->detail, "Every technique the rating uses is forbidden; every puzzle needs some.");
		return true;
	}
	for (i = 0; i < o->nrequire; i++)
	{
		bool		possible = false;
		int			first = -1;

		for (t = 0; t < count; t++)
			if (in_set(o->require[i], t))
			{
				if (first < 0)
					first = t;
				if (sdk_technique_enabled(&defaults, t) && !in_set(o->forbid, t))
					possible = true;
			}
		if (!possible)
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "Required item %d (%s%s) is forbidden or not among the techniques the rating uses (sudoku_techniques: enabled_by_default).",
					 i + 1, first >= 0 ? sdk_technique_at(first)->name : "nothing",
					 first >= 0 ? ", ..." : "");
			if (first >= 0)
			{
				/* name the only technique when the item is one */
				int			members = 0;

				for (t = 0; t < count; t++)
					members += in_set(o->require[i], t);
				if (members == 1)
					snprintf(err->detail, sizeof(err->detail),
							 "Required technique %s is forbidden or not among the techniques the rating uses (sudoku_techniques: enabled_by_default).",
							 sdk_technique_at(first)->name);
			}
			return true;
		}
	}
	return false;
}

/* ---- judging a candidate ---- */

typedef enum verdict
{
	MEETS = 0,
	TOO_EASY,					/* below the level or the score asked */
	TOO_HARD,					/* above them */
	MISSING,					/* a required technique is not in the path */
	FORBIDDEN,					/* a forbidden one is */
	NOT_MINIMAL,				/* symmetric, and a given can go alone */
	VERDICTS
} verdict;

typedef struct watch
{
	const sdk_generate_options *o;
	uint64_t	used[SDK_TECHNIQUE_WORDS];
	long		score;
	verdict		stop;			/* why the path was cut short, MEETS if it was not */
} watch;

/* Each step of the path: stops at the first that already misses the target. */
static bool
watch_step(const sdk_step *step, void *arg)
{
	watch	   *w = arg;
	const sdk_technique *t = sdk_technique_at(step->technique);

	w->used[step->technique / 64] |= UINT64_C(1) << (step->technique % 64);
	w->score += t->score;
	if (in_set(w->o->forbid, step->technique))
		w->stop = FORBIDDEN;
	else if ((w->o->level >= 0 && (int) t->level > w->o->level) ||
			 (w->o->max_score >= 0 && w->score > w->o->max_score))
		w->stop = TOO_HARD;
	return w->stop == MEETS;
}

/* Sudoku Explainer's ER of a candidate that meets the rest of the target. */
static sdk_status
judge_er(const sdk_generate_options *o, const sdk_position *puzzle, verdict *v,
		 const sdk_env *env, sdk_error *err)
{
	sdk_logic_options se;
	sdk_rating	rating;

	sdk_logic_options_default(&se);
	se.model = SDK_MODEL_SE;
	if (sdk_logic_solve(puzzle, &se, 0, NULL, NULL, NULL, &rating, env, err) != SDK_OK)
		return err->status;
	if (o->min_er >= 0 && rating.er < o->min_er)
		*v = TOO_EASY;
	else if (o->max_er >= 0 && rating.er > o->max_er)
		*v = TOO_HARD;
	return SDK_OK;
}

static sdk_status
judge(const sdk_generate_options *o, const sdk_position *puzzle, sdk_rating *rating,
	  verdict *v, const sdk_env *env, sdk_error *err)
{
	watch		w;
	int			i;

	memset(&w, 0, sizeof(w));
	w.o = o;
	w.stop = MEETS;
	if (sdk_logic_solve(puzzle, NULL, 0, watch_step, &w, NULL, rating, env, err) != SDK_OK)
		return err->status;
	*v = w.stop;
	if (*v != MEETS)
		return SDK_OK;
	if ((o->level >= 0 && (int) rating->level < o->level) ||
		(o->min_score >= 0 && rating->score < o->min_score))
		*v = TOO_EASY;
	else if ((o->level >= 0 && (int) rating->level > o->level) ||
			 (o->max_score >= 0 && rating->score > o->max_score))
		*v = TOO_HARD;
	else
		for (i = 0; i < o->nrequire && *v == MEETS; i++)
		{
			int			k;
			bool		hit = false;

			for (k = 0; k < SDK_TECHNIQUE_WORDS; k++)
				hit = hit || (o->require[i][k] & w.used[k]) != 0;
			if (!hit)
				*v = MISSING;
		}
	if (*v == MEETS && (o->min_er >= 0 || o->max_er >= 0))
		return judge_er(o, puzzle, v, env, err);
	return SDK_OK;
}

/* ---- digging a puzzle out of a grid ---- */

typedef struct digger
{
	filler	   *f;
	int			norbits;
	uint16_t	orbit_first[SDK_MAX_CELLS]; /* orbits by their smallest cell */
	uint16_t	orbit_start[SDK_MAX_CELLS + 1]; /* members of orbit i (as listed) */
	uint16_t	members[SDK_MAX_CELLS];
	uint16_t	order[SDK_MAX_CELLS];	/* the orbits in digging order */
	uint8_t		grid[SDK_MAX_CELLS];
} digger;

static void
digger_orbits(digger *d, const sdk_geometry *g, sdk_symmetry s)
{
	uint16_t	orbit[SDK_MAX_CELLS];
	int			ncells = g->n * g->n,
				c,
				i,
				k = 0;

	sdk_symmetry_orbits(g, s, orbit);
	d->norbits = 0;
	for (c = 0; c < ncells; c++)
		if (orbit[c] == c)
			d->orbit_first[d->norbits++] = (uint16_t) c;
	for (i = 0; i < d->norbits; i++)
	{
		d->orbit_start[i] = (uint16_t) k;
		for (c = d->orbit_first[i]; c < ncells; c++)
			if (orbit[c] == d->orbit_first[i])
				d->members[k++] = (uint16_t) c;
	}
	d->orbit_start[d->norbits] = (uint16_t) k;
}

/*
 * Whether the position, one of whose solutions is grid, has another.  A
 * single cell just cleared is asked directly: is there a solution without
 * its old digit (faster than looking for two).  Another solution usually
 * differs from grid in a few cells, so the search looks near grid
 * (sdk_solve_near).
 */
static sdk_status
has_other_solution(sdk_position *p, const uint8_t *grid, int cleared, bool *other,
				   const sdk_env *env, sdk_error *err)
{
	uint64_t	count;
	sdk_status	rc;

	if (cleared < 0)
	{
		rc = sdk_solve_near(p, grid, 2, NULL, NULL, env, &count, err);
		*other = count > 1;
		return rc;
	}
	p->cand[cleared] &= ~SDK_BIT(grid[cleared]);
	rc = sdk_solve_near(p, grid, 1, NULL, NULL, env, &count, err);
	p->cand[cleared] |= SDK_BIT(grid[cleared]);
	*other = count > 0;
	return rc;
}

static sdk_status
dig_puzzle(digger *d, uint64_t *rng, sdk_position *p, const sdk_env *env, sdk_error *err)
{
	int			i,
				k;

	for (i = 0; i < d->norbits; i++)
		d->order[i] = (uint16_t) i;
	sdk_rand_shuffle_cells(rng, d->order, d->norbits);
	for (i = 0; i < d->norbits; i++)
	{
		int			o = d->order[i],
					first = d->orbit_start[o],
					end = d->orbit_start[o + 1];
		bool		other;

		if (env->interrupted(env->arg))
			return cancelled(err, "The generator");
		for (k = first; k < end; k++)
			sdk_clear(p, d->members[k]);
		if (has_other_solution(p, d->grid, end - first == 1 ? d->members[first] : -1,
							   &other, env, err) != SDK_OK)
			return err->status;
		if (other)
			for (k = first; k < end; k++)
				sdk_place(p, d->members[k], d->grid[d->members[k]], true);
	}
	return SDK_OK;
}

/* Whether no single given can go (the puzzle has one solution). */
static sdk_status
check_minimal(sdk_position *p, const uint8_t *grid, bool *minimal, const sdk_env *env,
			  sdk_error *err)
{
	int			c;

	*minimal = true;
	for (c = 0; c < sdk_ncells(p) && *minimal; c++)
	{
		bool		other;

		if (!p->given[c])
			continue;
		if (env->interrupted(env->arg))
			return cancelled(err, "The generator");
		sdk_clear(p, c);
		if (has_other_solution(p, grid, c, &other, env, err) != SDK_OK)
			return err->status;
		sdk_place(p, c, grid[c], true);
		*minimal = other;
	}
	return SDK_OK;
}

/* ---- the generator ---- */

static void
not_found(const sdk_generate_options *o, int attempts, const int *verdicts,
		  const int *levels, sdk_error *err)
{
	static const char *const why[VERDICTS] = {
		"", "below the level, score or ER asked", "above it", "without a required technique",
		"with a forbidden technique", "not minimal with the symmetry"
	};
	char	   *out = err->detail;
	size_t		cap = sizeof(err->detail),
				len;
	int			v,
				l;
	bool		any_level = false;

	err->status = SDK_ERR_NOT_FOUND;
	len = (size_t) snprintf(out, cap, "Tried %d %dx%d candidate%s", attempts, o->geo.n, o->geo.n,
							attempts == 1 ? "" : "s");
	if (o->symmetry != SDK_SYMMETRY_NONE)
		len += (size_t) snprintf(out + len, cap - len, " with %s symmetry", sdk_symmetry_name(o->symmetry));
	len += (size_t) snprintf(out + len, cap - len, ":");
	for (v = 1; v < VERDICTS && len < cap; v++)
		if (verdicts[v])
			len += (size_t) snprintf(out + len, cap - len, " %d %s;", verdicts[v], why[v]);
	for (l = 0; l <= SDK_LEVEL_EXTREME && len < cap; l++)
		if (levels[l])
		{
			len += (size_t) snprintf(out + len, cap - len, "%s %d %s", any_level ? "," : " levels rated:",
									 levels[l], sdk_level_name((sdk_level) l));
			any_level = true;
		}
	if (len < cap && out[len - 1] == ';')
		out[--len] = '\0';
	if (len < cap)
		snprintf(out + len, cap - len, ".");
}

sdk_status
sdk_generate(const sdk_generate_options *o, uint64_t seed, sdk_generated *out,
			 const sdk_env *env, sdk_error *err)
{
	digger	   *d;
	uint64_t	rng = seed;
	bool		target = sdk_generate_has_target(o);
	int			attempts = o->attempts > 0 ? o->attempts : sdk_generate_default_attempts(o);
	int			verdicts[VERDICTS] = {0},
				levels[SDK_LEVEL_EXTREME + 1] = {0};
	sdk_status	rc = SDK_OK;
	long		tried;

	if (target && target_impossible(o, err))
		return err->status;
	d = env->alloc(sizeof(digger), env->arg);
	if (!d)
		return out_of_memory(err);
	d->f = filler_new(&o->geo, env);
	if (!d->f)
	{
		env->release(d, env->arg);
		return out_of_memory(err);
	}
	digger_orbits(d, &o->geo, o->symmetry);
	for (tried = 1; tried <= attempts; tried++)
	{
		verdict		v = MEETS;

		if ((rc = fill_grid(d->f, &rng, d->grid, env, err)) != SDK_OK)
			break;
		grid_position(&o->geo, d->grid, &out->solution);
		out->puzzle = out->solution;
		if ((rc = dig_puzzle(d, &rng, &out->puzzle, env, err)) != SDK_OK)
			break;
		if (o->minimal && o->symmetry != SDK_SYMMETRY_NONE)
		{
			bool		minimal;

			if ((rc = check_minimal(&out->puzzle, d->grid, &minimal, env, err)) != SDK_OK)
				break;
			if (!minimal)
				v = NOT_MINIMAL;
		}
		out->rated = false;
		if (v == MEETS && target)
		{
			if ((rc = judge(o, &out->puzzle, &out->rating, &v, env, err)) != SDK_OK)
				break;
			out->rated = true;
			if (v == TOO_EASY || v == MISSING || (v == TOO_HARD && out->rating.solved))
				levels[out->rating.level]++;
		}
		if (v == MEETS)
		{
			out->attempts = (int) tried;
			break;
		}
		verdicts[v]++;
	}
	filler_free(d->f, env);
	env->release(d, env->arg);
	if (rc == SDK_OK && tried > attempts)
	{
		not_found(o, attempts, verdicts, levels, err);
		return err->status;
	}
	return rc;
}

uint64_t
sdk_generate_seed(uint64_t base, uint64_t index)
{
	uint64_t	state = base + (index - 1) * UINT64_C(0x9E3779B97F4A7C15);

	return sdk_rand_next(&state);
}
