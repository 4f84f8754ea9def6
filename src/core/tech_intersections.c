/*
 * tech_intersections.c -- where a box meets a row or a column: Locked
 * Candidates (pointing and claiming), Locked Pair and Locked Triple.
 */
#include "logic_internal.h"

/* The unit of one type (0 row, 1 column, 2 box) holding every cell, or -1. */
static int
shared_unit(const sdk_logic *lg, const sdk_cellset *cells, int type)
{
	int			unit = -1,
				c;

	CS_FOR_EACH(c, cells)
	{
		int			u = lg->cell_units[c][type];

		if (unit >= 0 && u != unit)
			return -1;
		unit = u;
	}
	return unit;
}

static bool
emit_locked(sdk_finder *f, int type, int d, int from, int to)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset rest = cs_andnot(&lg->unit_set[to], &lg->unit_set[from]);

	step_begin(f, SDK_BIT(d));
	step_base(f, from);
	step_cover(f, to);
	step_text(f, "Locked Candidates Type %d (%s): %c in ", type,
			  type == 1 ? "Pointing" : "Claiming", sdk_digit_char(d));
	step_text_unit(f, from);
	step_text(f, " only in ");
	step_text_unit(f, to);
	step_eliminate_set(f, &rest, d);
	return step_emit(f);
}

/*
 * Type 1 (pointing): a digit's places in a box lie on one line, so the
 * rest of the line loses it.  Type 2 (claiming): a digit's places in a
 * line lie in one box, so the rest of the box loses it.
 */
void
find_locked_candidates(sdk_finder *f, int type)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				d,
				u;

	for (d = 1; d <= n; d++)
	{
		if (type == 1)
		{
			for (u = 2 * n; u < 3 * n; u++)
			{
				sdk_cellset where = lg_unit_digit(lg, u, d);
				int			line,
							t;

				if (cs_count(&where) < 2)
					continue;
				for (t = 0; t < 2; t++)
					if ((line = shared_unit(lg, &where, t)) >= 0 &&
						!emit_locked(f, 1, d, u, line))
						return;
			}
		}
		else
		{
			for (u = 0; u < 2 * n; u++)
			{
				sdk_cellset where = lg_unit_digit(lg, u, d);
				int			box;

				if (cs_count(&where) < 2 || (box = shared_unit(lg, &where, 2)) < 0)
					continue;
				if (!emit_locked(f, 2, d, u, box))
					return;
			}
		}
	}
}

/*
 * size cells where a box meets a line hold only size digits: those digits
 * leave the rest of the box and of the line.
 */
void
find_locked_subset(sdk_finder *f, int size)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				box,
				u;

	for (box = 2 * n; box < 3 * n; box++)
		for (u = 0; u < 2 * n; u++)
		{
			sdk_cellset meet = cs_and(&lg->unit_set[box], &lg->unit_set[u]);
			int			cells[SDK_MAX_SIZE],
						units[2] = {box, u},
						count = 0,
						c;

			meet = cs_and(&meet, &lg->empty);
			CS_FOR_EACH(c, &meet)
				cells[count++] = c;
			if (!search_naked_subsets(f, size == 2 ? "Locked Pair" : "Locked Triple",
									  cells, count, size, units, 2))
				return;
		}
}
