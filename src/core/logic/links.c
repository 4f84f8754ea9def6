/*
 * links.c -- the implication engine of the chain techniques.
 *
 * A node is something that is true or false: a candidate (a digit in a
 * cell) or a group (a digit in the cells where a line meets a box, taken
 * together).  A literal is a node set on or off.  From each literal the
 * engine lists the literals it implies directly, in HoDoKu's order:
 *
 *   a candidate on   its cell's other candidates off; the other places of
 *                    its digit in its row, column and box off; the groups
 *                    of its digit that it sees off.
 *   a candidate off  the cell's other candidate on when the cell has two;
 *                    the other place of the digit on in each unit where it
 *                    has two; a group on when the candidate is the only
 *                    other place of the digit in the group's box or line.
 *   a group on       the candidates of its digit that see all of it off;
 *                    the other groups of its line and box off.
 *   a group off      the only other place of its digit in its box or line
 *                    on; the only other group of its line or box on when
 *                    no other cell of that unit has the digit.
 *
 * Within a unit a strong link (two places) is also a weak one, so it is
 * listed both ways.  The expansion from one literal is breadth first and
 * keeps, for every literal it reaches, the first literal it was reached
 * from; that is HoDoKu's table of the literal, and a chain to any literal
 * is read back through those parents.  HoDoKu keeps at most 1000 literals
 * in a table; so does the expansion.
 *
 * A node kind may be added (an almost locked set): it needs its literals'
 * lists of implications and the cells it covers, nothing else changes.
 */
#include "links.h"
#include "als.h"

/* HoDoKu's maxTableEntryLength: a table holds at most this many literals. */
#define LINK_TABLE_CAP 1000

/* ---- building the graph ---- */

/*
 * The links are made once, in order, as pairs (from, to); each literal's
 * successors are then the pairs from it, in the order made.
 */
typedef struct graph_builder
{
	sdk_finder *f;
	link_graph *g;
	int		   *pairs;
	int			count;
	int			cap;
	bool		failed;
	/* the links longer than one (HoDoKu's 2): link index and length, in order */
	int		   *longer;
	int			nlonger;
	int			longer_cap;
} graph_builder;

static void
add_link(graph_builder *b, int from, int to)
{
	if (b->count == b->cap)
	{
		int		   *room = lg_list_room(b->f, b->pairs, &b->cap, b->count, 2 * sizeof(int));

		if (!room)
		{
			b->failed = true;
			return;
		}
		b->pairs = room;
	}
	b->pairs[2 * b->count] = from;
	b->pairs[2 * b->count + 1] = to;
	b->count++;
}

/* A link of HoDoKu's length len for its tables (2 for one link). */
static void
add_link_len(graph_builder *b, int from, int to, int len)
{
	add_link(b, from, to);
	if (len == 2 || b->failed)
		return;
	if (b->nlonger == b->longer_cap)
	{
		int		   *room = lg_list_room(b->f, b->longer, &b->longer_cap, b->nlonger, 2 * sizeof(int));

		if (!room)
		{
			b->failed = true;
			return;
		}
		b->longer = room;
	}
	b->longer[2 * b->nlonger] = b->count - 1;
	b->longer[2 * b->nlonger + 1] = len;
	b->nlonger++;
}

static int
candidate_node(const link_graph *g, int n, int cell, int digit)
{
	return g->cand_node[cell * n + digit - 1];
}

/*
 * The direct implications of a candidate: on, its cell's other candidates
 * and its digit's other places it sees off (row, column, the rest of the
 * box, each in the unit's order: the bits of digit_places); off, the other
 * candidate of a cell with two, the other place of the digit in each unit
 * with two (listed once).
 */
static void
candidate_links(graph_builder *b, const sdk_logic *lg, int node)
{
	const link_graph *g = b->g;
	const link_node *v = &g->node[node];
	int			c = v->cells[0],
				d = v->digit,
				n = lg->n,
				strong[3],
				nstrong = 0,
				t,
				w;
	sdk_mask	others = lg->pos.cand[c] & ~SDK_BIT(d);

	/* on: the cell's other candidates off, then the digit's other places it sees off */
	for (w = g->cell_first[c]; w < g->cell_first[c + 1]; w++)
		if (w != node)
			add_link(b, LIT_ON(node), LIT_OFF(w));
	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[c][t];
		uint32_t	places = lg->digit_places[d][u] & ~((uint32_t) 1 << lg->cell_index[c][t]);

		while (places)
		{
			int			x = lg->unit_cells[u][sdk_lowest_bit(places)];

			places &= places - 1;
			/* the box's cells in the cell's row or column came with them */
			if (t == 2 && (lg->cell_units[x][0] == lg->cell_units[c][0] ||
						   lg->cell_units[x][1] == lg->cell_units[c][1]))
				continue;
			add_link(b, LIT_ON(node), LIT_OFF(candidate_node(g, n, x, d)));
		}
	}
	/* off: the other candidate of a cell with two, the other place of a unit with two */
	if (sdk_bit_count(lg->pos.cand[c]) == 2)
		add_link(b, LIT_OFF(node), LIT_ON(candidate_node(g, n, c, sdk_mask_first(others))));
	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[c][t],
					other,
					i;
		uint32_t	places = lg->digit_places[d][u];
		bool		known = false;

		if (sdk_bit_count(places) != 2)
			continue;
		places &= ~((uint32_t) 1 << lg->cell_index[c][t]);
		other = lg->unit_cells[u][sdk_lowest_bit(places)];
		for (i = 0; i < nstrong; i++)
			known |= strong[i] == other;
		if (known)
			continue;
		strong[nstrong++] = other;
		add_link(b, LIT_OFF(node), LIT_ON(candidate_node(g, n, other, d)));
	}
}

static bool
groups_overlap(const link_node *a, const link_node *b)
{
	int			i,
				j;

	for (i = 0; i < a->ncells; i++)
		for (j = 0; j < b->ncells; j++)
			if (a->cells[i] == b->cells[j])
				return true;
	return false;
}

/*
 * A group's implications, and those it adds to the candidates that see
 * it (HoDoKu appends them to the candidates' lists group by group, after
 * their own).  unit_groups[unit_first[u * n + d - 1] ..] lists the groups
 * of digit d in unit u.
 */
static void
group_links(graph_builder *b, const sdk_logic *lg, int node, const int *unit_first,
			const int *unit_groups)
{
	const link_graph *g = b->g;
	const link_node *v = &g->node[node];
	int			d = v->digit,
				n = lg->n,
				line_cells[SDK_MAX_SIZE],
				box_cells[SDK_MAX_SIZE],
				nline = 0,
				nbox = 0,
				same_line = 0,
				line_group = -1,
				same_box = 0,
				box_group = -1,
				li,
				lend,
				bi,
				bend;
	uint32_t	places;

	/*
	 * The places of the digit that see the whole group: in its line
	 * outside its box, in its box outside its line; in cell order.
	 */
	places = lg->digit_places[d][v->line];
	while (places)
	{
		int			x = lg->unit_cells[v->line][sdk_lowest_bit(places)];

		places &= places - 1;
		if (lg->cell_units[x][2] != v->box)
			line_cells[nline++] = x;
	}
	places = lg->digit_places[d][v->box];
	while (places)
	{
		int			y = lg->unit_cells[v->box][sdk_lowest_bit(places)];

		places &= places - 1;
		if (lg->cell_units[y][lg_unit_type(lg, v->line)] != v->line)
			box_cells[nbox++] = y;
	}
	for (li = 0, bi = 0; li < nline || bi < nbox;)
	{
		int			x = bi == nbox || (li < nline && line_cells[li] < box_cells[bi]) ?
			line_cells[li++] : box_cells[bi++],
					cand = candidate_node(g, n, x, d);

		add_link(b, LIT_ON(node), LIT_OFF(cand));
		add_link(b, LIT_ON(cand), LIT_OFF(node));
	}
	if (nbox == 1)
	{
		int			cand = candidate_node(g, n, box_cells[0], d);

		add_link(b, LIT_OFF(node), LIT_ON(cand));
		add_link(b, LIT_OFF(cand), LIT_ON(node));
	}
	if (nline == 1)
	{
		int			cand = candidate_node(g, n, line_cells[0], d);

		add_link(b, LIT_OFF(node), LIT_ON(cand));
		add_link(b, LIT_OFF(cand), LIT_ON(node));
	}

	/*
	 * The other groups of the digit in the line and in the box, in the
	 * order of the groups (the two lists, each in that order, merged).
	 */
	li = unit_first[v->line * n + d - 1];
	lend = unit_first[v->line * n + d];
	bi = unit_first[v->box * n + d - 1];
	bend = unit_first[v->box * n + d];
	while (li < lend || bi < bend)
	{
		bool		from_line = bi == bend || (li < lend && unit_groups[li] < unit_groups[bi]);
		int			other = from_line ? unit_groups[li++] : unit_groups[bi++];

		if (other == node || groups_overlap(v, &g->node[other]))
			continue;
		if (from_line)
		{
			if (same_line++ == 0)
				line_group = other;
		}
		else if (same_box++ == 0)
			box_group = other;
		add_link(b, LIT_ON(node), LIT_OFF(other));
	}
	/*
	 * One other group and no other place in the unit: a strong link (the
	 * other group lies in the places outside the group's box or line).
	 */
	if (same_line == 1 && g->node[line_group].ncells == nline)
		add_link(b, LIT_OFF(node), LIT_ON(line_group));
	if (same_box == 1 && g->node[box_group].ncells == nbox)
		add_link(b, LIT_OFF(node), LIT_ON(box_group));
}

/*
 * HoDoKu's groups: rows then columns, each digit, each box the line meets
 * (in box order, the order the line meets them) where the digit has two
 * places or more.  Returns how many; writes them when out is not NULL.
 */
