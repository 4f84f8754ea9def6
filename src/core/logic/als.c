/*
 * als.c -- the almost locked sets of a position and their restricted
 * commons, listed as HoDoKu 2.2 lists them (als.h).
 */
#include "als.h"

/* The sets als_collect makes room for at first (the lists grow as needed). */
#define ALS_ROOM_SETS 512

/* The depth-first walk over one unit's empty cells. */
typedef struct unit_walk
{
	als_list   *l;
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

/* Room for count more words; their offset, -1 when out of memory. */
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
	memset(l->words + at, 0, sizeof(uint64_t) * (size_t) count);
	return at;
}

static bool
add_set(unit_walk *w, int count, sdk_mask digits)
{
	als_list   *l = w->l;
	sdk_finder *f = l->f;
	const sdk_logic *lg = f->lg;
	als		   *a;
	int			nw = l->nw,
				ndigits = sdk_bit_count(digits),
				run,
				d,
				i;
	uint64_t   *cells,
			   *buddies,
			   *digit_buddies[SDK_MAX_SIZE + 1];
	void	   *room;

	/* a list that cannot grow stays as it was, for als_free */
	if (!(room = lg_list_room(f, l->items, &l->cap, l->count, sizeof(als))))
		return false;
	l->items = room;
	for (i = 0; i < ndigits; i++)
	{
		if (!(room = lg_list_room(f, l->per, &l->per_cap, l->nper + i, sizeof(als_digit))))
			return false;
		l->per = room;
	}
	if ((run = words_room(l, nw * 2 * (ndigits + 1))) < 0)
		return false;
	a = &l->items[l->count++];
	a->cells = run;
	a->buddies = run + nw;
	a->digits = digits;
	a->ncells = count;
	a->first = l->nper;
	cells = l->words + a->cells;
	buddies = l->words + a->buddies;
	for (i = 0; i < count; i++)
		cells[w->chosen[i] >> 6] |= (uint64_t) 1 << (w->chosen[i] & 63);
	run += 2 * nw;
	MASK_FOR_EACH(d, digits)
	{
		als_digit  *p = &l->per[l->nper++];
		const uint64_t *dc = lg->digit_cells[d].w;
		uint64_t   *pc = l->words + run,
				   *pb = l->words + run + nw;
		int			k;

		/* the cells with d outside the set ... */
		p->cells = run;
		p->buddies = run + nw;
		digit_buddies[d] = pb;
		run += 2 * nw;
		p->first = -1;
		for (k = 0; k < nw; k++)
		{
			pc[k] = cells[k] & dc[k];
			pb[k] = dc[k] & ~cells[k];
			if (p->first < 0 && pc[k])
				p->first = k * 64 + als_lowest(pc[k]);
		}
	}
	/* ... that see all of its cells with d: each cell's peers taken from its digits' */
	for (i = 0; i < count; i++)
	{
		int			c = w->chosen[i],
					k;
		const uint64_t *peers = lg->peers[c].w;

		/* (its candidates are the set's digits; d's cells are those of digit_cells) */
		MASK_FOR_EACH(d, digits & lg->pos.cand[c])
		{
			uint64_t   *pb = digit_buddies[d];

			if (!((lg->digit_cells[d].w[c >> 6] >> (c & 63)) & 1))
				continue;
			for (k = 0; k < nw; k++)
				pb[k] &= peers[k];
		}
	}
	MASK_FOR_EACH(d, digits)
	{
		const uint64_t *pb = digit_buddies[d];
		int			k;

		for (k = 0; k < nw; k++)
			buddies[k] |= pb[k];
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
		if (surplus == 0 && (w->singles || size > 1) && !listed_before(w, size) &&
			!add_set(w, size, m))
		{
			w->failed = w->oom = true;
			return;
		}
		if (room > w->max_cells - size)
			room = w->max_cells - size;
		if (room > 0 && surplus <= room)
			walk(w, i + 1, size, m);
	}
}

bool
als_collect(sdk_finder *f, als_list *l, bool singles)
{
	sdk_logic  *lg = f->lg;
	unit_walk	w;
	int			u,
				k;

	memset(l, 0, sizeof(*l));
	l->f = f;
	l->nw = (lg->ncells + 63) / 64;
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
		walk(&w, 0, 0, 0);
	}
	return !w.oom && !f->stopped;
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
