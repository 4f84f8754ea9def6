/*
 * logic.h -- the human-style solver: techniques that find steps in a
 * position with pencil marks, a registry that fixes their order, and the
 * loop that applies the first step found until the grid is solved.
 *
 * Every step says which technique found it, which digits it is about, the
 * cells it places and the candidates it eliminates, the units and cells
 * that justify it, and a one-line explanation.
 *
 * The public face of logic/ (the logical engine); the techniques use
 * engine.h.  logic/ includes grid/ and exact/, never techniques/ or above.
 */
#ifndef SUDOKU_LOGIC_H
#define SUDOKU_LOGIC_H

#include "sudoku_core.h"

/* ---- cell sets: one bit per cell, up to 625 cells ---- */

#define SDK_CELLSET_WORDS ((SDK_MAX_CELLS + 63) / 64)

typedef struct sdk_cellset
{
	uint64_t	w[SDK_CELLSET_WORDS];
} sdk_cellset;

/* ---- steps ---- */

#define SDK_STEP_MAX_CHANGES 256
#define SDK_STEP_MAX_UNITS 16
#define SDK_STEP_MAX_CELLS 64
#define SDK_STEP_TEXT 600

typedef struct sdk_change
{
	uint16_t	cell;
	uint8_t		digit;
} sdk_change;

typedef enum sdk_level
{
	SDK_LEVEL_EASY = 0,
	SDK_LEVEL_MEDIUM,
	SDK_LEVEL_HARD,
	SDK_LEVEL_UNFAIR,
	SDK_LEVEL_EXTREME
} sdk_level;

#define SDK_STEP_SIAMESE 1		/* two fish in one step (HoDoKu's code + "1") */
#define SDK_STEP_HODOKU_ORDER 2	/* the eliminations stand in the order HoDoKu makes them */
#define SDK_STEP_FORCING 4		/* a forcing chain or net: its chains are its branches */
#define SDK_STEP_UNIT_ORDER 8	/* HoDoKu makes the eliminations unit by unit: the base
								 * units in order, each in its cells' order */

/*
 * The chains of a chain step.  A chain is a list of literals, each a node
 * set on (true) or off (false), from the premise to the conclusion; the
 * link between two literals is strong where an "off" implies an "on" and
 * weak where an "on" implies an "off".  A node is a candidate (one entry)
 * or a group of one digit in several cells (one entry per cell, the later
 * ones flagged SDK_CHAIN_MORE), or an almost locked set (HoDoKu's ALS
 * node in a grouped nice loop or AIC: its cells the same way, each
 * flagged SDK_CHAIN_ALS, with the digit it is entered by, off).  The first
 * literal of each chain is flagged SDK_CHAIN_START.  A forcing step keeps one chain per branch
 * (one per candidate of the cell or unit it starts from, or the two or
 * more that contradict each other); a forcing net adds to each chain the
 * side chains its inferences need, flagged SDK_CHAIN_NET with the start:
 * a side chain starts from a literal of the chain before it (its fork)
 * and ends at the literal it helps to prove.
 */
#define SDK_CHAIN_ON 1			/* the node is true; else it is false */
#define SDK_CHAIN_MORE 2		/* another cell of the node before (a group) */
#define SDK_CHAIN_START 4		/* the first literal of a chain */
#define SDK_CHAIN_NET 8			/* with START: a side chain of a net */
#define SDK_CHAIN_ALS 16		/* the node is an almost locked set (all its cells) */

#define SDK_STEP_MAX_CHAIN 2048

/*
 * Room for the chains as text (sdk_step_chain_text) and for the full
 * explanation (sdk_step_explanation), nul included: a literal takes at
 * most 10 characters ("-(P)r25c25", " r25c25<>P"), a further cell of a
 * group 7 (",r25c25"), a side chain's parentheses 3 and a line's start 3
 * ("\n  "), so 16 for each chain entry is enough on every grid size.
 */
