/*
 * tech_fish.c -- basic fish (X-Wing, Swordfish, Jellyfish) and their
 * finned and sashimi forms, in rows and in columns.
 *
 * A fish of size k on digit d: k base lines (rows, say) whose places for d
 * all lie in k cover lines (columns); d then leaves the cover lines outside
 * the base lines.  A finned fish has extra places (fins) in the base lines,
 * all in one box: only cover cells in that box lose d.  It is sashimi when
 * some base line keeps a single place inside the cover.
 *
 * The search works on one small mask per base line (bit i: d can go where
 * the line crosses cover line i), which keeps the many combinations cheap.
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

/* The cell where base line b (of type base_type) meets cover line c. */
static int
crossing(const sdk_logic *lg, int base_type, int b, int c)
{
	return base_type == 0 ? b * lg->n + c : c * lg->n + b;
}

/* Emits the fish once its lines are chosen; false when the search must stop. */
static bool
emit_fish(sdk_finder *f, fish_kind kind, int size, int d, int base_type,
		  const int *bases, uint32_t cover, uint32_t base_set, int fin_box,
		  const sdk_cellset *fins)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				cover_type = 1 - base_type,
				base_units[4],
				cover_units[4],
				ncover = 0,
				i,
				c,
				b;

	step_begin(f, SDK_BIT(d));
	for (i = 0; i < size; i++)
	{
		base_units[i] = base_type * n + bases[i];
		step_base(f, base_units[i]);
	}
	for (c = 0; c < n; c++)
		if ((cover >> c) & 1)
		{
			cover_units[ncover++] = cover_type * n + c;
			step_cover(f, cover_type * n + c);
			for (b = 0; b < n; b++)
			{
				int			cell = crossing(lg, base_type, b, c);

				if ((base_set >> b) & 1)
					continue;
				if (kind != FISH_BASIC && lg->cell_units[cell][2] != fin_box)
					continue;
				step_eliminate(f, cell, d);
			}
		}
	if (f->step.neliminations == 0)
		return true;
	if (fins)
		CS_FOR_EACH(c, fins)
			step_cell(f, c);
	step_text(f, "%s%s: %c in ", kind == FISH_BASIC ? "" : kind == FISH_FINNED ? "Finned " : "Sashimi ",
			  fish_name(size), sdk_digit_char(d));
	step_text_units(f, base_units, size, ",");
	step_text(f, " only in ");
	step_text_units(f, cover_units, ncover, ",");
	if (fins)
	{
		step_text(f, ", fin%s ", cs_count(fins) > 1 ? "s" : "");
		step_text_cells(f, fins, ",");
	}
	return step_emit(f);
}

static void
search_fish(sdk_finder *f, int size, fish_kind kind)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				d,
				base_type;

	for (d = 1; d <= n && !finder_interrupted(f); d++)
		for (base_type = 0; base_type < 2; base_type++)
		{
			int			fin_width = kind == FISH_BASIC ? 0 :
				(base_type == 0 ? lg->pos.geo.box_cols : lg->pos.geo.box_rows);
			uint32_t	where[SDK_MAX_SIZE];
			int			lines[SDK_MAX_SIZE],
						nlines = 0,
						bidx[4],
						l,
						c;

			/* base lines: d open, in no more places than cover plus a box's width */
			for (l = 0; l < n; l++)
			{
				int			count;

				where[l] = 0;
				for (c = 0; c < n; c++)
					if (cs_has(&lg->digit_cells[d], crossing(lg, base_type, l, c)))
						where[l] |= 1u << c;
				count = sdk_bit_count(where[l]);
				if (count > 0 && count <= size + fin_width)
					lines[nlines++] = l;
			}
			if (nlines < size || !comb_first(bidx, size, nlines))
				continue;
			do
			{
				uint32_t	all = 0,
							base_set = 0;
				int			bases[4],
							span,
							i;
				int			cover_lines[SDK_MAX_SIZE],
							ncover = 0,
							cidx[4];

				for (i = 0; i < size; i++)
				{
					bases[i] = lines[bidx[i]];
					all |= where[bases[i]];
					base_set |= 1u << bases[i];
				}
				span = sdk_bit_count(all);
				if (kind == FISH_BASIC)
				{
					if (span == size &&
						!emit_fish(f, kind, size, d, base_type, bases, all, base_set, -1, NULL))
						return;
					continue;
				}
				if (span <= size || span > size + fin_width)
					continue;
				for (c = 0; c < n; c++)
					if ((all >> c) & 1)
						cover_lines[ncover++] = c;
				if (!comb_first(cidx, size, ncover))
					continue;
				do
				{
					uint32_t	cover = 0;
					sdk_cellset fins;
					int			fin_box = -1;
					bool		sashimi = false,
								fish = true;

					for (i = 0; i < size; i++)
						cover |= 1u << cover_lines[cidx[i]];
					cs_clear(&fins);
					for (i = 0; i < size && fish; i++)
					{
						uint32_t	body = where[bases[i]] & cover,
									out = where[bases[i]] & ~cover;
						int			count = sdk_bit_count(body);

						if (count == 0)
							fish = false;	/* a line of fins only is no fish */
						sashimi |= count == 1;
						for (c = 0; out && fish; c++, out >>= 1)
						{
							int			cell,
										box;

							if (!(out & 1))
								continue;
							cell = crossing(lg, base_type, bases[i], c);
							box = lg->cell_units[cell][2];
							if (fin_box >= 0 && box != fin_box)
								fish = false;
							fin_box = box;
							cs_add(&fins, cell);
						}
					}
					if (!fish || sashimi != (kind == FISH_SASHIMI))
						continue;
					if (!emit_fish(f, kind, size, d, base_type, bases, cover, base_set, fin_box, &fins))
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
