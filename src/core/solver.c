/*
 * solver.c -- the exact solver for every grid size: constraint propagation
 * and depth-first search.
 *
 * A search state keeps each cell's digits, and for each digit the places
 * left in every row (a word of columns) and every column (a word of rows),
 * and how many places each digit has left in each unit.  Placing a digit
 * and removing a candidate update them at once, so naked and hidden singles
 * are found the moment they appear; locked candidates (a digit confined to
 * one box within a line, or to one line within a box) are word operations
 * on the digits that changed.
 *
 * The search copies its state before each guess, so memory is bounded by
 * the depth it reaches (at most one state per open cell), and it asks the
 * caller's interrupt hook every so often.  sdk_solve hands 9x9 searches in
 * fast order to solver9.c, which is tuned for them.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#include <stdlib.h>
#include <string.h>
#include <stdio.h>

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
 * Work between two interrupt checks, in candidates removed and digits
 * placed: a 25x25 search removes some hundreds a node.
 */
#define WORK_BETWEEN_CHECKS 65536

/* The count of a digit placed in a unit, or of a filled cell: never chosen. */
#define FILLED 0xFF

/*
 * One search state, in one block of memory so that a copy is one memcpy.
 * Digits are 0-based inside this file (bit d of a mask); value[] holds
 * them 1-based, as positions and solutions do.
 */
typedef struct state
{
	int32_t    *open;			/* cells without a digit */
	int32_t    *left;			/* candidates of those cells */
	sdk_mask   *cand;			/* [cell]: its digits; a filled cell keeps its own */
	uint32_t   *rows;			/* [d * n + r]: the columns of row r where d can go (or is) */
	uint32_t   *cols;			/* [d * n + c]: the rows of column c where d can go (or is) */
	uint8_t    *count;			/* [u * n + d]: places of d in unit u, FILLED once placed */
	uint8_t    *size;			/* [cell]: its candidates, FILLED once it has a digit */
	uint8_t    *value;			/* [cell]: its digit 1..n, 0 when open */
} state;

/*
 * What to guess on: a cell and its digits, or a digit and its places in a
 * unit (units are rows 0..n-1, columns n..2n-1, boxes 2n..3n-1).
 */
typedef struct guess
{
	int			unit;			/* -1: the digits of cell */
	int			cell;
	int			digit;			/* 0-based */
	int			turn;			/* options are tried from this bit up, then around */
	sdk_mask	options;		/* digits of the cell, or places k of the unit */
} guess;

typedef struct search
{
	/* the grid */
	int			n,
				box_rows,
				box_cols,
				stacks,			/* boxes across */
				ncells;
	uint8_t		cell_row[SDK_MAX_CELLS];
	uint8_t		cell_col[SDK_MAX_CELLS];
	uint8_t		cell_box[SDK_MAX_CELLS];
	uint32_t	stack_cols[SDK_MAX_SIZE];	/* the columns of a stack of boxes */
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];

	/* what was asked */
	sdk_search_order order;
	uint64_t	limit;
	sdk_solution_fn fn;
	void	   *fn_arg;
	const sdk_env *env;

	/* how it goes */
	uint64_t	found;
	uint64_t	work;
	uint64_t	next_check;
	bool		stopped;		/* the callback asked to stop */
	bool		canceled;		/* the interrupt hook asked to stop */
	uint64_t	nodes;			/* guesses made */
	uint64_t	node_budget;	/* a restart after this many guesses */
	uint64_t	rng;			/* seeded random ties in fast order; 0: none */
	uint8_t    *known;			/* solutions reported in earlier runs */
	int			nknown,
				max_known;
	uint8_t    *root;			/* the first state, propagated, for restarts */
	uint8_t    *scratch;
	int			probe_depth;
	int			probe_units;
	int			conflict;		/* where the last contradiction showed: a cell, or ncells + unit * n + digit */
	uint32_t	weight[SDK_MAX_CELLS * 4];	/* contradictions seen at each choice */
	int			wmode;
	int			gac;
	int			lookahead;
	int			gacp;
	uint64_t	probes, fails;
	int			sugg, psel, nolocks, plocks;
	int64_t		sugg_score;

	/* propagation: placements to make, digits whose places changed */
	uint32_t	queue[4 * SDK_MAX_CELLS];	/* cell << 8 | digit */
	int			queued;
	sdk_mask	dirty;
	uint32_t	touched[SDK_MAX_SIZE][3];	/* per digit, the rows, columns, boxes where it lost a place */
	uint32_t	gac_units[3];	/* rows, columns, boxes that lost a candidate */

	/* states[k]: the state saved at depth k (states[0] the live one) */
	size_t		state_bytes;
	int			max_depth;
	uint8_t   **states;
	guess	   *guesses;		/* one per depth */
} search;

static state
state_view(const search *s, uint8_t *block)
{
	state		st;
	int			n = s->n;

	st.open = (int32_t *) block;
	st.left = st.open + 1;
	st.cand = (sdk_mask *) (block + sizeof(uint64_t));
	st.rows = st.cand + s->ncells;
	st.cols = st.rows + n * n;
	st.count = (uint8_t *) (st.cols + n * n);
	st.size = st.count + 3 * n * n;
	st.value = st.size + s->ncells;
	return st;
}

