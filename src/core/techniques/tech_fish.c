/*
 * tech_fish.c -- basic fish (X-Wing, Swordfish, Jellyfish, Squirmbag,
 * Whale, Leviathan) and their finned and sashimi forms, in rows and in
 * columns, as HoDoKu 2.2 finds them; and what every fish technique shares
 * (tech_fish.h): the step a fish makes, the siamese pairs, HoDoKu's choice
 * among fish.
 *
 * A basic fish of size k on digit d: k base lines (rows, say) whose places
 * for d all lie in k cover lines (columns); d then leaves the cover lines
 * outside the base lines.  A finned fish has extra places (fins) in the
 * base lines, all in one box: only cover cells in that box lose d.  It is
 * sashimi when some base line keeps at most one place inside the cover
 * (HoDoKu counts a base line whose places are all fins as sashimi too).
 *
 * Siamese fish (HoDoKu's allowDualsAndSiamese, our duals_and_siamese): two
 * fish of one category (finless, finned or sashimi basic, Franken, ...) on
 * the same digit and the same base units whose first eliminations differ,
 * reported as one step of the kind of the one found first.
 *
 * The order.  HoDoKu's solver takes the first fish its search meets:
 * digits in order, for each the rows as base lines before the columns, the
 * base lines and then the cover lines in lexicographic order of their
 * combinations.  Ours meets them in that order too.  With siamese fish
 * allowed it first collects every fish of the size and kind (all digits),
 * drops a fish whose eliminations one found earlier already makes, adds
 * the siamese pairs, and takes the fish with the most eliminations, then
 * (SolutionStep.compareTo) the one of the smaller category, size, not
 * sashimi, with fewer cannibalistic eliminations, fewer endo fins, fewer
 * fins, the smaller digit, then the one found first (a siamese fish counts
 * the eliminations and fins of both halves and comes after the single
 * fish it ties with).  Its sashimi search then takes the first sashimi
 * fish its finned search of the same size met, which is again the first
 * found; only when the finned fish of that size are not in use does it
 * collect and sort sashimi fish.
 *
 * sdk_find_steps lists every instance instead, as HoDoKu's "all steps"
 * search (and its regression tester) does: every fish, and with siamese
 * fish allowed every siamese pair, where a finned fish may pair with a
 * sashimi one; with the option in the order above, without it in the
 * search's order.
 *
 * The basic search works on one small mask per base line (bit i: d can go
 * where the line crosses cover line i; the solver keeps them,
 * digit_places), which keeps the many combinations cheap.  It leaves out
 * what cannot make a fish without changing the order of the rest: base
 * lines that together span more cover lines than a fish can cover, and
 * covers whose fins lie in more than one box or that have no cell in the
 * fins' box.  HoDoKu checks templates before its largest fish (Whale and
 * Leviathan); they only spare it searches that find nothing.
 */
#include "tech_fish.h"

#include <stdlib.h>

int
fish_category(fish_kind kind)
{
	/* basic, finned basic (finned and sashimi), Franken, finned Franken, ... */
	return kind == FISH_BASIC ? 0 : kind <= FISH_SASHIMI ? 1 : (int) kind - 1;
}

/* HoDoKu's code of a kind and size: "0311" is a finned swordfish. */
void
fish_code(char *code, fish_kind kind, int size)
{
	code[0] = '0';
	code[1] = '3';
	code[2] = (char) ('0' + (int) kind);
	code[3] = (char) ('0' + size - 2);
	code[4] = '\0';
}

/* ---- the step ---- */

