/*
 * tech_wings.c -- XY-Wing, XYZ-Wing, W-Wing and Remote Pair: small
 * patterns of cells with two (or three) candidates.  (BUG+1 is with the
 * other uniqueness techniques, in tech_uniqueness.c.)
 */
#include "logic_internal.h"

/* Cells that see every one of the given cells. */
static sdk_cellset
seeing_all(const sdk_logic *lg, const int *cells, int count)
{
	sdk_cellset set;
	int			i;

	cs_clear(&set);
	for (i = 0; i < count; i++)
		cs_add(&set, cells[i]);
	return lg_common_peers(lg, &set);
}

static bool
emit_wing(sdk_finder *f, const char *kind, const int *cells, int count, sdk_mask digits,
		  int digit, const sdk_cellset *targets)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset hit = cs_and(targets, &lg->digit_cells[digit]);
	int			i;

	if (cs_empty(&hit))
		return true;
	step_begin(f, digits);
	for (i = 0; i < count; i++)
		step_cell(f, cells[i]);
	step_text(f, "%s: ", kind);
	for (i = 0; i < count; i++)
	{
		step_text(f, i == 0 ? "" : i == 1 ? " with " : ", ");
		step_text_cell(f, cells[i]);
		step_text(f, " (");
		step_text_digits(f, lg->pos.cand[cells[i]], "");
		step_text(f, ")");
	}
	step_eliminate_set(f, &hit, digit);
	return step_emit(f);
}

/*
 * XY-Wing: a pivot xy sees pincers xz and yz; whichever the pivot is, one
 * pincer is z, so cells seeing both pincers lose z.  XYZ-Wing: the pivot
 * is xyz, and the cells must see it too.
 */
static void
search_wing(sdk_finder *f, int pivot_size)
{
	sdk_logic  *lg = f->lg;
	int			pivot;

	CS_FOR_EACH(pivot, &lg->empty)
	{
		sdk_mask	pm = lg->pos.cand[pivot];
		int			peers[3 * SDK_MAX_SIZE],
					npeers = 0,
					c,
					i,
					j;

		if (sdk_bit_count(pm) != pivot_size)
			continue;
		CS_FOR_EACH(c, &lg->peers[pivot])
			if (!lg->pos.value[c] && sdk_bit_count(lg->pos.cand[c]) == 2 &&
				sdk_bit_count(lg->pos.cand[c] & pm) == (pivot_size == 2 ? 1 : 2))
				peers[npeers++] = c;
		for (i = 0; i < npeers; i++)
			for (j = i + 1; j < npeers; j++)
			{
				sdk_mask	a = lg->pos.cand[peers[i]],
							b = lg->pos.cand[peers[j]];
				sdk_mask	z = a & b;
				int			cells[3];
				sdk_cellset targets;

				if (sdk_bit_count(z) != 1 || a == b)
					continue;
				if (pivot_size == 2 ? (z & pm) != 0 || ((a | b) & ~z) != pm
					: (z & pm) == 0 || (a | b) != pm)
					continue;
				cells[0] = pivot;
				cells[1] = peers[i];
				cells[2] = peers[j];
				targets = pivot_size == 2 ? seeing_all(lg, cells + 1, 2) : seeing_all(lg, cells, 3);
				cs_remove(&targets, pivot);
				if (!emit_wing(f, pivot_size == 2 ? "XY-Wing" : "XYZ-Wing", cells, 3,
							   pivot_size == 2 ? (pm | z) : pm, sdk_mask_first(z), &targets))
					return;
			}
	}
}

void
find_xy_wing(sdk_finder *f, int param)
{
	(void) param;
	search_wing(f, 2);
}

void
find_xyz_wing(sdk_finder *f, int param)
{
	(void) param;
	search_wing(f, 3);
}

/*
 * W-Wing: two cells xy that do not see each other, and a strong link on x
 * whose ends see one cell each: one of the cells is y, so cells seeing
 * both lose y.
 */
