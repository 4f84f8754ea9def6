/*
 * tech_fish_general.c -- fish over rows, columns and boxes: Franken and
 * Mutant fish, with and without fins, of every size, as HoDoKu 2.2's
 * FishSolver finds them (tech_fish.h says what a fish is).
 *
 * The units.  A Franken search runs twice per digit: rows and boxes as
 * base units with columns and boxes as cover units, then columns and
 * boxes against rows and boxes.  A Mutant search runs once, every unit on
 * both sides.  A unit takes part when the digit is open in it; a search
 * for fish without fins takes only base units with at most size places
 * (so the solver's finless search misses a Franken fish whose base row is
 * covered by a column and a box in more places, as HoDoKu's does), every
 * other search takes all.  A box that is a base unit is no cover unit.
 *
 * What HoDoKu meets.  Base units in combinations of the size, in
 * lexicographic order of the units (rows, columns, boxes); a unit that
 * shares places with the units before it makes them endo fins, at most
 * maxEndoFins (2) of them in all and only in a search for finned fish
 * (HoDoKu adds the new shared places to those it had, counting twice a
 * place three units share).  For each, cover units that meet the base
 * places, in combinations of the same size, lexicographic.  The fins are
 * the base places outside the cover with the endo fins.  No fins: the
 * cover places outside the base and those in two cover units
 * (cannibalism) are eliminated.  One to maxFins (5) fins: the same, in the
 * cells that see every fin.
 *
 * The kind is HoDoKu's: basic when rows face columns (or columns rows),
 * Franken when rows (with boxes or not) face columns (with boxes or not)
 * or the other way round, Mutant otherwise, so a Franken search meets
 * fish of all three kinds (boxes alone against columns are Mutant).  The
 * solver takes the first fish the search meets, whatever its kind, as
 * HoDoKu does (it is reported as the technique that searched); with
 * siamese fish it collects those of the technique's kind; sdk_find_steps
 * lists those of its kind from HoDoKu's "all fish" search (with and
 * without fins, every base unit).
 *
 * Templates.  A template is a way the digit can fill the grid, once in
 * every unit, on its candidates and where it is placed.  What a fish
 * eliminates is in no template (a template through it would hold none of
 * the fins, and then the base units' places would need more cover units
 * than the fish has).  The search first finds the candidates in no
 * template, its targets (kept with the position while the digit's
 * candidates stay); a digit without one has no fish, and a fish's fins
 * must all see a target that some of its cover units hold.  Before its
 * Franken fish of size 5 up and its Mutant fish of size 4 up HoDoKu checks
 * templates too: it passes over a digit without targets, and over a
 * combination of base units with endo fins when the cells that see all
 * its endo fins hold, outside the digit's candidates, no cell outside all
 * templates.  The first only spares work; the second misses fish (HoDoKu
 * meant the candidates, we think); we do the same on 9x9 grids, the only
 * ones HoDoKu has.  On larger grids the search for templates may be cut
 * short: the targets are then all candidates in no template found, more
 * than the true ones, and still right to search by.
 *
 * How we find what HoDoKu meets.  For each combination of base units, the
 * cover units that keep the fins to the limit, as an exact cover that may
 * miss a few places: take the base place (not an endo fin) with fewest
 * ways left, and leave it a fin (no unit with it may come later) or cover
 * it with one of its units (an earlier one of its units may not come
 * later), until the units are chosen; places none of them covers are
 * fins.  When every place is covered or a fin with units to spare, the
 * rest are any combination of the units still allowed.  So every
 * combination comes once.  A branch ends when no target sees all its fins
 * (and endo fins) or none is left in a unit that may still be chosen.
 * The combinations found are tried in lexicographic order, as HoDoKu
 * meets them.  Before the base units are all chosen, the same search
 * stopped at its first combination tells whether any cover can keep the
 * fins of the units chosen so far to the limit (more base units only add
 * places and endo fins); base units whose endo fins no target sees are
 * not taken further.  None of this changes what is found or its order.
 *
 * Bounds.  On a large grid the combinations are too many: a search ends
 * after FISH_WORK_BUDGET steps, the same on every machine (about a
 * second), and asks the environment whether to stop every few thousand.
 *
 * The sets are of the digit's candidates only, numbered in cell order, so
 * that one or two words hold them on a 9x9 grid; the cover search numbers
 * the base places of the combination, so that one word holds them there.
 */
#include "tech_fish.h"

#include <stdlib.h>

/* Steps (units chosen, branches of the cover search) one search takes at most. */
#define FISH_WORK_BUDGET 40000000L
#define FISH_WORK_CHECK 4096
#define FISH_WORK_PER_FISH 64
/* Steps of the search for templates at most (more than a 9x9 grid needs). */
#define TEMPLATE_BUDGET 2000000L

#define MAX_UNITS (3 * SDK_MAX_SIZE)
#define MAX_PLACES (FISH_MAX_SIZE * SDK_MAX_SIZE)
#define PLACE_WORDS ((MAX_PLACES + 63) / 64)
#define MAX_TARGETS 128

/* HoDoKu's limits for the fins (maxFins, maxEndoFins). */
#define MAX_FINS 5
#define MAX_ENDO_FINS 2

/* HoDoKu's masks of unit kinds. */
#define ROW_MASK 1
#define COL_MASK 2
#define BOX_MASK 4

static inline int
count64(uint64_t x)
{
	return sdk_bit_count((uint32_t) x) + sdk_bit_count((uint32_t) (x >> 32));
}

static inline int
lowest64(uint64_t x)
{
	return (uint32_t) x ? sdk_lowest_bit((uint32_t) x) : 32 + sdk_lowest_bit((uint32_t) (x >> 32));
}

/* ---- sets of the digit's candidates, w words in use ---- */

typedef struct fset
{
	uint64_t	w[SDK_CELLSET_WORDS];
} fset;

static inline void
fs_clear(fset *r, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		r->w[i] = 0;
}

static inline void
fs_or(fset *r, const fset *a, const fset *b, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		r->w[i] = a->w[i] | b->w[i];
}

static inline void
fs_and(fset *r, const fset *a, const fset *b, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		r->w[i] = a->w[i] & b->w[i];
}

static inline void
fs_andnot(fset *r, const fset *a, const fset *b, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		r->w[i] = a->w[i] & ~b->w[i];
}