bool
fish_emit(sdk_finder *f, const fish *fi, int technique)
{
	const sdk_technique *t;
	int			halves = fi->ncover[1] ? 2 : 1,
				units[FISH_MAX_SIZE],
				h,
				i,
				c;

	step_begin(f, SDK_BIT(fi->digit));
	if (technique >= 0)
		f->step.technique = technique;
	t = lg_technique(f->lg, f->step.technique);
	if (halves == 2)
		f->step.flags |= SDK_STEP_SIAMESE;
	for (i = 0; i < fi->size; i++)
	{
		units[i] = fi->base[i];
		step_base(f, fi->base[i]);
	}
	for (h = 0; h < halves; h++)
		for (i = 0; i < fi->ncover[h]; i++)
			step_cover(f, fi->cover[h][i]);
	step_eliminate_set(f, &fi->elims, fi->digit);
	CS_FOR_EACH(c, &fi->fins)
		step_cell(f, c);
	CS_FOR_EACH(c, &fi->endo)
		step_cell(f, c);
	step_text(f, "%s%s: %c in ", halves == 2 ? "Siamese " : "", t->name, sdk_digit_char(fi->digit));
	step_text_units(f, units, fi->size, ",");
	step_text(f, " only in ");
	for (h = 0; h < halves; h++)
	{
		for (i = 0; i < fi->ncover[h]; i++)
			units[i] = fi->cover[h][i];
		if (h)
			step_text(f, " or ");
		step_text_units(f, units, fi->ncover[h], ",");
	}
	if (!cs_empty(&fi->fins))
	{
		step_text(f, ", fin%s ", cs_count(&fi->fins) > 1 ? "s" : "");
		step_text_cells(f, &fi->fins, ",");
	}
	if (!cs_empty(&fi->endo))
	{
		step_text(f, ", endo fin%s ", cs_count(&fi->endo) > 1 ? "s" : "");
		step_text_cells(f, &fi->endo, ",");
	}
	return step_emit(f);
}

/* ---- the basic search ---- */

/* A basic fish as the search builds it: lines and a mask of cover lines. */
typedef struct line_fish
{
	uint8_t		digit;
	uint8_t		base_type;		/* 0: rows are the base lines, 1: columns */
	uint8_t		kind;
	uint8_t		size;
	uint8_t		bases[FISH_MAX_SIZE];
	sdk_cellset elims;
} line_fish;

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

/* The cells that lose the digit: cover cells off the base lines (in the fin box). */
static void
line_fish_elims(const sdk_logic *lg, const line_fish *fi, uint32_t cover, int fin_box,
				sdk_cellset *elims)
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
	line_fish	fi;				/* digit, orientation and size set; bases as they are chosen */
} fish_scan;

/* The line fish with one cover as a fish record. */
static void
line_fish_record(fish_scan *s, uint32_t cover, fish *out)
{
	const sdk_logic *lg = s->f->lg;
	const line_fish *fi = &s->fi;
	int			cover_type = 1 - fi->base_type,
				i,
				c;

	out->digit = fi->digit;
	out->size = fi->size;
	out->kind = fi->kind;
	out->ncover[0] = 0;
	out->ncover[1] = 0;
	for (i = 0; i < fi->size; i++)
		out->base[i] = (uint8_t) (fi->base_type * lg->n + fi->bases[i]);
	for (c = 0; c < lg->n; c++)
		if ((cover >> c) & 1)
			out->cover[0][out->ncover[0]++] = (uint8_t) (cover_type * lg->n + c);
	out->elims = fi->elims;
	out->nelim = cs_count(&fi->elims);
	out->first = cs_next(&fi->elims, 0);
	cs_clear(&out->fins);
	cs_clear(&out->endo);
	for (i = 0; i < fi->size; i++)
	{
		uint32_t	outside = s->where[fi->bases[i]] & ~cover;

		for (; outside; outside &= outside - 1)
			cs_add(&out->fins, crossing(lg, fi->base_type, fi->bases[i], sdk_lowest_bit(outside)));
	}
	out->nfins = cs_count(&out->fins);
	out->nendo = 0;
	out->ncannibal = 0;
	out->seq = s->seq++;
}

/*
 * Visits the fish of the current base lines with one cover when it is of
 * a kind asked for and eliminates something; its fins, if any, lie in
 * one box.
 */