static size_t
state_size(int n)
{
	size_t		words = (size_t) n * n * 3;
	size_t		bytes = (size_t) n * n * 5;

	return (sizeof(uint64_t) + words * sizeof(uint32_t) + bytes + 63) & ~(size_t) 63;
}

/* The state saved at a depth, allocated when first reached; NULL without memory. */
static uint8_t *
state_block(search *s, int depth)
{
	if (!s->states[depth])
		s->states[depth] = s->env->alloc(s->state_bytes, s->env->arg);
	return s->states[depth];
}

static inline bool
interrupted(search *s)
{
	if (s->work >= s->next_check)
	{
		s->next_check = s->work + WORK_BETWEEN_CHECKS;
		if (s->env->interrupted(s->env->arg))
			s->canceled = true;
	}
	return s->canceled;
}

/* Forgets what propagation had still to look at (after a contradiction, or a probe). */
static void
reset_dirty(search *s)
{
	s->queued = 0;
	s->dirty = 0;
	memset(s->touched, 0, sizeof(s->touched));
	memset(s->gac_units, 0, sizeof(s->gac_units));
}

static inline void
push(search *s, int cell, int d)
{
	s->queue[s->queued++] = (uint32_t) cell << 8 | (uint32_t) d;
}

/* The one place left for digit d in unit u; -1 when there is none. */
static int
single_place(const search *s, const state *st, int u, int d)
{
	int			n = s->n;

	if (u < n)
	{
		uint32_t	m = st->rows[d * n + u];

		return m ? u * n + sdk_lowest_bit(m) : -1;
	}
	if (u < 2 * n)
	{
		uint32_t	m = st->cols[d * n + u - n];

		return m ? sdk_lowest_bit(m) * n + u - n : -1;
	}
	{
		int			b = u - 2 * n,
					first = (b / s->stacks) * s->box_rows,
					r;
		uint32_t	stack = s->stack_cols[b % s->stacks];

		for (r = first; r < first + s->box_rows; r++)
		{
			uint32_t	m = st->rows[d * n + r] & stack;

			if (m)
				return r * n + sdk_lowest_bit(m);
		}
		return -1;
	}
}

/*
 * Digit d lost a place in unit u: false when it has none left; one left is
 * a hidden single, queued.
 */
static inline bool
unit_lost(search *s, const state *st, int u, int d)
{
	uint8_t    *k = &st->count[u * s->n + d];
	int			cell;

	if (*k == FILLED)
		return true;
	if (--*k > 1)
		return true;
	cell = *k ? single_place(s, st, u, d) : -1;
	if (cell < 0)
	{
		s->conflict = s->ncells + u * s->n + d;
		return false;
	}
	push(s, cell, d);
	return true;
}

/* Removes digit d from open cell p's places in the boards and counts. */
static inline bool
unlink_digit(search *s, const state *st, int p, int d)
{
	int			n = s->n,
				r = s->cell_row[p],
				c = s->cell_col[p];

	st->rows[d * n + r] &= ~((uint32_t) 1 << c);
	st->cols[d * n + c] &= ~((uint32_t) 1 << r);
	s->dirty |= (sdk_mask) 1 << d;
	s->touched[d][0] |= (uint32_t) 1 << r;
	s->touched[d][1] |= (uint32_t) 1 << c;
	s->touched[d][2] |= (uint32_t) 1 << s->cell_box[p];
	s->gac_units[0] |= (uint32_t) 1 << r;
	s->gac_units[1] |= (uint32_t) 1 << c;
	s->gac_units[2] |= (uint32_t) 1 << s->cell_box[p];
	return unit_lost(s, st, r, d) && unit_lost(s, st, n + c, d) &&
		unit_lost(s, st, 2 * n + s->cell_box[p], d);
}

/*
 * Removes candidate d from cell p; a cell left with one digit is a naked
 * single, queued.  False on a contradiction.
 */
static inline bool
eliminate(search *s, const state *st, int p, int d)
{
	sdk_mask	bit = (sdk_mask) 1 << d;

	if (!(st->cand[p] & bit))
		return true;
	if (st->value[p])
	{
		s->conflict = p;
		return false;			/* the digit of a filled cell */
	}
	st->cand[p] &= ~bit;
	s->work++;
	(*st->left)--;
	if (--st->size[p] == 1)
		push(s, p, sdk_lowest_bit(st->cand[p]));
	if (st->size[p] == 0)
	{
		s->conflict = p;
		return false;
	}
	return unlink_digit(s, st, p, d);
}

/* Removes digit d from the cells of row r whose columns are in m. */
static inline bool
eliminate_in_row(search *s, const state *st, int r, uint32_t m, int d)
{
	while (m)
	{
		int			c = sdk_lowest_bit(m);

		m &= m - 1;
		if (!eliminate(s, st, r * s->n + c, d))
			return false;
	}
	return true;
}

static inline bool
eliminate_in_col(search *s, const state *st, int c, uint32_t m, int d)
{
	while (m)
	{
		int			r = sdk_lowest_bit(m);

		m &= m - 1;
		if (!eliminate(s, st, r * s->n + c, d))
			return false;
	}
	return true;
}

