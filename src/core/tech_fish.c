/*
 * tech_fish.c -- basic fish (X-Wing, Swordfish, Jellyfish) and their
 * finned and sashimi forms, in rows and in columns, as HoDoKu 2.2 finds
 * them.
 *
 * A fish of size k on digit d: k base lines (rows, say) whose places for d
 * all lie in k cover lines (columns); d then leaves the cover lines outside
 * the base lines.  A finned fish has extra places (fins) in the base lines,
 * all in one box: only cover cells in that box lose d.  It is sashimi when
 * some base line keeps at most one place inside the cover (HoDoKu counts a
 * base line whose places are all fins as sashimi too).
 *
 * Siamese fish (HoDoKu's allowDualsAndSiamese, our duals_and_siamese): two
 * finned or sashimi fish on the same digit and the same base lines whose
 * covers differ and whose first eliminations differ, reported as one step
 * of the kind of the one found first.
 *
 * The order.  HoDoKu's solver takes the first fish its search meets:
 * digits in order, for each the rows as base lines before the columns, the
 * base lines and then the cover lines in lexicographic order of their
 * combinations.  Ours meets them in that order too.  With siamese fish
 * allowed it first collects every fish of the size and kind (all digits),
 * drops a fish whose eliminations one found earlier already makes, adds
 * the siamese pairs, and takes the fish with the most eliminations, then
 * the fewest fins, then the smallest digit, then the one found first (a
 * siamese fish counts the eliminations and fins of both halves and comes
 * after the single fish it ties with).  Its
 * sashimi search then takes the first sashimi fish its finned search of
 * the same size met, which is again the first found; only when the finned
 * fish of that size are not in use does it collect and sort sashimi fish.
 *
 * sdk_find_steps lists every instance instead, as HoDoKu's "all steps"
 * search (and its regression tester) does: every fish, and with siamese
 * fish allowed every siamese pair, where a finned fish may pair with a
 * sashimi one; with the option in the order above, without it in the
 * search's order.
 *
 * The search works on one small mask per base line (bit i: d can go where
 * the line crosses cover line i; the solver keeps them, digit_places),
 * which keeps the many combinations cheap.  It leaves out what cannot
 * make a fish without changing the order of the rest: base lines that
 * together span more cover lines than a fish can cover, and covers whose
 * fins lie in more than one box or that have no cell in the fins' box.
 */
#include "logic_internal.h"

#include <stdlib.h>

typedef enum fish_kind
{
	FISH_BASIC,
	FISH_FINNED,
	FISH_SASHIMI
} fish_kind;

#define KIND_BIT(kind) (1 << (kind))

/* A fish found: one cover or, when siamese, two over the same base lines. */
typedef struct fish
{
	uint8_t		digit;
	uint8_t		base_type;		/* 0: rows are the base lines, 1: columns */
	uint8_t		kind;
	uint8_t		size;
	uint8_t		bases[4];
	uint32_t	cover[2];		/* a bit per cover line; cover[1] is 0 unless siamese */
	int			nelim;			/* eliminations, for a siamese fish both halves' */
	int			nfins;			/* fins, likewise */
	int			first;			/* the first cell that loses the digit */
	int			seq;			/* the order in which the search met it */
	sdk_cellset elims;
} fish;

/* Fish kept for later: a list that grows in the environment's memory. */
typedef struct fish_list
{
	fish	   *items;
	int			count;
	int			cap;
} fish_list;

static const char *
fish_name(int size)
{
	return size == 2 ? "X-Wing" : size == 3 ? "Swordfish" : "Jellyfish";
}

/* HoDoKu's code of a kind and size: "0311" is a finned swordfish. */
static void
fish_code(char *code, fish_kind kind, int size)
{
	code[0] = '0';
	code[1] = '3';
	code[2] = (char) ('0' + (int) kind);
	code[3] = (char) ('0' + size - 2);
	code[4] = '\0';
}

/* The cell where base line b (of type base_type) meets cover line c. */
static int
crossing(const sdk_logic *lg, int base_type, int b, int c)
{
	return base_type == 0 ? b * lg->n + c : c * lg->n + b;
}

/* For each line of a type, the cover lines where d can go in it. */
static const uint32_t *
line_places(const sdk_logic *lg, int d, int base_type)
{
	return lg->digit_places[d] + base_type * lg->n;
}

/*
 * The fins of a fish (places in the base lines outside the cover) and the
 * kind it is; -1 when it is no fish that can eliminate: fins in more than
 * one box see no cover cell together.  *fin_box is -1 without fins.
 */
