/*
 * tech_coloring.c -- Simple Colors and Multi Colors.
 *
 * The strong links of one digit (units where it has two places) join cells
 * into clusters; in a cluster the two colours alternate, and exactly one
 * colour holds the digit.
 */
#include "logic_internal.h"

/* Colours every cell on a strong link of digit d, cluster by cluster. */
static void
colour_clusters(const sdk_logic *lg, int d, clusters *cl)
{
	int			partner_count[SDK_MAX_CELLS];
	int			partners[SDK_MAX_CELLS][3];
	int			queue[SDK_MAX_CELLS];
	int			u,
				c;

	cl->count = 0;
	for (c = 0; c < lg->ncells; c++)
	{
		cl->cluster[c] = -1;
		partner_count[c] = 0;
	}
	for (u = 0; u < lg->nunits; u++)
	{
		sdk_cellset where = lg_unit_digit(lg, u, d);
		int			a,
					b;

		if (cs_count(&where) != 2)
			continue;
		a = cs_next(&where, 0);
		b = cs_next(&where, a + 1);
		partners[a][partner_count[a]++] = b;
		partners[b][partner_count[b]++] = a;
	}
	for (c = 0; c < lg->ncells; c++)
	{
		int			head = 0,
					tail = 0,
					id;

		if (partner_count[c] == 0 || cl->cluster[c] >= 0)
			continue;
		id = cl->count++;
		cs_clear(&cl->member[id][0]);
		cs_clear(&cl->member[id][1]);
		cl->cluster[c] = id;
		cl->colour[c] = 0;
		cs_add(&cl->member[id][0], c);
		queue[tail++] = c;
		while (head < tail)
		{
			int			x = queue[head++],
						i;

			for (i = 0; i < partner_count[x]; i++)
			{
				int			y = partners[x][i];

				if (cl->cluster[y] >= 0)
					continue;
				cl->cluster[y] = id;
				cl->colour[y] = 1 - cl->colour[x];
				cs_add(&cl->member[id][cl->colour[y]], y);
				queue[tail++] = y;
			}
		}
	}
}

/* Cells that see at least one cell of the set. */
static sdk_cellset
seeing_any(const sdk_logic *lg, const sdk_cellset *cells)
{
	sdk_cellset seen;
	int			c;

	cs_clear(&seen);
	CS_FOR_EACH(c, cells)
		seen = cs_or(&seen, &lg->peers[c]);
	return seen;
}

/* Two cells of the set see each other. */
static bool
sees_itself(const sdk_logic *lg, const sdk_cellset *cells)
{
	int			c;

	CS_FOR_EACH(c, cells)
	{
		sdk_cellset both = cs_and(&lg->peers[c], cells);

		if (!cs_empty(&both))
			return true;
	}
	return false;
}

static void
text_colours(sdk_finder *f, const sdk_cellset *one, const sdk_cellset *two)
{
	step_text(f, "(");
	step_text_cells(f, one, ",");
	step_text(f, ") / (");
	step_text_cells(f, two, ",");
	step_text(f, ")");
}

/*
 * Simple Colors.  Wrap: two cells of one colour see each other, so that
 * colour is false everywhere.  Trap: a cell that sees both colours loses
 * the digit.
 */
void
find_simple_colors(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	clusters   *cl = &f->scratch.clusters;
	int			d,
				k,
				colour;

	(void) param;
	for (d = 1; d <= lg->n; d++)
	{
		colour_clusters(lg, d, cl);
		for (k = 0; k < cl->count; k++)
		{
			sdk_cellset *one = &cl->member[k][0],
					   *two = &cl->member[k][1];

			if (cs_count(one) + cs_count(two) < 4)
				continue;
			for (colour = 0; colour < 2; colour++)
				if (sees_itself(lg, &cl->member[k][colour]))
				{
					step_begin(f, SDK_BIT(d));
					step_text(f, "Simple Colors Wrap: %c in ", sdk_digit_char(d));
					text_colours(f, one, two);
					step_text(f, ", two cells of one colour see each other");
					step_eliminate_set(f, &cl->member[k][colour], d);
					if (!step_emit(f))
						return;
				}
			{
				sdk_cellset see_one = seeing_any(lg, one),
							see_two = seeing_any(lg, two),
							trap;

				trap = cs_and(&see_one, &see_two);
				trap = cs_andnot(&trap, one);
				trap = cs_andnot(&trap, two);
				step_begin(f, SDK_BIT(d));
				step_text(f, "Simple Colors Trap: %c in ", sdk_digit_char(d));
				text_colours(f, one, two);
				step_eliminate_set(f, &trap, d);
				if (!step_emit(f))
					return;
			}
		}
	}
}

/*
 * Multi Colors, two clusters A and B of one digit.  If a cell of colour a
 * sees a cell of colour b, a and b are not both true, so one of the other
 * colours a' and b' is: cells seeing both a' and b' lose the digit.  If a
 * colour a sees both colours of B, a is false.
 */
void
find_multi_colors(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	clusters   *cl = &f->scratch.clusters;
	int			d,
				i,
				j,
				a,
				b;

	(void) param;
	for (d = 1; d <= lg->n && !finder_interrupted(f); d++)
	{
		colour_clusters(lg, d, cl);
		for (i = 0; i < cl->count; i++)
			for (j = 0; j < cl->count; j++)
			{
				if (i == j)
					continue;
				for (a = 0; a < 2; a++)
				{
					sdk_cellset see_a = seeing_any(lg, &cl->member[i][a]);
					sdk_cellset hit0 = cs_and(&see_a, &cl->member[j][0]),
								hit1 = cs_and(&see_a, &cl->member[j][1]);

					if (!cs_empty(&hit0) && !cs_empty(&hit1))
					{
						step_begin(f, SDK_BIT(d));
						step_text(f, "Multi Colors: %c in ", sdk_digit_char(d));
						text_colours(f, &cl->member[i][0], &cl->member[i][1]);
						step_text(f, " and ");
						text_colours(f, &cl->member[j][0], &cl->member[j][1]);
						step_text(f, ", one colour sees both of the other cluster");
						step_eliminate_set(f, &cl->member[i][a], d);
						if (!step_emit(f))
							return;
					}
					if (j < i)
						continue;
					for (b = 0; b < 2; b++)
					{
						sdk_cellset hit = b ? hit1 : hit0,
									other_a,
									other_b,
									targets;

						if (cs_empty(&hit))
							continue;
						other_a = seeing_any(lg, &cl->member[i][1 - a]);
						other_b = seeing_any(lg, &cl->member[j][1 - b]);
						targets = cs_and(&other_a, &other_b);
						targets = cs_andnot(&targets, &cl->member[i][1 - a]);
						targets = cs_andnot(&targets, &cl->member[j][1 - b]);
						step_begin(f, SDK_BIT(d));
						step_text(f, "Multi Colors: %c in ", sdk_digit_char(d));
						text_colours(f, &cl->member[i][0], &cl->member[i][1]);
						step_text(f, " and ");
						text_colours(f, &cl->member[j][0], &cl->member[j][1]);
						step_text(f, ", colours seeing each other");
						step_eliminate_set(f, &targets, d);
						if (!step_emit(f))
							return;
					}
				}
			}
	}
}
