/*
 * se_singles.c -- Sudoku Explainer's singles and direct intersections (its model, serate 1.2.1.3).
 *
 * SE looks at regions in its own orders, not the registry's unit numbers:
 * the singles and subsets take blocks, then columns, then rows, each from
 * the first; se_unit gives the k-th unit of that order.
 */
#include "se.h"

/*
 * One pass of SE's hidden singles over the units in its order: a digit
 * with one place in a unit, taken in the "alone" pass when that place is
 * the unit's last empty cell (1.0), in the other pass otherwise (1.2 in
 * a block, 1.5 in a line).  False when the search must stop.
 */
static bool
se_hidden_single_pass(sdk_finder *f, bool alone)
{
	sdk_logic  *lg = f->lg;
	int			k,
				d;

	for (k = 0; k < 3 * lg->n; k++)
	{
		int			u = se_unit(lg, k);
		bool		last = se_unit_empty(lg, u) == 1;

		if (last != alone)
			continue;
		for (d = 1; d <= lg->n; d++)
		{
			uint32_t	places = lg->digit_places[d][u];
			int			c;

			if (sdk_bit_count(places) != 1)
				continue;
			c = lg->unit_cells[u][sdk_lowest_bit(places)];
			step_begin(f, SDK_BIT(d));
			step_report_se(f, "Hidden Single",
						   alone ? 10 : lg_unit_type(lg, u) == SDK_UNIT_BOX ? 12 : 15);
			step_hidden_single(f, u, c, d);
			if (!step_emit(f))
				return false;
		}
	}
	return true;
}

/* SE's hidden singles: the last cells of units first, then the others. */
void
se_find_hidden_single(sdk_finder *f, int param)
{
	(void) param;
	if (se_hidden_single_pass(f, true))
		se_hidden_single_pass(f, false);
}

/* SE's naked singles: a cell with one candidate left, in cell (row-major) order. */
void
se_find_naked_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			c;

	(void) param;
	CS_FOR_EACH(c, &lg->empty)
	{
		int			d;

		if (sdk_bit_count(lg->pos.cand[c]) != 1)
			continue;
		d = sdk_mask_first(lg->pos.cand[c]);
		step_begin(f, SDK_BIT(d));
		step_report_se(f, "Naked Single", 0);
		step_cell(f, c);
		step_text(f, "Naked Single: ");
		step_text_cell(f, c);
		step_text(f, " can only be %c", sdk_digit_char(d));
		step_place(f, c, d);
		if (!step_emit(f))
			return;
	}
}

/*
 * The direct form of a locked digit d (its places in unit r1 all in unit
 * r2): every other unit r3 of r1's type that meets r2, where d has more
 * than one place and exactly one outside r2, gives a step placing d
 * there (Direct Pointing when r1 is a block, else Direct Claiming); the
 * eliminations in r2 are not part of it.  False when the search must stop.
 */
static bool
se_locking_direct(sdk_finder *f, int r1, int r2, int d)
{
	sdk_logic  *lg = f->lg;
	int			type = lg_unit_type(lg, r1),
				i;
	bool		box = type == SDK_UNIT_BOX;

	for (i = 0; i < lg->n; i++)
	{
		int			r3 = type * lg->n + i;
		sdk_cellset p3,
					meet,
					rest;

		if (r3 == r1)
			continue;
		meet = cs_and(&lg->unit_set[r3], &lg->unit_set[r2]);
		if (cs_empty(&meet))
			continue;
		p3 = lg_unit_digit(lg, r3, d);
		if (cs_count(&p3) < 2)
			continue;
		rest = cs_andnot(&p3, &lg->unit_set[r2]);
		if (cs_count(&rest) != 1)
			continue;
		step_begin(f, SDK_BIT(d));
		step_report_se(f, box ? "Direct Pointing" : "Direct Claiming", 0);
		step_base(f, r1);
		step_cover(f, r2);
		step_cell(f, cs_next(&rest, 0));
		step_text(f, "%s: %c in ", box ? "Direct Pointing" : "Direct Claiming", sdk_digit_char(d));
		step_text_unit(f, r1);
		step_text(f, " only in ");
		step_text_unit(f, r2);
		step_text(f, ", so only in ");
		step_text_cell(f, cs_next(&rest, 0));
		step_text(f, " in ");
		step_text_unit(f, r3);
		step_place(f, cs_next(&rest, 0), d);
		if (!step_emit(f))
			return false;
	}
	return true;
}

/*
 * One of SE's four passes of intersections: units r1 of type t1 (outer)
 * and r2 of type t2 (inner) that meet, then each digit whose places in r1
 * (more than one) all lie in r2.  The indirect form takes the digit out
 * of the rest of r2 (Pointing when r1 is a block, else Claiming); the
 * direct form looks for the hidden single that would leave.  False when
 * the search must stop.
 */
static bool
se_locking_pass(sdk_finder *f, int t1, int t2, bool direct)
{
	sdk_logic  *lg = f->lg;
	int			i1,
				i2,
				d;

	for (i1 = 0; i1 < lg->n; i1++)
		for (i2 = 0; i2 < lg->n; i2++)
		{
			int			r1 = t1 * lg->n + i1,
						r2 = t2 * lg->n + i2;
			sdk_cellset meet = cs_and(&lg->unit_set[r1], &lg->unit_set[r2]);

			if (cs_empty(&meet))
				continue;
			for (d = 1; d <= lg->n; d++)
			{
				sdk_cellset p1 = lg_unit_digit(lg, r1, d),
							out = cs_andnot(&p1, &lg->unit_set[r2]),
							rest;
				bool		box = t1 == SDK_UNIT_BOX;

				if (cs_count(&p1) < 2 || !cs_empty(&out))
					continue;
				if (direct)
				{
					if (!se_locking_direct(f, r1, r2, d))
						return false;
					continue;
				}
				rest = cs_andnot(&lg->unit_set[r2], &lg->unit_set[r1]);
				step_begin(f, SDK_BIT(d));
				step_report_se(f, box ? "Pointing" : "Claiming", 0);
				step_base(f, r1);
				step_cover(f, r2);
				step_text(f, "%s: %c in ", box ? "Pointing" : "Claiming", sdk_digit_char(d));
				step_text_unit(f, r1);
				step_text(f, " only in ");
				step_text_unit(f, r2);
				step_eliminate_set(f, &rest, d);
				if (!step_emit(f))
					return false;
			}
		}
	return true;
}

/*
 * SE's intersections, direct (1) or not (0): the passes (block, column),
 * (block, row), (column, block), (row, block) in that order.
 */
void
se_find_locking(sdk_finder *f, int direct)
{
	static const int pass[4][2] = {
		{SDK_UNIT_BOX, SDK_UNIT_COL}, {SDK_UNIT_BOX, SDK_UNIT_ROW},
		{SDK_UNIT_COL, SDK_UNIT_BOX}, {SDK_UNIT_ROW, SDK_UNIT_BOX}
	};
	int			i;

	for (i = 0; i < 4; i++)
		if (!se_locking_pass(f, pass[i][0], pass[i][1], direct != 0))
			return;
}
