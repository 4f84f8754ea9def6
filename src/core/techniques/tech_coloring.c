/*
 * tech_coloring.c -- Simple Colors (trap 0500, wrap 0501) and Multi Colors
 * (1: 0502, 2: 0503).
 *
 * The strong links of one digit (units where it has two places) join cells
 * into clusters; in a cluster the two colours alternate, and exactly one
 * colour holds the digit.
 *
 * HoDoKu has one search for both kinds of Simple Colors and one for both
 * kinds of Multi Colors, and its solver takes the first step a search
 * finds.  The finders below walk in its order, so that their first step is
 * HoDoKu's: digit by digit; for each digit the clusters as HoDoKu colours
 * them (see colour_clusters); for Simple Colors, per cluster the wrap, then
 * the trap; for Multi Colors, per ordered pair of clusters (i, j) the
 * type 2 step of i against j, then the type 1 step of the pair.  Every
 * cluster counts, one strong link alone too.  (HoDoKu lists all steps
 * sorted by its own measure; sdk_find_steps lists them in search order.)
 */
#include "techniques.h"

/*
 * Colours every cell on a strong link of digit d, cluster by cluster, as
 * HoDoKu does: a cluster starts at the first cell not coloured yet and
 * grows depth first, from each cell through its row, then its column, then
 * its box partner; the start has colour 0.  Records, per cluster and
 * colour, the cells that see a cell of that colour.
 */
static void
colour_clusters(const sdk_logic *lg, int d, clusters *cl)
{
	int			partner[3 * SDK_MAX_SIZE][2];	/* the unit's two cells, or -1 */
	int			stack[SDK_MAX_CELLS];
	uint8_t		next[SDK_MAX_CELLS];	/* the cell's next unit to follow */
	int			u,
				c,
				k;

	for (u = 0; u < lg->nunits; u++)
	{
		/* the digit's places in the unit (digit_places), in cell order */
		uint32_t	places = lg->digit_places[d][u];

		partner[u][0] = partner[u][1] = -1;
		if (sdk_bit_count(places) != 2)
			continue;
		partner[u][0] = lg->unit_cells[u][sdk_lowest_bit(places)];
		partner[u][1] = lg->unit_cells[u][sdk_lowest_bit(places & (places - 1))];
	}
	cl->count = 0;
	for (c = 0; c < lg->ncells; c++)
		cl->cluster[c] = -1;
	CS_FOR_EACH(c, &lg->digit_cells[d])
	{
		int			depth = 0,
					id;

		if (cl->cluster[c] >= 0)
			continue;
		for (k = 0; k < 3; k++)
			if (partner[lg->cell_units[c][k]][0] >= 0)
				break;
		if (k == 3)
			continue;			/* on no strong link */
		id = cl->count++;
		cs_clear(&cl->member[id][0]);
		cs_clear(&cl->member[id][1]);
		cl->cluster[c] = id;
		cl->colour[c] = 0;
		cs_add(&cl->member[id][0], c);
		stack[depth] = c;
		next[depth++] = 0;
		while (depth > 0)
		{
			int			x = stack[depth - 1],
						y;
			const int  *pair;

			if (next[depth - 1] == 3)
			{
				depth--;
				continue;
			}
			pair = partner[lg->cell_units[x][next[depth - 1]++]];
			if (pair[0] < 0)
				continue;
			y = pair[0] == x ? pair[1] : pair[0];
			if (cl->cluster[y] >= 0)
				continue;
			cl->cluster[y] = id;
			cl->colour[y] = 1 - cl->colour[x];
			cs_add(&cl->member[id][cl->colour[y]], y);
			stack[depth] = y;
			next[depth++] = 0;
		}
		for (k = 0; k < 2; k++)
		{
			int			m;

			cs_clear(&cl->seen[id][k]);
			CS_FOR_EACH(m, &cl->member[id][k])
				cl->seen[id][k] = cs_or(&cl->seen[id][k], &lg->peers[m]);
		}
	}
}

/* Some cell of the set sees some cell of the other. */
static bool
sees(const sdk_cellset *seen, const sdk_cellset *other)
{
	sdk_cellset both = cs_and(seen, other);

	return !cs_empty(&both);
}

static void
text_cluster(sdk_finder *f, const clusters *cl, int k)
{
	step_text(f, "(");
	step_text_cells(f, &cl->member[k][0], ",");
	step_text(f, ") / (");
	step_text_cells(f, &cl->member[k][1], ",");
	step_text(f, ")");
}

/*
 * Simple Colors, one cluster at a time.  Wrap: two cells of one colour
 * see each other, so that colour is false everywhere (both colours go in
 * one step if both wrap).  Trap: a cell that sees a cell of each colour
 * loses the digit; cells of the cluster are not left out (one can only be
 * there when its colour wraps).
 */