/* Places digit d in cell c and removes it from the peers.  False on a contradiction. */
static bool
place(search *s, const state *st, int c, int d)
{
	int			n = s->n,
				r = s->cell_row[c],
				col = s->cell_col[c],
				b = s->cell_box[c],
				first = r - r % s->box_rows,
				i;
	sdk_mask	bit = (sdk_mask) 1 << d,
				others;
	uint32_t	stack = s->stack_cols[col / s->box_cols];

	if (st->value[c])
		return st->value[c] == d + 1;
	if (!(st->cand[c] & bit) || st->count[r * n + d] == FILLED ||
		st->count[(n + col) * n + d] == FILLED || st->count[(2 * n + b) * n + d] == FILLED)
	{
		s->conflict = c;
		return false;
	}
	st->value[c] = (uint8_t) (d + 1);
	(*st->open)--;
	st->count[r * n + d] = st->count[(n + col) * n + d] =
		st->count[(2 * n + b) * n + d] = FILLED;
	*st->left -= st->size[c];
	st->size[c] = FILLED;
	others = st->cand[c] & ~bit;
	st->cand[c] = bit;
	s->work += n;
	while (others)
	{
		int			e = sdk_lowest_bit(others);

		others &= others - 1;
		if (!unlink_digit(s, st, c, e))
			return false;
	}
	if (!eliminate_in_row(s, st, r, st->rows[d * n + r] & ~((uint32_t) 1 << col), d) ||
		!eliminate_in_col(s, st, col, st->cols[d * n + col] & ~((uint32_t) 1 << r), d))
		return false;
	for (i = first; i < first + s->box_rows; i++)
		if (i != r && !eliminate_in_row(s, st, i, st->rows[d * n + i] & stack, d))
			return false;
	return true;
}

/*
 * Locked candidates of digit d: when its places in a box lie in one row
 * (or column), it leaves the rest of that line; when its places in a line
 * lie in one box, it leaves the rest of that box.  On large grids singles
 * alone guess far too often.
 */
static bool
lock_digit(search *s, const state *st, int d)
{
	int			n = s->n,
				R = s->box_rows,
				C = s->box_cols;
	const uint32_t *rows = st->rows + d * n,
			   *cols = st->cols + d * n;
	uint32_t	boxes = s->touched[d][2],
				lines;

	s->touched[d][2] = 0;
	while (boxes)
	{
		int			b = sdk_lowest_bit(boxes),
					first_row = (b / s->stacks) * R,
					first_col = (b % s->stacks) * C,
					line = 0,
					i;
		uint32_t	stack = s->stack_cols[b % s->stacks],
					band = (((uint32_t) 1 << R) - 1) << first_row,
					held = 0;

		boxes &= boxes - 1;
		if (st->count[(2 * n + b) * n + d] == FILLED)
			continue;
		/* the rows of the box that hold d: one row points along it */
		for (i = first_row; i < first_row + R; i++)
			if (rows[i] & stack)
			{
				held++;
				line = i;
			}
		if (held == 1 && (rows[line] & ~stack) &&
			!eliminate_in_row(s, st, line, rows[line] & ~stack, d))
			return false;
		held = 0;
		for (i = first_col; i < first_col + C; i++)
			if (cols[i] & band)
			{
				held++;
				line = i;
			}
		if (held == 1 && (cols[line] & ~band) &&
			!eliminate_in_col(s, st, line, cols[line] & ~band, d))
			return false;
	}
	/* a line whose places lie in one box claims them: the box's other lines lose d */
	lines = s->touched[d][0];
	s->touched[d][0] = 0;
	while (lines)
	{
		int			i = sdk_lowest_bit(lines);

		lines &= lines - 1;
		if (st->count[i * n + d] != FILLED && rows[i])
		{
			uint32_t	stack = s->stack_cols[sdk_lowest_bit(rows[i]) / C];

			if (!(rows[i] & ~stack))
			{
				int			first = i - i % R,
							k;

				for (k = first; k < first + R; k++)
					if (k != i && (rows[k] & stack) &&
						!eliminate_in_row(s, st, k, rows[k] & stack, d))
						return false;
			}
		}
	}
	lines = s->touched[d][1];
	s->touched[d][1] = 0;
	while (lines)
	{
		int			i = sdk_lowest_bit(lines);

		lines &= lines - 1;
		if (st->count[(n + i) * n + d] != FILLED && cols[i])
		{
			int			low = sdk_lowest_bit(cols[i]) / R * R;
			uint32_t	band = (((uint32_t) 1 << R) - 1) << low;

			if (!(cols[i] & ~band))
			{
				int			first = i - i % C,
							k;

				for (k = first; k < first + C; k++)
					if (k != i && (cols[k] & band) &&
						!eliminate_in_col(s, st, k, cols[k] & band, d))
						return false;
			}
		}
	}
	return true;
}

/*
 * All-different on unit u: every open cell of the unit takes a different
 * missing digit, so a digit of a cell that no complete matching of cells
 * to digits uses goes (naked and hidden subsets of every size).
 */
