/*
 * tech_als.c -- the almost locked set techniques as HoDoKu 2.2 finds them
 * (its AlsSolver): ALS-XZ, ALS-XY-Wing, ALS-Chain and Death Blossom.  The
 * sets and their restricted commons (RCs) come from als.c.
 *
 *   ALS-XZ       two sets with a restricted common X: one of them holds
 *                no X, so it is locked; a digit Z of both goes from every
 *                cell that sees all the Z of both.  With two RCs (doubly
 *                linked) both sets are locked without them: each set's
 *                other digits go from the cells that see all of theirs
 *                (outside the other set).
 *   ALS-XY-Wing  sets A and B each with an RC to C, the RCs not one
 *                single digit: A or B is locked, so a digit of both A and
 *                B (no RC) goes from the cells that see all of it.
 *   ALS-Chain    four or more sets linked by RCs, each link's RC not the
 *                one before it: the first or the last set is locked, so a
 *                digit of both (no RC at the ends) goes likewise.
 *   Death Blossom  a stem cell whose every candidate d sees all the d of
 *                an ALS (one per candidate, the sets apart): one set is
 *                locked, so a digit of all of them, not in the stem, goes
 *                from the cells that see all of its cells in the sets.
 *
 * The solver takes HoDoKu's step: ALS-XZ, ALS-XY-Wing and Death Blossom
 * the first found (commons in order, pairs of commons in order, stem cells
 * in order), an ALS-Chain the best of all (at most 50 RCs, each set after
 * the one before it in the list): the most eliminations, the smallest
 * weighted index sum of them, the fewest sets, the fewest cells.  Listing
 * every step (sdk_find_steps) gives what HoDoKu's getAllAlses and
 * getAllDeathBlossoms give, in their order: chains of 6 RCs at most, and,
 * unless als_one_per_step is off, one chain or blossom per set of
 * eliminations (a later one only if it has fewer cells).  With
 * als_forward_only off (HoDoKu's allStepsAlsChainForwardOnly, which its
 * tester after 2.2.0 turns off) a listed chain's set links to every other
 * set, those earlier in the list first.  (HoDoKu then lists each
 * ALS-XY-Wing again for each way round of its RCs; we list it once.)
 */
#include "techniques.h"
#include "als.h"
#include "stable_sort.h"

#include <stdlib.h>

enum
{
	KIND_XZ,
	KIND_XY_WING,
	KIND_CHAIN,
	KIND_DEATH_BLOSSOM
};

static const char *const kind_codes[] = {"0901", "0902", "0903", "0904"};

/* HoDoKu's limits: RCs in a chain when solving, and when listing all steps. */
#define CHAIN_MAX_RC 50
#define CHAIN_ALL_STEPS_RC 6
/* ALS a stem cell's candidate may take (HoDoKu's RCForDeathBlossom) */
#define BLOSSOM_MAX_ALS 100

#define STEP_MAX_ALS (CHAIN_MAX_RC + 1)

/* A step found, as HoDoKu's SolutionStep holds what decides its order. */
typedef struct als_found
{
	int			nelim;			/* HoDoKu's list, in its order, duplicates kept */
	sdk_change	elim[SDK_STEP_MAX_CHANGES];
	long		weight;			/* HoDoKu's index sum of the list */
	uint64_t	hash;			/* of the eliminations as a set */
	int			nals;
	int			als[STEP_MAX_ALS];
	uint8_t		link[STEP_MAX_ALS][2];	/* a chain's RC digits after each set; a blossom's digit */
	sdk_mask	x;				/* XZ, XY-Wing: the RC digits */
	sdk_mask	z;				/* XZ, XY-Wing: the digits that eliminate */
	int			stem;			/* Death Blossom */
	int			index_count;	/* cells of the sets together (HoDoKu's getAlsesIndexCount) */
	int			order;			/* when it was found */
} als_found;

/*
 * What the chain search of a start has learnt below one link (an RC and
 * the state rc_check gave it): the loop turns chain_extend makes in the
 * sets after it (the work they count), the most links that can follow
 * it, and the digits the chains through it could eliminate, as masks of
 * the digits a set holds with the start less the link's own RCs, gathered
 * from the links at least 0, 1 and 2 steps below (a chain is checked only
 * from its third link on).  Valid for the start whose stamp it carries,
 * and only when the chains below were not cut by the limit of RCs.  After
 * a search that met nothing each link has two: for the walks that have
 * met a moved set (chain_walk) and for those that have not, whose digits
 * come only from the chains that meet one below.
 */
typedef struct chain_memo
{
	uint64_t	turns;
	uint32_t	stamp;
	int			height;
	sdk_mask	digits[3];
	bool		meets;			/* a set below holds a changed cell (s->moved) */
} chain_memo;

/*
 * What is below a link whatever the start (the sets after it, and so the
 * turns and the height, depend only on the link and its state): kept
 * after a search that met nothing, when no set below holds a changed
 * cell, for the walks that have met none either (chain_walk).
 */
typedef struct chain_still
{
	uint64_t	turns;
	int			height;
	/* the search's stamp (stamp0 + 1) when no set below moved, and not cut by the limit of RCs */
	uint32_t	known;
} chain_still;

/*
 * The chain tables are cleared before a search whose stamps would pass
 * this: before they wrap, which would take billions of sets searched in
 * one solve.  A test build lowers it (-DSDK_ALS_STAMP_LAST=...) so that
 * they are cleared every few searches.
 */
#ifndef SDK_ALS_STAMP_LAST
#define SDK_ALS_STAMP_LAST UINT32_MAX
#endif

/*
 * What the solver's last ALS search that met nothing leaves for the next
 * ones (the finder's FINDER_KEPT_ALS slot): its epoch (sdk_logic.epoch)
 * and its sets and RCs.  While no cell has gained a candidate since
 * (grow_epoch), the position then had every candidate of the position
 * now, so any two sets that hold no cell changed since (cell_epoch) were
 * sets then too, with the same RCs (taken over: als_collect_rcs_since),
 * and what they would take from the outside is a part of what they would
 * have taken then, which was nothing: ALS-XZ and ALS-XY-Wing look only at
 * sets of which one holds a changed cell, and ALS-Chain checks only the
 * chains that meet one (chain_walk).  The step found is the same, and so
 * is the work counted.
 */
typedef struct als_quiet
{
	uint32_t	epoch;			/* 0: none */
	als_then	then;
	/*
	 * The solver's chain tables (chain_memo_alloc), kept from one search
	 * to the next so that they are cleared only when they grow: an entry
	 * holds for a search's start when its stamp is that start's, and
	 * each search takes stamps past the last one's (stamp_base).
	 */
	struct chain_memo *memo;
	size_t		memo_cap;
	chain_still *still;
	size_t		still_cap;
	sdk_mask   *reach;
	uint32_t   *reach_stamp;
	size_t		sets_cap;
	uint32_t	stamp_base;
} als_quiet;

