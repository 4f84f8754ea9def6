/*
 * tech_single_digit.c -- patterns of one digit built on strong links (a
 * unit where the digit has exactly two places): Skyscraper, 2-String Kite,
 * Turbot Fish, Empty Rectangle.
 *
 * Two strong links a=b and c=d joined by a weak link (b sees c): a or d
 * holds the digit, so a cell that sees both a and d cannot.
 */
#include "logic_internal.h"

typedef struct strong_link
{
	int			unit;
	int			a,
				b;
} strong_link;

/* The strong links of digit d, units in order. */
static int
strong_links(const sdk_logic *lg, int d, strong_link *links)
{
	int			u,
				count = 0;

	for (u = 0; u < lg->nunits; u++)
	{
		sdk_cellset where = lg_unit_digit(lg, u, d);

		if (cs_count(&where) == 2)
		{
			links[count].unit = u;
			links[count].a = cs_next(&where, 0);
			links[count].b = cs_next(&where, links[count].a + 1);
			count++;
		}
	}
	return count;
}

/*
 * Emits a=b-c=d (b sees c): d leaves the cells that see a and d.  kind
 * names the pattern.
 */
static bool
emit_two_links(sdk_finder *f, const char *kind, int digit, const strong_link *one, int a, int b,
			   const strong_link *two, int c, int e)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset ends,
				targets;

	cs_clear(&ends);
	cs_add(&ends, a);
	cs_add(&ends, e);
	targets = lg_common_peers(lg, &ends);
	targets = cs_and(&targets, &lg->digit_cells[digit]);
	cs_remove(&targets, b);
	cs_remove(&targets, c);
	if (cs_empty(&targets))
		return true;
	step_begin(f, SDK_BIT(digit));
	step_base(f, one->unit);
	step_base(f, two->unit);
	step_cell(f, a);
	step_cell(f, b);
	step_cell(f, c);
	step_cell(f, e);
	step_text(f, "%s: %c in ", kind, sdk_digit_char(digit));
	step_text_cell(f, a);
	step_text(f, "=");
	step_text_cell(f, b);
	step_text(f, "-");
	step_text_cell(f, c);
	step_text(f, "=");
	step_text_cell(f, e);
	step_text(f, " (");
	step_text_unit(f, one->unit);
	step_text(f, ", ");
	step_text_unit(f, two->unit);
	step_text(f, ")");
	step_eliminate_set(f, &targets, digit);
	return step_emit(f);
}

typedef enum link_pattern
{
	SKYSCRAPER,
	KITE,
	TURBOT
} link_pattern;

/* Which pattern two strong links joined at b-c make. */
static bool
pattern_is(const sdk_logic *lg, link_pattern want, const strong_link *one, int b,
		   const strong_link *two, int c)
{
	int			n = lg->n;
	int			t1 = lg_unit_type(lg, one->unit),
				t2 = lg_unit_type(lg, two->unit);

	switch (want)
	{
		case SKYSCRAPER:
			/* parallel lines, joined along the other direction */
			return t1 == t2 && t1 < 2 &&
				lg->cell_units[b][1 - t1] == lg->cell_units[c][1 - t1];
		case KITE:
			/* a row and a column, joined in a box */
			return t1 < 2 && t2 < 2 && t1 != t2 &&
				lg->cell_units[b][2] == lg->cell_units[c][2];
		case TURBOT:
			/* one link in a box */
			return (t1 == 2) != (t2 == 2);
	}
	(void) n;
	return false;
}

static void
search_two_links(sdk_finder *f, link_pattern want, const char *kind)
{
	sdk_logic  *lg = f->lg;
	strong_link links[3 * SDK_MAX_SIZE];
	int			d;

	for (d = 1; d <= lg->n; d++)
	{
		int			count = strong_links(lg, d, links),
					i,
					j,
					side1,
					side2;

		for (i = 0; i < count; i++)
			for (j = i + 1; j < count; j++)
			{
				const strong_link *one = &links[i],
						   *two = &links[j];

				for (side1 = 0; side1 < 2; side1++)
					for (side2 = 0; side2 < 2; side2++)
					{
						int			a = side1 ? one->b : one->a,
									b = side1 ? one->a : one->b,
									c = side2 ? two->b : two->a,
									e = side2 ? two->a : two->b;

						/* four different cells, b and c weakly linked */
						if (a == c || a == e || b == c || b == e || !lg_sees(lg, b, c))
							continue;
						/* the ends must not be linked themselves */
						if (lg_sees(lg, a, e))
							continue;
						if (!pattern_is(lg, want, one, b, two, c))
							continue;
						if (!emit_two_links(f, kind, d, one, a, b, two, c, e))
							return;
					}
			}
	}
}

