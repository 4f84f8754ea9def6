/*
 * solver.c -- the exact solver for every grid size: constraint propagation
 * and depth-first search.
 *
 * A search state keeps each cell's digits, for each digit the places left
 * in every row (a word of columns) and every column (a word of rows), and
 * how many places each digit has left in each unit.  Placing a digit and
 * removing a candidate update them at once, so naked and hidden singles are
 * found the moment they appear; locked candidates (a digit confined to one
 * box within a line, or to one line within a box) are word operations on
 * the rows, columns and boxes where a digit lost a place.
 *
 * Large grids with a third to a half of their cells given are where a
 * plain search can run for minutes, so the search has a strong mode on top:
 * all-different on every unit that changed (a digit that no complete
 * matching of the unit's open cells to its missing digits uses goes: naked
 * and hidden subsets of every size), and at every node each two-digit cell
 * tried both ways (a digit whose trial ends in a contradiction goes; the
 * cell whose two trials remove most is the one guessed on).
 *
 * In fast order the search restarts (run_restarts): a cheap run first, then
 * strong runs with a growing budget of guesses, each guessing in another
 * order, the guesses led by where contradictions were met; or, when two
 * to a few solutions are sought, clause learning (cdcl.c) after the cheap
 * run.  sdk_solve_near (the generator's question, another solution than
 * a known grid) goes to clause learning at once, its guesses led by that
 * grid.  In lexicographic order it takes the first open cell and its digits in
 * order, turns strong once it has guessed a while, and when it has guessed
 * a while without a solution asks the fast search which levels of its path
 * lead to one (check_path).
 *
 * The search copies its state before each guess, so memory is bounded by
 * the depth it reaches (at most one state per open cell), and it asks the
 * caller's interrupt hook every so often.  sdk_solve hands 9x9 searches in
 * fast order to solver9.c, which is tuned for them.
 */
#include "sudoku_core.h"
#include "solver_internal.h"
#include "cdcl.h"

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
 * Work between two interrupt checks, in candidates removed, digits placed
 * and unit cells matched: a 25x25 search does some hundreds a node, a
 * probe of the strong mode as much.
 */
#define WORK_BETWEEN_CHECKS 65536

/* The count of a digit placed in a unit, or of a filled cell: never chosen. */
#define FILLED 0xFF

/*
 * Budgets of the runs in fast order, in guesses per unit of the grid side:
 * the cheap first run, then the strong ones, each half as large again as
 * the one before.  In lexicographic order, guesses before the search turns
 * strong.  (Measured on bench/large_*.txt: BENCHMARKS.md.)
 */
#define LIGHT_BUDGET 64
#define STRONG_BUDGET 8
#define LEXICOGRAPHIC_LIGHT 64

/*
 * Lexicographic order: guesses (per unit of the grid side) without a
 * solution before the ordered search asks the fast one (see oracle).
 */
#define ORACLE_EVERY 16

/*
 * Fast order, two to this many solutions sought (uniqueness, small
 * counts): after the cheap run, the clause-learning search (cdcl.c)
 * instead of the strong runs.  It proves that no other solution is left
 * several times faster than they do on the generated 25x25 puzzles.  A
 * limit of one keeps the strong runs: for the lexicographic search's
 * questions (oracle) clause learning settled the slowest faster but made
 * many others slower.  The generator's question, which has a grid to look
 * near, is sdk_solve_near's.  (BENCHMARKS.md)
 */
#define CDCL_LIMIT 16

/*
 * Solutions remembered across restarts.  Past that many, the run under way
 * goes on to its end (see run_restarts).
 */
#define MAX_KNOWN 4

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
	int			taken;			/* the option being tried */
	bool		solvable;		/* it is known to lead to a solution */
} guess;

