/*
 * als.h -- almost locked sets (als.c), shared by the techniques that use
 * them: the ALS family (tech_als.c) and, as nodes, the implication engine.
 *
 * An almost locked set is k cells of one unit holding k + 1 digits between
 * them: remove any one digit and the rest is locked.  Two sets have a
 * restricted common digit when every cell of the one that holds it sees
 * every cell of the other that does: at most one of the two sets holds it.
 */
#ifndef SUDOKU_ALS_H
#define SUDOKU_ALS_H

#include "engine.h"

/*
 * Cell sets here are runs of the position's nw words (als_list.words, 2
 * words for a 9x9), each named by its offset there: a sdk_cellset is ten
 * words long whatever the grid, and hundreds of sets are made for each
 * search.  als_cellset gives one as a sdk_cellset.
 */

/* One digit of a set: its cells with the digit, and the cells outside that see them all. */
typedef struct als_digit
{
	int			cells;			/* HoDoKu's indicesPerCandidat */
	int			buddies;		/* ... buddiesPerCandidat: outside the set, with the digit */
	int			first;			/* the first of its cells */
} als_digit;

typedef struct als
{
	int			cells;
	int			buddies;		/* the union of its digits' buddies */
	sdk_mask	digits;
	int			ncells;
	int			first;			/* its digits' entries in als_list.per, ascending digit */
} als;

/*
 * A restricted common of sets a and b: one digit (d2 == 0) or two.
 * actual is the chain search's state (HoDoKu's actualRC): 1 d1, 2 d2, 3 both.
 */
typedef struct als_rc
{
	int			a;
	int			b;
	uint8_t		d1;
	uint8_t		d2;
	uint8_t		actual;
} als_rc;

/*
 * The sets of a position in HoDoKu's order (its SudokuStepFinder.getAlses):
 * units in the order rows, columns, boxes; in each, the subsets of its
 * empty cells depth first in unit order (a cell, then the sets that add
 * later cells to it); a set of cells found before in another unit is not
 * listed again.  Up to n - 1 cells a set.  A single cell with two
 * candidates is a set too unless asked otherwise.
 *
 * The restricted commons (its getRestrictedCommons) of each pair of sets
 * a < b, in that order: sets that share a cell are left out unless overlap
 * is allowed, and then a digit held in a shared cell is no common.
 * rc_first[a] .. rc_first[a + 1] - 1 are the commons of set a.
 */
typedef struct als_list
{
	sdk_finder *f;
	int			count;
	int			cap;
	als		   *items;
	int			nper;
	int			per_cap;
	als_digit  *per;
	int			nwords;
	int			words_cap;
	uint64_t   *words;
	int			nrc;
	int			rc_cap;
	als_rc	   *rc;
	int		   *rc_first;		/* count + 1 entries */
	int			nw;				/* words of a cell set the position uses (the rest are 0) */
	long		work;			/* sets tried, pairs compared, ...: see ALS_WORK_BUDGET */
	long		calls;			/* of als_work */
	bool		exhausted;		/* the work budget ran out */
} als_list;

/*
 * The most work one ALS search may do, counted in set words: each set
 * tried, pair of sets compared or chain link followed counts the words of
 * a cell set (2 on a 9x9, 10 on a 25x25), as its set operations take
 * longer on a larger grid.  Ten times what the solver's search needs at
 * most on a 9x9 (magictour_top1465, about 4.5 million) and above what
 * listing every ALS-Chain of a 9x9 position took in the positions
 * measured (140 million, seconds), it keeps a large grid's search to
 * about a second: one that would do more ends where it is (no step, or
 * the steps found so far), the same on every machine.
 */
#define ALS_WORK_BUDGET 200000000L

/*
 * Adds work; true when the budget is spent or the search was interrupted
 * (asked every 4096 calls).
 */
static inline bool
als_work(als_list *l, long amount)
{
	l->work += amount * l->nw;
	if (l->work > ALS_WORK_BUDGET)
		l->exhausted = true;
	if ((++l->calls & 4095) == 0)
		finder_interrupted(l->f);
	return l->exhausted || l->f->stopped;
}

