/*
 * als.c -- the almost locked sets of a position and their restricted
 * commons, listed as HoDoKu 2.2 lists them (als.h).
 */
#include "als.h"

/* The sets als_collect makes room for at first (the lists grow as needed). */
#define ALS_ROOM_SETS 512

/*
 * The sets one unit's walk found, kept for the solver's next collection
 * (the finder's FINDER_KEPT_ALS_UNITS slot, an array of them per unit):
 * the walk reads only the unit's empty cells and their candidates, so
 * while the unit is unchanged it finds the same sets in the same order
 * for the same steps.
 */
typedef struct kept_set
{
	sdk_mask	digits;
	int			size;			/* its cells, the next in unit_sets.cells */
} kept_set;

typedef struct unit_sets
{
	uint32_t	epoch;			/* the search that walked the unit (sdk_logic.epoch); 0: none kept */
	long		calls;			/* the walk's steps (its als_work calls, 1 each) */
	int			nsets;
	int			sets_cap;
	kept_set   *sets;
	int			ncells;
	int			cells_cap;
	uint16_t   *cells;
	/* per set, for each digit in order, what its cells with it see (set_sight, nw words) */
	int			nwords;
	int			words_cap;
	uint64_t   *words;
} unit_sets;

/* The depth-first walk over one unit's empty cells. */
typedef struct unit_walk
{
	als_list   *l;
	unit_sets  *kept;			/* where the sets found are noted; NULL: not kept */
	int			type;			/* 0 row, 1 column, 2 box */
	bool		singles;
	int			max_cells;
	int			m;				/* empty cells of the unit */
	int			cells[SDK_MAX_SIZE];
	int			chosen[SDK_MAX_SIZE];
	bool		failed;			/* out of memory, out of work or stopped */
	bool		oom;
} unit_walk;

/*
 * Whether a set of this unit was listed before from another unit: a box's
 * cells all in one row or one column were listed with it, a column's
 * single cell with its row.
 */
static bool
listed_before(const unit_walk *w, int count)
{
	const sdk_logic *lg = w->l->f->lg;
	bool		one_row = true,
				one_col = true;
	int			i;

	if (w->type == 0)
		return false;
	if (w->type == 1)
		return count == 1;
	for (i = 1; i < count; i++)
	{
		one_row &= lg->cell_units[w->chosen[i]][0] == lg->cell_units[w->chosen[0]][0];
		one_col &= lg->cell_units[w->chosen[i]][1] == lg->cell_units[w->chosen[0]][1];
	}
	return one_row || one_col;
}

/* Room for count more words (not cleared); their offset, -1 when out of memory. */
static int
words_room(als_list *l, int count)
{
	const sdk_env *env = l->f->lg->env;
	int			at = l->nwords;

	if (at + count > l->words_cap)
	{
		int			cap = 2 * l->words_cap > at + count ? 2 * l->words_cap : 2 * (at + count);
		uint64_t   *grown = env->alloc(sizeof(uint64_t) * (size_t) cap, env->arg);

		if (!grown)
			return -1;
		if (at)
			memcpy(grown, l->words, sizeof(uint64_t) * (size_t) at);
		if (l->words)
			env->release(l->words, env->arg);
		l->words = grown;
		l->words_cap = cap;
	}
	l->nwords += count;
	return at;
}

/*
 * Notes a set the walk found: its words (nw per digit) to be written by
 * the caller; NULL when out of memory (the unit is then not kept).
 */
static uint64_t *
unit_sets_note(sdk_finder *f, unit_sets *us, const int *chosen, int size, sdk_mask digits, int nw)
{
	int			nwords = nw * sdk_bit_count(digits),
				i;
	void	   *room;

	if (!(room = lg_list_room(f, us->sets, &us->sets_cap, us->nsets, sizeof(kept_set))))
		return NULL;
	us->sets = room;
	if (!(room = lg_list_room_for(f, us->cells, &us->cells_cap, us->ncells, size, sizeof(uint16_t))))
		return NULL;
	us->cells = room;
	if (!(room = lg_list_room_for(f, us->words, &us->words_cap, us->nwords, nwords, sizeof(uint64_t))))
		return NULL;
	us->words = room;
	us->sets[us->nsets].digits = digits;
	us->sets[us->nsets++].size = size;
	for (i = 0; i < size; i++)
		us->cells[us->ncells++] = (uint16_t) chosen[i];
	us->nwords += nwords;
	return us->words + us->nwords - nwords;
}