typedef struct search
{
	/* the grid */
	sdk_geometry geo;
	int			n,
				box_rows,
				box_cols,
				stacks,			/* boxes across */
				ncells,
				nchoices;		/* cells, then unit * n + digit */
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
	const uint8_t *near;		/* sdk_solve_near's grid, or NULL */

	/* how it goes */
	uint64_t	found;
	uint64_t	work;
	uint64_t	next_check;
	bool		stopped;		/* the callback asked to stop */
	bool		canceled;		/* the interrupt hook asked to stop */
	bool		strong;			/* all-different and probes (see the top) */
	uint64_t	nodes;			/* guesses made in this run */
	uint64_t	node_budget;	/* a restart after this many */
	uint64_t	next_oracle;	/* lexicographic order: when to ask (see oracle) */

	/*
	 * The order of fast search: a seeded random place to start looking
	 * for the smallest choice and a random first option; among choices of
	 * the same size, the one where most contradictions were met.
	 */
	uint64_t	rng;
	uint32_t	weight[SDK_MAX_CELLS * 4];	/* per choice */
	int			conflict;		/* the choice where the last contradiction showed */
	int			suggested;		/* the cell the last probes liked best, or -1 */

	/* restarts: the first state, solutions already reported */
	uint8_t    *root;
	uint8_t    *known;
	int			nknown,
				max_known;

	/*
	 * Propagation: placements to make (cell << 8 | digit; between two
	 * resets a cell is queued at most once as a naked single and a digit of
	 * a unit once as a hidden single, so n * n + 3 * n * n at most), and
	 * where digits lost places.
	 */
	uint32_t	queue[4 * SDK_MAX_CELLS];
	int			queued;
	sdk_mask	dirty;			/* digits that lost a place */
	uint32_t	touched[SDK_MAX_SIZE][3];	/* per digit, those rows, columns, boxes */
	uint32_t	changed_units[3];	/* rows, columns, boxes that lost a candidate */

	/* states[k]: the state saved at depth k (states[0] the live one) */
	size_t		state_bytes;
	int			max_depth;
	uint8_t   **states;
	uint8_t    *scratch;		/* where probes are tried */
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

/* Forgets what propagation had still to do (after a contradiction, or a probe). */
static void
reset_pending(search *s)
{
	s->queued = 0;
	s->dirty = 0;
	memset(s->touched, 0, sizeof(s->touched));
	memset(s->changed_units, 0, sizeof(s->changed_units));
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

/* Removes digit d from cell p's places in the words and counts. */
static inline bool
unlink_digit(search *s, const state *st, int p, int d)
{
	int			n = s->n,
				r = s->cell_row[p],
				c = s->cell_col[p],
				b = s->cell_box[p];

	st->rows[d * n + r] &= ~((uint32_t) 1 << c);
	st->cols[d * n + c] &= ~((uint32_t) 1 << r);
	s->dirty |= (sdk_mask) 1 << d;
	s->touched[d][0] |= (uint32_t) 1 << r;
	s->touched[d][1] |= (uint32_t) 1 << c;
	s->touched[d][2] |= (uint32_t) 1 << b;
	s->changed_units[0] |= (uint32_t) 1 << r;
	s->changed_units[1] |= (uint32_t) 1 << c;
	s->changed_units[2] |= (uint32_t) 1 << b;
	return unit_lost(s, st, r, d) && unit_lost(s, st, n + c, d) &&
		unit_lost(s, st, 2 * n + b, d);
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

	if (st->value[c] == d + 1)
		return true;
	if (st->value[c] || !(st->cand[c] & bit) || st->count[r * n + d] == FILLED ||
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
 * Locked candidates of digit d, where it lost places since the last look:
 * when its places in a box lie in one row (or column), it leaves the rest
 * of that line; when its places in a line lie in one box, it leaves the
 * rest of that box.  On large grids singles alone guess far too often.
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
 * to digits uses goes (naked and hidden subsets of every size).  A maximum
 * matching by augmenting paths, then which cells reach which along digits
 * matched elsewhere: digit d of cell i, matched to cell j, is in some
 * complete matching when j reaches i (an alternating cycle).
 */
static bool
all_different(search *s, const state *st, int u)
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
	/* cell i reaches cell j when it has a digit matched to j; then closure */
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
 * candidates where digits lost places, then in strong mode all-different
 * on the units that changed, until nothing changes.  False on a
 * contradiction.
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
				return false;
		}
		if (*st->open == 0)
			return true;
		digits = s->dirty;
		s->dirty = 0;
		if (digits)
		{
			s->work += (uint64_t) s->n * sdk_bit_count(digits);
			while (digits)
			{
				int			d = sdk_lowest_bit(digits);

				digits &= digits - 1;
				if (!lock_digit(s, st, d))
					return false;
			}
			continue;
		}
		if (!s->strong)
			return true;
		{
			int			type;

			for (type = 0; type < 3; type++)
			{
				uint32_t	m = s->changed_units[type];

				s->changed_units[type] = 0;
				while (m)
				{
					int			k = sdk_lowest_bit(m);

					m &= m - 1;
					if (!all_different(s, st, type * s->n + k))
						return false;
				}
			}
		}
		if (s->queued == 0 && s->dirty == 0)
			return true;
	}
}

/*
 * Tries digit d in cell on the scratch state, with singles and locked
 * candidates: false when that ends in a contradiction.
 */
static bool
try_digit(search *s, int cell, int d)
{
	state		sc = state_view(s, s->scratch);
	bool		strong = s->strong,
				ok;

	memcpy(s->scratch, s->states[0], s->state_bytes);
	s->strong = false;
	ok = place(s, &sc, cell, d) && propagate(s, &sc);
	s->strong = strong;
	reset_pending(s);
	return ok;
}

/*
 * The probes of the strong mode, on the live state: each two-digit cell is
 * tried both ways; a digit whose trial fails goes (and the other is
 * placed), until no trial fails.  The cell whose two trials remove the
 * most candidates (the product of both, as lookahead SAT solvers score a
 * variable) is remembered for the next guess.  False on a contradiction.
 */
static bool
probe(search *s, const state *st)
{
	bool		again = true;
	state		sc = state_view(s, s->scratch);

	while (again)
	{
		int64_t		best = -1;
		int			c;

		again = false;
		s->suggested = -1;
		for (c = 0; c < s->ncells; c++)
		{
			sdk_mask	m = st->cand[c];
			int			d1,
						d2,
						keep = -1;
			int64_t		before = *st->left,
						gone1;

			if (st->size[c] != 2)
				continue;
			d1 = sdk_lowest_bit(m);
			d2 = sdk_lowest_bit(m & (m - 1));
			if (!try_digit(s, c, d1))
				keep = d2;
			else
			{
				gone1 = before - *sc.left;
				if (!try_digit(s, c, d2))
					keep = d1;
				else if ((gone1 + 1) * (before - *sc.left + 1) > best)
				{
					best = (gone1 + 1) * (before - *sc.left + 1);
					s->suggested = c;
				}
			}
			if (keep >= 0)
			{
				if (!place(s, st, c, keep) || !propagate(s, st))
					return false;
				again = true;
			}
			if (interrupted(s) || *st->open == 0)
				return true;
		}
	}
	return true;
}

static uint64_t
next_random(search *s)
{
	uint64_t	z = (s->rng += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/*
 * What to guess on.  In lexicographic order, the first open cell (from
 * where the last guess was) and its digits in order.  In fast order,
 * whichever has the fewest alternatives, a cell and its candidates or a
 * unit and the places left for one of its digits (on large grids a digit
 * with two places often beats every cell), the first one in the cheap run:
 * that run guesses as the solver always did, and finds the same first
 * solution.  In the strong runs, the cell the probes liked best; else among
 * the smallest the one where most contradictions were met, from a random
 * place on, and the options from a random one on.
 */
static void
choose_guess(search *s, const state *st, int from, guess *g)
{
	int			n = s->n,
				best = FILLED,
				total = s->nchoices,
				start = 0,
				pick = -1,
				i;
	uint32_t	best_weight = 0;

	g->turn = 0;
	if (s->order == SDK_ORDER_LEXICOGRAPHIC)
	{
		for (i = from; st->value[i]; i++)
			;
		g->unit = -1;
		g->cell = i;
		g->options = st->cand[i];
		return;
	}
	if (s->strong)
	{
		uint64_t	r = next_random(s);

		start = (int) (r % (uint64_t) total);
		g->turn = (int) ((r >> 32) % (uint64_t) n);
	}
	if (s->strong && s->suggested >= 0 && st->size[s->suggested] == 2)
		pick = s->suggested;
	else
		for (i = 0; i < total; i++)
		{
			int			k = start + i < total ? start + i : start + i - total;
			int			size = k < s->ncells ? st->size[k] : st->count[k - s->ncells];

			if (size < best || (s->strong && size == best && s->weight[k] > best_weight))
			{
				best = size;
				best_weight = s->weight[k];
				pick = k;
			}
		}
	if (pick < s->ncells)
	{
		g->unit = -1;
		g->cell = pick;
		g->options = st->cand[pick];
		return;
	}
	g->unit = (pick - s->ncells) / n;
	g->digit = (pick - s->ncells) % n;
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

/* Counts a new solution: false when the search should stop (enough, or the callback said so). */
static bool
count_solution(search *s, const uint8_t *digits)
{
	s->found++;
	if (s->fn && !s->fn(digits, s->fn_arg))
	{
		s->stopped = true;
		return false;
	}
	return s->found < s->limit;
}

/* False when the search should stop: enough solutions, or the callback said so. */
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
	return count_solution(s, st->value);
}

/* The clause-learning search's solutions: new ones, the known are skipped there. */
static bool
cdcl_report(const uint8_t *digits, void *arg)
{
	return count_solution((search *) arg, digits);
}

/* Keeps the solution an oracle's search reports. */
static bool
keep_witness(const uint8_t *digits, void *arg)
{
	sdk_position *w = (sdk_position *) arg;

	memcpy(w->value, digits, sdk_ncells(w));
	return true;
}

/*
 * The lexicographic search takes the first open cell and its digits in
 * order, however hard the puzzle below them: a smaller digit whose part of
 * the tree holds no solution can keep it there for minutes, where the fast
 * search, free to choose what to guess on and to restart, settles the
 * question in milliseconds.  So when the ordered search has guessed a
 * while without a solution, it asks the fast search about the shallowest
 * level of the path not yet known to lead to a solution: if none lies
 * below that level's digit, the search leaves it at once; if one does, the
 * level and the deeper ones that agree with the solution found are marked.
 * Returns 1 (a solution), 0 (none), -1 (canceled) or -2 (no memory).
 */
static int
oracle(search *s, int k, int depth)
{
	const sdk_env *env = s->env;
	state		st = state_view(s, k < depth ? s->states[k + 1] : s->states[0]);
	sdk_position *p = env->alloc(sizeof(sdk_position) * 2, env->arg);
	sdk_position *w = p + 1;
	sdk_error	err;
	uint64_t	found = 0;
	sdk_status	rc;
	int			c,
				j;

	if (!p)
		return -2;
	p->geo = w->geo = s->geo;
	for (c = 0; c < s->ncells; c++)
	{
		p->value[c] = st.value[c];
		p->given[c] = 0;
		p->cand[c] = st.value[c] ? 0 : st.cand[c];
	}
	rc = sdk_solve_general(p, 1, SDK_ORDER_FAST, keep_witness, w, env, &found, &err);
	j = k;
	if (rc == SDK_OK && found > 0)
	{
		/* the deeper levels the solution agrees with lead to it too */
		while (j < depth && w->value[s->guesses[j + 1].cell] == s->guesses[j + 1].taken + 1)
			j++;
	}
	env->release(p, env->arg);
	if (rc == SDK_ERR_CANCELED)
	{
		s->canceled = true;
		return -1;
	}
	if (rc != SDK_OK)
		return -2;
	return found > 0 ? j : 0;
}

/*
 * Whether a solution lies below each level of the path is monotone (when
 * one lies below a level, it lies below every level above), so the deepest
 * such level is found by bisection, a few calls of the oracle.  Returns the
 * shallowest level with none below it (the search leaves it), 0 when the
 * whole path leads to a solution, -1 when canceled, -2 without memory.
 */
static int
check_path(search *s, int depth)
{
	int			good = 0,		/* levels up to here lead to a solution */
				bad = depth + 1,	/* from here on none does */
				k;

	s->next_oracle = s->nodes + (uint64_t) ORACLE_EVERY * s->n;
	while (good < depth && s->guesses[good + 1].solvable)
		good++;
	while (bad - good > 1)
	{
		int			mid = good + (bad - good + 1) / 2;
		int			answer = oracle(s, mid, depth);

		if (answer < 0)
			return answer;
		if (answer > 0)
			good = answer;
		else
			bad = mid;
	}
	for (k = 1; k <= good; k++)
		s->guesses[k].solvable = true;
	return bad <= depth ? bad : 0;
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

	s->suggested = -1;
	if (s->strong && !probe(s, &live))
		return RUN_DONE;
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
				s->next_oracle = s->nodes + (uint64_t) ORACLE_EVERY * s->n;
				ok = false;
				continue;
			}
			if (s->order == SDK_ORDER_LEXICOGRAPHIC && s->nodes >= s->next_oracle)
			{
				int			bad = check_path(s, depth);

				if (bad < 0)
					return bad == -1 ? RUN_CANCELED : RUN_NO_MEMORY;
				if (bad > 0)
				{
					/* nothing below: on to the next digit there, asking at once */
					depth = bad;
					s->next_oracle = s->nodes;
					ok = false;
					continue;
				}
			}
			/* save the state, then try the first option */
			if (depth + 1 > s->max_depth)
				return RUN_NO_MEMORY;	/* cannot happen: each level fills a cell */
			if (++s->nodes > s->node_budget)
				return RUN_RESTART;
			if (s->order == SDK_ORDER_LEXICOGRAPHIC &&
				s->nodes == (uint64_t) LEXICOGRAPHIC_LIGHT * s->n)
				s->strong = true;
			choose_guess(s, &live, depth > 0 ? guesses[depth].cell : 0, &guesses[depth + 1]);
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
			g->taken = option;
			g->solvable = false;
			memcpy(s->states[0], s->states[depth], s->state_bytes);
			reset_pending(s);
			s->suggested = -1;
			if (g->unit < 0)
				ok = place(s, &live, g->cell, option);
			else
				ok = place(s, &live, s->unit_cells[g->unit][option], g->digit);
			ok = ok && propagate(s, &live) && (!s->strong || probe(s, &live));
			if (!ok)
				s->weight[s->conflict]++;
		}
	}
}

