/*
 * se_chains_nested.c -- Sudoku Explainer's nested forcing chains (levels 2
 * to 5, "Dynamic Forcing Chains (+ Forcing Chains)" and up; its model,
 * serate 1.2.1.3).
 *
 * Past level 1, when a propagation has nothing left to take and the four
 * simple techniques of se_chains_plus.c give nothing, SE runs whole
 * chaining rules on the shrunken grid (getAdvancedPotentials): at level 2
 * the static forcing chains and cycles, at 3 those and the static multiple
 * chains, at 4 the dynamic chains, at 5 those and level 2, up to the first
 * rule that gives anything.  A hint of such a rule counts only if it needs
 * candidates the outer chain removed: its rule parents, the removals in
 * the cell of each naked single its chains use and in the region of each
 * hidden single.  Each of its eliminations becomes a node off with those
 * removals as parents, and the hint's own complexity counts once (per
 * distinct chain, SE's FullChain) in every outer hint whose chains go
 * through such a node.
 *
 * A rule inside runs as a search of its own (sec_ctx.inner, kept in
 * x->kids from one run to the next) on a copy of the shrunken grid, its
 * candidates numbered afresh: what it hands out is in cells and digits
 * (SEC_SRC, sec_hint.id), not in its own numbering.
 */
#include "se_chains.h"

/* The chaining rules inside, in SE's order for each level from 2. */
enum
{
	SEC_NEST_STATIC,			/* Chaining(false, false, false, 0) */
	SEC_NEST_MULTIPLE,			/* Chaining(true, false, false, 0) */
	SEC_NEST_DYNAMIC,			/* Chaining(true, true, false, 0) */
	SEC_NEST_LEVEL2				/* Chaining(true, true, false, 2) */
};

static const int sec_nest_rules[4][2] = {
	{SEC_NEST_STATIC, -1},
	{SEC_NEST_STATIC, SEC_NEST_MULTIPLE},
	{SEC_NEST_DYNAMIC, -1},
	{SEC_NEST_DYNAMIC, SEC_NEST_LEVEL2}
};

/* A literal as SE's triple (cell, digit, on), the same in every search. */
static inline uint64_t
sec_triple(const sec_ctx *x, int lit)
{
	int			cand = SEC_CAND(lit);

	return ((uint64_t) (x->cand_cell[cand] * x->n + x->cand_digit[cand]) << 1) | (uint64_t) (lit & 1);
}

static inline uint64_t
sec_mix(uint64_t h, uint64_t v)
{
	int			i;

	for (i = 0; i < 4; i++, v >>= 8)
		h = (h ^ (v & 0xff)) * 1099511628211ULL;
	return h;
}

#define SEC_MIX_START 14695981039346656037ULL

/*
 * How a node follows from its first parent: stored by the multiple and
 * dynamic searches; for the static search's nodes (stored as assumed)
 * found again from the link, as SE's getOnToOff and getOffToOn name it
 * (the cell, else the first of block, row and column the two share: for
 * a node on, the one where the digit has two places).
 */
static int
sec_node_cause(const sec_ctx *x, const sec_prop *p, int q)
{
	const sdk_logic *lg = x->lg;
	const sec_node *nd = &p->node[q];
	int			from,
				c1,
				c2,
				d,
				i;

	if (nd->cause != SEC_ASSUMED || nd->npar == 0)
		return nd->cause;
	from = p->node[p->par[nd->first]].lit;
	c1 = x->cand_cell[SEC_CAND(from)];
	c2 = x->cand_cell[SEC_CAND(nd->lit)];
	d = x->cand_digit[SEC_CAND(nd->lit)];
	if (c1 == c2)
		return SEC_NAKED;
	for (i = 0; i < 3; i++)
	{
		int			u = lg->cell_units[c1][sec_region_types[i]];

		if (cs_has(&lg->unit_set[u], c2) &&
			(!SEC_ON(nd->lit) || sdk_bit_count(x->place[d][u]) == 2))
			return SEC_HIDDEN_BOX + i;
	}
	return SEC_ASSUMED;
}

/* Records the single a node on of an inner hint uses (cause: SEC_NAKED .. SEC_HIDDEN_COL). */
static void
sec_add_source(sec_ctx *x, int lit, int cause)
{
	int			cand = SEC_CAND(lit);

	if (cause < SEC_NAKED || cause > SEC_HIDDEN_COL ||
		!sec_room(x, (void **) &x->src, &x->src_cap, x->nsrc + 1, sizeof(int)))
		return;
	x->src[x->nsrc++] = SEC_SRC(x->cand_cell[cand], cause - SEC_NAKED, x->cand_digit[cand]);
}

