/*
 * engine.h -- the logical engine's face for the techniques: the solving
 * state (position, units, peers, where each digit can go; state.c) and
 * its operations, cell sets, the finder a technique runs in, and the
 * helpers that build and emit a step (step.c).  The implication engine
 * is links.h, the almost locked sets als.h; the public face is logic.h.
 * Included by logic/ and techniques/ only (README, "Layout").
 */
#ifndef SUDOKU_ENGINE_H
#define SUDOKU_ENGINE_H

#include "logic.h"

#include <string.h>

/*
 * HoDoKu's queues of singles (state.c): a cell and digit are queued
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

/* The slots of what techniques keep for a whole solve (sdk_finder.kept). */
typedef enum finder_kept
{
	FINDER_KEPT_NESTED,			/* se_chains_nested.c */
	FINDER_KEPT_ALS,			/* tech_als.c */
	FINDER_KEPT_ALS_UNITS,		/* als.c */
	FINDER_KEPT_SLOTS
} finder_kept;

/* Fish sizes the solver keeps quiet digits for (sdk_logic.fish_quiet): up to 7, a Leviathan. */
#define LG_FISH_QUIET_SIZES 8
/*
 * The single-digit searches that keep, per digit, the epoch of a search
 * whose part for the digit offered no step (sdk_logic.digit_quiet).
 */
enum
{
	LG_DIGIT_SKYSCRAPER,
	LG_DIGIT_KITE,
	LG_DIGIT_TURBOT,
	LG_DIGIT_EMPTY_RECTANGLE,
	LG_DIGIT_X_CHAIN,
	LG_DIGIT_SIMPLE_COLORS,
	LG_DIGIT_MULTI_COLORS,
	LG_DIGIT_POINTING,
	LG_DIGIT_CLAIMING,
	LG_DIGIT_SEARCHES
};

/*
 * The blocks the solver keeps between searches (sdk_logic.kept): at most
 * this many, this large in all, each this large at least (smaller ones go
 * back to the caller's allocator, which keeps them well itself).
 */
#define LOGIC_KEPT_BLOCKS 8
#define LOGIC_KEPT_BYTES ((size_t) 4 << 20)
#define LOGIC_KEPT_MIN ((size_t) 16 << 10)

