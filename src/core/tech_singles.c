/*
 * tech_singles.c -- Full House, Naked Single, Hidden Single.
 */
#include "logic_internal.h"

/* The digits placed in a unit. */
static sdk_mask
unit_placed(const sdk_logic *lg, int unit)
{
	sdk_mask	placed = 0;
	int			k;

	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[unit][k];

		if (lg->pos.value[c])
			placed |= SDK_BIT(lg->pos.value[c]);
	}
	return placed;
}

/* A unit with one empty cell left: it takes the missing digit. */
void
find_full_house(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			u;

	(void) param;
	for (u = 0; u < lg->nunits; u++)
	{
		sdk_cellset open = cs_and(&lg->unit_set[u], &lg->empty);
		sdk_mask	missing;
		int			c;

		if (cs_count(&open) != 1)
			continue;
		c = cs_next(&open, 0);
		missing = SDK_ALL(lg->n) & ~unit_placed(lg, u);
		if (sdk_bit_count(missing) != 1 || !(lg->pos.cand[c] & missing))
			continue;
		step_begin(f, missing);
		step_base(f, u);
		step_cell(f, c);
		step_text(f, "Full House: ");
		step_text_cell(f, c);
		step_text(f, " is the last empty cell of ");
		step_text_unit(f, u);
		step_place(f, c, sdk_mask_first(missing));
		if (!step_emit(f))
			return;
	}
}

/* A cell with one candidate left. */
void
find_naked_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			c;

	(void) param;
	CS_FOR_EACH(c, &lg->empty)
	{
		sdk_mask	m = lg->pos.cand[c];

		if (sdk_bit_count(m) != 1)
			continue;
		step_begin(f, m);
		step_cell(f, c);
		step_text(f, "Naked Single: ");
		step_text_cell(f, c);
		step_text(f, " can only be %c", sdk_digit_char(sdk_mask_first(m)));
		step_place(f, c, sdk_mask_first(m));
		if (!step_emit(f))
			return;
	}
}

/* A digit with one place left in a unit (boxes first, as people look). */
void
find_hidden_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			order,
				d;

	(void) param;
	for (order = 0; order < lg->nunits; order++)
	{
		/* boxes, then rows, then columns */
		int			u = (order + 2 * lg->n) % lg->nunits;
		sdk_mask	placed = unit_placed(lg, u);

		for (d = 1; d <= lg->n; d++)
		{
			sdk_cellset where;
			int			c;

			if (placed & SDK_BIT(d))
				continue;
			where = lg_unit_digit(lg, u, d);
			if (cs_count(&where) != 1)
				continue;
			c = cs_next(&where, 0);
			step_begin(f, SDK_BIT(d));
			step_base(f, u);
			step_cell(f, c);
			step_text(f, "Hidden Single: %c in ", sdk_digit_char(d));
			step_text_unit(f, u);
			step_text(f, " only in ");
			step_text_cell(f, c);
			step_place(f, c, d);
			if (!step_emit(f))
				return;
		}
	}
}