/*
 * Room for a set of count cells and these digits at the end of the list,
 * its entries per digit and its words made (its cells and buddies
 * cleared): the set, NULL when out of memory (a list that cannot grow
 * stays as it was, for als_free).
 */
static als *
set_room(als_list *l, int count, sdk_mask digits)
{
	sdk_finder *f = l->f;
	als		   *a;
	int			ndigits = sdk_bit_count(digits),
				run;
	void	   *room;

	if (!(room = lg_list_room(f, l->items, &l->cap, l->count, sizeof(als))))
		return NULL;
	l->items = room;
	if (!(room = lg_list_room_for(f, l->per, &l->per_cap, l->nper, ndigits, sizeof(als_digit))))
		return NULL;
	l->per = room;
	if ((run = words_room(l, l->nw * 2 * (ndigits + 1))) < 0)
		return NULL;
	/* the set's cells and buddies (set_digit writes the rest) */
	memset(l->words + run, 0, sizeof(uint64_t) * (size_t) (2 * l->nw));
	a = &l->items[l->count++];
	a->cells = run;
	a->buddies = run + l->nw;
	a->digits = digits;
	a->ncells = count;
	a->first = l->nper;
	return a;
}

/*
 * A digit's entry of the set made last (set_room), the next in order:
 * its cells with the digit, and the cells outside with the digit that
 * see them all (its buddies: the position's cells with d, less the set's,
 * among those that see, the peers its cells with d share).
 */
static void
set_digit(als_list *l, const als *a, int d, const uint64_t *see)
{
	const uint64_t *dc = l->f->lg->digit_cells[d].w,
			   *cells = l->words + a->cells;
	uint64_t   *buddies = l->words + a->buddies,
			   *pc,
			   *pb;
	als_digit  *p = &l->per[l->nper];
	int			nw = l->nw,
				k;

	p->cells = a->buddies + nw + 2 * nw * (l->nper - a->first);
	p->buddies = p->cells + nw;
	l->nper++;
	pc = l->words + p->cells;
	pb = pc + nw;
	for (k = 0; k < nw; k++)
	{
		uint64_t	b = dc[k] & ~cells[k] & see[k];

		pc[k] = cells[k] & dc[k];
		pb[k] = b;
		buddies[k] |= b;
	}
	for (k = 0; k < nw && !pc[k]; k++)
		;
	p->first = k < nw ? k * 64 + als_lowest(pc[k]) : -1;
}

/* The peers that a set's cells with d all share (the cells themselves left out later). */
static void
set_sight(const sdk_logic *lg, const int *chosen, int count, int d, int nw, uint64_t *see)
{
	int			i,
				k;

	for (k = 0; k < nw; k++)
		see[k] = ~(uint64_t) 0;
	for (i = 0; i < count; i++)
		if (lg->pos.cand[chosen[i]] & SDK_BIT(d))
			for (k = 0; k < nw; k++)
				see[k] &= lg->peers[chosen[i]].w[k];
}

static bool
add_set(unit_walk *w, int count, sdk_mask digits)
{
	als_list   *l = w->l;
	const sdk_logic *lg = l->f->lg;
	als		   *a = set_room(l, count, digits);
	uint64_t   *cells,
			   *kept = NULL,
				see[SDK_CELLSET_WORDS];
	int			d,
				i;

	if (!a)
		return false;
	cells = l->words + a->cells;
	for (i = 0; i < count; i++)
		cells[w->chosen[i] >> 6] |= (uint64_t) 1 << (w->chosen[i] & 63);
	/* kept for the unit's next collection (unit_sets) */
	if (w->kept && !(kept = unit_sets_note(l->f, w->kept, w->chosen, count, digits, l->nw)))
		w->kept = NULL;
	MASK_FOR_EACH(d, digits)
	{
		set_sight(lg, w->chosen, count, d, l->nw, see);
		set_digit(l, a, d, see);
		if (w->kept)
		{
			memcpy(kept, see, sizeof(uint64_t) * (size_t) l->nw);
			kept += l->nw;
		}
	}
	return true;
}

