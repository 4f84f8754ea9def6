/*
 * se_chains.c -- Sudoku Explainer's chaining (its model, serate 1.2.1.3):
 * the working grid, the implication rules, propagations and their
 * ancestors, the hints and their order, and the static rule's search
 * ("Forcing Chains & Cycles": bidirectional cycles and forcing X- and
 * XY-chains).  The multiple and dynamic searches are se_chains_multiple.c,
 * the eliminations inside a dynamic chain se_chains_plus.c.
 *
 * SE collects every hint of a rule, sorts them by difficulty (a double, as
 * SE adds it up), complexity (the nodes a hint's chains need) and kind,
 * keeping the found order for the rest, drops a hint whose removals equal
 * an earlier one's, and takes the first: so do we, and emit them in that
 * order.
 */
#include "se_chains.h"
#include "stable_sort.h"

#include <stdio.h>

/* ---- the static rule: cycles and forcing chains ---- */

/*
 * The static links of a pass, once for every literal (the grid does not
 * change): what a node on turns off with or without Y links, what a node
 * off turns on with them and with X links or not, in SE's order.
 */
static bool
sec_static_links(sec_ctx *x, bool y, bool xl)
{
	sec_out		out[SEC_MAX_OUT];
	int			lit,
				i,
				count,
				total = 0;

	for (lit = 0; lit < 2 * x->ncand; lit++)
	{
		if ((lit & 1023) == 1023 && finder_interrupted(x->f))
		{
			x->failed = true;
			return false;
		}
		count = SEC_ON(lit) ? sec_on_to_off(x, lit, y, out) : sec_off_to_on(x, lit, y, xl, out);
		if (!sec_room(x, (void **) &x->adj, &x->adj_cap, total + count, sizeof(int)))
			return false;
		x->adj_first[lit] = total;
		for (i = 0; i < count; i++)
			x->adj[total++] = out[i].lit;
	}
	x->adj_first[2 * x->ncand] = total;
	if ((*x->work += total) > SEC_WORK_BUDGET)
		x->failed = true;
	return !x->failed;
}

/* A node of a static search, in its list; -1 when out of memory. */
static inline int
sec_static_node(sec_ctx *x, sec_prop *p, int lit, int from)
{
	int			q = sec_prop_add(x, p, lit, SEC_ASSUMED, from);

	return q >= 0 && sec_prop_list(x, p, q) ? q : -1;
}

/* Marks the literals of a node's ancestors (itself left out) with a new walk number. */
static int
sec_mark_ancestors(sec_ctx *x, const sec_prop *p, int node)
{
	int			walk = ++x->walk;

	while (p->node[node].npar > 0)
	{
		node = p->par[p->node[node].first];
		x->seen[p->node[node].lit] = walk;
	}
	return walk;
}

/*
 * The strong components of the pass's links (Tarjan's, without
 * recursion): x->comp[lit], numbered as they complete, so that a
 * component's successors come before it; their count.
 */
static int
sec_components(sec_ctx *x)
{
	int			nlit = 2 * x->ncand,
			   *index = x->comp_index,
			   *low = x->comp_low,
			   *stack = x->comp_stack,
			   *call = x->comp_call,
			   *edge = x->comp_edge,
				counter = 0,
				nstack = 0,
				ncomp = 0,
				root,
				v;

	for (v = 0; v < nlit; v++)
		index[v] = -1;
	for (root = 0; root < nlit; root++)
	{
		int			depth = 0;

		if (index[root] >= 0)
			continue;
		call[0] = root;
		edge[0] = x->adj_first[root];
		index[root] = low[root] = counter++;
		stack[nstack++] = root;
		x->comp[root] = -1;
		while (depth >= 0)
		{
			v = call[depth];
			if (edge[depth] < x->adj_first[v + 1])
			{
				int			w = x->adj[edge[depth]++];

				if (index[w] < 0)
				{
					index[w] = low[w] = counter++;
					stack[nstack++] = w;
					x->comp[w] = -1;
					call[++depth] = w;
					edge[depth] = x->adj_first[w];
				}
				else if (x->comp[w] < 0 && index[w] < low[v])
					low[v] = index[w];
				continue;
			}
			if (low[v] == index[v])
			{
				int			w;

				do
				{
					w = stack[--nstack];
					x->comp[w] = ncomp;
				} while (w != v);
				ncomp++;
			}
			if (--depth >= 0 && low[v] < low[call[depth]])
				low[call[depth]] = low[v];
		}
	}
	return ncomp;
}