static int
find_groups(const sdk_logic *lg, link_node *out)
{
	int			count = 0,
				n = lg->n,
				line,
				d;

	for (line = 0; line < 2 * n; line++)
	{
		/* the line's cells in one box follow each other: a row's by box_cols, a column's by box_rows */
		int			len = line < n ? lg->pos.geo.box_cols : lg->pos.geo.box_rows,
					k;

		for (d = 1; d <= n; d++)
		{
			uint32_t	places = lg->digit_places[d][line];

			if (sdk_bit_count(places) < 2)
				continue;
			for (k = 0; k < n; k += len)
			{
				uint32_t	in_box = (places >> k) & (((uint32_t) 1 << len) - 1);
				int			ncells = 0;
				link_node  *v;

				if (sdk_bit_count(in_box) < 2)
					continue;
				if (!out)
				{
					count++;
					continue;
				}
				v = &out[count++];
				v->kind = LINK_GROUP;
				v->digit = (uint8_t) d;
				v->line = (int16_t) line;
				v->box = (int16_t) lg->cell_units[lg->unit_cells[line][k]][2];
				for (; in_box && ncells < LINK_NODE_CELLS; in_box &= in_box - 1)
					v->cells[ncells++] = lg->unit_cells[line][k + sdk_lowest_bit(in_box)];
				v->ncells = (uint8_t) ncells;
			}
		}
	}
	return count;
}

static void *
graph_alloc(sdk_finder *f, size_t size, bool *failed)
{
	void	   *p = *failed ? NULL : f->lg->env->alloc(size > 0 ? size : 1, f->lg->env->arg);

	if (!p)
		*failed = true;
	return p;
}


/* The cells a node covers: a candidate's, a group's, an almost locked set's. */
static void
node_cells(const link_graph *g, const link_node *v, sdk_cellset *cells)
{
	int			i;

	if (v->kind == LINK_ALS)
	{
		als_cellset(g->als, g->als->items[v->line].cells, cells);
		return;
	}
	cs_clear(cells);
	for (i = 0; i < v->ncells; i++)
		cs_add(cells, v->cells[i]);
}

/* ---- almost locked sets (links_build_als) ---- */

/*
 * The ALS nodes of a graph: a set and the digit it is entered by, made in
 * HoDoKu's order (its fillTablesWithAls): the sets in order, each digit
 * that leaves the rest of the set something to take out; a set another
 * one takes a digit from whole is made when that one is.
 */
typedef struct als_nodes
{
	als_list   *l;
	int			nsets;			/* the sets that may be nodes (line holds the index) */
	int			n;
	int			count;
	int			first;			/* node of the first ALS node */
	int		   *node_of;		/* set * (n + 1) + digit -> the node's index among them, -1 */
	int		   *set_of;			/* per ALS node: the set, the digit */
	int		   *digit_of;
	/* the sets that hold each cell, a bit per set (aw words a cell) */
	int			aw;
	uint64_t   *holding;
	uint64_t   *near;			/* aw words: room for the sets met */
	/* the second pass: the groups of each cell and digit, its row's and its column's, -1 */
	int		   *group_at;		/* (cell * n + digit - 1) * 2 + 0 or 1 */
	int		   *found;			/* room for groups met, as many as the graph's nodes */
} als_nodes;

/* HoDoKu's penalty of a set (Als.getChainPenalty, by its digits): links one longer for each. */
static int
als_penalty(const als *a)
{
	int			digits = sdk_bit_count(a->digits);

	return digits <= 1 ? 0 : digits == 2 ? 1 : (digits - 1) * 2;
}

static int
als_node(als_nodes *an, int set, int digit, bool make)
{
	int		   *slot = &an->node_of[set * (an->n + 1) + digit];

	if (*slot < 0 && make)
	{
		an->set_of[an->count] = set;
		an->digit_of[an->count] = digit;
		*slot = an->count++;
	}
	return *slot;
}

/*
 * What a set without digit j takes out: for each other digit k, the cells
 * with k that see all of its k (elims[k], words of the grid); false when
 * nothing.
 */
static bool
als_takes(const als_list *l, const als *a, int j, uint64_t elims[][SDK_CELLSET_WORDS])
{
	bool		any = false;
	int			k,
				w;

	for (k = 1; k <= l->f->lg->n; k++)
	{
		memset(elims[k], 0, sizeof(elims[k]));
		if (k == j || !(a->digits & SDK_BIT(k)))
			continue;
		for (w = 0; w < l->nw; w++)
			any |= (elims[k][w] = als_words(l, als_digit_of(l, a, k)->buddies)[w]) != 0;
	}
	return any;
}

static bool
words_have(const uint64_t *words, int cell)
{
	return (words[cell >> 6] >> (cell & 63)) & 1;
}

/* Whether every cell of a group sees every cell of a set of words. */
static bool
group_sees(const sdk_logic *lg, const link_node *gr, const uint64_t *cells, int nw)
{
	int			t,
				w;

	for (t = 0; t < gr->ncells; t++)
		for (w = 0; w < nw; w++)
			if (cells[w] & ~lg->peers[gr->cells[t]].w[w])
				return false;
	return true;
}

/* The links into an ALS node (set a without digit j): candidates of j, then groups of them. */
static void
als_links_in(graph_builder *b, const sdk_logic *lg, const als_nodes *an, const als *a, int j, int node,
			 unsigned *group_mark, unsigned stamp)
{
	const link_graph *g = b->g;
	const als_list *l = an->l;
	const uint64_t *entry_cells = als_words(l, als_digit_of(l, a, j)->cells),
			   *entries = als_words(l, als_digit_of(l, a, j)->buddies);
	uint64_t	bits;
	int			w;

	for (w = 0; w < l->nw; w++)
		for (bits = entries[w]; bits; bits &= bits - 1)
		{
			int			x = w * 64 + als_lowest(bits),
						k;

			add_link(b, LIT_ON(candidate_node(g, lg->n, x, j)), LIT_OFF(node));
			/* a group of j holding x (its row's first, HoDoKu's order), apart from the set, seeing its j */
			for (k = 0; k < 2; k++)
			{
				int			v = an->group_at[(x * lg->n + j - 1) * 2 + k],
							t;
				const link_node *gr;
				bool		apart = true;

				if (v < 0 || group_mark[v] == stamp)
					continue;
				gr = &g->node[v];
				for (t = 0; t < gr->ncells; t++)
					apart &= !words_have(als_words(l, a->cells), gr->cells[t]);
				if (!apart || !group_sees(lg, gr, entry_cells, l->nw))
					continue;
				group_mark[v] = stamp;
				add_link(b, LIT_ON(v), LIT_OFF(node));
			}
		}
}

/* The groups of digit k a set takes whole (its eliminations of k hold all their cells), in order. */
static void
als_links_groups(graph_builder *b, const sdk_logic *lg, const als_nodes *an, const uint64_t *elim, int k,
				 int node, int len)
{
	int			nfound = 0,
				i,
				w;
	uint64_t	bits;

	for (w = 0; w < an->l->nw; w++)
		for (bits = elim[w]; bits; bits &= bits - 1)
		{
			int			x = w * 64 + als_lowest(bits),
						t;

			for (t = 0; t < 2; t++)
			{
				int			v = an->group_at[(x * lg->n + k - 1) * 2 + t],
							j;

				if (v < 0)
					continue;
				/* in order, each once */
				for (j = nfound; j > 0 && an->found[j - 1] > v; j--)
					;
				if (j > 0 && an->found[j - 1] == v)
					continue;
				memmove(&an->found[j + 1], &an->found[j], sizeof(int) * (size_t) (nfound - j));
				an->found[j] = v;
				nfound++;
			}
		}
	for (i = 0; i < nfound; i++)
	{
		const link_node *gr = &b->g->node[an->found[i]];
		int			t;

		for (t = 0; t < gr->ncells && words_have(elim, gr->cells[t]); t++)
			;
		if (t == gr->ncells)
			add_link_len(b, LIT_OFF(node), LIT_OFF(an->found[i]), len);
	}
}

/*
 * HoDoKu's fillTablesWithAls: makes the ALS nodes (b NULL) or, once made,
 * their links: into a node from the candidates and groups of its digit
 * that see all of it in the set; out of it, each elimination off, each
 * group it takes whole off, each set it takes a digit from whole (its
 * node off), each cell it leaves one of three candidates or more on.  The
 * first pass stops where the work runs out (the second stops there too).
 */
static void
als_pass(graph_builder *b, const sdk_logic *lg, als_nodes *an, unsigned *group_mark)
{
	als_list   *l = an->l;
	uint64_t	elims[SDK_MAX_SIZE + 1][SDK_CELLSET_WORDS];
	unsigned	stamp = 0;
	int			i;

	for (i = 0; i < an->nsets; i++)
	{
		const als  *a = &l->items[i];
		int			p = als_penalty(a),
					j;

		if (i % 64 == 0 && finder_interrupted(l->f))
			return;
		MASK_FOR_EACH(j, a->digits)
		{
			uint64_t	taken[SDK_CELLSET_WORDS],
						bits;
			int			node,
						k,
						w,
						c;

			if (!als_takes(l, a, j, elims))
				continue;
			if (!b && als_work(l, 1 + sdk_bit_count(a->digits)))
			{
				an->nsets = i;
				return;
			}
			node = an->first + als_node(an, i, j, true);
			if (b)
			{
				als_links_in(b, lg, an, a, j, node, group_mark, ++stamp);
				/* out of it: the eliminations, then the groups they take whole, digit by digit */
				for (k = 1; k <= lg->n; k++)
				{
					for (w = 0; w < l->nw; w++)
						for (bits = elims[k][w]; bits; bits &= bits - 1)
							add_link_len(b, LIT_OFF(node),
										 LIT_OFF(candidate_node(b->g, lg->n, w * 64 + als_lowest(bits), k)), 2 + p);
					als_links_groups(b, lg, an, elims[k], k, node, 2 + p);
				}
			}
			/* the sets apart from it that lose a digit whole: those that meet its eliminations */
			memset(taken, 0, sizeof(taken));
			for (k = 1; k <= lg->n; k++)
				for (w = 0; w < l->nw; w++)
					taken[w] |= elims[k][w];
			memset(an->near, 0, sizeof(uint64_t) * (size_t) an->aw);
			if (!b)
			{
				int			ntaken = 0;

				for (w = 0; w < l->nw; w++)
					ntaken += sdk_bit_count((uint32_t) taken[w]) + sdk_bit_count((uint32_t) (taken[w] >> 32));
				/* the sets' bits of those cells, a word each */
				if (als_work(l, (long) ntaken * an->aw / 32))
				{
					an->nsets = i;
					return;
				}
			}
			for (w = 0; w < l->nw; w++)
				for (bits = taken[w]; bits; bits &= bits - 1)
				{
					const uint64_t *h = &an->holding[(size_t) (w * 64 + als_lowest(bits)) * (size_t) an->aw];

					for (k = 0; k < an->aw; k++)
						an->near[k] |= h[k];
				}
			for (w = 0; w < an->aw; w++)
				for (bits = an->near[w]; bits; bits &= bits - 1)
				{
					const als  *o;
					int			d;

					k = w * 64 + als_lowest(bits);
					if (k == i || k >= an->nsets)
						continue;
					o = &l->items[k];
					/* its digits compared, once a pass */
					if (!b && als_work(l, 2 * (1 + sdk_bit_count(o->digits))))
					{
						an->nsets = i;
						return;
					}
					if (als_meets(als_words(l, a->cells), als_words(l, o->cells), l->nw))
						continue;
					MASK_FOR_EACH(d, o->digits)
					{
						int			other;

						if (!als_within(als_words(l, als_digit_of(l, o, d)->cells), elims[d], l->nw))
							continue;
						other = an->first + als_node(an, k, d, true);
						if (b)
							add_link_len(b, LIT_OFF(node), LIT_OFF(other), 2 + p);
					}
				}
			if (!b)
				continue;
			/* the cells it leaves one candidate (a cell with two has its own strong link) */
			for (w = 0; w < l->nw; w++)
				for (bits = als_words(l, a->buddies)[w]; bits; bits &= bits - 1)
				{
					sdk_mask	left;

					c = w * 64 + als_lowest(bits);
					if (lg->pos.value[c] || sdk_bit_count(lg->pos.cand[c]) == 2)
						continue;
					left = lg->pos.cand[c];
					for (k = 1; k <= lg->n; k++)
						if (words_have(elims[k], c))
							left &= ~SDK_BIT(k);
					if (sdk_one_bit(left))
						add_link_len(b, LIT_OFF(node),
									 LIT_ON(candidate_node(b->g, lg->n, c, sdk_mask_first(left))), 3 + p);
				}
		}
	}
}