static inline bool
fs_empty(const fset *a, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		if (a->w[i])
			return false;
	return true;
}

static inline bool
fs_meets(const fset *a, const fset *b, int w)
{
	int			i;

	for (i = 0; i < w; i++)
		if (a->w[i] & b->w[i])
			return true;
	return false;
}

static inline int
fs_count(const fset *a, int w)
{
	int			i,
				count = 0;

	for (i = 0; i < w; i++)
		count += count64(a->w[i]);
	return count;
}

static inline bool
fs_has(const fset *a, int i)
{
	return (a->w[i >> 6] >> (i & 63)) & 1;
}

static inline void
fs_add(fset *r, int i)
{
	r->w[i >> 6] |= (uint64_t) 1 << (i & 63);
}

static inline int
fs_next(const fset *a, int from, int w)
{
	int			i = from >> 6;
	uint64_t	x;

	if (i >= w)
		return -1;
	x = a->w[i] & (~(uint64_t) 0 << (from & 63));
	for (;;)
	{
		if (x)
			return i * 64 + lowest64(x);
		if (++i >= w)
			return -1;
		x = a->w[i];
	}
}

#define FS_FOR_EACH(i, set, w) \
	for ((i) = fs_next((set), 0, (w)); (i) >= 0; (i) = fs_next((set), (i) + 1, (w)))

/* ---- small bit sets: cover units, targets (two words), base places ---- */

typedef struct bits2
{
	uint64_t	w[2];
} bits2;

static inline bool
b2_has(const bits2 *b, int i)
{
	return (b->w[i >> 6] >> (i & 63)) & 1;
}

static inline void
b2_add(bits2 *b, int i)
{
	b->w[i >> 6] |= (uint64_t) 1 << (i & 63);
}

static inline void
b2_remove(bits2 *b, int i)
{
	b->w[i >> 6] &= ~((uint64_t) 1 << (i & 63));
}

static inline int
b2_count(const bits2 *a)
{
	return count64(a->w[0]) + count64(a->w[1]);
}

static inline int
b2_count_and(const bits2 *a, const bits2 *b)
{
	return count64(a->w[0] & b->w[0]) + count64(a->w[1] & b->w[1]);
}

static inline bool
b2_meets(const bits2 *a, const bits2 *b)
{
	return ((a->w[0] & b->w[0]) | (a->w[1] & b->w[1])) != 0;
}

static inline bool
b2_empty(const bits2 *a)
{
	return (a->w[0] | a->w[1]) == 0;
}

typedef struct pset
{
	uint64_t	w[PLACE_WORDS];
} pset;

/* ---- the search ---- */

/* A unit the search may take, with the digit's places in it. */
typedef struct gen_unit
{
	uint8_t		unit;
	uint8_t		mask;			/* ROW_MASK, COL_MASK or BOX_MASK */
	fset		cells;
	bits2		targets;		/* the targets it holds */
} gen_unit;

/* A combination of cover units: indices in the candidate list, increasing. */
typedef struct cover_set
{
	uint8_t		at[FISH_MAX_SIZE];
} cover_set;

typedef enum gen_space
{
	SPACE_FRANKEN,
	SPACE_MUTANT
} gen_space;

typedef struct gen_search
{
	sdk_finder *f;
	const fish_request *req;
	fish_visit	visit;
	void	   *arg;
	gen_space	space;
	int			min_size;
	int			max_size;
	bool		finless;		/* HoDoKu's withoutFins */
	bool		finned;			/* withFins (endo fins with them) */
	bool		base_limit;		/* base units with at most max_size places */
	int			max_fins;
	int			max_endo;
	int			fin_limit;		/* fins and endo fins allowed: max_fins, or 0 without fins */
	bool		hodoku_templates;	/* HoDoKu checks templates (9x9 only) */
	kraken_search *kraken;		/* a Kraken search: its steps, not fish */
	bool		stopped;
	long		work;
	long		next_check;
	int			seq;
	int			eliminating;	/* fish met that eliminate something: none, no step */
	/* the digit */
	int			digit;
	int			w;				/* words of a set */
	int			m;				/* candidates */
	uint16_t	cell_of[SDK_MAX_CELLS];
	fset		unit_cells[MAX_UNITS];
	fset		peers[SDK_MAX_CELLS];	/* of each candidate */
	const sdk_cellset *outside_templates;	/* HoDoKu's delCandTemplates */
	bool		use_targets;
	int			ntargets;
	int			target[MAX_TARGETS];	/* candidates in no template */
	bits2		sees[SDK_MAX_CELLS];	/* of each candidate: the targets it sees */
	/* the units of the pass */
	gen_unit	base[MAX_UNITS];
	int			nbase;
	gen_unit	cover[MAX_UNITS];
	int			ncover;
	bool		used[MAX_UNITS];	/* base units chosen, by unit */
	int			chosen_base[FISH_MAX_SIZE];
	int			level;			/* base units chosen */
	fset		base_cells;
	fset		endo;
	int			nendo;
	bits2		base_targets;	/* targets that see every endo fin */
	/* the cover search of the base units chosen */
	int			cand[MAX_UNITS];	/* cover units that meet the base places */
	int			ncand;
	int			ncovers;		/* cover units to choose */
	int			pw;				/* words of a set of base places */
	int			nplain;			/* base places that are no endo fins */
	int			plain_at[MAX_PLACES];	/* the candidate of each */
	pset		plain;
	bits2		plain_units[MAX_PLACES];	/* the candidates holding each */
	bits2		plain_sees[MAX_PLACES];
	pset		unit_plain[MAX_UNITS];	/* per candidate, the places it holds */
	bool		feasible_only;	/* stop at the first combination */
	bool		feasible;
	cover_set  *found;			/* the combinations found */
	int			nfound;
	int			found_cap;
	int			chosen_cover[FISH_MAX_SIZE];
} gen_search;

/*
 * Counts work (a step weighs what it scans: a branch of the cover search
 * one more for each eight base places); false when the search must end.
 * The budget ends it at the step that spends it, so that a digit passed
 * over with the work its search took (gen_digits) ends it where its own
 * steps would have.
 */