typedef struct als_search
{
	sdk_finder *f;
	als_list	l;
	int			kind;
	bool		all;			/* listing every step, not taking the solver's */
	bool		overlap;
	bool		one_per_step;	/* one chain or blossom per set of eliminations */
	bool		done;			/* nothing more to look for */
	bool		failed;			/* out of memory */
	als_found	cur;
	als_found  *kept;
	int			nkept;
	int			kept_cap;
	int			nfound;
	int		   *slots;			/* kept steps by their eliminations' hash: index + 1, 0 free */
	int			nslots;
	/* the chain search: the RCs it follows, those of set i from rc_first[i] */
	als_rc	   *rc;
	int		   *rc_first;
	als_rc	   *both;			/* when listing with RCs to earlier sets too */
	int		   *both_first;
	int			max_rc;
	int			start;
	int			chain[CHAIN_MAX_RC];
	int			nchain;
	bool	   *in_chain;
	/* solving: what each start has learnt of the links below (chain_walk) */
	struct chain_memo *memo;	/* per RC and state of it (3 * rc + actual - 1), per moved */
	int			memo_ways;		/* 2 after a search that met nothing (chain_walk), else 1 */
	chain_still *still;			/* after a search that met nothing: per RC and state */
	sdk_mask   *reach;			/* per set: the digits it would take with the start */
	uint32_t   *reach_stamp;	/* per set: the start's stamp when reach holds for it */
	uint32_t	stamp0;			/* the start's stamp is stamp0 + start + 1 (the tables are the finder's) */
	/* solving: the last search that met nothing (als_quiet), when it may be used */
	als_quiet  *quiet;
	bool	   *moved;			/* per set: it holds a cell changed since (als_match) */
	int		   *then_of;
	int		   *now_of;
	/* the blossom search */
	int			stem;
	int			max_digit;
	int			nlist[SDK_MAX_SIZE + 1];
	int			list[SDK_MAX_SIZE + 1][BLOSSOM_MAX_ALS];
	int			chosen[SDK_MAX_SIZE + 1];	/* per stem digit, -1 */
	sdk_mask	removed[SDK_MAX_SIZE + 1];
	sdk_mask	common;
	uint64_t	used[SDK_CELLSET_WORDS];
} als_search;

/* ---- a step being found ---- */

static void
found_reset(als_found *s)
{
	s->nelim = 0;
	s->weight = 0;
	s->nals = 0;
	s->x = s->z = 0;
	s->stem = -1;
	s->index_count = 0;
}

static void
found_eliminate(als_found *s, int cell, int digit)
{
	if (s->nelim >= SDK_STEP_MAX_CHANGES)
		return;
	s->weight += (long) cell * (1 + 80L * s->nelim) + digit;
	s->elim[s->nelim].cell = (uint16_t) cell;
	s->elim[s->nelim].digit = (uint8_t) digit;
	s->nelim++;
}

static void
found_eliminate_set(als_found *s, const sdk_cellset *cells, int digit)
{
	int			c;

	CS_FOR_EACH(c, cells)
		found_eliminate(s, c, digit);
}

static void
found_add_als(als_search *s, int index)
{
	if (s->cur.nals < STEP_MAX_ALS)
	{
		s->cur.als[s->cur.nals++] = index;
		s->cur.index_count += s->l.items[index].ncells;
	}
}

/* HoDoKu's isEqualCandidate: as many, and each of a's among b's. */
static bool
same_eliminations(const als_found *a, const als_found *b)
{
	int			i,
				j;

	if (a->nelim != b->nelim || a->hash != b->hash)
		return false;
	for (i = 0; i < a->nelim; i++)
	{
		for (j = 0; j < b->nelim; j++)
			if (a->elim[i].cell == b->elim[j].cell && a->elim[i].digit == b->elim[j].digit)
				break;
		if (j == b->nelim)
			return false;
	}
	return true;
}