static bool
gac_unit(search *s, const state *st, int u)
{
	int			n = s->n,
				cells[SDK_MAX_SIZE],
				mate_cell[SDK_MAX_SIZE],
				mate_digit[SDK_MAX_SIZE],
				k = 0,
				i,
				j;
	sdk_mask	mask[SDK_MAX_SIZE],
				all = 0,
				used = 0;
	uint32_t	reach[SDK_MAX_SIZE];

	for (i = 0; i < n; i++)
	{
		int			c = s->unit_cells[u][i];

		if (!st->value[c])
		{
			cells[k] = c;
			mask[k] = st->cand[c];
			all |= mask[k];
			mate_cell[k] = -1;
			k++;
		}
	}
	if (k <= 1)
		return true;
	if (sdk_bit_count(all) < k)
	{
		s->conflict = cells[0];
		return false;
	}
	for (i = 0; i < n; i++)
		mate_digit[i] = -1;
	for (i = 0; i < k; i++)
	{
		sdk_mask	m = mask[i] & ~used;

		if (m)
		{
			int			d = sdk_lowest_bit(m);

			mate_cell[i] = d;
			mate_digit[d] = i;
			used |= (sdk_mask) 1 << d;
		}
	}
	for (i = 0; i < k; i++)
	{
		/* augmenting path from cell i, breadth first over digits */
		int			from_cell[SDK_MAX_SIZE],
					queue[SDK_MAX_SIZE],
					head = 0,
					tail = 0,
					end = -1;
		sdk_mask	seen = 0;

		if (mate_cell[i] >= 0)
			continue;
		queue[tail++] = i;
		while (head < tail && end < 0)
		{
			int			c = queue[head++];
			sdk_mask	m = mask[c] & ~seen;

			while (m)
			{
				int			d = sdk_lowest_bit(m);

				m &= m - 1;
				seen |= (sdk_mask) 1 << d;
				from_cell[d] = c;
				if (mate_digit[d] < 0)
				{
					end = d;
					break;
				}
				queue[tail++] = mate_digit[d];
			}
		}
		if (end < 0)
		{
			s->conflict = cells[i];
			return false;
		}
		while (end >= 0)
		{
			int			c = from_cell[end],
						prev = mate_cell[c];

			mate_cell[c] = end;
			mate_digit[end] = c;
			end = prev;
		}
	}
	/* cell i reaches cell j when it has a digit matched to j */
	for (i = 0; i < k; i++)
	{
		sdk_mask	m = mask[i] & ~((sdk_mask) 1 << mate_cell[i]);

		reach[i] = 0;
		while (m)
		{
			int			d = sdk_lowest_bit(m);

			m &= m - 1;
			reach[i] |= (uint32_t) 1 << mate_digit[d];
		}
	}
	for (j = 0; j < k; j++)
		for (i = 0; i < k; i++)
			if (reach[i] & ((uint32_t) 1 << j))
				reach[i] |= reach[j];
	s->work += (uint64_t) k * k / 4;
	/* digit d of cell i, matched to cell j, is on an alternating cycle when j reaches i */
	for (i = 0; i < k; i++)
	{
		sdk_mask	m = mask[i] & ~((sdk_mask) 1 << mate_cell[i]);

		while (m)
		{
			int			d = sdk_lowest_bit(m);

			m &= m - 1;
			if (!(reach[mate_digit[d]] & ((uint32_t) 1 << i)) &&
				!eliminate(s, st, cells[i], d))
				return false;
		}
	}
	return true;
}

/*
 * Makes the queued placements and what follows from them, then locked
 * candidates on the digits that changed, until nothing changes.  False on
 * a contradiction.
 */
static bool
propagate(search *s, const state *st)
{
	for (;;)
	{
		sdk_mask	digits;

		while (s->queued > 0)
		{
			uint32_t	e = s->queue[--s->queued];

			if (!place(s, st, (int) (e >> 8), (int) (e & 0xFF)))
			{
				s->queued = 0;
				return false;
			}
		}
		digits = s->nolocks ? 0 : s->dirty;
		s->dirty = 0;
		if (*st->open == 0)
			return true;
		if (!digits)
		{
			uint64_t	before = s->work;
			int			u;

			if (!s->gac)
				return true;
			for (u = 0; u < 3; u++)
			{
				uint32_t	m = s->gac_units[u];

				s->gac_units[u] = 0;
				while (m)
				{
					int			k = sdk_lowest_bit(m);

					m &= m - 1;
					if (!gac_unit(s, st, u * s->n + k))
					{
						s->queued = 0;
						return false;
					}
				}
			}
			if (s->queued == 0 && s->dirty == 0)
				return true;
			(void) before;
			continue;
		}
		s->work += (uint64_t) s->n * sdk_bit_count(digits);
		while (digits)
		{
			int			d = sdk_lowest_bit(digits);

			digits &= digits - 1;
			if (!lock_digit(s, st, d))
			{
				s->queued = 0;
				return false;
			}
		}
	}
}

/* Tries one option on the scratch state: false when it fails. */
static bool
try_option(search *s, int cell, int d)
{
	state		sc = state_view(s, s->scratch);
	bool		ok;

	int			gac = s->gac;

	s->probes++;
	memcpy(s->scratch, s->states[0], s->state_bytes);
	s->gac = s->gacp;
	s->nolocks = !s->plocks;
	ok = place(s, &sc, cell, d) && propagate(s, &sc);
	s->gac = gac;
	s->nolocks = 0;
	reset_dirty(s);
	return ok;
}

