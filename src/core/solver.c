/*
 * solver.c -- the exact solver for every grid size: constraint propagation
 * (naked and hidden singles, locked candidates) and depth-first search.
 *
 * The search copies its state onto an explicit stack before each guess, so
 * memory is bounded by (cells + 1) states whatever the search does, and it
 * asks the caller's interrupt hook every so often.  sdk_solve hands 9x9
 * searches in fast order to solver9.c, which is tuned for them.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#include <stdlib.h>
#include <string.h>

static void *
default_alloc(size_t size, void *arg)
{
	(void) arg;
	return malloc(size);
}

static void
default_release(void *ptr, void *arg)
{
	(void) arg;
	free(ptr);
}

static bool
never_interrupted(void *arg)
{
	(void) arg;
	return false;
}

const sdk_env *
sdk_default_env(void)
{
	static const sdk_env env = {default_alloc, default_release, never_interrupted, NULL};

	return &env;
}

/*
 * Work between two interrupt checks, in cell visits: a 9x9 node costs
 * about 81, a 25x25 node about 625, so large grids are checked more often
 * in nodes but as often in time.
 */
#define WORK_BETWEEN_CHECKS 65536

/* One search state: every cell's candidates; a filled cell has one. */
typedef struct search_state
{
	sdk_mask   *cand;
	uint8_t    *value;
} search_state;

typedef struct search
{
	sdk_geometry geo;
	int			ncells;
	sdk_search_order order;
	uint64_t	limit;
	uint64_t	found;
	uint64_t	work;
	sdk_solution_fn fn;
	void	   *fn_arg;
	const sdk_env *env;
	bool		stopped;		/* the callback asked to stop */
	/* states[0] is the live one, states[k] the saved state at depth k */
	sdk_mask   *cand_pool;
	uint8_t    *value_pool;
	int			max_depth;
	/* the cells of every unit, and each cell's units, precomputed */
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint8_t		cell_units[SDK_MAX_CELLS][3];
	int			queue[SDK_MAX_CELLS];
	int			queued;
	struct guess *guesses;		/* one per depth */
} search;

static search_state
state_at(search *s, int depth)
{
	search_state st;

	st.cand = s->cand_pool + (size_t) depth * s->ncells;
	st.value = s->value_pool + (size_t) depth * s->ncells;
	return st;
}

/*
 * Places digit d in cell c and removes it from the peers; cells left with
 * one candidate are queued.  Returns false on a contradiction.
 */
static bool
assign(search *s, search_state *st, int c, int d)
{
	sdk_mask	bit = SDK_BIT(d);
	int			u,
				k;

	if (!(st->cand[c] & bit))
		return false;
	st->value[c] = (uint8_t) d;
	st->cand[c] = bit;
	for (u = 0; u < 3; u++)
	{
		const uint16_t *cells = s->unit_cells[s->cell_units[c][u]];

		for (k = 0; k < s->geo.n; k++)
		{
			int			p = cells[k];

			if (p == c || !(st->cand[p] & bit))
				continue;
			if (st->value[p])
				return false;	/* a filled peer holds the same digit */
			st->cand[p] &= ~bit;
			if (st->cand[p] == 0)
				return false;
			if ((st->cand[p] & (st->cand[p] - 1)) == 0)
				s->queue[s->queued++] = p;
		}
	}
	s->work += 3 * s->geo.n;
	return true;
}

static bool
drain_queue(search *s, search_state *st)
{
	while (s->queued > 0)
	{
		int			c = s->queue[--s->queued];

		if (st->value[c])
			continue;
		if (st->cand[c] == 0 || !assign(s, st, c, sdk_mask_first(st->cand[c])))
			return false;
	}
	return true;
}

/* Removes the digits gone from an open cell: -1 on a contradiction, 1 on a change. */
static int
remove_digits(search *s, search_state *st, int c, sdk_mask gone)
{
	if (st->value[c] || !(st->cand[c] & gone))
		return 0;
	st->cand[c] &= ~gone;
	if (st->cand[c] == 0)
		return -1;
	if ((st->cand[c] & (st->cand[c] - 1)) == 0)
		s->queue[s->queued++] = c;
	return 1;
}

/*
 * Locked candidates, for both directions of lines: a digit whose places in
 * a line all lie in one box leaves the rest of that box, and one whose
 * places in a box all lie in one line leaves the rest of that line.  On
 * large grids singles alone guess far too often: a 25x25 with a third of
 * its cells given took 17 s to solve with them, milliseconds with this.
 * Returns -1 on a contradiction, 1 when a candidate went, else 0.
 */
