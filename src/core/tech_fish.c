/*
 * tech_fish.c -- basic fish (X-Wing, Swordfish, Jellyfish) and their
 * finned and sashimi forms, in rows and in columns.
 *
 * A fish of size k on digit d: k base lines (rows, say) whose places for d
 * all lie in k cover lines (columns); d then leaves the cover lines outside
 * the base lines.  A finned fish has extra places (fins) in the base lines,
 * all in one box: only cover cells in that box lose d.  It is sashimi when
 * some base line keeps one place or none inside the cover.
 */
#include "logic_internal.h"

typedef enum fish_kind
{
	FISH_BASIC,
	FISH_FINNED,
	FISH_SASHIMI
} fish_kind;

static const char *
fish_name(int size)
{
	return size == 2 ? "X-Wing" : size == 3 ? "Swordfish" : "Jellyfish";
}

static void
search_fish(sdk_finder *f, int size, fish_kind kind)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				d,
				orientation;

	for (d = 1; d <= n; d++)
		for (orientation = 0; orientation < 2; orientation++)
		{
			int			base_type = orientation,
						cover_type = 1 - orientation;
			int			lines[SDK_MAX_SIZE],
						nlines = 0,
						bidx[4],
						l;
			sdk_cellset places[SDK_MAX_SIZE];

			/*
			 * Base lines: where d is open, in no more places than the cover
			 * lines plus, for fins, one box's width across them.
			 */
			int			fin_width = kind == FISH_BASIC ? 0 :
				(cover_type == 1 ? lg->pos.geo.box_cols : lg->pos.geo.box_rows);

			for (l = 0; l < n; l++)
			{
				int			count;

				places[l] = lg_unit_digit(lg, base_type * n + l, d);
				count = cs_count(&places[l]);
				if (count > 0 && count <= size + fin_width)
					lines[nlines++] = l;
			}
			if (nlines < size || !comb_first(bidx, size, nlines))
				continue;
			do
			{
				sdk_cellset all,
							base_cells;
				int			cover_lines[SDK_MAX_SIZE],
							ncover = 0,
							cidx[4],
							i,
							c;
				bool		seen[SDK_MAX_SIZE] = {false};

				cs_clear(&all);
				cs_clear(&base_cells);
				for (i = 0; i < size; i++)
				{
					all = cs_or(&all, &places[lines[bidx[i]]]);
					base_cells = cs_or(&base_cells, &lg->unit_set[base_type * n + lines[bidx[i]]]);
				}
				CS_FOR_EACH(c, &all)
				{
					int			cl = lg->cell_units[c][cover_type] - cover_type * n;

					if (!seen[cl])
					{
						seen[cl] = true;
						cover_lines[ncover++] = cl;
					}
				}
				if (kind == FISH_BASIC ? ncover != size
					: ncover <= size || ncover > size + fin_width)
					continue;
				/* cover lines in increasing order, for stable texts */
				for (i = 1; i < ncover; i++)
				{
					int			x = cover_lines[i],
								j;

					for (j = i; j > 0 && cover_lines[j - 1] > x; j--)
						cover_lines[j] = cover_lines[j - 1];
					cover_lines[j] = x;
				}
				if (!comb_first(cidx, size, ncover))
					continue;
				do
				{
					sdk_cellset cover_cells,
								fins,
								targets;
					int			fin_box = -1,
								base_units[4],
								cover_units[4];
					bool		sashimi = false;

					cs_clear(&cover_cells);
					for (i = 0; i < size; i++)
						cover_cells = cs_or(&cover_cells,
											&lg->unit_set[cover_type * n + cover_lines[cidx[i]]]);
					fins = cs_andnot(&all, &cover_cells);
					if (kind != FISH_BASIC)
					{
						int			first_fin = cs_next(&fins, 0);

						if (first_fin < 0)
							continue;
						fin_box = lg->cell_units[first_fin][2];
						CS_FOR_EACH(c, &fins)
							if (lg->cell_units[c][2] != fin_box)
								break;
						if (c >= 0)
							continue;
						for (i = 0; i < size; i++)
						{
							sdk_cellset body = cs_and(&places[lines[bidx[i]]], &cover_cells);
							int			count = cs_count(&body);

							if (count == 0)
								break;	/* a line of fins only is no fish */
							if (count == 1)
								sashimi = true;
						}
						if (i < size || sashimi != (kind == FISH_SASHIMI))
							continue;
					}
					targets = cs_andnot(&cover_cells, &base_cells);
					if (kind != FISH_BASIC)
						targets = cs_and(&targets, &lg->unit_set[fin_box]);
					targets = cs_and(&targets, &lg->digit_cells[d]);
					if (cs_empty(&targets))
						continue;
					step_begin(f, SDK_BIT(d));
					for (i = 0; i < size; i++)
					{
						base_units[i] = base_type * n + lines[bidx[i]];
						cover_units[i] = cover_type * n + cover_lines[cidx[i]];
						step_base(f, base_units[i]);
						step_cover(f, cover_units[i]);
					}
					CS_FOR_EACH(c, &fins)
						step_cell(f, c);
					step_text(f, "%s%s: %c in ", kind == FISH_BASIC ? "" :
							  kind == FISH_FINNED ? "Finned " : "Sashimi ",
							  fish_name(size), sdk_digit_char(d));
					step_text_units(f, base_units, size, ",");
					step_text(f, " only in ");
					step_text_units(f, cover_units, size, ",");
					if (kind != FISH_BASIC)
					{
						step_text(f, ", fin%s ", cs_count(&fins) > 1 ? "s" : "");
						step_text_cells(f, &fins, ",");
					}
					step_eliminate_set(f, &targets, d);
					if (!step_emit(f))
						return;
				} while (comb_next(cidx, size, ncover));
			} while (comb_next(bidx, size, nlines));
		}
}

void
find_basic_fish(sdk_finder *f, int size)
{
	search_fish(f, size, FISH_BASIC);
}

void
find_finned_fish(sdk_finder *f, int size)
{
	search_fish(f, size, FISH_FINNED);
}

void
find_sashimi_fish(sdk_finder *f, int size)
{
	search_fish(f, size, FISH_SASHIMI);
}