static inline const uint64_t *
als_words(const als_list *l, int run)
{
	return l->words + run;
}

/* A run of words as a cell set. */
static inline void
als_cellset(const als_list *l, int run, sdk_cellset *out)
{
	cs_clear(out);
	memcpy(out->w, l->words + run, sizeof(uint64_t) * (size_t) l->nw);
}

static inline bool
als_has(const als_list *l, int run, int cell)
{
	return (l->words[run + (cell >> 6)] >> (cell & 63)) & 1;
}

/* The lowest bit of a word that is not 0. */
static inline int
als_lowest(uint64_t x)
{
	return (uint32_t) x ? sdk_lowest_bit((uint32_t) x) : 32 + sdk_lowest_bit((uint32_t) (x >> 32));
}

/* Whether two runs of nw words share a cell. */
static inline bool
als_meets(const uint64_t *a, const uint64_t *b, int nw)
{
	int			i;

	for (i = 0; i < nw; i++)
		if (a[i] & b[i])
			return true;
	return false;
}

/* Whether every cell of a lies in b. */
static inline bool
als_within(const uint64_t *a, const uint64_t *b, int nw)
{
	int			i;

	for (i = 0; i < nw; i++)
		if (a[i] & ~b[i])
			return false;
	return true;
}

/* r = a & b; whether r has a cell */
static inline bool
als_and(uint64_t *r, const uint64_t *a, const uint64_t *b, int nw)
{
	uint64_t	any = 0;
	int			i;

	for (i = 0; i < nw; i++)
		any |= r[i] = a[i] & b[i];
	return any != 0;
}

/*
 * The sets and RCs of an earlier position of the same solve, kept
 * (als_keep) to be matched with a later one's (als_match): where no cell
 * has gained a candidate since, a set holding no cell changed since was a
 * set then too, and two such sets have the RCs they had
 * (als_collect_rcs_since takes them over).
 */
typedef struct als_then
{
	int			count;
	int			nw;
	int			nrc;
	uint64_t   *cells;			/* count * nw words: each set's cells */
	int		   *rc_first;		/* count + 1 */
	als_rc	   *rc;
} als_then;

/* Collects the sets of the finder's position; false when out of memory or stopped. */
bool		als_collect(sdk_finder *f, als_list *l, bool singles);
/*
 * The same, single cells included, for the solver's search of a tracked
 * position (sdk_logic.epoch > 0): the sets each unit's walk found are kept
 * in the finder, and a unit unchanged since (sdk_logic.unit_epoch) gives
 * the same sets for the same work without its walk.
 */
bool		als_collect_solving(sdk_finder *f, als_list *l);
/* Collects the restricted commons of the sets; false when out of memory or stopped. */
bool		als_collect_rcs(als_list *l, bool overlap);
void		als_free(als_list *l);

/* Keeps l's sets and RCs in *t (cleared first); false when out of memory (then empty). */
bool		als_keep(als_then *t, const als_list *l);
void		als_then_clear(als_then *t, const sdk_env *env);

/*
 * Matches l's sets with those of t, given the cells changed since
 * (nw words): moved[i] whether set i holds one; then_of[i] its index in t
 * when it does not, else -1; now_of[k] the index in l of t's set k when
 * that holds no changed cell, else -1.  False when out of memory.
 */
bool		als_match(const als_list *l, const als_then *t, const uint64_t *changed,
					  bool *moved, int *then_of, int *now_of);

/*
 * als_collect_rcs for a list matched with t (als_match): the RCs between
 * two sets that hold no changed cell are t's, the others found as there.
 * The same RCs in the same order, the same work counted.
 */
bool		als_collect_rcs_since(als_list *l, bool overlap, const als_then *t,
								  const bool *moved, const int *then_of, const int *now_of);
/* Appends a set's cells to the step's text as HoDoKu writes them (sdk_cells_compact). */
void		als_text_cells(sdk_finder *f, const als_list *l, const als *a);

static inline const als_digit *
als_digit_of(const als_list *l, const als *a, int d)
{
	return &l->per[a->first + sdk_bit_count(a->digits & (SDK_BIT(d) - 1))];
}

#endif							/* SUDOKU_ALS_H */