#define SDK_STEP_CHAIN_TEXT (16 * SDK_STEP_MAX_CHAIN + 1)
#define SDK_STEP_EXPLANATION_TEXT (SDK_STEP_TEXT + SDK_STEP_CHAIN_TEXT)

typedef struct sdk_chain_entry
{
	uint16_t	cell;
	uint8_t		digit;
	uint8_t		flags;			/* SDK_CHAIN_... */
} sdk_chain_entry;

typedef struct sdk_step
{
	int			technique;		/* index in the registry */
	int			flags;			/* SDK_STEP_... */
	sdk_mask	digits;			/* the digits the step is about */
	int			nplacements;
	sdk_change	placements[SDK_MAX_SIZE];
	int			neliminations;
	sdk_change	eliminations[SDK_STEP_MAX_CHANGES];
	/* the pattern: base and cover units (fish, subsets, intersections) */
	int			nbase;
	uint8_t		base[SDK_STEP_MAX_UNITS];
	int			ncover;
	uint8_t		cover[SDK_STEP_MAX_UNITS];
	/* and its cells: a wing's pivot then pincers, a chain's cells in order */
	int			ncells;
	uint16_t	cells[SDK_STEP_MAX_CELLS];
	/* the chains (chain techniques), SDK_CHAIN_START where each begins */
	int			nchain;
	sdk_chain_entry chain[SDK_STEP_MAX_CHAIN];
	/*
	 * The step's difficulty in its model where it is not its technique's
	 * alone: Sudoku Explainer's, in tenths (a chain's grows with its
	 * length); 0 in HoDoKu's model, whose score is the technique's.
	 */
	int			difficulty;
	int			guess_depth;	/* guesses only: 1 for the first */
	int			dead_ends;		/* guesses only: wrong digits tried first */
	char		text[SDK_STEP_TEXT];
} sdk_step;

/* Units are numbered rows 0..n-1, columns n..2n-1, boxes 2n..3n-1. */

/* ---- the registry ---- */

typedef struct sdk_logic sdk_logic;
typedef struct sdk_finder sdk_finder;

typedef void (*sdk_find_fn) (sdk_finder *f, int param);

#define SDK_TECH_UNIQUENESS 1	/* assumes one solution (the puzzle's; after a guess, the position's) */
#define SDK_TECH_OFF 2			/* not in HoDoKu's default set */
#define SDK_TECH_SE 4			/* Sudoku Explainer's model (after Guess in the registry) */
#define SDK_TECH_GIVENS 8		/* assumes the givens alone have one solution */

typedef struct sdk_technique
{
	const char *name;
	const char *code;			/* HoDoKu's library code, "" if none */
	sdk_level	level;
	int			score;
	sdk_find_fn find;
	int			param;			/* subset or fish size, variant number */
	int			flags;
	const char *category;		/* HoDoKu's category: "Singles", "Basic Fish", ... */
} sdk_technique;

/* The techniques in the order the solver tries them. */
int			sdk_technique_count(void);
const sdk_technique *sdk_technique_at(int index);
/* By name (case-insensitive) or code; -1 when unknown. */
int			sdk_technique_lookup(const char *name_or_code);
/*
 * The index of the guess pseudo-technique ("Guess"), the last of HoDoKu's
 * model; Sudoku Explainer's techniques follow it, in its order, each with
 * its base difficulty in tenths as the score (a chain's grows with its
 * length: sdk_step.difficulty), SDK_TECH_SE in its flags.
 */
int			sdk_technique_guess(void);
const char *sdk_level_name(sdk_level level);

/* ---- what the solver may use ---- */

#define SDK_MAX_TECHNIQUES 192

/*
 * The two rating models: HoDoKu's (levels and scores, its ~90 techniques
 * in its order) and Sudoku Explainer's (ER/EP/ED as serate 1.2.1.3 gives
 * them, its techniques in its order, every one always on).
 */
typedef enum sdk_model
{
	SDK_MODEL_HODOKU = 0,
	SDK_MODEL_SE
} sdk_model;

