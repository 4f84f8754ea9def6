/*
 * logic_internal.h -- what the technique files share: the solving context
 * (position, units, peers, where each digit can go), cell-set operations,
 * and the helpers that build and emit a step.
 */
#ifndef SUDOKU_LOGIC_INTERNAL_H
#define SUDOKU_LOGIC_INTERNAL_H

#include "logic.h"

#include <string.h>

/*
 * HoDoKu's queues of singles (tech_singles.c): a cell and digit are queued
 * when the cell is left with one candidate (naked) or the digit with one
 * place in a unit (hidden), in the order the changes make them so; the
 * singles techniques take them in that order.
 */
#define SINGLES_QUEUE_CAP (4 * SDK_MAX_CELLS)

typedef struct singles_queue
{
	int			count;
	uint16_t	cell[SINGLES_QUEUE_CAP];
	uint8_t		digit[SINGLES_QUEUE_CAP];
} singles_queue;

struct sdk_logic
{
	sdk_position pos;
	int			n;
	int			ncells;
	int			nunits;
	bool		unique;			/* the position has exactly one solution */
	/*
	 * Whether the puzzle of the givens alone has one solution (1 or 0; -1
	 * not known yet): avoidable rectangles swap digits that are not givens.
	 */
	int			givens_unique;
	sdk_logic_options opts;		/* the techniques and HoDoKu's settings */
	const sdk_env *env;
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint8_t		cell_units[SDK_MAX_CELLS][3];
	uint8_t		cell_index[SDK_MAX_CELLS][3];	/* k of the cell in unit_cells of each */
	sdk_cellset unit_set[3 * SDK_MAX_SIZE];
	sdk_cellset peers[SDK_MAX_CELLS];
	/* kept with pos by lg_place and lg_eliminate (tech_singles.c): */
	singles_queue naked;
	singles_queue hidden;
	uint8_t		places[3 * SDK_MAX_SIZE][SDK_MAX_SIZE + 1];	/* HoDoKu's free counts */
	/* refreshed from pos before each search: */
	sdk_cellset empty;
	sdk_cellset digit_cells[SDK_MAX_SIZE + 1];	/* empty cells with d as a mark */
	/*
	 * The same per unit, one bit per place: bit k of digit_places[d][u]
	 * when the unit's k-th cell (unit_cells) is empty with d as a mark;
	 * for a row bit k is column k, for a column row k.
	 */
	uint32_t	digit_places[SDK_MAX_SIZE + 1][3 * SDK_MAX_SIZE];
	/*
	 * The fish searches' templates (tech_fish_general.c), kept while a
	 * digit's candidates stay as they were: per digit the candidates then,
	 * the cells in no template found, and 0 (not known), 1 (every template
	 * seen) or 2 (the search was cut short: more cells than that).
	 */
	sdk_cellset fish_template_key[SDK_MAX_SIZE + 1];
	sdk_cellset fish_template_out[SDK_MAX_SIZE + 1];
	uint8_t		fish_template_state[SDK_MAX_SIZE + 1];
};

/* The clusters of one digit's strong links, coloured (tech_coloring.c). */
typedef struct clusters
{
	int			count;
	int			cluster[SDK_MAX_CELLS]; /* -1 when on no strong link */
	int			colour[SDK_MAX_CELLS];	/* 0 or 1 */
	sdk_cellset member[SDK_MAX_CELLS / 2 + 1][2];	/* per cluster and colour */
	sdk_cellset seen[SDK_MAX_CELLS / 2 + 1][2]; /* cells that see one of them */
} clusters;

/*
 * The rectangles one uniqueness search has looked at (tech_uniqueness.c),
 * one bit per pair of rows and pair of columns.
 */
#define LG_LINE_PAIRS (SDK_MAX_SIZE * (SDK_MAX_SIZE - 1) / 2)
typedef struct rectangles_seen
{
	uint64_t	bits[(LG_LINE_PAIRS * LG_LINE_PAIRS + 63) / 64];
} rectangles_seen;

/*
 * A breadth-first chain search (tech_chains.c): two states per cell, and
 * the chain the solver would take so far (HoDoKu takes the best of all).
 */
