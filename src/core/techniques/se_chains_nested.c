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
 * The nodes of a hint found inside: its rule parents, what the outer chain
 * removed from the grid it started from where the hint's singles are; if
 * it has any, each of its eliminations not in the sets yet as a node off
 * with them as parents, and true.
 */
static bool
sec_nested_commit(sec_ctx *x, sec_prop *p, const sec_ctx *c, const sec_hint *h)
{
	const sdk_logic *lg = x->lg;
	int			walk = ++x->walk,
				npar = 0,
				nest,
				i,
				d;

	for (i = 0; i < h->nsrc; i++)
	{
		int			s = c->src[h->src_first + i],
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
		const sec_removal *r = &c->removals[h->rem_first + i];

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
 * Runs one chaining rule on the shrunken grid and makes the nodes of its
 * hints, in the rule's order; true when any hint counts.
 */
static bool
sec_nested_rule(sec_ctx *x, sec_prop *p, int slot, int rule)
{
	sec_ctx    *c = x->kids[slot];
	const sec_hint **order;
	int			count,
				i;
	bool		any = false;

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
	for (i = 0; i < count && !x->failed; i++)
		any |= sec_nested_commit(x, p, c, order[i]);
	sec_free(c, (void *) order);
	if (c->failed || x->f->stopped)
		x->failed = true;
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