static bool
probe(search *s, const state *st)
{
	int			n = s->n;
	bool		changed = true;

	s->sugg = -1;
	s->sugg_score = -1;
	while (changed)
	{
		int			c,
					i;

		changed = false;
		for (c = 0; c < s->ncells; c++)
		{
			sdk_mask	m;
			int			d1,
						d2;

			if (st->size[c] != 2)
				continue;
			m = st->cand[c];
			d1 = sdk_lowest_bit(m);
			d2 = sdk_lowest_bit(m & (m - 1));
			{
				int64_t		before = *st->left, l1, l2;
				state		sc = state_view(s, s->scratch);

			if (!try_option(s, c, d1))
			{
				if (!place(s, st, c, d2) || !propagate(s, st))
					return false;
				changed = true; s->fails++;
			}
			else if ((l1 = *sc.left, !try_option(s, c, d2)))
			{
				if (!place(s, st, c, d1) || !propagate(s, st))
					return false;
				changed = true; s->fails++;
			}
			else
			{
				int64_t		score;

				l2 = *sc.left;
				score = (before - l1 + 1) * (before - l2 + 1);
				if (score > s->sugg_score)
				{
					s->sugg_score = score;
					s->sugg = c;
				}
			}
			}
			if (interrupted(s))
				return true;
		}
		for (i = 0; s->probe_units && i < 3 * n * n; i++)
		{
			int			u = i / n,
						d = i % n,
						a,
						b;

			if (st->count[i] != 2)
				continue;
			a = single_place(s, st, u, d);
			/* the other place: the single place with a masked off is awkward; scan */
			{
				int			k;

				b = -1;
				for (k = 0; k < n; k++)
				{
					int			cell = s->unit_cells[u][k];

					if (cell != a && (st->cand[cell] & ((sdk_mask) 1 << d)))
						b = cell;
				}
			}
			if (b < 0)
				continue;
			if (!try_option(s, a, d))
			{
				if (!place(s, st, b, d) || !propagate(s, st))
					return false;
				changed = true; s->fails++;
			}
			else if (!try_option(s, b, d))
			{
				if (!place(s, st, a, d) || !propagate(s, st))
					return false;
				changed = true; s->fails++;
			}
			if (interrupted(s))
				return true;
		}
		if (*st->open == 0)
			return true;
	}
	return true;
}

static int
option_cell(const search *s, const guess *g, int option)
{
	return g->unit < 0 ? g->cell : s->unit_cells[g->unit][option];
}

/*
 * Tries each option of a guess: those that fail go, the one that leaves
 * the most candidates comes first.
 */
static void
order_options(search *s, guess *g)
{
	sdk_mask	m = g->options;
	int			best = -1,
				best_left = -1;
	state		sc = state_view(s, s->scratch);

	while (m)
	{
		int			option = sdk_lowest_bit(m),
					cell = option_cell(s, g, option);

		m &= m - 1;
		if (!try_option(s, cell, g->unit < 0 ? option : g->digit))
		{
			g->options &= ~((sdk_mask) 1 << option);
			s->weight[s->conflict]++;
		}
		else if (*sc.left > best_left)
		{
			best_left = *sc.left;
			best = option;
		}
	}
	if (best >= 0)
		g->turn = best;
}

/*
 * What to guess on.  In lexicographic order, the first open cell (from
 * where the last guess was) and its digits.  In fast order, whichever has
 * the fewest alternatives: a cell and its candidates, or a unit and the
 * places left for one of its digits (on large grids a digit with two
 * places often beats every cell).
 */