/*
 * What a hint found inside a chain hands out (SE's FullChain and
 * getRuleParents): its identity, a hash of its targets and of each one's
 * ancestors in breadth-first order, and the single of each node on among
 * them (an assumption counts as root says: a cell's as its naked single,
 * a region's as its hidden single, else not).
 */
void
sec_inner_hint(sec_ctx *x, sec_hint *h, sec_prop *const *props, const int *nodes, int count, int root)
{
	uint64_t	id = SEC_MIX_START;
	int			t;

	for (t = 0; t < count; t++)
		id = sec_mix(id, sec_triple(x, props[t]->node[nodes[t]].lit));
	for (t = 0; t < count; t++)
	{
		const sec_prop *p = props[t];
		int			head = 0,
					tail = 0,
					walk = ++x->walk;

		x->queue[tail++] = nodes[t];
		x->seen[p->node[nodes[t]].lit] = walk;
		while (head < tail)
		{
			int			q = x->queue[head++],
						i;
			const sec_node *nd = &p->node[q];

			id = sec_mix(id, sec_triple(x, nd->lit));
			if (SEC_ON(nd->lit))
				sec_add_source(x, nd->lit, nd->npar == 0 && nd->cause == SEC_ASSUMED ? root :
							   sec_node_cause(x, p, q));
			for (i = 0; i < nd->npar; i++)
			{
				int			r = p->par[nd->first + i];

				if (x->seen[p->node[r].lit] != walk)
				{
					x->seen[p->node[r].lit] = walk;
					x->queue[tail++] = r;
				}
			}
		}
	}
	h->id = id;
	h->nsrc = x->nsrc - h->src_first;
}

/*
 * The same for a cycle (SE's CycleHint: the loop forwards, and reversed
 * from its start, every node flipped and keeping its cause): the nodes on
 * of the loop with their links, then its nodes off with theirs.
 */
void
sec_inner_cycle(sec_ctx *x, sec_hint *h, const sec_prop *p, int end)
{
	uint64_t	id = SEC_MIX_START;
	int			q,
				len = 0,
				i;

	id = sec_mix(id, sec_triple(x, p->node[end].lit));
	id = sec_mix(id, sec_triple(x, p->node[end].lit ^ 1));
	for (q = end; p->node[q].npar > 0; q = p->par[p->node[q].first])
	{
		if (!sec_room(x, (void **) &x->scratch, &x->scratch_cap, len + 1, sizeof(int)))
			return;
		x->scratch[len++] = q;
		id = sec_mix(id, sec_triple(x, p->node[q].lit));
		if (SEC_ON(p->node[q].lit))
			sec_add_source(x, p->node[q].lit, sec_node_cause(x, p, q));
	}
	for (i = len - 1; i >= 0; i--)
		if (!SEC_ON(p->node[x->scratch[i]].lit))
			sec_add_source(x, p->node[x->scratch[i]].lit, sec_node_cause(x, p, x->scratch[i]));
	h->id = id;
	h->nsrc = x->nsrc - h->src_first;
}

/*
 * The complexity of the chains inside that an outer hint's targets go
 * through (SE's getNestedComplexity): each distinct one once.
 */
int
sec_nested_complexity(sec_ctx *x, sec_prop *const *props, const int *nodes, int count)
{
	int			total = 0,
				nids = 0,
				t;

	for (t = 0; t < count && !props[t]->nested; t++)
		;
	if (t == count)
		return 0;
	for (t = 0; t < count; t++)
	{
		sec_prop   *p = props[t];
		int			head = 0,
					tail = 0,
					walk = ++x->walk;

		if (!p->nested)
			continue;
		x->queue[tail++] = nodes[t];
		x->seen[p->node[nodes[t]].lit] = walk;
		while (head < tail)
		{
			const sec_node *nd = &p->node[x->queue[head++]];
			int			i;

			if (nd->nest >= 0)
			{
				const sec_nest *ns = &x->nests[nd->nest];

				for (i = 0; i < nids && x->ids[i] != ns->id; i++)
					;
				if (i == nids)
				{
					if (!sec_room(x, (void **) &x->ids, &x->ids_cap, nids + 1, sizeof(uint64_t)))
						return total;
					x->ids[nids++] = ns->id;
					total += ns->complexity;
				}
			}
			for (i = 0; i < nd->npar; i++)
			{
				int			r = p->par[nd->first + i];

				if (x->seen[p->node[r].lit] != walk)
				{
					x->seen[p->node[r].lit] = walk;
					x->queue[tail++] = r;
				}
			}
		}
	}
	return total;
}