static bool
gen_work(gen_search *s, long weight)
{
	if (s->stopped)
		return false;
	s->work += weight;
	if (s->work > FISH_WORK_BUDGET)
		s->stopped = true;
	else if (s->work >= s->next_check)
	{
		s->next_check = s->work + FISH_WORK_CHECK;
		if (finder_interrupted(s->f))
			s->stopped = true;
	}
	return !s->stopped;
}

/* ---- templates ---- */

/*
 * The cells of a digit that lie in some template (a place for it in every
 * row, column and box at once).  Each candidate not yet in a template found
 * is taken as a template's cell in its row, and the other rows filled one
 * at a time, the one with the fewest places left first, until a template
 * holds it (its cells are then all in one) or none does.  So a digit whose
 * candidates are all in templates, most of them, takes about one short
 * search per row instead of a walk over templates in order.
 */
typedef struct template_walk
{
	const sdk_logic *lg;
	sdk_finder *f;				/* asked for interrupts every 4096 steps */
	int			nrows;
	int			row[SDK_MAX_SIZE];	/* rows without the digit placed */
	uint32_t	places[SDK_MAX_SIZE];	/* their columns with the digit */
	int			nbox[SDK_MAX_SIZE];	/* per row, the boxes it crosses */
	uint8_t		box[SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint32_t	box_cols[SDK_MAX_SIZE][SDK_MAX_SIZE];	/* and their columns */
	int			at[SDK_MAX_SIZE];	/* per row, the cell of the template */
	uint32_t	cols,
				boxes;
	long		steps;
	bool		cut;
	bool		interrupted;
} template_walk;

/* Row i's places that the columns and boxes taken leave. */
static uint32_t
template_open(const template_walk *t, int i)
{
	uint32_t	open = t->places[i] & ~t->cols;
	int			b;

	for (b = 0; b < t->nbox[i]; b++)
		if ((t->boxes >> t->box[i][b]) & 1)
			open &= ~t->box_cols[i][b];
	return open;
}

/* Whether the rows in left (indexes of t->row) can be filled; t->at then holds how. */
static bool
template_fill(template_walk *t, uint32_t left)
{
	uint32_t	best_open = 0,
				open,
				all = 0;
	int			best = -1,
				fewest = SDK_MAX_SIZE + 1,
				i;
	uint32_t	rest;

	if (t->cut)
		return false;
	if (++t->steps > TEMPLATE_BUDGET)
	{
		t->cut = true;
		return false;
	}
	if ((t->steps & 4095) == 0 && finder_interrupted(t->f))
	{
		t->cut = t->interrupted = true;
		return false;
	}
	if (!left)
		return true;
	for (rest = left; rest; rest &= rest - 1)
	{
		int			k;

		i = sdk_lowest_bit(rest);
		open = template_open(t, i);
		k = sdk_bit_count(open);
		if (k == 0)
			return false;
		all |= open;
		if (k < fewest)
		{
			fewest = k;
			best = i;
			best_open = open;
		}
	}
	/* as many columns left as rows: each needs a row that can take it */
	if (sdk_bit_count(all) < sdk_bit_count(left))
		return false;
	for (open = best_open; open; open &= open - 1)
	{
		int			c = sdk_lowest_bit(open),
					cell = t->row[best] * t->lg->n + c,
					box = t->lg->cell_units[cell][2] - 2 * t->lg->n;

		t->cols |= 1u << c;
		t->boxes |= 1u << box;
		t->at[best] = cell;
		if (template_fill(t, left & ~(1u << best)))
			return true;
		t->cols &= ~(1u << c);
		t->boxes &= ~(1u << box);
	}
	return false;
}

/*
 * The cells in no template of the digit (all cells when there is none),
 * kept with the position while its candidates of the digit stay; false
 * when the search for templates was cut short (then the cells in none it
 * found, more than the true ones) or interrupted (then nothing is kept).
 */
static bool
digit_templates(sdk_finder *f, int digit)
{
	sdk_logic  *lg = f->lg;
	template_walk *t;
	sdk_cellset in_some;
	uint32_t	cols,
				boxes,
				all_rows;
	int			row_index[SDK_MAX_SIZE];
	bool		any = false;
	int			r,
				i,
				c;

	if (lg->fish_template_state[digit] && cs_equal(&lg->fish_template_key[digit], &lg->digit_cells[digit]))
		return lg->fish_template_state[digit] == 1;
	t = lg->env->alloc(sizeof(template_walk), lg->env->arg);
	if (!t)
	{
		/* no memory: no cell is known to lie in a template */
		cs_clear(&lg->fish_template_out[digit]);
		for (c = 0; c < lg->ncells; c++)
			cs_add(&lg->fish_template_out[digit], c);
		return false;
	}
	memset(t, 0, sizeof(*t));
	t->lg = lg;
	t->f = f;
	/* the columns and boxes of the placed digits are taken, their rows filled */
	for (r = 0; r < lg->n; r++)
		row_index[r] = -1;
	for (c = 0; c < lg->ncells; c++)
		if (lg->pos.value[c] == digit)
		{
			t->cols |= 1u << (c % lg->n);
			t->boxes |= 1u << (lg->cell_units[c][2] - 2 * lg->n);
			row_index[c / lg->n] = -2;
		}
	for (r = 0; r < lg->n; r++)
	{
		if (row_index[r] == -2)
			continue;
		i = t->nrows++;
		row_index[r] = i;
		t->row[i] = r;
		t->places[i] = lg->digit_places[digit][r];
		for (c = 0; c < lg->n; c++)
		{
			int			box = lg->cell_units[r * lg->n + c][2] - 2 * lg->n,
						b;

			for (b = 0; b < t->nbox[i] && t->box[i][b] != box; b++)
				;
			if (b == t->nbox[i])
			{
				t->box[i][b] = (uint8_t) box;
				t->nbox[i]++;
			}
			t->box_cols[i][b] |= 1u << c;
		}
	}
	cols = t->cols;
	boxes = t->boxes;
	all_rows = ((uint32_t) 1 << t->nrows) - 1;	/* nrows <= SDK_MAX_SIZE < 32 */
	cs_clear(&in_some);
	CS_FOR_EACH(c, &lg->digit_cells[digit])
	{
		int			k = row_index[c / lg->n],
					box = lg->cell_units[c][2] - 2 * lg->n;

		if (cs_has(&in_some, c) || k < 0 || ((cols >> (c % lg->n)) & 1) || ((boxes >> box) & 1))
			continue;
		t->cols = cols | 1u << (c % lg->n);
		t->boxes = boxes | 1u << box;
		t->at[k] = c;
		if (template_fill(t, all_rows & ~(1u << k)))
		{
			any = true;
			for (i = 0; i < t->nrows; i++)
				cs_add(&in_some, t->at[i]);
		}
		if (t->cut)
			break;
	}
	if (t->interrupted)
	{
		lg->fish_template_state[digit] = 0;
		lg->env->release(t, lg->env->arg);
		return false;
	}
	cs_clear(&lg->fish_template_out[digit]);
	for (c = 0; c < lg->ncells; c++)
		if (!any || (!cs_has(&in_some, c) && lg->pos.value[c] != digit))
			cs_add(&lg->fish_template_out[digit], c);
	lg->fish_template_key[digit] = lg->digit_cells[digit];
	lg->fish_template_state[digit] = t->cut ? 2 : 1;
	lg->env->release(t, lg->env->arg);
	return lg->fish_template_state[digit] == 1;
}

/* ---- the fish ---- */

/* HoDoKu's kind of the units chosen (createFishStep). */
static fish_kind
gen_kind(const gen_search *s, bool with_fins, const fset *fins)
{
	int			bm = 0,
				cm = 0,
				i;

	for (i = 0; i < s->level; i++)
		bm |= s->base[s->chosen_base[i]].mask;
	for (i = 0; i < s->level; i++)
		cm |= s->cover[s->cand[s->chosen_cover[i]]].mask;
	if ((bm == ROW_MASK && cm == COL_MASK) || (bm == COL_MASK && cm == ROW_MASK))
	{
		/* sashimi: a base unit keeps at most one place besides the fins */
		for (i = 0; i < s->level; i++)
		{
			fset		rest;

			fs_andnot(&rest, &s->base[s->chosen_base[i]].cells, fins, s->w);
			if (fs_count(&rest, s->w) <= 1)
				return FISH_SASHIMI;
		}
		return with_fins ? FISH_FINNED : FISH_BASIC;
	}
	if (((bm == ROW_MASK || bm == (ROW_MASK | BOX_MASK)) && (cm == COL_MASK || cm == (COL_MASK | BOX_MASK))) ||
		((bm == COL_MASK || bm == (COL_MASK | BOX_MASK)) && (cm == ROW_MASK || cm == (ROW_MASK | BOX_MASK))))
		return with_fins ? FISH_FINNED_FRANKEN : FISH_FRANKEN;
	return with_fins ? FISH_FINNED_MUTANT : FISH_MUTANT;
}

static void
to_cells(const gen_search *s, const fset *set, sdk_cellset *out)
{
	int			i;

	cs_clear(out);
	FS_FOR_EACH(i, set, s->w)
		cs_add(out, s->cell_of[i]);
}

/*
 * The record of a fish of the units chosen: del the cover places outside
 * the base, can the cannibalistic ones, both already cut to the cells
 * that see the fins.
 */
static void
gen_record(gen_search *s, bool with_fins, const fset *fins, const fset *del, const fset *can, fish *fi)
{
	fset		exo = {{0}},
				all = {{0}};
	int			w = s->w,
				i,
				ndel = fs_count(del, w),
				ncan = fs_count(can, w);

	fi->digit = (uint8_t) s->digit;
	fi->size = (uint8_t) s->level;
	fi->kind = (uint8_t) gen_kind(s, with_fins, fins);
	fi->ncover[0] = (uint8_t) s->level;
	fi->ncover[1] = 0;
	for (i = 0; i < s->level; i++)
	{
		fi->base[i] = s->base[s->chosen_base[i]].unit;
		fi->cover[0][i] = s->cover[s->cand[s->chosen_cover[i]]].unit;
	}
	fs_or(&all, del, can, w);
	to_cells(s, &all, &fi->elims);
	fs_andnot(&exo, fins, &s->endo, w);
	to_cells(s, &exo, &fi->fins);
	to_cells(s, &s->endo, &fi->endo);
	fi->nfins = fs_count(&exo, w);
	fi->nendo = s->nendo;
	fi->ncannibal = ncan;
	/*
	 * HoDoKu lists the cover eliminations, then the cannibalistic ones (a
	 * cell can be both); the solver's collecting search sorts the list and
	 * drops the doubles, its "all fish" search keeps it as it is.
	 */
	fi->first = -1;
	if (s->req->all_steps && (ndel || ncan))
	{
		fi->nelim = ndel + ncan;
		fi->first = s->cell_of[fs_next(ndel ? del : can, 0, w)];
	}
	else
	{
		fi->nelim = fs_count(&all, w);
		if (fi->nelim)
			fi->first = s->cell_of[fs_next(&all, 0, w)];
	}
	fi->seq = s->seq++;
}

static bool
gen_fish(gen_search *s, bool with_fins, const fset *fins, const fset *del, const fset *can)
{
	fish		fi;

	gen_record(s, with_fins, fins, del, can, &fi);
	if (fi.nelim > 0)
		s->eliminating++;
	/* a fish costs what some branches of the search cost */
	s->work += FISH_WORK_PER_FISH;
	if (!s->visit(s->f, &fi, s->arg))
		s->stopped = true;
	return !s->stopped;
}

/* The candidates that see every one of a set (the set's own left out). */
static void
gen_common_peers(const gen_search *s, const fset *set, fset *out)
{
	int			w = s->w,
				i;
	bool		first = true;

	FS_FOR_EACH(i, set, w)
	{
		if (first)
			*out = s->peers[i];
		else
			fs_and(out, out, &s->peers[i], w);
		first = false;
	}
	if (first)
		fs_clear(out, w);
}

/*
 * A finned fish that eliminates nothing itself, for the Kraken search:
 * when the cells that see every fin (any cells) are not none, its Kraken
 * steps (tech_fish_kraken.c).
 */
static bool
gen_kraken(gen_search *s, const fset *fins, const fset *outside, const fset *cannibal)
{
	const sdk_logic *lg = s->f->lg;
	sdk_cellset full,
				seen,
				base,
				deletable,
				can;
	fset		none = {{0}},
				del = {{0}};
	fish		fi;

	to_cells(s, fins, &full);
	seen = lg_common_peers(lg, &full);
	if (cs_empty(&seen))
		return true;
	gen_record(s, true, fins, &none, &none, &fi);
	fs_or(&del, outside, cannibal, s->w);
	to_cells(s, &del, &deletable);
	to_cells(s, &s->base_cells, &base);
	to_cells(s, cannibal, &can);
	s->work += FISH_WORK_PER_FISH;
	if (!kraken_try(s->kraken, &fi, &base, &deletable, &can))
		s->stopped = true;
	return !s->stopped;
}

/* A combination of as many cover units as base units: is it a fish? */
static bool
gen_try(gen_search *s, const fset *covered, const fset *cannibal)
{
	int			w = s->w;
	fset		fins,
				outside;
	int			nfins;

	fs_andnot(&fins, &s->base_cells, covered, w);
	fs_or(&fins, &fins, &s->endo, w);
	fs_andnot(&outside, covered, &s->base_cells, w);
	nfins = fs_count(&fins, w);
	if (nfins == 0 && s->finless)
	{
		if (fs_empty(&outside, w) && fs_empty(cannibal, w))
			return true;
		return gen_fish(s, false, &fins, &outside, cannibal);
	}
	if (s->finned && nfins >= 1 && nfins <= s->max_fins)
	{
		fset		seen,
					del,
					can;

		gen_common_peers(s, &fins, &seen);
		fs_and(&del, &outside, &seen, w);
		fs_and(&can, cannibal, &seen, w);
		if (s->kraken)
			return (!fs_empty(&del, w) || !fs_empty(&can, w)) || gen_kraken(s, &fins, &outside, cannibal);
		if (fs_empty(&del, w) && fs_empty(&can, w))
			return true;
		return gen_fish(s, true, &fins, &del, &can);
	}
	return true;
}

/* ---- the cover search (see the top) ---- */

/* The state of one branch. */
typedef struct cover_node
{
	bits2		allowed;		/* candidates that may still be chosen */
	bits2		targets;		/* targets that see every fin and endo fin */
	pset		covered;		/* places the chosen units cover */
	pset		fins;			/* places left fins */
	int			nfins;			/* fins and endo fins */
	int			npicked;
	int			picked[FISH_MAX_SIZE];
} cover_node;

/* Whether a target is left that a unit chosen or allowed holds (any, before the base is complete). */
static bool
cover_reaches(const gen_search *s, const cover_node *node, bool all_allowed)
{
	bits2		reach = {{0, 0}};
	int			i;

	if (!s->use_targets)
		return true;
	if (b2_empty(&node->targets))
		return false;
	if (s->feasible_only)
		return true;
	for (i = 0; i < node->npicked; i++)
	{
		const bits2 *t = &s->cover[s->cand[node->picked[i]]].targets;

		reach.w[0] |= t->w[0];
		reach.w[1] |= t->w[1];
	}
	for (i = 0; all_allowed && i < s->ncand; i++)
		if (b2_has(&node->allowed, i))
		{
			const bits2 *t = &s->cover[s->cand[i]].targets;

			reach.w[0] |= t->w[0];
			reach.w[1] |= t->w[1];
		}
	return b2_meets(&reach, &node->targets);
}

static int
cover_set_cmp(const void *x, const void *y)
{
	return memcmp(((const cover_set *) x)->at, ((const cover_set *) y)->at, FISH_MAX_SIZE);
}

/* Keeps a combination; false when the search ends (feasible, out of memory). */
static bool
cover_found(gen_search *s, const int *picked, int npicked)
{
	cover_set  *set;
	int			i,
				j;

	if (s->feasible_only)
	{
		s->feasible = true;
		return false;
	}
	set = lg_list_room(s->f, s->found, &s->found_cap, s->nfound, sizeof(cover_set));
	if (!set)
	{
		s->stopped = true;
		return false;
	}
	s->found = set;
	set = &s->found[s->nfound++];
	memset(set, 0xff, sizeof(*set));
	for (i = 0; i < npicked; i++)
	{
		int			x = picked[i];

		for (j = i; j > 0 && set->at[j - 1] > x; j--)
			set->at[j] = set->at[j - 1];
		set->at[j] = (uint8_t) x;
	}
	return true;
}

/* The rest of a combination: any units still allowed, in combinations. */
static bool
cover_fill(gen_search *s, cover_node *node, int from)
{
	int			i;

	if (node->npicked == s->ncovers)
		return cover_found(s, node->picked, node->npicked);
	for (i = from; i < s->ncand; i++)
		if (b2_has(&node->allowed, i))
		{
			node->picked[node->npicked++] = i;
			if (!cover_fill(s, node, i + 1))
				return false;
			node->npicked--;
		}
	return true;
}

/* All units chosen: the places left are fins. */
static bool
cover_leaf(gen_search *s, const cover_node *node)
{
	cover_node	last = *node;
	int			i,
				k;

	for (i = 0; i < s->pw; i++)
	{
		uint64_t	rest = s->plain.w[i] & ~node->covered.w[i] & ~node->fins.w[i];

		last.nfins += count64(rest);
		if (last.nfins > s->fin_limit)
			return true;
		for (; rest; rest &= rest - 1)
		{
			k = i * 64 + lowest64(rest);
			last.targets.w[0] &= s->plain_sees[k].w[0];
			last.targets.w[1] &= s->plain_sees[k].w[1];
		}
	}
	/* the solver's finned search wants fins, its finless one none */
	if (!s->feasible_only && (last.nfins == 0 ? !s->finless : !s->finned))
		return true;
	if (!cover_reaches(s, &last, false))
		return true;
	return cover_found(s, node->picked, node->npicked);
}

static bool
cover_branch(gen_search *s, const cover_node *node)
{
	int			best = -1,
				best_ways = MAX_UNITS + 2,
				i;
	bool		best_fin = false;

	if (!gen_work(s, 1 + s->nplain / 8))
		return false;
	if (node->npicked == s->ncovers)
		return cover_leaf(s, node);
	/* the place with fewest ways left: a fin, or one of its units */
	for (i = 0; i < s->pw && best_ways > 0; i++)
	{
		uint64_t	open = s->plain.w[i] & ~node->covered.w[i] & ~node->fins.w[i];

		for (; open; open &= open - 1)
		{
			int			k = i * 64 + lowest64(open),
						ways = b2_count_and(&node->allowed, &s->plain_units[k]);
			bool		fin = node->nfins < s->fin_limit &&
				(!s->use_targets || b2_meets(&node->targets, &s->plain_sees[k]));

			ways += fin;
			if (ways < best_ways)
			{
				best = k;
				best_ways = ways;
				best_fin = fin;
				if (ways == 0)
					break;
			}
		}
	}
	if (best_ways == 0)
		return true;
	if (best < 0)
	{
		cover_node	rest = *node;

		/*
		 * Every place covered or a fin, units to spare: before the base
		 * units are all chosen, units that meet only base units still to
		 * come may take the rest.
		 */
		if (s->feasible_only)
		{
			s->feasible = cover_reaches(s, node, true);
			return !s->feasible;
		}
		if (b2_count(&node->allowed) < s->ncovers - node->npicked ||
			(node->nfins == 0 ? !s->finless : !s->finned) || !cover_reaches(s, node, true))
			return true;
		return cover_fill(s, &rest, 0);
	}
	{
		const bits2 *units = &s->plain_units[best];
		cover_node	next;

		if (best_fin)
		{
			next = *node;
			next.fins.w[best >> 6] |= (uint64_t) 1 << (best & 63);
			next.nfins++;
			next.allowed.w[0] &= ~units->w[0];
			next.allowed.w[1] &= ~units->w[1];
			next.targets.w[0] &= s->plain_sees[best].w[0];
			next.targets.w[1] &= s->plain_sees[best].w[1];
			if (cover_reaches(s, &next, true) && !cover_branch(s, &next))
				return false;
		}
		next = *node;
		for (i = 0; i < s->ncand; i++)
		{
			int			j;

			if (!b2_has(units, i) || !b2_has(&node->allowed, i))
				continue;
			{
				cover_node	pick = next;
				const pset *more = &s->unit_plain[i];

				b2_remove(&pick.allowed, i);
				for (j = 0; j < s->pw; j++)
					pick.covered.w[j] |= more->w[j];
				pick.picked[pick.npicked++] = i;
				if (!cover_branch(s, &pick))
					return false;
			}
			b2_remove(&next.allowed, i);
		}
	}
	return true;
}

/*
 * The cover units that meet the base places (not base units themselves);
 * the base places that are no endo fins, with the candidates holding each
 * and the targets seeing each.
 */
static void
cover_prepare(gen_search *s)
{
	int			w = s->w,
				k,
				i,
				c;

	s->ncand = 0;
	for (k = 0; k < s->ncover; k++)
		if (!s->used[s->cover[k].unit] && fs_meets(&s->cover[k].cells, &s->base_cells, w))
			s->cand[s->ncand++] = k;
	s->nplain = 0;
	for (c = fs_next(&s->base_cells, 0, w); c >= 0; c = fs_next(&s->base_cells, c + 1, w))
		if (!fs_has(&s->endo, c) && s->nplain < MAX_PLACES)
			s->plain_at[s->nplain++] = c;
	s->pw = (s->nplain + 63) / 64;
	if (s->pw == 0)
		s->pw = 1;
	memset(&s->plain, 0, sizeof(s->plain));
	for (k = 0; k < s->nplain; k++)
	{
		s->plain.w[k >> 6] |= (uint64_t) 1 << (k & 63);
		s->plain_units[k].w[0] = s->plain_units[k].w[1] = 0;
		s->plain_sees[k] = s->sees[s->plain_at[k]];
	}
	for (i = 0; i < s->ncand; i++)
	{
		const fset *cells = &s->cover[s->cand[i]].cells;

		memset(&s->unit_plain[i], 0, sizeof(pset));
		for (k = 0; k < s->nplain; k++)
			if (fs_has(cells, s->plain_at[k]))
			{
				s->unit_plain[i].w[k >> 6] |= (uint64_t) 1 << (k & 63);
				b2_add(&s->plain_units[k], i);
			}
	}
}

/* The first node: every candidate allowed, the endo fins as fins. */
static void
cover_root(gen_search *s, cover_node *root)
{
	int			i;

	memset(root, 0, sizeof(*root));
	for (i = 0; i < s->ncand; i++)
		b2_add(&root->allowed, i);
	root->nfins = s->nendo;
	root->targets = s->base_targets;
}

/*
 * Whether the base units chosen so far can still make a fish of
 * max_size: some cover keeps their fins to the limit.
 */
static bool
gen_feasible(gen_search *s)
{
	cover_node	root;

	cover_prepare(s);
	s->ncovers = s->max_size;
	s->feasible_only = true;
	s->feasible = false;
	cover_root(s, &root);
	cover_branch(s, &root);
	s->feasible_only = false;
	return s->feasible;
}

/* The cover search of the base units chosen, then its combinations in order. */
static bool
gen_cover_search(gen_search *s)
{
	int			w = s->w,
				i,
				j;
	cover_node	root;

	cover_prepare(s);
	if (s->ncand < s->level)
		return true;
	s->ncovers = s->level;
	s->nfound = 0;
	cover_root(s, &root);
	if (!cover_reaches(s, &root, true) || !cover_branch(s, &root))
		return !s->stopped;
	if (s->nfound > 1)
		qsort(s->found, (size_t) s->nfound, sizeof(cover_set), cover_set_cmp);
	for (i = 0; i < s->nfound; i++)
	{
		fset		covered,
					cannibal,
					twice;

		fs_clear(&covered, w);
		fs_clear(&cannibal, w);
		for (j = 0; j < s->level; j++)
		{
			const fset *cells = &s->cover[s->cand[s->found[i].at[j]]].cells;

			s->chosen_cover[j] = s->found[i].at[j];
			fs_and(&twice, &covered, cells, w);
			fs_or(&cannibal, &cannibal, &twice, w);
			fs_or(&covered, &covered, cells, w);
		}
		if (!gen_try(s, &covered, &cannibal))
			return false;
		if (s->kraken && kraken_base_done(s->kraken))
			break;
	}
	return true;
}

/*
 * HoDoKu's template check before the cover search of base units with
 * endo fins: some cell that sees them all holds no candidate of the digit
 * and lies in no template.
 */
static bool
templates_allow(const gen_search *s)
{
	const sdk_logic *lg = s->f->lg;
	sdk_cellset endo,
				seen;

	if (!s->hodoku_templates || s->nendo == 0)
		return true;
	to_cells(s, &s->endo, &endo);
	seen = lg_common_peers(lg, &endo);
	seen = cs_andnot(&seen, &lg->digit_cells[s->digit]);
	seen = cs_and(&seen, s->outside_templates);
	return !cs_empty(&seen);
}

/*
 * The base units from the k-th on, in lexicographic order of their
 * combinations; a cover search for each of a size asked for.
 */
static bool
gen_bases(gen_search *s, int k)
{
	int			w = s->w,
				i;
	fset		had_cells = s->base_cells,
				had_endo = s->endo;
	int			had_nendo = s->nendo;
	bits2		had_targets = s->base_targets;

	for (i = k; i < s->nbase; i++)
	{
		const gen_unit *u = &s->base[i];
		fset		shared;

		if (!gen_work(s, 1))
			return false;
		fs_and(&shared, &had_cells, &u->cells, w);
		s->endo = had_endo;
		s->nendo = had_nendo;
		s->base_targets = had_targets;
		if (!fs_empty(&shared, w))
		{
			int			count = fs_count(&shared, w),
						c;

			if (!s->finned || had_nendo + count > s->max_endo)
				continue;
			fs_or(&s->endo, &had_endo, &shared, w);
			s->nendo = fs_count(&s->endo, w);
			/* a target must see every endo fin */
			FS_FOR_EACH(c, &shared, w)
			{
				s->base_targets.w[0] &= s->sees[c].w[0];
				s->base_targets.w[1] &= s->sees[c].w[1];
			}
			if (s->use_targets && b2_empty(&s->base_targets))
				continue;
		}
		fs_or(&s->base_cells, &had_cells, &u->cells, w);
		s->used[u->unit] = true;
		s->chosen_base[s->level++] = i;
		if (s->level >= s->min_size && templates_allow(s))
		{
			if (!gen_cover_search(s))
				return false;
			/* the fish of these base units are all met */
			if (!s->visit(s->f, NULL, s->arg))
			{
				s->stopped = true;
				return false;
			}
		}
		if (s->level < s->max_size && gen_feasible(s) && !gen_bases(s, i + 1))
			return false;
		if (s->stopped)
			return false;
		s->level--;
		s->used[u->unit] = false;
	}
	s->base_cells = had_cells;
	s->endo = had_endo;
	s->nendo = had_nendo;
	s->base_targets = had_targets;
	return true;
}

/*
 * The digit: its candidates numbered, each unit's and each candidate's
 * peers among them, the targets; false when it can have no fish.
 */
static bool
gen_digit(gen_search *s, int digit)
{
	sdk_logic  *lg = s->f->lg;
	int			index[SDK_MAX_CELLS],
				c,
				u,
				k,
				t;
	sdk_cellset targets;

	s->digit = digit;
	s->m = 0;
	CS_FOR_EACH(c, &lg->digit_cells[digit])
	{
		index[c] = s->m;
		s->cell_of[s->m++] = (uint16_t) c;
	}
	if (s->m == 0)
		return false;
	s->w = (s->m + 63) / 64;
	if (s->kraken)
	{
		/* a Kraken step's elimination is no deduction on one digit: no targets */
		cs_clear(&targets);
		s->outside_templates = NULL;
	}
	else
	{
		digit_templates(s->f, digit);
		if (s->f->stopped)
			return false;
		s->outside_templates = &lg->fish_template_out[digit];
		/* HoDoKu's check: no candidate outside all templates, no fish */
		targets = cs_and(&lg->fish_template_out[digit], &lg->digit_cells[digit]);
		if (cs_empty(&targets))
			return false;
	}
	for (u = 0; u < lg->nunits; u++)
	{
		fs_clear(&s->unit_cells[u], s->w);
		for (k = 0; k < lg->n; k++)
		{
			c = lg->unit_cells[u][k];
			if (cs_has(&lg->digit_cells[digit], c))
				fs_add(&s->unit_cells[u], index[c]);
		}
	}
	s->ntargets = 0;
	CS_FOR_EACH(c, &targets)
		if (s->ntargets < MAX_TARGETS)
			s->target[s->ntargets++] = index[c];
	s->use_targets = !s->kraken && cs_count(&targets) <= MAX_TARGETS;
	for (k = 0; k < s->m; k++)
	{
		const uint8_t *units = lg->cell_units[s->cell_of[k]];

		fs_or(&s->peers[k], &s->unit_cells[units[0]], &s->unit_cells[units[1]], s->w);
		fs_or(&s->peers[k], &s->peers[k], &s->unit_cells[units[2]], s->w);
		s->peers[k].w[k >> 6] &= ~((uint64_t) 1 << (k & 63));
		s->sees[k].w[0] = s->sees[k].w[1] = 0;
	}
	for (t = 0; t < s->ntargets; t++)
		FS_FOR_EACH(k, &s->peers[s->target[t]], s->w)
			b2_add(&s->sees[k], t);
	return true;
}

static void
add_unit(gen_search *s, int unit, bool as_base)
{
	const sdk_logic *lg = s->f->lg;
	gen_unit   *u;
	int			t;

	if (as_base)
	{
		if (s->base_limit && fs_count(&s->unit_cells[unit], s->w) > s->max_size)
			return;
		u = &s->base[s->nbase++];
	}
	else
		u = &s->cover[s->ncover++];
	u->unit = (uint8_t) unit;
	u->mask = (uint8_t) (1 << lg_unit_type(lg, unit));
	u->cells = s->unit_cells[unit];
	u->targets.w[0] = u->targets.w[1] = 0;
	for (t = 0; t < s->ntargets; t++)
		if (fs_has(&u->cells, s->target[t]))
			b2_add(&u->targets, t);
}

/*
 * One pass: lines_base tells a Franken search whether the rows (else the
 * columns) are base units.  Units in HoDoKu's order, rows, columns, boxes.
 */
static bool
gen_pass(gen_search *s, bool lines_base)
{
	const sdk_logic *lg = s->f->lg;
	int			u,
				t;

	s->nbase = s->ncover = 0;
	for (u = 0; u < lg->nunits; u++)
	{
		int			type = lg_unit_type(lg, u);

		if (fs_empty(&s->unit_cells[u], s->w))
			continue;
		if (s->space == SPACE_MUTANT || type == 2)
		{
			add_unit(s, u, true);
			add_unit(s, u, false);
		}
		else
			add_unit(s, u, (type == 0) == lines_base);
	}
	memset(s->used, 0, sizeof(s->used));
	s->level = 0;
	fs_clear(&s->base_cells, s->w);
	fs_clear(&s->endo, s->w);
	s->nendo = 0;
	s->base_targets.w[0] = s->base_targets.w[1] = 0;
	for (t = 0; t < s->ntargets; t++)
		b2_add(&s->base_targets, t);
	return gen_bases(s, 0);
}

/* A search with HoDoKu's settings for a fish technique; NULL when out of memory. */
static gen_search *
gen_begin(sdk_finder *f, const fish_request *req, fish_visit visit, void *arg, gen_space space)
{
	const sdk_logic *lg = f->lg;
	gen_search *s = lg->env->alloc(sizeof(gen_search), lg->env->arg);

	if (!s)
		return NULL;
	s->f = f;
	s->req = req;
	s->visit = visit;
	s->arg = arg;
	s->space = space;
	s->min_size = s->max_size = req->size;
	s->finless = req->finless;
	s->finned = req->finned;
	s->base_limit = !req->finned;
	s->max_fins = MAX_FINS;
	s->max_endo = MAX_ENDO_FINS;
	s->fin_limit = s->finned ? s->max_fins : 0;
	s->hodoku_templates = lg->n == 9 && lg->pos.geo.box_rows == 3 &&
		(space == SPACE_FRANKEN ? req->size > 4 : req->size > 3);
	s->kraken = NULL;
	s->stopped = false;
	s->found = NULL;
	s->nfound = s->found_cap = 0;
	s->feasible_only = false;
	s->work = 0;
	s->next_check = FISH_WORK_CHECK;
	s->seq = 0;
	s->eliminating = 0;
	return s;
}

/*
 * Every digit, rows first (and columns for Franken fish); then the search
 * is released.  The solver's search for one kind and size passes over a
 * digit that met no fish that eliminates something (no step) at an earlier
 * position with the same candidates of it, and counts the work that
 * search took, so that its budget ends where it did (gen_work).
 */
static void
gen_digits(gen_search *s)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	uint32_t   *quiet = NULL;
	long	   *quiet_work = NULL;
	int			d;

	if (!s->req->all_steps && !s->kraken && lg->epoch > 0 &&
		s->req->want >= FISH_FRANKEN && s->req->want <= FISH_FINNED_MUTANT &&
		s->min_size == s->max_size && s->max_size < LG_FISH_QUIET_SIZES)
	{
		quiet = lg->gen_fish_quiet[s->req->want - FISH_FRANKEN][s->max_size];
		quiet_work = lg->gen_fish_quiet_work[s->req->want - FISH_FRANKEN][s->max_size];
	}
	for (d = 1; d <= lg->n && !s->stopped && !finder_interrupted(f); d++)
	{
		int			met = s->eliminating;
		long		before = s->work;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
		{
			if (quiet_work[d] > 0 && !gen_work(s, quiet_work[d]))
				break;
			continue;
		}
		if (gen_digit(s, d))
		{
			if (!gen_pass(s, true))
				break;
			if (s->space == SPACE_FRANKEN && !gen_pass(s, false))
				break;
			/* the solver's Kraken search with siamese fish: the first digit that has one */
			if (s->kraken && !s->req->all_steps && kraken_count(s->kraken) > 0)
				break;
		}
		if (quiet && s->eliminating == met && !s->stopped && !f->stopped)
		{
			quiet[d] = lg->epoch;
			quiet_work[d] = s->work - before;
		}
	}
	if (s->found)
		lg->env->release(s->found, lg->env->arg);
	lg->env->release(s, lg->env->arg);
}