/* The graph's nodes: the candidates in cell order, then the groups, then the ALS nodes. */
static void
graph_nodes(link_graph *g, const sdk_logic *lg, als_nodes *an, int ngroups)
{
	int			ncand = g->ncand,
				nals = an ? an->count : 0,
				c,
				d,
				v,
				i;

	v = 0;
	for (c = 0; c < lg->ncells; c++)
	{
		g->cell_first[c] = v;
		for (d = 1; d <= lg->n; d++)
		{
			g->cand_node[c * lg->n + d - 1] = -1;
			if (lg->pos.value[c] || !(lg->pos.cand[c] & SDK_BIT(d)))
				continue;
			g->cand_node[c * lg->n + d - 1] = v;
			g->node[v].kind = LINK_CANDIDATE;
			g->node[v].digit = (uint8_t) d;
			g->node[v].ncells = 1;
			g->node[v].cells[0] = (uint16_t) c;
			g->node[v].line = -1;
			g->node[v].box = -1;
			v++;
		}
	}
	g->cell_first[lg->ncells] = v;
	if (ngroups)
		find_groups(lg, g->node + ncand);
	if (an)
	{
		an->first = ncand + ngroups;
		for (i = 0; i < nals; i++)
		{
			link_node  *x = &g->node[an->first + i];
			const als  *a = &an->l->items[an->set_of[i]];
			const uint64_t *cells = als_words(an->l, als_digit_of(an->l, a, an->digit_of[i])->cells);
			int			w = 0;

			while (!cells[w])
				w++;
			x->kind = LINK_ALS;
			x->digit = (uint8_t) an->digit_of[i];
			x->ncells = 1;
			x->cells[0] = (uint16_t) (w * 64 + als_lowest(cells[w]));
			x->line = (int16_t) an->set_of[i];
			x->box = -1;
		}
	}
}

/* The links of the ALS nodes (als_pass), with a map of the groups by cell and digit while they are made. */
static void
graph_als_links(graph_builder *b, const sdk_logic *lg, als_nodes *an, int ngroups)
{
	sdk_finder *f = b->f;
	link_graph *g = b->g;
	int			ncand = g->ncand,
				v,
				i;
	unsigned   *group_mark = graph_alloc(f, sizeof(unsigned) * (size_t) g->nnodes, &b->failed);

	an->group_at = graph_alloc(f, sizeof(int) * 2 * (size_t) (lg->ncells * lg->n), &b->failed);
	an->found = graph_alloc(f, sizeof(int) * (size_t) (g->nnodes + 1), &b->failed);
	if (!b->failed)
	{
		memset(group_mark, 0, sizeof(unsigned) * (size_t) g->nnodes);
		for (i = 0; i < 2 * lg->ncells * lg->n; i++)
			an->group_at[i] = -1;
		for (v = ncand; v < ncand + ngroups; v++)
		{
			const link_node *gr = &g->node[v];
			int			t;

			for (t = 0; t < gr->ncells; t++)
				an->group_at[(gr->cells[t] * lg->n + gr->digit - 1) * 2 + (gr->line >= lg->n)] = v;
		}
		als_pass(b, lg, an, group_mark);
	}
	if (group_mark)
		f->lg->env->release(group_mark, f->lg->env->arg);
	if (an->group_at)
		f->lg->env->release(an->group_at, f->lg->env->arg);
	if (an->found)
		f->lg->env->release(an->found, f->lg->env->arg);
	an->group_at = an->found = NULL;
}

/*
 * Each literal's list of successors from the builder's links, in the
 * order made; the nodes a strong link turns on; with ALS nodes, each
 * link's length.  *failed when out of memory.
 */
static void
graph_lists(graph_builder *b, int *cursor, bool lengths, bool *failed)
{
	sdk_finder *f = b->f;
	link_graph *g = b->g;
	int			i;

	memset(g->first, 0, sizeof(int) * (size_t) (g->nlits + 1));
	for (i = 0; i < b->count; i++)
		g->first[b->pairs[2 * i] + 1]++;
	for (i = 0; i < g->nlits; i++)
		g->first[i + 1] += g->first[i];
	g->nsucc = b->count;
	g->succ = graph_alloc(f, sizeof(int) * (size_t) (g->nsucc + 1), failed);
	if (lengths)
		g->edge_len = graph_alloc(f, sizeof(int) * (size_t) (g->nsucc + 1), failed);
	if (!*failed && !f->stopped)
	{
		/* and the nodes a strong link turns on */
		memcpy(cursor, g->first, sizeof(int) * (size_t) (g->nlits + 1));
		memset(g->strong_in, 0, (size_t) g->nnodes);
		for (i = 0; i < b->count; i++)
		{
			int			to = b->pairs[2 * i + 1];

			/* millions of links on an empty 25x25 */
			if (i % 65536 == 0 && finder_interrupted(f))
			{
				*failed = true;
				return;
			}
			g->succ[cursor[b->pairs[2 * i]]++] = to;
			if (LIT_IS_ON(to))
				g->strong_in[LIT_NODE(to)] = 1;
		}
		if (lengths)
		{
			int			k = 0;

			/* each link's length: 2, the longer ones as made */
			memcpy(cursor, g->first, sizeof(int) * (size_t) (g->nlits + 1));
			for (i = 0; i < b->count; i++)
				g->edge_len[cursor[b->pairs[2 * i]]++] =
					k < b->nlonger && b->longer[2 * k] == i ? b->longer[2 * k++ + 1] : 2;
		}
	}
}

/* The graph, with groups, and with the ALS nodes an has made when it is not NULL. */
static link_graph *
build_graph(sdk_finder *f, bool groups, als_nodes *an)
{
	const sdk_logic *lg = f->lg;
	link_graph *g;
	graph_builder b;
	bool		failed = false;
	int		   *cursor,
			   *unit_first,
			   *unit_next,
			   *unit_groups,
				nslots = lg->nunits * lg->n;
	int			ncand = 0,
				ngroups = 0,
				nals = an ? an->count : 0,
				c,
				v,
				i;

	for (c = 0; c < lg->ncells; c++)
		if (!lg->pos.value[c])
			ncand += sdk_bit_count(lg->pos.cand[c]);
	if (groups)
		ngroups = find_groups(lg, NULL);
	g = graph_alloc(f, sizeof(link_graph), &failed);
	if (!g)
		return NULL;
	memset(g, 0, sizeof(*g));
	g->ncand = ncand;
	g->nnodes = ncand + ngroups + nals;
	g->nlits = 2 * g->nnodes;
	g->cap = LINK_TABLE_CAP;
	g->node = graph_alloc(f, sizeof(link_node) * (size_t) g->nnodes, &failed);
	g->cand_node = graph_alloc(f, sizeof(int) * (size_t) (lg->ncells * lg->n), &failed);
	g->first = graph_alloc(f, sizeof(int) * (size_t) (g->nlits + 1), &failed);
	g->parent = graph_alloc(f, sizeof(int) * (size_t) g->nlits, &failed);
	g->depth = graph_alloc(f, sizeof(int) * (size_t) g->nlits, &failed);
	g->pos = graph_alloc(f, sizeof(int) * (size_t) g->nlits, &failed);
	g->seen = graph_alloc(f, sizeof(unsigned) * (size_t) g->nlits, &failed);
	g->order = graph_alloc(f, sizeof(int) * (size_t) g->cap, &failed);
	g->n = lg->n;
	g->cell_first = graph_alloc(f, sizeof(int) * (size_t) (lg->ncells + 1), &failed);
	g->strong_in = graph_alloc(f, (size_t) g->nnodes, &failed);
	cursor = graph_alloc(f, sizeof(int) * (size_t) (g->nlits + 1), &failed);
	/* room for about as many links as a graph has; more when needed */
	b.f = f;
	b.g = g;
	b.count = 0;
	b.cap = (lg->n + 8) * g->nnodes + 64;
	b.failed = false;
	b.longer = NULL;
	b.nlonger = b.longer_cap = 0;
	b.pairs = graph_alloc(f, 2 * sizeof(int) * (size_t) b.cap, &failed);
	unit_first = graph_alloc(f, sizeof(int) * (size_t) (nslots + 1), &failed);
	unit_next = graph_alloc(f, sizeof(int) * (size_t) (nslots + 1), &failed);
	unit_groups = graph_alloc(f, sizeof(int) * (size_t) (2 * ngroups), &failed);
	if (failed)
	{
		links_free(f, g);
		if (cursor)
			f->lg->env->release(cursor, f->lg->env->arg);
		if (b.pairs)
			f->lg->env->release(b.pairs, f->lg->env->arg);
		if (unit_first)
			f->lg->env->release(unit_first, f->lg->env->arg);
		if (unit_next)
			f->lg->env->release(unit_next, f->lg->env->arg);
		if (unit_groups)
			f->lg->env->release(unit_groups, f->lg->env->arg);
		return NULL;
	}
	memset(g->seen, 0, sizeof(unsigned) * (size_t) g->nlits);
	g->stamp = 0;

	graph_nodes(g, lg, an, ngroups);
	/* each unit's groups of each digit, in the groups' order */
	memset(unit_first, 0, sizeof(int) * (size_t) (nslots + 1));
	for (v = ncand; v < ncand + ngroups; v++)
	{
		unit_first[g->node[v].line * lg->n + g->node[v].digit]++;
		unit_first[g->node[v].box * lg->n + g->node[v].digit]++;
	}
	for (i = 0; i < nslots; i++)
		unit_first[i + 1] += unit_first[i];
	memcpy(unit_next, unit_first, sizeof(int) * (size_t) (nslots + 1));
	for (v = ncand; v < ncand + ngroups; v++)
	{
		unit_groups[unit_next[g->node[v].line * lg->n + g->node[v].digit - 1]++] = v;
		unit_groups[unit_next[g->node[v].box * lg->n + g->node[v].digit - 1]++] = v;
	}

	/* every literal's links, in order; then each literal's list */
	for (v = 0; v < ncand + ngroups && !b.failed; v++)
	{
		if (v % 64 == 0 && finder_interrupted(f))
			break;
		if (v < ncand)
			candidate_links(&b, lg, v);
		else
			group_links(&b, lg, v, unit_first, unit_groups);
	}
	/* HoDoKu adds the sets' links after all the others */
	if (an && !b.failed && !f->stopped)
		graph_als_links(&b, lg, an, ngroups);
	failed = b.failed;
	if (!failed && !f->stopped)
		graph_lists(&b, cursor, an != NULL, &failed);
	f->lg->env->release(cursor, f->lg->env->arg);
	f->lg->env->release(b.pairs, f->lg->env->arg);
	if (b.longer)
		f->lg->env->release(b.longer, f->lg->env->arg);
	f->lg->env->release(unit_first, f->lg->env->arg);
	f->lg->env->release(unit_next, f->lg->env->arg);
	f->lg->env->release(unit_groups, f->lg->env->arg);
	if (failed || f->stopped)
	{
		links_free(f, g);
		return NULL;
	}
	return g;
}