/*
 * The pass's strong components, their literals together (comp_stack, from
 * comp_index[c] to comp_index[c + 1]), and what each literal reaches by
 * the links, as a bit set per component (x->reach; none on a grid whose
 * literals are too many for it).
 */
static void
sec_closure(sec_ctx *x)
{
	int			nlit = 2 * x->ncand,
				ncomp = sec_components(x),
				words = (nlit + 63) / 64,
				c,
				v,
				i;

	for (c = 0; c <= ncomp; c++)
		x->comp_index[c] = 0;
	for (v = 0; v < nlit; v++)
		x->comp_index[x->comp[v] + 1]++;
	for (c = 0; c < ncomp; c++)
	{
		x->comp_index[c + 1] += x->comp_index[c];
		x->comp_low[c] = x->comp_index[c];
	}
	for (v = 0; v < nlit; v++)
		x->comp_stack[x->comp_low[x->comp[v]]++] = v;
	x->reach_words = 0;
	if ((long) ncomp * words > SEC_REACH_WORDS)
		return;
	if ((long) ncomp * words > x->reach_cap)
	{
		sec_free(x, x->reach);
		x->reach_cap = 0;
		if (!(x->reach = x->lg->env->alloc(sizeof(uint64_t) * (size_t) ncomp * (size_t) words, x->lg->env->arg)))
			return;
		x->reach_cap = ncomp * words;
	}
	x->reach_words = words;
	memset(x->reach, 0, sizeof(uint64_t) * (size_t) ncomp * (size_t) words);
	for (c = 0; c < ncomp; c++)
	{
		uint64_t   *r = &x->reach[(size_t) c * (size_t) words];

		if ((c & 255) == 255 && finder_interrupted(x->f))
		{
			x->failed = true;
			x->reach_words = 0;
			return;
		}

		for (i = x->comp_index[c]; i < x->comp_index[c + 1]; i++)
		{
			int			e;

			v = x->comp_stack[i];
			r[v >> 6] |= (uint64_t) 1 << (v & 63);
			for (e = x->adj_first[v]; e < x->adj_first[v + 1]; e++)
			{
				const uint64_t *rd = &x->reach[(size_t) x->comp[x->adj[e]] * (size_t) words];
				int			k;

				if (rd != r)
					for (k = 0; k < words; k++)
						r[k] |= rd[k];
			}
		}
	}
}

/* Whether the pass's links lead from one literal to another (true when not known). */
static bool
sec_reaches(const sec_ctx *x, int from, int to)
{
	return !x->reach_words ||
		((x->reach[(size_t) x->comp[from] * (size_t) x->reach_words + (to >> 6)] >> (to & 63)) & 1);
}

/*
 * The cycles through a start on (SE's doCycles): a breadth-first search in
 * layers, on nodes expanded once, off nodes once per node they come from
 * (none that is an ancestor of that node); the start met again past the
 * third layer closes a cycle (its node is added to cycles).  Only the
 * start's strong component can lead back to it: the search keeps to it
 * (nothing in it is reached through anything out of it), and makes the
 * off nodes it goes through as they lead somewhere.
 */