typedef struct chain_search
{
	int			parent[2 * SDK_MAX_CELLS];	/* state -> state, -1 at the start */
	int			depth[2 * SDK_MAX_CELLS];	/* links from the start, -1 unseen */
	int			queue[2 * SDK_MAX_CELLS];
	bool		have_best;
	int			best_count;		/* eliminations */
	long		best_weight;	/* HoDoKu's weighted index sum of them */
	int			best_digit;
	int			best_ncells;
	int			best_cells[SDK_STEP_MAX_CELLS];
	sdk_cellset best_targets;	/* its eliminations (of best_digit) */
} chain_search;

/*
 * The implication engine (links.c): nodes, their literals (a node set on
 * or off) and the literals each implies directly, in HoDoKu's order; and
 * the breadth-first expansion of one literal (HoDoKu's table), which keeps
 * for every literal it reaches the literal it was first reached from.
 */
#define LINK_NODE_CELLS (SDK_MAX_SIZE / 2)	/* a line meets a box in n/2 cells at most */

typedef enum link_kind
{
	LINK_CANDIDATE,				/* a digit in a cell */
	LINK_GROUP,					/* a digit in the 2 or more cells where a line meets a box */
	LINK_ALS					/* an almost locked set without one of its digits (links_build_als) */
} link_kind;

typedef struct link_node
{
	uint8_t		kind;			/* link_kind */
	uint8_t		digit;
	uint8_t		ncells;
	int16_t		line;			/* a group's row or column (its unit); an ALS node's set; else -1 */
	int16_t		box;			/* a group's box (its unit), else -1 */
	uint16_t	cells[LINK_NODE_CELLS];	/* in increasing order */
} link_node;

/* A literal is a node on or off. */
#define LIT_ON(node) (2 * (node) + 1)
#define LIT_OFF(node) (2 * (node))
#define LIT_NODE(lit) ((lit) >> 1)
#define LIT_IS_ON(lit) (((lit) & 1) != 0)

typedef struct link_graph
{
	int			ncand;			/* candidates are nodes 0..ncand-1, in cell and digit order */
	int			nnodes;			/* then the groups, in HoDoKu's order */
	int			nlits;
	link_node  *node;
	int			n;
	int		   *cand_node;		/* cell * n + digit - 1 -> node, -1 */
	int		   *cell_first;		/* a cell's candidates: nodes cell_first[c] .. cell_first[c + 1] - 1 */
	/* successors of lit: succ[first[lit] .. first[lit + 1]) */
	int		   *first;
	int		   *succ;
	int			nsucc;
	uint8_t    *strong_in;		/* 1 for a node that some literal turns on */
	/*
	 * A net's graph (links_build_net): every successor of a candidate is
	 * stored, on or off, each edge with the length of the inference it
	 * stands for (HoDoKu's distance in the premise's own table, 2 for one
	 * link) and whether that inference needs several literals together.
	 */
	long		work;			/* links the expansions followed, entries a net's tables wrote */
	bool		net;
	int		   *edge_len;
	uint8_t    *edge_net;
	uint16_t   *edge_why;		/* NET_REASONS per edge: its entries' reasons in the premise's table */
	uint8_t    *in_net;			/* per literal: the edge it was reached by needs a net */
	/*
	 * A graph with almost locked sets (links_build_als): the sets its ALS
	 * nodes are (line is the index), and edge_len holds each link's length
	 * as HoDoKu counts it for its tables (2, more out of a set).
	 */
	struct als_list *als;
	/* the last expansion */
	bool		no_groups;		/* it leaves the groups out: the graph without groups */
	int			cap;			/* literals a table holds at most (HoDoKu's 1000) */
	int			count;			/* literals reached, the start first */
	int		   *order;			/* the literals in the order reached */
	int		   *parent;			/* the literal each was first reached from; -1 */
	int		   *depth;			/* links from the start */
	int		   *pos;			/* its place in order */
	unsigned   *seen;			/* == stamp when reached */
	unsigned	stamp;
	/*
	 * What each literal reaches at all (links_closure): its table without
	 * the cap, so all that any expansion of it can reach, and its table
	 * itself when nlits < cap.  comp[lit] is the literal's strongly
	 * connected component; reach holds reach_words words of literal bits
	 * per component, the candidates' literals only (the others' bits are
	 * 0).  NULL until computed.
	 */
	int		   *comp;
	uint64_t   *reach;
	int			reach_words;
	int			ncomp;
	/* room for reading chains back (links_chain_measure, links_chain_to_step), made once */
	int		   *walk_out;
	unsigned   *walk_mark;
	unsigned	walk_stamp;
	/* links_closure_back: per component, the literals that reach it (itself included) */
	uint64_t   *reach_back;
} link_graph;

