/*
 * tech_forcing.c -- Forcing Chains and Forcing Nets, found as HoDoKu 2.2
 * finds them: by tabling over the implication engine (links.c).
 *
 * Every candidate is assumed on, then off, and its table (all it implies,
 * breadth first, 1000 literals at most) is searched for
 *
 *   a contradiction  the premise implies its own opposite; a candidate
 *                    both on and off; two digits on in one cell; a digit
 *                    on twice in a unit; a cell with every candidate off;
 *                    a unit with every place of a digit off.  The premise
 *                    is false: an "on" premise is eliminated, an "off"
 *                    one placed;
 *   a verity         something both tables of one candidate imply (on
 *                    and off: one of them holds), or that the "on" tables
 *                    of every candidate of a cell, or of every place of a
 *                    digit in a unit, imply.  It is true.
 *
 * A Forcing Chain expands the chain engine's links (with groups); a Forcing
 * Net expands tables in which each premise is also played forward, as
 * HoDoKu does, four rounds of the singles it leaves (links_build_net), so
 * that an implication may need several others together.  With als_in_chains
 * (HoDoKu's allowAlsInTablingChains) both also go through almost locked
 * sets (links_build_als): a set's literal is a link of a chain, longer by
 * the set's penalty, never a premise or an outcome.
 *
 * Only the tables that may give something are expanded: by the graph's
 * closure (links_closure), a table that cannot hold a contradiction, whose
 * candidate's other table cannot share a literal with it, and that cannot
 * take part in a verity of a cell or a unit, is passed over (mark_needed);
 * the others are expanded and searched as before.
 *
 * Which step: HoDoKu keeps, for each outcome and kind (contradiction or
 * verity), the first derivation found with the shortest chains (in
 * literals over all its chains, side chains counted as often as it writes
 * them, and the sets' penalties: links_chain_measure), then takes
 * placements before eliminations, the lowest cell (then digit) first;
 * of two kinds of one elimination the shorter chains, else the kind
 * found first (better_kept).  The net search keeps only
 * derivations whose chains need a net.  Listing, every kept step is
 * emitted in that order.
 */
#include "techniques.h"
#include "links.h"

#include <stdlib.h>

enum
{
	FC_CONTRADICTION,
	FC_VERITY
};

static const char *const forcing_codes[2][2] = {
	{"1301", "1302"},			/* Forcing Chain Contradiction, Verity */
	{"1303", "1304"},			/* Forcing Net Contradiction, Verity */
};

/* The premise and the implication of each chain of a derivation. */
#define FC_MAX_CHAINS (SDK_MAX_SIZE + 1)

/* Where a derivation shows: a cell, a unit, or nowhere in particular (a verity from one candidate). */
enum
{
	WHERE_NONE,
	WHERE_CELL,
	WHERE_UNIT
};

typedef struct derivation
{
	int			kind;			/* FC_CONTRADICTION, FC_VERITY */
	int			outcome;		/* literal: on is a placement, off an elimination */
	int			okey;			/* its place in HoDoKu's order of outcomes (outcome_key) */
	int			where;
	int			where_id;		/* the cell or unit */
	int			nchains;
	int			premise[FC_MAX_CHAINS];
	int			target[FC_MAX_CHAINS];
	int			length;			/* HoDoKu's chain length: literals over all chains */
	uint64_t	rank;			/* HoDoKu's order of finding */
	uint64_t	first_rank;		/* kept steps: when the first of its outcome and kind was found */
	bool		net;			/* some chain needs a net */
} derivation;

typedef struct forcing_search
{
	sdk_finder *f;
	sdk_logic  *lg;
	link_graph *g;
	bool		net;			/* the net search */
	bool		als;			/* almost locked sets as nodes (als_in_chains) */
	bool		all;			/* listing every step, not taking the best */
	bool		wanted[2];
	int			ncand;
	int			words;			/* of a table's bit row: 2 bits per candidate */
	/*
	 * The two tables below are not cleared when taken (up to 64 MB on a
	 * 25x25, which clearing would fault in whole): a row is written whole
	 * before it is read, and row_made tells which rows of rows are.
	 */
	uint64_t   *rows;			/* each candidate's "on" table as literal bits; NULL: too large */
	uint8_t    *row_made;		/* the rows made (all of them when exact) */
	uint64_t   *net_rows;		/* nets: the literals of it whose chains need a net */
	/* the "on" table of the candidate being looked at, for its pair with "off" */
	uint8_t    *on_net;
	unsigned   *on_seen;
	unsigned	on_stamp;
	/* counts over one table */
	int		   *cell_on;
	int		   *cell_off;
	int		   *unit_on;		/* unit * n + digit - 1 */
	int		   *unit_off;
	int		   *unit_places;	/* candidates of a digit in a unit */
	int		   *unit_allowed;	/* its empty cells that no placed digit sees */
	int		   *events;			/* one_table's notes: 2 ncells + 2 nunits n */
	/* the derivations found that may make the step, in no particular order */
	derivation *found;
	int			nfound;
	int			found_cap;
	int			best;			/* solving: the best outcome so far (its key), -1 */
	derivation	work;
	int			order[FC_MAX_CHAINS];
	/*
	 * The literals whose tables may give a derivation (mark_needed), and
	 * how (NEED_...); the others are not expanded.
	 */
	uint8_t    *need;
	/*
	 * Whether every table is what its literal reaches at all (the graph's
	 * closure: fewer literals than a table holds); then a Forcing Chain
	 * expands no table to find its derivations (only to measure them), a
	 * net only those whose chains must be looked at.
	 */
	bool		exact;
	const uint64_t *table;		/* the table looked at as a closure row; NULL: the last expansion */
	int		   *lits;			/* its candidate literals (table_literals) */
	uint64_t   *both;			/* room for one row */
	uint8_t    *on_done;		/* nets, exact: the candidates whose net_rows are made */
} forcing_search;

enum
{
	NEED_CONTRADICTION = 1,		/* the table may hold a contradiction */
	NEED_PAIR = 2,				/* its candidate's two tables may share a literal */
	NEED_ENTRY = 4				/* a verity of a cell or a unit may need it (or no closure) */
};

/* ---- outcomes ---- */