/* An order-free hash of the eliminations as a set. */
static uint64_t
elimination_hash(const als_found *s)
{
	uint64_t	sum = 0,
				x = 0;
	int			i,
				j;

	for (i = 0; i < s->nelim; i++)
	{
		uint64_t	k = (uint64_t) s->elim[i].cell * 64 + s->elim[i].digit;
		bool		again = false;

		for (j = 0; j < i && !again; j++)
			again = s->elim[j].cell == s->elim[i].cell && s->elim[j].digit == s->elim[i].digit;
		if (again)
			continue;
		k = (k + 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
		k ^= k >> 31;
		sum += k;
		x ^= k * 0x94d049bb133111ebULL;
	}
	return sum ^ (x << 1);
}

/*
 * HoDoKu's AlsComparator: the most eliminations, then (unless they are
 * the same eliminations) the smallest index sum, the fewest sets, the
 * fewest cells.  Not a consistent order: two steps with as many
 * eliminations and the same index sum compare equal whatever else, so the
 * order of a sort depends on the sort's algorithm (stable_sort).
 */
static int
compare_found(const als_found *a, const als_found *b)
{
	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	if (!same_eliminations(a, b))
		return a->weight < b->weight ? -1 : a->weight > b->weight;
	if (a->nals != b->nals)
		return a->nals - b->nals;
	return a->index_count - b->index_count;
}

/* The order HoDoKu's Collections.sort gives with compare_found (stable_sort.h). */
static int
sort_cmp(const void *x, const void *y)
{
	return compare_found((const als_found *) x, (const als_found *) y);
}

/* ---- the text ---- */

static void
text_als(als_search *s, const als *a)
{
	sdk_finder *f = s->f;

	als_text_cells(f, &s->l, a);
	step_text(f, " {");
	step_text_digits(f, a->digits, "");
	step_text(f, "}");
}

static void
text_link(sdk_finder *f, const uint8_t *link)
{
	step_text(f, " -%c", sdk_digit_char(link[0]));
	if (link[1])
		step_text(f, "%c", sdk_digit_char(link[1]));
	step_text(f, "- ");
}

/*
 * The step as HoDoKu writes it, the eliminations in its order:
 *   ALS-XZ: A=r4c456 {3579}, B=r5c4789 {14579}, X=9, Z=7
 *   ALS-XY-Wing: A=..., B=..., C=..., X,Y=3,8, Z=2
 *   ALS-Chain: 127- r1c156789 {1234679} -9- r3c4 {49} -4- r9c4 {49} -9- r2359c3 {12679} -127
 *   Death Blossom: [r5c5],  -1- r1c2 {13},  -3- r4c5 {34}
 * and the sets' cells (after the stem cell) in cells[].
 */
static bool
emit_found(als_search *s, const als_found *st)
{
	sdk_finder *f = s->f;
	sdk_mask	digits = 0;
	int			i,
				c;

	for (i = 0; i < st->nelim; i++)
		digits |= SDK_BIT(st->elim[i].digit);
	step_begin(f, digits);
	step_report_as(f, kind_codes[s->kind]);
	f->step.flags |= SDK_STEP_HODOKU_ORDER;
	if (st->stem >= 0)
		step_cell(f, st->stem);
	for (i = 0; i < st->nals; i++)
	{
		sdk_cellset cells;

		als_cellset(&s->l, s->l.items[st->als[i]].cells, &cells);
		CS_FOR_EACH(c, &cells)
			step_cell(f, c);
	}
	step_text(f, "%s: ", lg_technique(f->lg, f->step.technique)->name);
	switch (s->kind)
	{
		case KIND_XZ:
		case KIND_XY_WING:
			for (i = 0; i < st->nals; i++)
			{
				step_text(f, "%s%c=", i ? ", " : "", 'A' + i);
				text_als(s, &s->l.items[st->als[i]]);
			}
			step_text(f, s->kind == KIND_XZ ? ", X=" : ", X,Y=");
			step_text_digits(f, st->x, ",");
			if (st->z)
			{
				step_text(f, ", Z=");
				step_text_digits(f, st->z, ",");
			}
			break;
		case KIND_CHAIN:
			step_text_digits(f, digits, "");
			step_text(f, "- ");
			for (i = 0; i < st->nals; i++)
			{
				text_als(s, &s->l.items[st->als[i]]);
				if (i + 1 < st->nals)
					text_link(f, st->link[i]);
			}
			step_text(f, " -");
			step_text_digits(f, digits, "");
			break;
		case KIND_DEATH_BLOSSOM:
			/* HoDoKu writes the stem in brackets */
			step_text(f, "[");
			step_text_cell(f, st->stem);
			step_text(f, "]");
			for (i = 0; i < st->nals; i++)
			{
				/* HoDoKu's ", " and " -d- ": two spaces */
				step_text(f, ", ");
				text_link(f, st->link[i]);
				text_als(s, &s->l.items[st->als[i]]);
			}
			break;
	}
	for (i = 0; i < st->nelim; i++)
		step_eliminate(f, st->elim[i].cell, st->elim[i].digit);
	return step_emit(f);
}

/* The kept step with the same eliminations, or -1. */
static int
kept_lookup(const als_search *s, const als_found *st)
{
	int			i;

	if (!s->slots)
		return -1;
	for (i = (int) (st->hash & (uint64_t) (s->nslots - 1)); s->slots[i]; i = (i + 1) & (s->nslots - 1))
		if (same_eliminations(&s->kept[s->slots[i] - 1], st))
			return s->slots[i] - 1;
	return -1;
}

/* Files the last kept step under its hash; false when out of memory. */
static bool
kept_file(als_search *s)
{
	const sdk_env *env = s->f->lg->env;
	int			i,
				k;

	if (2 * s->nkept > s->nslots)
	{
		int			n = s->nslots ? 2 * s->nslots : 256;
		int		   *slots = env->alloc(sizeof(int) * (size_t) n, env->arg);

		if (!slots)
			return false;
		if (s->slots)
			env->release(s->slots, env->arg);
		s->slots = slots;
		s->nslots = n;
		memset(slots, 0, sizeof(int) * (size_t) n);
		for (k = 0; k < s->nkept - 1; k++)
		{
			for (i = (int) (s->kept[k].hash & (uint64_t) (n - 1)); slots[i]; i = (i + 1) & (n - 1))
				;
			slots[i] = k + 1;
		}
	}
	k = s->nkept - 1;
	for (i = (int) (s->kept[k].hash & (uint64_t) (s->nslots - 1)); s->slots[i]; i = (i + 1) & (s->nslots - 1))
		;
	s->slots[i] = k + 1;
	return true;
}

/*
 * A step found (s->cur): solving, the first ALS-XZ, ALS-XY-Wing or Death
 * Blossom is the step; chains, and every step when listing, are kept (one
 * per set of eliminations for chains and blossoms, as HoDoKu's
 * onlyOneAlsPerStep keeps them: a later one replaces the one kept only
 * when its sets have fewer cells).
 */
static void
found_step(als_search *s)
{
	als_found  *st = &s->cur,
			   *room;
	bool		dedup;
	int			i;

	if (s->done)
		return;
	st->order = s->nfound++;
	if (!s->all && s->kind != KIND_CHAIN)
	{
		emit_found(s, st);
		s->done = true;
		return;
	}
	st->hash = elimination_hash(st);
	dedup = s->one_per_step && (s->kind == KIND_CHAIN || s->kind == KIND_DEATH_BLOSSOM);
	if (dedup && (i = kept_lookup(s, st)) >= 0)
	{
		if (s->kept[i].index_count > st->index_count)
		{
			int			order = s->kept[i].order;

			s->kept[i] = *st;
			s->kept[i].order = order;
		}
		return;
	}
	room = lg_list_room(s->f, s->kept, &s->kept_cap, s->nkept, sizeof(als_found));
	if (!room)
	{
		s->failed = s->done = true;
		return;
	}
	s->kept = room;
	s->kept[s->nkept++] = *st;
	if (dedup && !kept_file(s))
		s->failed = s->done = true;
}

/* ---- eliminations ---- */

/*
 * HoDoKu's checkCandidatesToDelete: each digit of both sets but the RCs
 * goes from the cells (outside both) that see all of it in both.
 */
static void
common_eliminations(als_search *s, const als *a, const als *b, sdk_mask rcs)
{
	const als_list *l = &s->l;
	sdk_mask	common = a->digits & b->digits & ~rcs;
	sdk_cellset hit;
	int			d;

	if (!common || !als_meets(als_words(l, a->buddies), als_words(l, b->buddies), l->nw))
		return;
	cs_clear(&hit);
	MASK_FOR_EACH(d, common)
	{
		if (als_and(hit.w, als_words(l, als_digit_of(l, a, d)->buddies),
					als_words(l, als_digit_of(l, b, d)->buddies), l->nw))
		{
			found_eliminate_set(&s->cur, &hit, d);
			s->cur.z |= SDK_BIT(d);
		}
	}
}

/* A doubly linked ALS-XZ: a without both RCs is locked; b's cells keep theirs. */
static bool
locked_eliminations(als_search *s, const als *a, const als *b, sdk_mask rcs)
{
	const als_list *l = &s->l;
	bool		any = false;
	int			d;

	MASK_FOR_EACH(d, a->digits & ~rcs)
	{
		sdk_cellset hit,
					bcells;

		als_cellset(l, als_digit_of(l, a, d)->buddies, &hit);
		als_cellset(l, b->cells, &bcells);
		hit = cs_andnot(&hit, &bcells);
		if (!cs_empty(&hit))
		{
			found_eliminate_set(&s->cur, &hit, d);
			any = true;
		}
	}
	return any;
}

static sdk_mask
rc_mask(const als_rc *rc)
{
	return SDK_BIT(rc->d1) | (rc->d2 ? SDK_BIT(rc->d2) : 0);
}

/* ---- ALS-XZ ---- */

static void
search_xz(als_search *s)
{
	int			i;

	for (i = 0; i < s->l.nrc && !s->done; i++)
	{
		const als_rc *rc = &s->l.rc[i];
		const als  *a = &s->l.items[rc->a],
				   *b = &s->l.items[rc->b];

		if ((i & 255) == 0 && finder_interrupted(s->f))
			return;
		if (s->moved && !s->moved[rc->a] && !s->moved[rc->b])
			continue;
		found_reset(&s->cur);
		common_eliminations(s, a, b, SDK_BIT(rc->d1));
		if (rc->d2)
		{
			bool		locked_a,
						locked_b;

			common_eliminations(s, a, b, SDK_BIT(rc->d2));
			locked_a = locked_eliminations(s, a, b, rc_mask(rc));
			locked_b = locked_eliminations(s, b, a, rc_mask(rc));
			/* HoDoKu shows no Z then */
			if (locked_a || locked_b)
				s->cur.z = 0;
		}
		if (s->cur.nelim == 0)
			continue;
		found_add_als(s, rc->a);
		found_add_als(s, rc->b);
		s->cur.x = rc_mask(rc);
		found_step(s);
	}
}

/* ---- ALS-XY-Wing ---- */

/*
 * Two RCs i < j that link three sets: C is the set they share, A the
 * other of i's, B the other of j's.
 */
static void
try_xy_wing(als_search *s, const als_rc *r1, const als_rc *r2, int c, int a, int b)
{
	const als_list *l = &s->l;
	const als  *sa = &l->items[a],
			   *sb = &l->items[b];
	const uint64_t *ca = als_words(l, sa->cells),
			   *cb = als_words(l, sb->cells);
	sdk_mask	x = rc_mask(r1) | rc_mask(r2);

	if (r1->d2 == 0 && r2->d2 == 0 && r1->d1 == r2->d1)
		return;
	/* common_eliminations finds nothing without these: the cheap tests first */
	if (!(sa->digits & sb->digits & ~x) ||
		!als_meets(als_words(l, sa->buddies), als_words(l, sb->buddies), l->nw))
		return;
	if (!s->overlap && als_meets(ca, cb, l->nw))
		return;
	/* neither set within the other */
	if (als_within(ca, cb, l->nw) || als_within(cb, ca, l->nw))
		return;
	found_reset(&s->cur);
	common_eliminations(s, sa, sb, x);
	if (s->cur.nelim == 0)
		return;
	found_add_als(s, a);
	found_add_als(s, b);
	found_add_als(s, c);
	s->cur.x = x;
	found_step(s);
}

/*
 * The RCs of a list grouped by set (those of set x are items[first[x] ..
 * first[x + 1] - 1], items NULL for the RCs' own order), kept in order
 * when the set at their other end, a or b, holds a changed cell
 * (s->moved): into *out_first and *out; false when out of memory.
 */
static bool
rcs_to_moved(als_search *s, const int *first, const int *items, bool at_a, int **out_first, int **out)
{
	const sdk_env *env = s->f->lg->env;
	const als_list *l = &s->l;
	int			x,
				k,
				n = 0;

	*out_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	*out = env->alloc(sizeof(int) * (size_t) (l->nrc + 1), env->arg);
	if (!*out_first || !*out)
		return false;
	for (x = 0; x < l->count; x++)
	{
		(*out_first)[x] = n;
		for (k = first[x]; k < first[x + 1]; k++)
		{
			int			r = items ? items[k] : k;

			if (s->moved[at_a ? l->rc[r].a : l->rc[r].b])
				(*out)[n++] = r;
		}
	}
	(*out_first)[l->count] = n;
	return true;
}

/*
 * HoDoKu tries every pair of RCs i < j.  Those that share a set, in order
 * of j, are: the RCs of the same first set after i, then those of a set
 * between i's two that end at i's second, then the RCs of i's second.
 * After a search that met nothing (als_quiet), a pair of RCs whose three
 * sets hold no changed cell finds nothing: when neither of i's sets holds
 * one, only the RCs to or from a set that does are tried, in the same
 * order.
 */
static void
search_xy_wing(als_search *s)
{
	als_list   *l = &s->l;
	int		   *in_first,
			   *in,
			   *out_moved_first = NULL,
			   *out_moved = NULL,
			   *in_moved_first = NULL,
			   *in_moved = NULL,
				i,
				j,
				k;
	const sdk_env *env = s->f->lg->env;

	/* the RCs that end at each set, in order */
	in_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	in = env->alloc(sizeof(int) * (size_t) (l->nrc + 1), env->arg);
	if (!in_first || !in)
	{
		s->failed = true;
		goto done;
	}
	memset(in_first, 0, sizeof(int) * (size_t) (l->count + 1));
	for (i = 0; i < l->nrc; i++)
		in_first[l->rc[i].b + 1]++;
	for (i = 0; i < l->count; i++)
		in_first[i + 1] += in_first[i];
	{
		int		   *fill = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);

		if (!fill)
		{
			s->failed = true;
			goto done;
		}
		memcpy(fill, in_first, sizeof(int) * (size_t) (l->count + 1));
		for (i = 0; i < l->nrc; i++)
			in[fill[l->rc[i].b]++] = i;
		env->release(fill, env->arg);
	}
	if (s->moved &&
		(!rcs_to_moved(s, l->rc_first, NULL, false, &out_moved_first, &out_moved) ||
		 !rcs_to_moved(s, in_first, in, true, &in_moved_first, &in_moved)))
	{
		s->failed = true;
		goto done;
	}
	for (i = 0; i < l->nrc && !s->done; i++)
	{
		const als_rc *r1 = &l->rc[i];
		int			a1 = r1->a,
					b1 = r1->b;

		if ((i & 63) == 0 && finder_interrupted(s->f))
			break;
		if (als_work(l, l->rc_first[a1 + 1] - i + in_first[b1 + 1] - in_first[b1] +
					 l->rc_first[b1 + 1] - l->rc_first[b1]))
			break;
		if (s->moved && !s->moved[a1] && !s->moved[b1])
		{
			for (k = out_moved_first[a1]; k < out_moved_first[a1 + 1] && !s->done; k++)
				if (out_moved[k] > i)
					try_xy_wing(s, r1, &l->rc[out_moved[k]], a1, b1, l->rc[out_moved[k]].b);
			for (k = in_moved_first[b1]; k < in_moved_first[b1 + 1] && !s->done; k++)
			{
				const als_rc *r2 = &l->rc[in_moved[k]];

				if (r2->a > a1)
					try_xy_wing(s, r1, r2, b1, a1, r2->a);
			}
			for (k = out_moved_first[b1]; k < out_moved_first[b1 + 1] && !s->done; k++)
				try_xy_wing(s, r1, &l->rc[out_moved[k]], b1, a1, l->rc[out_moved[k]].b);
			continue;
		}
		/* the same first set: C = a1 */
		for (j = i + 1; j < l->rc_first[a1 + 1] && !s->done; j++)
			try_xy_wing(s, r1, &l->rc[j], a1, b1, l->rc[j].b);
		/* a set between a1 and b1 linked to b1: C = b1 */
		for (k = in_first[b1]; k < in_first[b1 + 1] && !s->done; k++)
		{
			const als_rc *r2 = &l->rc[in[k]];

			if (r2->a > a1)
				try_xy_wing(s, r1, r2, b1, a1, r2->a);
		}
		/* the RCs of b1: C = b1 */
		for (j = l->rc_first[b1]; j < l->rc_first[b1 + 1] && !s->done; j++)
			try_xy_wing(s, r1, &l->rc[j], b1, a1, l->rc[j].b);
	}
done:
	if (in_first)
		env->release(in_first, env->arg);
	if (in)
		env->release(in, env->arg);
	if (out_moved_first)
		env->release(out_moved_first, env->arg);
	if (out_moved)
		env->release(out_moved, env->arg);
	if (in_moved_first)
		env->release(in_moved_first, env->arg);
	if (in_moved)
		env->release(in_moved, env->arg);
}

