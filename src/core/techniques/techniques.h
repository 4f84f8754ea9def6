/*
 * techniques.h -- the face of the technique families: each file of this
 * folder is one family and defines its finders, which the registry
 * (registry.c) lists in the solver's order.  A finder looks at the
 * finder's position (engine.h) and emits the steps it finds.  Includes
 * logic/ and below, never canon/ or picture/ (README, "Layout").
 */
#ifndef SUDOKU_TECHNIQUES_H
#define SUDOKU_TECHNIQUES_H

#include "engine.h"

void		find_full_house(sdk_finder *f, int param);
void		find_naked_single(sdk_finder *f, int param);
void		find_hidden_single(sdk_finder *f, int param);
/* A hidden single's pattern, text and placement (tech_singles.c), after step_begin. */
void		step_hidden_single(sdk_finder *f, int unit, int cell, int digit);
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

/*
 * Sudoku Explainer's techniques (its model, serate 1.2.1.3), one file per
 * family, se_ in front where SE's form of a pattern is its own: each
 * finds its steps in SE's order, names them (step_report_se) with SE's
 * difficulty, and emits them in the order SE would take them.
 */
#define SE_DIRECT 16			/* a hidden set that leaves a hidden single (its param + this) */
#define SE_CHAINS_STATIC 0		/* cycles and forcing chains (X, Y, both) */
#define SE_CHAINS_NISHIO 1
#define SE_CHAINS_MULTIPLE 2	/* cell and region forcing chains */
#define SE_CHAINS_DYNAMIC 3
#define SE_CHAINS_DYNAMIC_PLUS 4	/* dynamic, with the easier techniques inside (level 1) */
#define SE_CHAINS_NESTED(level) (SE_CHAINS_DYNAMIC_PLUS + (level) - 1)	/* levels 2 to 5: chains inside */

/* se_singles.c: singles and direct intersections */
void		se_find_hidden_single(sdk_finder *f, int param);
void		se_find_naked_single(sdk_finder *f, int param);
void		se_find_locking(sdk_finder *f, int direct);
/* se_sets.c: subsets, fish, XY- and XYZ-Wing */
void		se_find_hidden_set(sdk_finder *f, int param);
void		se_find_naked_set(sdk_finder *f, int size);
void		se_find_fish(sdk_finder *f, int size);
void		se_find_xy_wing(sdk_finder *f, int xyz);
/* se_unique.c: unique rectangles and loops, bivalue universal graves */
void		se_find_unique_loops(sdk_finder *f, int param);
void		se_find_bug(sdk_finder *f, int param);
/* se_aligned.c: aligned pair and triplet exclusion */
void		se_find_aligned_exclusion(sdk_finder *f, int size);
/* se_chains.c: SE's chaining */
void		se_find_chains(sdk_finder *f, int kind);

#endif							/* SUDOKU_TECHNIQUES_H */