link_graph *
links_build(sdk_finder *f, bool groups)
{
	return build_graph(f, groups, NULL);
}

link_graph *
links_build_als(sdk_finder *f)
{
	const sdk_env *env = f->lg->env;
	als_nodes	an;
	link_graph *g = NULL;
	size_t		slots;
	int			i;

	memset(&an, 0, sizeof(an));
	an.n = f->lg->n;
	an.l = env->alloc(sizeof(als_list), env->arg);
	if (!an.l)
		return NULL;
	/* the sets of two cells or more (HoDoKu's getAlses(true)) */
	if (!als_collect(f, an.l, false))
		goto done;
	an.nsets = an.l->count < INT16_MAX ? an.l->count : INT16_MAX;
	slots = (size_t) (an.nsets + 1) * (size_t) (an.n + 1);
	an.node_of = env->alloc(sizeof(int) * slots, env->arg);
	an.set_of = env->alloc(sizeof(int) * slots, env->arg);
	an.digit_of = env->alloc(sizeof(int) * slots, env->arg);
	if (!an.node_of || !an.set_of || !an.digit_of)
		goto done;
	for (i = 0; i < (int) slots; i++)
		an.node_of[i] = -1;
	an.aw = (an.nsets + 63) / 64 + 1;
	an.holding = env->alloc(sizeof(uint64_t) * (size_t) an.aw * (size_t) f->lg->ncells, env->arg);
	an.near = env->alloc(sizeof(uint64_t) * (size_t) an.aw, env->arg);
	if (!an.holding || !an.near)
		goto done;
	memset(an.holding, 0, sizeof(uint64_t) * (size_t) an.aw * (size_t) f->lg->ncells);
	for (i = 0; i < an.nsets; i++)
	{
		int			w;
		uint64_t	bits;

		for (w = 0; w < an.l->nw; w++)
			for (bits = als_words(an.l, an.l->items[i].cells)[w]; bits; bits &= bits - 1)
				an.holding[(size_t) (w * 64 + als_lowest(bits)) * (size_t) an.aw + (i >> 6)] |=
					(uint64_t) 1 << (i & 63);
	}
	als_pass(NULL, f->lg, &an, NULL);
	if (!f->stopped)
		g = build_graph(f, true, &an);
	if (g)
	{
		g->als = an.l;
		an.l = NULL;
	}
done:
	if (an.l)
	{
		als_free(an.l);
		env->release(an.l, env->arg);
	}
	if (an.node_of)
		env->release(an.node_of, env->arg);
	if (an.set_of)
		env->release(an.set_of, env->arg);
	if (an.digit_of)
		env->release(an.digit_of, env->arg);
	if (an.holding)
		env->release(an.holding, env->arg);
	if (an.near)
		env->release(an.near, env->arg);
	return g;
}

void
links_free(sdk_finder *f, link_graph *g)
{
	const sdk_env *env = f->lg->env;
	void	   *parts[20];
	int			i;

	if (!g)
		return;
	parts[18] = g->walk_out;
	parts[19] = g->walk_mark;
	parts[16] = g->comp;
	parts[17] = g->reach;
	parts[12] = g->edge_len;
	parts[13] = g->edge_net;
	parts[14] = g->in_net;
	parts[15] = g->edge_why;
	parts[9] = g->reach_back;
	parts[10] = g->cell_first;
	parts[11] = g->strong_in;
	parts[0] = g->node;
	parts[1] = g->cand_node;
	parts[2] = g->first;
	parts[3] = g->succ;
	parts[4] = g->parent;
	parts[5] = g->depth;
	parts[6] = g->pos;
	parts[7] = g->seen;
	parts[8] = g->order;
	for (i = 0; i < 20; i++)
		if (parts[i])
			env->release(parts[i], env->arg);
	if (g->als)
	{
		als_free(g->als);
		env->release(g->als, env->arg);
	}
	env->release(g, env->arg);
}

link_graph *
links_get(sdk_finder *f, bool groups)
{
	link_graph *g = f->links[groups];

	if (!g)
		g = f->links[groups] = links_build(f, groups);
	if (g)
		g->work = 0;
	return g;
}

/* The graph's closure (links_closure, links_closure_back) let go of. */
static void
closure_free(const sdk_env *env, link_graph *g)
{
	if (g->comp)
		env->release(g->comp, env->arg);
	if (g->reach)
		env->release(g->reach, env->arg);
	if (g->reach_back)
		env->release(g->reach_back, env->arg);
	g->comp = NULL;
	g->reach = NULL;
	g->reach_back = NULL;
	g->ncomp = g->reach_words = 0;
}

/*
 * The finder's kept graph handed to a caller that makes it its own (and
 * frees it), as built: what the closure and the last expansion left is
 * dropped.  Built when the finder has none.
 */
static link_graph *
links_take(sdk_finder *f, bool groups)
{
	const sdk_env *env = f->lg->env;
	link_graph *g = f->links[groups];

	if (!g)
		return links_build(f, groups);
	f->links[groups] = NULL;
	closure_free(env, g);
	g->no_groups = false;
	g->count = 0;
	g->work = 0;
	return g;
}

void
links_forget(sdk_finder *f)
{
	int			i;

	for (i = 0; i < 2; i++)
	{
		links_free(f, f->links[i]);
		f->links[i] = NULL;
	}
}

/*
 * Whether a chain from a candidate on may come back to its cell: the end
 * is another candidate of the cell on, or the candidate off, reached from
 * a literal on next to it (the cell's other candidates, its digit's other
 * places and the groups it sees: the candidate's successors on); and only
 * a strong link leads to a literal on.
 */
bool
links_may_return(const link_graph *g, int node)
{
	int			e;

	for (e = g->first[LIT_ON(node)]; e < g->first[LIT_ON(node) + 1]; e++)
		if (g->strong_in[LIT_NODE(g->succ[e])])
			return true;
	return false;
}

/* ---- what each literal reaches ---- */

static void
rows_or(uint64_t *restrict into, const uint64_t *restrict from, int words)
{
	int			k;

	for (k = 0; k < words; k++)
		into[k] |= from[k];
}

/*
 * Tarjan's strongly connected components, without recursion: a component
 * is complete only after every component it links to, so its row is its
 * own literals and the rows of the components its links lead to (one
 * whose candidate's literal the row has already is in it whole).
 */
/*
 * Closes the strongly connected component whose root v is (links_closure):
 * its literals, from the top of the stack down to v, get component ncomp,
 * and its row what they reach: its own candidates' literals and the rows
 * of the components they link to (done before it), each merged once.
 * Returns the stack's new top.
 */
static int
close_component(link_graph *g, int words, const int *stack, int sp, int v, int ncomp,
				int *merged, int *rep)
{
	uint64_t   *row = g->reach + (size_t) ncomp * (size_t) words;
	int		   *comp = g->comp;
	int			bottom = sp,
				i;

	memset(row, 0, sizeof(uint64_t) * (size_t) words);
	rep[ncomp] = -1;
	do
	{
		int			x = stack[--bottom];

		comp[x] = ncomp;
		if (x < 2 * g->ncand)
		{
			row[x >> 6] |= (uint64_t) 1 << (x & 63);
			rep[ncomp] = x;
		}
	} while (stack[bottom] != v);
	merged[ncomp] = ncomp;
	for (i = bottom; i < sp; i++)
	{
		int			k;

		for (k = g->first[stack[i]]; k < g->first[stack[i] + 1]; k++)
		{
			int			c = comp[g->succ[k]],
						x = rep[c];

			if (c == ncomp || merged[c] == ncomp ||
				(x >= 0 && ((row[x >> 6] >> (x & 63)) & 1)))
				continue;
			merged[c] = ncomp;
			rows_or(row, g->reach + (size_t) c * (size_t) words, words);
		}
	}
	return bottom;
}