/* ---- ALS-Chain ---- */

/*
 * A first link (no link before it) with two RCs is tried with each: true
 * when the link just tried is to come again with its second.
 */
static bool
tried_again(const als_rc *rc, int prev, bool *first_try)
{
	if (prev >= 0)
		return false;
	if (rc->d2 && *first_try)
	{
		*first_try = false;
		return true;
	}
	*first_try = true;
	return false;
}

/*
 * HoDoKu's checkRCInt: what is left of the RCs of a link (c21, c22) once
 * those the link before used (c11, c12) are taken out: 0 nothing, 1 c21,
 * 2 c22, 3 both.
 */
static int
rc_left(int c11, int c12, int c21, int c22)
{
	if (c12 == 0)
	{
		if (c22 == 0)
			return c11 == c21 ? 0 : 1;
		if (c11 == c22)
			return 1;
		if (c11 == c21)
			return 2;
		return 3;
	}
	if (c22 == 0)
		return c11 == c21 || c12 == c21 ? 0 : 1;
	if ((c11 == c21 && c12 == c22) || (c11 == c22 && c12 == c21))
		return 0;
	if (c11 == c22 || c12 == c22)
		return 1;
	if (c11 == c21 || c12 == c21)
		return 2;
	return 3;
}

/*
 * HoDoKu's checkRC: sets rc->actual to the RCs this link may use after
 * the link before (none at the start: one of two chosen by first_try);
 * false when none is left.  (With both RCs used before, HoDoKu takes out
 * the first twice, which we keep.)
 */