/*
 * The most links a search over the graph may follow (its expansions) or
 * write (a net's tables): twenty times what a 9x9 Forcing Net search needs
 * at most on magictour_top1465 (500,000), it keeps a large grid's forcing
 * search to about a second.  A search that would do more ends without a
 * step (the solver guesses), the same on every machine.
 */
#define LINK_WORK_BUDGET 10000000L

/* The graph of the finder's position, with or without groups; NULL when out of memory or stopped. */
link_graph *links_build(sdk_finder *f, bool groups);
/*
 * The graph with groups and almost locked sets as HoDoKu's tables hold
 * them with allowAlsInTablingChains: an ALS node is a set of two cells or
 * more without one of its digits (its entry), off when that digit is off
 * in all of its cells, entered from a candidate or group of the digit that
 * sees all of them; off, it is locked: it takes each other digit out of
 * the cells that see all of that digit in it (links one longer for each
 * two digits of the set), the groups that go whole, the sets that lose a
 * digit whole, and sets the cells it leaves one candidate.  The caller
 * frees it (links_free).
 */
link_graph *links_build_als(sdk_finder *f);
void		links_free(sdk_finder *f, link_graph *g);

/*
 * The same graph kept in the finder for every technique that searches the
 * position (the finder owns it: not to be freed), built by the first that
 * asks; links_forget drops the kept graphs when the position changes.
 */
link_graph *links_get(sdk_finder *f, bool groups);
void		links_forget(sdk_finder *f);
/* Drops what the finder keeps for a position: the graphs and the rectangles. */
void		finder_forget(sdk_finder *f);
/* The node of a candidate, -1 when the cell does not have it. */
static inline int
links_candidate(const link_graph *g, const sdk_logic *lg, int cell, int digit)
{
	return g->cand_node[cell * lg->n + digit - 1];
}

/*
 * Expands start breadth first, at most g->cap literals.  With targets, it
 * stops as soon as all of them are reached (the literals reached so far
 * are those a full expansion reaches first).
 */
void		links_expand(link_graph *g, int start, const int *targets, int ntargets);
/*
 * Computes what every literal reaches (g->comp, g->reach) once for the
 * graph; false (and nothing computed) when out of memory, stopped, or the
 * graph has more than LINK_CLOSURE_MAX literals.
 */
#define LINK_CLOSURE_MAX 4096
bool		links_closure(sdk_finder *f, link_graph *g);

/*
 * The other way round (after links_closure): which literals reach each
 * literal, g->reach_back; false when out of memory or stopped.
 */
bool		links_closure_back(sdk_finder *f, link_graph *g);

static inline const uint64_t *
links_reach_back_row(const link_graph *g, int to)
{
	return g->reach_back + (size_t) g->comp[to] * (size_t) g->reach_words;
}

/* The closure's row of a literal: the candidates' literals it reaches, itself included. */
static inline const uint64_t *
links_reach_row(const link_graph *g, int from)
{
	return g->reach + (size_t) g->comp[from] * (size_t) g->reach_words;
}

/* lit: a candidate's literal */
static inline bool
links_may_reach(const link_graph *g, int from, int lit)
{
	return (links_reach_row(g, from)[lit >> 6] >> (lit & 63)) & 1;
}

/* False when no chain from the candidate on can come back to its cell. */
bool		links_may_return(const link_graph *g, int node);
bool		links_reached(const link_graph *g, int lit);
/* The chain from the start to a reached literal, start first; its length (0 past cap). */
int			links_path(const link_graph *g, int lit, int *path, int cap);

/*
 * The graph of a Forcing Net: each candidate's literals imply what HoDoKu's
 * net tables hold, the premise played forward on a copy of the position
 * with four rounds of the singles it leaves; groups (and with als the
 * almost locked sets of links_build_als) link as in a chain.
 */
link_graph *links_build_net(sdk_finder *f, bool als);
/* Whether the chain to a reached literal needs a net (an inference from several literals). */
bool		links_needs_net(const link_graph *g, int lit);
/* Appends a literal to the step's chains (a group as its cells); flags SDK_CHAIN_START and the like. */
void		links_step_literal(sdk_finder *f, const link_graph *g, int lit, int flags);