/*
 * The order of outcomes: placements by cell, then eliminations by cell
 * and digit; candidate nodes are numbered in cell and digit order.
 */
static int
outcome_key(const forcing_search *s, int lit)
{
	return LIT_IS_ON(lit) ? s->g->node[LIT_NODE(lit)].cells[0] : s->lg->ncells + LIT_NODE(lit);
}

static bool
worth_looking(const forcing_search *s, int outcome)
{
	return s->all || s->best < 0 || outcome_key(s, outcome) <= s->best;
}

static int
lit_of(const forcing_search *s, int cell, int digit, bool on)
{
	int			v = links_candidate(s->g, s->lg, cell, digit);

	return v < 0 ? -1 : (on ? LIT_ON(v) : LIT_OFF(v));
}

/* ---- ranks: HoDoKu's order of finding ---- */

enum
{
	PHASE_ONE_TABLE = 1,		/* contradictions, table by table */
	PHASE_PAIR,					/* verities of a candidate's two tables */
	PHASE_CELL,					/* verities of a cell's candidates */
	PHASE_UNIT					/* of a digit's places in a row, a column, a box (+0, 1, 2) */
};

static uint64_t
make_rank(int phase, int major, int check, int minor)
{
	return ((((uint64_t) phase << 22 | (uint64_t) major) << 8 | (uint64_t) check) << 24) | (uint64_t) minor;
}

/* ---- keeping steps ---- */

/*
 * A derivation found: kept unless solving and a better outcome is known;
 * the net search keeps only derivations that need a net (HoDoKu drops the
 * others before it looks for one of the same outcome).  Their lengths are
 * measured at the end, for the outcomes that matter.
 */
static void
offer(forcing_search *s, const derivation *d)
{
	derivation *room;
	int			okey = outcome_key(s, d->outcome);

	if (!s->wanted[d->kind] || (s->net && !d->net) || (!s->all && s->best >= 0 && okey > s->best))
		return;
	if (!s->all && s->best >= 0 && okey < s->best)
		s->nfound = 0;			/* a better outcome: the others will not be the step */
	room = lg_list_room(s->f, s->found, &s->found_cap, s->nfound, sizeof(derivation));
	if (!room)
	{
		s->f->stopped = true;
		return;
	}
	s->found = room;
	s->found[s->nfound] = *d;
	s->found[s->nfound++].okey = okey;
	if (!s->all && (s->best < 0 || okey < s->best))
		s->best = okey;
}

/* ---- derivations from the table just expanded ---- */

static void
derivation_begin(forcing_search *s, int kind, int outcome, int where, int where_id, uint64_t rank)
{
	derivation *d = &s->work;

	d->kind = kind;
	d->outcome = outcome;
	d->where = where;
	d->where_id = where_id;
	d->nchains = 0;
	d->length = 0;
	d->rank = rank;
	d->net = false;
}

/* A chain from the premise of the table just expanded to a literal it reached. */
static void
derivation_chain(forcing_search *s, int premise, int target)
{
	derivation *d = &s->work;

	if (d->nchains >= FC_MAX_CHAINS)
		return;
	d->premise[d->nchains] = premise;
	d->target[d->nchains] = target;
	d->nchains++;
	d->net |= links_needs_net(s->g, target);
}

/* Whether the table looked at holds a literal. */
static inline bool
in_table(const forcing_search *s, int lit)
{
	return s->table ? (s->table[lit >> 6] >> (lit & 63)) & 1 : links_reached(s->g, lit);
}

/* The literals of the table looked at (a closure row's candidates, in order); their count. */
static int
table_literals(forcing_search *s, const int **lits)
{
	int			ncand_lits = 2 * s->g->ncand,
				count = 0,
				w;

	if (!s->table)
	{
		*lits = s->g->order;
		return s->g->count;
	}
	for (w = 0; w * 64 < ncand_lits; w++)
	{
		uint64_t	bits = s->table[w];

		while (bits)
		{
			int			lit = w * 64 + lg_lowest_bit64(bits);

			bits &= bits - 1;
			if (lit >= ncand_lits)
				break;
			s->lits[count++] = lit;
		}
	}
	*lits = s->lits;
	return count;
}

/*
 * Where one table's counts reached what a contradiction needs (one_table):
 * cells with two digits on, unit slots (unit * n + digit - 1) with a digit
 * on twice, cells with every candidate off, slots with every place off;
 * and the first cell of each digit that is on and off.
 */
typedef struct table_events
{
	int		   *two_on,
			   *twice,
			   *cell_out,
			   *unit_out;
	int			ntwo_on,
				ntwice,
				ncell_out,
				nunit_out;
	int			first_cell[SDK_MAX_SIZE + 1];
	bool		any_on_off;
} table_events;

/*
 * One pass over a table's candidate literals: with e, counts them per cell
 * and unit slot, on and off, and notes in e where a count makes a
 * contradiction possible; without, clears those counts again.
 */
static void
table_counts(forcing_search *s, const int *lits, int count, table_events *e)
{
	sdk_logic  *lg = s->lg;
	link_graph *g = s->g;
	int			n = lg->n,
				i,
				t;

	for (i = 0; i < count; i++)
	{
		int			lit = lits[i],
					v = LIT_NODE(lit),
					c,
					d;

		if (v >= g->ncand)
			continue;
		c = g->node[v].cells[0];
		d = g->node[v].digit;
		if (LIT_IS_ON(lit))
		{
			if (!e)
				s->cell_on[c] = 0;
			else if (++s->cell_on[c] == 2)
				e->two_on[e->ntwo_on++] = c;
			for (t = 0; t < 3; t++)
			{
				int			slot = lg->cell_units[c][t] * n + d - 1;

				if (!e)
					s->unit_on[slot] = 0;
				else if (++s->unit_on[slot] == 2)
					e->twice[e->ntwice++] = slot;
			}
			if (e && in_table(s, LIT_OFF(v)) && (e->first_cell[d] < 0 || c < e->first_cell[d]))
			{
				e->first_cell[d] = c;
				e->any_on_off = true;
			}
		}
		else
		{
			if (!e)
				s->cell_off[c] = 0;
			else if (++s->cell_off[c] == sdk_bit_count(lg->pos.cand[c]))
				e->cell_out[e->ncell_out++] = c;
			for (t = 0; t < 3; t++)
			{
				int			slot = lg->cell_units[c][t] * n + d - 1;

				if (!e)
					s->unit_off[slot] = 0;
				else if (++s->unit_off[slot] == s->unit_places[slot])
					e->unit_out[e->nunit_out++] = slot;
			}
		}
	}
}

