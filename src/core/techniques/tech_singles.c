/*
 * tech_singles.c -- Full House, Naked Single, Hidden Single, taken in the
 * order HoDoKu takes them: from the queues of singles that every change
 * keeps (state.c, lg_place and lg_eliminate).
 */
#include "techniques.h"

/* ---- the techniques ---- */

/* The unit of a cell (row, column, box) where it is the last open cell, or -1. */
static int
last_open_unit(const sdk_logic *lg, int cell, int digit)
{
	int			t,
				d;

	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[cell][t];

		for (d = 1; d <= lg->n; d++)
			if (d != digit && lg->places[u][d] != 0)
				break;
		if (d > lg->n)
			return u;
	}
	return -1;
}

/*
 * A unit with one empty cell left: it takes the missing digit.  HoDoKu
 * takes the oldest naked single that is one.
 */
void
find_full_house(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->naked;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i],
					u;

		if (!singles_entry_open(lg, q, i) || cs_has(&seen, c) ||
			(u = last_open_unit(lg, c, q->digit[i])) < 0)
			continue;
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(q->digit[i]));
		step_base(f, u);
		step_cell(f, c);
		step_text(f, "Full House: ");
		step_text_cell(f, c);
		step_text(f, " is the last empty cell of ");
		step_text_unit(f, u);
		step_place(f, c, q->digit[i]);
		if (!step_emit(f))
			return;
	}
}

/* A cell with one candidate left, oldest first. */
void
find_naked_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->naked;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i];

		if (!singles_entry_open(lg, q, i) || cs_has(&seen, c))
			continue;
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(q->digit[i]));
		step_cell(f, c);
		step_text(f, "Naked Single: ");
		step_text_cell(f, c);
		step_text(f, " can only be %c", sdk_digit_char(q->digit[i]));
		step_place(f, c, q->digit[i]);
		if (!step_emit(f))
			return;
	}
}

/*
 * A hidden single's pattern, text and placement, after step_begin: d has
 * one place, c, in unit u (HoDoKu's and Sudoku Explainer's alike).
 */
void
step_hidden_single(sdk_finder *f, int u, int c, int d)
{
	step_base(f, u);
	step_cell(f, c);
	step_text(f, "Hidden Single: %c in ", sdk_digit_char(d));
	step_text_unit(f, u);
	step_text(f, " only in ");
	step_text_cell(f, c);
	step_place(f, c, d);
}

/*
 * A digit with one place left in a unit, oldest first.  As in HoDoKu, the
 * solver looks at the oldest entry of an empty cell only: when that one is
 * no hidden single any more, there is none this time.
 */
void
find_hidden_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->hidden;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i],
					d = q->digit[i],
					t,
					u = -1;

		if (lg->pos.value[c] || cs_has(&seen, c))
			continue;
		for (t = 0; t < 3 && u < 0; t++)
			if (lg->places[lg->cell_units[c][t]][d] == 1 && (lg->pos.cand[c] & SDK_BIT(d)))
				u = lg->cell_units[c][t];
		if (u < 0)
		{
			if (f->only < 0)
				return;
			continue;
		}
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(d));
		step_hidden_single(f, u, c, d);
		if (!step_emit(f))
			return;
	}
}