static void
sec_do_cycles(sec_ctx *x, sec_prop *p, int start, int **cycles, int *ncycles, int *cap)
{
	int			comp = x->comp[start],
				head,
				s,
				i,
				j;

	sec_prop_reset(p);
	if ((s = sec_static_node(x, p, start, -1)) < 0)
		return;
	p->at[start] = s;
	for (head = 0; head < p->non; head++)
	{
		int			from = p->on[head],
					lit = p->node[from].lit,
					walk = sec_mark_ancestors(x, p, from);

		for (i = x->adj_first[lit]; i < x->adj_first[lit + 1]; i++)
		{
			int			q = x->adj[i],
						qn = -1;

			if (x->comp[q] != comp || x->seen[q] == walk)
				continue;
			for (j = x->adj_first[q]; j < x->adj_first[q + 1]; j++)
			{
				int			o = x->adj[j],
							on;

				if (o == start ? from == s : p->at[o] >= 0 || x->comp[o] != comp)
					continue;
				if (qn < 0 && (qn = sec_prop_add(x, p, q, SEC_ASSUMED, from)) < 0)
					return;
				if ((on = sec_prop_add(x, p, o, SEC_ASSUMED, qn)) < 0)
					return;
				if (o == start)
				{
					if (!sec_room(x, (void **) cycles, cap, *ncycles + 1, sizeof(int)))
						return;
					(*cycles)[(*ncycles)++] = on;
				}
				else
				{
					if (!sec_prop_list(x, p, on))
						return;
					p->at[o] = on;
				}
			}
		}
	}
}

/*
 * The forcing chain from a start on or off (SE's doForcingChains): the
 * same search in layers, each node expanded once, up to the first node
 * that is the start's opposite, the chain's target (*target; the search
 * records nothing after it).  SE also skips a node equal to an ancestor of
 * the node it comes from: such a node is in the sets already.
 */
static void
sec_do_forcing(sec_ctx *x, sec_prop *p, int start, int *target)
{
	int			head[2] = {0, 0},
				s,
				i;

	*target = -1;
	if (!sec_reaches(x, start, start ^ 1))
		return;
	sec_prop_reset(p);
	if ((s = sec_static_node(x, p, start, -1)) < 0)
		return;
	p->at[start] = s;
	while (head[1] < p->non || head[0] < p->noff)
	{
		int			side;

		for (side = 1; side >= 0; side--)
			while (head[side] < (side ? p->non : p->noff))
			{
				int			from = side ? p->on[head[side]++] : p->off[head[side]++],
							lit = p->node[from].lit;

				for (i = x->adj_first[lit]; i < x->adj_first[lit + 1]; i++)
				{
					int			o = x->adj[i],
								q;

					if ((o ^ 1) == start)
					{
						*target = sec_prop_add(x, p, o, SEC_ASSUMED, from);
						return;
					}
					if (p->at[o] >= 0)
						continue;
					if ((q = sec_static_node(x, p, o, from)) < 0)
						return;
					p->at[o] = q;
				}
			}
	}
}

/*
 * A cycle's hint (SE's createCycleHint): a digit is removed from a cell
 * out of the loop that sees a node of the digit on and a node of it off.
 */