/*
 * Check 3 of one table: two digits on in one cell, each pair of digits at
 * the first cell that has both.
 */
static void
two_on_contradictions(forcing_search *s, int premise, int table_index, const table_events *e)
{
	sdk_logic  *lg = s->lg;
	int			n = lg->n,
				outcome = premise ^ 1,
				pair_cell[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
	int			d1,
				d2,
				k,
				c;

	memset(pair_cell, 0xff, sizeof(pair_cell));
	for (k = 0; k < e->ntwo_on; k++)
	{
		c = e->two_on[k];
		for (d1 = 1; d1 <= n; d1++)
		{
			int			l1 = lit_of(s, c, d1, true);

			if (l1 < 0 || !in_table(s, l1))
				continue;
			for (d2 = d1 + 1; d2 <= n; d2++)
			{
				int			l2 = lit_of(s, c, d2, true);

				if (l2 >= 0 && in_table(s, l2) && (pair_cell[d1][d2] < 0 || c < pair_cell[d1][d2]))
					pair_cell[d1][d2] = c;
			}
		}
	}
	for (d1 = 1; d1 <= n; d1++)
		for (d2 = d1 + 1; d2 <= n; d2++)
		{
			if ((c = pair_cell[d1][d2]) < 0)
				continue;
			derivation_begin(s, FC_CONTRADICTION, outcome, WHERE_CELL, c,
							 make_rank(PHASE_ONE_TABLE, table_index, 3, d1 * (n + 1) + d2));
			derivation_chain(s, premise, lit_of(s, c, d1, true));
			derivation_chain(s, premise, lit_of(s, c, d2, true));
			offer(s, &s->work);
		}
}

/*
 * Checks 4 and 6 of one table at a unit slot: the digit on twice in the
 * unit (on: its places that are on in the table), or every place of it
 * off (its places, all off).
 */
static void
unit_contradiction(forcing_search *s, int premise, int table_index, int slot, int check, bool on)
{
	sdk_logic  *lg = s->lg;
	int			n = lg->n,
				u = slot / n,
				d = slot % n + 1,
				t = u / n,
				j;

	derivation_begin(s, FC_CONTRADICTION, premise ^ 1, WHERE_UNIT, u,
					 make_rank(PHASE_ONE_TABLE, table_index, check, (t * (n + 1) + d) * n + u % n));
	for (j = 0; j < n; j++)
	{
		int			l = lit_of(s, lg->unit_cells[u][j], d, on);

		if (l >= 0 && (!on || in_table(s, l)))
			derivation_chain(s, premise, l);
	}
	offer(s, &s->work);
}

/*
 * The contradictions of one table (HoDoKu's checkOneChain), each ranked in
 * its order: the premise's opposite, a candidate on and off (the first
 * cell of each digit), two digits on in a cell (the first cell of each
 * pair of digits), a digit on twice in a unit, a cell with every candidate
 * off, a unit with every place of a digit off.  One pass over the table
 * counts, and notes where a count makes a contradiction possible; only
 * those places are looked at.
 */
static void
one_table(forcing_search *s, int premise, int table_index)
{
	sdk_logic  *lg = s->lg;
	link_graph *g = s->g;
	int			n = lg->n,
				outcome = premise ^ 1,
				k,
				c,
				d,
				count;
	table_events e;
	const int  *lits;

	if (!s->wanted[FC_CONTRADICTION] || !worth_looking(s, outcome))
		return;

	count = table_literals(s, &lits);
	e.two_on = s->events;
	e.twice = e.two_on + lg->ncells;
	e.cell_out = e.twice + lg->nunits * n;
	e.unit_out = e.cell_out + lg->ncells;
	e.ntwo_on = e.ntwice = e.ncell_out = e.nunit_out = 0;
	e.any_on_off = false;
	for (d = 1; d <= n; d++)
		e.first_cell[d] = -1;
	table_counts(s, lits, count, &e);

	/* 1: the premise's opposite */
	if (in_table(s, premise ^ 1))
	{
		derivation_begin(s, FC_CONTRADICTION, outcome, WHERE_CELL, g->node[LIT_NODE(premise)].cells[0],
						 make_rank(PHASE_ONE_TABLE, table_index, 1, 0));
		derivation_chain(s, premise, premise ^ 1);
		offer(s, &s->work);
	}
	/* 2: a candidate on and off, the first cell of each digit */
	for (d = 1; e.any_on_off && d <= n; d++)
		if (e.first_cell[d] >= 0)
		{
			derivation_begin(s, FC_CONTRADICTION, outcome, WHERE_CELL, e.first_cell[d],
							 make_rank(PHASE_ONE_TABLE, table_index, 2, d));
			derivation_chain(s, premise, lit_of(s, e.first_cell[d], d, false));
			derivation_chain(s, premise, lit_of(s, e.first_cell[d], d, true));
			offer(s, &s->work);
		}
	/* 3: two digits on in one cell */
	if (e.ntwo_on > 0)
		two_on_contradictions(s, premise, table_index, &e);
	/* 4: a digit on twice in a unit: rows, columns, boxes; digit, then unit */
	for (k = 0; k < e.ntwice; k++)
		unit_contradiction(s, premise, table_index, e.twice[k], 4, true);
	/* 5: a cell with every candidate off (and none on) */
	for (k = 0; k < e.ncell_out; k++)
	{
		c = e.cell_out[k];
		if (s->cell_on[c])
			continue;
		derivation_begin(s, FC_CONTRADICTION, outcome, WHERE_CELL, c,
						 make_rank(PHASE_ONE_TABLE, table_index, 5, c));
		MASK_FOR_EACH(d, lg->pos.cand[c])
			derivation_chain(s, premise, lit_of(s, c, d, false));
		offer(s, &s->work);
	}
	/* 6: a unit with every place of a digit off (HoDoKu: no other cell of it may hold the digit) */
	for (k = 0; k < e.nunit_out; k++)
		if (s->unit_places[e.unit_out[k]] == s->unit_allowed[e.unit_out[k]])
			unit_contradiction(s, premise, table_index, e.unit_out[k], 6, false);

	/* clear the counts */
	table_counts(s, lits, count, NULL);
}

static void
table_bits(forcing_search *s, uint64_t *row)
{
	link_graph *g = s->g;
	int			i;

	memset(row, 0, sizeof(uint64_t) * (size_t) s->words);
	for (i = 0; i < g->count; i++)
	{
		int			lit = g->order[i];

		if (LIT_NODE(lit) < g->ncand)
			row[lit >> 6] |= (uint64_t) 1 << (lit & 63);
	}
}

/*
 * The verities of one candidate's two tables (HoDoKu's checkTwoChains):
 * what both imply, outside the candidate's cell; placements digit by
 * digit, then eliminations.  The "on" table was saved in on_seen and
 * on_net, the "off" table is the one just expanded.
 */
static void
pair_tables(forcing_search *s, int v)
{
	link_graph *g = s->g;
	int			cell = g->node[v].cells[0],
				count,
				i;
	const int  *lits;

	if (!s->wanted[FC_VERITY])
		return;
	if (s->exact && !s->net)
	{
		/* both closure rows */
		const uint64_t *on = links_reach_row(g, LIT_ON(v)),
				   *off = links_reach_row(g, LIT_OFF(v));
		uint64_t   *both = s->both;

		for (i = 0; i < s->words; i++)
			both[i] = on[i] & off[i];
		s->table = both;
	}
	count = table_literals(s, &lits);
	s->table = NULL;
	for (i = 0; i < count; i++)
	{
		int			lit = lits[i],
					x = LIT_NODE(lit),
					c,
					d;

		if (x >= g->ncand || lit == LIT_OFF(v) || (!(s->exact && !s->net) && s->on_seen[lit] != s->on_stamp))
			continue;
		c = g->node[x].cells[0];
		d = g->node[x].digit;
		if (c == cell || !worth_looking(s, lit))
			continue;
		derivation_begin(s, FC_VERITY, lit, WHERE_NONE, cell,
						 make_rank(PHASE_PAIR, v, LIT_IS_ON(lit) ? 0 : 1, d * s->lg->ncells + c));
		s->work.premise[0] = LIT_ON(v);
		s->work.target[0] = lit;
		s->work.premise[1] = LIT_OFF(v);
		s->work.target[1] = lit;
		s->work.nchains = 2;
		s->work.net = s->net && (s->on_net[lit] || links_needs_net(g, lit));
		offer(s, &s->work);
	}
}

/*
 * Nets: the literals of a candidate's "on" table whose chains need a net,
 * from the table just expanded.
 */
static void
note_net_row(forcing_search *s, int v)
{
	link_graph *g = s->g;
	uint64_t   *row = s->net_rows + (size_t) v * s->words;
	int			i;

	/* made once for each candidate (on_done) */
	memset(row, 0, sizeof(uint64_t) * (size_t) s->words);
	for (i = 0; i < g->count; i++)
	{
		int			lit = g->order[i];

		if (LIT_NODE(lit) < g->ncand && links_needs_net(g, lit))
			row[lit >> 6] |= (uint64_t) 1 << (lit & 63);
	}
	if (s->on_done)
		s->on_done[v] = 1;
}

/* The same when it is needed first by a verity of a cell or a unit (exact tables). */
static void
net_row(forcing_search *s, int v)
{
	links_expand(s->g, LIT_ON(v), NULL, 0);
	note_net_row(s, v);
}

/*
 * The verities of a list of "on" tables (HoDoKu's checkEntryList): what
 * all of them imply; digit by digit, placements then eliminations.
 */
static void
entry_list(forcing_search *s, const int *nodes, int count, int phase, int major, int where, int where_id)
{
	link_graph *g = s->g;
	int			w,
				i;

	/* a candidate whose "on" table was not needed implies nothing here */
	for (i = 0; i < count && !s->exact; i++)
		if (!s->row_made[nodes[i]])
			return;
	for (w = 0; w < s->words; w++)
	{
		uint64_t	all = ~(uint64_t) 0;

		for (i = 0; i < count && all; i++)
			all &= s->rows[(size_t) nodes[i] * s->words + w];
		while (all)
		{
			int			bit = lg_lowest_bit64(all),
						lit = w * 64 + bit,
						x = LIT_NODE(lit),
						c = g->node[x].cells[0],
						d = g->node[x].digit;

			all &= all - 1;
			if (!worth_looking(s, lit))
				continue;
			derivation_begin(s, FC_VERITY, lit, where, where_id,
							 make_rank(phase, major, 0, (d * 2 + (LIT_IS_ON(lit) ? 0 : 1)) * s->lg->ncells + c));
			for (i = 0; i < count && i < FC_MAX_CHAINS; i++)
			{
				s->work.premise[i] = LIT_ON(nodes[i]);
				s->work.target[i] = lit;
			}
			s->work.nchains = i;
			s->work.net = false;
			for (i = 0; s->net_rows && i < s->work.nchains; i++)
			{
				if (s->on_done && !s->on_done[nodes[i]])
					net_row(s, nodes[i]);
				s->work.net |= (s->net_rows[(size_t) nodes[i] * s->words + (lit >> 6)] >> (lit & 63)) & 1;
			}
			offer(s, &s->work);
		}
	}
}

static void
cell_and_unit_verities(forcing_search *s)
{
	sdk_logic  *lg = s->lg;
	link_graph *g = s->g;
	int			n = lg->n,
				c,
				u,
				d,
				k;

	if (!s->wanted[FC_VERITY] || !s->rows)
		return;
	for (c = 0; c < lg->ncells && !s->f->stopped; c++)
	{
		int			count = 0,
					v;

		if (lg->pos.value[c])
			continue;
		for (v = g->cell_first[c]; v < g->cell_first[c + 1]; v++)
			s->order[count++] = v;
		if (count)
			entry_list(s, s->order, count, PHASE_CELL, c, WHERE_CELL, c);
		if (c % 64 == 0 && finder_interrupted(s->f))
			return;
	}
	for (u = 0; u < lg->nunits && !s->f->stopped; u++)
	{
		for (d = 1; d <= n; d++)
		{
			int			count = 0;

			for (k = 0; k < n; k++)
			{
				int			v = links_candidate(g, lg, lg->unit_cells[u][k], d);

				if (v >= 0)
					s->order[count++] = v;
			}
			if (count)
				entry_list(s, s->order, count, PHASE_UNIT + u / n, (u % n) * (n + 1) + d, WHERE_UNIT, u);
		}
		if (finder_interrupted(s->f))
			return;
	}
}

/* ---- the step ---- */

static void
text_literal(sdk_finder *f, const link_graph *g, int lit)
{
	const link_node *v = &g->node[LIT_NODE(lit)];

	step_text_cell(f, v->cells[0]);
	step_text(f, "%s%c", LIT_IS_ON(lit) ? "=" : "<>", sdk_digit_char(v->digit));
}

static bool
emit_derivation(forcing_search *s, const derivation *d)
{
	sdk_finder *f = s->f;
	link_graph *g = s->g;
	const link_node *out = &g->node[LIT_NODE(d->outcome)];
	int			i;

	step_begin(f, SDK_BIT(out->digit));
	step_report_as(f, forcing_codes[s->net][d->kind]);
	f->step.flags |= SDK_STEP_FORCING;
	if (LIT_IS_ON(d->outcome))
		step_place(f, out->cells[0], out->digit);
	else
		step_eliminate(f, out->cells[0], out->digit);
	if (d->kind == FC_CONTRADICTION)
	{
		text_literal(f, g, d->premise[0]);
		step_text(f, " is impossible: contradiction in ");
		if (d->where == WHERE_UNIT)
			step_text_unit(f, d->where_id);
		else
			step_text_cell(f, d->where_id);
	}
	else if (d->where == WHERE_NONE)
	{
		text_literal(f, g, d->premise[0]);
		step_text(f, " and ");
		text_literal(f, g, d->premise[1]);
		step_text(f, " both imply it");
	}
	else if (d->where == WHERE_CELL)
	{
		step_text(f, "every candidate of ");
		step_text_cell(f, d->where_id);
		step_text(f, " implies it");
	}
	else
	{
		step_text(f, "every place of %c in ", sdk_digit_char(out->digit));
		step_text_unit(f, d->where_id);
		step_text(f, " implies it");
	}
	for (i = 0; i < d->nchains; i++)
	{
		links_expand(g, d->premise[i], NULL, 0);
		if (!links_chain_to_step(f, g, d->target[i]))
		{
			f->stopped = true;
			return false;
		}
	}
	return step_emit(f);
}

/* A chain to measure: its premise and target, and its derivation. */
typedef struct measure_request
{
	int			premise;
	int			target;
	int			derivation;
} measure_request;

static int
by_premise(const void *a, const void *b)
{
	const measure_request *x = a,
			   *y = b;

	return x->premise != y->premise ? (x->premise < y->premise ? -1 : 1) : 0;
}

/*
 * HoDoKu's chain length of each derivation: the literals of all its
 * chains.  The chains are measured premise by premise, each premise
 * expanded once.
 */
static bool
measure_all(forcing_search *s, derivation *d, int n)
{
	const sdk_env *env = s->lg->env;
	measure_request *req;
	int			count = 0,
				i,
				k;

	for (i = 0; i < n; i++)
		count += d[i].nchains;
	req = env->alloc(sizeof(measure_request) * (size_t) (count + 1), env->arg);
	if (!req)
		return false;
	count = 0;
	for (i = 0; i < n; i++)
	{
		d[i].length = 0;
		for (k = 0; k < d[i].nchains; k++)
		{
			req[count].premise = d[i].premise[k];
			req[count].target = d[i].target[k];
			req[count++].derivation = i;
		}
	}
	qsort(req, (size_t) count, sizeof(measure_request), by_premise);
	for (i = 0; i < count; i++)
	{
		int			len;
		bool		net;

		if (i == 0 || req[i].premise != req[i - 1].premise)
		{
			int			ntargets = 0,
						j;

			if (finder_interrupted(s->f) || s->g->work > 2 * LINK_WORK_BUDGET)
				break;
			/*
			 * A chain's table keeps the literal each was first reached from:
			 * it may stop once the targets are reached.  A net's may find a
			 * shorter way to a literal later: it is expanded in full.
			 */
			for (j = i; !s->g->net && j < count && req[j].premise == req[i].premise; j++)
				if (ntargets < s->g->nlits)
					s->lits[ntargets++] = req[j].target;
			if (j - i > ntargets)
				ntargets = 0;	/* more than there is room for: in full */
			links_expand(s->g, req[i].premise, ntargets ? s->lits : NULL, ntargets);
		}
		if (!links_chain_measure(s->f, s->g, req[i].target, &len, &net))
		{
			s->f->stopped = true;
			break;
		}
		d[req[i].derivation].length += len;
	}
	env->release(req, env->arg);
	return !s->f->stopped;
}

static int
by_outcome_kind_rank(const void *a, const void *b)
{
	const derivation *x = a,
			   *y = b;

	if (x->okey != y->okey)
		return x->okey < y->okey ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind - y->kind;
	return x->rank < y->rank ? -1 : x->rank > y->rank;
}

/*
 * Between the kinds of one outcome: HoDoKu sorts eliminations by chain
 * length, then in the order found; its comparison of two placements of
 * one cell never says "equal", so its sort leaves them in the order found
 * (a contradiction, found in the first pass, before a verity).
 */
static bool
better_kept(const derivation *a, const derivation *b)
{
	if (!LIT_IS_ON(a->outcome) && a->length != b->length)
		return a->length < b->length;
	return a->first_rank < b->first_rank;
}

static int
compare_kept(const void *a, const void *b)
{
	const derivation *x = a,
			   *y = b;

	if (x->okey != y->okey)
		return x->okey < y->okey ? -1 : 1;
	if (better_kept(x, y))
		return -1;
	if (better_kept(y, x))
		return 1;
	return 0;
}

/*
 * The steps HoDoKu would keep, in its order: of each outcome and kind the
 * first derivation with the shortest chains (it replaces a step only by a
 * shorter one), then the outcomes in order and the kinds of one outcome
 * as better_kept says.
 */
static void
emit_kept(forcing_search *s)
{
	derivation *d = s->found;
	int			n = s->nfound,
				kept = 0,
				i,
				j;

	if (n == 0)
		return;
	qsort(d, (size_t) n, sizeof(derivation), by_outcome_kind_rank);
	if (!measure_all(s, d, n))
		return;
	for (i = 0; i < n; i = j)
	{
		derivation	best = d[i];

		for (j = i + 1; j < n && d[j].outcome == d[i].outcome && d[j].kind == d[i].kind; j++)
			if (d[j].length < best.length)
				best = d[j];
		best.first_rank = d[i].rank;
		d[kept++] = best;
	}
	/* the kept steps in HoDoKu's order (no two of them compare equal) */
	qsort(d, (size_t) kept, sizeof(derivation), compare_kept);
	for (i = 0; i < (s->all ? kept : (kept > 0)); i++)
		if (!emit_derivation(s, &d[i]))
			return;
}

/* ---- the tables worth expanding ---- */

/*
 * into |= the literals that reach two of the nodes on, or (all_off) every
 * one of them off.
 */
static void
add_reaching(const link_graph *g, uint64_t *restrict into, const int *nodes, int count, bool all_off)
{
	uint64_t	once[LINK_CLOSURE_MAX / 64],
				twice[LINK_CLOSURE_MAX / 64],
				off[LINK_CLOSURE_MAX / 64];
	int			words = g->reach_words,
				w,
				i;

	/* a row at a time, each loop over the words (vectorised) */
	for (w = 0; w < words; w++)
	{
		once[w] = twice[w] = 0;
		off[w] = all_off ? ~(uint64_t) 0 : 0;
	}
	for (i = 0; i < count; i++)
	{
		const uint64_t *restrict on = links_reach_back_row(g, LIT_ON(nodes[i])),
				   *restrict off_row = links_reach_back_row(g, LIT_OFF(nodes[i]));

		for (w = 0; w < words; w++)
		{
			twice[w] |= once[w] & on[w];
			once[w] |= on[w];
			off[w] &= off_row[w];
		}
	}
	for (w = 0; w < words; w++)
		into[w] |= twice[w] | off[w];
}

/*
 * The literals whose tables may hold a contradiction (one_table's), by
 * what reaches what at all (a table holds part of what its literal
 * reaches): those that reach a candidate on and off; two candidates of a
 * cell on, or every one off; two places of a digit in a unit on, or every
 * one off.
 */
static void
may_contradict(forcing_search *s, uint64_t *contra)
{
	sdk_logic  *lg = s->lg;
	link_graph *g = s->g;
	int			v,
				c,
				u,
				d,
				k;

	memset(contra, 0, sizeof(uint64_t) * (size_t) g->reach_words);
	for (v = 0; v < g->ncand; v++)
		for (k = 0; k < g->reach_words; k++)
			contra[k] |= links_reach_back_row(g, LIT_ON(v))[k] & links_reach_back_row(g, LIT_OFF(v))[k];
	for (c = 0; c < lg->ncells; c++)
	{
		int			count = 0;

		for (v = g->cell_first[c]; v < g->cell_first[c + 1]; v++)
			s->order[count++] = v;
		if (count)
			add_reaching(g, contra, s->order, count, true);
	}
	for (u = 0; u < lg->nunits; u++)
		for (d = 1; d <= lg->n; d++)
		{
			int			slot = u * lg->n + d - 1,
						count = 0;

			for (k = 0; k < lg->n; k++)
				if ((v = links_candidate(g, lg, lg->unit_cells[u][k], d)) >= 0)
					s->order[count++] = v;
			if (count)
				add_reaching(g, contra, s->order, count, s->unit_places[slot] == s->unit_allowed[slot]);
		}
}

/* Whether the tables of a candidate on and off may both reach a candidate outside its cell. */
static bool
may_pair(const forcing_search *s, int v)
{
	const link_graph *g = s->g;
	const uint64_t *on = links_reach_row(g, LIT_ON(v)),
			   *off = links_reach_row(g, LIT_OFF(v));
	int			cell = g->node[v].cells[0],
				lo = 2 * g->cell_first[cell],
				hi = 2 * g->cell_first[cell + 1],
				ncand_lits = 2 * g->ncand,
				w;

	for (w = 0; w * 64 < ncand_lits; w++)
	{
		uint64_t	both = on[w] & off[w];
		int			from = lo - w * 64,
					to = hi - w * 64;

		if (ncand_lits - w * 64 < 64)
			both &= ((uint64_t) 1 << (ncand_lits - w * 64)) - 1;
		/* the cell's own literals: bits from..to-1 of this word */
		if (from < 64 && to > 0)
		{
			uint64_t	below_to = to >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << to) - 1,
						below_from = from <= 0 ? 0 : ((uint64_t) 1 << from) - 1;

			both &= ~(below_to & ~below_from);
		}
		if (both)
			return true;
	}
	return false;
}