static int
fish_kind_of(const sdk_logic *lg, const fish *fi, uint32_t cover, const uint32_t *where,
			 sdk_cellset *fins, int *fin_box)
{
	int			i,
				c;
	bool		sashimi = false;

	if (fins)
		cs_clear(fins);
	*fin_box = -1;
	for (i = 0; i < fi->size; i++)
	{
		uint32_t	out = where[fi->bases[i]] & ~cover;

		sashimi |= sdk_bit_count(where[fi->bases[i]] & cover) <= 1;
		for (c = 0; out; c++, out >>= 1)
		{
			int			cell;

			if (!(out & 1))
				continue;
			cell = crossing(lg, fi->base_type, fi->bases[i], c);
			if (*fin_box >= 0 && lg->cell_units[cell][2] != *fin_box)
				return -1;
			*fin_box = lg->cell_units[cell][2];
			if (fins)
				cs_add(fins, cell);
		}
	}
	return *fin_box < 0 ? FISH_BASIC : sashimi ? FISH_SASHIMI : FISH_FINNED;
}

/* The cells that lose the digit: cover cells off the base lines (in the fin box). */
static void
fish_elims(const sdk_logic *lg, const fish *fi, uint32_t cover, int fin_box, sdk_cellset *elims)
{
	const uint32_t *where = line_places(lg, fi->digit, fi->base_type);
	uint32_t	base_set = 0,
				hit;
	int			i,
				l;

	cs_clear(elims);
	for (i = 0; i < fi->size; i++)
		base_set |= 1u << fi->bases[i];
	for (l = 0; l < lg->n; l++)
		for (hit = (base_set >> l) & 1 ? 0 : where[l] & cover; hit; hit &= hit - 1)
		{
			int			cell = crossing(lg, fi->base_type, l, sdk_lowest_bit(hit));

			if (fin_box < 0 || lg->cell_units[cell][2] == fin_box)
				cs_add(elims, cell);
		}
}

/* Emits a fish as a step; a siamese one with both covers, fins and eliminations. */
static bool
emit_fish(sdk_finder *f, const fish *fi)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				cover_type = 1 - fi->base_type,
				base_units[4],
				cover_units[2][SDK_MAX_SIZE],
				ncover[2] = {0, 0},
				halves = fi->cover[1] ? 2 : 1,
				h,
				i,
				c;
	const uint32_t *where = line_places(lg, fi->digit, fi->base_type);
	sdk_cellset all_fins,
				fins,
				elims;
	int			fin_box;
	char		code[8];

	step_begin(f, SDK_BIT(fi->digit));
	fish_code(code, (fish_kind) fi->kind, fi->size);
	step_report_as(f, code);
	if (halves == 2)
		f->step.flags |= SDK_STEP_SIAMESE;
	for (i = 0; i < fi->size; i++)
	{
		base_units[i] = fi->base_type * n + fi->bases[i];
		step_base(f, base_units[i]);
	}
	cs_clear(&all_fins);
	for (h = 0; h < halves; h++)
	{
		for (c = 0; c < n; c++)
			if ((fi->cover[h] >> c) & 1)
			{
				cover_units[h][ncover[h]++] = cover_type * n + c;
				step_cover(f, cover_type * n + c);
			}
		fish_kind_of(lg, fi, fi->cover[h], where, &fins, &fin_box);
		fish_elims(lg, fi, fi->cover[h], fin_box, &elims);
		all_fins = cs_or(&all_fins, &fins);
		step_eliminate_set(f, &elims, fi->digit);
	}
	CS_FOR_EACH(c, &all_fins)
		step_cell(f, c);
	step_text(f, "%s%s%s: %c in ", halves == 2 ? "Siamese " : "",
			  fi->kind == FISH_BASIC ? "" : fi->kind == FISH_FINNED ? "Finned " : "Sashimi ",
			  fish_name(fi->size), sdk_digit_char(fi->digit));
	step_text_units(f, base_units, fi->size, ",");
	step_text(f, " only in ");
	for (h = 0; h < halves; h++)
	{
		if (h)
			step_text(f, " or ");
		step_text_units(f, cover_units[h], ncover[h], ",");
	}
	if (!cs_empty(&all_fins))
	{
		step_text(f, ", fin%s ", cs_count(&all_fins) > 1 ? "s" : "");
		step_text_cells(f, &all_fins, ",");
	}
	return step_emit(f);
}