static int
lock_intersections(search *s, search_state *st)
{
	const sdk_geometry *g = &s->geo;
	int			n = g->n,
				changed = 0,
				dir;

	for (dir = 0; dir < 2; dir++)
	{
		/* lines are rows (dir 0) or columns (dir 1); a segment is a line in a box */
		int			across = dir == 0 ? g->box_cols : g->box_rows; /* segment length */
		int			depth = dir == 0 ? g->box_rows : g->box_cols;	/* lines a box spans */
		int			segments = n / across;
		sdk_mask	seg[SDK_MAX_SIZE][SDK_MAX_SIZE / 2];
		int			line,
					t,
					i,
					k;

		for (line = 0; line < n; line++)
			for (t = 0; t < segments; t++)
			{
				seg[line][t] = 0;
				for (k = t * across; k < (t + 1) * across; k++)
				{
					int			c = dir == 0 ? line * n + k : k * n + line;

					if (!st->value[c])
						seg[line][t] |= st->cand[c];
				}
			}
		for (line = 0; line < n; line++)
			for (t = 0; t < segments; t++)
			{
				int			first = line - line % depth;
				sdk_mask	rest_of_line = 0,
							rest_of_box = 0,
							claimed,
							pointed;

				for (i = 0; i < segments; i++)
					if (i != t)
						rest_of_line |= seg[line][i];
				for (i = first; i < first + depth; i++)
					if (i != line)
						rest_of_box |= seg[i][t];
				claimed = seg[line][t] & ~rest_of_line;
				pointed = seg[line][t] & ~rest_of_box;
				for (i = first; claimed && i < first + depth; i++)
					for (k = t * across; i != line && k < (t + 1) * across; k++)
					{
						int			rc = remove_digits(s, st, dir == 0 ? i * n + k : k * n + i, claimed);

						if (rc < 0)
							return -1;
						changed |= rc;
					}
				for (k = 0; pointed && k < n; k++)
				{
					int			rc;

					if (k / across == t)
						continue;
					rc = remove_digits(s, st, dir == 0 ? line * n + k : k * n + line, pointed);
					if (rc < 0)
						return -1;
					changed |= rc;
				}
			}
	}
	s->work += 4 * n * n;
	return changed;
}

/*
 * Naked and hidden singles until nothing changes.  Returns false on a
 * contradiction: an empty cell without candidates, or a digit with no
 * place left in a unit.
 */
static bool
propagate(search *s, search_state *st)
{
	int			n = s->geo.n;
	sdk_mask	all = SDK_ALL(n);
	bool		changed = true;

	while (changed)
	{
		int			u,
					k;

		if (!drain_queue(s, st))
			return false;
		changed = false;
		for (u = 0; u < 3 * n; u++)
		{
			const uint16_t *cells = s->unit_cells[u];
			sdk_mask	once = 0,
						twice = 0,
						lone;

			for (k = 0; k < n; k++)
			{
				sdk_mask	m = st->cand[cells[k]];

				twice |= once & m;
				once |= m;
			}
			if (once != all)
				return false;
			lone = once & ~twice;
			for (k = 0; lone && k < n; k++)
			{
				int			c = cells[k];
				sdk_mask	hit = st->cand[c] & lone;

				if (hit == 0)
					continue;
				lone &= ~hit;
				if (st->value[c])
					continue;
				if ((hit & (hit - 1)) != 0 || !assign(s, st, c, sdk_mask_first(hit)))
					return false;	/* two digits whose only place is c */
				changed = true;
			}
			if (changed && !drain_queue(s, st))
				return false;
		}
		s->work += 3 * n * n;
		if (!changed)
		{
			int			locked = lock_intersections(s, st);

			if (locked < 0)
				return false;
			changed = locked > 0;
		}
	}
	return true;
}

/*
 * What to guess on.  In lexicographic order, the first open cell and its
 * digits.  In fast order, whichever has the fewest alternatives: a cell
 * and its candidates, or a unit and the places left for one of its digits
 * (on large grids a digit with two places often beats every cell).
 */
struct guess
{
	int			unit;			/* -1: a cell's digits; else places of digit in unit */
	int			cell;
	int			digit;
	sdk_mask	options;		/* digits of the cell, or positions k in the unit */
};
typedef struct guess guess;