/* Marks the "on" tables of a cell's or a unit's candidates when all of them may reach one candidate. */
static void
mark_entry_list(forcing_search *s, const int *nodes, int count)
{
	const link_graph *g = s->g;
	int			ncand_lits = 2 * g->ncand,
				w,
				i;

	for (w = 0; w * 64 < ncand_lits; w++)
	{
		uint64_t	all = ~(uint64_t) 0;

		if (ncand_lits - w * 64 < 64)
			all = ((uint64_t) 1 << (ncand_lits - w * 64)) - 1;
		for (i = 0; i < count && all; i++)
			all &= links_reach_row(g, LIT_ON(nodes[i]))[w];
		if (all)
		{
			for (i = 0; i < count; i++)
				s->need[LIT_ON(nodes[i])] |= NEED_ENTRY;
			return;
		}
	}
}

/*
 * The tables that may give a derivation, by the closure: those that may
 * hold a contradiction, both tables of a candidate that may pair, the
 * "on" tables of a cell's or a unit's candidates that may all imply one
 * thing.  Without the closure every table is expanded.
 */
static void
mark_needed(forcing_search *s)
{
	sdk_logic  *lg = s->lg;
	link_graph *g = s->g;
	int			v,
				c,
				u,
				d,
				k;

	uint64_t	contra[LINK_CLOSURE_MAX / 64];

	if (!links_closure(s->f, g) || !links_closure_back(s->f, g))
	{
		memset(s->need, NEED_ENTRY, (size_t) g->nlits);
		return;
	}
	memset(s->need, 0, (size_t) g->nlits);
	if (s->wanted[FC_CONTRADICTION])
	{
		may_contradict(s, contra);
		for (v = 0; v < 2 * g->ncand; v++)
			s->need[v] = (contra[v >> 6] >> (v & 63)) & 1 ? NEED_CONTRADICTION : 0;
	}
	for (v = 0; v < g->ncand && s->wanted[FC_VERITY]; v++)
		if (may_pair(s, v))
		{
			s->need[LIT_ON(v)] |= NEED_PAIR;
			s->need[LIT_OFF(v)] |= NEED_PAIR;
		}
	/* exact tables are the closure's rows: a verity of a cell or a unit needs no table of its own */
	s->exact = g->nlits < g->cap && s->rows;
	if (!s->wanted[FC_VERITY] || !s->rows || s->exact)
		return;
	for (c = 0; c < lg->ncells; c++)
	{
		int			count = 0;

		for (v = g->cell_first[c]; v < g->cell_first[c + 1]; v++)
			s->order[count++] = v;
		if (count)
			mark_entry_list(s, s->order, count);
	}
	for (u = 0; u < lg->nunits; u++)
		for (d = 1; d <= lg->n; d++)
		{
			int			count = 0;

			for (k = 0; k < lg->n; k++)
			{
				int			x = links_candidate(g, lg, lg->unit_cells[u][k], d);

				if (x >= 0)
					s->order[count++] = x;
			}
			if (count)
				mark_entry_list(s, s->order, count);
		}
}