static void
sec_cycle_hint(sec_ctx *x, sec_prop *p, int end, bool y, bool xl)
{
	const sdk_logic *lg = x->lg;
	sdk_cellset loop,
				fwd[SDK_MAX_SIZE + 1],
				back[SDK_MAX_SIZE + 1];
	sdk_mask	digits = 0;
	sec_hint   *h;
	int			q,
				d,
				cell,
				nrem = 0;

	cs_clear(&loop);
	for (q = end; p->node[q].npar > 0; q = p->par[p->node[q].first])
	{
		int			cand = SEC_CAND(p->node[q].lit);

		cs_add(&loop, x->cand_cell[cand]);
		d = x->cand_digit[cand];
		if (!(digits & SDK_BIT(d)))
		{
			cs_clear(&fwd[d]);
			cs_clear(&back[d]);
			digits |= SDK_BIT(d);
		}
	}
	for (q = end; p->node[q].npar > 0; q = p->par[p->node[q].first])
	{
		int			cand = SEC_CAND(p->node[q].lit);
		sdk_cellset seen = cs_and(&lg->peers[x->cand_cell[cand]], &x->digit_cells[x->cand_digit[cand]]);
		sdk_cellset *side = SEC_ON(p->node[q].lit) ? fwd : back;

		seen = cs_andnot(&seen, &loop);
		side[x->cand_digit[cand]] = cs_or(&side[x->cand_digit[cand]], &seen);
	}
	MASK_FOR_EACH(d, digits)
	{
		fwd[d] = cs_and(&fwd[d], &back[d]);
		nrem += !cs_empty(&fwd[d]);
	}
	if (nrem == 0 || !(h = sec_hint_new(x, SEC_CYCLE)))
		return;
	for (cell = 0; cell < x->ncells; cell++)
	{
		sdk_mask	m = 0;

		MASK_FOR_EACH(d, digits)
			if (cs_has(&fwd[d], cell))
			m |= SDK_BIT(d);
		sec_hint_remove(x, h, cell, m);
	}
	h->xy = (xl ? SEC_X : 0) | (y ? SEC_Y : 0);
	h->complexity = sec_ancestors(x, p, end);
	h->difficulty = sec_difficulty(y && xl ? 7.0 : 6.5, h->complexity);
	h->sortkey = y && xl ? 4 : y ? 3 : 2;
	h->cells = cs_count(&loop);
	sec_hint_chain(x, h, p, end);
	if (x->inner)
		sec_inner_cycle(x, h, p, end);
}

/* A forcing chain's hint (SE's createForcingChainHint). */
static void
sec_forcing_hint(sec_ctx *x, sec_prop *p, int target, bool y, bool xl)
{
	sec_hint   *h = sec_hint_new(x, SEC_FORCING);

	if (!h)
		return;
	sec_hint_target(x, h, p->node[target].lit);
	h->xy = (xl ? SEC_X : 0) | (y ? SEC_Y : 0);
	h->complexity = sec_ancestors(x, p, target);
	h->difficulty = sec_difficulty(y && xl ? 7.0 : 6.6, h->complexity);
	h->sortkey = y && xl ? 4 : y ? 3 : 2;
	h->cells = h->complexity;
	sec_hint_chain(x, h, p, target);
	if (x->inner)
		sec_inner_hint(x, h, &p, &target, 1, SEC_ASSUMED);
}

/*
 * The static rule's hints from one start (SE's doUnaryChaining): its
 * cycles, then with X links its forcing chains from it on and off.
 */
static void
sec_unary(sec_ctx *x, int cell, int d, bool y, bool xl, int **cycles, int *cap)
{
	int			start = SEC_LIT(sec_cid(x, cell, d), true),
				ncycles = 0,
				target[2] = {-1, -1},
				i;

	if (sdk_bit_count(x->cand[cell]) > 2 && !xl)
		return;
	if (x->comp_index[x->comp[start] + 1] - x->comp_index[x->comp[start]] > 1)
		sec_do_cycles(x, sec_prop_get(x, 0), start, cycles, &ncycles, cap);
	if (xl)
	{
		sec_do_forcing(x, sec_prop_get(x, 1), start, &target[0]);
		sec_do_forcing(x, sec_prop_get(x, 2), start ^ 1, &target[1]);
	}
	for (i = 0; i < ncycles && !x->failed; i++)
		sec_cycle_hint(x, &x->props[0], (*cycles)[i], y, xl);
	for (i = 0; i < 2 && !x->failed; i++)
		if (target[i] >= 0)
			sec_forcing_hint(x, &x->props[1 + i], target[i], y, xl);
}

/* The static rule: X links, then Y, then both (SE's getLoopHintList three times). */
static void
sec_static_search(sec_ctx *x)
{
	int		   *cycles = NULL,
				cap = 0,
				pass,
				cell,
				d;

	if (!sec_prop_get(x, 0) || !sec_prop_get(x, 1) || !sec_prop_get(x, 2))
		return;
	for (pass = 0; pass < 3 && !x->failed; pass++)
	{
		bool		y = pass > 0,
					xl = pass != 1;

		if (!sec_static_links(x, y, xl))
			break;
		sec_closure(x);
		for (cell = 0; cell < x->ncells && !x->failed; cell++)
		{
			if (x->lg->pos.value[cell] || sdk_bit_count(x->cand[cell]) < 2)
				continue;
			if (finder_interrupted(x->f))
			{
				x->failed = true;
				break;
			}
			MASK_FOR_EACH(d, x->cand[cell])
				sec_unary(x, cell, d, y, xl, &cycles, &cap);
		}
	}
	sec_free(x, cycles);
}