bool
links_closure(sdk_finder *f, link_graph *g)
{
	const sdk_env *env = f->lg->env;
	int			n = g->nlits,
				words = g->ncand > 0 ? (2 * g->ncand + 63) / 64 : 1,	/* candidates' literals only */
				counter = 0,
				ncomp = 0,
				sp = 0,
				s;
	int		   *index,
			   *low,
			   *stack,
			   *call,
			   *edge,
			   *merged,
			   *rep,
			   *comp;
	const int  *first,
			   *succ;
	bool		failed;

	if (g->reach)
		return true;
	if (n > LINK_CLOSURE_MAX)
		return false;
	index = env->alloc(sizeof(int) * (size_t) (7 * n + 1), env->arg);
	g->comp = env->alloc(sizeof(int) * (size_t) (n + 1), env->arg);
	g->reach = env->alloc(sizeof(uint64_t) * (size_t) words * (size_t) (n + 1), env->arg);
	failed = !index || !g->comp || !g->reach;
	if (failed)
	{
		if (index)
			env->release(index, env->arg);
		closure_free(env, g);
		return false;
	}
	g->reach_words = words;
	first = g->first;
	succ = g->succ;
	comp = g->comp;
	low = index + n;
	stack = low + n;
	call = stack + n;
	edge = call + n;
	merged = edge + n;			/* per component: the component last merged into it */
	rep = merged + n;			/* per component: a candidate's literal of it, -1 */
	for (s = 0; s < n; s++)
	{
		index[s] = -1;
		g->comp[s] = -1;
	}
	for (s = 0; s < n; s++)
	{
		int			depth = 0;

		if (index[s] >= 0)
			continue;
		if (s % 256 == 0 && finder_interrupted(f))
			break;
		call[depth++] = s;
		index[s] = low[s] = counter++;
		stack[sp++] = s;
		edge[s] = g->first[s];
		while (depth > 0)
		{
			int			v = call[depth - 1],
						e = edge[v],
						end = first[v + 1],
						w = -1;

			/* v's links on to the first literal not met yet */
			while (e < end)
			{
				w = succ[e++];
				if (index[w] < 0)
					break;
				if (comp[w] < 0 && index[w] < low[v])
					low[v] = index[w];	/* on the stack: in v's component or above it */
				w = -1;
			}
			edge[v] = e;
			if (w >= 0)
			{
				index[w] = low[w] = counter++;
				stack[sp++] = w;
				edge[w] = first[w];
				call[depth++] = w;
				continue;
			}
			depth--;
			if (depth > 0 && low[v] < low[call[depth - 1]])
				low[call[depth - 1]] = low[v];
			if (low[v] == index[v])
			{
				sp = close_component(g, words, stack, sp, v, ncomp, merged, rep);
				ncomp++;
				g->ncomp = ncomp;
			}
		}
	}
	env->release(index, env->arg);
	if (f->stopped)
	{
		closure_free(env, g);
		return false;
	}
	return true;
}

/*
 * A component gets its id when it is complete, after every component it
 * links to: from the highest id down, each component's row is final when
 * it comes, and is passed on to the components its links lead to.
 */
bool
links_closure_back(sdk_finder *f, link_graph *g)
{
	const sdk_env *env = f->lg->env;
	int			n = g->nlits,
				words = g->reach_words,
				c,
				i;
	int		   *start,
			   *member,
			   *merged;

	if (g->reach_back)
		return true;
	if (!g->reach)
		return false;
	start = env->alloc(sizeof(int) * (size_t) (2 * g->ncomp + n + 1), env->arg);
	g->reach_back = env->alloc(sizeof(uint64_t) * (size_t) words * (size_t) (g->ncomp + 1), env->arg);
	if (!start || !g->reach_back)
	{
		if (start)
			env->release(start, env->arg);
		if (g->reach_back)
			env->release(g->reach_back, env->arg);
		g->reach_back = NULL;
		return false;
	}
	member = start + g->ncomp + 1;
	merged = member + n;
	/* the literals of each component, by a counting sort */
	memset(start, 0, sizeof(int) * (size_t) (g->ncomp + 1));
	for (i = 0; i < n; i++)
		start[g->comp[i] + 1]++;
	for (c = 0; c < g->ncomp; c++)
		start[c + 1] += start[c];
	for (i = 0; i < n; i++)
		member[start[g->comp[i]]++] = i;
	for (c = g->ncomp; c > 0; c--)
		start[c] = start[c - 1];
	start[0] = 0;
	memset(g->reach_back, 0, sizeof(uint64_t) * (size_t) words * (size_t) g->ncomp);
	for (i = 0; i < 2 * g->ncand; i++)
		g->reach_back[(size_t) g->comp[i] * (size_t) words + (i >> 6)] |= (uint64_t) 1 << (i & 63);
	for (c = 0; c < g->ncomp; c++)
		merged[c] = -1;			/* the component last passed into it */
	for (c = g->ncomp - 1; c >= 0; c--)
	{
		const uint64_t *row = g->reach_back + (size_t) c * (size_t) words;

		for (i = start[c]; i < start[c + 1]; i++)
		{
			int			x = member[i],
						e;

			for (e = g->first[x]; e < g->first[x + 1]; e++)
			{
				int			to = g->comp[g->succ[e]];

				if (to == c || merged[to] == c)
					continue;
				merged[to] = c;
				rows_or(g->reach_back + (size_t) to * (size_t) words, row, words);
			}
		}
		if (c % 256 == 0 && finder_interrupted(f))
			break;
	}
	env->release(start, env->arg);
	if (f->stopped)
	{
		env->release(g->reach_back, env->arg);
		g->reach_back = NULL;
		return false;
	}
	return true;
}

/* ---- expanding a literal ---- */

/* Adds a literal to the table if it is new; false when the table is full. */
static inline bool
reach(link_graph *g, int from, int lit, int depth, int *left)
{
	if (g->seen[lit] == g->stamp)
		return true;
	if (g->seen[lit] == ~g->stamp)
		(*left)--;
	g->seen[lit] = g->stamp;
	g->parent[lit] = from;
	g->depth[lit] = depth;
	g->pos[lit] = g->count;
	g->order[g->count++] = lit;
	return g->count < g->cap;
}

/*
 * A new table with start alone in it, as every expansion begins; the
 * number of targets (literals the caller waits for) still to reach.
 */
static int
expand_start(link_graph *g, int start, const int *targets, int ntargets)
{
	int			left = 0,
				i;

	/* stamps and their complements must not meet */
	if (++g->stamp >= 0x7fffffffu)
	{
		memset(g->seen, 0, sizeof(unsigned) * (size_t) g->nlits);
		g->stamp = 1;
	}
	/* a target is a literal the caller waits for: seen[] holds ~stamp until reached */
	for (i = 0; i < ntargets; i++)
		if (targets[i] != start && g->seen[targets[i]] != ~g->stamp)
		{
			g->seen[targets[i]] = ~g->stamp;
			left++;
		}
	g->order[0] = start;
	g->count = 1;
	g->seen[start] = g->stamp;
	g->parent[start] = -1;
	g->depth[start] = 0;
	g->pos[start] = 0;
	return left;
}

static void expand_net(link_graph *g, int start, const int *targets, int ntargets);

void
links_expand(link_graph *g, int start, const int *targets, int ntargets)
{
	int			head = 0,
				left;

	/*
	 * With lengths (a net, a graph with almost locked sets) a literal
	 * reached later may give a target a shorter way: a graph with sets is
	 * expanded whole
	 */
	if (g->als)
	{
		expand_net(g, start, NULL, 0);
		return;
	}
	if (g->net)
	{
		expand_net(g, start, targets, ntargets);
		return;
	}
	left = expand_start(g, start, targets, ntargets);
	while (head < g->count && g->count < g->cap && (ntargets == 0 || left > 0))
	{
		int			lit = g->order[head++],
					depth = g->depth[lit] + 1,
					e,
					end;
		bool		room = true;

		end = g->first[lit + 1];
		if (g->no_groups)
		{
			/* a candidate's links to groups come after its own */
			for (e = g->first[lit]; e < end && room && LIT_NODE(g->succ[e]) < g->ncand; e++)
				room = reach(g, lit, g->succ[e], depth, &left);
		}
		else
			for (e = g->first[lit]; e < end && room; e++)
				room = reach(g, lit, g->succ[e], depth, &left);
		g->work += e - g->first[lit];
	}
}

bool
links_reached(const link_graph *g, int lit)
{
	return g->seen[lit] == g->stamp;
}

int
links_path(const link_graph *g, int lit, int *path, int cap)
{
	int			len = 0,
				x,
				i;

	for (x = lit; x >= 0; x = g->parent[x])
		if (++len > cap)
			return 0;
	for (i = len - 1; i >= 0; i--, lit = g->parent[lit])
		path[i] = lit;
	return len;
}

/* ---- nets ---- */

/*
 * A net's expansion, as HoDoKu expands its net tables: the start's own
 * successors first, each reached at the length of its inference; then the
 * successors of each literal reached, in the order reached, at its length
 * plus theirs.  A literal reached again by a shorter way (not one of the
 * start's own) takes that way, also from the successors of the literal
 * that filled the table.
 */
static void
expand_net(link_graph *g, int start, const int *targets, int ntargets)
{
	int			head = 0,
				left;

	left = expand_start(g, start, targets, ntargets);
	if (g->in_net)
		g->in_net[start] = 0;
	while (head < g->count && g->count < g->cap && (ntargets == 0 || left > 0))
	{
		int			lit = g->order[head++],
					base = g->depth[lit],
					e,
					end = g->first[lit + 1];

		g->work += end - g->first[lit];
		for (e = g->first[lit]; e < end; e++)
		{
			int			to = g->succ[e],
						len = base + g->edge_len[e];

			if (g->seen[to] == g->stamp)
			{
				if (len < g->depth[to] && to != start && g->parent[to] != start)
				{
					g->parent[to] = lit;
					g->depth[to] = len;
					if (g->in_net)
						g->in_net[to] = g->edge_net[e];
				}
				continue;
			}
			/* a full table takes no literal more, but shortens the ways of the rest (HoDoKu) */
			if (g->count >= g->cap)
				continue;
			if (g->seen[to] == ~g->stamp)
				left--;
			g->seen[to] = g->stamp;
			g->parent[to] = lit;
			g->depth[to] = len;
			if (g->in_net)
				g->in_net[to] = g->edge_net[e];
			g->pos[to] = g->count;
			g->order[g->count++] = to;
		}
	}
}