/* ---- the search ---- */

/* Per unit and digit: its candidates, and its empty cells no placed digit of its kind sees. */
static void
count_places(forcing_search *s)
{
	sdk_logic  *lg = s->lg;
	int			n = lg->n,
				u,
				k,
				t,
				d;
	sdk_mask	unit_values[3 * SDK_MAX_SIZE];

	for (u = 0; u < lg->nunits; u++)
	{
		unit_values[u] = 0;
		for (k = 0; k < n; k++)
			if (lg->pos.value[lg->unit_cells[u][k]])
				unit_values[u] |= SDK_BIT(lg->pos.value[lg->unit_cells[u][k]]);
	}
	memset(s->unit_places, 0, sizeof(int) * (size_t) (lg->nunits * n));
	memset(s->unit_allowed, 0, sizeof(int) * (size_t) (lg->nunits * n));
	for (u = 0; u < lg->nunits; u++)
		for (k = 0; k < n; k++)
		{
			int			c = lg->unit_cells[u][k];
			sdk_mask	seen = 0;

			if (lg->pos.value[c])
				continue;
			for (t = 0; t < 3; t++)
				seen |= unit_values[lg->cell_units[c][t]];
			MASK_FOR_EACH(d, lg->pos.cand[c])
				s->unit_places[u * n + d - 1]++;
			MASK_FOR_EACH(d, SDK_ALL(n) & ~seen)
				s->unit_allowed[u * n + d - 1]++;
		}
}