static bool
rc_check(als_rc *rc, const als_rc *prev, bool first_try)
{
	rc->actual = rc->d2 == 0 ? 1 : 3;
	if (!prev)
	{
		if (rc->d2)
			rc->actual = first_try ? 1 : 2;
		return true;
	}
	switch (prev->actual)
	{
		case 1:
			rc->actual = (uint8_t) rc_left(prev->d1, 0, rc->d1, rc->d2);
			break;
		case 2:
			rc->actual = (uint8_t) rc_left(prev->d2, 0, rc->d1, rc->d2);
			break;
		case 3:
			rc->actual = (uint8_t) rc_left(prev->d1, prev->d1, rc->d1, rc->d2);
			break;
		default:
			break;
	}
	return rc->actual != 0;
}

/* The digits a link uses (its actual RCs), d2 0 when one. */
static void
rc_used(const als_rc *rc, uint8_t *out)
{
	out[0] = rc->actual == 2 ? rc->d2 : rc->d1;
	out[1] = rc->actual == 3 ? rc->d2 : 0;
}

/*
 * The digits a set would take from the outside with the chain's start at
 * the other end: those of both sets whose cells in the one and in the
 * other are all seen by some cell outside (common_eliminations finds
 * eliminations of these only, and of each of them not an RC at either
 * end).  Kept per set for the start.
 */
static sdk_mask
chain_reach(als_search *s, int b)
{
	const als_list *l = &s->l;
	uint32_t	stamp = s->stamp0 + (uint32_t) s->start + 1;

	if (s->reach_stamp[b] != stamp)
	{
		const als  *a = &l->items[s->start],
				   *e = &l->items[b];
		sdk_mask	common = a->digits & e->digits,
					m = 0;
		uint64_t	hit[SDK_CELLSET_WORDS];
		int			d;

		MASK_FOR_EACH(d, common)
			if (als_and(hit, als_words(l, als_digit_of(l, a, d)->buddies),
						als_words(l, als_digit_of(l, e, d)->buddies), l->nw))
				m |= SDK_BIT(d);
		s->reach[b] = m;
		s->reach_stamp[b] = stamp;
	}
	return s->reach[b];
}

/* The digits of a link's actual RCs as a mask. */
static sdk_mask
rc_used_mask(const als_rc *rc)
{
	uint8_t		used[2];

	rc_used(rc, used);
	return SDK_BIT(used[0]) | (used[1] ? SDK_BIT(used[1]) : 0);
}

static void
chain_check(als_search *s, const als_rc *last)
{
	als_list   *l = &s->l;
	const als_rc *first = &s->rc[s->chain[0]];
	sdk_mask	rcs = 0;
	uint8_t		used[2];
	int			i;

	rc_used(first, used);
	rcs |= SDK_BIT(used[0]) | (used[1] ? SDK_BIT(used[1]) : 0);
	rc_used(last, used);
	rcs |= SDK_BIT(used[0]) | (used[1] ? SDK_BIT(used[1]) : 0);
	/* solving: no digit the ends share can go (chain_reach) */
	if (s->reach && !(chain_reach(s, last->b) & ~rcs))
		return;
	found_reset(&s->cur);
	common_eliminations(s, &l->items[s->start], &l->items[last->b], rcs);
	if (s->cur.nelim == 0)
		return;
	found_add_als(s, s->start);
	for (i = 0; i < s->nchain; i++)
	{
		rc_used(&s->rc[s->chain[i]], s->cur.link[i]);
		found_add_als(s, s->rc[s->chain[i]].b);
	}
	found_step(s);
}

static void
chain_extend(als_search *s, int from, int prev)
{
	als_list   *l = &s->l;
	bool		first_try = true;
	int			i;

	if (s->nchain >= s->max_rc)
		return;
	for (i = s->rc_first[from]; i < s->rc_first[from + 1] && !s->done; i++)
	{
		als_rc	   *rc = &s->rc[i];

		if (als_work(l, 1))
		{
			s->done = true;
			return;
		}
		if (s->nchain >= s->max_rc || !rc_check(rc, prev >= 0 ? &s->rc[prev] : NULL, first_try))
			continue;
		if (s->in_chain[rc->b])
			continue;
		s->chain[s->nchain++] = i;
		s->in_chain[rc->b] = true;
		if (s->nchain >= 3)
			chain_check(s, rc);
		chain_extend(s, rc->b, i);
		s->in_chain[rc->b] = false;
		s->nchain--;
		if (tried_again(rc, prev, &first_try))
			i--;
	}
}

/*
 * Counts the loop turns of a part of the search that is not walked again
 * (chain_walk) as work, as als_work would have counted them one by one;
 * true when the budget is spent (somewhere in that part, which finds no
 * step) or the search was interrupted.
 */
static bool
chain_skip_work(als_list *l, uint64_t turns)
{
	if (turns > (uint64_t) (ALS_WORK_BUDGET / l->nw + 1))
		l->work = ALS_WORK_BUDGET + 1;
	else
		l->work += (long) turns * l->nw;
	if (l->work > ALS_WORK_BUDGET)
		l->exhausted = true;
	if ((++l->calls & 4095) == 0)
		finder_interrupted(l->f);
	return l->exhausted || l->f->stopped;
}

/*
 * chain_extend for the solver (RCs forward only, so no set is met twice
 * on a chain), the same chains in the same order with the same work
 * counted, but what a link's part of the search learnt is kept for the
 * start (chain_memo): where the search comes to a link again whose
 * chains below can eliminate no digit but the first link's RCs, it counts
 * that part's turns as work at once instead of walking it.  Fills *below
 * with this loop's turns (those below included), height and digits[1..2]
 * (the links after prev: their digits[0] and [1]).
 *
 * After a search that met nothing (als_quiet), a chain of sets that hold
 * no cell changed since (s->moved) was a chain then, with the same RCs
 * and an eliminating part of what it eliminated then, which was nothing:
 * such chains are not checked, and what is learnt below a link is kept
 * apart for the walks whose sets so far (from the start to the link's
 * set) are all unmoved (moved false), where it counts only the chains
 * that reach a moved set.  Below a link where none does, such a walk
 * finds nothing from any start: it is passed over whole (chain_still).
 */
