/*
 * se_sets.c -- Sudoku Explainer's subsets, fish, XY- and XYZ-Wing (its model, serate 1.2.1.3).
 *
 * SE takes its combinations (of cells, digits or lines) as bit masks in
 * increasing order, which is colex order: the largest item decides first.
 * Its subsets look at blocks, then columns, then rows.
 */
#include "se.h"

/* The first combination of k items: the k lowest bits. */
static uint32_t
colex_first(int k)
{
	return (uint32_t) (((uint64_t) 1 << k) - 1);
}

/*
 * The next combination of as many items out of count after x, in
 * increasing order of the masks (Gosper's rule); 0 when x was the last.
 */
static uint32_t
colex_next(uint32_t x, int count)
{
	uint64_t	low = x & (~x + 1),
				up = (uint64_t) x + low,
				next;

	next = up | ((((uint64_t) x ^ up) / low) >> 2);
	return next >> count ? 0 : (uint32_t) next;
}

/*
 * SE's test of a common tuple (its searchCommonTuple) over the items of
 * combination comb: each mask has at least two bits and their union has
 * exactly size bits.  The union, or 0.
 */
static uint32_t
se_common_tuple(const uint32_t *masks, uint32_t comb, int size)
{
	uint32_t	all = 0;
	int			i;

	for (i = 0; comb; i++, comb >>= 1)
		if (comb & 1)
		{
			if (sdk_bit_count(masks[i]) < 2)
				return 0;
			all |= masks[i];
		}
	return sdk_bit_count(all) == size ? all : 0;
}

/*
 * The direct form of a hidden set (digits set in the places where of unit
 * u): the first digit outside the set, in order, with more than one place
 * in u and exactly one outside the set's cells is placed there; no other
 * change (Direct Hidden Pair or Triplet).  False when the search must stop.
 */
static bool
se_hidden_direct(sdk_finder *f, int u, sdk_mask set, uint32_t where, int size)
{
	sdk_logic  *lg = f->lg;
	int			w;

	for (w = 1; w <= lg->n; w++)
	{
		uint32_t	q = lg->digit_places[w][u];
		int			c;

		if ((set & SDK_BIT(w)) || sdk_bit_count(q) < 2 || sdk_bit_count(q & ~where) != 1)
			continue;
		c = lg->unit_cells[u][sdk_lowest_bit(q & ~where)];
		step_begin(f, set | SDK_BIT(w));
		step_report_se(f, size == 2 ? "Direct Hidden Pair" : "Direct Hidden Triplet", 0);
		step_base(f, u);
		step_cell(f, c);
		step_text(f, "%s: ", size == 2 ? "Direct Hidden Pair" : "Direct Hidden Triplet");
		step_text_digits(f, set, "/");
		step_text(f, " in ");
		step_text_unit(f, u);
		step_text(f, ", so %c only in ", sdk_digit_char(w));
		step_text_cell(f, c);
		step_place(f, c, w);
		return step_emit(f);
	}
	return true;
}

/*
 * SE's hidden sets of size digits (param: the size, plus SE_DIRECT for
 * the direct form): per unit in its order with more than twice size empty
 * cells (more than size for the direct form), the combinations of digits
 * whose places (two or more each) together fill size cells; the other
 * digits leave those cells, or in the direct form a digit left with one
 * place is placed.
 */
void
se_find_hidden_set(sdk_finder *f, int param)
{
	static const char *const names[] = {"", "", "Hidden Pair", "Hidden Triplet", "Hidden Quad"};
	sdk_logic  *lg = f->lg;
	bool		direct = (param & SE_DIRECT) != 0;
	int			size = param & (SE_DIRECT - 1),
				k;

	for (k = 0; k < 3 * lg->n; k++)
	{
		int			u = se_unit(lg, k),
					empty = se_unit_empty(lg, u),
					i;
		uint32_t	comb,
					places[SDK_MAX_SIZE];

		/* C(25, 4) combinations a unit on a 25x25 */
		if (finder_interrupted(f))
			return;
		if (!(empty > 2 * size || (direct && empty > size)))
			continue;
		for (i = 0; i < lg->n; i++)
			places[i] = lg->digit_places[i + 1][u];
		for (comb = colex_first(size); comb; comb = colex_next(comb, lg->n))
		{
			sdk_mask	set = (sdk_mask) comb;
			uint32_t	where = se_common_tuple(places, comb, size);

			if (!where)
				continue;
			if (direct)
			{
				if (!se_hidden_direct(f, u, set, where, size))
					return;
				continue;
			}
			step_begin(f, set);
			step_report_se(f, names[size], 0);
			step_base(f, u);
			step_text(f, "%s: ", names[size]);
			step_text_digits(f, set, "/");
			step_text(f, " in ");
			step_text_unit(f, u);
			for (i = 0; i < lg->n; i++)
				if (where & ((uint32_t) 1 << i))
				{
					int			c = lg->unit_cells[u][i],
								d;

					step_cell(f, c);
					MASK_FOR_EACH(d, lg->pos.cand[c] & ~set)
						step_eliminate(f, c, d);
				}
			if (!step_emit(f))
				return;
		}
	}
}