struct sdk_logic
{
	sdk_position pos;
	int			n;
	int			ncells;
	int			nunits;
	/*
	 * How many solutions the position has (up to 2) and the first of them,
	 * settled when first needed (logic_settle): when a technique that
	 * assumes one solution finds a step, at the first guess, at the end of
	 * a rating.  Until the first guess every step applied holds in every
	 * solution, so the position's solutions are the puzzle's, and the exact
	 * search starts from the position reached (usually easier than from
	 * the puzzle; a path that needs none of it, a hint say, makes none).  A
	 * guess needs only a solution to follow: its search stops past the
	 * first when the proof would be long (guess_ready in solve.c), and
	 * settling waits.  After a guess the position's solutions are the
	 * puzzle's that agree with the guesses, and a count of two or more is
	 * asked again after the next guess.
	 */
	bool		settled;
	uint64_t	count;			/* its solutions, 0, 1 or 2 (two or more); 1: unique */
	uint8_t		solution[SDK_MAX_CELLS];	/* the first (count > 0), or the one guessed from */
	bool		guessed;		/* a guess was made: solution holds, settled or not */
	sdk_position before_guess;	/* the position the first guess was made in */
	sdk_cellset guess_cells;	/* the cells filled by guesses */
	bool		puzzle_is_givens;	/* the puzzle was its givens alone (see givens_unique) */
	/*
	 * The puzzle as the caller gave it, while the call that started the
	 * solve lasts (NULL in a session, settled when it begins): with two
	 * solutions or more the guesses follow its first, found as before.
	 */
	const sdk_position *puzzle;
	sdk_error	failure;		/* why settling failed, when a finder stopped for it */
	/*
	 * Whether the puzzle of the givens alone has one solution (1 or 0; -1
	 * not known yet): avoidable rectangles swap digits that are not givens.
	 */
	int			givens_unique;
	sdk_logic_options opts;		/* the techniques and HoDoKu's settings */
	/*
	 * The registry (sdk_technique_at), kept here so that the techniques and
	 * the step helpers they call read it without calling back up into it.
	 */
	const sdk_technique *techniques;
	int			ntechniques;
	/*
	 * The environment the techniques use: the solver's own over the
	 * caller's, which notes an allocation refused (out_of_memory).  A
	 * search that cannot get memory ends without a step, and a step missed
	 * would make another path; so the solve ends then with an error
	 * instead (solve.c, memory_failed).
	 */
	const sdk_env *env;
	const sdk_env *caller_env;
	sdk_env		own_env;
	bool		out_of_memory;
	/*
	 * Large blocks released by the searches, kept for the next that asks
	 * for one of about the size (solve.c, logic_alloc): a search takes the
	 * same blocks at every step, and the caller's allocator would hand
	 * back fresh pages each time, faulted in and cleared by the kernel.
	 * Most recent first; given back when the solve ends (logic_free).
	 */
	struct logic_block *kept[LOGIC_KEPT_BLOCKS];
	int			nkept;
	size_t		kept_bytes;
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint8_t		cell_units[SDK_MAX_CELLS][3];
	uint8_t		cell_index[SDK_MAX_CELLS][3];	/* k of the cell in unit_cells of each */
	sdk_cellset unit_set[3 * SDK_MAX_SIZE];
	sdk_cellset peers[SDK_MAX_CELLS];
	/* kept with pos by lg_place and lg_eliminate (state.c): */
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
	/*
	 * What changed between the solver's searches (logic_track, before
	 * each position's search): the search's number (its epoch, from 1);
	 * per digit and per unit, the epoch of the last search before which
	 * its candidates changed, found against the copy seen then; per cell
	 * the same.  A
	 * search made of parts that each read one digit's candidates, or the
	 * cells of a few units, keeps the epoch of each part that met nothing
	 * and passes over that part while what it reads stays the same
	 * (lg_quiet_digit, lg_quiet_units).
	 */
	uint32_t	epoch;
	uint32_t	digit_epoch[SDK_MAX_SIZE + 1];
	uint32_t	unit_epoch[3 * SDK_MAX_SIZE];
	uint32_t	cell_epoch[SDK_MAX_CELLS];
	/* the last epoch before which a cell gained a candidate or lost its digit (a guess taken back) */
	uint32_t	grow_epoch;
	sdk_mask	seen_cand[SDK_MAX_CELLS];
	uint8_t		seen_value[SDK_MAX_CELLS];
	/* the parts that met nothing: line fish by kind, size and digit (tech_fish.c) */
	uint32_t	fish_quiet[3][LG_FISH_QUIET_SIZES][SDK_MAX_SIZE + 1];
	/*
	 * Franken and Mutant fish by kind (FISH_FRANKEN to FISH_FINNED_MUTANT),
	 * size and digit, with the work each search of one took
	 * (tech_fish_general.c)
	 */
	uint32_t	gen_fish_quiet[4][LG_FISH_QUIET_SIZES][SDK_MAX_SIZE + 1];
	long		gen_fish_quiet_work[4][LG_FISH_QUIET_SIZES][SDK_MAX_SIZE + 1];
	/* Sue de Coq by line and box (tech_sue_de_coq.c), with the subsets each looked at */
	uint32_t	sdc_quiet[2 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint32_t	sdc_quiet_work[2 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	/*
	 * The single-digit patterns, colouring, X-Chains and locked candidates
	 * by LG_DIGIT_... and digit (tech_single_digit.c, tech_coloring.c,
	 * tech_chains.c, tech_intersections.c)
	 */
	uint32_t	digit_quiet[LG_DIGIT_SEARCHES][SDK_MAX_SIZE + 1];
	/* naked, locked and hidden subsets by size (2 to 4) and unit (tech_subsets.c) */
	uint32_t	subset_quiet[3][3][3 * SDK_MAX_SIZE];
	/*
	 * Remote Pairs by pair of digits (the lower first; tech_wings.c): the
	 * epoch of a search whose chains of the pair eliminated nothing, and
	 * how many cells held just the pair then
	 */
	uint32_t	remote_pair_quiet[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
	uint16_t	remote_pair_cells[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
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

struct sdk_finder
{
	sdk_logic  *lg;
	int			technique;
	int			only;			/* emit only this technique's steps; -1: enabled ones */
	sdk_step_fn emit;
	void	   *arg;
	bool		stopped;
	bool		cancelled;		/* the environment asked to stop */
	/*
	 * Steps with changes offered so far (to step_emit, or kept to be
	 * emitted later): a part of a search after which it has not grown
	 * offered none (lg_digit_quiet)
	 */
	long		offered;
	sdk_step	step;
	struct link_graph *links[2];		/* links_get: the position's graphs, without and with groups */
	/*
	 * The unique rectangles of the position in the search's order, kept
	 * for the uniqueness types that follow (tech_uniqueness.c); they go
	 * with the graphs (finder_forget).
	 */
	void	   *rectangles;
	int			nrectangles;
	int			rectangles_cap;
	bool		have_rectangles;
	/*
	 * What a technique keeps for the whole solve, from one step to the
	 * next, a slot each (finder_kept): se_chains_nested.c the results of
	 * the rules run inside chains, by the grid they ran on; tech_als.c
	 * its last search that met nothing.  kept_free frees a slot when the
	 * solve ends (finder_end); finder_forget leaves them.
	 */
	void	   *kept[FINDER_KEPT_SLOTS];
	void		(*kept_free[FINDER_KEPT_SLOTS]) (sdk_finder *f);
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

/* The words of a cell set that the position's grid uses (the rest stay 0). */
static inline int
lg_cell_words(const sdk_logic *lg)
{
	return (lg->ncells + 63) >> 6;
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
 * when there is no memory or the copy was interrupted (f->cancelled),
 * items left as they were.
 */
void	   *lg_list_room(sdk_finder *f, void *items, int *cap, int count, size_t size);
/* Room for n more items after count, in one allocation when it grows. */
void	   *lg_list_room_for(sdk_finder *f, void *items, int *cap, int count, int n, size_t size);

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
/*
 * The same for Sudoku Explainer's techniques, which have no code: the
 * entry by its exact name (after Guess), and the step's difficulty in
 * tenths (0: the entry's base, its score).  A name not in the registry
 * leaves the technique as it was.
 */
void		step_report_se(sdk_finder *f, const char *name, int difficulty);
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

/* ---- the state's operations (state.c) ---- */

/* The units and peers of the position's geometry, and the position (not settled). */
void		logic_init(sdk_logic *lg, const sdk_position *p);
/* The working sets (empty, digit_cells, digit_places) from pos, before each search. */
void		logic_refresh(sdk_logic *lg);
/* After logic_refresh, in the solver: a new epoch, and the digits and units that changed since the last. */
void		logic_track(sdk_logic *lg);

/*
 * Whether a part of a search that met nothing at epoch quiet (0: never)
 * would meet nothing again: the digit's candidates, or those of the
 * units' cells, have not changed since.
 */
static inline bool
lg_quiet_digit(const sdk_logic *lg, uint32_t quiet, int digit)
{
	return quiet != 0 && lg->digit_epoch[digit] <= quiet;
}

static inline bool
lg_quiet_units(const sdk_logic *lg, uint32_t quiet, int unit1, int unit2)
{
	return quiet != 0 && lg->unit_epoch[unit1] <= quiet && lg->unit_epoch[unit2] <= quiet;
}

/* Whether the search keeps a record of its quiet parts: the solver's, not a listing. */
static inline bool
lg_keeps_quiet(const sdk_finder *f)
{
	return f->only < 0 && f->lg->epoch > 0;
}

/*
 * The solver's record of a single-digit search (LG_DIGIT_...): per digit,
 * the epoch of a search whose part for the digit offered no step, which
 * lg_quiet_digit reads; NULL when listing steps (sdk_find_steps) or
 * outside the solver's loop.  A search passes over a quiet digit and,
 * for each digit it went through to the end with f->offered unchanged
 * (the search not stopped), notes the epoch.
 */
static inline uint32_t *
lg_digit_quiet(sdk_finder *f, int search)
{
	return lg_keeps_quiet(f) ? f->lg->digit_quiet[search] : NULL;
}
/* Takes the position, as HoDoKu reads it: digits in cell order, then deletions. */
void		lg_load(sdk_logic *lg, const sdk_position *p);
/* The changes that keep the singles queues. */
void		lg_place(sdk_logic *lg, int cell, int digit);
void		lg_eliminate(sdk_logic *lg, int cell, int digit);
void		lg_queue_add(sdk_logic *lg, singles_queue *q, int cell, int digit);
void		lg_remove_hidden(sdk_logic *lg, int unit, int digit);
/*
 * A step's changes, made as HoDoKu makes them: placements, then
 * eliminations (in their order, or unit by unit for SDK_STEP_UNIT_ORDER:
 * an elimination made once is no change the second time).
 */
void		logic_apply(sdk_logic *lg, const sdk_step *step);

/* Whether entry i of a singles queue is still open: its cell empty with its digit. */
static inline bool
singles_entry_open(const sdk_logic *lg, const singles_queue *q, int i)
{
	return lg->pos.value[q->cell[i]] == 0 && (lg->pos.cand[q->cell[i]] & SDK_BIT(q->digit[i]));
}

/* ---- the registry, as the techniques read it (lg->techniques) ---- */

/* The entry of a technique index, NULL when there is none. */
static inline const sdk_technique *
lg_technique(const sdk_logic *lg, int technique)
{
	return technique >= 0 && technique < lg->ntechniques ? &lg->techniques[technique] : NULL;
}

/* The index of a HoDoKu code in a registry, -1 when unknown (sdk_technique_lookup reads codes so first). */
static inline int
technique_code_index(const sdk_technique *techniques, int count, const char *code)
{
	int			i;

	for (i = 0; i < count; i++)
		if (techniques[i].code[0] && strcmp(techniques[i].code, code) == 0)
			return i;
	return -1;
}

static inline int
lg_technique_code(const sdk_logic *lg, const char *code)
{
	return technique_code_index(lg->techniques, lg->ntechniques, code);
}

/* Whether the options enable the technique (sdk_technique_enabled). */
static inline bool
lg_technique_enabled(const sdk_logic *lg, int technique)
{
	if (technique >= 0 && technique < lg->ntechniques &&
		(lg->techniques[technique].flags & SDK_TECH_SE))
		return lg->opts.model == SDK_MODEL_SE;
	return technique >= 0 && technique < lg->ntechniques &&
		((lg->opts.enabled[technique >> 6] >> (technique & 63)) & 1);
}

/*
 * Settles the puzzle's solutions (lg->count, lg->solution) if
 * not yet done (solve.c); false with err set when the search was
 * interrupted or out of memory.
 */
bool		logic_settle(sdk_logic *lg, sdk_error *err);
/*
 * Whether the givens alone, without the digits filled since, have one
 * solution (avoidable rectangles), asked once (state.c).
 */
bool		logic_givens_unique(sdk_logic *lg);
/* Drops what the finder keeps for a position: the graphs and the rectangles (solve.c). */
void		finder_forget(sdk_finder *f);
/* At the end of a solve: what finder_forget drops, and what was kept for the whole solve. */
void		finder_end(sdk_finder *f);

/* ---- the registry's finders (options.c) ---- */

/* Whether a registry entry's finder is the one of the entry before it (it runs once for both). */
bool		lg_shares_finder(int technique);

#endif							/* SUDOKU_ENGINE_H */
