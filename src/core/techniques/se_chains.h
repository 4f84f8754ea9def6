/*
 * se_chains.h -- Sudoku Explainer's chaining, inside the family (se_chains*.c):
 * the working grid a search shrinks, the propagations (sets of nodes with
 * their parents), the hints found, and the helpers the files share.
 *
 * A node is a candidate on or off (a literal: 2 * candidate + 1 when on),
 * with its parents: the first is the node it follows from, the others the
 * removed candidates it also needs (SE's hidden parents in dynamic mode,
 * the rule parents of an elimination found inside a chain at level 1).
 * Candidates are numbered densely over the position the search starts
 * from, in cell and digit order.
 */
#ifndef SUDOKU_SE_CHAINS_H
#define SUDOKU_SE_CHAINS_H

#include "techniques.h"

/* How a node follows from its first parent (SE's Potential.Cause). */
enum
{
	SEC_ASSUMED,				/* the start of a propagation */
	SEC_NAKED,					/* the cell's only other candidate, or one of its others off */
	SEC_HIDDEN_BOX,				/* the digit's other place in a box, or off there */
	SEC_HIDDEN_ROW,
	SEC_HIDDEN_COL,
	SEC_ADVANCED				/* an elimination of a technique on the shrunken grid */
};

#define SEC_LIT(cand, on) (2 * (cand) + ((on) ? 1 : 0))
#define SEC_CAND(lit) ((lit) >> 1)
#define SEC_ON(lit) (((lit) & 1) != 0)

typedef struct sec_node
{
	int			lit;
	int			cause;			/* SEC_... */
	int			first;			/* its parents: par[first .. first + npar) */
	int			npar;
	int			count;			/* its ancestors (SE's complexity), -1 when not counted yet */
	int			nest;			/* an elimination of a chain inside (x->nests), -1 */
} sec_node;

/*
 * One propagation: its nodes, the on and off sets in the order nodes were
 * added (which is also the order they are expanded), and the
 * contradiction that ended it, if any.
 */
typedef struct sec_prop
{
	sec_node   *node;
	int			nnode;
	int			node_cap;
	int		   *par;
	int			npar;
	int			par_cap;
	int		   *at;				/* lit -> its node in the sets, -1 */
	int		   *on;
	int			non;
	int			on_cap;
	int		   *off;
	int			noff;
	int			off_cap;
	int			contra_on;		/* the contradiction: the node on and the node off, -1 */
	int			contra_off;
	bool		done;			/* propagated (a kept one, x->cache) */
	bool		nested;			/* it has nodes from chains inside (levels 2 to 5) */
} sec_prop;

/* The kinds of hint (their order is no sort key: see sec_hint.sortkey). */
enum
{
	SEC_CYCLE,
	SEC_FORCING,				/* a static forcing chain */
	SEC_BINARY,					/* contradiction, double or Nishio */
	SEC_CELL,
	SEC_REGION
};

#define SEC_X 1
#define SEC_Y 2

/* A removable set of candidates: a cell and digits. */
typedef struct sec_removal
{
	int			cell;
	sdk_mask	digits;
} sec_removal;

typedef struct sec_hint
{
	double		difficulty;		/* as SE computes it, in doubles */
	int			complexity;
	int			sortkey;
	int			order;			/* found order (the stable sort's last key) */
	int			kind;			/* SEC_CYCLE ... */
	int			xy;				/* SEC_X, SEC_Y: the links of a static search */
	bool		absurd;			/* a contradiction (or Nishio) */
	int			cells;			/* a cycle's distinct cells; a forcing chain's count */
	int			place_cell;		/* the digit placed, or -1 */
	int			place_digit;
	int			unit;			/* a region hint's unit */
	int			src_lit;		/* the assumption (binary), the cell's (cell hints) */
	int			rem_first;		/* removals[rem_first .. + nrem), by cell */
	int			nrem;
	int			chain_first;	/* chain[chain_first .. + nchain): 2 * lit + 1 at a chain's start */
	int			nchain;
	/* a hint found inside a chain (sec_ctx.inner): its identity and the singles its chains use */
	uint64_t	id;				/* SE's FullChain: its targets and their ancestors, in order */
	int			src_first;		/* src[src_first .. + nsrc): SEC_SRC */
	int			nsrc;
} sec_hint;