void
find_simple_colors(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	clusters   *cl = &f->scratch.clusters;
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_SIMPLE_COLORS);
	int			d,
				k,
				colour;

	(void) param;
	for (d = 1; d <= lg->n && !finder_interrupted(f); d++)
	{
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		colour_clusters(lg, d, cl);
		for (k = 0; k < cl->count; k++)
		{
			sdk_cellset wrapped,
						trapped;

			cs_clear(&wrapped);
			for (colour = 0; colour < 2; colour++)
				if (sees(&cl->seen[k][colour], &cl->member[k][colour]))
					wrapped = cs_or(&wrapped, &cl->member[k][colour]);
			if (!cs_empty(&wrapped))
			{
				step_begin(f, SDK_BIT(d));
				step_report_as(f, "0501");
				step_text(f, "Simple Colors Wrap: %c in ", sdk_digit_char(d));
				text_cluster(f, cl, k);
				step_text(f, ", two cells of one colour see each other");
				step_eliminate_set(f, &wrapped, d);
				if (!step_emit(f))
					return;
			}
			trapped = cs_and(&cl->seen[k][0], &cl->seen[k][1]);
			trapped = cs_and(&trapped, &lg->digit_cells[d]);
			if (!cs_empty(&trapped))
			{
				step_begin(f, SDK_BIT(d));
				step_report_as(f, "0500");
				step_text(f, "Simple Colors Trap: %c in ", sdk_digit_char(d));
				text_cluster(f, cl, k);
				step_eliminate_set(f, &trapped, d);
				if (!step_emit(f))
					return;
			}
		}
		if (quiet && f->offered == offered && !f->stopped)
			quiet[d] = lg->epoch;
	}
}

static void
text_two_clusters(sdk_finder *f, const char *name, int d, const clusters *cl, int i, int j)
{
	step_text(f, "%s: %c in ", name, sdk_digit_char(d));
	text_cluster(f, cl, i);
	step_text(f, " and ");
	text_cluster(f, cl, j);
}

/*
 * Multi Colors, two clusters A and B of one digit.  Type 2: if cells of
 * colour a see both colours of B, a is false.  Type 1: if a cell of colour
 * a sees a cell of colour b, a and b are not both true, so one of the
 * other colours a' and b' is: cells that see a' and b' lose the digit (one
 * step for all such a and b).
 *
 * HoDoKu tries type 1 for (A, B) and again for (B, A), which gives the
 * same step twice; it is made once here, for the first of the two pairs,
 * where HoDoKu's solver meets it first.
 */
void
find_multi_colors(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	clusters   *cl = &f->scratch.clusters;
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_MULTI_COLORS);
	int			d,
				i,
				j,
				a,
				b;

	(void) param;
	for (d = 1; d <= lg->n && !finder_interrupted(f); d++)
	{
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		colour_clusters(lg, d, cl);
		for (i = 0; i < cl->count && !finder_interrupted(f); i++)
			for (j = 0; j < cl->count; j++)
			{
				sdk_cellset dead,
							targets;

				if (i == j)
					continue;
				cs_clear(&dead);
				for (a = 0; a < 2; a++)
					if (sees(&cl->seen[i][a], &cl->member[j][0]) &&
						sees(&cl->seen[i][a], &cl->member[j][1]))
						dead = cs_or(&dead, &cl->member[i][a]);
				if (!cs_empty(&dead))
				{
					step_begin(f, SDK_BIT(d));
					step_report_as(f, "0503");
					text_two_clusters(f, "Multi Colors 2", d, cl, i, j);
					step_text(f, ", one colour sees both of the other cluster");
					step_eliminate_set(f, &dead, d);
					if (!step_emit(f))
						return;
				}
				if (j < i)
					continue;
				cs_clear(&targets);
				for (a = 0; a < 2; a++)
					for (b = 0; b < 2; b++)
						if (sees(&cl->seen[i][a], &cl->member[j][b]))
						{
							sdk_cellset both = cs_and(&cl->seen[i][1 - a], &cl->seen[j][1 - b]);

							targets = cs_or(&targets, &both);
						}
				targets = cs_and(&targets, &lg->digit_cells[d]);
				if (!cs_empty(&targets))
				{
					step_begin(f, SDK_BIT(d));
					step_report_as(f, "0502");
					text_two_clusters(f, "Multi Colors 1", d, cl, i, j);
					step_text(f, ", colours seeing each other");
					step_eliminate_set(f, &targets, d);
					if (!step_emit(f))
						return;
				}
			}
		if (quiet && f->offered == offered && !f->stopped)
			quiet[d] = lg->epoch;
	}
}
