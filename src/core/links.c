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
#include "logic_internal.h"

/* HoDoKu's maxTableEntryLength: a table holds at most this many literals. */
#define LINK_TABLE_CAP 1000

/* ---- building the graph ---- */

/*
 * The successor lists are written in two passes over the same code: the
 * first counts each literal's successors, the second writes them.
 */
typedef struct graph_builder
{
	link_graph *g;
	bool		writing;
	int		   *cursor;			/* writing: the next free place of a literal */
} graph_builder;

static void
add_link(graph_builder *b, int from, int to)
{
	if (b->writing)
		b->g->succ[b->cursor[from]++] = to;
	else
		b->g->first[from + 1]++;
}

static int
candidate_node(const link_graph *g, int n, int cell, int digit)
{
	return g->cand_node[cell * n + digit - 1];
}

static bool
has_digit(const sdk_logic *lg, int cell, int digit)
{
	return !lg->pos.value[cell] && (lg->pos.cand[cell] & SDK_BIT(digit));
}

/*
 * The direct implications of a candidate off: the other candidate of a
 * cell with two, the other place of the digit in each unit with two
 * (listed once).  Those of a candidate on are not stored: the expansion
 * reads them from the cell's candidates and its peers (links_expand).
 */
static void
candidate_links(graph_builder *b, const sdk_logic *lg, int node, const int *unit_places)
{
	const link_graph *g = b->g;
	const link_node *v = &g->node[node];
	int			c = v->cells[0],
				d = v->digit,
				n = lg->n,
				strong[3],
				nstrong = 0,
				t;
	sdk_mask	others = lg->pos.cand[c] & ~SDK_BIT(d);

	if (sdk_bit_count(lg->pos.cand[c]) == 2)
		add_link(b, LIT_OFF(node), LIT_ON(candidate_node(g, n, c, sdk_mask_first(others))));
	for (t = 0; t < 3; t++)
	{
		const int  *places = unit_places + 3 * (lg->cell_units[c][t] * n + d - 1);
		int			other,
					i;
		bool		known = false;

		if (places[0] != 2)
			continue;
		other = places[1] == c ? places[2] : places[1];
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
				bend,
				k;

	/*
	 * The places of the digit that see the whole group: in its line
	 * outside its box, in its box outside its line; in cell order.
	 */
	for (k = 0; k < n; k++)
	{
		int			x = lg->unit_cells[v->line][k],
					y = lg->unit_cells[v->box][k];

		if (lg->cell_units[x][2] != v->box && has_digit(lg, x, d))
			line_cells[nline++] = x;
		if (lg->cell_units[y][lg_unit_type(lg, v->line)] != v->line && has_digit(lg, y, d))
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
				d,
				k;

	for (line = 0; line < 2 * n; line++)
		for (d = 1; d <= n; d++)
			for (k = 0; k < n;)
			{
				int			box = lg->cell_units[lg->unit_cells[line][k]][2],
							cells[LINK_NODE_CELLS],
							ncells = 0,
							i;

				/* the line's cells in this box follow each other */
				for (; k < n && lg->cell_units[lg->unit_cells[line][k]][2] == box; k++)
					if (has_digit(lg, lg->unit_cells[line][k], d) && ncells < LINK_NODE_CELLS)
						cells[ncells++] = lg->unit_cells[line][k];
				if (ncells < 2)
					continue;
				if (out)
				{
					link_node  *v = &out[count];

					v->kind = LINK_GROUP;
					v->digit = (uint8_t) d;
					v->ncells = (uint8_t) ncells;
					v->line = (int16_t) line;
					v->box = (int16_t) box;
					for (i = 0; i < ncells; i++)
						v->cells[i] = (uint16_t) cells[i];
				}
				count++;
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

link_graph *
links_build(sdk_finder *f, bool groups)
{
	const sdk_logic *lg = f->lg;
	link_graph *g;
	graph_builder b;
	bool		failed = false;
	int		   *unit_first,
			   *unit_next,
			   *unit_groups,
			   *unit_places,
				nslots = lg->nunits * lg->n;
	int			ncand = 0,
				ngroups = 0,
				c,
				d,
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
	g->nnodes = ncand + ngroups;
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
	g->npeers = 3 * (lg->n - 1) - (lg->pos.geo.box_rows - 1) - (lg->pos.geo.box_cols - 1);
	g->peers = graph_alloc(f, sizeof(uint16_t) * (size_t) (lg->ncells * g->npeers), &failed);
	g->cell_first = graph_alloc(f, sizeof(int) * (size_t) (lg->ncells + 1), &failed);
	g->strong_in = graph_alloc(f, (size_t) g->nnodes, &failed);
	unit_places = graph_alloc(f, sizeof(int) * (size_t) (3 * nslots), &failed);
	b.cursor = graph_alloc(f, sizeof(int) * (size_t) (g->nlits + 1), &failed);
	unit_first = graph_alloc(f, sizeof(int) * (size_t) (nslots + 1), &failed);
	unit_next = graph_alloc(f, sizeof(int) * (size_t) (nslots + 1), &failed);
	unit_groups = graph_alloc(f, sizeof(int) * (size_t) (2 * ngroups), &failed);
	if (failed)
	{
		links_free(f, g);
		if (b.cursor)
			f->lg->env->release(b.cursor, f->lg->env->arg);
		if (unit_first)
			f->lg->env->release(unit_first, f->lg->env->arg);
		if (unit_next)
			f->lg->env->release(unit_next, f->lg->env->arg);
		if (unit_groups)
			f->lg->env->release(unit_groups, f->lg->env->arg);
		if (unit_places)
			f->lg->env->release(unit_places, f->lg->env->arg);
		return NULL;
	}
	memset(g->seen, 0, sizeof(unsigned) * (size_t) g->nlits);
	g->stamp = 0;

	/* each cell's peers in HoDoKu's order: row, column, the rest of the box */
	for (c = 0; c < lg->ncells; c++)
	{
		uint16_t   *out = g->peers + c * g->npeers;
		int			t,
					k;

		for (t = 0; t < 3; t++)
			for (k = 0; k < lg->n; k++)
			{
				int			x = lg->unit_cells[lg->cell_units[c][t]][k];

				if (x == c || (t == 2 && (lg->cell_units[x][0] == lg->cell_units[c][0] ||
										   lg->cell_units[x][1] == lg->cell_units[c][1])))
					continue;
				*out++ = (uint16_t) x;
			}
	}
	/* per unit and digit: its places, and the first two */
	for (i = 0; i < nslots; i++)
	{
		int			u = i / lg->n,
					d = i % lg->n + 1,
					k;

		unit_places[3 * i] = 0;
		for (k = 0; k < lg->n; k++)
		{
			int			x = lg->unit_cells[u][k];

			if (has_digit(lg, x, d) && unit_places[3 * i]++ < 2)
				unit_places[3 * i + unit_places[3 * i]] = x;
		}
	}
	/* candidates in cell order, then groups */
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
	/* each unit's groups of each digit, in the groups' order */
	memset(unit_first, 0, sizeof(int) * (size_t) (nslots + 1));
	for (v = ncand; v < g->nnodes; v++)
	{
		unit_first[g->node[v].line * lg->n + g->node[v].digit]++;
		unit_first[g->node[v].box * lg->n + g->node[v].digit]++;
	}
	for (i = 0; i < nslots; i++)
		unit_first[i + 1] += unit_first[i];
	memcpy(unit_next, unit_first, sizeof(int) * (size_t) (nslots + 1));
	for (v = ncand; v < g->nnodes; v++)
	{
		unit_groups[unit_next[g->node[v].line * lg->n + g->node[v].digit - 1]++] = v;
		unit_groups[unit_next[g->node[v].box * lg->n + g->node[v].digit - 1]++] = v;
	}

	/* count, then write, every literal's successors */
	b.g = g;
	memset(g->first, 0, sizeof(int) * (size_t) (g->nlits + 1));
	for (b.writing = false;; b.writing = true)
	{
		for (v = 0; v < g->nnodes; v++)
		{
			if (v % 256 == 0 && finder_interrupted(f))
				break;
			if (v < ncand)
				candidate_links(&b, lg, v, unit_places);
			else
				group_links(&b, lg, v, unit_first, unit_groups);
		}
		if (b.writing || f->stopped)
			break;
		for (i = 0; i < g->nlits; i++)
			g->first[i + 1] += g->first[i];
		g->nsucc = g->first[g->nlits];
		g->succ = graph_alloc(f, sizeof(int) * (size_t) g->nsucc, &failed);
		if (failed)
			break;
		memcpy(b.cursor, g->first, sizeof(int) * (size_t) (g->nlits + 1));
	}
	if (!failed && !f->stopped)
	{
		/* the nodes a strong link turns on */
		memset(g->strong_in, 0, (size_t) g->nnodes);
		for (i = 0; i < g->nsucc; i++)
			if (LIT_IS_ON(g->succ[i]))
				g->strong_in[LIT_NODE(g->succ[i])] = 1;
	}
	f->lg->env->release(b.cursor, f->lg->env->arg);
	f->lg->env->release(unit_first, f->lg->env->arg);
	f->lg->env->release(unit_next, f->lg->env->arg);
	f->lg->env->release(unit_groups, f->lg->env->arg);
	f->lg->env->release(unit_places, f->lg->env->arg);
	if (failed || f->stopped)
	{
		links_free(f, g);
		return NULL;
	}
	return g;
}

void
links_free(sdk_finder *f, link_graph *g)
{
	const sdk_env *env = f->lg->env;
	void	   *parts[12];
	int			i;

	if (!g)
		return;
	parts[9] = g->peers;
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
	for (i = 0; i < 12; i++)
		if (parts[i])
			env->release(parts[i], env->arg);
	env->release(g, env->arg);
}

int
links_candidate(const link_graph *g, const sdk_logic *lg, int cell, int digit)
{
	return g->cand_node[cell * lg->n + digit - 1];
}

/*
 * Whether a chain from a candidate on may come back to its cell: the end
 * is another candidate of the cell on, or the candidate off, reached from
 * a literal on next to it; and only a strong link leads to a literal on.
 */
bool
links_may_return(const link_graph *g, int node)
{
	const link_node *v = &g->node[node];
	const uint16_t *peer = g->peers + v->cells[0] * g->npeers;
	const int  *by_digit = g->cand_node + v->digit - 1;
	int			w,
				k,
				e;

	for (w = g->cell_first[v->cells[0]]; w < g->cell_first[v->cells[0] + 1]; w++)
		if (w != node && g->strong_in[w])
			return true;
	for (k = 0; k < g->npeers; k++)
		if ((w = by_digit[peer[k] * g->n]) >= 0 && g->strong_in[w])
			return true;
	/* the groups it sees */
	for (e = g->first[LIT_ON(node)]; e < g->first[LIT_ON(node) + 1]; e++)
		if (g->strong_in[LIT_NODE(g->succ[e])])
			return true;
	return false;
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

void
links_expand(link_graph *g, int start, const int *targets, int ntargets)
{
	int			head = 0,
				left = 0,
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
	while (head < g->count && g->count < g->cap && (ntargets == 0 || left > 0))
	{
		int			lit = g->order[head++],
					node = LIT_NODE(lit),
					depth = g->depth[lit] + 1,
					e,
					end;
		bool		room = true;

		if (LIT_IS_ON(lit) && node < g->ncand)
		{
			/* a candidate on: the cell's others off, then the digit's peers off */
			const link_node *v = &g->node[node];
			const uint16_t *peer = g->peers + v->cells[0] * g->npeers;
			const int  *by_digit = g->cand_node + v->digit - 1;
			int			w,
						k;

			end = g->cell_first[v->cells[0] + 1];
			for (w = g->cell_first[v->cells[0]]; w < end && room; w++)
				if (w != node)
					room = reach(g, lit, LIT_OFF(w), depth, &left);
			for (k = 0; k < g->npeers && room; k++)
				if ((w = by_digit[peer[k] * g->n]) >= 0)
					room = reach(g, lit, LIT_OFF(w), depth, &left);
		}
		end = g->first[lit + 1];
		for (e = g->first[lit]; e < end && room; e++)
			room = reach(g, lit, g->succ[e], depth, &left);
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
	int			len = g->depth[lit] + 1,
				i;

	if (len > cap)
		return 0;
	for (i = len - 1; i >= 0; i--, lit = g->parent[lit])
		path[i] = lit;
	return len;
}