static void
chain_walk(als_search *s, int from, int prev, bool moved, chain_memo *below)
{
	als_list   *l = &s->l;
	uint32_t	stamp = s->stamp0 + (uint32_t) s->start + 1;
	bool		first_try = true;
	int			i;

	memset(below, 0, sizeof(*below));
	if (s->nchain >= s->max_rc)
		return;
	for (i = s->rc_first[from]; i < s->rc_first[from + 1] && !s->done; i++)
	{
		als_rc	   *rc = &s->rc[i];
		chain_memo	sub,
				   *m;
		chain_still *still;
		int			depth = s->nchain + 1,
					slot;
		bool		moved_to;

		below->turns++;
		if (als_work(l, 1))
		{
			s->done = true;
			return;
		}
		if (!rc_check(rc, prev >= 0 ? &s->rc[prev] : NULL, first_try))
			continue;
		moved_to = moved || s->moved[rc->b];
		slot = 3 * i + rc->actual - 1;
		m = &s->memo[s->memo_ways * slot + !moved_to];
		/* (moved_to is false only after a search that met nothing) */
		still = moved_to ? NULL : &s->still[slot];
		if (still && still->known == s->stamp0 + 1 && depth + still->height < s->max_rc)
		{
			/* no chain through it meets a moved set, from any start */
			memset(&sub, 0, sizeof(sub));
			sub.turns = still->turns;
			sub.height = still->height;
			if (chain_skip_work(l, sub.turns))
			{
				s->done = true;
				return;
			}
		}
		else if (m->stamp == stamp && depth + m->height < s->max_rc &&
			!(m->digits[depth >= 3 ? 0 : 3 - depth] &
			  ~rc_used_mask(depth == 1 ? rc : &s->rc[s->chain[0]])))
		{
			sub = *m;
			if (chain_skip_work(l, sub.turns))
			{
				s->done = true;
				return;
			}
		}
		else
		{
			s->chain[s->nchain++] = i;
			if (s->nchain >= 3 && moved_to)
				chain_check(s, rc);
			chain_walk(s, rc->b, i, moved_to, &sub);
			s->nchain--;
			if (s->done)
				return;
			sub.digits[0] = (moved_to ? chain_reach(s, rc->b) & ~rc_used_mask(rc) : 0) | sub.digits[1];
			if (depth + sub.height < s->max_rc)
			{
				*m = sub;
				m->stamp = stamp;
				if (still && !sub.meets)
				{
					still->known = s->stamp0 + 1;
					still->turns = sub.turns;
					still->height = sub.height;
				}
			}
		}
		below->meets |= sub.meets || (s->moved && s->moved[rc->b]);
		below->turns += sub.turns;
		if (sub.height + 1 > below->height)
			below->height = sub.height + 1;
		below->digits[1] |= sub.digits[0];
		below->digits[2] |= sub.digits[1];
		if (tried_again(rc, prev, &first_try))
			i--;
	}
}

/*
 * HoDoKu's RCs with rcOnlyForward off: for each set, its RCs to every
 * other set in the order of the other (those to earlier sets, the same
 * RCs turned round, then its own); false when out of memory.
 */
static bool
rcs_both_ways(als_search *s)
{
	const sdk_env *env = s->f->lg->env;
	als_list   *l = &s->l;
	int		   *fill;
	int			i,
				k;

	s->both = env->alloc(sizeof(als_rc) * (size_t) (2 * l->nrc + 1), env->arg);
	s->both_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	fill = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	if (!s->both || !s->both_first || !fill)
	{
		if (fill)
			env->release(fill, env->arg);
		return false;
	}
	memset(fill, 0, sizeof(int) * (size_t) (l->count + 1));
	for (k = 0; k < l->nrc; k++)
		fill[l->rc[k].b]++;
	/* set i's list: fill[i] turned round, then its own */
	s->both_first[0] = 0;
	for (i = 0; i < l->count; i++)
	{
		int			in = fill[i];

		s->both_first[i + 1] = s->both_first[i] + in + l->rc_first[i + 1] - l->rc_first[i];
		fill[i] = s->both_first[i];
		memcpy(&s->both[s->both_first[i] + in], &l->rc[l->rc_first[i]],
			   sizeof(als_rc) * (size_t) (l->rc_first[i + 1] - l->rc_first[i]));
	}
	/* the forward list is in order of a: each set's earlier sets come in order */
	for (k = 0; k < l->nrc; k++)
	{
		als_rc	   *r = &s->both[fill[l->rc[k].b]++];

		*r = l->rc[k];
		r->a = l->rc[k].b;
		r->b = l->rc[k].a;
	}
	env->release(fill, env->arg);
	return true;
}

/* The finder's record of ALS searches (FINDER_KEPT_ALS), made when first needed; NULL when out of memory. */
static als_quiet *quiet_record(sdk_finder *f);

/* The record's chain tables freed. */
static void
chain_tables_free(als_quiet *q, const sdk_env *env)
{
	if (q->memo)
		env->release(q->memo, env->arg);
	if (q->still)
		env->release(q->still, env->arg);
	if (q->reach)
		env->release(q->reach, env->arg);
	if (q->reach_stamp)
		env->release(q->reach_stamp, env->arg);
	q->memo = NULL;
	q->still = NULL;
	q->reach = NULL;
	q->reach_stamp = NULL;
	q->memo_cap = q->still_cap = q->sets_cap = 0;
	q->stamp_base = 0;
}

/* The search lets go of the tables (the finder keeps them). */
static void
chain_memo_free(als_search *s)
{
	s->memo = NULL;
	s->still = NULL;
	s->reach = NULL;
	s->reach_stamp = NULL;
}

/*
 * The solver's tables for chain_walk, the finder's, grown as needed, and
 * this search's stamps; false when out of memory.  An entry is cleared
 * when its table is made or when the stamps would wrap; otherwise it
 * holds a stamp of an earlier search, which no start of this one has.
 */