void
find_skyscraper(sdk_finder *f, int param)
{
	(void) param;
	search_two_links(f, SKYSCRAPER, "Skyscraper");
}

void
find_two_string_kite(sdk_finder *f, int param)
{
	(void) param;
	search_two_links(f, KITE, "2-String Kite");
}

void
find_turbot_fish(sdk_finder *f, int param)
{
	(void) param;
	search_two_links(f, TURBOT, "Turbot Fish");
}

/*
 * Empty Rectangle: a digit's places in a box all lie on one row r and one
 * column c of it (with places off each).  With a strong link in a column
 * outside the box whose one end is on row r, the other end's row meets
 * column c in a cell that loses the digit; likewise with rows and columns
 * swapped.
 */
void
find_empty_rectangle(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				d,
				box;

	(void) param;
	for (d = 1; d <= n; d++)
		for (box = 2 * n; box < 3 * n; box++)
		{
			sdk_cellset where = lg_unit_digit(lg, box, d);
			int			r,
						c;

			if (cs_count(&where) < 2)
				continue;
			for (r = 0; r < n; r++)
				for (c = n; c < 2 * n; c++)
				{
					sdk_cellset cross = cs_or(&lg->unit_set[r], &lg->unit_set[c]);
					sdk_cellset off_row,
								off_col,
								outside;
					int			orientation;

					outside = cs_andnot(&where, &cross);
					off_col = cs_andnot(&where, &lg->unit_set[c]);
					off_row = cs_andnot(&where, &lg->unit_set[r]);
					if (!cs_empty(&outside) || cs_empty(&off_col) || cs_empty(&off_row))
						continue;
					/* the row and column must cross inside the box */
					{
						sdk_cellset meet = cs_and(&lg->unit_set[r], &lg->unit_set[c]);

						if (lg->cell_units[cs_next(&meet, 0)][2] != box)
							continue;
					}
					for (orientation = 0; orientation < 2; orientation++)
					{
						/* orientation 0: strong links in columns, end on row r */
						int			line_type = orientation == 0 ? 1 : 0;
						int			l;

						for (l = line_type * n; l < (line_type + 1) * n; l++)
						{
							sdk_cellset link = lg_unit_digit(lg, l, d);
							sdk_cellset in_box = cs_and(&link, &lg->unit_set[box]);
							int			p,
										q,
										target,
										ends;

							/* a strong link of its own, away from the box */
							if (cs_count(&link) != 2 || !cs_empty(&in_box))
								continue;
							p = cs_next(&link, 0);
							q = cs_next(&link, p + 1);
							for (ends = 0; ends < 2; ends++)
							{
								int			near = ends ? q : p,
											far = ends ? p : q;
								int			near_line = orientation == 0 ? lg->cell_units[near][0]
								: lg->cell_units[near][1];
								int			far_line = orientation == 0 ? lg->cell_units[far][0]
								: lg->cell_units[far][1];
								sdk_cellset meet;

								if (near_line != (orientation == 0 ? r : c))
									continue;
								meet = cs_and(&lg->unit_set[far_line],
											  &lg->unit_set[orientation == 0 ? c : r]);
								target = cs_next(&meet, 0);
								if (target < 0 || lg->cell_units[target][2] == box ||
									!cs_has(&lg->digit_cells[d], target))
									continue;
								step_begin(f, SDK_BIT(d));
								step_base(f, box);
								step_base(f, l);
								step_cell(f, near);
								step_cell(f, far);
								step_text(f, "Empty Rectangle: %c in ", sdk_digit_char(d));
								step_text_unit(f, box);
								step_text(f, " only in ");
								step_text_unit(f, r);
								step_text(f, ",");
								step_text_unit(f, c);
								step_text(f, ", strong link ");
								step_text_cell(f, near);
								step_text(f, "=");
								step_text_cell(f, far);
								step_eliminate(f, target, d);
								if (!step_emit(f))
									return;
							}
						}
					}
				}
		}
}
