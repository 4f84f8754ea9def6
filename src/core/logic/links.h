/*
 * links.h -- the implication engine (links.c): nodes, their literals and
 * the literals each implies directly, in HoDoKu's order; the breadth-first
 * expansion of one literal (HoDoKu's table), what every literal reaches,
 * and the chains read back from a table, for the chain and forcing
 * techniques.
 */
#ifndef SUDOKU_LINKS_H
#define SUDOKU_LINKS_H

#include "engine.h"

/*
 * Nodes, their literals (a node set on or off) and the literals each
 * implies directly, in HoDoKu's order; and the breadth-first expansion of
 * one literal (HoDoKu's table), which keeps for every literal it reaches
 * the literal it was first reached from.
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
 * almost locked sets of links_build_als) link as in a chain.  Without als
 * it starts from the chain graph the finder kept (links_get), which it
 * takes over: a later search of the same position builds that again.  The
 * caller frees it (links_free).
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

#endif							/* SUDOKU_LINKS_H */