/* A set as a unit's walk kept it (unit_sets), its words from kept; false when out of memory. */
static bool
add_kept_set(als_list *l, const kept_set *ks, const uint16_t *cell, const uint64_t *kept)
{
	als		   *a = set_room(l, ks->size, ks->digits);
	uint64_t   *cells;
	int			d,
				i;

	if (!a)
		return false;
	cells = l->words + a->cells;
	for (i = 0; i < ks->size; i++)
		cells[cell[i] >> 6] |= (uint64_t) 1 << (cell[i] & 63);
	MASK_FOR_EACH(d, ks->digits)
	{
		set_digit(l, a, d, kept);
		kept += l->nw;
	}
	return true;
}

/*
 * The subsets that add cells from index `from` on to the count chosen so
 * far (digits between them): a set is kept when it holds one digit more
 * than cells.  A subtree is left when no subset in it can be one: each
 * cell added lowers the surplus of digits over cells by one at most.
 */
static void
walk(unit_walk *w, int from, int count, sdk_mask digits)
{
	const sdk_logic *lg = w->l->f->lg;
	int			i;

	for (i = from; i < w->m && !w->failed; i++)
	{
		sdk_mask	m = digits | lg->pos.cand[w->cells[i]];
		int			size = count + 1,
					surplus = sdk_bit_count(m) - size - 1,
					room = w->m - i - 1;

		if (als_work(w->l, 1))
		{
			w->failed = true;
			return;
		}
		w->chosen[count] = w->cells[i];
		if (surplus == 0 && (w->singles || size > 1) && !listed_before(w, size))
		{
			if (!add_set(w, size, m))
			{
				w->failed = w->oom = true;
				return;
			}
		}
		if (room > w->max_cells - size)
			room = w->max_cells - size;
		if (room > 0 && surplus <= room)
			walk(w, i + 1, size, m);
	}
}

/* ---- the sets of each unit kept for the next collection ---- */

static void
units_kept_free(sdk_finder *f)
{
	const sdk_env *env = f->lg->env;
	unit_sets  *kept = f->kept[FINDER_KEPT_ALS_UNITS];
	int			u;

	for (u = 0; u < 3 * SDK_MAX_SIZE; u++)
	{
		if (kept[u].sets)
			env->release(kept[u].sets, env->arg);
		if (kept[u].cells)
			env->release(kept[u].cells, env->arg);
		if (kept[u].words)
			env->release(kept[u].words, env->arg);
	}
	env->release(kept, env->arg);
}

/* The finder's record, made the first time; NULL when out of memory. */
static unit_sets *
units_kept(sdk_finder *f)
{
	const sdk_env *env = f->lg->env;
	unit_sets  *kept = f->kept[FINDER_KEPT_ALS_UNITS];

	if (!kept)
	{
		kept = env->alloc(sizeof(unit_sets) * 3 * SDK_MAX_SIZE, env->arg);
		if (!kept)
			return NULL;
		memset(kept, 0, sizeof(unit_sets) * 3 * SDK_MAX_SIZE);
		f->kept[FINDER_KEPT_ALS_UNITS] = kept;
		f->kept_free[FINDER_KEPT_ALS_UNITS] = units_kept_free;
	}
	return kept;
}

/* A unit's kept sets added as its walk would add them, for the same work. */
static bool
unit_sets_replay(als_list *l, const unit_sets *us)
{
	const uint16_t *cell = us->cells;
	const uint64_t *kept = us->words;
	int			i;

	for (i = 0; i < us->nsets; i++)
	{
		if (!add_kept_set(l, &us->sets[i], cell, kept))
			return false;
		cell += us->sets[i].size;
		kept += l->nw * sdk_bit_count(us->sets[i].digits);
	}
	l->work += us->calls * l->nw;
	l->calls += us->calls;
	return true;
}