/* Adds a removed candidate to the rule parents (x->scratch), once. */
static bool
sec_rule_parent(sec_ctx *x, int cand, int walk, int *npar)
{
	int			lit = SEC_LIT(cand, false);

	if (x->seen[lit] == walk)
		return true;
	if (!sec_room(x, (void **) &x->scratch, &x->scratch_cap, *npar + 1, sizeof(int)))
		return false;
	x->seen[lit] = walk;
	x->scratch[(*npar)++] = cand;
	return true;
}

/*
 * What sec_nested_commit reads of a hint found inside: its identity and
 * complexity, the singles it uses (SEC_SRC) and its removals.
 */
typedef struct sec_inner
{
	uint64_t	id;
	int			complexity;
	int			nsrc;
	int			nrem;
	const int  *src;
	const sec_removal *rem;
} sec_inner;

/*
 * The nodes of a hint found inside: its rule parents, what the outer chain
 * removed from the grid it started from where the hint's singles are; if
 * it has any, each of its eliminations not in the sets yet as a node off
 * with them as parents, and true.
 */
static bool
sec_nested_commit(sec_ctx *x, sec_prop *p, const sec_inner *h)
{
	const sdk_logic *lg = x->lg;
	int			walk = ++x->walk,
				npar = 0,
				nest,
				i,
				d;

	for (i = 0; i < h->nsrc; i++)
	{
		int			s = h->src[i],
					cell = SEC_SRC_CELL(s),
					type = SEC_SRC_TYPE(s);

		d = SEC_SRC_DIGIT(s);
		if (type == 0)
		{
			sdk_mask	gone = x->save_cand[cell] & ~x->cand[cell];
			int			w;

			MASK_FOR_EACH(w, gone)
				if (!sec_rule_parent(x, sec_cid(x, cell, w), walk, &npar))
				return false;
		}
		else
		{
			int			u = lg->cell_units[cell][sec_region_types[type - 1]];
			uint32_t	gone = x->save_place[d][u] & ~x->place[d][u];

			for (; gone; gone &= gone - 1)
				if (!sec_rule_parent(x, sec_cid(x, lg->unit_cells[u][sdk_lowest_bit(gone)], d), walk, &npar))
					return false;
		}
	}
	if (npar == 0 || h->nrem == 0 ||
		!sec_room(x, (void **) &x->nests, &x->nests_cap, x->nnests + 1, sizeof(sec_nest)))
		return false;
	nest = x->nnests++;
	x->nests[nest].id = h->id;
	x->nests[nest].complexity = h->complexity;
	p->nested = true;
	for (i = 0; i < h->nrem && !x->failed; i++)
	{
		const sec_removal *r = &h->rem[i];

		MASK_FOR_EACH(d, r->digits)
		{
			int			q = sec_advanced_node(x, p, sec_cid(x, r->cell, d), x->scratch, npar);

			if (q >= 0)
				p->node[q].nest = nest;
		}
	}
	return true;
}

/*
 * The results of the rules inside, kept for the whole solve
 * (sdk_finder.kept).  What a rule gives on a grid depends on nothing but
 * the grid (its candidates and the position's placed digits) and the rule,
 * and the same grid comes back: from one chain to the next, and from one
 * step to the next when a chain had removed anyway what the last step
 * took (a fifth of the work inside chains on the hardest puzzles).  An
 * entry keeps the grid whole (compared, not only hashed), the work its run
 * did (counted again when the entry is taken, so that the budget runs out
 * where it would have), and the hints in the rule's order as
 * sec_nested_commit reads them.  Entries live in one arena of
 * SEC_MEMO_BYTES, emptied when full.
 */
#define SEC_MEMO_BYTES ((size_t) 4 << 20)
#define SEC_MEMO_SLOTS (1 << 15)
#define SEC_ALIGN(n) (((n) + 7) & ~(size_t) 7)

typedef struct sec_memo
{
	uint32_t	slot[SEC_MEMO_SLOTS];	/* an entry's offset in the arena + 1; 0: none */
	int			entries;
	size_t		used;
	uint64_t	arena[SEC_MEMO_BYTES / sizeof(uint64_t)];
} sec_memo;

/* An entry: this, the grid (cand, then value, per cell), then per hint a sec_memo_hint, its src, its removals. */
typedef struct sec_memo_entry
{
	uint64_t	hash;
	long		work;
	int			rule;
	int			ncells;
	int			count;
} sec_memo_entry;