/*
 * The chain from the premise of the last expansion to a literal it
 * reached, as HoDoKu builds it: the main chain back through the first
 * inference of each literal and, in a net, a side chain for each further
 * literal an inference needs (back to the main chain).  The premise must
 * have been expanded in full (no targets).  links_chain_measure gives its
 * length as HoDoKu counts it (literals, side chains and their ends, a side
 * chain as often as the main chain passes its fork, almost locked sets'
 * penalties) and whether it is a net; links_chain_to_step appends it to the step (side
 * chains after the main chain, each flagged SDK_CHAIN_NET and starting at
 * its fork).  False when out of memory.
 */
bool		links_chain_measure(sdk_finder *f, link_graph *g, int target, int *length, bool *net);
bool		links_chain_to_step(sdk_finder *f, link_graph *g, int target);

struct sdk_finder
{
	sdk_logic  *lg;
	int			technique;
	int			only;			/* emit only this technique's steps; -1: enabled ones */
	sdk_step_fn emit;
	void	   *arg;
	bool		stopped;
	bool		cancelled;		/* the environment asked to stop */
	sdk_step	step;
	link_graph *links[2];		/* links_get: the position's graphs, without and with groups */
	/*
	 * The unique rectangles of the position in the search's order, kept
	 * for the uniqueness types that follow (tech_uniqueness.c); they go
	 * with the graphs (finder_forget).
	 */
	void	   *rectangles;
	int			nrectangles;
	int			rectangles_cap;
	bool		have_rectangles;
	/* room for techniques whose working sets are too large for the stack */
	union
	{
		clusters	clusters;
		chain_search chains;
		rectangles_seen rectangles;
	}			scratch;
};

/* ---- cell sets ---- */

static inline void
cs_clear(sdk_cellset *s)
{
	memset(s, 0, sizeof(*s));
}

static inline void
cs_add(sdk_cellset *s, int cell)
{
	s->w[cell >> 6] |= (uint64_t) 1 << (cell & 63);
}

static inline void
cs_remove(sdk_cellset *s, int cell)
{
	s->w[cell >> 6] &= ~((uint64_t) 1 << (cell & 63));
}

static inline bool
cs_has(const sdk_cellset *s, int cell)
{
	return (s->w[cell >> 6] >> (cell & 63)) & 1;
}

static inline sdk_cellset
cs_and(const sdk_cellset *a, const sdk_cellset *b)
{
	sdk_cellset r;
	int			i;

	for (i = 0; i < SDK_CELLSET_WORDS; i++)
		r.w[i] = a->w[i] & b->w[i];
	return r;
}

static inline sdk_cellset
cs_or(const sdk_cellset *a, const sdk_cellset *b)
{
	sdk_cellset r;
	int			i;

	for (i = 0; i < SDK_CELLSET_WORDS; i++)
		r.w[i] = a->w[i] | b->w[i];
	return r;
}

static inline sdk_cellset
cs_andnot(const sdk_cellset *a, const sdk_cellset *b)
{
	sdk_cellset r;
	int			i;

	for (i = 0; i < SDK_CELLSET_WORDS; i++)
		r.w[i] = a->w[i] & ~b->w[i];
	return r;
}

static inline bool
cs_empty(const sdk_cellset *s)
{
	int			i;

	for (i = 0; i < SDK_CELLSET_WORDS; i++)
		if (s->w[i])
			return false;
	return true;
}

