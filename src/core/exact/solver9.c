/*
 * solver9.c -- the 9x9 exact solver's portable path, tuned for speed; on
 * x86 sdk_solve9 takes the vectorised one when the CPU allows
 * (solver9_path.c, solver9_simd.h).
 *
 * The grid is cut into three bands of three rows.  For every digit and
 * band, a 27-bit word holds the cells where that digit can still go (the
 * cell where it is placed included).  Inside a band a digit takes one
 * minirow (a row's cells in one box) per row and per box, so its minirows
 * follow one of six patterns; a table maps the minirows still present to
 * the union of the patterns that fit, which removes in one step what
 * pointing, claiming and hidden singles in rows and boxes of the band would.
 * Columns are checked across the three bands, naked singles by counting
 * every cell's candidates bit-sliced across the digits.  Only digit-bands
 * that changed are looked at again.  The search guesses on a cell with two
 * candidates when there is one.
 *
 * Plain 32-bit integer work: no SIMD, nothing that needs -march=native, so
 * it runs on every CPU.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#include <string.h>

#include "solver9_tables.h"

#define BAND_CELLS 0x7FFFFFFu
#define ALL_DIGIT_BANDS 0x7FFFFFFu	/* bit 3 * digit + band */
#define ROW_BITS 0x1FFu
#define COLUMN_IN_BAND 0x40201u		/* column 0 of a band; shift by the column */

typedef struct state9
{
	uint32_t	cells[27];		/* [3 * digit + band]: where digit can be, or is */
	uint32_t	open[3];		/* cells of each band without a digit yet */
	uint32_t	changed;		/* digit-bands to look at again */
	uint16_t	placed_cols[9]; /* per digit, the columns it is placed in */
} state9;

/* Places digit d (0-8) at bit w of band b.  False when d cannot go there. */
static inline bool
place(state9 *s, int b, int w, int d)
{
	uint32_t	bit = 1u << w;
	uint32_t	column = COLUMN_IN_BAND << (w % 9);
	int			e;

	if (!(s->cells[3 * d + b] & bit))
		return false;
	/* only digit-bands that lose a cell need another look */
	for (e = 0; e < 9; e++)
		if (s->cells[3 * e + b] & bit)
		{
			s->cells[3 * e + b] &= ~bit;
			s->changed |= 1u << (3 * e + b);
		}
	s->cells[3 * d + b] = (s->cells[3 * d + b] & ~BAND_PEERS[w]) | bit;
	for (e = 1; e < 3; e++)
	{
		int			other = 3 * d + (b + e) % 3;

		if (s->cells[other] & column)
		{
			s->cells[other] &= ~column;
			s->changed |= 1u << other;
		}
	}
	s->open[b] &= ~bit;
	s->placed_cols[d] |= (uint16_t) (1u << (w % 9));
	return true;
}

/* Minirows of a digit-band: bit 3 * row + box when it holds a cell. */
static inline uint32_t
minirows_of(uint32_t cells)
{
	return ROW_MINIROWS[cells & ROW_BITS] |
		(uint32_t) ROW_MINIROWS[(cells >> 9) & ROW_BITS] << 3 |
		(uint32_t) ROW_MINIROWS[cells >> 18] << 6;
}

/*
 * Narrows digit d in band b to the minirow patterns that fit, and places
 * it where a row or a box of the band has one cell left.  False on a
 * contradiction.
 */
static inline bool
update_digit_band(state9 *s, int d, int b)
{
	uint32_t	cells = s->cells[3 * d + b];
	uint32_t	minirows = minirows_of(cells);
	uint32_t	fit = PLACEMENTS[minirows];
	uint32_t	open;
	int			i;

	if (fit == 0)
		return false;
	if (fit != minirows)
	{
		cells &= MINIROW_CELLS[fit];
		s->cells[3 * d + b] = cells;
		/* cells left other digits' counts: naked singles may follow */
	}
	open = cells & s->open[b];
	if (open == 0)
		return true;
	for (i = 0; i < 3; i++)
	{
		uint32_t	row = cells & (ROW_BITS << (9 * i));
		uint32_t	box = cells & BOX_CELLS[i];

		/* after a placement the band is looked at again (place marks it) */
		if (sdk_one_bit(row) && (row & open))
			return place(s, b, sdk_lowest_bit(row), d);
		if (sdk_one_bit(box) && (box & open))
			return place(s, b, sdk_lowest_bit(box), d);
	}
	return true;
}

/*
 * Digit d across the bands: in each stack it takes one column per band and
 * one band per column, which the placement table narrows as for minirows;
 * then a column with one cell left gets d.  False on a contradiction.
 */