/*
 * The clause-learning search (cdcl.c) from the first state, the solutions
 * the cheap run found skipped.
 */
static run_end
run_cdcl(search *s)
{
	state		root = state_view(s, s->root);
	sdk_cdcl_problem pr;

	pr.n = s->n;
	pr.ncells = s->ncells;
	pr.unit_cells = (const uint16_t (*)[SDK_MAX_SIZE]) s->unit_cells;
	pr.cell_row = s->cell_row;
	pr.cell_col = s->cell_col;
	pr.cell_box = s->cell_box;
	pr.domain = root.cand;
	pr.skip = s->known;
	pr.nskip = s->nknown;
	pr.near = s->near;
	pr.report = cdcl_report;
	pr.arg = s;
	pr.env = s->env;
	switch (sdk_cdcl_solve(&pr))
	{
		case SDK_CDCL_CANCELED:
			s->canceled = true;
			return RUN_CANCELED;
		case SDK_CDCL_NO_MEMORY:
			return RUN_NO_MEMORY;
		default:
			return RUN_DONE;
	}
}

/*
 * The search in fast order restarts.  With the same propagation, a search
 * that makes a bad early guess can spend minutes in a part of the tree
 * without a solution where another order finds one in milliseconds.  So a
 * run is given a budget of guesses; the first is cheap (singles and locked
 * candidates), the next ones strong, each with a budget half as large
 * again as the one before, and each starts from the first state with
 * another random order, the weights of contradictions kept.  The answer
 * stays exact: solutions reported by earlier runs are remembered and not
 * reported twice, a run that ends within its budget has seen every
 * solution, and once a solution cannot be remembered (more than MAX_KNOWN)
 * the run under way goes on to its end.
 */