/* ---- order and emission ---- */

/* SE's comparator: difficulty, complexity, kind; then the found order. */
static int
sec_hint_cmp(const void *a, const void *b)
{
	const sec_hint *h1 = a,
			   *h2 = b;

	if (h1->difficulty != h2->difficulty)
		return h1->difficulty < h2->difficulty ? -1 : 1;
	if (h1->complexity != h2->complexity)
		return h1->complexity < h2->complexity ? -1 : 1;
	if (h1->sortkey != h2->sortkey)
		return h1->sortkey - h2->sortkey;
	return h1->order - h2->order;
}

/* Whether two hints remove the same candidates (SE's ChainingHint.equals). */
static bool
sec_same_removals(const sec_ctx *x, const sec_hint *a, const sec_hint *b)
{
	return a->nrem == b->nrem &&
		memcmp(&x->removals[a->rem_first], &x->removals[b->rem_first],
			   sizeof(sec_removal) * (size_t) a->nrem) == 0;
}

/* The suffix of the nested levels' names. */
static const char *
sec_suffix(int level)
{
	static const char *const suffixes[] = {
		"", " (+)", " (+ Forcing Chains)", " (+ Multiple Forcing Chains)",
		" (+ Dynamic Forcing Chains)", " (+ Dynamic Forcing Chains (+ Forcing Chains))"
	};

	return suffixes[level < 0 ? 0 : level > 5 ? 5 : level];
}