static bool
choose_guess(const search *s, const search_state *st, guess *g)
{
	int			best_size = SDK_MAX_SIZE + 1,
				n = s->geo.n,
				c,
				u;

	g->cell = -1;
	for (c = 0; c < s->ncells; c++)
	{
		int			size;

		if (st->value[c])
			continue;
		if (s->order == SDK_ORDER_LEXICOGRAPHIC)
		{
			g->unit = -1;
			g->cell = c;
			g->options = st->cand[c];
			return true;
		}
		size = sdk_bit_count(st->cand[c]);
		if (size < best_size)
		{
			g->unit = -1;
			g->cell = c;
			g->options = st->cand[c];
			best_size = size;
			if (size == 2)
				return true;
		}
	}
	if (g->cell < 0)
		return false;
	for (u = 0; u < 3 * n; u++)
	{
		sdk_mask	placed = 0;
		int			k,
					d;

		for (k = 0; k < n; k++)
			if (st->value[s->unit_cells[u][k]])
				placed |= SDK_BIT(st->value[s->unit_cells[u][k]]);
		for (d = 1; d <= n; d++)
		{
			sdk_mask	places = 0;

			if (placed & SDK_BIT(d))
				continue;
			for (k = 0; k < n; k++)
				if (st->cand[s->unit_cells[u][k]] & SDK_BIT(d))
					places |= (sdk_mask) 1 << k;
			if (sdk_bit_count(places) < best_size)
			{
				g->unit = u;
				g->digit = d;
				g->options = places;
				best_size = sdk_bit_count(places);
				if (best_size == 2)
					return true;
			}
		}
	}
	return true;
}

static bool
report_solution(search *s, const search_state *st)
{
	s->found++;
	if (s->fn && !s->fn(st->value, s->fn_arg))
	{
		s->stopped = true;
		return false;
	}
	return s->found < s->limit;
}

/* Depth-first search from states[0]; returns SDK_OK or SDK_ERR_CANCELED. */
static sdk_status
run_search(search *s)
{
	/* guesses[k]: the guess at depth k, its options still to try */
	int			depth = 0;
	guess	   *guesses = s->guesses;
	uint64_t	next_check = WORK_BETWEEN_CHECKS;
	search_state live = state_at(s, 0);
	bool		ok;

	s->queued = 0;
	ok = propagate(s, &live);
	for (;;)
	{
		if (s->work >= next_check)
		{
			next_check = s->work + WORK_BETWEEN_CHECKS;
			if (s->env->interrupted(s->env->arg))
				return SDK_ERR_CANCELED;
		}
		if (ok)
		{
			guess		g;

			if (!choose_guess(s, &live, &g))
			{
				if (!report_solution(s, &live))
					return SDK_OK;
				ok = false;
				continue;
			}
			/* save the state, then try the first option */
			if (depth + 1 > s->max_depth)
				return SDK_ERR_LIMIT;	/* cannot happen: each level fills a cell */
			depth++;
			{
				search_state saved = state_at(s, depth);

				memcpy(saved.cand, live.cand, sizeof(sdk_mask) * s->ncells);
				memcpy(saved.value, live.value, s->ncells);
			}
			guesses[depth] = g;
		}
		/* take the next untried option at the deepest level that has one */
		while (depth > 0 && guesses[depth].options == 0)
			depth--;
		if (depth == 0)
			return SDK_OK;
		{
			search_state saved = state_at(s, depth);
			guess	   *g = &guesses[depth];
			int			option = sdk_mask_first(g->options & (~g->options + 1));

			g->options &= g->options - 1;
			memcpy(live.cand, saved.cand, sizeof(sdk_mask) * s->ncells);
			memcpy(live.value, saved.value, s->ncells);
			s->queued = 0;
			if (g->unit < 0)
				ok = assign(s, &live, g->cell, option);
			else
				ok = assign(s, &live, s->unit_cells[g->unit][option - 1], g->digit);
			ok = ok && propagate(s, &live);
		}
	}
}

static void
build_units(search *s)
{
	int			type,
				u,
				k;

	for (type = 0; type < 3; type++)
		for (u = 0; u < s->geo.n; u++)
			for (k = 0; k < s->geo.n; k++)
			{
				int			c = sdk_unit_cell(&s->geo, (sdk_unit_type) type, u, k);

				s->unit_cells[type * s->geo.n + u][k] = (uint16_t) c;
				s->cell_units[c][type] = (uint8_t) (type * s->geo.n + u);
			}
}

/* True when some unit holds a digit twice: no solution can keep both. */
static bool
digits_conflict(const sdk_position *p)
{
	return sdk_violations(p, NULL, NULL) > 0;
}