static bool
try_cover(fish_scan *s, uint32_t cover)
{
	const sdk_logic *lg = s->f->lg;
	line_fish  *fi = &s->fi;
	int			size = fi->size,
				fin_box = -1,
				kind,
				i;
	bool		sashimi = false;
	fish		rec;

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
	line_fish_elims(lg, fi, cover, fin_box, &fi->elims);
	if (cs_empty(&fi->elims))
		return true;
	fi->kind = (uint8_t) kind;
	line_fish_record(s, cover, &rec);
	return s->visit(s->f, &rec, s->arg);
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
					idx[FISH_MAX_SIZE];

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
 * Whether base lines spanning these cover lines, or more, may still make
 * a fish (more lines only span more): a basic one spans size lines; a
 * finned one's cover takes every line outside its fins' group and one at
 * least inside, so it spans size - 1 at most outside that group.
 */
static bool
may_make_fish(const fish_scan *s, uint32_t all)
{
	int			size = s->fi.size,
				g;

	if (sdk_bit_count(all) <= size)
		return true;
	for (g = 0; s->fin_width > 0 && g < s->n / s->fin_width; g++)
		if (sdk_bit_count(all & ~(((1u << s->fin_width) - 1) << (g * s->fin_width))) < size)
			return true;
	return false;
}

/*
 * The combinations of base lines from the k-th on, in lexicographic order,
 * all being the cover lines the chosen ones span; a combination that can
 * make no fish is not extended (may_make_fish).
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

		if (!may_make_fish(s, more))
			continue;
		s->fi.bases[k] = (uint8_t) s->lines[i];
		if (!scan_bases(s, k + 1, i + 1, more))
			return false;
	}
	return true;
}

/* The basic search: the kinds a request asks for, every digit, rows then columns. */
static void
search_lines(sdk_finder *f, const fish_request *req, fish_visit visit, void *arg)
{
	sdk_logic  *lg = f->lg;
	fish_scan	s;
	int			size = req->size,
				d,
				base_type;
	uint32_t   *quiet;

	s.f = f;
	s.n = lg->n;
	/*
	 * The solver's searches look for one kind each; all steps, finned and
	 * sashimi fish together (they pair), or basic ones.
	 */
	s.kinds = KIND_BIT(req->want);
	if (req->all_steps && req->want != FISH_BASIC)
		s.kinds = KIND_BIT(FISH_FINNED) | KIND_BIT(FISH_SASHIMI);
	s.visit = visit;
	s.arg = arg;
	s.seq = 0;
	s.fi.size = (uint8_t) size;
	/*
	 * The solver's search for one kind passes over a digit that met no
	 * fish of it at an earlier position with the same candidates of it.
	 */
	quiet = !req->all_steps && lg->epoch > 0 && req->want <= FISH_SASHIMI &&
		size < LG_FISH_QUIET_SIZES ? lg->fish_quiet[req->want][size] : NULL;
	for (d = 1; d <= s.n && !finder_interrupted(f); d++)
	{
		int			met = s.seq;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		for (base_type = 0; base_type < 2; base_type++)
		{
			int			l;

			s.fin_width = s.kinds == KIND_BIT(FISH_BASIC) ? 0 :
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
		if (quiet && s.seq == met && !f->stopped)
			quiet[d] = lg->epoch;
	}
}

/* ---- keeping fish ---- */

/* Fish kept for later: a list that grows in the environment's memory. */
typedef struct fish_list
{
	fish	   *items;
	int			count;
	int			cap;
} fish_list;

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
	return a->digit == b->digit && a->size == b->size &&
		memcmp(a->base, b->base, a->size) == 0;
}

/* The siamese fish of two fish on the same base units, false when none. */
static bool
siamese_pair(const fish *a, const fish *b, fish *pair)
{
	if (!same_base(a, b) || fish_category((fish_kind) a->kind) != fish_category((fish_kind) b->kind) ||
		a->first == b->first)
		return false;
	*pair = *a;
	pair->ncover[1] = b->ncover[0];
	memcpy(pair->cover[1], b->cover[0], sizeof(b->cover[0]));
	pair->nelim = a->nelim + b->nelim;
	pair->nfins = a->nfins + b->nfins;
	pair->elims = cs_or(&a->elims, &b->elims);
	pair->fins = cs_or(&a->fins, &b->fins);
	return true;
}

/* HoDoKu's SolutionType.compare of two fish: kind (its category), size, sashimi last. */
int
fish_kind_compare(const fish *a, const fish *b)
{
	int			ca = fish_category((fish_kind) a->kind),
				cb = fish_category((fish_kind) b->kind);

	if (ca != cb)
		return ca - cb;
	if (a->size != b->size)
		return a->size - b->size;
	if ((a->kind == FISH_SASHIMI) != (b->kind == FISH_SASHIMI))
		return a->kind == FISH_SASHIMI ? 1 : -1;
	return 0;
}

/* HoDoKu's choice among fish: see the top. */
static int
fish_order(const void *x, const void *y)
{
	const fish *a = x,
			   *b = y;
	int			cmp;

	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	if ((cmp = fish_kind_compare(a, b)) != 0)
		return cmp;
	if (a->ncannibal != b->ncannibal)
		return a->ncannibal - b->ncannibal;
	if (a->nendo != b->nendo)
		return a->nendo - b->nendo;
	if (a->nfins != b->nfins)
		return a->nfins - b->nfins;
	if (a->digit != b->digit)
		return a->digit - b->digit;
	return a->seq - b->seq;
}

/* ---- the ways of running a search ---- */

/* Pairs come after every fish in the order (HoDoKu adds them at the end). */
#define PAIR_SEQ (1 << 30)

typedef struct fish_job
{
	fish_kind	want;			/* the kind the technique reports */
	bool		all_steps;		/* sdk_find_steps: every instance */
	bool		any_kind;		/* the solver takes the first fish whatever its kind */
	fish_list	list;			/* the fish to sort and emit */
	fish_list	group;			/* all steps: the fish of one base */
	int			pairs;
	int			size;
	int			technique[FISH_NKINDS];	/* each kind's technique of the size, -2 until needed */
} fish_job;

/* A kind's technique of the job's size, looked up the first time a fish of it is emitted. */
static int
job_technique(sdk_finder *f, fish_job *job, int kind)
{
	if (job->technique[kind] == -2)
	{
		char		code[8];

		fish_code(code, (fish_kind) kind, job->size);
		job->technique[kind] = lg_technique_code(f->lg, code);
	}
	return job->technique[kind];
}

/* Every fish of the wanted kind as the search meets it (the solver: the first). */
static bool
visit_emit(sdk_finder *f, const fish *fi, void *arg)
{
	fish_job   *job = (fish_job *) arg;

	if (!fi)
		return true;
	if (job->any_kind)
		return fish_emit(f, fi, -1);
	return fi->kind != job->want || fish_emit(f, fi, job_technique(f, job, fi->kind));
}

/* Keeps a fish to sort; emits it at once when there is no memory. */
static bool
keep_fish(sdk_finder *f, fish_job *job, const fish *fi)
{
	return fish_list_add(f, &job->list, fi) || fish_emit(f, fi, job_technique(f, job, fi->kind));
}

/*
 * Keeps the fish of the wanted kind.  For the solver, only those whose
 * eliminations no fish kept before makes (HoDoKu's onlyOneFishPerStep);
 * for all steps, every one, and after each combination of base units the
 * siamese pairs among its fish whose first half is of the wanted kind.
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
	if (job->all_steps && fish_category((fish_kind) fi->kind) == fish_category(job->want))
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

void
fish_run(sdk_finder *f, int size, fish_kind want, fish_search search, bool any_kind)
{
	fish_job	job;
	fish_request req;
	int			i,
				j,
				originals;

	memset(&job, 0, sizeof(job));
	job.size = size;
	for (i = 0; i < FISH_NKINDS; i++)
		job.technique[i] = -2;
	job.want = want;
	job.all_steps = f->only >= 0;	/* sdk_find_steps, not the solver */
	req.size = size;
	req.want = want;
	req.all_steps = job.all_steps;
	/* HoDoKu's "all fish" search finds every kind; the solver's one */
	req.finless = job.all_steps || fish_category(want) % 2 == 0;
	req.finned = job.all_steps || fish_category(want) % 2 == 1;
	if (!f->lg->opts.duals_and_siamese ||
		(!job.all_steps && want == FISH_SASHIMI &&
		 lg_technique_enabled(f->lg, job_technique(f, &job, FISH_FINNED))))
	{
		job.any_kind = any_kind && !job.all_steps;
		search(f, &req, visit_emit, &job);
		return;
	}
	search(f, &req, visit_collect, &job);
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
		if (!fish_emit(f, &job.list.items[i], job_technique(f, &job, job.list.items[i].kind)))
			break;
	fish_list_free(f, &job.list);
	fish_list_free(f, &job.group);
}

void
find_basic_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_BASIC, search_lines, false);
}

void
find_finned_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_FINNED, search_lines, false);
}

void
find_sashimi_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_SASHIMI, search_lines, false);
}