static void
gen_run(sdk_finder *f, const fish_request *req, fish_visit visit, void *arg, gen_space space)
{
	gen_search *s = gen_begin(f, req, visit, arg, space);

	if (s)
		gen_digits(s);
}

static void
franken_search(sdk_finder *f, const fish_request *req, fish_visit visit, void *arg)
{
	gen_run(f, req, visit, arg, SPACE_FRANKEN);
}

static void
mutant_search(sdk_finder *f, const fish_request *req, fish_visit visit, void *arg)
{
	gen_run(f, req, visit, arg, SPACE_MUTANT);
}

void
find_franken_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_FRANKEN, franken_search, true);
}

void
find_finned_franken_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_FINNED_FRANKEN, franken_search, true);
}

void
find_mutant_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_MUTANT, mutant_search, true);
}

void
find_finned_mutant_fish(sdk_finder *f, int size)
{
	fish_run(f, size, FISH_FINNED_MUTANT, mutant_search, true);
}

/* Kraken steps come from the search's fish: it visits none. */
static bool
visit_none(sdk_finder *f, const fish *fi, void *arg)
{
	(void) f;
	(void) fi;
	(void) arg;
	return true;
}

/*
 * Kraken Fish, both types in one search (tech_fish_kraken.c): HoDoKu's
 * krakenMaxFishType (Franken), krakenMaxFishSize (4), maxKrakenFins (2)
 * and maxKrakenEndoFins (0) in the solver, 5 fins and 2 endo fins for
 * every instance, as its regression tester asks.
 */
void
find_kraken_fish(sdk_finder *f, int param)
{
	fish_request req;
	gen_search *s;
	kraken_search *k;

	(void) param;
	memset(&req, 0, sizeof(req));
	req.size = 4;
	req.want = FISH_FINNED_FRANKEN;
	req.finned = true;
	req.all_steps = f->only >= 0;
	k = kraken_begin(f);
	if (!k)
		return;
	s = gen_begin(f, &req, visit_none, NULL, SPACE_FRANKEN);
	if (!s)
	{
		kraken_end(k, false);
		return;
	}
	s->kraken = k;
	s->min_size = 2;
	s->hodoku_templates = false;
	if (!req.all_steps)
	{
		s->max_fins = s->fin_limit = 2;
		s->max_endo = 0;
	}
	gen_digits(s);
	kraken_end(k, !f->stopped);
}
