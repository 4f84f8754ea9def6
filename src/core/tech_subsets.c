/*
 * tech_subsets.c -- Naked and Hidden Pairs, Triples and Quadruples.
 */
#include "logic_internal.h"

/*
 * Every choice of size cells among the given ones whose marks together
 * hold just size digits: those digits leave the other cells of the units.
 * Shared by naked subsets (one unit) and locked subsets (a box and a line).
 */
bool
search_naked_subsets(sdk_finder *f, const char *name, const int *cells, int count, int size,
					 const int *units, int nunits)
{
	sdk_logic  *lg = f->lg;
	int			idx[4];

	if (count < size || !comb_first(idx, size, count))
		return true;
	do
	{
		sdk_mask	digits = 0;
		sdk_cellset subset,
					rest;
		int			i,
					d,
					c;

		cs_clear(&subset);
		cs_clear(&rest);
		for (i = 0; i < size; i++)
		{
			digits |= lg->pos.cand[cells[idx[i]]];
			cs_add(&subset, cells[idx[i]]);
		}
		if (sdk_bit_count(digits) != size)
			continue;
		step_begin(f, digits);
		for (i = 0; i < nunits; i++)
		{
			rest = cs_or(&rest, &lg->unit_set[units[i]]);
			step_base(f, units[i]);
		}
		rest = cs_andnot(&rest, &subset);
		CS_FOR_EACH(c, &subset)
			step_cell(f, c);
		step_text(f, "%s: ", name);
		step_text_digits(f, digits, ",");
		step_text(f, " in ");
		step_text_cells(f, &subset, ",");
		MASK_FOR_EACH(d, digits)
			step_eliminate_set(f, &rest, d);
		if (!step_emit(f))
			return false;
	} while (comb_next(idx, size, count));
	return true;
}

/*
 * size empty cells of a unit hold only size digits between them: those
 * digits leave the unit's other cells.
 */
void
find_naked_subset(sdk_finder *f, int size)
{
	sdk_logic  *lg = f->lg;
	const char *name = size == 2 ? "Naked Pair" : size == 3 ? "Naked Triple" : "Naked Quadruple";
	int			u;

	for (u = 0; u < lg->nunits; u++)
	{
		int			cells[SDK_MAX_SIZE],
					count = 0,
					k;

		/* only cells with at most size candidates can take part */
		for (k = 0; k < lg->n; k++)
		{
			int			c = lg->unit_cells[u][k];

			if (!lg->pos.value[c] && sdk_bit_count(lg->pos.cand[c]) <= size)
				cells[count++] = c;
		}
		if (!search_naked_subsets(f, name, cells, count, size, &u, 1))
			return;
	}
}

/*
 * size digits of a unit can only go in the same size cells: those cells
 * lose every other digit.
 */
void
find_hidden_subset(sdk_finder *f, int size)
{
	sdk_logic  *lg = f->lg;
	int			u,
				d;

	for (u = 0; u < lg->nunits; u++)
	{
		int			digits[SDK_MAX_SIZE],
					idx[4],
					count = 0;
		sdk_cellset places[SDK_MAX_SIZE + 1];

		for (d = 1; d <= lg->n; d++)
		{
			int			where;

			places[d] = lg_unit_digit(lg, u, d);
			where = cs_count(&places[d]);
			if (where >= 2 && where <= size)
				digits[count++] = d;
		}
		if (count < size || !comb_first(idx, size, count))
			continue;
		do
		{
			sdk_cellset cells;
			sdk_mask	subset = 0;
			int			i,
						c;

			cs_clear(&cells);
			for (i = 0; i < size; i++)
			{
				cells = cs_or(&cells, &places[digits[idx[i]]]);
				subset |= SDK_BIT(digits[idx[i]]);
			}
			if (cs_count(&cells) != size)
				continue;
			step_begin(f, subset);
			step_base(f, u);
			CS_FOR_EACH(c, &cells)
				step_cell(f, c);
			step_text(f, "Hidden %s: ", size == 2 ? "Pair" : size == 3 ? "Triple" : "Quadruple");
			step_text_digits(f, subset, ",");
			step_text(f, " in ");
			step_text_cells(f, &cells, ",");
			CS_FOR_EACH(c, &cells)
			{
				int			other;

				MASK_FOR_EACH(other, lg->pos.cand[c] & ~subset)
					step_eliminate(f, c, other);
			}
			if (!step_emit(f))
				return;
		} while (comb_next(idx, size, count));
	}
}