/*
 * Calls visit for every fish of a size whose kind is in kinds and which
 * eliminates something, in HoDoKu's order, and with NULL after each
 * combination of base lines; stops when visit returns false.
 */
typedef bool (*fish_visit) (sdk_finder *f, const fish *fi, void *arg);

/*
 * The search over one digit and one orientation.  Each line is a mask of
 * the cover lines where the digit can go in it (line_places); the cover
 * lines fall into groups of fin_width, those that cross one box, and the
 * base lines into groups of base_width likewise.
 */
typedef struct fish_scan
{
	sdk_finder *f;
	int			n;
	int			kinds;
	fish_visit	visit;
	void	   *arg;
	int			seq;			/* fish met so far (all digits) */
	const uint32_t *where;
	int			fin_width;		/* 0 when only basic fish are wanted */
	int			base_width;
	int			lines[SDK_MAX_SIZE];	/* the base lines that may take part */
	int			nlines;
	fish		fi;				/* digit, orientation and size set; bases as they are chosen */
} fish_scan;

/*
 * Visits the fish of the current base lines with one cover when it is of
 * a kind asked for and eliminates something; its fins, if any, lie in
 * one box.
 */
static bool
try_cover(fish_scan *s, uint32_t cover)
{
	const sdk_logic *lg = s->f->lg;
	fish	   *fi = &s->fi;
	int			size = fi->size,
				fin_box = -1,
				kind,
				i;
	bool		sashimi = false;

	for (i = 0; i < size; i++)
	{
		uint32_t	line = s->where[fi->bases[i]];

		sashimi |= sdk_bit_count(line & cover) <= 1;
		if (line & ~cover)
			fin_box = lg->cell_units[crossing(lg, fi->base_type, fi->bases[i],
											  sdk_lowest_bit(line & ~cover))][2];
	}
	kind = fin_box < 0 ? FISH_BASIC : sashimi ? FISH_SASHIMI : FISH_FINNED;
	if (!(s->kinds & KIND_BIT(kind)))
		return true;
	fish_elims(lg, fi, cover, fin_box, &fi->elims);
	if (cs_empty(&fi->elims))
		return true;
	fi->cover[0] = cover;
	fi->kind = (uint8_t) kind;
	fi->nelim = cs_count(&fi->elims);
	fi->nfins = 0;
	for (i = 0; i < size; i++)
		fi->nfins += sdk_bit_count(s->where[fi->bases[i]] & ~cover);
	fi->first = cs_next(&fi->elims, 0);
	fi->seq = s->seq++;
	return s->visit(s->f, fi, s->arg);
}

/*
 * The covers of the chosen base lines, whose places for the digit span
 * the cover lines in all, in lexicographic order of the combinations of
 * cover lines.  A cover leaves fins (places outside it) or none; fins all
 * lie in one box, else the fish eliminates nothing.  So a cover takes
 * every line of all outside the fins' group of cover lines, and some of
 * those inside; and takes one at least, or no cover cell is in the fins'
 * box.  In lexicographic order the covers whose fins lie in a later group
 * come first (they take the earlier group whole); within a group, the
 * lines taken inside it decide.
 */
static bool
try_covers(fish_scan *s, uint32_t all)
{
	int			size = s->fi.size,
				span = sdk_bit_count(all),
				g;

	if (span == size)
		return !(s->kinds & KIND_BIT(FISH_BASIC)) || try_cover(s, all);
	if (s->fin_width == 0)
		return true;
	for (g = s->n / s->fin_width - 1; g >= 0; g--)
	{
		uint32_t	group = ((1u << s->fin_width) - 1) << (g * s->fin_width),
					inside = all & group,
					outside = all & ~group,
					bits;
		int			take = size - sdk_bit_count(outside),
					at[SDK_MAX_SIZE],
					nat = 0,
					idx[4];

		if (take < 1 || take >= sdk_bit_count(inside))
			continue;
		for (bits = inside; bits; bits &= bits - 1)
			at[nat++] = sdk_lowest_bit(bits);
		comb_first(idx, take, nat);
		do
		{
			uint32_t	cover = outside;
			int			band = -1,
						i;
			bool		one_box = true;

			for (i = 0; i < take; i++)
				cover |= 1u << at[idx[i]];
			/* the fins' base lines must cross one box too */
			for (i = 0; i < size && one_box; i++)
				if (s->where[s->fi.bases[i]] & ~cover)
				{
					int			b = s->fi.bases[i] / s->base_width;

					one_box = band < 0 || band == b;
					band = b;
				}
			if (one_box && !try_cover(s, cover))
				return false;
		} while (comb_next(idx, take, nat));
	}
	return true;
}