static void *
search_take(forcing_search *s, size_t size, bool *failed, bool clear)
{
	void	   *p;

	if (*failed)
		return NULL;
	p = s->lg->env->alloc(size, s->lg->env->arg);
	if (!p)
		*failed = true;
	else if (clear)
		memset(p, 0, size);
	return p;
}

static void *
search_alloc(forcing_search *s, size_t size, bool *failed)
{
	return search_take(s, size, failed, true);
}

/* At most this much memory for the tables of "on" kept for the verities of cells and units. */
#define FC_ROWS_BUDGET ((size_t) 64 << 20)

/*
 * Whether a candidate's table (on or off) is to be looked at now: not
 * when all it may give is outcomes worse than the best one found
 * (solving), which offer would drop.  What it may give is read off the
 * closure, exact tables or not (a table holds part of what its literal
 * reaches): a contradiction's outcome is the premise's opposite, a pair's
 * a literal both rows hold; a table that a verity of a cell or a unit may
 * need is looked at whatever it gives on its own.
 */
static bool
needed(const forcing_search *s, int v, bool on)
{
	const link_graph *g = s->g;
	int			lit = on ? LIT_ON(v) : LIT_OFF(v),
				why = s->need[lit],
				cell,
				lo,
				hi,
				w;

	if (s->all || s->best < 0 || (why & NEED_ENTRY) || !g->reach)
		return why != 0;
	/* a contradiction's outcome: the premise's opposite */
	if ((why & NEED_CONTRADICTION) && worth_looking(s, lit ^ 1))
		return true;
	if (!(why & NEED_PAIR))
		return false;
	/* a pair's: what both tables may hold, outside the candidate's cell */
	cell = g->node[v].cells[0];
	lo = 2 * g->cell_first[cell];
	hi = 2 * g->cell_first[cell + 1];
	for (w = 0; w < s->words; w++)
	{
		uint64_t	both = links_reach_row(g, LIT_ON(v))[w] & links_reach_row(g, LIT_OFF(v))[w];

		while (both)
		{
			int			x = w * 64 + lg_lowest_bit64(both);

			both &= both - 1;
			if (x < 2 * g->ncand && (x < lo || x >= hi) && worth_looking(s, x))
				return true;
		}
	}
	return false;
}