sdk_status
sdk_solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
				  sdk_solution_fn fn, void *arg, const sdk_env *env,
				  uint64_t *count, sdk_error *err)
{
	search	   *s;
	search_state live;
	sdk_status	rc = SDK_OK;
	int			c;

	*count = 0;
	if (limit == 0 || digits_conflict(p))
		return SDK_OK;
	s = env->alloc(sizeof(search), env->arg);
	if (!s)
		goto out_of_memory;
	memset(s, 0, offsetof(search, unit_cells));
	s->geo = p->geo;
	s->ncells = sdk_ncells(p);
	s->order = order;
	s->limit = limit;
	s->fn = fn;
	s->fn_arg = arg;
	s->env = env;
	s->max_depth = s->ncells;
	s->cand_pool = env->alloc(sizeof(sdk_mask) * s->ncells * (s->max_depth + 1), env->arg);
	s->value_pool = env->alloc((size_t) s->ncells * (s->max_depth + 1), env->arg);
	s->guesses = env->alloc(sizeof(guess) * (s->max_depth + 1), env->arg);
	if (!s->cand_pool || !s->value_pool || !s->guesses)
	{
		if (s->cand_pool)
			env->release(s->cand_pool, env->arg);
		if (s->value_pool)
			env->release(s->value_pool, env->arg);
		if (s->guesses)
			env->release(s->guesses, env->arg);
		env->release(s, env->arg);
		goto out_of_memory;
	}
	build_units(s);

	live = state_at(s, 0);
	for (c = 0; c < s->ncells; c++)
	{
		live.value[c] = p->value[c];
		live.cand[c] = p->value[c] ? SDK_BIT(p->value[c]) : p->cand[c];
	}
	rc = run_search(s);
	*count = s->found;
	if (rc == SDK_ERR_CANCELED)
	{
		err->status = rc;
		strcpy(err->detail, "The search was interrupted.");
	}
	env->release(s->cand_pool, env->arg);
	env->release(s->value_pool, env->arg);
	env->release(s->guesses, env->arg);
	env->release(s, env->arg);
	return rc;

out_of_memory:
	err->status = SDK_ERR_LIMIT;
	strcpy(err->detail, "The solver could not get memory for its search.");
	return err->status;
}

bool
sdk_solution_fits(const sdk_position *p, const uint8_t *digits)
{
	const sdk_geometry *g = &p->geo;
	sdk_mask	rows[SDK_MAX_SIZE] = {0},
				cols[SDK_MAX_SIZE] = {0},
				boxes[SDK_MAX_SIZE] = {0};
	int			i;

	for (i = 0; i < sdk_ncells(p); i++)
	{
		int			d = digits[i];
		sdk_mask	bit;
		int			r = sdk_cell_row(g, i),
					c = sdk_cell_col(g, i),
					b = sdk_cell_box(g, i);

		if (d < 1 || d > g->n)
			return false;
		if (p->value[i] ? d != p->value[i] : !(p->cand[i] & SDK_BIT(d)))
			return false;
		bit = SDK_BIT(d);
		if ((rows[r] | cols[c] | boxes[b]) & bit)
			return false;		/* twice in a unit */
		rows[r] |= bit;
		cols[c] |= bit;
		boxes[b] |= bit;
	}
	return true;
}

/* Keeps the first solution a search reports. */
typedef struct first_solution
{
	uint8_t		digits[SDK_MAX_CELLS];
	int			ncells;
} first_solution;

static bool
keep_first(const uint8_t *digits, void *arg)
{
	first_solution *first = (first_solution *) arg;

	memcpy(first->digits, digits, first->ncells);
	return true;
}

/* The fast search for the size: the tuned one for 9x9, the general one else. */
static sdk_status
solve_fast(const sdk_position *p, uint64_t limit, sdk_solution_fn fn, void *arg,
		   const sdk_env *env, uint64_t *count, sdk_error *err)
{
	if (p->geo.n == 9)
		return sdk_solve9(p, limit, fn, arg, env, count, err);
	return sdk_solve_general(p, limit, SDK_ORDER_FAST, fn, arg, env, count, err);
}

sdk_status
sdk_solve(const sdk_position *p, uint64_t limit, sdk_search_order order,
		  sdk_solution_fn fn, void *arg, const sdk_env *env,
		  uint64_t *count, sdk_error *err)
{
	first_solution *first;
	uint64_t	found;
	sdk_status	rc;

	if (order == SDK_ORDER_FAST || limit == 0)
		return solve_fast(p, limit, fn, arg, env, count, err);

	/*
	 * Most puzzles have one solution, and then every order agrees: the fast
	 * search settles that, and only a puzzle with several goes on to the
	 * slower search in lexicographic order.
	 */
	first = env->alloc(sizeof(first_solution), env->arg);
	if (!first)
	{
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The solver could not get memory for its search.");
		return err->status;
	}
	first->ncells = sdk_ncells(p);
	rc = solve_fast(p, 2, keep_first, first, env, &found, err);
	if (rc == SDK_OK && found < 2)
	{
		*count = found;
		if (found == 1 && fn)
			fn(first->digits, arg);
	}
	env->release(first, env->arg);
	if (rc != SDK_OK || found < 2)
		return rc;
	return sdk_solve_general(p, limit, order, fn, arg, env, count, err);
}