/*
 * The combinations of base lines from the k-th on, in lexicographic order,
 * all being the cover lines the chosen ones span; a combination that spans
 * more than a fish can cover is not extended (more lines only span more).
 */
static bool
scan_bases(fish_scan *s, int k, int from, uint32_t all)
{
	int			size = s->fi.size,
				i;

	if (k == size)
	{
		if (finder_interrupted(s->f))
			return false;
		if (sdk_bit_count(all) < size)
			return true;
		return try_covers(s, all) && s->visit(s->f, NULL, s->arg);
	}
	for (i = from; i <= s->nlines - (size - k); i++)
	{
		uint32_t	more = all | s->where[s->lines[i]];

		if (sdk_bit_count(more) > size + s->fin_width)
			continue;
		s->fi.bases[k] = (uint8_t) s->lines[i];
		if (!scan_bases(s, k + 1, i + 1, more))
			return false;
	}
	return true;
}

static void
search_fish(sdk_finder *f, int size, int kinds, fish_visit visit, void *arg)
{
	sdk_logic  *lg = f->lg;
	fish_scan	s;
	int			d,
				base_type;

	s.f = f;
	s.n = lg->n;
	s.kinds = kinds;
	s.visit = visit;
	s.arg = arg;
	s.seq = 0;
	s.fi.size = (uint8_t) size;
	s.fi.cover[1] = 0;
	for (d = 1; d <= s.n && !finder_interrupted(f); d++)
		for (base_type = 0; base_type < 2; base_type++)
		{
			int			l;

			s.fin_width = kinds == KIND_BIT(FISH_BASIC) ? 0 :
				(base_type == 0 ? lg->pos.geo.box_cols : lg->pos.geo.box_rows);
			s.base_width = base_type == 0 ? lg->pos.geo.box_rows : lg->pos.geo.box_cols;
			s.where = line_places(lg, d, base_type);
			s.fi.digit = (uint8_t) d;
			s.fi.base_type = (uint8_t) base_type;
			/* base lines: d open, in no more places than cover plus a box's width */
			s.nlines = 0;
			for (l = 0; l < s.n; l++)
			{
				int			count = sdk_bit_count(s.where[l]);

				if (count > 0 && count <= size + s.fin_width)
					s.lines[s.nlines++] = l;
			}
			if (s.nlines >= size && !scan_bases(&s, 0, 0, 0))
				return;
		}
}

/* ---- keeping fish ---- */

static bool
fish_list_add(sdk_finder *f, fish_list *l, const fish *fi)
{
	fish	   *items = lg_list_room(f, l->items, &l->cap, l->count, sizeof(fish));

	if (!items)
		return false;
	l->items = items;
	l->items[l->count++] = *fi;
	return true;
}

static void
fish_list_free(sdk_finder *f, fish_list *l)
{
	if (l->items)
		f->lg->env->release(l->items, f->lg->env->arg);
	l->items = NULL;
	l->count = l->cap = 0;
}

static bool
same_base(const fish *a, const fish *b)
{
	return a->digit == b->digit && a->base_type == b->base_type &&
		memcmp(a->bases, b->bases, a->size) == 0;
}

/* The siamese fish of two fish on the same base lines, false when none. */
static bool
siamese_pair(const fish *a, const fish *b, fish *pair)
{
	if (!same_base(a, b) || a->kind == FISH_BASIC || b->kind == FISH_BASIC || a->first == b->first)
		return false;
	*pair = *a;
	pair->cover[1] = b->cover[0];
	pair->nelim = a->nelim + b->nelim;
	pair->nfins = a->nfins + b->nfins;
	pair->elims = cs_or(&a->elims, &b->elims);
	return true;
}

/* HoDoKu's choice among fish of one kind and size: see the top. */
static int
fish_order(const void *x, const void *y)
{
	const fish *a = x,
			   *b = y;

	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	if (a->nfins != b->nfins)
		return a->nfins - b->nfins;
	if (a->digit != b->digit)
		return a->digit - b->digit;
	return a->seq - b->seq;
}

/* ---- the ways of searching ---- */

/* Pairs come after every fish in the order (HoDoKu adds them at the end). */
#define PAIR_SEQ (1 << 30)