static bool
collect(sdk_finder *f, als_list *l, bool singles, unit_sets *kept)
{
	sdk_logic  *lg = f->lg;
	unit_walk	w;
	int			u,
				k;

	memset(l, 0, sizeof(*l));
	l->f = f;
	l->nw = lg_cell_words(lg);
	/*
	 * room for the sets a position usually has (hundreds on a 16x16), so
	 * that the lists seldom grow (each time copied whole)
	 */
	l->words_cap = ALS_ROOM_SETS * 2 * l->nw * (lg->n / 2 + 2);
	l->words = lg->env->alloc(sizeof(uint64_t) * (size_t) l->words_cap, lg->env->arg);
	l->per_cap = ALS_ROOM_SETS * (lg->n / 2 + 1);
	l->per = lg->env->alloc(sizeof(als_digit) * (size_t) l->per_cap, lg->env->arg);
	l->cap = ALS_ROOM_SETS;
	l->items = lg->env->alloc(sizeof(als) * (size_t) l->cap, lg->env->arg);
	if (!l->words || !l->per || !l->items)
		return false;
	w.l = l;
	w.singles = singles;
	w.max_cells = lg->n - 1;
	w.failed = false;
	w.oom = false;
	for (u = 0; u < lg->nunits && !w.failed; u++)
	{
		if (finder_interrupted(f))
			return false;
		w.type = lg_unit_type(lg, u);
		w.m = 0;
		for (k = 0; k < lg->n; k++)
			if (!lg->pos.value[lg->unit_cells[u][k]])
				w.cells[w.m++] = lg->unit_cells[u][k];
		w.kept = kept ? &kept[u] : NULL;
		if (w.kept && w.kept->epoch && lg->unit_epoch[u] <= w.kept->epoch &&
			l->work + w.kept->calls * l->nw <= ALS_WORK_BUDGET)
		{
			/* unchanged since it was walked, and its walk would not run out of work */
			if (!unit_sets_replay(l, w.kept))
				w.failed = w.oom = true;
			continue;
		}
		if (w.kept)
		{
			w.kept->epoch = 0;
			w.kept->nsets = w.kept->ncells = w.kept->nwords = 0;
		}
		{
			long		calls = l->calls;

			walk(&w, 0, 0, 0);
			if (w.kept && !w.failed)
			{
				w.kept->epoch = lg->epoch;
				w.kept->calls = l->calls - calls;
			}
		}
	}
	return !w.oom && !f->stopped;
}

bool
als_collect(sdk_finder *f, als_list *l, bool singles)
{
	return collect(f, l, singles, NULL);
}

bool
als_collect_solving(sdk_finder *f, als_list *l)
{
	return collect(f, l, true, f->lg->epoch > 0 ? units_kept(f) : NULL);
}

/*
 * Where the commons are looked for: per digit d and cell c, the sets whose
 * first cell with d is c (ascending: by_first[first[d * ncells + c] ..]);
 * per set, the digits found so far that may be commons (its bit in near).
 */
typedef struct rc_index
{
	int		   *first;			/* (n + 1) * ncells + 1 entries */
	int		   *by_first;
	sdk_mask   *digits;			/* per set, 0 between sets */
	uint64_t   *near;			/* a bit per set */
	int			aw;
	int			ncells;
} rc_index;

/*
 * The commons of set i with every later set j, in order of j, each
 * common's digits in order.  A digit d is a common when each of b's cells
 * with d is among a's buddies of d, so b's first such cell is one: only
 * the sets listed under a buddy as their first cell with d are looked at
 * (each once), and those that hold it whole are noted per set; then the
 * sets noted, in order, as HoDoKu compares every pair: a pair that shares
 * a cell is left out unless overlap is allowed, and then a digit in a
 * shared cell is no common.  Inlined with nw a constant for the 9x9 (2
 * words).
 */
