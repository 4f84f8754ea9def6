/*
 * tech_subsets.c -- Naked and Hidden Pairs, Triples and Quadruples, and
 * the Locked Pair and Triple (a naked subset where a box meets a line
 * that eliminates in both), in HoDoKu's order.
 */
#include "techniques.h"

enum
{
	SUBSET_NAKED,
	SUBSET_LOCKED,
	SUBSET_HIDDEN
};

/*
 * The solver's record of the units whose search met no subset that
 * eliminates anything (sdk_logic.subset_quiet), NULL when listing.  A
 * naked subset's part of a unit reads the unit's cells, and its
 * eliminations the other cells of the units they share: while the unit's
 * cells stay and no cell gains a candidate (grow_epoch), its subsets are
 * the same and still eliminate nothing.  A hidden subset's reads the
 * unit alone.
 */
static uint32_t *
subset_quiet(sdk_finder *f, int kind, int size)
{
	return lg_keeps_quiet(f) ? f->lg->subset_quiet[kind][size - 2] : NULL;
}

/* HoDoKu's order of units for subsets: boxes, then rows, then columns. */
static int
subset_unit(const sdk_logic *lg, int k)
{
	return k < lg->n ? 2 * lg->n + k : k - lg->n;
}

/*
 * The combinations of size items out of count, in increasing order (as
 * comb_first and comb_next give them), whose masks together have at most
 * size bits: a combination is left out with all that share its first
 * items once those have more.  subset_walk_next gives the next one in
 * idx (size entries) and returns its union, 0 when there is none left.
 */
typedef struct subset_walk
{
	int			depth;			/* items chosen */
	int			idx[4];
	uint32_t	all[5];			/* the union of the first items */
} subset_walk;

static void
subset_walk_begin(subset_walk *w)
{
	w->depth = 0;
	w->idx[0] = 0;
	w->all[0] = 0;
}

static uint32_t
subset_walk_next(subset_walk *w, const uint32_t *masks, int count, int size, int *idx)
{
	for (;;)
	{
		int			d = w->depth;

		if (w->idx[d] > count - (size - d))
		{
			/* no room left at this depth: back to the one before */
			if (d == 0)
				return 0;
			w->depth--;
			w->idx[w->depth]++;
			continue;
		}
		w->all[d + 1] = w->all[d] | masks[w->idx[d]];
		if (sdk_bit_count(w->all[d + 1]) > size)
		{
			w->idx[d]++;
			continue;
		}
		if (d + 1 == size && w->all[d + 1])
		{
			/* found; the next call goes on from the one after it */
			memcpy(idx, w->idx, sizeof(int) * (size_t) size);
			w->idx[d]++;
			return w->all[d + 1];
		}
		if (d + 1 == size)
		{
			w->idx[d]++;
			continue;
		}
		w->depth = d + 1;
		w->idx[d + 1] = w->idx[d] + 1;
	}
}

/*
 * Whether a naked subset found in the k-th unit of the order is worth a
 * step: not found in an earlier unit (its box, or its row), and some
 * other cell of a unit the cells share holds one of its digits (by the
 * solver's places, digit_places).  The step would have no eliminations
 * otherwise.
 */
static bool
subset_may_eliminate(const sdk_logic *lg, const int *cells, const int *idx, int size,
					 sdk_mask digits, int k)
{
	bool		any = false;
	int			t;

	for (t = 0; t < 3; t++)
	{
		int			unit = lg->cell_units[cells[idx[0]]][t],
					i,
					d;
		uint32_t	bits = 0;

		for (i = 0; i < size && lg->cell_units[cells[idx[i]]][t] == unit; i++)
			bits |= (uint32_t) 1 << lg->cell_index[cells[idx[i]]][t];
		if (i < size)
			continue;
		/* the unit's place in the order: boxes, rows, columns */
		if ((t == 2 ? unit - 2 * lg->n : unit + lg->n) < k)
			return false;
		MASK_FOR_EACH(d, digits)
			any |= (lg->digit_places[d][unit] & ~bits) != 0;
	}
	return any;
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
				  bool locked, bool *met)
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
	/* of either kind: one that is locked now may be naked once it eliminates less */
	*met = true;
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
	/*
	 * HoDoKu eliminates unit by unit (row, column, box: the base units'
	 * order), which decides the order of the singles the step leaves
	 */
	f->step.flags |= SDK_STEP_UNIT_ORDER;
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
	uint32_t   *quiet = subset_quiet(f, locked ? SUBSET_LOCKED : SUBSET_NAKED, size);
	int			k;

	for (k = 0; k < (locked ? lg->n : 3 * lg->n); k++)
	{
		int			u = subset_unit(lg, k),
					cells[SDK_MAX_SIZE],
					idx[4],
					count = 0,
					j;
		uint32_t	masks[SDK_MAX_SIZE];
		sdk_mask	digits;
		subset_walk w;
		bool		met = false;

		if (finder_interrupted(f))
			return;
		if (quiet && lg_quiet_units(lg, quiet[u], u, u) && lg->grow_epoch <= quiet[u])
			continue;
		for (j = 0; j < lg->n; j++)
		{
			int			c = lg->unit_cells[u][j];

			if (!lg->pos.value[c] && sdk_bit_count(lg->pos.cand[c]) <= size)
			{
				masks[count] = lg->pos.cand[c];
				cells[count++] = c;
			}
		}
		if (count < size)
			continue;
		/* the cells' combinations whose candidates make size digits at most, in order */
		subset_walk_begin(&w);
		while ((digits = subset_walk_next(&w, masks, count, size, idx)) != 0)
		{
			sdk_cellset subset;
			int			i;

			if (sdk_bit_count(digits) != size || !subset_may_eliminate(lg, cells, idx, size, digits, k))
				continue;
			cs_clear(&subset);
			for (i = 0; i < size; i++)
				cs_add(&subset, cells[idx[i]]);
			if (!naked_subset_step(f, &subset, digits, size, locked, &met))
				return;
		}
		if (quiet && !met)
			quiet[u] = lg->epoch;
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
	uint32_t   *quiet = subset_quiet(f, SUBSET_HIDDEN, size);
	int			k,
				d;

	for (k = 0; k < lg->nunits; k++)
	{
		int			u = subset_unit(lg, k),
					digits[SDK_MAX_SIZE],
					idx[4],
					count = 0;
		uint32_t	masks[SDK_MAX_SIZE],
					places;
		subset_walk w;
		bool		met = false;

		if (finder_interrupted(f))
			return;
		if (quiet && lg_quiet_units(lg, quiet[u], u, u))
			continue;
		for (d = 1; d <= lg->n; d++)
		{
			int			where = sdk_bit_count(lg->digit_places[d][u]);

			if (where >= 1 && where <= size)
			{
				masks[count] = lg->digit_places[d][u];
				digits[count++] = d;
			}
		}
		if (count < size)
			continue;
		/* the digits' combinations whose places (as bits of the unit's cells) make size cells at most */
		subset_walk_begin(&w);
		while ((places = subset_walk_next(&w, masks, count, size, idx)) != 0)
		{
			sdk_cellset cells;
			sdk_mask	subset = 0,
						others = 0;
			int			i,
						c;

			for (i = 0; i < size; i++)
				subset |= SDK_BIT(digits[idx[i]]);
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
			met = true;
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
		}
		if (quiet && !met)
			quiet[u] = lg->epoch;
	}
}