static bool
chain_memo_alloc(als_search *s)
{
	const sdk_env *env = s->f->lg->env;
	als_quiet  *q = quiet_record(s->f);
	size_t		nslots = 3 * (size_t) s->l.nrc + 1,
				nmemo,
				nsets = (size_t) s->l.count + 1;
	bool		fresh = false;

	if (!q)
		return false;
	s->memo_ways = s->moved ? 2 : 1;
	nmemo = (size_t) s->memo_ways * nslots;
	if (q->memo_cap < nmemo || q->sets_cap < nsets || (s->moved && q->still_cap < nslots) ||
		(uint64_t) q->stamp_base + nsets + 1 > (uint64_t) SDK_ALS_STAMP_LAST)
	{
		/* room for a quarter more than is asked, as the lists grow, all cleared */
		size_t		memo_cap = q->memo_cap > nmemo + nmemo / 4 ? q->memo_cap : nmemo + nmemo / 4,
					sets_cap = q->sets_cap > nsets + nsets / 4 ? q->sets_cap : nsets + nsets / 4,
					still_cap = q->still_cap > nslots + nslots / 4 ? q->still_cap : nslots + nslots / 4;

		chain_tables_free(q, env);
		q->memo = env->alloc(sizeof(chain_memo) * memo_cap, env->arg);
		q->reach = env->alloc(sizeof(sdk_mask) * sets_cap, env->arg);
		q->reach_stamp = env->alloc(sizeof(uint32_t) * sets_cap, env->arg);
		q->still = env->alloc(sizeof(chain_still) * still_cap, env->arg);
		if (!q->memo || !q->reach || !q->reach_stamp || !q->still)
		{
			chain_tables_free(q, env);
			return false;
		}
		q->memo_cap = memo_cap;
		q->sets_cap = sets_cap;
		q->still_cap = still_cap;
		fresh = true;
	}
	if (fresh)
	{
		memset(q->memo, 0, sizeof(chain_memo) * q->memo_cap);
		memset(q->still, 0, sizeof(chain_still) * q->still_cap);
		memset(q->reach_stamp, 0, sizeof(uint32_t) * q->sets_cap);
	}
	s->memo = q->memo;
	s->still = s->moved ? q->still : NULL;
	s->reach = q->reach;
	s->reach_stamp = q->reach_stamp;
	s->stamp0 = q->stamp_base;
	q->stamp_base += (uint32_t) nsets;
	return true;
}

/* ---- the last search that met nothing (als_quiet) ---- */

static void
quiet_free(sdk_finder *f)
{
	als_quiet  *q = f->kept[FINDER_KEPT_ALS];

	als_then_clear(&q->then, f->lg->env);
	chain_tables_free(q, f->lg->env);
	f->lg->env->release(q, f->lg->env->arg);
}

static als_quiet *
quiet_record(sdk_finder *f)
{
	const sdk_env *env = f->lg->env;
	als_quiet  *q = f->kept[FINDER_KEPT_ALS];

	if (!q)
	{
		q = env->alloc(sizeof(als_quiet), env->arg);
		if (!q)
			return NULL;
		memset(q, 0, sizeof(*q));
		f->kept[FINDER_KEPT_ALS] = q;
		f->kept_free[FINDER_KEPT_ALS] = quiet_free;
	}
	return q;
}

/* The arrays quiet_use fills. */
static void
quiet_release(als_search *s)
{
	const sdk_env *env = s->f->lg->env;

	if (s->moved)
		env->release(s->moved, env->arg);
	if (s->then_of)
		env->release(s->then_of, env->arg);
	if (s->now_of)
		env->release(s->now_of, env->arg);
	s->moved = NULL;
	s->then_of = NULL;
	s->now_of = NULL;
}

/*
 * The record of the last search that met nothing when this search may
 * use it (no cell has gained a candidate since), the sets matched with
 * its (s->moved, then_of, now_of); NULL otherwise, or when out of memory
 * (the search is then whole).
 */
static als_quiet *
quiet_use(als_search *s)
{
	const sdk_logic *lg = s->f->lg;
	const sdk_env *env = lg->env;
	als_quiet  *q = s->f->kept[FINDER_KEPT_ALS];
	const als_list *l = &s->l;
	uint64_t	changed[SDK_CELLSET_WORDS] = {0};
	int			c;

	if (!q || q->epoch == 0 || lg->grow_epoch > q->epoch || q->then.nw != l->nw)
		return NULL;
	s->moved = env->alloc(sizeof(bool) * (size_t) (l->count + 1), env->arg);
	s->then_of = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	s->now_of = env->alloc(sizeof(int) * (size_t) (q->then.count + 1), env->arg);
	for (c = 0; c < lg->ncells; c++)
		if (lg->cell_epoch[c] > q->epoch)
			changed[c >> 6] |= (uint64_t) 1 << (c & 63);
	if (s->moved && s->then_of && s->now_of &&
		als_match(l, &q->then, changed, s->moved, s->then_of, s->now_of))
		return q;
	quiet_release(s);
	return NULL;
}

/* Keeps this search, which met nothing, for the next ones (none when out of memory). */
static void
quiet_keep(als_search *s)
{
	sdk_finder *f = s->f;
	als_quiet  *q = quiet_record(f);

	if (!q)
		return;
	q->epoch = als_keep(&q->then, &s->l) ? f->lg->epoch : 0;
}

static void
search_chain(als_search *s)
{
	const sdk_env *env = s->f->lg->env;

	s->max_rc = s->all ? CHAIN_ALL_STEPS_RC : CHAIN_MAX_RC;
	s->rc = s->l.rc;
	s->rc_first = s->l.rc_first;
	if (s->all && !s->f->lg->opts.als_forward_only)
	{
		if (!rcs_both_ways(s))
		{
			s->failed = true;
			return;
		}
		s->rc = s->both;
		s->rc_first = s->both_first;
	}
	s->in_chain = env->alloc(sizeof(bool) * (size_t) (s->l.count + 1), env->arg);
	if (!s->in_chain)
	{
		s->failed = true;
		return;
	}
	memset(s->in_chain, 0, sizeof(bool) * (size_t) (s->l.count + 1));
	if (!s->all && !chain_memo_alloc(s))
	{
		s->failed = true;
		env->release(s->in_chain, env->arg);
		return;
	}
	for (s->start = 0; s->start < s->l.count && !s->done; s->start++)
	{
		chain_memo	below;

		if (finder_interrupted(s->f))
			break;
		s->nchain = 0;
		s->in_chain[s->start] = true;
		if (s->memo)
			chain_walk(s, s->start, -1, !s->moved || s->moved[s->start], &below);
		else
			chain_extend(s, s->start, -1);
		s->in_chain[s->start] = false;
	}
	env->release(s->in_chain, env->arg);
	chain_memo_free(s);
}

/* ---- Death Blossom ---- */

static void
blossom_check(als_search *s)
{
	const sdk_logic *lg = s->f->lg;
	als_list   *l = &s->l;
	int			d,
				k;

	found_reset(&s->cur);
	MASK_FOR_EACH(d, s->common)
	{
		uint64_t	cells[SDK_CELLSET_WORDS],
					bits;
		sdk_cellset hit;
		int			w;

		if (s->chosen[d] >= 0)
			continue;
		/* the cells that see every d of the sets, outside them and the stem */
		memset(cells, 0, sizeof(cells));
		for (k = 1; k <= lg->n; k++)
			if (s->chosen[k] >= 0)
			{
				const uint64_t *one = als_words(l, als_digit_of(l, &l->items[s->chosen[k]], d)->cells);

				for (w = 0; w < l->nw; w++)
					cells[w] |= one[w];
			}
		cs_clear(&hit);
		for (w = 0; w < l->nw; w++)
			hit.w[w] = lg->digit_cells[d].w[w] & ~s->used[w];
		for (w = 0; w < l->nw; w++)
			for (bits = cells[w]; bits; bits &= bits - 1)
			{
				const sdk_cellset *peers = &lg->peers[w * 64 + als_lowest(bits)];
				int			x;

				for (x = 0; x < l->nw; x++)
					hit.w[x] &= peers->w[x];
			}
		cs_remove(&hit, s->stem);
		found_eliminate_set(&s->cur, &hit, d);
	}
	if (s->cur.nelim == 0)
		return;
	s->cur.stem = s->stem;
	for (k = 1; k <= lg->n; k++)
		if (s->chosen[k] >= 0)
		{
			s->cur.link[s->cur.nals][0] = (uint8_t) k;
			s->cur.link[s->cur.nals][1] = 0;
			found_add_als(s, s->chosen[k]);
		}
	found_step(s);
}