/* Exact tables: each candidate's "on" table as bits, from the closure. */
static void
closure_rows(forcing_search *s)
{
	link_graph *g = s->g;
	int			ncand_lits = 2 * g->ncand,
				v,
				w;

	for (v = 0; v < g->ncand; v++)
	{
		uint64_t   *row = s->rows + (size_t) v * s->words;

		memcpy(row, links_reach_row(g, LIT_ON(v)), sizeof(uint64_t) * (size_t) s->words);
		/* candidates only */
		for (w = 0; w < s->words; w++)
			if (ncand_lits - w * 64 < 64)
				row[w] &= ((uint64_t) 1 << (ncand_lits - w * 64)) - 1;
	}
}

static void
forcing_search_run(forcing_search *s)
{
	sdk_finder *f = s->f;
	link_graph *g = s->g;
	int			v,
				i;

	count_places(s);
	mark_needed(s);
	if (s->exact)
		closure_rows(s);
	for (v = 0; v < g->ncand && !f->stopped; v++)
	{
		bool		on = needed(s, v, true),
					off = needed(s, v, false);

		if (finder_interrupted(f) || g->work > LINK_WORK_BUDGET)
			return;
		if (!on && !off)
			continue;
		if (s->exact && !s->net)
		{
			/* a chain's tables are the closure's rows: nothing to expand */
			if (on)
			{
				s->table = links_reach_row(g, LIT_ON(v));
				one_table(s, LIT_ON(v), 2 * v);
			}
			if (off)
			{
				s->table = links_reach_row(g, LIT_OFF(v));
				one_table(s, LIT_OFF(v), 2 * v + 1);
			}
			s->table = NULL;
			if (on && off)
				pair_tables(s, v);
			continue;
		}
		if (!on)
		{
			links_expand(g, LIT_OFF(v), NULL, 0);
			one_table(s, LIT_OFF(v), 2 * v + 1);
			continue;
		}
		/* on */
		links_expand(g, LIT_ON(v), NULL, 0);
		one_table(s, LIT_ON(v), 2 * v);
		if (s->rows && !s->exact)
		{
			table_bits(s, s->rows + (size_t) v * s->words);
			s->row_made[v] = 1;
		}
		if (++s->on_stamp == 0)
		{
			memset(s->on_seen, 0, sizeof(unsigned) * (size_t) g->nlits);
			s->on_stamp = 1;
		}
		for (i = 0; i < g->count; i++)
		{
			int			lit = g->order[i];

			s->on_seen[lit] = s->on_stamp;
			s->on_net[lit] = links_needs_net(g, lit);
		}
		if (s->net_rows)
			note_net_row(s, v);
		/* off */
		if (!off)
			continue;
		links_expand(g, LIT_OFF(v), NULL, 0);
		one_table(s, LIT_OFF(v), 2 * v + 1);
		pair_tables(s, v);
	}
	if (!f->stopped)
		cell_and_unit_verities(s);
	if (!f->stopped && g->work <= LINK_WORK_BUDGET)
		emit_kept(s);
}