bool
links_needs_net(const link_graph *g, int lit)
{
	if (!g->net)
		return false;
	for (; lit >= 0; lit = g->parent[lit])
		if (g->in_net[lit])
			return true;
	return false;
}

void
links_step_literal(sdk_finder *f, const link_graph *g, int lit, int flags)
{
	const link_node *v = &g->node[LIT_NODE(lit)];
	int			on = LIT_IS_ON(lit) ? SDK_CHAIN_ON : 0,
				i;

	if (v->kind == LINK_ALS)
	{
		/* an almost locked set: all its cells, the digit it is entered by */
		sdk_cellset cells;
		int			c;

		node_cells(g, v, &cells);
		i = 0;
		CS_FOR_EACH(c, &cells)
			step_chain_add(f, c, v->digit, (i++ ? on | SDK_CHAIN_MORE : flags | on) | SDK_CHAIN_ALS);
		return;
	}
	step_chain_add(f, v->cells[0], v->digit, flags | on);
	for (i = 1; i < v->ncells; i++)
		step_chain_add(f, v->cells[i], v->digit, on | SDK_CHAIN_MORE);
}

/*
 * One net table: what a premise implies in HoDoKu's net search, with the
 * literals each entry was inferred from (the latest first, as HoDoKu
 * follows them), its length, and whether its inference needs a net.
 */
#define NET_REASONS 5

typedef struct net_table
{
	int			count;
	int			lit[LINK_TABLE_CAP];
	int			reason[LINK_TABLE_CAP][NET_REASONS];	/* entry indexes, 0 none */
	int			len[LINK_TABLE_CAP];
	uint8_t		net[LINK_TABLE_CAP];
	int		   *index;			/* literal -> entry, valid when stamp matches */
	unsigned   *stamp_of;
	unsigned	stamp;
} net_table;

static int
net_find(const net_table *t, int lit)
{
	return t->stamp_of[lit] == t->stamp ? t->index[lit] : -1;
}

/* Whether a literal may have an entry: a candidate's, not there yet, the table not full. */
static inline bool
net_takes(const net_table *t, int lit)
{
	return lit >= 0 && net_find(t, lit) < 0 && t->count < LINK_TABLE_CAP;
}

/* The next entry, its reasons written: its literal, length and net, found by net_find from now on. */
static inline void
net_entry(net_table *t, int lit, int len, bool net)
{
	int			e = t->count++;

	t->lit[e] = lit;
	t->len[e] = len;
	t->net[e] = net;
	t->stamp_of[lit] = t->stamp;
	t->index[lit] = e;
}

/* Adds an entry unless its literal is there; reasons as HoDoKu passes them. */
static void
net_add(net_table *t, int lit, const int *reasons, int nreasons)
{
	int			i,
				e = t->count,
				top = 0,
				others = 0;

	if (!net_takes(t, lit))
		return;
	for (i = 0; i < NET_REASONS; i++)
		t->reason[e][i] = i < nreasons ? reasons[i] : 0;
	/* HoDoKu keeps the latest reason first (and follows it); the others make a net */
	for (i = 1; i < NET_REASONS; i++)
		if (t->reason[e][i] > t->reason[e][0])
		{
			int			x = t->reason[e][0];

			t->reason[e][0] = t->reason[e][i];
			t->reason[e][i] = x;
		}
	top = t->reason[e][0];
	for (i = 0; i < NET_REASONS; i++)
		others += t->reason[e][i] != 0;
	net_entry(t, lit, e == 0 ? 1 : t->len[nreasons ? reasons[0] : 0] + 1,
			  e > 0 && (others > 1 || (top > 0 && t->net[top])));
}

/*
 * net_add with one reason: the eliminations of a placement (its digit's
 * other places, its cell's other candidates), each from the placement's
 * entry, one longer, a net when that entry is.
 */
static inline void
net_add_one(net_table *t, int lit, int reason)
{
	int			e = t->count,
				i;

	if (!net_takes(t, lit))
		return;
	t->reason[e][0] = reason;
	for (i = 1; i < NET_REASONS; i++)
		t->reason[e][i] = 0;
	net_entry(t, lit, e == 0 ? 1 : t->len[reason] + 1, e > 0 && reason > 0 && t->net[reason]);
}

typedef struct net_builder
{
	const sdk_logic *lg;		/* the position */
	sdk_logic  *sim;			/* its copy, played forward (sim_place, sim_eliminate) */
	link_graph *g;
	net_table  *t;
	/* the queues of singles of the position, without the entries of filled cells */
	singles_queue naked;
	singles_queue hidden;
	bool		found[SDK_MAX_CELLS];
	/* what the copy changed since net_restore: cells and units, each once (== mark) */
	int			ncells_changed;
	int			nunits_changed;
	unsigned	mark;
	uint16_t	cells_changed[SDK_MAX_CELLS];
	uint8_t		units_changed[3 * SDK_MAX_SIZE];
	unsigned	cell_mark[SDK_MAX_CELLS];
	unsigned	unit_mark[3 * SDK_MAX_SIZE];
} net_builder;

/*
 * Playing forward on the copy: lg_place and lg_eliminate (state.c), the
 * same changes in the same order with the same queues of singles, but
 * looking only at the cells where the position has the digit (the copy
 * only loses candidates: the position's digit_cells and digit_places
 * hold all of the copy's), and noting what they change for net_restore.
 */
static inline void
sim_changed(net_builder *b, int cell)
{
	const uint8_t *units = b->lg->cell_units[cell];
	int			t;

	if (b->cell_mark[cell] != b->mark)
	{
		b->cell_mark[cell] = b->mark;
		b->cells_changed[b->ncells_changed++] = (uint16_t) cell;
		for (t = 0; t < 3; t++)
			if (b->unit_mark[units[t]] != b->mark)
			{
				b->unit_mark[units[t]] = b->mark;
				b->units_changed[b->nunits_changed++] = units[t];
			}
	}
}

/* state.c's add_hidden: the unit's first cell in the copy with the digit */
static void
sim_add_hidden(net_builder *b, int unit, int digit)
{
	const sdk_logic *lg = b->lg;
	sdk_logic  *sim = b->sim;
	uint32_t	places = lg->digit_places[digit][unit];

	for (; places; places &= places - 1)
	{
		int			c = lg->unit_cells[unit][sdk_lowest_bit(places)];

		if (sim->pos.value[c] == 0 && (sim->pos.cand[c] & SDK_BIT(digit)))
		{
			lg_queue_add(sim, &sim->hidden, c, digit);
			return;
		}
	}
}

static void
sim_eliminate(net_builder *b, int cell, int digit)
{
	sdk_logic  *sim = b->sim;
	sdk_mask	left;
	int			t;

	if (sim->pos.value[cell] || !(sim->pos.cand[cell] & SDK_BIT(digit)))
		return;
	sim_changed(b, cell);
	left = sim->pos.cand[cell] &= ~SDK_BIT(digit);
	if (left == 0)
		return;
	if (sdk_one_bit(left))
		lg_queue_add(sim, &sim->naked, cell, sdk_mask_first(left));
	for (t = 0; t < 3; t++)
	{
		int			u = b->lg->cell_units[cell][t];
		int			now = --sim->places[u][digit];

		if (now == 1)
			sim_add_hidden(b, u, digit);
		else if (now == 0)
			lg_remove_hidden(b->sim, u, digit);
	}
}

static inline int net_lit(const net_builder *b, int cell, int digit, bool on);

/*
 * The peers of a cell that the position has the digit in, in cell order:
 * each loses it in the copy (play) and gets its entry "off" from the
 * placement's entry (net_set_cell).
 */
static void
peers_off(net_builder *b, int cell, int digit, int entry, bool play)
{
	const sdk_logic *lg = b->lg;
	int			nw = lg_cell_words(lg),
				w;

	for (w = 0; w < nw; w++)
	{
		uint64_t	bits = lg->peers[cell].w[w] & lg->digit_cells[digit].w[w];

		while (bits)
		{
			int			c = w * 64 + lg_lowest_bit64(bits);

			bits &= bits - 1;
			if (play && (b->sim->pos.cand[c] & SDK_BIT(digit)))
				sim_eliminate(b, c, digit);
			net_add_one(b->t, net_lit(b, c, digit, false), entry);
		}
	}
}

/* The digit placed in the copy, its peers' entries written as they lose it (peers_off). */
static void
sim_place(net_builder *b, int cell, int digit, int entry)
{
	const sdk_logic *lg = b->lg;
	sdk_logic  *sim = b->sim;
	sdk_mask	had = sim->pos.cand[cell];
	int			d,
				t;

	sim_changed(b, cell);
	sim->pos.value[cell] = (uint8_t) digit;
	sim->pos.given[cell] = 0;
	sim->pos.cand[cell] = 0;
	peers_off(b, cell, digit, entry, true);
	MASK_FOR_EACH(d, had)
		for (t = 0; t < 3; t++)
		{
			int			u = lg->cell_units[cell][t];

			if (--sim->places[u][d] == 1 && d != digit)
				sim_add_hidden(b, u, d);
		}
}

static inline int
net_lit(const net_builder *b, int cell, int digit, bool on)
{
	int			v = links_candidate(b->g, b->lg, cell, digit);

	return v < 0 ? -1 : (on ? LIT_ON(v) : LIT_OFF(v));
}

/* The entry of a candidate off, 0 when the table lacks it (HoDoKu's getEntryIndex). */
static int
net_off_entry(const net_builder *b, int cell, int digit)
{
	int			lit = net_lit(b, cell, digit, false),
				e = lit < 0 ? -1 : net_find(b->t, lit);

	return e < 0 ? 0 : e;
}

/*
 * A cell set in the copy and its entries: the placement (from its
 * reasons), then the places of the digit it sees (in the position) off,
 * then its other candidates (in the copy) off.
 */