/*
 * A single a hint inside a chain needs, whose cell or region the outer
 * chain may have emptied: the cell's candidates (type 0) or the digit's
 * places in the cell's box, row or column (types 1 to 3: SEC_HIDDEN_BOX -
 * SEC_NAKED ...).
 */
#define SEC_SRC(cell, type, d) (((cell) << 7) | ((type) << 5) | (d))
#define SEC_SRC_CELL(s) ((s) >> 7)
#define SEC_SRC_TYPE(s) (((s) >> 5) & 3)
#define SEC_SRC_DIGIT(s) ((s) & 31)

/* A chaining hint whose eliminations became nodes of a chain (levels 2 to 5). */
typedef struct sec_nest
{
	uint64_t	id;				/* sec_hint.id */
	int			complexity;		/* its own, its nested chains' included */
} sec_nest;

/* A consequence of one node (SE's getOnToOff, getOffToOn). */
typedef struct sec_out
{
	int			lit;
	int			cause;
	int			unit;			/* the region of a hidden rule, -1 for the cell rule */
} sec_out;

#define SEC_MAX_OUT (4 * SDK_MAX_SIZE)

/* The most candidates for which a search keeps the propagation of each on. */
#define SEC_CACHE_CANDS 512

/*
 * The work a rule's search may do, in nodes made and links read, the
 * searches inside its chains included: the same on every machine.  Past
 * it the rule gives nothing (and the solver goes on to the next).  The
 * hardest 9x9 puzzles known take a few million at most (TESTING.md);
 * large grids reach it in the nested levels.
 */
#define SEC_WORK_BUDGET 100000000L

/* The most words the static rule's closure takes (else it goes without). */
#define SEC_REACH_WORDS (1 << 20)

/* The search: the rule's flags, the grid, its propagations and hints. */
typedef struct sec_ctx
{
	sdk_finder *f;
	sdk_logic  *lg;
	int			n;
	int			ncells;
	bool		multiple;
	bool		dynamic;
	bool		nishio;
	int			level;
	bool		inner;			/* run inside a chain: its hints are read, not emitted */
	bool		failed;			/* out of memory, stopped, or out of work */
	long	   *work;			/* the work done: the outermost search's, shared */
	long		own_work;
	int			cap;			/* the candidates the arrays are sized for */
	/* candidates: number of each (cell, digit) of the start, and back */
	int			ncand;
	int		   *cid;			/* cell * n + digit - 1 -> candidate, -1 */
	uint16_t   *cand_cell;
	uint8_t    *cand_digit;
	/* the working grid, and the grid the current propagation started from */
	sdk_mask	cand[SDK_MAX_CELLS];
	uint32_t	place[SDK_MAX_SIZE + 1][3 * SDK_MAX_SIZE];
	sdk_mask	save_cand[SDK_MAX_CELLS];
	uint32_t	save_place[SDK_MAX_SIZE + 1][3 * SDK_MAX_SIZE];
	sdk_mask	start_cand[SDK_MAX_CELLS];	/* the position searched */
	sdk_cellset digit_cells[SDK_MAX_SIZE + 1];	/* its cells with each digit */
	int		   *undo;			/* candidates removed by the current propagation */
	int			nundo;
	/* the ancestors' walk */
	int		   *seen;			/* lit -> walk number */
	int			walk;
	int		   *queue;
	/* the static rule's links, for every literal: adj[adj_first[lit] .. adj_first[lit + 1]) */
	int		   *adj_first;
	int		   *adj;
	int			adj_cap;
	/* their strong components, and what each reaches (se_chains.c) */
	int		   *comp;
	int		   *comp_index;
	int		   *comp_low;
	int		   *comp_stack;
	int		   *comp_call;
	int		   *comp_edge;
	uint64_t   *reach;
	int			reach_words;	/* 0: not known */
	int			reach_cap;
	/* level 1: the crossings of units (bits of the first's places in the second), empty cells, digits placed */
	uint32_t   *cross;
	int			unit_empty[3 * SDK_MAX_SIZE];
	int			occurrences[SDK_MAX_SIZE + 1];
	/*
	 * The propagations: the static rule's three; else with cache one per
	 * candidate on (kept for the search: SE propagates one again for each
	 * region it is a place in) and one off, without it one per candidate of
	 * a cell, one off and one per place of a region.
	 */
	bool		cache;
	sec_prop   *props;
	int			nprops;
	int			props_cap;
	/* the hints */
	sec_hint   *hints;
	int			nhints;
	int			hints_cap;
	sec_removal *removals;
	int			nremovals;
	int			removals_cap;
	int		   *chain;
	int			nchain;
	int			chain_cap;
	/* levels 2 to 5: the hints of chains inside, the singles inner hints use, scratch */
	sec_nest   *nests;
	int			nnests;
	int			nests_cap;
	int		   *src;
	int			nsrc;
	int			src_cap;
	int		   *scratch;
	int			scratch_cap;
	uint64_t   *ids;
	int			ids_cap;
	struct sec_ctx *kids[2];	/* the rules inside, kept from one run to the next */

	/*
	 * A rule's whole search on a grid, its hints in SE's order (se_chains.c's
	 * sec_run): how a chain runs the rules inside it (se_chains_nested.c),
	 * through here so that the files that search and the one that nests do
	 * not call each other.
	 */
	const struct sec_hint **(*run) (struct sec_ctx *c, const sdk_mask *cand, int *count);
	bool		adv_ready;		/* cross, unit_empty, occurrences made */
} sec_ctx;

