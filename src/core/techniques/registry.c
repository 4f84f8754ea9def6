/*
 * registry.c -- the techniques in the order the solver tries them: each
 * one's name, HoDoKu's code, level and score, its finder and category.
 * A new technique is a finder in a file of this folder (techniques.h) and
 * one line here.
 */
#include "techniques.h"

/*
 * Sudoku Explainer's techniques (the model of serate 1.2.1.3), after
 * Guess, in the order SE tries them: its hint producers, one finder each
 * (the entries of one finder stand together, named as SE names its
 * hints), each with its base difficulty in tenths as the score (a step's
 * own, where it differs, is sdk_step.difficulty).  SE has no levels and
 * no codes.
 */
#define SE_ENTRY(name, difficulty, find, param, category) \
	{name, "", SDK_LEVEL_EASY, difficulty, find, param, SDK_TECH_SE, category}
/* one that assumes a single solution: left out where the position has several, as HoDoKu's are */
#define SE_UNIQUE(name, difficulty, find, param) \
	{name, "", SDK_LEVEL_EASY, difficulty, find, param, SDK_TECH_SE | SDK_TECH_UNIQUENESS, "Uniqueness"}
/* the four hints of a nested level (chains inside chains), as SE names them */
#define SE_NESTED(level, difficulty, suffix) \
	SE_ENTRY("Dynamic Contradiction Forcing Chains" suffix, difficulty, se_find_chains, SE_CHAINS_NESTED(level), "Forcing Chains"), \
	SE_ENTRY("Dynamic Double Forcing Chains" suffix, difficulty, se_find_chains, SE_CHAINS_NESTED(level), "Forcing Chains"), \
	SE_ENTRY("Dynamic Cell Forcing Chains" suffix, difficulty, se_find_chains, SE_CHAINS_NESTED(level), "Forcing Chains"), \
	SE_ENTRY("Dynamic Region Forcing Chains" suffix, difficulty, se_find_chains, SE_CHAINS_NESTED(level), "Forcing Chains")