/*
 * The techniques the solver tries, and HoDoKu's settings that change which
 * steps exist.  sdk_logic_options_default gives HoDoKu 2.2's defaults; the
 * functions below take NULL for those.
 */
typedef struct sdk_logic_options
{
	uint64_t	enabled[SDK_MAX_TECHNIQUES / 64];	/* a bit per registry index */
	/* a rectangle cell may have lost one of its two digits already */
	bool		uniqueness_missing_candidates;
	/* fish are also reported as siamese, kites and ERs as duals */
	bool		duals_and_siamese;
	/* an empty rectangle whose box holds the digit in two cells only */
	bool		er_two_candidates;
	/* almost locked sets of a step may share cells (HoDoKu's allowAlsOverlap) */
	bool		als_overlap;
	/* one ALS-Chain or Death Blossom per set of eliminations (onlyOneAlsPerStep) */
	bool		als_one_per_step;
	/*
	 * listing every ALS-Chain, a set links only to sets after it in the
	 * list, as always when solving (allStepsAlsChainForwardOnly)
	 */
	bool		als_forward_only;
	/* almost locked sets as nodes of grouped nice loops and AICs (allowAlsInTablingChains) */
	bool		als_in_chains;
	/*
	 * The model whose techniques the solver tries, in its order, and whose
	 * rating it gives.  Sudoku Explainer's uses all of its own techniques
	 * (enabled and the settings above are HoDoKu's); Guess, as enabled,
	 * stays the last resort of both.
	 */
	sdk_model	model;

	/*
	 * For measuring where the time goes (NULL by default: nothing is
	 * called): the solve loop calls it right before (start true) and right
	 * after (false) each run of a technique's finder, with the technique's
	 * registry index, and around the refresh of its working sets that
	 * precedes each search, with technique -1.  A finder that reports
	 * several techniques runs once, under the first of them that is
	 * enabled.
	 */
	void		(*observe) (int technique, bool start, void *arg);
	void	   *observe_arg;
} sdk_logic_options;

void		sdk_logic_options_default(sdk_logic_options *o);
bool		sdk_technique_enabled(const sdk_logic_options *o, int technique);

/*
 * Sets the techniques from a list of items, each a technique's name or
 * code, a category ("Singles", "Uniqueness", ...), "default" (HoDoKu's
 * default set) or "all"; an item with a leading '-' takes its techniques
 * out.  A list whose first item takes out starts from the default set,
 * any other from nothing.  Names ignore case, and spaces, '-' and '_'
 * count as one.  "Guess" is a technique like the others: without it the
 * solver stops where the techniques do.
 */
sdk_status	sdk_logic_options_techniques(sdk_logic_options *o, const char *const *items,
										 int count, sdk_error *err);

/*
 * Reads settings written "name=value name=value" (PostGIS style): names
 * uniqueness_missing_candidates, duals_and_siamese, er_two_candidates,
 * als_overlap, als_one_per_step, als_forward_only, als_in_chains;
 * values true/false, on/off, yes/no, 1/0; and model, hodoku or se
 * (Sudoku Explainer's).
 */
sdk_status	sdk_logic_options_parse(sdk_logic_options *o, const char *text, sdk_error *err);

/* ---- finding and solving ---- */

/* Called for each step; false stops. */
typedef bool (*sdk_step_fn) (const sdk_step *step, void *arg);

/*
 * Every instance of one technique in the position, from its own pencil
 * marks.  Uniqueness techniques run only when the position has exactly
 * one solution.
 */
sdk_status	sdk_find_steps(const sdk_position *p, int technique,
						   const sdk_logic_options *opts, sdk_step_fn fn, void *arg,
						   const sdk_env *env, sdk_error *err);

/*
 * A path's rating in the model that solved it.  The common part is
 * everyone's; level and score are HoDoKu's (0 in Sudoku Explainer's),
 * er, ep and ed Sudoku Explainer's in tenths (0 in HoDoKu's): the hardest
 * step of the whole path, of the path up to its first placement, and the
 * first step's.
 */