static inline bool
rcs_of(als_list *l, rc_index *x, int i, bool overlap, int nw)
{
	const als  *a = &l->items[i];
	const uint64_t *a_cells = als_words(l, a->cells);
	const als_digit *pa_of[SDK_MAX_SIZE + 1];
	int			word,
				d;

	MASK_FOR_EACH(d, a->digits)
	{
		const als_digit *pa = pa_of[d] = als_digit_of(l, a, d);
		const uint64_t *buddies = als_words(l, pa->buddies);
		const int  *slot = x->first + d * x->ncells;

		for (word = 0; word < nw; word++)
		{
			uint64_t	bits;

			for (bits = buddies[word]; bits; bits &= bits - 1)
			{
				int			c = word * 64 + als_lowest(bits),
							k;

				/* the later sets, from the last down */
				for (k = slot[c + 1] - 1; k >= slot[c] && x->by_first[k] > i; k--)
				{
					int			j = x->by_first[k];

					if (als_within(als_words(l, als_digit_of(l, &l->items[j], d)->cells), buddies, nw))
					{
						x->digits[j] |= SDK_BIT(d);
						x->near[j >> 6] |= (uint64_t) 1 << (j & 63);
					}
				}
			}
		}
	}
	for (word = (i + 1) >> 6; word < x->aw; word++)
	{
		uint64_t	bits = x->near[word];

		x->near[word] = 0;
		while (bits)
		{
			int			j = word * 64 + als_lowest(bits);
			const als  *b = &l->items[j];
			sdk_mask	found_digits = x->digits[j];
			uint64_t	shared[SDK_CELLSET_WORDS];
			bool		meet;
			int			found = 0;

			bits &= bits - 1;
			x->digits[j] = 0;
			meet = als_and(shared, a_cells, als_words(l, b->cells), nw);
			if (meet && !overlap)
				continue;
			MASK_FOR_EACH(d, found_digits)
			{
				const als_digit *pa = pa_of[d],
						   *pb = als_digit_of(l, b, d);

				/* none of the digit's cells in both */
				if (meet && (als_meets(als_words(l, pa->cells), shared, nw) ||
							 als_meets(als_words(l, pb->cells), shared, nw)))
					continue;
				if (found++ == 0)
				{
					als_rc	   *room = lg_list_room(l->f, l->rc, &l->rc_cap, l->nrc, sizeof(als_rc));

					if (!room)
						return false;
					l->rc = room;
					l->rc[l->nrc].a = i;
					l->rc[l->nrc].b = j;
					l->rc[l->nrc].d1 = (uint8_t) d;
					l->rc[l->nrc].d2 = 0;
					l->rc[l->nrc].actual = 0;
					l->nrc++;
				}
				else
					/* a third would take the second's place (not in a valid position) */
					l->rc[l->nrc - 1].d2 = (uint8_t) d;
			}
		}
	}
	return true;
}

/*
 * The index of the sets (of those marked in only, when not NULL) by their
 * first cell with each digit, in order of the sets; false when out of
 * memory.
 */
static bool
rc_index_init(als_list *l, rc_index *x, const bool *only)
{
	const sdk_logic *lg = l->f->lg;
	const sdk_env *env = lg->env;
	int			nslots = (lg->n + 1) * lg->ncells,
				i,
				c,
				d;

	x->aw = (l->count + 63) / 64;
	x->ncells = lg->ncells;
	x->first = env->alloc(sizeof(int) * (size_t) (nslots + 2), env->arg);
	x->by_first = env->alloc(sizeof(int) * (size_t) (l->nper + 1), env->arg);
	x->digits = env->alloc(sizeof(sdk_mask) * (size_t) (l->count + 1), env->arg);
	x->near = env->alloc(sizeof(uint64_t) * (size_t) (x->aw + 1), env->arg);
	if (!x->first || !x->by_first || !x->digits || !x->near)
		return false;
	memset(x->first, 0, sizeof(int) * (size_t) (nslots + 2));
	memset(x->digits, 0, sizeof(sdk_mask) * (size_t) (l->count + 1));
	memset(x->near, 0, sizeof(uint64_t) * (size_t) (x->aw + 1));
	for (i = 0; i < l->count; i++)
		if (!only || only[i])
			MASK_FOR_EACH(d, l->items[i].digits)
				if ((c = als_digit_of(l, &l->items[i], d)->first) >= 0)
					x->first[d * lg->ncells + c + 1]++;
	for (i = 0; i < nslots; i++)
		x->first[i + 1] += x->first[i];
	for (i = 0; i < l->count; i++)
		if (!only || only[i])
			MASK_FOR_EACH(d, l->items[i].digits)
				if ((c = als_digit_of(l, &l->items[i], d)->first) >= 0)
					x->by_first[x->first[d * lg->ncells + c]++] = i;
	/* back to the starts */
	for (i = nslots; i > 0; i--)
		x->first[i] = x->first[i - 1];
	x->first[0] = 0;
	return true;
}

static void
rc_index_free(const sdk_env *env, rc_index *x)
{
	if (x->first)
		env->release(x->first, env->arg);
	if (x->by_first)
		env->release(x->by_first, env->arg);
	if (x->digits)
		env->release(x->digits, env->arg);
	if (x->near)
		env->release(x->near, env->arg);
}

