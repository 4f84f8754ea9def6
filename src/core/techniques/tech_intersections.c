/*
 * tech_intersections.c -- where a box meets a row or a column: Locked
 * Candidates (pointing and claiming).  The Locked Pair and Triple are
 * naked subsets (tech_subsets.c).
 */
#include "techniques.h"

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

	/* nothing to eliminate: no step (its text is not worth writing) */
	rest = cs_and(&rest, &lg->digit_cells[d]);
	if (cs_empty(&rest))
		return true;
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
	uint32_t   *quiet = lg_digit_quiet(f, type == 1 ? LG_DIGIT_POINTING : LG_DIGIT_CLAIMING);
	bool		skip[SDK_MAX_SIZE + 1];
	int			n = lg->n,
				d,
				u;
	long		offered = f->offered;

	/* a digit reads its own candidates alone: one that offered nothing is passed over while they stay */
	for (d = 1; d <= n; d++)
		skip[d] = quiet && lg_quiet_digit(lg, quiet[d], d);
	/* HoDoKu's order: unit by unit (boxes; rows then columns), digit by digit */
	for (u = type == 1 ? 2 * n : 0; u < (type == 1 ? 3 * n : 2 * n); u++)
		for (d = 1; d <= n; d++)
		{
			sdk_cellset where;
			int			other,
						t;

			/* two places or more */
			if (skip[d] || (lg->digit_places[d][u] & (lg->digit_places[d][u] - 1)) == 0)
				continue;
			where = lg_unit_digit(lg, u, d);
			for (t = type == 1 ? 0 : 2; t < (type == 1 ? 2 : 3); t++)
				if ((other = shared_unit(lg, &where, t)) >= 0 &&
					!emit_locked(f, type, d, u, other))
					return;
		}
	/* every unit gone through and no step offered: no digit offered one */
	if (quiet && f->offered == offered && !f->stopped)
		for (d = 1; d <= n; d++)
			quiet[d] = lg->epoch;
}