typedef struct sdk_rating
{
	sdk_model	model;
	sdk_level	level;
	long		score;
	int			er;
	int			ep;
	int			ed;
	int			hardest;		/* the first hardest step's technique, -1 when no step */
	int			steps;
	int			guesses;
	bool		solved;			/* false when the position has no solution */
} sdk_rating;

/* An SE rating in tenths as SE prints it ("8.3"); buf holds 8 bytes. */
void		sdk_se_rating_text(int tenths, char *buf);

/*
 * Solves from the position's own marks: applies the first enabled
 * technique (in registry order) that finds a step, again and again; when
 * none does, it guesses the solution's digit in a cell with fewest
 * candidates, if Guess is enabled.  Calls fn for every step (fn may be
 * NULL) and stops after max_steps (0: no limit).  The final position goes
 * to *final when it is not NULL, the rating to *rating when it is not
 * NULL.  A position with no solution is solved as far as the techniques
 * go, without guesses.
 *
 * The puzzle's solutions are searched for only when the path needs them:
 * at its first guess, at the first step of a technique that assumes one
 * solution (kept only if the position has one), and, for rating->solved,
 * at its end.  Until the first guess every step holds in every solution,
 * so the search starts from where the path has got to, not from the
 * puzzle.  A guess needs only a solution to follow: when proving that
 * there is no second would take more than the search for the first again,
 * the proof is put off (most puzzles of a large grid never need it), and
 * after the guess a step that assumes one solution is taken where the
 * position the guesses left has one (the givens too, for an avoidable
 * rectangle that would swap a guessed digit), which for a puzzle with one
 * solution is always.  A path that needs none of them (a hint, say, or any
 * path with no rating asked for and neither guess nor such a step)
 * searches for none.  An allocation the environment refuses anywhere in
 * the solve ends it with SDK_ERR_LIMIT ("The logical solver could not get
 * memory."), everything given back: a search without its memory would end
 * without its step, and the solve would go on along another path.
 */
sdk_status	sdk_logic_solve(const sdk_position *p, const sdk_logic_options *opts,
							int max_steps, sdk_step_fn fn, void *arg,
							sdk_position *final, sdk_rating *rating,
							const sdk_env *env, sdk_error *err);

/*
 * The solve loop driven from outside, one step at a time: sdk_logic_next
 * gives the first step the enabled techniques find (false when none does;
 * no guesses), sdk_logic_apply makes a step's changes, whoever found it,
 * so that HoDoKu's path can be replayed with the solver's own state (its
 * queues of singles) kept as the solve loop keeps it.  After a false,
 * sdk_logic_failure says whether there was no step (SDK_OK) or the search
 * stopped: out of memory (SDK_ERR_NO_MEMORY) or interrupted; err says so.
 */
typedef struct sdk_logic_session sdk_logic_session;

sdk_logic_session *sdk_logic_begin(const sdk_position *p, const sdk_logic_options *opts,
								   const sdk_env *env, sdk_error *err);
bool		sdk_logic_next(sdk_logic_session *s, sdk_step *step);
sdk_status	sdk_logic_failure(const sdk_logic_session *s, sdk_error *err);
void		sdk_logic_apply(sdk_logic_session *s, const sdk_step *step);
const sdk_position *sdk_logic_position(const sdk_logic_session *s);
void		sdk_logic_end(sdk_logic_session *s);

/* Why a cell of the solved grid holds its digit. */
typedef struct sdk_cell_trace
{
	int			value;			/* the digit in the end, 0 when left open */
	int			step;			/* the step that placed it, 0 if none did */
	const char *rule;			/* "Given", "Placed", the technique; NULL if open */
} sdk_cell_trace;

/*
 * Solves logically, as sdk_logic_solve does, and tells for each of the
 * position's cells (trace has sdk_ncells entries) the rule and step that
 * filled it.
 */
