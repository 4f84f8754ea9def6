/*
 * tech_subsets.c -- Naked and Hidden Pairs, Triples and Quadruples, and
 * the Locked Pair and Triple (a naked subset where a box meets a line
 * that eliminates in both), in HoDoKu's order.
 */
#include "logic_internal.h"

/* HoDoKu's order of units for subsets: boxes, then rows, then columns. */
static int
subset_unit(const sdk_logic *lg, int k)
{
	return k < lg->n ? 2 * lg->n + k : k - lg->n;
}

/* Whether the cells share a unit that comes before the k-th in that order. */
static bool
searched_before(const sdk_logic *lg, const sdk_cellset *cells, int k)
{
	int			j;

	for (j = 0; j < k; j++)
	{
		sdk_cellset in = cs_and(cells, &lg->unit_set[subset_unit(lg, j)]);

		if (cs_equal(&in, cells))
			return true;
	}
	return false;
}

/*
 * A naked subset's cells and digits: the digits leave every other cell of
 * each unit the cells share.  HoDoKu calls it locked (a Locked Pair or
 * Triple) when the cells share a box and a line and it eliminates both in
 * the box and in the line outside the box.  Returns false when the search
 * should stop; *emitted tells whether the step was one of the kind asked.
 */
static bool
naked_subset_step(sdk_finder *f, const sdk_cellset *subset, sdk_mask digits, int size,
				  bool locked)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset rest,
				outside_box;
	int			first = cs_next(subset, 0),
				type,
				d,
				c,
				box = -1;
	bool		in_box = false,
				in_line = false,
				is_locked;

	step_begin(f, digits);
	cs_clear(&rest);
	for (type = 0; type < 3; type++)
	{
		int			unit = lg->cell_units[first][type];
		sdk_cellset cells = cs_and(&lg->unit_set[unit], subset);

		if (!cs_equal(&cells, subset))
			continue;
		step_base(f, unit);
		rest = cs_or(&rest, &lg->unit_set[unit]);
		if (type == 2)
			box = unit;
	}
	rest = cs_andnot(&rest, subset);
	MASK_FOR_EACH(d, digits)
		step_eliminate_set(f, &rest, d);
	if (f->step.neliminations == 0)
		return true;
	if (box >= 0)
	{
		int			i;

		outside_box = cs_andnot(&lg->empty, &lg->unit_set[box]);
		for (i = 0; i < f->step.neliminations; i++)
		{
			c = f->step.eliminations[i].cell;
			if (cs_has(&lg->unit_set[box], c))
				in_box = true;
			else if (cs_has(&outside_box, c))
				in_line = true;
		}
	}
	is_locked = size < 4 && in_box && in_line;
	if (is_locked != locked)
		return true;
	CS_FOR_EACH(c, subset)
		step_cell(f, c);
	step_text(f, "%s %s: ", locked ? "Locked" : "Naked",
			  size == 2 ? "Pair" : size == 3 ? "Triple" : "Quadruple");
	step_text_digits(f, digits, ",");
	step_text(f, " in ");
	step_text_cells(f, subset, ",");
	return step_emit(f);
}

/*
 * size empty cells of a unit hold only size digits between them: those
 * digits leave the other cells of the units the cells share.  HoDoKu's
 * order: boxes, rows, columns; in a unit, the cells with at most size
 * candidates in the unit's order, combined in increasing order.  Locked
 * subsets (locked = true) are found in the boxes alone.
 */
static void
naked_subsets(sdk_finder *f, int size, bool locked)
{
	sdk_logic  *lg = f->lg;
	int			k;

	for (k = 0; k < (locked ? lg->n : 3 * lg->n); k++)
	{
		int			u = subset_unit(lg, k),
					cells[SDK_MAX_SIZE],
					idx[4],
					count = 0,
					j;

		if (finder_interrupted(f))
			return;
		for (j = 0; j < lg->n; j++)
		{
			int			c = lg->unit_cells[u][j];

			if (!lg->pos.value[c] && sdk_bit_count(lg->pos.cand[c]) <= size)
				cells[count++] = c;
		}
		if (count < size || !comb_first(idx, size, count))
			continue;
		do
		{
			sdk_mask	digits = 0;
			sdk_cellset subset;
			int			i;

			cs_clear(&subset);
			for (i = 0; i < size; i++)
			{
				digits |= lg->pos.cand[cells[idx[i]]];
				cs_add(&subset, cells[idx[i]]);
			}
			/* one found in an earlier unit (its box, or its row) is not repeated */
			if (sdk_bit_count(digits) != size || searched_before(lg, &subset, k))
				continue;
			if (!naked_subset_step(f, &subset, digits, size, locked))
				return;
		} while (comb_next(idx, size, count));
	}
}

void
find_naked_subset(sdk_finder *f, int size)
{
	naked_subsets(f, size, false);
}

void
find_locked_subset(sdk_finder *f, int size)
{
	naked_subsets(f, size, true);
}

/*
 * size digits of a unit can only go in the same size cells: those cells
 * lose every other digit.  HoDoKu's order: boxes, rows, columns; in a
 * unit, the digits with at most size places, combined in increasing order.
 */
void
find_hidden_subset(sdk_finder *f, int size)
{
	sdk_logic  *lg = f->lg;
	int			k,
				d;

	for (k = 0; k < lg->nunits; k++)
	{
		int			u = subset_unit(lg, k),
					digits[SDK_MAX_SIZE],
					idx[4],
					count = 0;

		if (finder_interrupted(f))
			return;
		for (d = 1; d <= lg->n; d++)
		{
			int			where = sdk_bit_count(lg->digit_places[d][u]);

			if (where >= 1 && where <= size)
				digits[count++] = d;
		}
		if (count < size || !comb_first(idx, size, count))
			continue;
		do
		{
			sdk_cellset cells;
			sdk_mask	subset = 0,
						others = 0;
			uint32_t	places = 0;
			int			i,
						c;

			/* the places of the digits, as bits of the unit's cells */
			for (i = 0; i < size; i++)
			{
				places |= lg->digit_places[digits[idx[i]]][u];
				subset |= SDK_BIT(digits[idx[i]]);
			}
			if (sdk_bit_count(places) != size)
				continue;
			cs_clear(&cells);
			for (i = 0; i < lg->n; i++)
				if ((places >> i) & 1)
				{
					cs_add(&cells, lg->unit_cells[u][i]);
					others |= lg->pos.cand[lg->unit_cells[u][i]] & ~subset;
				}
			/* nothing to eliminate: no step */
			if (!others)
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
