/*
 * als.c -- the almost locked sets of a position and their restricted
 * commons, listed as HoDoKu 2.2 lists them (als.h).
 */
#include "als.h"

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
			   *buddies;

	l->items = lg_list_room(f, l->items, &l->cap, l->count, sizeof(als));
	if (!l->items)
		return false;
	for (i = 0; i < ndigits; i++)
	{
		l->per = lg_list_room(f, l->per, &l->per_cap, l->nper + i, sizeof(als_digit));
		if (!l->per)
			return false;
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

		/* the cells with d outside the set that see all of its cells with d */
		p->cells = run;
		p->buddies = run + nw;
		run += 2 * nw;
		for (k = 0; k < nw; k++)
		{
			pc[k] = cells[k] & dc[k];
			pb[k] = dc[k] & ~cells[k];
		}
		for (i = 0; i < count; i++)
			if ((pc[w->chosen[i] >> 6] >> (w->chosen[i] & 63)) & 1)
				for (k = 0; k < nw; k++)
					pb[k] &= lg->peers[w->chosen[i]].w[k];
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
 * The commons of set i with every later set j that has a cell among its
 * buddies (near: the sets that meet them, a bit per set), in order of j.
 * Inlined with nw a constant for the 9x9 (2 words).
 */
static inline bool
rcs_of(als_list *l, const uint64_t *near, int i, bool overlap, int nw)
{
	const als  *a = &l->items[i];
	const uint64_t *a_cells = als_words(l, a->cells);
	const als_digit *pa_of[SDK_MAX_SIZE + 1];
	int			aw = (l->count + 63) / 64,
				word,
				d;

	MASK_FOR_EACH(d, a->digits)
		pa_of[d] = als_digit_of(l, a, d);
	for (word = (i + 1) >> 6; word < aw; word++)
	{
		uint64_t	bits = near[word];

		if (word == (i + 1) >> 6)
			bits &= ~(uint64_t) 0 << ((i + 1) & 63);
		while (bits)
		{
			int			j = word * 64 + als_lowest(bits);
			const als  *b = &l->items[j];
			sdk_mask	common = a->digits & b->digits;
			uint64_t	shared[SDK_CELLSET_WORDS];
			bool		meet;
			int			found = 0;

			bits &= bits - 1;
			if (!common)
				continue;
			meet = als_and(shared, a_cells, als_words(l, b->cells), nw);
			if (meet && !overlap)
				continue;
			MASK_FOR_EACH(d, common)
			{
				const als_digit *pa = pa_of[d],
						   *pb = als_digit_of(l, b, d);

				/* each of b's cells with d sees each of a's, and none is in both */
				if (!als_within(als_words(l, pb->cells), als_words(l, pa->buddies), nw))
					continue;
				if (meet && (als_meets(als_words(l, pa->cells), shared, nw) ||
							 als_meets(als_words(l, pb->cells), shared, nw)))
					continue;
				if (found++ == 0)
				{
					l->rc = lg_list_room(l->f, l->rc, &l->rc_cap, l->nrc, sizeof(als_rc));
					if (!l->rc)
						return false;
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
 * HoDoKu compares every pair of sets: the work counted is that, though
 * only the sets that meet a set's buddies are looked at (an RC's cells in
 * the one see all of it in the other), found through a bit set of the
 * sets that hold each cell.
 */
bool
als_collect_rcs(als_list *l, bool overlap)
{
	sdk_finder *f = l->f;
	const sdk_logic *lg = f->lg;
	const sdk_env *env = lg->env;
	int			nw = l->nw,
				aw = (l->count + 63) / 64,
				i,
				k,
				w,
				c;
	uint64_t   *holding = NULL,
			   *near = NULL,
				bits;
	bool		ok = false;

	l->nrc = 0;
	l->rc_first = env->alloc(sizeof(int) * (size_t) (l->count + 1), env->arg);
	if (!l->rc_first)
		goto done;
	if (als_work(l, (long) l->count * (l->count - 1) / 2))
	{
		ok = !f->stopped;
		goto done;
	}
	holding = env->alloc(sizeof(uint64_t) * (size_t) aw * (size_t) (lg->ncells + 1), env->arg);
	near = env->alloc(sizeof(uint64_t) * (size_t) (aw + 1), env->arg);
	if (!holding || !near)
		goto done;
	memset(holding, 0, sizeof(uint64_t) * (size_t) aw * (size_t) lg->ncells);
	for (i = 0; i < l->count; i++)
		for (w = 0; w < nw; w++)
			for (bits = als_words(l, l->items[i].cells)[w]; bits; bits &= bits - 1)
			{
				c = w * 64 + als_lowest(bits);
				holding[c * aw + (i >> 6)] |= (uint64_t) 1 << (i & 63);
			}
	for (i = 0; i < l->count; i++)
	{
		l->rc_first[i] = l->nrc;
		if ((i & 63) == 0 && finder_interrupted(f))
			goto done;
		memset(near, 0, sizeof(uint64_t) * (size_t) aw);
		for (w = 0; w < nw; w++)
			for (bits = als_words(l, l->items[i].buddies)[w]; bits; bits &= bits - 1)
			{
				const uint64_t *h = &holding[(w * 64 + als_lowest(bits)) * aw];

				for (k = i >> 6; k < aw; k++)
					near[k] |= h[k];
			}
		if (!(nw == 2 ? rcs_of(l, near, i, overlap, 2) : rcs_of(l, near, i, overlap, nw)))
			goto done;
	}
	l->rc_first[l->count] = l->nrc;
	ok = !f->stopped;
done:
	if (holding)
		env->release(holding, env->arg);
	if (near)
		env->release(near, env->arg);
	return ok;
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