static run_end
run_restarts(search *s)
{
	uint64_t	budget = (uint64_t) STRONG_BUDGET * s->n;
	bool		first = true;

	for (;;)
	{
		run_end		end;

		memcpy(s->states[0], s->root, s->state_bytes);
		reset_pending(s);
		s->nodes = 0;
		s->strong = !first;
		s->node_budget = s->max_known == 0 ? UINT64_MAX :
			first ? (uint64_t) LIGHT_BUDGET * s->n : budget;
		end = run_search(s);
		if (end != RUN_RESTART)
			return end;
		if (s->limit >= 2 && s->limit <= CDCL_LIMIT)
			return run_cdcl(s);
		if (!first)
			budget += budget / 2;
		first = false;
	}
}

static void
build_grid(search *s, const sdk_geometry *geo)
{
	int			type,
				u,
				k;

	s->geo = *geo;
	s->n = geo->n;
	s->box_rows = geo->box_rows;
	s->box_cols = geo->box_cols;
	s->stacks = geo->n / geo->box_cols;
	s->ncells = geo->n * geo->n;
	s->nchoices = 4 * s->ncells;
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
	/* every digit everywhere to look at */
	s->dirty = SDK_ALL(n);
	for (d = 0; d < n; d++)
		s->touched[d][0] = s->touched[d][1] = s->touched[d][2] = (uint32_t) SDK_ALL(n);
	s->changed_units[0] = s->changed_units[1] = s->changed_units[2] = (uint32_t) SDK_ALL(n);
	return true;
}

