/*
 * solver9.c -- the 9x9 exact solver, tuned for speed.
 *
 * The state is one 81-cell bitboard per digit (where that digit can still
 * go, the cell where it is placed included) and one of the open cells.
 * Naked singles come from bit-sliced counting across the nine boards, hidden
 * singles from each board against the 27 unit masks, and the search guesses
 * on a cell with two candidates when there is one.  Everything is plain
 * 64-bit integer work: no SIMD, nothing that needs -march=native.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#include <string.h>

typedef struct bb9
{
	uint64_t	lo;				/* band 0 in bits 0-26, band 1 in bits 32-58 */
	uint64_t	hi;				/* band 2 in bits 0-26 */
} bb9;

#include "solver9_tables.h"

static inline bb9
bb_and(bb9 a, bb9 b)
{
	bb9			r = {a.lo & b.lo, a.hi & b.hi};

	return r;
}

static inline bb9
bb_andnot(bb9 a, bb9 b)
{
	bb9			r = {a.lo & ~b.lo, a.hi & ~b.hi};

	return r;
}

static inline bb9
bb_or(bb9 a, bb9 b)
{
	bb9			r = {a.lo | b.lo, a.hi | b.hi};

	return r;
}

static inline bool
bb_any(bb9 a)
{
	return (a.lo | a.hi) != 0;
}

static inline bool
bb_single(bb9 a)
{
	return a.lo ? (a.hi == 0 && (a.lo & (a.lo - 1)) == 0)
		: (a.hi != 0 && (a.hi & (a.hi - 1)) == 0);
}

static inline int
lowest_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	return __builtin_ctzll(x);
#else
	static const int8_t debruijn[64] = {
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6
	};

	return debruijn[((x & (~x + 1)) * 0x03f79d71b4cb0a89ULL) >> 58];
#endif
}

/* The cell of the lowest bit of a non-empty board. */
static inline int
first_cell(bb9 a)
{
	return a.lo ? BIT_CELL[lowest_bit(a.lo)] : BIT_CELL[64 + lowest_bit(a.hi)];
}

static inline bb9
bb_without_lowest(bb9 a)
{
	if (a.lo)
		a.lo &= a.lo - 1;
	else
		a.hi &= a.hi - 1;
	return a;
}

typedef struct state9
{
	bb9			pos[9];			/* where each digit can be, or is */
	bb9			open;			/* cells without a digit yet */
} state9;

/* Places digit d (0-8) in cell c.  False when that breaks a rule. */
static inline bool
place(state9 *s, int c, int d)
{
	bb9			cell = CELL_BIT[c];
	bb9			peers = PEERS[c];
	int			e;

	if (!bb_any(bb_and(s->pos[d], cell)))
		return false;
	/* a filled peer already holds d */
	if (bb_any(bb_andnot(bb_and(s->pos[d], peers), s->open)))
		return false;
	s->pos[d] = bb_andnot(s->pos[d], peers);
	for (e = 0; e < 9; e++)
		if (e != d)
			s->pos[e] = bb_andnot(s->pos[e], cell);
	s->open = bb_andnot(s->open, cell);
	return true;
}

/* Open cells with exactly two candidates, from the last propagation. */
typedef struct counts9
{
	bb9			two;
} counts9;

/*
 * Naked and hidden singles until none is left.  False on a contradiction:
 * an open cell without candidates, or a digit with no place in a unit.
 */
static bool
propagate(state9 *s, counts9 *counts)
{
	for (;;)
	{
		bb9			once = {0, 0},
					twice = {0, 0},
					thrice = {0, 0},
					singles;
		bool		placed = false;
		int			d,
					u;

		for (d = 0; d < 9; d++)
		{
			bb9			p = s->pos[d];

			thrice = bb_or(thrice, bb_and(twice, p));
			twice = bb_or(twice, bb_and(once, p));
			once = bb_or(once, p);
		}
		if (bb_any(bb_andnot(s->open, once)))
			return false;
		singles = bb_andnot(s->open, twice);
		if (bb_any(singles))
		{
			do
			{
				int			c = first_cell(singles);
				bb9			cell = CELL_BIT[c];

				for (d = 0; d < 9 && !bb_any(bb_and(s->pos[d], cell)); d++)
					;
				if (d == 9 || !place(s, c, d))
					return false;
				singles = bb_without_lowest(singles);
			} while (bb_any(singles));
			continue;
		}
		for (d = 0; d < 9; d++)
		{
			for (u = 0; u < 27; u++)
			{
				bb9			m = bb_and(s->pos[d], UNITS[u]);

				if (!bb_single(m))
				{
					if (!bb_any(m))
						return false;
					continue;
				}
				if (bb_any(bb_and(m, s->open)))
				{
					if (!place(s, first_cell(m), d))
						return false;
					placed = true;
				}
			}
		}
		if (!placed)
		{
			counts->two = bb_and(s->open, bb_andnot(twice, thrice));
			return true;
		}
	}
}