#define SE_TECHNIQUES \
	SE_ENTRY("Hidden Single", 12, se_find_hidden_single, 0, "Singles"), \
	SE_ENTRY("Direct Pointing", 17, se_find_locking, 1, "Intersections"), \
	SE_ENTRY("Direct Claiming", 19, se_find_locking, 1, "Intersections"), \
	SE_ENTRY("Direct Hidden Pair", 20, se_find_hidden_set, 2 + SE_DIRECT, "Subsets"), \
	SE_ENTRY("Naked Single", 23, se_find_naked_single, 0, "Singles"), \
	SE_ENTRY("Direct Hidden Triplet", 25, se_find_hidden_set, 3 + SE_DIRECT, "Subsets"), \
	SE_ENTRY("Pointing", 26, se_find_locking, 0, "Intersections"), \
	SE_ENTRY("Claiming", 28, se_find_locking, 0, "Intersections"), \
	SE_ENTRY("Naked Pair", 30, se_find_naked_set, 2, "Subsets"), \
	SE_ENTRY("X-Wing", 32, se_find_fish, 2, "Basic Fish"), \
	SE_ENTRY("Hidden Pair", 34, se_find_hidden_set, 2, "Subsets"), \
	SE_ENTRY("Naked Triplet", 36, se_find_naked_set, 3, "Subsets"), \
	SE_ENTRY("Swordfish", 38, se_find_fish, 3, "Basic Fish"), \
	SE_ENTRY("Hidden Triplet", 40, se_find_hidden_set, 3, "Subsets"), \
	SE_ENTRY("XY-Wing", 42, se_find_xy_wing, 0, "Wings"), \
	SE_ENTRY("XYZ-Wing", 44, se_find_xy_wing, 1, "Wings"), \
	SE_UNIQUE("Unique Rectangle type 1", 45, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Rectangle type 2", 45, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Rectangle type 3", 45, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Rectangle type 4", 45, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Loop type 1", 46, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Loop type 2", 46, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Loop type 3", 46, se_find_unique_loops, 0), \
	SE_UNIQUE("Unique Loop type 4", 46, se_find_unique_loops, 0), \
	SE_ENTRY("Naked Quad", 50, se_find_naked_set, 4, "Subsets"), \
	SE_ENTRY("Jellyfish", 52, se_find_fish, 4, "Basic Fish"), \
	SE_ENTRY("Hidden Quad", 54, se_find_hidden_set, 4, "Subsets"), \
	SE_UNIQUE("BUG type 1", 56, se_find_bug, 0), \
	SE_UNIQUE("BUG type 2", 56, se_find_bug, 0), \
	SE_UNIQUE("BUG type 3", 57, se_find_bug, 0), \
	SE_UNIQUE("BUG type 4", 57, se_find_bug, 0), \
	SE_ENTRY("Aligned Pair Exclusion", 62, se_find_aligned_exclusion, 2, "Aligned Exclusion"), \
	SE_ENTRY("Bidirectional X-Cycle", 65, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Bidirectional Y-Cycle", 65, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Bidirectional Cycle", 70, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Generalized X-Wing", 65, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Turbot Fish", 66, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Forcing X-Chain", 66, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Forcing Y-Chain", 66, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Forcing Chain", 70, se_find_chains, SE_CHAINS_STATIC, "Chains and Loops"), \
	SE_ENTRY("Aligned Triplet Exclusion", 75, se_find_aligned_exclusion, 3, "Aligned Exclusion"), \
	SE_ENTRY("Nishio Forcing Chains", 75, se_find_chains, SE_CHAINS_NISHIO, "Forcing Chains"), \
	SE_ENTRY("Cell Forcing Chains", 80, se_find_chains, SE_CHAINS_MULTIPLE, "Forcing Chains"), \
	SE_ENTRY("Region Forcing Chains", 80, se_find_chains, SE_CHAINS_MULTIPLE, "Forcing Chains"), \
	SE_ENTRY("Dynamic Contradiction Forcing Chains", 85, se_find_chains, SE_CHAINS_DYNAMIC, "Forcing Chains"), \
	SE_ENTRY("Dynamic Double Forcing Chains", 85, se_find_chains, SE_CHAINS_DYNAMIC, "Forcing Chains"), \
	SE_ENTRY("Dynamic Cell Forcing Chains", 85, se_find_chains, SE_CHAINS_DYNAMIC, "Forcing Chains"), \
	SE_ENTRY("Dynamic Region Forcing Chains", 85, se_find_chains, SE_CHAINS_DYNAMIC, "Forcing Chains"), \
	SE_ENTRY("Dynamic Contradiction Forcing Chains (+)", 90, se_find_chains, SE_CHAINS_DYNAMIC_PLUS, "Forcing Chains"), \
	SE_ENTRY("Dynamic Double Forcing Chains (+)", 90, se_find_chains, SE_CHAINS_DYNAMIC_PLUS, "Forcing Chains"), \
	SE_ENTRY("Dynamic Cell Forcing Chains (+)", 90, se_find_chains, SE_CHAINS_DYNAMIC_PLUS, "Forcing Chains"), \
	SE_ENTRY("Dynamic Region Forcing Chains (+)", 90, se_find_chains, SE_CHAINS_DYNAMIC_PLUS, "Forcing Chains"), \
	SE_NESTED(2, 95, " (+ Forcing Chains)"), \
	SE_NESTED(3, 100, " (+ Multiple Forcing Chains)"), \
	SE_NESTED(4, 105, " (+ Dynamic Forcing Chains)"), \
	SE_NESTED(5, 110, " (+ Dynamic Forcing Chains (+ Forcing Chains))")


/*
 * HoDoKu's order, codes, levels and base scores (ANCHORS.md section 2).
 * A technique whose find function is NULL is known by name but not
 * implemented yet: sdk_find_steps says so, the solver passes over it.
 */
static const sdk_technique registry[] = {
	{"Full House", "0000", SDK_LEVEL_EASY, 4, find_full_house, 0, 0, "Singles"},
	{"Naked Single", "0003", SDK_LEVEL_EASY, 4, find_naked_single, 0, 0, "Singles"},
	{"Hidden Single", "0002", SDK_LEVEL_EASY, 14, find_hidden_single, 0, 0, "Singles"},
	{"Locked Pair", "0110", SDK_LEVEL_MEDIUM, 40, find_locked_subset, 2, 0, "Intersections"},
	{"Locked Triple", "0111", SDK_LEVEL_MEDIUM, 60, find_locked_subset, 3, 0, "Intersections"},
	{"Locked Candidates Type 1 (Pointing)", "0100", SDK_LEVEL_MEDIUM, 50, find_locked_candidates, 1, 0, "Intersections"},
	{"Locked Candidates Type 2 (Claiming)", "0101", SDK_LEVEL_MEDIUM, 50, find_locked_candidates, 2, 0, "Intersections"},
	{"Naked Pair", "0200", SDK_LEVEL_MEDIUM, 60, find_naked_subset, 2, 0, "Subsets"},
	{"Naked Triple", "0201", SDK_LEVEL_MEDIUM, 80, find_naked_subset, 3, 0, "Subsets"},
	{"Hidden Pair", "0210", SDK_LEVEL_MEDIUM, 70, find_hidden_subset, 2, 0, "Subsets"},
	{"Hidden Triple", "0211", SDK_LEVEL_MEDIUM, 100, find_hidden_subset, 3, 0, "Subsets"},
	{"Naked Quadruple", "0202", SDK_LEVEL_HARD, 120, find_naked_subset, 4, 0, "Subsets"},
	{"Hidden Quadruple", "0212", SDK_LEVEL_HARD, 150, find_hidden_subset, 4, 0, "Subsets"},
	{"X-Wing", "0300", SDK_LEVEL_HARD, 140, find_basic_fish, 2, 0, "Basic Fish"},
	{"Swordfish", "0301", SDK_LEVEL_HARD, 150, find_basic_fish, 3, 0, "Basic Fish"},
	{"Jellyfish", "0302", SDK_LEVEL_HARD, 160, find_basic_fish, 4, 0, "Basic Fish"},
	{"Squirmbag", "0303", SDK_LEVEL_UNFAIR, 470, find_basic_fish, 5, SDK_TECH_OFF, "Basic Fish"},
	{"Whale", "0304", SDK_LEVEL_UNFAIR, 470, find_basic_fish, 6, SDK_TECH_OFF, "Basic Fish"},
	{"Leviathan", "0305", SDK_LEVEL_UNFAIR, 470, find_basic_fish, 7, SDK_TECH_OFF, "Basic Fish"},
	{"Remote Pair", "0703", SDK_LEVEL_HARD, 110, find_remote_pair, 0, 0, "Chains and Loops"},
	{"Bivalue Universal Grave + 1", "0610", SDK_LEVEL_HARD, 100, find_bug_plus_one, 0, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Skyscraper", "0400", SDK_LEVEL_HARD, 130, find_skyscraper, 0, 0, "Single Digit Patterns"},
	{"2-String Kite", "0401", SDK_LEVEL_HARD, 150, find_two_string_kite, 0, 0, "Single Digit Patterns"},
	/* found (with duals_and_siamese) and rated by the kite's search, as in HoDoKu */
	{"Dual 2-String Kite", "0404", SDK_LEVEL_HARD, 150, find_two_string_kite, 0, 0, "Single Digit Patterns"},
	{"Turbot Fish", "0403", SDK_LEVEL_HARD, 120, find_turbot_fish, 0, 0, "Single Digit Patterns"},
	{"Empty Rectangle", "0402", SDK_LEVEL_HARD, 120, find_empty_rectangle, 0, 0, "Single Digit Patterns"},
	{"Dual Empty Rectangle", "0405", SDK_LEVEL_HARD, 120, find_empty_rectangle, 0, 0, "Single Digit Patterns"},
	{"W-Wing", "0803", SDK_LEVEL_HARD, 150, find_w_wing, 0, 0, "Wings"},
	{"XY-Wing", "0800", SDK_LEVEL_HARD, 160, find_xy_wing, 0, 0, "Wings"},
	{"XYZ-Wing", "0801", SDK_LEVEL_HARD, 180, find_xyz_wing, 0, 0, "Wings"},
	{"Uniqueness Test 1", "0600", SDK_LEVEL_HARD, 100, find_unique_rectangle, 1, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Uniqueness Test 2", "0601", SDK_LEVEL_HARD, 100, find_unique_rectangle, 2, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Uniqueness Test 3", "0602", SDK_LEVEL_HARD, 100, find_unique_rectangle, 3, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Uniqueness Test 4", "0603", SDK_LEVEL_HARD, 100, find_unique_rectangle, 4, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Uniqueness Test 5", "0604", SDK_LEVEL_HARD, 100, find_unique_rectangle, 5, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Uniqueness Test 6", "0605", SDK_LEVEL_HARD, 100, find_unique_rectangle, 6, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Hidden Rectangle", "0606", SDK_LEVEL_HARD, 100, find_hidden_rectangle, 0, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Avoidable Rectangle Type 1", "0607", SDK_LEVEL_HARD, 100, find_avoidable_rectangle, 1, SDK_TECH_UNIQUENESS | SDK_TECH_GIVENS, "Uniqueness"},
	{"Avoidable Rectangle Type 2", "0608", SDK_LEVEL_HARD, 100, find_avoidable_rectangle, 2, SDK_TECH_UNIQUENESS | SDK_TECH_GIVENS, "Uniqueness"},
	{"Finned X-Wing", "0310", SDK_LEVEL_HARD, 130, find_finned_fish, 2, 0, "Finned Fish"},
	{"Sashimi X-Wing", "0320", SDK_LEVEL_HARD, 150, find_sashimi_fish, 2, 0, "Finned Fish"},
	{"Finned Swordfish", "0311", SDK_LEVEL_UNFAIR, 200, find_finned_fish, 3, 0, "Finned Fish"},
	{"Sashimi Swordfish", "0321", SDK_LEVEL_UNFAIR, 240, find_sashimi_fish, 3, 0, "Finned Fish"},
	{"Finned Jellyfish", "0312", SDK_LEVEL_UNFAIR, 250, find_finned_fish, 4, 0, "Finned Fish"},
	{"Sashimi Jellyfish", "0322", SDK_LEVEL_UNFAIR, 260, find_sashimi_fish, 4, 0, "Finned Fish"},
	{"Finned Squirmbag", "0313", SDK_LEVEL_UNFAIR, 470, find_finned_fish, 5, SDK_TECH_OFF, "Finned Fish"},
	{"Sashimi Squirmbag", "0323", SDK_LEVEL_UNFAIR, 470, find_sashimi_fish, 5, SDK_TECH_OFF, "Finned Fish"},
	{"Finned Whale", "0314", SDK_LEVEL_UNFAIR, 470, find_finned_fish, 6, SDK_TECH_OFF, "Finned Fish"},
	{"Sashimi Whale", "0324", SDK_LEVEL_UNFAIR, 470, find_sashimi_fish, 6, SDK_TECH_OFF, "Finned Fish"},
	{"Finned Leviathan", "0315", SDK_LEVEL_UNFAIR, 470, find_finned_fish, 7, SDK_TECH_OFF, "Finned Fish"},
	{"Sashimi Leviathan", "0325", SDK_LEVEL_UNFAIR, 470, find_sashimi_fish, 7, SDK_TECH_OFF, "Finned Fish"},
	{"Sue de Coq", "1101", SDK_LEVEL_UNFAIR, 250, find_sue_de_coq, 0, 0, "Miscellaneous"},
	{"Simple Colors Trap", "0500", SDK_LEVEL_HARD, 150, find_simple_colors, 0, 0, "Coloring"},
	{"Simple Colors Wrap", "0501", SDK_LEVEL_HARD, 150, find_simple_colors, 0, 0, "Coloring"},
	{"Multi Colors 1", "0502", SDK_LEVEL_HARD, 200, find_multi_colors, 0, 0, "Coloring"},
	{"Multi Colors 2", "0503", SDK_LEVEL_HARD, 200, find_multi_colors, 0, 0, "Coloring"},
	{"X-Chain", "0701", SDK_LEVEL_UNFAIR, 260, find_x_chain, 0, 0, "Chains and Loops"},
	{"XY-Chain", "0702", SDK_LEVEL_UNFAIR, 260, find_xy_chain, 0, 0, "Chains and Loops"},
	/* one search finds the three kinds and takes the best (HoDoKu's Nice Loop/AIC) */
	{"Continuous Nice Loop", "0706", SDK_LEVEL_UNFAIR, 280, find_nice_loops, 0, 0, "Chains and Loops"},
	{"Discontinuous Nice Loop", "0707", SDK_LEVEL_UNFAIR, 280, find_nice_loops, 0, 0, "Chains and Loops"},
	{"AIC", "0708", SDK_LEVEL_UNFAIR, 280, find_nice_loops, 0, 0, "Chains and Loops"},
	/* the same with groups (HoDoKu's Grouped Nice Loop/AIC) */
	{"Grouped Continuous Nice Loop", "0709", SDK_LEVEL_UNFAIR, 300, find_nice_loops, 1, 0, "Chains and Loops"},
	{"Grouped Discontinuous Nice Loop", "0710", SDK_LEVEL_UNFAIR, 300, find_nice_loops, 1, 0, "Chains and Loops"},
	{"Grouped AIC", "0711", SDK_LEVEL_UNFAIR, 300, find_nice_loops, 1, 0, "Chains and Loops"},
	/* one search finds the sets and their commons once for the three, tried in turn (HoDoKu's order) */
	{"Almost Locked Set XZ-Rule", "0901", SDK_LEVEL_UNFAIR, 300, find_als, 0, 0, "Almost Locked Sets"},
	{"Almost Locked Set XY-Wing", "0902", SDK_LEVEL_UNFAIR, 320, find_als, 0, 0, "Almost Locked Sets"},
	{"Almost Locked Set Chain", "0903", SDK_LEVEL_UNFAIR, 340, find_als, 0, 0, "Almost Locked Sets"},
	{"Death Blossom", "0904", SDK_LEVEL_UNFAIR, 360, find_als, 1, SDK_TECH_OFF, "Almost Locked Sets"},
	/* fish over rows, columns and boxes (HoDoKu's Franken and Mutant fish) */
	{"Franken X-Wing", "0330", SDK_LEVEL_UNFAIR, 300, find_franken_fish, 2, 0, "Franken Fish"},
	{"Franken Swordfish", "0331", SDK_LEVEL_UNFAIR, 350, find_franken_fish, 3, 0, "Franken Fish"},
	{"Franken Jellyfish", "0332", SDK_LEVEL_UNFAIR, 370, find_franken_fish, 4, SDK_TECH_OFF, "Franken Fish"},
	{"Franken Squirmbag", "0333", SDK_LEVEL_EXTREME, 470, find_franken_fish, 5, SDK_TECH_OFF, "Franken Fish"},
	{"Franken Whale", "0334", SDK_LEVEL_EXTREME, 470, find_franken_fish, 6, SDK_TECH_OFF, "Franken Fish"},
	{"Franken Leviathan", "0335", SDK_LEVEL_EXTREME, 470, find_franken_fish, 7, SDK_TECH_OFF, "Franken Fish"},
	{"Finned Franken X-Wing", "0340", SDK_LEVEL_UNFAIR, 390, find_finned_franken_fish, 2, 0, "Finned Franken Fish"},
	{"Finned Franken Swordfish", "0341", SDK_LEVEL_UNFAIR, 410, find_finned_franken_fish, 3, 0, "Finned Franken Fish"},
	{"Finned Franken Jellyfish", "0342", SDK_LEVEL_UNFAIR, 430, find_finned_franken_fish, 4, SDK_TECH_OFF, "Finned Franken Fish"},
	{"Finned Franken Squirmbag", "0343", SDK_LEVEL_EXTREME, 470, find_finned_franken_fish, 5, SDK_TECH_OFF, "Finned Franken Fish"},
	{"Finned Franken Whale", "0344", SDK_LEVEL_EXTREME, 470, find_finned_franken_fish, 6, SDK_TECH_OFF, "Finned Franken Fish"},
	{"Finned Franken Leviathan", "0345", SDK_LEVEL_EXTREME, 470, find_finned_franken_fish, 7, SDK_TECH_OFF, "Finned Franken Fish"},
	{"Mutant X-Wing", "0350", SDK_LEVEL_EXTREME, 450, find_mutant_fish, 2, SDK_TECH_OFF, "Mutant Fish"},
	{"Mutant Swordfish", "0351", SDK_LEVEL_EXTREME, 450, find_mutant_fish, 3, SDK_TECH_OFF, "Mutant Fish"},
	{"Mutant Jellyfish", "0352", SDK_LEVEL_EXTREME, 450, find_mutant_fish, 4, SDK_TECH_OFF, "Mutant Fish"},
	{"Mutant Squirmbag", "0353", SDK_LEVEL_EXTREME, 470, find_mutant_fish, 5, SDK_TECH_OFF, "Mutant Fish"},
	{"Mutant Whale", "0354", SDK_LEVEL_EXTREME, 470, find_mutant_fish, 6, SDK_TECH_OFF, "Mutant Fish"},
	{"Mutant Leviathan", "0355", SDK_LEVEL_EXTREME, 470, find_mutant_fish, 7, SDK_TECH_OFF, "Mutant Fish"},
	{"Finned Mutant X-Wing", "0360", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 2, SDK_TECH_OFF, "Finned Mutant Fish"},
	{"Finned Mutant Swordfish", "0361", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 3, SDK_TECH_OFF, "Finned Mutant Fish"},
	{"Finned Mutant Jellyfish", "0362", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 4, SDK_TECH_OFF, "Finned Mutant Fish"},
	{"Finned Mutant Squirmbag", "0363", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 5, SDK_TECH_OFF, "Finned Mutant Fish"},
	{"Finned Mutant Whale", "0364", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 6, SDK_TECH_OFF, "Finned Mutant Fish"},
	{"Finned Mutant Leviathan", "0365", SDK_LEVEL_EXTREME, 470, find_finned_mutant_fish, 7, SDK_TECH_OFF, "Finned Mutant Fish"},
	/* one search finds both types (HoDoKu's Kraken Fish) */
	{"Kraken Fish Type 1", "0371", SDK_LEVEL_EXTREME, 500, find_kraken_fish, 0, SDK_TECH_OFF, "Last Resort"},
	{"Kraken Fish Type 2", "0372", SDK_LEVEL_EXTREME, 500, find_kraken_fish, 0, SDK_TECH_OFF, "Last Resort"},
	/* one search finds both kinds and takes the best (HoDoKu's Forcing Chain, then Forcing Net) */
	{"Forcing Chain Contradiction", "1301", SDK_LEVEL_EXTREME, 500, find_forcing, 0, 0, "Last Resort"},
	{"Forcing Chain Verity", "1302", SDK_LEVEL_EXTREME, 500, find_forcing, 0, 0, "Last Resort"},
	{"Forcing Net Contradiction", "1303", SDK_LEVEL_EXTREME, 700, find_forcing, 1, 0, "Last Resort"},
	{"Forcing Net Verity", "1304", SDK_LEVEL_EXTREME, 700, find_forcing, 1, 0, "Last Resort"},
	/* one search finds both kinds, sets first (HoDoKu's Template Set, then Template Delete); off by default */
	{"Template Set", "1201", SDK_LEVEL_EXTREME, 10000, find_templates, 0, SDK_TECH_OFF, "Last Resort"},
	{"Template Delete", "1202", SDK_LEVEL_EXTREME, 10000, find_templates, 0, SDK_TECH_OFF, "Last Resort"},
	/* when nothing above finds a step */
	{"Guess", "", SDK_LEVEL_EXTREME, 10000, NULL, 0, 0, "Last Resort"},
	SE_TECHNIQUES
};

#define NTECHNIQUES ((int) (sizeof(registry) / sizeof(registry[0])))
/* Sudoku Explainer's entries, counted in a compound literal of them (for GUESS) */
#define NSE ((int) (sizeof((const sdk_technique[]) {SE_TECHNIQUES}) / sizeof(sdk_technique)))
#define GUESS (NTECHNIQUES - NSE - 1)

int
sdk_technique_count(void)
{
	return NTECHNIQUES;
}

const sdk_technique *
sdk_technique_at(int index)
{
	return index >= 0 && index < NTECHNIQUES ? &registry[index] : NULL;
}

int
sdk_technique_guess(void)
{
	return GUESS;
}