typedef struct sec_memo_hint
{
	uint64_t	id;
	int			complexity;
	int			nsrc;
	int			nrem;
} sec_memo_hint;

static void
sec_memo_free(sdk_finder *f)
{
	f->lg->env->release(f->kept[FINDER_KEPT_NESTED], f->lg->env->arg);
}

/* The solve's memo, made on first use; NULL when out of memory (the rules then just run). */
static sec_memo *
sec_memo_get(sec_ctx *x)
{
	sdk_finder *f = x->f;

	if (!f->kept[FINDER_KEPT_NESTED])
	{
		sec_memo   *m = x->lg->env->alloc(sizeof(sec_memo), x->lg->env->arg);

		if (!m)
			return NULL;
		memset(m->slot, 0, sizeof(m->slot));
		m->entries = 0;
		m->used = 0;
		f->kept[FINDER_KEPT_NESTED] = m;
		f->kept_free[FINDER_KEPT_NESTED] = sec_memo_free;
	}
	return f->kept[FINDER_KEPT_NESTED];
}

static size_t
sec_memo_grid_bytes(int ncells)
{
	return SEC_ALIGN(sizeof(sdk_mask) * (size_t) ncells + (size_t) ncells);
}

static uint64_t
sec_memo_hash(const sec_ctx *x, int rule)
{
	uint64_t	h = sec_mix(SEC_MIX_START, (uint64_t) rule << 16 | (uint64_t) x->ncells);
	int			k;

	for (k = 0; k < x->ncells; k++)
		h = sec_mix(h, (uint64_t) x->cand[k] << 8 | x->lg->pos.value[k]);
	return h;
}

static bool
sec_memo_same(const sec_ctx *x, const sec_memo_entry *e, uint64_t hash, int rule)
{
	const sdk_mask *cand = (const sdk_mask *) (e + 1);

	return e->hash == hash && e->rule == rule && e->ncells == x->ncells &&
		memcmp(cand, x->cand, sizeof(sdk_mask) * (size_t) x->ncells) == 0 &&
		memcmp(cand + x->ncells, x->lg->pos.value, (size_t) x->ncells) == 0;
}

static const sec_memo_entry *
sec_memo_find(const sec_memo *m, const sec_ctx *x, uint64_t hash, int rule)
{
	uint32_t	at;

	for (at = (uint32_t) hash & (SEC_MEMO_SLOTS - 1); m->slot[at]; at = (at + 1) & (SEC_MEMO_SLOTS - 1))
	{
		const sec_memo_entry *e = (const sec_memo_entry *) ((const char *) m->arena + m->slot[at] - 1);

		if (sec_memo_same(x, e, hash, rule))
			return e;
	}
	return NULL;
}

/* Keeps what a rule gave on x's grid (the hints of c, in order). */
static void
sec_memo_put(sec_memo *m, const sec_ctx *x, uint64_t hash, int rule, long work,
			 const sec_ctx *c, const sec_hint *const *order, int count)
{
	size_t		size = sizeof(sec_memo_entry) + sec_memo_grid_bytes(x->ncells);
	char	   *at;
	sec_memo_entry *e;
	uint32_t	slot;
	int			i;

	for (i = 0; i < count; i++)
		size += sizeof(sec_memo_hint) + SEC_ALIGN(sizeof(int) * (size_t) order[i]->nsrc) +
			sizeof(sec_removal) * (size_t) order[i]->nrem;
	size = SEC_ALIGN(size);
	if (size > SEC_MEMO_BYTES)
		return;
	if (m->used + size > SEC_MEMO_BYTES || m->entries >= SEC_MEMO_SLOTS / 2)
	{
		memset(m->slot, 0, sizeof(m->slot));
		m->entries = 0;
		m->used = 0;
	}
	at = (char *) m->arena + m->used;
	e = (sec_memo_entry *) at;
	e->hash = hash;
	e->work = work;
	e->rule = rule;
	e->ncells = x->ncells;
	e->count = count;
	at += sizeof(*e);
	memcpy(at, x->cand, sizeof(sdk_mask) * (size_t) x->ncells);
	memcpy(at + sizeof(sdk_mask) * (size_t) x->ncells, x->lg->pos.value, (size_t) x->ncells);
	at += sec_memo_grid_bytes(x->ncells);
	for (i = 0; i < count; i++)
	{
		const sec_hint *h = order[i];
		sec_memo_hint *mh = (sec_memo_hint *) at;

		mh->id = h->id;
		mh->complexity = h->complexity;
		mh->nsrc = h->nsrc;
		mh->nrem = h->nrem;
		at += sizeof(*mh);
		memcpy(at, c->src + h->src_first, sizeof(int) * (size_t) h->nsrc);
		at += SEC_ALIGN(sizeof(int) * (size_t) h->nsrc);
		memcpy(at, c->removals + h->rem_first, sizeof(sec_removal) * (size_t) h->nrem);
		at += sizeof(sec_removal) * (size_t) h->nrem;
	}
	for (slot = (uint32_t) hash & (SEC_MEMO_SLOTS - 1); m->slot[slot]; slot = (slot + 1) & (SEC_MEMO_SLOTS - 1))
		;
	m->slot[slot] = (uint32_t) (m->used + 1);
	m->used += size;
	m->entries++;
}