/* se_chains_nodes.c: memory, the grid, propagations, ancestors, hints */
extern const int sec_region_types[3];
bool		sec_room(sec_ctx *x, void **items, int *cap, int need, size_t size);
void	   *sec_alloc(sec_ctx *x, int count, size_t size);
void		sec_free(sec_ctx *x, void *p);
int			sec_cid(const sec_ctx *x, int cell, int digit);
void		sec_remove(sec_ctx *x, int cand);
void		sec_restore(sec_ctx *x);
int			sec_on_to_off(const sec_ctx *x, int lit, bool y, sec_out *out);
int			sec_off_to_on(const sec_ctx *x, int lit, bool y, bool xl, sec_out *out);
void		sec_prop_reset(sec_prop *p);
int			sec_prop_add(sec_ctx *x, sec_prop *p, int lit, int cause, int parent);
bool		sec_prop_add_parent(sec_ctx *x, sec_prop *p, int node, int parent);
bool		sec_prop_list(sec_ctx *x, sec_prop *p, int node);
bool		sec_insert(sec_ctx *x, sec_prop *p, int q);
int			sec_advanced_node(sec_ctx *x, sec_prop *p, int cand, const int *parents, int npar);
sec_prop   *sec_prop_get(sec_ctx *x, int i);
int			sec_ancestors(sec_ctx *x, sec_prop *p, int node);
double		sec_difficulty(double base, int complexity);
sec_hint   *sec_hint_new(sec_ctx *x, int kind);
void		sec_hint_remove(sec_ctx *x, sec_hint *h, int cell, sdk_mask digits);
void		sec_hint_chain(sec_ctx *x, sec_hint *h, const sec_prop *p, int node);
void		sec_hint_target(sec_ctx *x, sec_hint *h, int lit);

/* se_chains_multiple.c: Nishio, multiple and dynamic forcing chains */
bool		sec_chain(sec_ctx *x, sec_prop *p);
void		sec_multiple_search(sec_ctx *x);

/* se_chains_plus.c: the eliminations inside a dynamic chain (level 1) */
bool		sec_advanced_setup(sec_ctx *x);
bool		sec_advanced(sec_ctx *x, sec_prop *p);

/* se_chains_nested.c: chains inside chains (levels 2 to 5) */
bool		sec_nested(sec_ctx *x, sec_prop *p);
int			sec_nested_complexity(sec_ctx *x, sec_prop *const *props, const int *nodes, int count);
void		sec_inner_hint(sec_ctx *x, sec_hint *h, sec_prop *const *props, const int *nodes, int count, int root);
void		sec_inner_cycle(sec_ctx *x, sec_hint *h, const sec_prop *p, int end);

#endif							/* SUDOKU_SE_CHAINS_H */