sdk_status	sdk_logic_trace(const sdk_position *p, const sdk_logic_options *opts,
							sdk_cell_trace *trace, const sdk_env *env, sdk_error *err);

/*
 * The position before a step and the step as HoDoKu's library line,
 * ":code:digits:givens:deleted:eliminations:placements:", so that both can
 * be pasted into HoDoKu.  False (and an empty buf) when HoDoKu cannot read
 * it: not a 9x9 grid, or a technique without a code.  cap >= 1024.
 */
bool		sdk_step_library_line(const sdk_position *before, const sdk_step *step,
								  char *buf, size_t cap);

/*
 * The chains of a step as text (step->chain, see SDK_CHAIN_ON); false and
 * an empty buf when the step has none.  One line per chain, joined by
 * "\n".  SDK_STEP_CHAIN_TEXT bytes always hold it (a smaller cap cuts it).
 *
 * A chain step (not SDK_STEP_FORCING) in Eureka notation:
 *
 *   (1)r2c9=(1)r5c9-(1)r5c5=(1)r8c5       an X-Chain (part of one)
 *   (1=7)r4c5-(7=3)r8c5-(3=6)r8c2-(6=1)r9c1   an XY-Chain
 *   (1)r1c3=(1-2)r4c3=(2)r8c3-(2=1)r7c1   an AIC
 *   (6)r7c4=(6-4)r7c9=(4-1)r9c9=(1)r7c79-(1)r7c4   a nice loop with a group
 *
 *   - a node is "(digit)cells": a candidate, or a group of one digit with
 *     its cells written as sdk_cells_name writes them ("(2)r1c78"), or an
 *     almost locked set written as HoDoKu writes one in a chain, "ALS:" and
 *     its cells as sdk_cells_compact writes them ("(3)ALS:r1789c9");
 *   - the literals stand in the order the implication runs, from the
 *     premise: an X-Chain, Turbot Fish or AIC from the node it assumes
 *     off to the one it proves on; an XY-Chain from the digit it
 *     eliminates off in its first cell, a Remote Pair likewise from the
 *     digit HoDoKu starts it with; a discontinuous nice loop from its
 *     start literal back to its start cell; a continuous one closed (its
 *     last literal is its first);
 *   - before each literal after the first, "=" when it is on (an off
 *     implies an on: a strong link) and "-" when it is off (an on implies
 *     an off: a weak link); the first literal's state shows in the link
 *     after it;
 *   - consecutive literals that are candidates of one cell with different
 *     digits share the node: their digits in order inside the parentheses,
 *     each after the first behind its link's sign, so "(5=2)r1c7" is 5 off
 *     then 2 on in r1c7 (the strong link in a bivalue cell) and "(2-5)r1c7"
 *     2 on then 5 off;
 *   - digits past 9 are letters, as everywhere ("(A)r10c12").
 *
 * A forcing chain or net (SDK_STEP_FORCING), as HoDoKu 2.2 prints its
 * chains: each branch a line of literals joined by single spaces, "r5c4=3"
 * for a node on and "r5c4<>4" for one off (a group "r4c46<>7", an almost
 * locked set "ALS:r4c79,r56c9<>3").  Each side
 * chain of a net (SDK_CHAIN_NET) stands in parentheses right after its fork
 * (its first literal, not repeated) in the branch it belongs to (the
 * nearest chain before it that is not a side chain): "r3c4=5 (r3c4<>4)
 * (r3c4<>9) r3c4<>4 r5c4=4", again after each time the branch passes that
 * literal; one with no literal past its fork is a lone ")" there, as
 * HoDoKu writes it ("r2c3=1) r2c6<>1").  Side chains of one fork keep their
 * order.  A fork that is not in the branch but in an earlier side chain of
 * it puts the parentheses inside that one's; a side chain whose fork is
 * nowhere before it stands whole, fork included, after the branch's first
 * literal.
 */