void
find_forcing(sdk_finder *f, int net)
{
	const sdk_env *env = f->lg->env;
	forcing_search *s = env->alloc(sizeof(forcing_search), env->arg);
	sdk_logic  *lg = f->lg;
	bool		failed = false;
	int			kind,
				i;

	if (!s)
		return;
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->lg = lg;
	s->net = net != 0;
	s->all = f->only >= 0;
	s->best = -1;
	for (kind = 0; kind < 2; kind++)
	{
		int			t = lg_technique_code(f->lg, forcing_codes[s->net][kind]);

		s->wanted[kind] = s->all ? t == f->only : lg_technique_enabled(lg, t);
	}
	/*
	 * a chain's graph is the one with groups the chain searches share; with
	 * almost locked sets (HoDoKu's allowAlsInTablingChains) and a net's,
	 * a graph of its own
	 */
	s->als = lg->opts.als_in_chains;
	s->g = s->net ? links_build_net(f, s->als) : s->als ? links_build_als(f) : links_get(f, true);
	if (s->g && (s->wanted[0] || s->wanted[1]))
	{
		size_t		nslots = (size_t) lg->nunits * (size_t) lg->n;
		size_t		row_bytes;

		s->ncand = s->g->ncand;
		s->words = (2 * s->ncand + 63) / 64;
		row_bytes = sizeof(uint64_t) * (size_t) s->words;
		if (row_bytes * (size_t) s->ncand * (s->net ? 2 : 1) <= FC_ROWS_BUDGET)
		{
			s->rows = search_take(s, row_bytes * (size_t) (s->ncand ? s->ncand : 1), &failed, false);
			s->row_made = search_alloc(s, (size_t) s->ncand + 1, &failed);
			if (s->net)
				s->net_rows = search_take(s, row_bytes * (size_t) (s->ncand ? s->ncand : 1), &failed, false);
		}
		s->on_seen = search_alloc(s, sizeof(unsigned) * (size_t) s->g->nlits, &failed);
		s->on_net = search_alloc(s, (size_t) s->g->nlits, &failed);
		s->cell_on = search_alloc(s, sizeof(int) * (size_t) lg->ncells, &failed);
		s->cell_off = search_alloc(s, sizeof(int) * (size_t) lg->ncells, &failed);
		s->unit_on = search_alloc(s, sizeof(int) * nslots, &failed);
		s->unit_off = search_alloc(s, sizeof(int) * nslots, &failed);
		s->unit_places = search_alloc(s, sizeof(int) * nslots, &failed);
		s->unit_allowed = search_alloc(s, sizeof(int) * nslots, &failed);
		s->events = search_alloc(s, sizeof(int) * (2 * (size_t) lg->ncells + 2 * nslots), &failed);
		s->need = search_alloc(s, (size_t) s->g->nlits, &failed);
		s->lits = search_alloc(s, sizeof(int) * (size_t) (s->g->nlits + 1), &failed);
		s->both = search_alloc(s, sizeof(uint64_t) * (size_t) (s->g->nlits / 64 + 1), &failed);
		if (s->net)
			s->on_done = search_alloc(s, (size_t) s->ncand + 1, &failed);
		if (!failed)
			forcing_search_run(s);
	}
	{
		void	   *parts[] = {s->rows, s->row_made, s->net_rows, s->on_seen, s->on_net, s->cell_on, s->cell_off,
			s->unit_on, s->unit_off, s->unit_places, s->unit_allowed, s->events, s->found, s->need,
		s->lits, s->both, s->on_done};

		for (i = 0; i < (int) (sizeof(parts) / sizeof(parts[0])); i++)
			if (parts[i])
				env->release(parts[i], env->arg);
	}
	if (s->net || s->als)
		links_free(f, s->g);
	env->release(s, env->arg);
}