void
find_w_wing(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			a;

	(void) param;
	CS_FOR_EACH(a, &lg->empty)
	{
		sdk_mask	pair = lg->pos.cand[a];
		int			b;

		if (sdk_bit_count(pair) != 2 || finder_interrupted(f))
			continue;
		for (b = cs_next(&lg->empty, a + 1); b >= 0; b = cs_next(&lg->empty, b + 1))
		{
			int			x,
						u;

			if (lg->pos.cand[b] != pair || lg_sees(lg, a, b))
				continue;
			MASK_FOR_EACH(x, pair)
			{
				int			y = sdk_mask_first(pair & ~SDK_BIT(x));

				for (u = 0; u < lg->nunits; u++)
				{
					sdk_cellset link = lg_unit_digit(lg, u, x);
					int			p,
								q,
								cells[4];
					sdk_cellset targets;

					if (cs_count(&link) != 2)
						continue;
					p = cs_next(&link, 0);
					q = cs_next(&link, p + 1);
					if (p == a || p == b || q == a || q == b)
						continue;
					if (!((lg_sees(lg, p, a) && lg_sees(lg, q, b)) ||
						  (lg_sees(lg, p, b) && lg_sees(lg, q, a))))
						continue;
					cells[0] = a;
					cells[1] = b;
					cells[2] = p;
					cells[3] = q;
					targets = seeing_all(lg, cells, 2);
					step_begin(f, pair);
					step_base(f, u);
					step_cell(f, a);
					step_cell(f, b);
					step_cell(f, p);
					step_cell(f, q);
					step_text(f, "W-Wing: %c%c in ", sdk_digit_char(sdk_mask_first(pair)),
							  sdk_digit_char(sdk_mask_first(pair & ~SDK_BIT(sdk_mask_first(pair)))));
					step_text_cell(f, a);
					step_text(f, ",");
					step_text_cell(f, b);
					step_text(f, " joined by %c in ", sdk_digit_char(x));
					step_text_cell(f, p);
					step_text(f, "=");
					step_text_cell(f, q);
					step_eliminate_set(f, &targets, y);
					if (!step_emit(f))
						return;
				}
			}
		}
	}
}

/*
 * Remote Pair: a chain of cells that all hold the same two digits, each
 * seeing the next; cells at an odd distance of 3 or more hold different
 * digits, so a cell seeing both loses both digits.
 */
void
find_remote_pair(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			start;

	(void) param;
	CS_FOR_EACH(start, &lg->empty)
	{
		sdk_mask	pair = lg->pos.cand[start];
		int			dist[SDK_MAX_CELLS],
					prev[SDK_MAX_CELLS],
					queue[SDK_MAX_CELLS],
					head = 0,
					tail = 0,
					c,
					end;

		if (sdk_bit_count(pair) != 2 || finder_interrupted(f))
			continue;
		for (c = 0; c < lg->ncells; c++)
			dist[c] = -1;
		dist[start] = 0;
		prev[start] = -1;
		queue[tail++] = start;
		while (head < tail)
		{
			int			x = queue[head++],
						y;

			CS_FOR_EACH(y, &lg->peers[x])
				if (dist[y] < 0 && !lg->pos.value[y] && lg->pos.cand[y] == pair)
				{
					dist[y] = dist[x] + 1;
					prev[y] = x;
					queue[tail++] = y;
				}
		}
		for (end = start + 1; end < lg->ncells; end++)
		{
			int			ends[2],
						chain[SDK_MAX_CELLS],
						length = 0,
						i,
						d;
			sdk_cellset targets;

			if (dist[end] < 3 || dist[end] % 2 == 0)
				continue;
			ends[0] = start;
			ends[1] = end;
			targets = seeing_all(lg, ends, 2);
			for (c = end; c >= 0; c = prev[c])
				chain[length++] = c;
			for (i = 0; i < length; i++)
				cs_remove(&targets, chain[i]);
			step_begin(f, pair);
			step_text(f, "Remote Pair: ");
			step_text_digits(f, pair, "/");
			step_text(f, " ");
			for (i = length - 1; i >= 0; i--)
			{
				step_cell(f, chain[i]);
				step_text_cell(f, chain[i]);
				if (i)
					step_text(f, "-");
			}
			MASK_FOR_EACH(d, pair)
				step_eliminate_set(f, &targets, d);
			if (!step_emit(f))
				return;
		}
	}
}