typedef struct fish_job
{
	fish_kind	want;			/* the kind the technique reports */
	bool		all_steps;		/* sdk_find_steps: every instance */
	fish_list	list;			/* the fish to sort and emit */
	fish_list	group;			/* all steps: the finned and sashimi fish of one base */
	int			pairs;
} fish_job;

/* Every fish of the wanted kind as the search meets it. */
static bool
visit_emit(sdk_finder *f, const fish *fi, void *arg)
{
	fish_job   *job = (fish_job *) arg;

	return !fi || fi->kind != job->want || emit_fish(f, fi);
}

/* Keeps a fish to sort; emits it at once when there is no memory. */
static bool
keep_fish(sdk_finder *f, fish_job *job, const fish *fi)
{
	return fish_list_add(f, &job->list, fi) || emit_fish(f, fi);
}

/*
 * Keeps the fish of the wanted kind.  For the solver, only those whose
 * eliminations no fish kept before makes (HoDoKu's onlyOneFishPerStep);
 * for all steps, every one, and after each combination of base lines the
 * siamese pairs among its finned and sashimi fish whose first half is of
 * the wanted kind.
 */
static bool
visit_collect(sdk_finder *f, const fish *fi, void *arg)
{
	fish_job   *job = (fish_job *) arg;
	int			i,
				j;

	if (!fi)
	{
		for (i = 0; i < job->group.count; i++)
			for (j = i + 1; j < job->group.count; j++)
			{
				fish		pair;

				if (job->group.items[i].kind == job->want &&
					siamese_pair(&job->group.items[i], &job->group.items[j], &pair))
				{
					pair.seq = PAIR_SEQ + job->pairs++;
					if (!keep_fish(f, job, &pair))
						return false;
				}
			}
		job->group.count = 0;
		return true;
	}
	/* out of memory: this fish pairs with none */
	if (job->all_steps && fi->kind != FISH_BASIC)
		fish_list_add(f, &job->group, fi);
	if (fi->kind != job->want)
		return true;
	for (i = 0; i < job->list.count && !job->all_steps; i++)
	{
		const fish *kept = &job->list.items[i];

		if (kept->digit == fi->digit && kept->nelim == fi->nelim &&
			cs_equal(&kept->elims, &fi->elims))
			return true;
	}
	return keep_fish(f, job, fi);
}

/* Whether the technique of a kind and size is in use. */
static bool
technique_in_use(sdk_finder *f, fish_kind kind, int size)
{
	char		code[8];

	fish_code(code, kind, size);
	return sdk_technique_enabled(&f->lg->opts, sdk_technique_lookup(code));
}

static void
find_fish(sdk_finder *f, int size, fish_kind want)
{
	fish_job	job;
	int			kinds = KIND_BIT(want),
				i,
				j,
				originals;

	memset(&job, 0, sizeof(job));
	job.want = want;
	job.all_steps = f->only >= 0;	/* sdk_find_steps, not the solver */
	if (!f->lg->opts.duals_and_siamese ||
		(!job.all_steps && want == FISH_SASHIMI && technique_in_use(f, FISH_FINNED, size)))
	{
		search_fish(f, size, kinds, visit_emit, &job);
		return;
	}
	if (job.all_steps && want != FISH_BASIC)
		kinds = KIND_BIT(FISH_FINNED) | KIND_BIT(FISH_SASHIMI);
	search_fish(f, size, kinds, visit_collect, &job);
	/* the solver pairs the fish it kept, in the order of their first halves */
	originals = job.list.count;
	for (i = 0; i < originals && !job.all_steps; i++)
		for (j = i + 1; j < originals && same_base(&job.list.items[i], &job.list.items[j]); j++)
		{
			fish		pair;

			if (siamese_pair(&job.list.items[i], &job.list.items[j], &pair))
			{
				pair.seq = PAIR_SEQ + job.pairs++;
				if (!keep_fish(f, &job, &pair))
					break;
			}
		}
	if (job.list.count > 0)
		qsort(job.list.items, (size_t) job.list.count, sizeof(fish), fish_order);
	for (i = 0; i < job.list.count; i++)
		if (!emit_fish(f, &job.list.items[i]))
			break;
	fish_list_free(f, &job.list);
	fish_list_free(f, &job.group);
}

void
find_basic_fish(sdk_finder *f, int size)
{
	find_fish(f, size, FISH_BASIC);
}

void
find_finned_fish(sdk_finder *f, int size)
{
	find_fish(f, size, FISH_FINNED);
}

void
find_sashimi_fish(sdk_finder *f, int size)
{
	find_fish(f, size, FISH_SASHIMI);
}