static inline bool
rcs_found(als_list *l, rc_index *x, int i, bool overlap)
{
	return l->nw == 2 ? rcs_of(l, x, i, overlap, 2) : rcs_of(l, x, i, overlap, l->nw);
}

/*
 * Set i's RCs when it holds no changed cell: those to later sets that
 * hold one, found (x indexes those sets only), merged in order of the
 * later set with its RCs of then to sets that hold none (t's set k).
 */
static bool
rcs_merged(als_list *l, rc_index *x, int i, bool overlap, const als_then *t, int k,
		   const int *now_of, als_rc *found)
{
	int			from = l->nrc,
				nfound,
				a = 0,
				r = t->rc_first[k];

	if (!rcs_found(l, x, i, overlap))
		return false;
	nfound = l->nrc - from;
	if (nfound > 0)
		memcpy(found, l->rc + from, sizeof(als_rc) * (size_t) nfound);
	l->nrc = from;
	for (;;)
	{
		int			then_b;
		als_rc	   *room;

		while (r < t->rc_first[k + 1] && now_of[t->rc[r].b] < 0)
			r++;
		if (a == nfound && r == t->rc_first[k + 1])
			break;
		if (!(room = lg_list_room(l->f, l->rc, &l->rc_cap, l->nrc, sizeof(als_rc))))
			return false;
		l->rc = room;
		then_b = r < t->rc_first[k + 1] ? now_of[t->rc[r].b] : l->count;
		if (a < nfound && found[a].b < then_b)
			l->rc[l->nrc] = found[a++];
		else
		{
			l->rc[l->nrc] = t->rc[r++];
			l->rc[l->nrc].a = i;
			l->rc[l->nrc].b = then_b;
		}
		l->nrc++;
	}
	return true;
}

/*
 * HoDoKu compares every pair of sets: the work counted is that, though
 * only the sets whose cells with a digit all lie among a set's buddies of
 * it are looked at (rcs_of).  With t, the RCs of two sets that hold no
 * changed cell are taken from it (rcs_merged).
 */
static bool
collect_rcs(als_list *l, bool overlap, const als_then *t, const bool *moved,
			const int *then_of, const int *now_of)
{
	sdk_finder *f = l->f;
	const sdk_env *env = f->lg->env;
	rc_index	x,
				xm;
	als_rc	   *found = NULL;
	bool		ok = false;
	int			i;

	memset(&x, 0, sizeof(x));
	memset(&xm, 0, sizeof(xm));
	l->nrc = 0;
	l->rc_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	if (!l->rc_first)
		goto done;
	if (als_work(l, (long) l->count * (l->count - 1) / 2))
	{
		ok = !f->stopped;
		goto done;
	}
	if (!rc_index_init(l, &x, NULL))
		goto done;
	if (t)
	{
		found = env->alloc(sizeof(als_rc) * (size_t) (l->count + 1), env->arg);
		if (!found || !rc_index_init(l, &xm, moved))
			goto done;
	}
	for (i = 0; i < l->count; i++)
	{
		l->rc_first[i] = l->nrc;
		if ((i & 63) == 0 && finder_interrupted(f))
			goto done;
		if (!(t && then_of[i] >= 0 ? rcs_merged(l, &xm, i, overlap, t, then_of[i], now_of, found) :
			  rcs_found(l, &x, i, overlap)))
			goto done;
	}
	l->rc_first[l->count] = l->nrc;
	ok = !f->stopped;
done:
	rc_index_free(env, &x);
	rc_index_free(env, &xm);
	if (found)
		env->release(found, env->arg);
	return ok;
}

bool
als_collect_rcs(als_list *l, bool overlap)
{
	return collect_rcs(l, overlap, NULL, NULL, NULL, NULL);
}

bool
als_collect_rcs_since(als_list *l, bool overlap, const als_then *t,
					  const bool *moved, const int *then_of, const int *now_of)
{
	return collect_rcs(l, overlap, t, moved, then_of, now_of);
}

/* A hash of a run of nw words (a set's cells, as a key). */
static uint64_t
als_hash(const uint64_t *run, int nw)
{
	uint64_t	h = 0;
	int			i;

	for (i = 0; i < nw; i++)
	{
		h = (h ^ run[i]) * UINT64_C(0xbf58476d1ce4e5b9);
		h ^= h >> 31;
	}
	return h;
}