/* The open cell to guess on: two candidates if any, else the fewest. */
static int
choose_cell(const state9 *s, const counts9 *counts)
{
	bb9			open = s->open;
	int			best = -1,
				best_size = 10;

	if (bb_any(counts->two))
		return first_cell(counts->two);
	while (bb_any(open))
	{
		int			c = first_cell(open);
		bb9			cell = CELL_BIT[c];
		int			size = 0,
					d;

		for (d = 0; d < 9; d++)
			size += bb_any(bb_and(s->pos[d], cell));
		if (size < best_size)
		{
			best = c;
			best_size = size;
		}
		open = bb_without_lowest(open);
	}
	return best;
}

static void
read_digits(const state9 *s, uint8_t *digits)
{
	int			d;

	for (d = 0; d < 9; d++)
	{
		bb9			p = s->pos[d];

		while (bb_any(p))
		{
			digits[first_cell(p)] = (uint8_t) (d + 1);
			p = bb_without_lowest(p);
		}
	}
}

/* Guesses between two interrupt checks. */
#define GUESSES_BETWEEN_CHECKS 4096

sdk_status
sdk_solve9(const sdk_position *p, uint64_t limit,
		   sdk_solution_fn fn, void *arg, const sdk_env *env,
		   uint64_t *count, sdk_error *err)
{
	/* stack[k]: the state before the guess at depth k, and what is left to try */
	state9		stack[82];
	int			guess_cell[82];
	uint16_t	untried[82];
	state9		live;
	counts9		counts;
	uint8_t		digits[81];
	int			depth = 0;
	uint64_t	found = 0;
	unsigned	guesses = 0;
	bool		ok = true;
	int			c,
				d;

	*count = 0;
	if (limit == 0)
		return SDK_OK;

	/* every digit everywhere, then the position's digits and pencil marks */
	for (d = 0; d < 9; d++)
	{
		live.pos[d].lo = 0x07FFFFFF07FFFFFFULL;
		live.pos[d].hi = 0x07FFFFFFULL;
	}
	live.open = live.pos[0];
	for (c = 0; c < 81 && ok; c++)
		if (p->value[c])
			ok = place(&live, c, p->value[c] - 1);
	for (c = 0; c < 81 && ok; c++)
		if (!p->value[c])
			for (d = 0; d < 9; d++)
				if (!(p->cand[c] & SDK_BIT(d + 1)))
					live.pos[d] = bb_andnot(live.pos[d], CELL_BIT[c]);
	ok = ok && propagate(&live, &counts);

	for (;;)
	{
		if (ok)
		{
			if (!bb_any(live.open))
			{
				found++;
				if (fn)
				{
					read_digits(&live, digits);
					if (!fn(digits, arg))
						break;
				}
				if (found >= limit)
					break;
				ok = false;
				continue;
			}
			c = choose_cell(&live, &counts);
			depth++;
			stack[depth] = live;
			guess_cell[depth] = c;
			untried[depth] = 0;
			for (d = 0; d < 9; d++)
				if (bb_any(bb_and(live.pos[d], CELL_BIT[c])))
					untried[depth] |= (uint16_t) (1u << d);
			if (++guesses % GUESSES_BETWEEN_CHECKS == 0 && env->interrupted(env->arg))
			{
				*count = found;
				err->status = SDK_ERR_CANCELED;
				strcpy(err->detail, "The search was interrupted.");
				return SDK_ERR_CANCELED;
			}
		}
		while (depth > 0 && untried[depth] == 0)
			depth--;
		if (depth == 0)
			break;
		/* the last digit of a level needs no saved copy: drop the level */
		c = guess_cell[depth];
		d = lowest_bit(untried[depth]);
		untried[depth] &= (uint16_t) (untried[depth] - 1);
		live = stack[depth];
		if (untried[depth] == 0)
			depth--;
		ok = place(&live, c, d);
		ok = ok && propagate(&live, &counts);
	}
	*count = found;
	return SDK_OK;
}