bool		sdk_step_chain_text(const sdk_geometry *g, const sdk_step *step, char *buf, size_t cap);

/*
 * A step's full explanation: its text, and for a forcing chain or net each
 * chain line of sdk_step_chain_text after it, each on a line of its own
 * indented by two spaces, as HoDoKu shows forcing chains.  Other steps are
 * their text alone (a nice loop's text holds its chain already).  Returns
 * the length; SDK_STEP_EXPLANATION_TEXT bytes always hold it.
 */
size_t		sdk_step_explanation(const sdk_geometry *g, const sdk_step *step, char *buf, size_t cap);

/*
 * A step's title, as its picture shows it: "Technique: text", the text
 * alone when it starts with the technique's name, the name alone when the
 * step has no text; false (buf untouched) when it has neither.
 */
bool		sdk_step_title(const sdk_step *step, char *buf, size_t cap);

/*
 * A step read back from the text of its SQL row (step_read.c), so that a
 * row of sudoku_steps can be drawn: the technique by name or code, its
 * digits (a mask), placements as sdk_change_name writes them ("r5c3=4"),
 * eliminations ("r5c3<>4"), base and cover units as sdk_unit_name writes
 * them ("r5", "c3", "b4"), cells (from 0), the first line of the
 * explanation as the text, and the chains in either notation of
 * sdk_step_chain_text (forcing steps are known by theirs).  What a row
 * leaves NULL is empty.  The step's chain text written again is the text
 * read, with one exception: a forcing net's side chain that stands whole
 * after its branch's first literal reads as forking from that literal.
 */
typedef struct sdk_step_text
{
	const char *technique;
	sdk_mask	digits;
	const char *const *placements;
	int			nplacements;
	const char *const *eliminations;
	int			neliminations;
	const char *const *base_units;
	int			nbase;
	const char *const *cover_units;
	int			ncover;
	const int  *cells;
	int			ncells;
	const char *explanation;
	const char *chain;
} sdk_step_text;

sdk_status	sdk_step_read(const sdk_geometry *g, const sdk_step_text *t, sdk_step *step,
						  const sdk_env *env, sdk_error *err);
/* The chains alone, into step->chain and step->nchain (and SDK_STEP_FORCING). */
sdk_status	sdk_step_chain_read(const sdk_geometry *g, const char *text, sdk_step *step,
								const sdk_env *env, sdk_error *err);

/* Applies a step to a position: placements, then eliminations. */
void		sdk_apply_step(sdk_position *p, const sdk_step *step);

/* "r5c3" for a cell, "r5" "c3" "b4" for a unit (from 1). */
void		sdk_cell_name(const sdk_geometry *g, int cell, char *buf, size_t cap);
/*
 * Cells taken together (a group node), compactly, as HoDoKu writes them:
 * "r1c456" for cells of one row, "r12c7" for cells of one column (the
 * numbers joined by "/" past 9: "r10c11/12"), one cell as sdk_cell_name
 * writes it, any other set as its cell names joined by ",".  The cells in
 * the order given.
 */
void		sdk_cells_name(const sdk_geometry *g, const uint16_t *cells, int count,
						   char *buf, size_t cap);
/*
 * Any cells as HoDoKu writes a set of them (its getCompactCellPrint): in
 * cell order, each cell not written yet starts a part that takes the later
 * cells of its row ("r1c24789") or else of its column ("r56c9"), parts
 * joined by ",": "r4c79,r56c9,r6c78".  Numbers joined by "/" past 9.
 */
void		sdk_cells_compact(const sdk_geometry *g, const uint16_t *cells, int count,
							  char *buf, size_t cap);
void		sdk_unit_name(const sdk_geometry *g, int unit, char *buf, size_t cap);
/* "r5c3=4" for a placement, "r5c3<>4" for an elimination. */
void		sdk_change_name(const sdk_geometry *g, sdk_change change, bool placement,
							char *buf, size_t cap);

#endif							/* SUDOKU_LOGIC_H */