static inline bool
cs_equal(const sdk_cellset *a, const sdk_cellset *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

/* The number of bits set in a word. */
static inline int
lg_bit_count64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	return (int) ((((x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL) * 0x0101010101010101ULL) >> 56);
}

static inline int
cs_count(const sdk_cellset *s)
{
	int			i,
				count = 0;

	/* most words are empty on a smaller grid */
	for (i = 0; i < SDK_CELLSET_WORDS; i++)
		if (s->w[i])
			count += lg_bit_count64(s->w[i]);
	return count;
}

/* The index of the lowest set bit; x must not be 0. */
static inline int
lg_lowest_bit64(uint64_t x)
{
	uint32_t	low = (uint32_t) x;

	return low ? sdk_lowest_bit(low) : 32 + sdk_lowest_bit((uint32_t) (x >> 32));
}

/* The first cell at or after from, or -1. */
static inline int
cs_next(const sdk_cellset *s, int from)
{
	int			i = from >> 6;
	uint64_t	x;

	if (from >= SDK_MAX_CELLS)
		return -1;
	x = s->w[i] & (~(uint64_t) 0 << (from & 63));
	for (;;)
	{
		if (x)
			return i * 64 + lg_lowest_bit64(x);
		if (++i >= SDK_CELLSET_WORDS)
			return -1;
		x = s->w[i];
	}
}

#define CS_FOR_EACH(cell, set) \
	for ((cell) = cs_next((set), 0); (cell) >= 0; (cell) = cs_next((set), (cell) + 1))

/*
 * HoDoKu's index sum of a step's eliminations (its getIndexSumme): over
 * them in their order, cell * (1 + 80 k) + digit for the k-th from 0.
 * Where HoDoKu sorts the steps of a technique, those with as many
 * eliminations come in the order of this sum, smallest first.
 */
typedef struct index_sum
{
	long		sum;
	long		place;
	int			count;			/* eliminations added */
} index_sum;

static inline void
index_sum_begin(index_sum *s)
{
	s->sum = 0;
	s->place = 1;
	s->count = 0;
}

static inline void
index_sum_add(index_sum *s, int cell, int digit)
{
	s->sum += (long) cell * s->place + digit;
	s->place += 80;
	s->count++;
}

/* One digit out of a set of cells, in cell order. */
static inline void
index_sum_cells(index_sum *s, const sdk_cellset *cells, int digit)
{
	int			c;

	CS_FOR_EACH(c, cells)
		index_sum_add(s, c, digit);
}

/* ---- digits and masks ---- */

#define MASK_FOR_EACH(d, m) \
	for ((d) = sdk_mask_first(m); (d) != 0; (d) = sdk_mask_first((m) & ~(SDK_ALL(d))))

/*
 * Combinations of k indexes out of count, in increasing order: start with
 * comb_first, then comb_next until it returns false.
 */
static inline bool
comb_first(int *idx, int k, int count)
{
	int			i;

	for (i = 0; i < k; i++)
		idx[i] = i;
	return k <= count;
}

static inline bool
comb_next(int *idx, int k, int count)
{
	int			i = k - 1;

	while (i >= 0 && idx[i] == count - k + i)
		i--;
	if (i < 0)
		return false;
	idx[i]++;
	for (i++; i < k; i++)
		idx[i] = idx[i - 1] + 1;
	return true;
}

/* ---- the context ---- */

static inline bool
lg_sees(const sdk_logic *lg, int a, int b)
{
	return cs_has(&lg->peers[a], b);
}

static inline int
lg_unit_type(const sdk_logic *lg, int unit)
{
	return unit / lg->n;
}

/* Empty cells of a unit where d is a mark. */
static inline sdk_cellset
lg_unit_digit(const sdk_logic *lg, int unit, int d)
{
	return cs_and(&lg->unit_set[unit], &lg->digit_cells[d]);
}

/*
 * A list kept in the environment's memory with room for one more item (of
 * size bytes): items itself, or a larger copy (the old one released); NULL
 * when there is no memory, items left as they were.
 */
void	   *lg_list_room(sdk_finder *f, void *items, int *cap, int count, size_t size);

/* Cells that see every cell of a set (the set's own cells excluded). */
sdk_cellset lg_common_peers(const sdk_logic *lg, const sdk_cellset *cells);

/*
 * Asks the environment whether to stop; the long searches call it in their
 * outer loops so that a statement timeout is not kept waiting by one of
 * them on a large grid.  True when the search must end.
 */
static inline bool
finder_interrupted(sdk_finder *f)
{
	if (!f->stopped && f->lg->env->interrupted(f->lg->env->arg))
	{
		f->cancelled = true;
		f->stopped = true;
	}
	return f->stopped;
}

/* ---- building a step ---- */

void		step_begin(sdk_finder *f, sdk_mask digits);
/*
 * A finder that reports several techniques (trap or wrap, say) names the
 * one of this step by its code, after step_begin; its registry entries
 * stand next to each other with the same find function and param, and it
 * runs once for all of them.
 */
void		step_report_as(sdk_finder *f, const char *code);
/* Both ignore a change that is already there or not possible. */
void		step_eliminate(sdk_finder *f, int cell, int digit);
void		step_place(sdk_finder *f, int cell, int digit);
/* Eliminates digit d from every cell of the set that has it. */
void		step_eliminate_set(sdk_finder *f, const sdk_cellset *cells, int digit);
/*
 * Appends a literal to the step's chains (logic.h, SDK_CHAIN_...); false
 * when there is no room left.
 */
bool		step_chain_add(sdk_finder *f, int cell, int digit, int flags);
/*
 * The chain of bivalue cells in order (an XY-Chain, a Remote Pair): in
 * each cell the digit off that the cell before took on (first in the
 * first cell), then the cell's other digit on (tech_chains.c).
 */
void		step_chain_bivalue(sdk_finder *f, int first, const int *cells, int count);
void		step_base(sdk_finder *f, int unit);
void		step_cover(sdk_finder *f, int unit);
void		step_cell(sdk_finder *f, int cell);
/* The pattern part of the explanation, before " => " and the changes. */
void		step_text(sdk_finder *f, const char *fmt,...) SDK_PRINTF_LIKE(2, 3);
/* Appends a cell name, a unit name, a digit to the pattern text. */
void		step_text_cell(sdk_finder *f, int cell);
void		step_text_unit(sdk_finder *f, int unit);
void		step_text_digits(sdk_finder *f, sdk_mask digits, const char *sep);
void		step_text_cells(sdk_finder *f, const sdk_cellset *cells, const char *sep);
void		step_text_units(sdk_finder *f, const int *units, int count, const char *sep);
/*
 * Emits the step when it changes something; returns false when the search
 * should stop (the caller wants no more, or the finder was stopped).
 */
bool		step_emit(sdk_finder *f);

/* ---- changes that keep the singles queues (tech_singles.c) ---- */

/* Takes the position, as HoDoKu reads it: digits in cell order, then deletions. */
void		lg_load(sdk_logic *lg, const sdk_position *p);
void		lg_place(sdk_logic *lg, int cell, int digit);
void		lg_eliminate(sdk_logic *lg, int cell, int digit);

/* ---- the technique families ---- */

void		find_full_house(sdk_finder *f, int param);
void		find_naked_single(sdk_finder *f, int param);
void		find_hidden_single(sdk_finder *f, int param);
void		find_locked_subset(sdk_finder *f, int size);
void		find_locked_candidates(sdk_finder *f, int type);
void		find_naked_subset(sdk_finder *f, int size);
void		find_hidden_subset(sdk_finder *f, int size);
void		find_basic_fish(sdk_finder *f, int size);
void		find_finned_fish(sdk_finder *f, int size);
void		find_sashimi_fish(sdk_finder *f, int size);
void		find_franken_fish(sdk_finder *f, int size);
void		find_finned_franken_fish(sdk_finder *f, int size);
void		find_mutant_fish(sdk_finder *f, int size);
void		find_finned_mutant_fish(sdk_finder *f, int size);
void		find_kraken_fish(sdk_finder *f, int param);
void		find_skyscraper(sdk_finder *f, int param);
void		find_two_string_kite(sdk_finder *f, int param);
void		find_turbot_fish(sdk_finder *f, int param);
void		find_empty_rectangle(sdk_finder *f, int param);
void		find_xy_wing(sdk_finder *f, int param);
void		find_xyz_wing(sdk_finder *f, int param);
void		find_w_wing(sdk_finder *f, int param);
void		find_remote_pair(sdk_finder *f, int param);
void		find_bug_plus_one(sdk_finder *f, int param);
void		find_simple_colors(sdk_finder *f, int param);
void		find_multi_colors(sdk_finder *f, int param);
void		find_x_chain(sdk_finder *f, int param);
void		find_unique_rectangle(sdk_finder *f, int type);
void		find_hidden_rectangle(sdk_finder *f, int param);
void		find_avoidable_rectangle(sdk_finder *f, int type);
void		find_xy_chain(sdk_finder *f, int param);
void		find_nice_loops(sdk_finder *f, int grouped);
void		find_forcing(sdk_finder *f, int net);
void		find_sue_de_coq(sdk_finder *f, int param);
void		find_templates(sdk_finder *f, int param);
void		find_als(sdk_finder *f, int kind);

#endif							/* SUDOKU_LOGIC_INTERNAL_H */