static void
net_set_cell(net_builder *b, int cell, int digit, bool reasons, bool naked)
{
	const sdk_logic *lg = b->lg;
	sdk_logic  *sim = b->sim;
	sdk_mask	had = sim->pos.value[cell] ? 0 : sim->pos.cand[cell];
	int			why[NET_REASONS],
				nwhy = 0,
				on_entry = b->t->count,
				house = lg->cell_units[cell][0],
				c,
				d,
				t;

	/* a hidden single's reasons: the house where the digit has fewest places left */
	for (t = 1; t < 3; t++)
		if (sim->places[lg->cell_units[cell][t]][digit] < sim->places[house][digit])
			house = lg->cell_units[cell][t];
	if (reasons && naked)
	{
		MASK_FOR_EACH(d, lg->pos.cand[cell])
			if (d != digit && nwhy < NET_REASONS)
			why[nwhy++] = net_off_entry(b, cell, d);
	}
	else if (reasons)
	{
		uint32_t	places = lg->digit_places[digit][house];	/* in the position */

		for (; places && nwhy < NET_REASONS; places &= places - 1)
		{
			c = lg->unit_cells[house][sdk_lowest_bit(places)];
			if (c != cell)
				why[nwhy++] = net_off_entry(b, c, digit);
		}
	}
	net_add(b->t, net_lit(b, cell, digit, true), why, nwhy);
	/* the peers with the digit (in the position), in cell order, off */
	if (!sim->pos.value[cell])
		sim_place(b, cell, digit, on_entry);
	else
		peers_off(b, cell, digit, on_entry, false);
	MASK_FOR_EACH(d, had)
		if (d != digit)
		net_add_one(b->t, net_lit(b, cell, d, false), on_entry);
}

/* The copy back to the position: what playing forward changes. */
static void
net_restore(net_builder *b)
{
	const sdk_logic *lg = b->lg;
	sdk_logic  *sim = b->sim;
	int			i;

	for (i = 0; i < b->ncells_changed; i++)
	{
		int			c = b->cells_changed[i];

		sim->pos.value[c] = lg->pos.value[c];
		sim->pos.given[c] = lg->pos.given[c];
		sim->pos.cand[c] = lg->pos.cand[c];
	}
	for (i = 0; i < b->nunits_changed; i++)
		memcpy(sim->places[b->units_changed[i]], lg->places[b->units_changed[i]], sizeof(lg->places[0]));
	b->ncells_changed = b->nunits_changed = 0;
	if (++b->mark == 0)
	{
		memset(b->cell_mark, 0, sizeof(b->cell_mark));
		memset(b->unit_mark, 0, sizeof(b->unit_mark));
		b->mark = 1;
	}
	sim->naked.count = b->naked.count;
	memcpy(sim->naked.cell, b->naked.cell, sizeof(uint16_t) * (size_t) b->naked.count);
	memcpy(sim->naked.digit, b->naked.digit, (size_t) b->naked.count);
	sim->hidden.count = b->hidden.count;
	memcpy(sim->hidden.cell, b->hidden.cell, sizeof(uint16_t) * (size_t) b->hidden.count);
	memcpy(sim->hidden.digit, b->hidden.digit, (size_t) b->hidden.count);
}

/*
 * An entry of a filled cell is never taken again; playing forward, HoDoKu
 * walks past them.  They are left out once, the rest kept in order.
 */
static void
net_open_entries(const sdk_logic *lg, const singles_queue *q, singles_queue *out)
{
	int			i;

	out->count = 0;
	for (i = 0; i < q->count; i++)
		if (!lg->pos.value[q->cell[i]])
		{
			out->cell[out->count] = q->cell[i];
			out->digit[out->count++] = q->digit[i];
		}
}

/* HoDoKu's anzTableLookAhead: rounds of singles played after the premise. */
#define NET_LOOK_AHEAD 4

/* The net table of a candidate's literal. */
static void
net_fill(net_builder *b, int node, bool on)
{
	sdk_logic  *sim = b->sim;
	net_table  *t = b->t;
	const link_node *v = &b->g->node[node];
	int			cell = v->cells[0],
				digit = v->digit,
				round,
				i;
	static const int none[1] = {0};

	net_restore(b);
	t->count = 0;
	if (++t->stamp == 0)
	{
		memset(t->stamp_of, 0, sizeof(unsigned) * (size_t) b->g->nlits);
		t->stamp = 1;
	}
	if (on)
		net_set_cell(b, cell, digit, false, false);
	else
	{
		sim_eliminate(b, cell, digit);
		net_add(t, LIT_OFF(node), none, 0);
		if (!sim->pos.value[cell] && sdk_one_bit(sim->pos.cand[cell]))
			net_set_cell(b, cell, sdk_mask_first(sim->pos.cand[cell]), false, true);
	}
	for (round = 0; round < NET_LOOK_AHEAD; round++)
	{
		int			ncells = 0,
					nnaked;
		uint16_t	cells[2 * SDK_MAX_CELLS];
		uint8_t		digits[2 * SDK_MAX_CELLS];

		/* the naked singles, then the hidden ones, as the queues hold them */
		for (i = 0; i < sim->naked.count && ncells < SDK_MAX_CELLS; i++)
			if (!sim->pos.value[sim->naked.cell[i]])
			{
				cells[ncells] = sim->naked.cell[i];
				digits[ncells++] = sim->naked.digit[i];
			}
		nnaked = ncells;
		memset(b->found, 0, (size_t) b->lg->ncells);
		for (i = 0; i < sim->hidden.count && ncells < 2 * SDK_MAX_CELLS; i++)
		{
			int			c = sim->hidden.cell[i],
						d = sim->hidden.digit[i],
						k;

			if (sim->pos.value[c] || b->found[c])
				continue;
			for (k = 0; k < 3; k++)
				if (sim->places[b->lg->cell_units[c][k]][d] == 1)
				{
					cells[ncells] = (uint16_t) c;
					digits[ncells++] = (uint8_t) d;
					b->found[c] = true;
					break;
				}
		}
		if (ncells == 0)
			break;
		for (i = 0; i < ncells; i++)
			net_set_cell(b, cells[i], digits[i], true, i < nnaked);
	}
}

/*
 * A net's edges, written where the graph keeps them: the successors, and
 * per edge its length, whether it needs a net and its reasons (four lists
 * of one length, grown together).
 */
typedef struct net_edges
{
	int		   *to;
	int		   *len;
	uint8_t    *net;
	uint16_t   *why;			/* NET_REASONS per edge */
	int			count;
	int			cap;
} net_edges;

static void
net_edges_free(const sdk_env *env, net_edges *e)
{
	void	   *parts[] = {e->to, e->len, e->net, e->why};
	int			i;

	for (i = 0; i < 4; i++)
		if (parts[i])
			env->release(parts[i], env->arg);
	memset(e, 0, sizeof(*e));
}

/* Room for n more edges in all four lists; false when out of memory (the lists stay whole). */
static bool
net_edges_room(sdk_finder *f, net_edges *e, int n)
{
	int			caps[4] = {e->cap, e->cap, e->cap, e->cap};
	void	   *to,
			   *len,
			   *net,
			   *why;

	if (e->count + n <= e->cap)
		return true;
	if ((to = lg_list_room_for(f, e->to, &caps[0], e->count, n, sizeof(int))) != NULL)
		e->to = to;
	if (to && (len = lg_list_room_for(f, e->len, &caps[1], e->count, n, sizeof(int))) != NULL)
		e->len = len;
	else
		return false;
	if ((net = lg_list_room_for(f, e->net, &caps[2], e->count, n, 1)) != NULL)
		e->net = net;
	else
		return false;
	if ((why = lg_list_room_for(f, e->why, &caps[3], e->count, n, sizeof(uint16_t) * NET_REASONS)) != NULL)
		e->why = why;
	else
		return false;
	e->cap = caps[0];
	return true;
}

static bool
net_edge_add(sdk_finder *f, net_edges *e, int to, int len, bool net, const int *why)
{
	uint16_t   *w;
	int			i;

	if (e->count == e->cap && !net_edges_room(f, e, 1))
		return false;
	e->to[e->count] = to;
	e->len[e->count] = len;
	e->net[e->count] = net;
	w = e->why + NET_REASONS * e->count;
	for (i = 0; i < NET_REASONS; i++)
		w[i] = (uint16_t) (why ? why[i] : 0);
	e->count++;
	return true;
}

link_graph *
links_build_net(sdk_finder *f, bool als)
{
	const sdk_env *env = f->lg->env;
	/* the chain graph the other searches of the position kept, when there is one */
	link_graph *g = als ? links_build_als(f) : links_take(f, true);
	const int  *chain_len = g ? g->edge_len : NULL;	/* the sets' links' lengths; NULL: all 2 */
	net_builder *b = NULL;
	net_edges	edges;
	int		   *first = NULL;
	int			lit;
	bool		failed = g == NULL;

	memset(&edges, 0, sizeof(edges));
	if (!failed)
	{
		b = env->alloc(sizeof(net_builder), env->arg);
		failed = b == NULL;
	}
	if (!failed)
	{
		memset(b, 0, sizeof(*b));
		b->lg = f->lg;
		b->g = g;
		b->sim = env->alloc(sizeof(sdk_logic), env->arg);
		b->t = env->alloc(sizeof(net_table), env->arg);
		/* the cleanup below reads these when what follows failed */
		if (b->t)
			b->t->index = NULL, b->t->stamp_of = NULL;
		first = env->alloc(sizeof(int) * (size_t) (g->nlits + 1), env->arg);
		g->in_net = env->alloc((size_t) g->nlits, env->arg);
		failed = !b->sim || !b->t || !first || !g->in_net;
	}
	if (!failed)
	{
		/* room for as many edges as a 9x9 net usually has (more as needed) */
		failed = !net_edges_room(f, &edges, g->nlits < 2048 ? 32 * g->nlits + 64 : 65536);
	}
	if (!failed)
	{
		memcpy(b->sim, f->lg, sizeof(sdk_logic));
		net_open_entries(f->lg, &f->lg->naked, &b->naked);
		net_open_entries(f->lg, &f->lg->hidden, &b->hidden);
		b->t->index = env->alloc(sizeof(int) * (size_t) g->nlits, env->arg);
		b->t->stamp_of = env->alloc(sizeof(unsigned) * (size_t) g->nlits, env->arg);
		failed = !b->t->index || !b->t->stamp_of;
		if (!failed)
			memset(b->t->stamp_of, 0, sizeof(unsigned) * (size_t) g->nlits);
	}
	/* every literal's successors: a candidate's from its net table, then its groups */
	for (lit = 0; !failed && lit < g->nlits; lit++)
	{
		int			node = LIT_NODE(lit),
					e;

		first[lit] = edges.count;
		/* a literal's net takes up to a millisecond or two on an empty 25x25 */
		if (lit % 8 == 0 && finder_interrupted(f))
		{
			failed = true;
			break;
		}
		if (node < g->ncand)
		{
			net_fill(b, node, LIT_IS_ON(lit));
			g->work += b->t->count;
			if (g->work > LINK_WORK_BUDGET)
			{
				failed = true;
				break;
			}
			for (e = 1; e < b->t->count && !failed; e++)
				failed = !net_edge_add(f, &edges, b->t->lit[e], b->t->len[e], b->t->net[e], b->t->reason[e]);
		}
		/*
		 * the stored successors that are groups or sets (a group's or a
		 * set's own are all of them), each as long as in a chain
		 */
		for (e = g->first[lit]; e < g->first[lit + 1] && !failed; e++)
			if (node >= g->ncand || LIT_NODE(g->succ[e]) >= g->ncand)
				failed = !net_edge_add(f, &edges, g->succ[e], chain_len ? chain_len[e] : 2, false, NULL);
	}
	if (!failed)
	{
		/* the lists become the graph's */
		first[g->nlits] = edges.count;
		env->release(g->first, env->arg);
		env->release(g->succ, env->arg);
		if (g->edge_len)
			env->release(g->edge_len, env->arg);
		g->first = first;
		g->succ = edges.to;
		g->edge_len = edges.len;
		g->edge_net = edges.net;
		g->edge_why = edges.why;
		g->nsucc = edges.count;
		memset(&edges, 0, sizeof(edges));
		first = NULL;
		g->net = true;
	}
	if (b)
	{
		if (b->t)
		{
			if (b->t->index)
				env->release(b->t->index, env->arg);
			if (b->t->stamp_of)
				env->release(b->t->stamp_of, env->arg);
			env->release(b->t, env->arg);
		}
		if (b->sim)
			env->release(b->sim, env->arg);
		env->release(b, env->arg);
	}
	if (first)
		env->release(first, env->arg);
	net_edges_free(env, &edges);
	if (failed)
	{
		links_free(f, g);
		return NULL;
	}
	return g;
}