static uint64_t
next_random(search *s)
{
	uint64_t	z = (s->rng += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static void
choose_guess(search *s, const state *st, int from, guess *g)
{
	int			n = s->n,
				best = FILLED,
				total = s->ncells + 3 * n * n,
				start = 0,
				c,
				i;

	g->turn = 0;
	if (s->order == SDK_ORDER_LEXICOGRAPHIC)
	{
		for (c = from; st->value[c]; c++)
			;
		g->unit = -1;
		g->cell = c;
		g->options = st->cand[c];
		return;
	}
	if (s->psel && s->sugg >= 0 && st->size[s->sugg] == 2)
	{
		g->unit = -1;
		g->cell = s->sugg;
		g->options = st->cand[g->cell];
		if (s->rng)
			g->turn = (int) (next_random(s) % (uint64_t) n);
		return;
	}
	if (s->psel == 2)
	{
		int64_t		bs = -1;
		int			pick = -1;

		for (c = 0; c < s->ncells; c++)
		{
			if (st->size[c] == 2)
			{
				sdk_mask	m = st->cand[c];
				int			r = s->cell_row[c],
							col = s->cell_col[c],
							d1 = sdk_lowest_bit(m),
							d2 = sdk_lowest_bit(m & (m - 1));
				int64_t		e1 = st->count[r * n + d1] + st->count[(n + col) * n + d1] + st->count[(2 * n + s->cell_box[c]) * n + d1];
				int64_t		e2 = st->count[r * n + d2] + st->count[(n + col) * n + d2] + st->count[(2 * n + s->cell_box[c]) * n + d2];
				int64_t		sc = e1 * e2 * (int64_t) (s->weight[c] + 1);

				if (sc > bs)
				{
					bs = sc;
					pick = c;
				}
			}
		}
		if (pick >= 0)
		{
			g->unit = -1;
			g->cell = pick;
			g->options = st->cand[pick];
			if (s->rng)
				g->turn = (int) (next_random(s) % (uint64_t) n);
			return;
		}
	}
	if (s->rng)
	{
		uint64_t	r = next_random(s);

		start = (int) (r % (uint64_t) total);
		g->turn = (int) ((r >> 32) % (uint64_t) n);
	}
	i = 0;
	if (s->wmode)
	{
		uint32_t	bw = 0;
		int			pick = -1;

		for (i = 0; i < total; i++)
		{
			int			k = start + i < total ? start + i : start + i - total;
			int			size = k < s->ncells ? st->size[k] : st->count[k - s->ncells];
			uint32_t	w = s->weight[k] + 1;

			if (size == FILLED)
				continue;
			if (s->wmode == 1 ? (size < best || (size == best && w > bw)) :
				(pick < 0 || (uint64_t) w * best > (uint64_t) bw * size))
			{
				best = size;
				bw = w;
				pick = i;
			}
		}
		i = pick;
		{
			int			k = start + i < total ? start + i : start + i - total;

			if (k < s->ncells)
			{
				g->unit = -1;
				g->cell = k;
			}
			else
			{
				g->unit = (k - s->ncells) / n;
				g->digit = (k - s->ncells) % n;
			}
		}
		i = total;
	}
	for (; i < total; i++)
	{
		int			k = start + i < total ? start + i : start + i - total;
		int			size = k < s->ncells ? st->size[k] : st->count[k - s->ncells];

		if (size < best)
		{
			best = size;
			if (k < s->ncells)
			{
				g->unit = -1;
				g->cell = k;
			}
			else
			{
				g->unit = (k - s->ncells) / n;
				g->digit = (k - s->ncells) % n;
			}
			if (best == 2)
				break;
		}
	}
	if (g->unit < 0)
	{
		g->options = st->cand[g->cell];
		return;
	}
	{
		int			u = g->unit,
					d = g->digit;

		if (u < n)
			g->options = st->rows[d * n + u];
		else if (u < 2 * n)
			g->options = st->cols[d * n + u - n];
		else
		{
			int			b = u - 2 * n,
						first = (b / s->stacks) * s->box_rows,
						shift = (b % s->stacks) * s->box_cols,
						r;

			g->options = 0;
			for (r = 0; r < s->box_rows; r++)
				g->options |= ((st->rows[d * n + first + r] >> shift) &
							   (((uint32_t) 1 << s->box_cols) - 1)) << (r * s->box_cols);
		}
	}
}

static bool
report_solution(search *s, const state *st)
{
	if (s->max_known > 0)
	{
		int			i;

		for (i = 0; i < s->nknown; i++)
			if (memcmp(s->known + (size_t) i * s->ncells, st->value, s->ncells) == 0)
				return true;	/* reported before a restart */
		if (s->nknown < s->max_known)
			memcpy(s->known + (size_t) s->nknown++ * s->ncells, st->value, s->ncells);
		else
		{
			s->max_known = 0;	/* no room to remember it: no more restarts */
			s->node_budget = UINT64_MAX;
		}
	}
	s->found++;
	if (s->fn && !s->fn(st->value, s->fn_arg))
	{
		s->stopped = true;
		return false;
	}
	return s->found < s->limit;
}

/* How a run of the search ends. */
typedef enum run_end
{
	RUN_DONE,					/* every solution seen, or enough */
	RUN_CANCELED,				/* the interrupt hook asked to stop */
	RUN_NO_MEMORY,
	RUN_RESTART					/* past its budget of guesses */
} run_end;

/* Depth-first search from states[0], propagated. */
static run_end
run_search(search *s)
{
	int			depth = 0;
	guess	   *guesses = s->guesses;
	state		live = state_view(s, s->states[0]);
	bool		ok = true;

	for (;;)
	{
		if (interrupted(s))
			return RUN_CANCELED;
		if (ok)
		{
			uint8_t    *saved;

			if (*live.open == 0)
			{
				if (!report_solution(s, &live))
					return RUN_DONE;
				ok = false;
				continue;
			}
			/* save the state, then try the first option */
			if (depth + 1 > s->max_depth)
				return RUN_NO_MEMORY;	/* cannot happen: each level fills a cell */
			if (++s->nodes > s->node_budget)
				return RUN_RESTART;
			choose_guess(s, &live, depth > 0 ? guesses[depth].cell : 0, &guesses[depth + 1]);
			if (s->lookahead && sdk_bit_count(guesses[depth + 1].options) <= s->lookahead)
				order_options(s, &guesses[depth + 1]);
			saved = state_block(s, depth + 1);
			if (!saved)
				return RUN_NO_MEMORY;
			depth++;
			memcpy(saved, s->states[0], s->state_bytes);
		}
		/* take the next untried option at the deepest level that has one */
		while (depth > 0 && guesses[depth].options == 0)
			depth--;
		if (depth == 0)
			return RUN_DONE;
		{
			guess	   *g = &guesses[depth];
			sdk_mask	later = g->options & ~(((sdk_mask) 1 << g->turn) - 1);
			int			option = sdk_lowest_bit(later ? later : g->options);

			g->options &= ~((sdk_mask) 1 << option);
			memcpy(s->states[0], s->states[depth], s->state_bytes);
			reset_dirty(s);
			if (g->unit < 0)
				ok = place(s, &live, g->cell, option);
			else
				ok = place(s, &live, s->unit_cells[g->unit][option], g->digit);
			ok = ok && propagate(s, &live);
			ok = ok && (depth > s->probe_depth || probe(s, &live));
			if (!ok)
				s->weight[s->conflict]++;
		}
	}
}

static void
build_grid(search *s, const sdk_geometry *geo)
{
	int			type,
				u,
				k;

	s->n = geo->n;
	s->box_rows = geo->box_rows;
	s->box_cols = geo->box_cols;
	s->stacks = geo->n / geo->box_cols;
	s->ncells = geo->n * geo->n;
	for (type = 0; type < 3; type++)
		for (u = 0; u < s->n; u++)
			for (k = 0; k < s->n; k++)
			{
				int			c = sdk_unit_cell(geo, (sdk_unit_type) type, u, k);

				s->unit_cells[type * s->n + u][k] = (uint16_t) c;
			}
	for (k = 0; k < s->ncells; k++)
	{
		s->cell_row[k] = (uint8_t) sdk_cell_row(geo, k);
		s->cell_col[k] = (uint8_t) sdk_cell_col(geo, k);
		s->cell_box[k] = (uint8_t) sdk_cell_box(geo, k);
	}
	for (u = 0; u < s->stacks; u++)
		s->stack_cols[u] = (((uint32_t) 1 << s->box_cols) - 1) << (u * s->box_cols);
}

/*
 * The first state: every open cell's marks, every digit queued for its
 * cell.  False when some cell or some digit of a unit has no place at all.
 */
static bool
load_position(search *s, const sdk_position *p)
{
	state		st = state_view(s, s->states[0]);
	int			n = s->n,
				c,
				u,
				d;

	memset(s->states[0], 0, s->state_bytes);
	*st.open = s->ncells;
	for (c = 0; c < s->ncells; c++)
	{
		sdk_mask	m = p->value[c] ? SDK_BIT(p->value[c]) : p->cand[c] & SDK_ALL(n),
					rest;

		st.cand[c] = m;
		st.size[c] = (uint8_t) sdk_bit_count(m);
		*st.left += st.size[c];
		if (m == 0)
			return false;
		if (p->value[c])
			push(s, c, p->value[c] - 1);
		else if (st.size[c] == 1)
			push(s, c, sdk_lowest_bit(m));
		for (rest = m; rest; rest &= rest - 1)
		{
			d = sdk_lowest_bit(rest);
			st.rows[d * n + s->cell_row[c]] |= (uint32_t) 1 << s->cell_col[c];
			st.cols[d * n + s->cell_col[c]] |= (uint32_t) 1 << s->cell_row[c];
			st.count[s->cell_row[c] * n + d]++;
			st.count[(n + s->cell_col[c]) * n + d]++;
			st.count[(2 * n + s->cell_box[c]) * n + d]++;
		}
	}
	for (u = 0; u < 3 * n; u++)
		for (d = 0; d < n; d++)
		{
			if (st.count[u * n + d] == 0)
				return false;
			if (st.count[u * n + d] == 1)
				push(s, single_place(s, &st, u, d), d);
		}
	s->dirty = SDK_ALL(n);
	for (d = 0; d < n; d++)
		s->touched[d][0] = s->touched[d][1] = s->touched[d][2] = (uint32_t) SDK_ALL(n);
	s->gac_units[0] = s->gac_units[1] = s->gac_units[2] = (uint32_t) SDK_ALL(n);
	return true;
}

/* True when some unit holds a digit twice: no solution can keep both. */
static bool
digits_conflict(const sdk_position *p)
{
	return sdk_violations(p, NULL, NULL) > 0;
}

/*
 * The search in fast order restarts: with the same propagation, guessing on
 * the first of the smallest choices from a random place, a search that
 * makes a bad early guess can spend minutes in a part of the tree without
 * a solution where another order finds one in milliseconds.  So a run is
 * given a budget of guesses, and when it runs past it the search starts
 * again from the first state with another order and a larger budget.  The
 * answer stays exact: solutions reported by earlier runs are remembered and
 * not reported twice, a run that ends within its budget has seen every
 * solution, and once a solution cannot be remembered (more than
 * MAX_KNOWN) the run in progress goes on without a budget.
 */
#define MAX_KNOWN 4
#define FIRST_BUDGET 64			/* guesses per cell of the grid side */
#define BUDGET_GROWTH 3 / 2

static uint64_t
luby(uint64_t i)
{
	/* the i-th term (from 1) of 1 1 2 1 1 2 4 1 1 2 ... */
	uint64_t	k = 1;

	while (((uint64_t) 1 << k) - 1 < i)
		k++;
	while (i != ((uint64_t) 1 << k) - 1)
	{
		i -= ((uint64_t) 1 << (k - 1)) - 1;
		k = 1;
		while (((uint64_t) 1 << k) - 1 < i)
			k++;
	}
	return (uint64_t) 1 << (k - 1);
}

static run_end
run_restarts(search *s)
{
	uint64_t	first = getenv("RB") ? strtoull(getenv("RB"), NULL, 10) : FIRST_BUDGET;
	uint64_t	growth = getenv("RG") ? strtoull(getenv("RG"), NULL, 10) : 150;
	uint64_t	lub = getenv("LUBY") ? strtoull(getenv("LUBY"), NULL, 10) : 0;
	uint64_t	budget = first * s->n;
	uint64_t	run = 1;

	for (;;)
	{
		run_end		end;

		memcpy(s->states[0], s->root, s->state_bytes);
		reset_dirty(s);
		s->nodes = 0;
		if (lub)
			budget = lub * luby(run);
		run++;
		s->node_budget = s->max_known > 0 ? budget : UINT64_MAX;
		end = run_search(s);
		if (getenv("NODES"))
			fprintf(stderr, "run budget %llu nodes %llu found %llu end %d work %llu probes %llu fails %llu\n", (unsigned long long) s->node_budget, (unsigned long long) s->nodes, (unsigned long long) s->found, end, (unsigned long long) s->work, (unsigned long long) s->probes, (unsigned long long) s->fails);
		if (end != RUN_RESTART)
			return end;
		budget = budget * growth / 100;
	}
}

static void
release_search(search *s)
{
	const sdk_env *env = s->env;
	int			k;

	if (s->states)
	{
		for (k = 0; k <= s->max_depth; k++)
			if (s->states[k])
				env->release(s->states[k], env->arg);
		env->release(s->states, env->arg);
	}
	if (s->guesses)
		env->release(s->guesses, env->arg);
	if (s->root)
		env->release(s->root, env->arg);
	if (s->known)
		env->release(s->known, env->arg);
	env->release(s, env->arg);
}

sdk_status
sdk_solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
				  sdk_solution_fn fn, void *arg, const sdk_env *env,
				  uint64_t *count, sdk_error *err)
{
	search	   *s;
	run_end		end = RUN_DONE;

	*count = 0;
	if (limit == 0 || digits_conflict(p))
		return SDK_OK;
	s = env->alloc(sizeof(search), env->arg);
	if (!s)
		goto out_of_memory;
	memset(s, 0, offsetof(search, queue));
	reset_dirty(s);
	s->order = order;
	s->limit = limit;
	s->fn = fn;
	s->fn_arg = arg;
	s->env = env;
	s->next_check = WORK_BETWEEN_CHECKS;
	s->node_budget = UINT64_MAX;
	s->probe_depth = getenv("PROBE") ? atoi(getenv("PROBE")) : -1;
	s->probe_units = getenv("PU") ? atoi(getenv("PU")) : 0;
	s->wmode = getenv("WMODE") ? atoi(getenv("WMODE")) : 0;
	s->gac = getenv("GAC") ? atoi(getenv("GAC")) : 0;
	s->lookahead = getenv("LOOK") ? atoi(getenv("LOOK")) : 0;
	s->psel = getenv("PSEL") ? atoi(getenv("PSEL")) : 0;
	s->plocks = getenv("PL") ? atoi(getenv("PL")) : 1;
	s->sugg = -1;
	s->gacp = getenv("GACP") ? atoi(getenv("GACP")) : s->gac;
	memset(s->weight, 0, sizeof(s->weight));
	s->scratch = malloc(state_size(p->geo.n));
	build_grid(s, &p->geo);
	s->max_depth = s->ncells;
	s->state_bytes = state_size(s->n);
	s->states = env->alloc(sizeof(uint8_t *) * (s->max_depth + 1), env->arg);
	s->guesses = env->alloc(sizeof(guess) * (s->max_depth + 1), env->arg);
	if (s->states)
		memset(s->states, 0, sizeof(uint8_t *) * (s->max_depth + 1));
	if (!s->states || !s->guesses || !state_block(s, 0))
		end = RUN_NO_MEMORY;
	else
	{
		state		live = state_view(s, s->states[0]);

		if (!load_position(s, p) || !propagate(s, &live))
			end = RUN_DONE;		/* no solution */
		else if (order == SDK_ORDER_LEXICOGRAPHIC)
			end = run_search(s);
		else
		{
			/* fast order: restarts, with the first state kept */
			s->rng = getenv("SEED") ? strtoull(getenv("SEED"), NULL, 10) : 0x5D0C0DE15ULL;
			s->max_known = MAX_KNOWN;
			s->root = env->alloc(s->state_bytes, env->arg);
			s->known = env->alloc((size_t) MAX_KNOWN * s->ncells, env->arg);
			if (!s->root || !s->known)
				end = RUN_NO_MEMORY;
			else
			{
				memcpy(s->root, s->states[0], s->state_bytes);
				if (getenv("NODES"))
				{
					int			c, tot = 0, h[32] = {0};

					for (c = 0; c < s->ncells; c++)
						if (!live.value[c])
						{
							tot += live.size[c];
							h[live.size[c]]++;
						}
					fprintf(stderr, "root open %d cands %d:", *live.open, tot);
					for (c = 0; c < 26; c++)
						fprintf(stderr, " %d", h[c]);
					fprintf(stderr, "\n");
				}
				end = run_restarts(s);
			}
		}
	}
	*count = s->found;
	release_search(s);
	if (end == RUN_CANCELED)
	{
		err->status = SDK_ERR_CANCELED;
		strcpy(err->detail, "The search was interrupted.");
		return err->status;
	}
	if (end == RUN_NO_MEMORY)
		goto out_of_memory;
	return SDK_OK;

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