/* True when some unit holds a digit twice: no solution can keep both. */
static bool
digits_conflict(const sdk_position *p)
{
	return sdk_violations(p, NULL, NULL) > 0;
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
	if (s->scratch)
		env->release(s->scratch, env->arg);
	if (s->root)
		env->release(s->root, env->arg);
	if (s->known)
		env->release(s->known, env->arg);
	env->release(s, env->arg);
}

/* The seed of the fast order's random choices: any constant does. */
#define FAST_ORDER_SEED 0x5D0C0DE15ULL

/*
 * The general solver: sdk_solve_general, and with near (fast order) the
 * clause-learning search alone, its guesses led by near (sdk_solve_near).
 */
static sdk_status
solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
			  const uint8_t *near, sdk_solution_fn fn, void *arg, const sdk_env *env,
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
	memset(s, 0, sizeof(search));
	s->order = order;
	s->limit = limit;
	s->fn = fn;
	s->fn_arg = arg;
	s->env = env;
	s->near = near;
	s->next_check = WORK_BETWEEN_CHECKS;
	s->node_budget = UINT64_MAX;
	s->rng = FAST_ORDER_SEED;
	s->next_oracle = (uint64_t) ORACLE_EVERY * p->geo.n;
	build_grid(s, &p->geo);
	s->max_depth = s->ncells;
	s->state_bytes = state_size(s->n);
	s->states = env->alloc(sizeof(uint8_t *) * (s->max_depth + 1), env->arg);
	s->guesses = env->alloc(sizeof(guess) * (s->max_depth + 1), env->arg);
	s->scratch = env->alloc(s->state_bytes, env->arg);
	if (s->states)
		memset(s->states, 0, sizeof(uint8_t *) * (s->max_depth + 1));
	if (!s->states || !s->guesses || !s->scratch || !state_block(s, 0))
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
			s->max_known = MAX_KNOWN;
			s->root = env->alloc(s->state_bytes, env->arg);
			s->known = env->alloc((size_t) MAX_KNOWN * s->ncells, env->arg);
			if (!s->root || !s->known)
				end = RUN_NO_MEMORY;
			else
			{
				memcpy(s->root, s->states[0], s->state_bytes);
				end = near ? run_cdcl(s) : run_restarts(s);
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
	err->status = SDK_ERR_NO_MEMORY;
	strcpy(err->detail, "The solver could not get memory for its search.");
	return err->status;
}

sdk_status
sdk_solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
				  sdk_solution_fn fn, void *arg, const sdk_env *env,
				  uint64_t *count, sdk_error *err)
{
	return solve_general(p, limit, order, NULL, fn, arg, env, count, err);
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
		err->status = SDK_ERR_NO_MEMORY;
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

/*
 * Past 9x9, where the generator's questions answered yes (another
 * solution, the cell stays) took most of its time in the restarted search
 * (BENCHMARKS.md), the clause-learning search straight from the first
 * state, its guesses led by near; for more solutions than clause learning
 * is used for (CDCL_LIMIT), sdk_solve's search.
 */
sdk_status
sdk_solve_near(const sdk_position *p, const uint8_t *near, uint64_t limit,
			   sdk_solution_fn fn, void *arg, const sdk_env *env,
			   uint64_t *count, sdk_error *err)
{
	if (p->geo.n == 9 || limit == 0 || limit > CDCL_LIMIT)
		return solve_fast(p, limit, fn, arg, env, count, err);
	return solve_general(p, limit, SDK_ORDER_FAST, near, fn, arg, env, count, err);
}