static inline bool
update_digit_columns(state9 *s, int d)
{
	uint32_t	present[3],
				once = 0,
				twice = 0,
				lone;
	int			b,
				k;

	for (b = 0; b < 3; b++)
	{
		uint32_t	cells = s->cells[3 * d + b];

		present[b] = (cells | cells >> 9 | cells >> 18) & ROW_BITS;
	}
	for (k = 0; k < 3; k++)
	{
		uint32_t	mini = ((present[0] >> (3 * k)) & 7) |
			((present[1] >> (3 * k)) & 7) << 3 |
			((present[2] >> (3 * k)) & 7) << 6;
		uint32_t	fit = PLACEMENTS[mini];

		if (fit == 0)
			return false;
		if (fit == mini)
			continue;
		for (b = 0; b < 3; b++)
		{
			uint32_t	drop = STACK_COLUMNS[8 * k + 7] & ~STACK_COLUMNS[8 * k + ((fit >> (3 * b)) & 7)];

			if (s->cells[3 * d + b] & drop)
			{
				s->cells[3 * d + b] &= ~drop;
				s->changed |= 1u << (3 * d + b);
			}
		}
	}
	for (b = 0; b < 3; b++)
	{
		uint32_t	cells = s->cells[3 * d + b];
		uint32_t	r0 = cells & ROW_BITS,
					r1 = (cells >> 9) & ROW_BITS,
					r2 = cells >> 18;
		uint32_t	here = r0 | r1 | r2;

		twice |= (once & here) | (r0 & r1) | (r0 & r2) | (r1 & r2);
		once |= here;
	}
	if (once != ROW_BITS)
		return false;
	lone = once & ~twice & ~(uint32_t) s->placed_cols[d];
	if (lone)
	{
		int			col = sdk_lowest_bit(lone);
		uint32_t	column = COLUMN_IN_BAND << col;

		/* one at a time: a placement changes the others (place marks d again) */
		for (b = 0; b < 3; b++)
			if (s->cells[3 * d + b] & column)
				return place(s, b, sdk_lowest_bit(s->cells[3 * d + b] & column), d);
	}
	return true;
}

/*
 * Open cells of band b with one candidate get it.  *placed tells whether
 * any did.  False on an open cell without candidates.
 */
static inline bool
naked_singles(state9 *s, int b, bool *placed)
{
	uint32_t	once = 0,
				twice = 0,
				single;
	int			d;

	for (d = 0; d < 9; d++)
	{
		uint32_t	cells = s->cells[3 * d + b];

		twice |= once & cells;
		once |= cells;
	}
	if (s->open[b] & ~once)
		return false;
	single = s->open[b] & ~twice;
	while (single)
	{
		int			w = sdk_lowest_bit(single);
		uint32_t	bit = 1u << w;

		single &= single - 1;
		if (!(s->open[b] & bit))
			continue;
		for (d = 0; d < 9 && !(s->cells[3 * d + b] & bit); d++)
			;
		if (d == 9 || !place(s, b, w, d))
			return false;
		*placed = true;
	}
	return true;
}

static bool
propagate(state9 *s)
{
	for (;;)
	{
		bool		placed = false;
		uint32_t	digits = 0;
		int			b,
					d;

		while (s->changed)
		{
			int			db = sdk_lowest_bit(s->changed);

			s->changed &= s->changed - 1;
			digits |= 1u << (db / 3);
			if (!update_digit_band(s, db / 3, db % 3))
				return false;
		}
		for (d = 0; d < 9; d++)
			if ((digits >> d) & 1 && !update_digit_columns(s, d))
				return false;
		for (b = 0; b < 3; b++)
			if (!naked_singles(s, b, &placed))
				return false;
		if (!placed && s->changed == 0)
			return true;
	}
}

/* Open cells sharing a row, a column or a box with cell w of band b. */
static inline int
open_peers(const state9 *s, int b, int w)
{
	uint32_t	column = COLUMN_IN_BAND << (w % 9);

	return sdk_bit_count(s->open[b] & BAND_PEERS[w]) +
		sdk_bit_count(s->open[(b + 1) % 3] & column) +
		sdk_bit_count(s->open[(b + 2) % 3] & column);
}

/*
 * The cell to guess on, as band and bit: of the cells with two candidates,
 * the one with the most open peers (its guess decides the most); else the
 * first with fewest candidates.  Returns false when none is open.
 */