void
als_then_clear(als_then *t, const sdk_env *env)
{
	if (t->cells)
		env->release(t->cells, env->arg);
	if (t->rc_first)
		env->release(t->rc_first, env->arg);
	if (t->rc)
		env->release(t->rc, env->arg);
	memset(t, 0, sizeof(*t));
}

bool
als_keep(als_then *t, const als_list *l)
{
	const sdk_env *env = l->f->lg->env;
	int			i;

	als_then_clear(t, env);
	t->cells = env->alloc(sizeof(uint64_t) * (size_t) l->count * (size_t) l->nw + 1, env->arg);
	t->rc_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	t->rc = env->alloc(sizeof(als_rc) * (size_t) (l->nrc + 1), env->arg);
	if (!t->cells || !t->rc_first || !t->rc)
	{
		als_then_clear(t, env);
		return false;
	}
	for (i = 0; i < l->count; i++)
		memcpy(t->cells + (size_t) i * l->nw, als_words(l, l->items[i].cells), sizeof(uint64_t) * (size_t) l->nw);
	memcpy(t->rc_first, l->rc_first, sizeof(int) * (size_t) (l->count + 1));
	if (l->nrc > 0)
		memcpy(t->rc, l->rc, sizeof(als_rc) * (size_t) l->nrc);
	for (i = 0; i < l->nrc; i++)
		t->rc[i].actual = 0;
	t->count = l->count;
	t->nw = l->nw;
	t->nrc = l->nrc;
	return true;
}

bool
als_match(const als_list *l, const als_then *t, const uint64_t *changed,
		  bool *moved, int *then_of, int *now_of)
{
	const sdk_env *env = l->f->lg->env;
	int			nw = l->nw,
				nslots = 1,
				i,
				k,
			   *slots;

	while (nslots < 2 * t->count + 2)
		nslots *= 2;
	slots = env->alloc(sizeof(int) * (size_t) nslots, env->arg);
	if (!slots)
		return false;
	memset(slots, 0, sizeof(int) * (size_t) nslots);
	/* t's sets that hold no changed cell, by their cells */
	for (k = 0; k < t->count; k++)
	{
		const uint64_t *cells = t->cells + (size_t) k * nw;

		now_of[k] = -1;
		if (als_meets(cells, changed, nw))
			continue;
		for (i = (int) (als_hash(cells, nw) & (uint64_t) (nslots - 1)); slots[i]; i = (i + 1) & (nslots - 1))
			;
		slots[i] = k + 1;
	}
	for (i = 0; i < l->count; i++)
	{
		const uint64_t *cells = als_words(l, l->items[i].cells);
		int			h;

		then_of[i] = -1;
		moved[i] = true;
		if (als_meets(cells, changed, nw))
			continue;
		for (h = (int) (als_hash(cells, nw) & (uint64_t) (nslots - 1)); slots[h]; h = (h + 1) & (nslots - 1))
			if (memcmp(t->cells + (size_t) (slots[h] - 1) * nw, cells, sizeof(uint64_t) * (size_t) nw) == 0)
			{
				/* (one not found, which cannot be, counts as moved) */
				then_of[i] = slots[h] - 1;
				now_of[slots[h] - 1] = i;
				moved[i] = false;
				break;
			}
	}
	env->release(slots, env->arg);
	return true;
}

void
als_text_cells(sdk_finder *f, const als_list *l, const als *a)
{
	uint16_t	cells[SDK_MAX_SIZE];
	char		name[8 * SDK_MAX_SIZE];
	int			count = 0,
				w;
	uint64_t	bits;

	for (w = 0; w < l->nw; w++)
		for (bits = als_words(l, a->cells)[w]; bits && count < SDK_MAX_SIZE; bits &= bits - 1)
			cells[count++] = (uint16_t) (w * 64 + als_lowest(bits));
	sdk_cells_compact(&f->lg->pos.geo, cells, count, name, sizeof(name));
	step_text(f, "%s", name);
}

void
als_free(als_list *l)
{
	const sdk_env *env = l->f->lg->env;

	if (l->items)
		env->release(l->items, env->arg);
	if (l->per)
		env->release(l->per, env->arg);
	if (l->words)
		env->release(l->words, env->arg);
	if (l->rc)
		env->release(l->rc, env->arg);
	if (l->rc_first)
		env->release(l->rc_first, env->arg);
	memset(l, 0, sizeof(*l));
}