/*
 * SE's naked sets of size cells: per unit in its order with at least
 * twice size empty cells, the combinations of its cells whose candidates
 * (two or more each) together are size digits; those digits leave the
 * unit's other cells (that unit only).
 */
void
se_find_naked_set(sdk_finder *f, int size)
{
	static const char *const names[] = {"", "", "Naked Pair", "Naked Triplet", "Naked Quad"};
	sdk_logic  *lg = f->lg;
	int			k;

	for (k = 0; k < 3 * lg->n; k++)
	{
		int			u = se_unit(lg, k),
					i;
		uint32_t	comb,
					cands[SDK_MAX_SIZE];

		if (finder_interrupted(f))
			return;
		if (se_unit_empty(lg, u) < 2 * size)
			continue;
		for (i = 0; i < lg->n; i++)
		{
			int			c = lg->unit_cells[u][i];

			cands[i] = lg->pos.value[c] ? 0 : (uint32_t) lg->pos.cand[c];
		}
		for (comb = colex_first(size); comb; comb = colex_next(comb, lg->n))
		{
			sdk_mask	set = (sdk_mask) se_common_tuple(cands, comb, size);
			int			d;

			if (!set)
				continue;
			step_begin(f, set);
			step_report_se(f, names[size], 0);
			step_base(f, u);
			step_text(f, "%s: ", names[size]);
			step_text_digits(f, set, "/");
			step_text(f, " in ");
			step_text_unit(f, u);
			for (i = 0; i < lg->n; i++)
			{
				int			c = lg->unit_cells[u][i];

				if (comb & ((uint32_t) 1 << i))
					step_cell(f, c);
				else
					MASK_FOR_EACH(d, set)
						step_eliminate(f, c, d);
			}
			if (!step_emit(f))
				return;
		}
	}
}

/*
 * One pass of SE's fish: base lines of one type (columns, then rows),
 * the combinations of size of them, then each digit placed at most
 * n - 2 size times, whose places in each base line (two or more) lie in
 * size cover lines together; the digit leaves the rest of the cover
 * lines.  False when the search must stop.
 */
static bool
se_fish_pass(sdk_finder *f, int size, int base_type, int cover_type, const int *placed)
{
	static const char *const names[] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
	sdk_logic  *lg = f->lg;
	int			n = lg->n;
	long		combs = 0;
	uint32_t	comb;

	for (comb = colex_first(size); comb; comb = colex_next(comb, n))
	{
		int			d;

		/* C(25, 4) combinations of lines on a 25x25, each for every digit */
		if ((++combs & 255) == 0 && finder_interrupted(f))
			return false;

		for (d = 1; d <= n; d++)
		{
			uint32_t	places[SDK_MAX_SIZE],
						covers;
			sdk_cellset bases,
						rest;
			int			i;

			if (placed[d] + 2 * size > n)
				continue;
			cs_clear(&bases);
			for (i = 0; i < n; i++)
			{
				places[i] = lg->digit_places[d][base_type * n + i];
				if (comb & ((uint32_t) 1 << i))
					bases = cs_or(&bases, &lg->unit_set[base_type * n + i]);
			}
			covers = se_common_tuple(places, comb, size);
			if (!covers)
				continue;
			step_begin(f, SDK_BIT(d));
			step_report_se(f, names[size], 0);
			step_text(f, "%s: %c in ", names[size], sdk_digit_char(d));
			for (i = 0; i < n; i++)
				if (comb & ((uint32_t) 1 << i))
				{
					step_base(f, base_type * n + i);
					step_text_unit(f, base_type * n + i);
					step_text(f, " ");
				}
			step_text(f, "only in");
			for (i = 0; i < n; i++)
				if (covers & ((uint32_t) 1 << i))
				{
					step_cover(f, cover_type * n + i);
					step_text(f, " ");
					step_text_unit(f, cover_type * n + i);
					rest = cs_andnot(&lg->unit_set[cover_type * n + i], &bases);
					step_eliminate_set(f, &rest, d);
				}
			if (!step_emit(f))
				return false;
		}
	}
	return true;
}