/* SE's name of a hint (getName). */
static void
sec_hint_name(const sec_ctx *x, const sec_hint *h, char *buf, size_t cap)
{
	bool		xl = (h->xy & SEC_X) != 0,
				y = (h->xy & SEC_Y) != 0;
	const char *prefix = x->level > 0 || (x->dynamic && !x->nishio) ? "Dynamic " :
		x->nishio ? "Nishio " : "";
	const char *what = "";

	switch (h->kind)
	{
		case SEC_CYCLE:
			snprintf(buf, cap, "%s", xl && y ? "Bidirectional Cycle" : y ? "Bidirectional Y-Cycle" :
					 h->cells == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle");
			return;
		case SEC_FORCING:
			snprintf(buf, cap, "%s", xl && y ? "Forcing Chain" : y ? "Forcing Y-Chain" :
					 h->cells == 6 ? "Turbot Fish" : "Forcing X-Chain");
			return;
		case SEC_BINARY:
			what = x->nishio ? "Forcing" : h->absurd ? "Contradiction Forcing" : "Double Forcing";
			break;
		case SEC_CELL:
			what = "Cell Forcing";
			break;
		case SEC_REGION:
			what = "Region Forcing";
			break;
	}
	snprintf(buf, cap, "%s%s Chains%s", prefix, what, sec_suffix(x->level));
}

/* Builds and emits the step of a hint; false when the search should stop. */
static bool
sec_emit(sec_ctx *x, const sec_hint *h)
{
	sdk_finder *f = x->f;
	char		name[96];
	sdk_mask	digits = 0;
	int			i,
				d;

	for (i = 0; i < h->nrem; i++)
		digits |= x->removals[h->rem_first + i].digits;
	if (h->place_cell >= 0)
		digits |= SDK_BIT(h->place_digit);
	step_begin(f, digits);
	sec_hint_name(x, h, name, sizeof(name));
	step_report_se(f, name, (int) ((h->difficulty + 0.05) * 10));
	if (h->kind == SEC_BINARY || h->kind == SEC_CELL || h->kind == SEC_REGION)
		f->step.flags |= SDK_STEP_FORCING;
	if (h->place_cell >= 0)
		step_place(f, h->place_cell, h->place_digit);
	else
		for (i = 0; i < h->nrem; i++)
			MASK_FOR_EACH(d, x->removals[h->rem_first + i].digits)
				step_eliminate(f, x->removals[h->rem_first + i].cell, d);
	for (i = 0; i < h->nchain; i++)
	{
		int			e = x->chain[h->chain_first + i],
					lit = e >> 1;

		step_chain_add(f, x->cand_cell[SEC_CAND(lit)], x->cand_digit[SEC_CAND(lit)],
					   (SEC_ON(lit) ? SDK_CHAIN_ON : 0) | ((e & 1) ? SDK_CHAIN_START : 0));
	}
	step_text(f, "%s", name);
	if (h->unit >= 0)
	{
		step_text(f, ": %d in ", x->cand_digit[SEC_CAND(h->src_lit)]);
		step_text_unit(f, h->unit);
	}
	else if (h->src_lit >= 0)
	{
		step_text(f, ": ");
		step_text_cell(f, x->cand_cell[SEC_CAND(h->src_lit)]);
		if (h->kind == SEC_BINARY)
			step_text(f, ".%d %s", x->cand_digit[SEC_CAND(h->src_lit)],
					  h->absurd ? (SEC_ON(h->src_lit) ? "on" : "off") : "on & off");
	}
	return step_emit(f);
}

/* A hash of a hint's removals. */
static uint64_t
sec_removals_hash(const sec_ctx *x, const sec_hint *h)
{
	uint64_t	v = 14695981039346656037ULL;
	int			i;

	for (i = 0; i < h->nrem; i++)
	{
		v = (v ^ (uint64_t) x->removals[h->rem_first + i].cell) * 1099511628211ULL;
		v = (v ^ (uint64_t) x->removals[h->rem_first + i].digits) * 1099511628211ULL;
	}
	return v;
}

/*
 * The hints in SE's order, a hint whose removals equal an earlier one's
 * left out (SE's sort, then its LinkedHashSet); *count of them.  The
 * array is the search's (sec_free it); NULL when there are none or out of
 * memory.
 */
static const sec_hint **
sec_sorted(sec_ctx *x, int *count)
{
	const void **order;
	const sec_hint **table;
	int			i,
				j,
				kept = 0,
				size = 16;

	*count = 0;
	if (x->nhints == 0)
		return NULL;
	while (size < 2 * x->nhints)
		size *= 2;
	order = sec_alloc(x, x->nhints, sizeof(void *));
	table = sec_alloc(x, size, sizeof(void *));
	if (order && table)
	{
		for (i = 0; i < x->nhints; i++)
			order[i] = &x->hints[i];
		memset(table, 0, sizeof(void *) * (size_t) size);
		if (stable_sort(order, x->nhints, sec_hint_cmp, x->lg->env))
			for (i = 0; i < x->nhints; i++)
			{
				const sec_hint *h = order[i];

				for (j = (int) (sec_removals_hash(x, h) & (uint64_t) (size - 1));
					 table[j] && !sec_same_removals(x, table[j], h); j = (j + 1) & (size - 1))
					;
				if (table[j])
					continue;
				table[j] = h;
				order[kept++] = h;
			}
	}
	sec_free(x, table);
	if (kept == 0)
	{
		sec_free(x, order);
		return NULL;
	}
	*count = kept;
	return (const sec_hint **) order;
}

/* Emits the hints in SE's order until told to stop. */
static void
sec_emit_all(sec_ctx *x)
{
	int			count,
				i;
	const sec_hint **order = sec_sorted(x, &count);

	for (i = 0; i < count; i++)
		if (!sec_emit(x, order[i]))
			break;
	sec_free(x, (void *) order);
}

/* ---- the search ---- */

/* The arrays sized by the candidates, freed (the search's memory but for what grows on its own). */
static void
sec_release(sec_ctx *x)
{
	int			i;

	if (x->props)
		for (i = 0; i < x->props_cap; i++)
		{
			sec_free(x, x->props[i].node);
			sec_free(x, x->props[i].par);
			sec_free(x, x->props[i].at);
			sec_free(x, x->props[i].on);
			sec_free(x, x->props[i].off);
		}
	sec_free(x, x->props);
	sec_free(x, x->cand_cell);
	sec_free(x, x->cand_digit);
	sec_free(x, x->undo);
	sec_free(x, x->seen);
	sec_free(x, x->queue);
	sec_free(x, x->adj_first);
	sec_free(x, x->comp);
	sec_free(x, x->comp_index);
	sec_free(x, x->comp_low);
	sec_free(x, x->comp_stack);
	sec_free(x, x->comp_call);
	sec_free(x, x->comp_edge);
	x->props = NULL;
	x->props_cap = 0;
	x->cand_cell = NULL;
	x->cand_digit = NULL;
	x->undo = x->seen = x->queue = NULL;
	x->adj_first = x->comp = x->comp_index = x->comp_low = NULL;
	x->comp_stack = x->comp_call = x->comp_edge = NULL;
	x->cap = 0;
}

/*
 * Sizes the arrays for a grid of count candidates (a search inside a chain
 * runs again and again, on grids no larger than the first: it keeps
 * them); false when out of memory.
 */
static bool
sec_grow(sec_ctx *x, int count)
{
	int			nlit = 2 * count;

	sec_release(x);
	if (!x->cid)
		x->cid = sec_alloc(x, x->ncells * x->n, sizeof(int));
	x->cand_cell = sec_alloc(x, count, sizeof(uint16_t));
	x->cand_digit = sec_alloc(x, count, sizeof(uint8_t));
	x->undo = sec_alloc(x, count, sizeof(int));
	x->seen = sec_alloc(x, nlit, sizeof(int));
	x->queue = sec_alloc(x, nlit, sizeof(int));
	x->props_cap = count + 1 > 2 * x->n + 2 ? count + 1 : 2 * x->n + 2;
	x->props = sec_alloc(x, x->props_cap, sizeof(sec_prop));
	if (x->props)
		memset(x->props, 0, sizeof(sec_prop) * (size_t) x->props_cap);
	else
		x->props_cap = 0;
	if (!x->multiple && !x->dynamic)
	{
		x->adj_first = sec_alloc(x, nlit + 1, sizeof(int));
		x->comp = sec_alloc(x, nlit, sizeof(int));
		x->comp_index = sec_alloc(x, nlit + 1, sizeof(int));
		x->comp_low = sec_alloc(x, nlit + 1, sizeof(int));
		x->comp_stack = sec_alloc(x, nlit, sizeof(int));
		x->comp_call = sec_alloc(x, nlit, sizeof(int));
		x->comp_edge = sec_alloc(x, nlit, sizeof(int));
	}
	if (x->failed)
		return false;
	memset(x->seen, 0, sizeof(int) * (size_t) nlit);
	x->walk = 0;
	x->cap = count;
	return true;
}

/*
 * The search's state for a grid: the candidates of every cell (of the
 * finder's position, or the shrunken grid of a chain outside, for a rule
 * inside it; a cell with a digit has none); false when out of memory.
 */
static bool
sec_setup(sec_ctx *x, const sdk_mask *cand)
{
	sdk_logic  *lg = x->lg;
	int			cell,
				d,
				i,
				u;

	x->n = lg->n;
	x->ncells = lg->ncells;
	x->ncand = 0;
	for (cell = 0; cell < x->ncells; cell++)
	{
		x->start_cand[cell] = lg->pos.value[cell] ? 0 : cand[cell];
		x->cand[cell] = x->start_cand[cell];
		x->ncand += sdk_bit_count(x->cand[cell]);
	}
	if (x->ncand > x->cap && !sec_grow(x, x->ncand))
		return false;
	for (i = 0; i < x->props_cap; i++)
		if (x->props[i].at)
			sec_prop_reset(&x->props[i]);
	x->nundo = 0;
	x->nhints = x->nremovals = x->nchain = x->nsrc = x->nnests = 0;
	x->cache = x->multiple && x->ncand <= SEC_CACHE_CANDS;
	x->nprops = !(x->multiple || x->dynamic) ? 3 : x->cache ? x->ncand + 1 : 2 * x->n + 2;
	i = 0;
	for (cell = 0; cell < x->ncells; cell++)
		for (d = 1; d <= x->n; d++)
			if (x->cand[cell] & SDK_BIT(d))
			{
				x->cid[cell * x->n + d - 1] = i;
				x->cand_cell[i] = (uint16_t) cell;
				x->cand_digit[i++] = (uint8_t) d;
			}
			else
				x->cid[cell * x->n + d - 1] = -1;
	for (d = 1; d <= x->n; d++)
		cs_clear(&x->digit_cells[d]);
	for (cell = 0; cell < x->ncells; cell++)
		MASK_FOR_EACH(d, x->cand[cell])
			cs_add(&x->digit_cells[d], cell);
	memset(x->place, 0, sizeof(x->place));
	for (u = 0; u < 3 * x->n; u++)
		for (i = 0; i < x->n; i++)
		{
			cell = lg->unit_cells[u][i];
			MASK_FOR_EACH(d, x->cand[cell])
				x->place[d][u] |= (uint32_t) 1 << i;
		}
	return x->level == 0 || sec_advanced_setup(x);
}

/* Gives back the search's memory, that of the searches inside it included. */
static void
sec_teardown(sec_ctx *x)
{
	int			i;

	for (i = 0; i < 2; i++)
		if (x->kids[i])
		{
			sec_teardown(x->kids[i]);
			sec_free(x, x->kids[i]);
		}
	sec_release(x);
	sec_free(x, x->cid);
	sec_free(x, x->hints);
	sec_free(x, x->removals);
	sec_free(x, x->chain);
	sec_free(x, x->adj);
	sec_free(x, x->reach);
	sec_free(x, x->cross);
	sec_free(x, x->nests);
	sec_free(x, x->src);
	sec_free(x, x->scratch);
	sec_free(x, x->ids);
}

/* The rule's search: the static one, or the multiple (Nishio, dynamic, nested levels). */
static void
sec_search(sec_ctx *x)
{
	if (!x->multiple && !x->dynamic)
		sec_static_search(x);
	else
		sec_multiple_search(x);
}

/*
 * A rule inside a chain (sec_ctx.run): its search on the grid given, its
 * hints in SE's order (sec_free them); NULL when none, out of memory or
 * stopped.
 */
static const sec_hint **
sec_run(sec_ctx *c, const sdk_mask *cand, int *count)
{
	*count = 0;
	if (!sec_setup(c, cand))
		return NULL;
	sec_search(c);
	return c->failed || c->f->stopped ? NULL : sec_sorted(c, count);
}

void
se_find_chains(sdk_finder *f, int kind)
{
	const sdk_env *env = f->lg->env;
	sec_ctx    *x = env->alloc(sizeof(sec_ctx), env->arg);

	if (!x)
		return;
	memset(x, 0, sizeof(*x));
	x->f = f;
	x->lg = f->lg;
	x->work = &x->own_work;
	x->run = sec_run;
	x->multiple = kind >= SE_CHAINS_MULTIPLE;
	x->dynamic = kind == SE_CHAINS_NISHIO || kind >= SE_CHAINS_DYNAMIC;
	x->nishio = kind == SE_CHAINS_NISHIO;
	x->level = kind >= SE_CHAINS_DYNAMIC_PLUS ? kind - SE_CHAINS_DYNAMIC_PLUS + 1 : 0;
	if (sec_setup(x, f->lg->pos.cand))
	{
		sec_search(x);
		if (!x->failed && !f->stopped)
			sec_emit_all(x);
	}
	sec_teardown(x);
	env->release(x, env->arg);
}