/* ---- chains as HoDoKu builds them ---- */

/* HoDoKu keeps at most this many side chains in a net's chain. */
#define NET_MAX_SIDE 200

typedef struct chain_walk
{
	int		   *out;			/* literals from the end back */
	int			cap;
	unsigned   *mark;			/* main chain literals: == stamp */
	unsigned	stamp;
	sdk_cellset cells;			/* cells of the main chain but its end */
	int			side[NET_MAX_SIDE];
	int			nside;
	/* walk_main: a copy of the main chain, and whether a literal comes twice in it */
	int		   *main;
	int			nmain;
	bool		twice;
} chain_walk;

static int
table_literal(const link_graph *g, int from, int e)
{
	return e == 0 ? from : g->succ[g->first[from] + e - 1];
}

/* The entry of lit in the table of from (1 for its first successor), -1 when it is not there. */
static int
table_entry(const link_graph *g, int from, int lit)
{
	int			k;

	for (k = g->first[from]; k < g->first[from + 1]; k++)
		if (g->succ[k] == lit)
			return k - g->first[from] + 1;
	return -1;
}

/* An almost locked set's cells into the main chain's (kept apart: rare). */
static void
walk_set_cells(chain_walk *w, const link_graph *g, const link_node *v)
{
	sdk_cellset cells;

	node_cells(g, v, &cells);
	w->cells = cs_or(&w->cells, &cells);
}

static inline void
walk_cells(chain_walk *w, const link_graph *g, int lit)
{
	const link_node *v = &g->node[LIT_NODE(lit)];
	int			i;

	if (v->kind == LINK_ALS)
	{
		walk_set_cells(w, g, v);
		return;
	}
	for (i = 0; i < v->ncells; i++)
		cs_add(&w->cells, v->cells[i]);
}

/*
 * HoDoKu's buildChain on the last expansion: from lit back to the start,
 * through each literal's table and its first reason there.  The main chain
 * (side false) notes the other reasons as side chains to build; a side
 * chain ends where it meets the main chain.  Returns the literals written.
 */
static int
walk_back(const link_graph *g, chain_walk *w, int lit, bool side)
{
	int			start = g->order[0],
				count = 0,
				cur = lit;

	w->out[count++] = lit;
	while (cur != start && count < w->cap)
	{
		int			from = g->parent[cur],
					e = g->net ? table_entry(g, from, cur) : -1;

		if (from < 0)
			break;
		if (e < 0)
			e = 0;				/* a direct link: its premise is its reason */
		for (;;)
		{
			const uint16_t *why = e > 0 ? g->edge_why + NET_REASONS * (size_t) (g->first[from] + e - 1) : NULL;
			int			x,
						i;

			if (why && !side)
				for (i = 1; i < NET_REASONS; i++)
					if (why[i] && w->nside < NET_MAX_SIDE)
						w->side[w->nside++] = table_literal(g, from, why[i]);
			e = why ? why[0] : 0;
			x = table_literal(g, from, e);
			w->out[count++] = x;
			if (!side)
				walk_cells(w, g, x);
			else if (w->mark[x] == w->stamp && cs_has(&w->cells, g->node[LIT_NODE(x)].cells[0]))
				return count;
			if (e == 0 || count >= w->cap)
				break;
		}
		cur = from;
	}
	return count;
}

static bool
walk_begin(sdk_finder *f, link_graph *g, chain_walk *w)
{
	const sdk_env *env = f->lg->env;

	w->nside = 0;
	w->cap = g->cap + 1;
	if (!g->walk_out || !g->walk_mark)
	{
		if (!g->walk_out)
			g->walk_out = env->alloc(sizeof(int) * 2 * (size_t) w->cap, env->arg);
		if (!g->walk_mark)
			g->walk_mark = env->alloc(sizeof(unsigned) * (size_t) g->nlits, env->arg);
		if (!g->walk_out || !g->walk_mark)
			return false;
		memset(g->walk_mark, 0, sizeof(unsigned) * (size_t) g->nlits);
		g->walk_stamp = 0;
	}
	if (++g->walk_stamp == 0)
	{
		memset(g->walk_mark, 0, sizeof(unsigned) * (size_t) g->nlits);
		g->walk_stamp = 1;
	}
	w->out = g->walk_out;
	w->main = g->walk_out + w->cap;
	w->twice = false;
	w->mark = g->walk_mark;
	w->stamp = g->walk_stamp;
	return true;
}

static void
walk_end(sdk_finder *f, chain_walk *w)
{
	/* the room is the graph's */
	(void) f;
	(void) w;
}

/* The main chain back from target (in out), its literals marked; its length. */
static int
walk_main(link_graph *g, chain_walk *w, int target)
{
	int			count,
				i;

	if (!links_reached(g, target))
		return 0;
	cs_clear(&w->cells);
	w->nside = 0;
	count = walk_back(g, w, target, false);
	for (i = 0; i < count; i++)
	{
		w->twice |= w->mark[w->out[i]] == w->stamp;
		w->mark[w->out[i]] = w->stamp;
	}
	w->nmain = count;
	if (w->twice)
		memcpy(w->main, w->out, sizeof(int) * (size_t) count);
	return count;
}

/*
 * How many times HoDoKu writes a side chain: after each literal of the
 * main chain where it ends (a main chain may pass a literal twice), none
 * when it ends elsewhere (cut short).
 */
static int
walk_side_times(const chain_walk *w, const int *out, int count)
{
	int			last = out[count - 1],
				times = 0,
				i;

	if (w->mark[last] != w->stamp)
		return 0;
	if (!w->twice)
		return 1;
	for (i = 0; i < w->nmain; i++)
		times += w->main[i] == last;
	return times;
}

/*
 * What almost locked sets add to a chain's length as HoDoKu counts a
 * step's chains (SolutionStep.getChainLength): a set of the main chain
 * its penalty by its cells (Als.getChainPenalty of their number: 1 for
 * two, 2 for each past one from three); in a side chain of a net 5, the
 * length of a set it cannot find (it negates the side chains' literals
 * before it renumbers their sets, and a negated literal loses its set's
 * number).  A side chain's last literal is the main chain's.
 */
static int
walk_als_penalty(const link_graph *g, const int *out, int count, bool side)
{
	int			penalty = 0,
				i;

	for (i = 0; i < count - (side ? 1 : 0); i++)
	{
		const link_node *v = &g->node[LIT_NODE(out[i])];

		if (v->kind == LINK_ALS)
		{
			int			cells = g->als->items[v->line].ncells;

			penalty += side ? 5 : cells <= 1 ? 0 : cells == 2 ? 1 : (cells - 1) * 2;
		}
	}
	return penalty;
}

bool
links_chain_measure(sdk_finder *f, link_graph *g, int target, int *length, bool *net)
{
	chain_walk	w;
	int			i,
				count,
				total;

	if (!walk_begin(f, g, &w))
	{
		walk_end(f, &w);
		return false;
	}
	total = walk_main(g, &w, target);
	if (g->als)
		total += walk_als_penalty(g, w.out, total, false);
	for (i = 0; i < w.nside; i++)
		if (links_reached(g, w.side[i]) && (count = walk_back(g, &w, w.side[i], true)) > 0)
			total += walk_side_times(&w, w.out, count) *
				(count + (g->als ? walk_als_penalty(g, w.out, count, true) : 0));
	*length = total;
	*net = w.nside > 0;
	walk_end(f, &w);
	return true;
}

bool
links_chain_to_step(sdk_finder *f, link_graph *g, int target)
{
	chain_walk	w;
	int			i,
				k,
				count,
				nside;
	int			side[NET_MAX_SIDE];

	if (!walk_begin(f, g, &w))
	{
		walk_end(f, &w);
		return false;
	}
	count = walk_main(g, &w, target);
	for (k = count - 1; k >= 0; k--)
		links_step_literal(f, g, w.out[k], k == count - 1 ? SDK_CHAIN_START : 0);
	nside = w.nside;
	memcpy(side, w.side, sizeof(int) * (size_t) nside);
	for (i = 0; i < nside; i++)
	{
		if (!links_reached(g, side[i]))
			continue;
		count = walk_back(g, &w, side[i], true);
		/* from where it leaves the main chain to the literal it gives */
		for (k = count - 1; k >= 0; k--)
			links_step_literal(f, g, w.out[k], k == count - 1 ? SDK_CHAIN_START | SDK_CHAIN_NET : 0);
	}
	walk_end(f, &w);
	return true;
}