/* HoDoKu's checkAlsDeathBlossomRecursive: a set for each candidate of the stem in turn. */
static void
blossom_choose(als_search *s, int d)
{
	als_list   *l = &s->l;
	int			i;

	if (d > s->max_digit || s->done)
		return;
	if (s->nlist[d] == 0)
	{
		s->chosen[d] = -1;
		blossom_choose(s, d + 1);
		return;
	}
	for (i = 0; i < s->nlist[d] && !s->done; i++)
	{
		const als  *a = &l->items[s->list[d][i]];
		const uint64_t *cells = als_words(l, a->cells);
		int			k;

		if (als_work(l, 1))
		{
			s->done = true;
			return;
		}
		if (!s->overlap && als_meets(cells, s->used, l->nw))
			continue;
		if (!(s->common & a->digits))
			continue;
		s->chosen[d] = s->list[d][i];
		s->removed[d] = s->common & ~a->digits;
		s->common &= a->digits;
		for (k = 0; k < l->nw; k++)
			s->used[k] |= cells[k];
		if (d < s->max_digit)
			blossom_choose(s, d + 1);
		else
			blossom_check(s);
		s->common |= s->removed[d];
		/* HoDoKu takes the set's cells out, also those another set holds */
		for (k = 0; k < l->nw; k++)
			s->used[k] &= ~cells[k];
	}
}

static void
search_death_blossom(als_search *s)
{
	sdk_logic  *lg = s->f->lg;
	als_list   *l = &s->l;
	int			c,
				d,
				i;

	CS_FOR_EACH(c, &lg->empty)
	{
		sdk_mask	seen = 0;

		if (s->done || finder_interrupted(s->f))
			break;
		for (d = 1; d <= lg->n; d++)
			s->nlist[d] = 0;
		for (i = 0; i < l->count; i++)
		{
			const als  *a = &l->items[i];

			MASK_FOR_EACH(d, a->digits & lg->pos.cand[c])
				if (als_has(l, als_digit_of(l, a, d)->buddies, c))
				{
					seen |= SDK_BIT(d);
					if (s->nlist[d] < BLOSSOM_MAX_ALS)
						s->list[d][s->nlist[d]++] = i;
				}
		}
		if (als_work(l, l->count))
			break;
		if (seen != lg->pos.cand[c])
			continue;
		s->stem = c;
		s->max_digit = 0;
		for (d = 1; d <= lg->n; d++)
		{
			s->chosen[d] = -1;
			if (s->nlist[d])
				s->max_digit = d;
		}
		s->common = SDK_ALL(lg->n);
		memset(s->used, 0, sizeof(s->used));
		blossom_choose(s, 1);
	}
}

/* ---- the finder ---- */

/* Whether to look for a kind: listing, the one asked for; solving, an enabled one. */
static bool
kind_wanted(const sdk_finder *f, int kind)
{
	int			t = lg_technique_code(f->lg, kind_codes[kind]);

	return f->only >= 0 ? f->only == t : lg_technique_enabled(f->lg, t);
}

/*
 * The steps kept of one kind, sorted as HoDoKu sorts them: listing, all
 * in that order; solving, the first.
 */
static void
emit_kept(als_search *s)
{
	const sdk_env *env = s->f->lg->env;
	const void **order;
	int			i;

	if (s->failed || s->f->stopped || s->nkept == 0)
		return;
	order = env->alloc(sizeof(const void *) * (size_t) s->nkept, env->arg);
	if (!order)
		return;
	for (i = 0; i < s->nkept; i++)
		order[i] = &s->kept[i];
	if (stable_sort(order, s->nkept, sort_cmp, s->f->lg->env))
		for (i = 0; i < (s->all ? s->nkept : 1) && emit_found(s, order[i]); i++)
			;
	env->release(order, env->arg);
	if (!s->all)
		s->done = true;
}

/*
 * param 0: ALS-XZ, ALS-XY-Wing and ALS-Chain, the sets and commons found
 * once, the kinds tried in that order until one has a step; param 1:
 * Death Blossom.
 */
void
find_als(sdk_finder *f, int param)
{
	const sdk_env *env = f->lg->env;
	als_search *s;
	int			first = param ? KIND_DEATH_BLOSSOM : KIND_XZ,
				last = param ? KIND_DEATH_BLOSSOM : KIND_CHAIN,
				kind;
	bool		solving;

	for (kind = first; kind <= last && !kind_wanted(f, kind); kind++)
		;
	if (kind > last)
		return;
	s = env->alloc(sizeof(als_search), env->arg);
	if (!s)
		return;
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->all = f->only >= 0;
	s->overlap = f->lg->opts.als_overlap;
	s->one_per_step = f->lg->opts.als_one_per_step;
	/* the solver's ALS-XZ, XY-Wing and Chain search, after a first tracked position */
	solving = !param && !s->all && f->lg->epoch > 0;
	if (!(solving ? als_collect_solving(f, &s->l) : als_collect(f, &s->l, true)) || s->l.exhausted)
		goto done;
	if (!param)
	{
		/* solving: what the last search that met nothing left (als_quiet) */
		if (solving)
			s->quiet = quiet_use(s);
		if (!(s->quiet ? als_collect_rcs_since(&s->l, s->overlap, &s->quiet->then, s->moved, s->then_of, s->now_of) :
			  als_collect_rcs(&s->l, s->overlap)) || s->l.exhausted)
			goto done;
	}
	for (; kind <= last && !s->done && !s->failed && !f->stopped; kind++)
	{
		if (!kind_wanted(f, kind))
			continue;
		s->kind = kind;
		s->nkept = 0;
		s->nfound = 0;
		if (s->slots)
			memset(s->slots, 0, sizeof(int) * (size_t) s->nslots);
		switch (kind)
		{
			case KIND_XZ:
				search_xz(s);
				break;
			case KIND_XY_WING:
				search_xy_wing(s);
				break;
			case KIND_CHAIN:
				search_chain(s);
				break;
			case KIND_DEATH_BLOSSOM:
				search_death_blossom(s);
				break;
		}
		emit_kept(s);
	}
	if (solving && kind > last && !s->done && !s->failed && !s->l.exhausted && !f->stopped)
		quiet_keep(s);
done:
	quiet_release(s);
	if (s->both)
		env->release(s->both, env->arg);
	if (s->both_first)
		env->release(s->both_first, env->arg);
	if (s->kept)
		env->release(s->kept, env->arg);
	if (s->slots)
		env->release(s->slots, env->arg);
	als_free(&s->l);
	env->release(s, env->arg);
}