static bool
choose_cell(const state9 *s, int *band, int *bit)
{
	int			best_count = 10,
				best_peers = -1,
				b,
				d;

	for (b = 0; b < 3; b++)
	{
		uint32_t	once = 0,
					twice = 0,
					thrice = 0,
					pair;

		for (d = 0; d < 9; d++)
		{
			uint32_t	cells = s->cells[3 * d + b];

			thrice |= twice & cells;
			twice |= once & cells;
			once |= cells;
		}
		pair = s->open[b] & twice & ~thrice;
		while (pair)
		{
			int			w = sdk_lowest_bit(pair),
						peers = open_peers(s, b, w);

			pair &= pair - 1;
			if (peers > best_peers)
			{
				best_peers = peers;
				*band = b;
				*bit = w;
			}
		}
	}
	if (best_peers >= 0)
		return true;
	for (b = 0; b < 3; b++)
	{
		uint32_t	open = s->open[b];

		while (open)
		{
			int			w = sdk_lowest_bit(open),
						count = 0;

			open &= open - 1;
			for (d = 0; d < 9; d++)
				count += (s->cells[3 * d + b] >> w) & 1;
			if (count < best_count)
			{
				best_count = count;
				*band = b;
				*bit = w;
			}
		}
	}
	return best_count < 10;
}

static void
read_digits(const state9 *s, uint8_t *digits)
{
	int			d,
				b;

	for (d = 0; d < 9; d++)
		for (b = 0; b < 3; b++)
		{
			uint32_t	cells = s->cells[3 * d + b];

			while (cells)
			{
				digits[27 * b + sdk_lowest_bit(cells)] = (uint8_t) (d + 1);
				cells &= cells - 1;
			}
		}
}

/* Guesses between two interrupt checks. */
#define GUESSES_BETWEEN_CHECKS 4096

sdk_status
sdk_solve9_portable(const sdk_position *p, uint64_t limit,
		   sdk_solution_fn fn, void *arg, const sdk_env *env,
		   uint64_t *count, sdk_error *err)
{
	/* stack[k]: the state before the guess at depth k, what is left to try */
	state9		stack[82];
	uint8_t		guess_band[82],
				guess_bit[82];
	uint16_t	untried[82];
	state9		live;
	uint8_t		digits[81];
	sdk_mask	row_digits[9] = {0},
				col_digits[9] = {0},
				box_digits[9] = {0};
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
	for (d = 0; d < 27; d++)
		live.cells[d] = BAND_CELLS;
	live.open[0] = live.open[1] = live.open[2] = BAND_CELLS;
	memset(live.placed_cols, 0, sizeof(live.placed_cols));
	for (c = 0; c < 81 && ok; c++)
		if (p->value[c])
		{
			sdk_mask	bit = SDK_BIT(p->value[c]);

			ok = place(&live, c / 27, c % 27, p->value[c] - 1);
			row_digits[c / 9] |= bit;
			col_digits[c % 9] |= bit;
			box_digits[c / 27 * 3 + c % 9 / 3] |= bit;
		}
	/* pencil marks beyond what the digits imply: rare, so found cheaply */
	for (c = 0; c < 81 && ok; c++)
	{
		sdk_mask	gone;

		if (p->value[c])
			continue;
		gone = ~(p->cand[c] | row_digits[c / 9] | col_digits[c % 9] |
				 box_digits[c / 27 * 3 + c % 9 / 3]) & 0x1FF;
		while (gone)
		{
			live.cells[3 * sdk_lowest_bit(gone) + c / 27] &= ~(1u << (c % 27));
			gone &= gone - 1;
		}
	}
	live.changed = ALL_DIGIT_BANDS;
	ok = ok && propagate(&live);

	for (;;)
	{
		if (ok)
		{
			int			b,
						w;

			if ((live.open[0] | live.open[1] | live.open[2]) == 0)
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
			if (!choose_cell(&live, &b, &w))
			{
				ok = false;
				continue;
			}
			depth++;
			stack[depth] = live;
			guess_band[depth] = (uint8_t) b;
			guess_bit[depth] = (uint8_t) w;
			untried[depth] = 0;
			for (d = 0; d < 9; d++)
				untried[depth] |= (uint16_t) (((live.cells[3 * d + b] >> w) & 1) << d);
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
		{
			/* the last digit of a level needs no saved copy: drop the level */
			int			b = guess_band[depth],
						w = guess_bit[depth];

			d = sdk_lowest_bit(untried[depth]);
			untried[depth] &= (uint16_t) (untried[depth] - 1);
			live = stack[depth];
			if (untried[depth] == 0)
				depth--;
			ok = place(&live, b, w, d) && propagate(&live);
		}
	}
	*count = found;
	return SDK_OK;
}