/*
 * SE's X-Wing, Swordfish and Jellyfish (size 2, 3, 4): columns as base
 * lines first, then rows.
 */
void
se_find_fish(sdk_finder *f, int size)
{
	sdk_logic  *lg = f->lg;
	int			placed[SDK_MAX_SIZE + 1] = {0},
				c;

	for (c = 0; c < lg->ncells; c++)
		if (lg->pos.value[c])
			placed[lg->pos.value[c]]++;
	if (se_fish_pass(f, size, SDK_UNIT_COL, SDK_UNIT_ROW, placed))
		se_fish_pass(f, size, SDK_UNIT_ROW, SDK_UNIT_COL, placed);
}

/*
 * Whether three candidate sets make SE's XY-Wing (pivot of two, nothing
 * common to all three) or XYZ-Wing (pivot of three, one digit common):
 * wings of two, three digits in all.
 */
static bool
se_wing_digits(sdk_mask xy, sdk_mask xz, sdk_mask yz, bool xyz)
{
	if (sdk_bit_count(xy) != (xyz ? 3 : 2) || sdk_bit_count(xz) != 2 || sdk_bit_count(yz) != 2)
		return false;
	return sdk_bit_count(xy | xz | yz) == 3 && sdk_bit_count(xy & xz & yz) == (xyz ? 1 : 0);
}

/*
 * SE's XY-Wing (xyz 0) and XYZ-Wing (1): pivots in cell order, then each
 * wing among the pivot's house cells (SE's order) with two candidates, one
 * of them the pivot's but one, then each second wing the same way; z (the
 * lowest digit the wings share) leaves the cells that see both wings (and
 * the pivot, for XYZ).
 */
void
se_find_xy_wing(sdk_finder *f, int xyz)
{
	sdk_logic  *lg = f->lg;
	int			pivot;

	CS_FOR_EACH(pivot, &lg->empty)
	{
		sdk_mask	xy = lg->pos.cand[pivot];
		int			house[3 * SDK_MAX_SIZE],
					nhouse,
					i,
					j;

		if (sdk_bit_count(xy) != (xyz ? 3 : 2))
			continue;
		nhouse = se_house_cells(lg, pivot, house);
		for (i = 0; i < nhouse; i++)
		{
			int			a = house[i];
			sdk_mask	xz = lg->pos.value[a] ? 0 : lg->pos.cand[a];

			if (sdk_bit_count(xz) != 2 || sdk_bit_count(xy & ~xz) != 1)
				continue;
			for (j = 0; j < nhouse; j++)
			{
				int			b = house[j],
							z;
				sdk_mask	yz = lg->pos.value[b] ? 0 : lg->pos.cand[b];
				sdk_cellset victims;

				if (!se_wing_digits(xy, xz, yz, xyz != 0))
					continue;
				z = sdk_mask_first(xz & yz);
				victims = cs_and(&lg->peers[a], &lg->peers[b]);
				if (xyz)
					victims = cs_and(&victims, &lg->peers[pivot]);
				cs_remove(&victims, pivot);
				step_begin(f, xy | xz | yz);
				step_report_se(f, xyz ? "XYZ-Wing" : "XY-Wing", 0);
				step_cell(f, pivot);
				step_cell(f, a);
				step_cell(f, b);
				step_text(f, "%s: ", xyz ? "XYZ-Wing" : "XY-Wing");
				step_text_cell(f, pivot);
				step_text(f, ", ");
				step_text_cell(f, a);
				step_text(f, ", ");
				step_text_cell(f, b);
				step_text(f, " (z = %c)", sdk_digit_char(z));
				step_eliminate_set(f, &victims, z);
				if (!step_emit(f))
					return;
			}
		}
	}
}