/* The kept hints of an entry, committed in order; true when any counts. */
static bool
sec_memo_commit(sec_ctx *x, sec_prop *p, const sec_memo_entry *e)
{
	const char *at = (const char *) (e + 1) + sec_memo_grid_bytes(e->ncells);
	bool		any = false;
	int			i;

	for (i = 0; i < e->count && !x->failed; i++)
	{
		const sec_memo_hint *mh = (const sec_memo_hint *) at;
		sec_inner	h;

		h.id = mh->id;
		h.complexity = mh->complexity;
		h.nsrc = mh->nsrc;
		h.nrem = mh->nrem;
		at += sizeof(*mh);
		h.src = (const int *) at;
		at += SEC_ALIGN(sizeof(int) * (size_t) mh->nsrc);
		h.rem = (const sec_removal *) at;
		at += sizeof(sec_removal) * (size_t) mh->nrem;
		any |= sec_nested_commit(x, p, &h);
	}
	return any;
}

/*
 * Runs one chaining rule on the shrunken grid (or takes what it gave on
 * the same grid before) and makes the nodes of its hints, in the rule's
 * order; true when any hint counts.
 */
static bool
sec_nested_rule(sec_ctx *x, sec_prop *p, int slot, int rule)
{
	sec_ctx    *c = x->kids[slot];
	sec_memo   *m = sec_memo_get(x);
	uint64_t	hash = m ? sec_memo_hash(x, rule) : 0;
	const sec_memo_entry *e = m ? sec_memo_find(m, x, hash, rule) : NULL;
	const sec_hint **order;
	long		before = *x->work;
	int			count,
				i;
	bool		any = false;

	/* taken only when the run would not have gone past the budget */
	if (e && before + e->work <= SEC_WORK_BUDGET)
	{
		*x->work += e->work;
		return sec_memo_commit(x, p, e);
	}
	if (!c)
	{
		if (!(c = x->kids[slot] = sec_alloc(x, 1, sizeof(sec_ctx))))
			return false;
		memset(c, 0, sizeof(*c));
		c->f = x->f;
		c->lg = x->lg;
		c->work = x->work;
		c->run = x->run;
		c->inner = true;
		c->multiple = rule != SEC_NEST_STATIC;
		c->dynamic = rule == SEC_NEST_DYNAMIC || rule == SEC_NEST_LEVEL2;
		c->level = rule == SEC_NEST_LEVEL2 ? 2 : 0;
	}
	order = x->run(c, x->cand, &count);
	if (c->failed || x->f->stopped)
		x->failed = true;
	else if (m)
		sec_memo_put(m, x, hash, rule, *x->work - before, c, order, count);
	for (i = 0; i < count && !x->failed; i++)
	{
		const sec_hint *h = order[i];
		sec_inner	in = {h->id, h->complexity, h->nsrc, h->nrem, c->src + h->src_first, c->removals + h->rem_first};

		any |= sec_nested_commit(x, p, &in);
	}
	sec_free(c, (void *) order);
	return any;
}

/*
 * The eliminations of the chaining rules inside a chain at levels 2 to 5,
 * up to the first rule that gives any; false when none does.
 */
bool
sec_nested(sec_ctx *x, sec_prop *p)
{
	const int  *rules = sec_nest_rules[(x->level > 5 ? 5 : x->level) - 2];
	int			i;

	if (finder_interrupted(x->f))
	{
		x->failed = true;
		return false;
	}
	for (i = 0; i < 2 && rules[i] >= 0 && !x->failed; i++)
		if (sec_nested_rule(x, p, i, rules[i]))
			return true;
	return false;
}
