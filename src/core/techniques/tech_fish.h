/*
 * tech_fish.h -- what the fish files share (tech_fish.c: the record of a
 * fish, emitting it, keeping, pairing and ordering fish, the basic search;
 * tech_fish_general.c: the search over rows, columns and boxes for
 * Franken, Mutant and Kraken fish).
 *
 * A fish on digit d: base units whose places for d must all be covered by
 * as many cover units.  Places in the base units outside the cover are
 * fins, places in two base units endo fins; d leaves the cover units
 * outside the base units, and places in two cover units (cannibalism), in
 * the cells that see every fin.  HoDoKu names a fish by the kinds of unit
 * it uses: basic (rows and columns only, one kind on each side), Franken
 * (rows or columns with boxes on either side, the other line kind on the
 * other side), Mutant (anything else).
 */
#ifndef SUDOKU_TECH_FISH_H
#define SUDOKU_TECH_FISH_H

#include "techniques.h"

#define FISH_MAX_SIZE 7			/* a Leviathan */

/* HoDoKu's kinds: the third digit of their codes (03kS, S the size - 2). */
typedef enum fish_kind
{
	FISH_BASIC,
	FISH_FINNED,
	FISH_SASHIMI,
	FISH_FRANKEN,
	FISH_FINNED_FRANKEN,
	FISH_MUTANT,
	FISH_FINNED_MUTANT,
	FISH_NKINDS
} fish_kind;

#define KIND_BIT(kind) (1 << (kind))

/*
 * A fish found: one cover or, when siamese, two over the same base units.
 * The counts are what HoDoKu sorts fish by (SolutionStep.compareTo).
 */
typedef struct fish
{
	uint8_t		digit;
	uint8_t		size;
	uint8_t		kind;			/* fish_kind */
	uint8_t		ncover[2];		/* ncover[1] is 0 unless siamese */
	uint8_t		base[FISH_MAX_SIZE];	/* units, increasing */
	uint8_t		cover[2][FISH_MAX_SIZE];
	int			nelim;			/* eliminations, for a siamese fish both halves' */
	int			nfins;			/* fins (not endo), likewise */
	int			nendo;			/* endo fins, of the first half */
	int			ncannibal;		/* cannibalistic eliminations, of the first half */
	int			first;			/* the first cell that loses the digit (siamese pairing) */
	int			seq;			/* the order in which the search met it */
	sdk_cellset elims;
	sdk_cellset fins;
	sdk_cellset endo;
} fish;

/*
 * A search calls visit for each fish it meets, in HoDoKu's order, and with
 * NULL after each combination of base units; it stops when visit returns
 * false.
 */
typedef bool (*fish_visit) (sdk_finder *f, const fish *fi, void *arg);

/*
 * What a technique asks of a search: the size, the kind it reports, and
 * whether it wants fish without fins, with fins, or both (every instance:
 * HoDoKu's "all fish" search, which finds fish of every kind up to the
 * technique's unit kinds).
 */
typedef struct fish_request
{
	int			size;
	fish_kind	want;
	bool		finless;
	bool		finned;
	bool		all_steps;
} fish_request;

typedef void (*fish_search) (sdk_finder *f, const fish_request *req, fish_visit visit, void *arg);

/* The technique's kind as the fins make it: finned kinds of finless ones. */
int			fish_category(fish_kind kind);
/* HoDoKu's order of two fish by kind (its category), size, sashimi last. */
int			fish_kind_compare(const fish *a, const fish *b);
void		fish_code(char *code, fish_kind kind, int size);
/* Emits a fish as a step of a technique (its kind's), or of the finder's (-1). */
bool		fish_emit(sdk_finder *f, const fish *fi, int technique);

/*
 * Runs a fish technique: the search of its kind, then, as HoDoKu does,
 * the first fish found, or (with siamese fish) the best of all of them and
 * their siamese pairs; every instance for sdk_find_steps.  A general
 * search (any_kind) gives the solver the first fish it meets whatever its
 * unit kinds, as HoDoKu's does.
 */
void		fish_run(sdk_finder *f, int size, fish_kind want, fish_search search, bool any_kind);

/*
 * Kraken Fish (tech_fish_kraken.c), on the fish of the general search: a
 * search's state, begun before it (NULL when out of memory) and ended
 * after it (emitting the steps kept, with emit); each finned fish that
 * eliminates nothing goes to kraken_try with its base places, the cells
 * it would clear (cover places outside the base, and those in two cover
 * units) and its cannibalistic places; false when the search must end.
 */
typedef struct kraken_search kraken_search;

kraken_search *kraken_begin(sdk_finder *f);
void		kraken_end(kraken_search *k, bool emit);
bool		kraken_try(kraken_search *k, const fish *fi, const sdk_cellset *base,
					   const sdk_cellset *deletable, const sdk_cellset *cannibal);
bool		kraken_stopped(const kraken_search *k);
/* Steps kept so far. */
int			kraken_count(const kraken_search *k);
/* The solver with siamese fish keeps one step per combination of base units: this one has it. */
bool		kraken_base_done(const kraken_search *k);

#endif							/* SUDOKU_TECH_FISH_H */
