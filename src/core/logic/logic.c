/*
 * logic.c -- the registry of techniques, the solving context, building and
 * emitting steps, the solve loop with its guesses, and the rating.
 */
#include "logic_internal.h"
#include "solver_internal.h"

#include <ctype.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>

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
	{"Avoidable Rectangle Type 1", "0607", SDK_LEVEL_HARD, 100, find_avoidable_rectangle, 1, SDK_TECH_UNIQUENESS, "Uniqueness"},
	{"Avoidable Rectangle Type 2", "0608", SDK_LEVEL_HARD, 100, find_avoidable_rectangle, 2, SDK_TECH_UNIQUENESS, "Uniqueness"},
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
};

#define NTECHNIQUES ((int) (sizeof(registry) / sizeof(registry[0])))
#define GUESS (NTECHNIQUES - 1)

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

/* A name's character as lookups compare it: no case, "-" "_" " " alike. */
static int
name_char(char ch)
{
	return ch == '-' || ch == '_' ? ' ' : tolower((unsigned char) ch);
}

static bool
same_words(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (name_char(*a) != name_char(*b))
			return false;
	return *a == *b;
}

/* Whether a registry entry's finder is the one of the entry before it. */
static bool
shares_finder(int technique)
{
	return technique > 0 && registry[technique].find == registry[technique - 1].find &&
		registry[technique].param == registry[technique - 1].param;
}

/*
 * HoDoKu's names for one search that finds two techniques: a lookup gives
 * the first of them, and turning the name on or off does it to both.  A
 * dual kite or Empty Rectangle goes with its technique's name (HoDoKu has
 * no setting for it but duals_and_siamese); the code alone names one.
 */
static const struct
{
	const char *name;
	const char *code;
}			aliases[] = {
	{"Simple Colors", "0500"},
	{"Multi Colors", "0502"},
	{"2-String Kite", "0401"},
	{"Empty Rectangle", "0402"},
	{"Kraken Fish", "0371"},
};

static int
alias_lookup(const char *name)
{
	size_t		i;
	int			t;

	for (i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (same_words(aliases[i].name, name))
			for (t = 0; t < NTECHNIQUES; t++)
				if (strcmp(registry[t].code, aliases[i].code) == 0)
					return t;
	return -1;
}

int
sdk_technique_lookup(const char *name_or_code)
{
	int			i;

	/* codes first (the finders look themselves up by code); no name is a code */
	for (i = 0; i < NTECHNIQUES; i++)
	{
		const char *a = registry[i].code,
				   *b = name_or_code;

		while (*a && *a == *b)
			a++, b++;
		if (registry[i].code[0] && *a == *b)
			return i;
	}
	for (i = 0; i < NTECHNIQUES; i++)
		if (same_words(registry[i].name, name_or_code))
			return i;
	/* "Locked Candidates Type 1" without its parenthesis */
	for (i = 0; i < NTECHNIQUES; i++)
	{
		const char *paren = strchr(registry[i].name, '(');
		size_t		len = paren ? (size_t) (paren - registry[i].name - 1) : 0;

		if (paren && strlen(name_or_code) == len)
		{
			char		prefix[64];

			memcpy(prefix, registry[i].name, len);
			prefix[len] = '\0';
			if (same_words(prefix, name_or_code))
				return i;
		}
	}
	return alias_lookup(name_or_code);
}

/* ---- what the solver may use ---- */

static void
enable(sdk_logic_options *o, int technique, bool on)
{
	uint64_t	bit = (uint64_t) 1 << (technique & 63);

	if (on)
		o->enabled[technique >> 6] |= bit;
	else
		o->enabled[technique >> 6] &= ~bit;
}

bool
sdk_technique_enabled(const sdk_logic_options *o, int technique)
{
	return technique >= 0 && technique < NTECHNIQUES &&
		((o->enabled[technique >> 6] >> (technique & 63)) & 1);
}

void
sdk_logic_options_default(sdk_logic_options *o)
{
	int			i;

	memset(o, 0, sizeof(*o));
	for (i = 0; i < NTECHNIQUES; i++)
		enable(o, i, registry[i].find != NULL && !(registry[i].flags & SDK_TECH_OFF));
	enable(o, GUESS, true);
	o->uniqueness_missing_candidates = true;
	o->duals_and_siamese = false;
	o->er_two_candidates = false;
	o->als_overlap = false;
	o->als_one_per_step = true;
	o->als_forward_only = true;
	o->als_in_chains = false;
}

/*
 * Turns on or off the techniques an item names; false when it names none.
 * Only implemented techniques are turned on.
 */
static bool
enable_item(sdk_logic_options *o, const char *item, bool on)
{
	sdk_logic_options defaults;
	bool		all = same_words(item, "all"),
				by_default = same_words(item, "default"),
				found = false;
	int			i;

	sdk_logic_options_default(&defaults);
	for (i = 0; i < NTECHNIQUES; i++)
	{
		bool		named = all || same_words(registry[i].category, item) ||
			(by_default && sdk_technique_enabled(&defaults, i));

		if (named)
		{
			found = true;
			enable(o, i, on && (registry[i].find != NULL || i == GUESS));
		}
	}
	if (!found && (i = sdk_technique_lookup(item)) >= 0)
	{
		bool		alias = alias_lookup(item) == i;

		found = true;
		enable(o, i, on && (registry[i].find != NULL || i == GUESS));
		while (alias && i + 1 < NTECHNIQUES && shares_finder(i + 1))
		{
			i++;
			enable(o, i, on && registry[i].find != NULL);
		}
	}
	return found;
}

sdk_status
sdk_logic_options_techniques(sdk_logic_options *o, const char *const *items, int count,
							 sdk_error *err)
{
	int			i;

	memset(o->enabled, 0, sizeof(o->enabled));
	if (count > 0 && items[0][0] == '-')
		enable_item(o, "default", true);
	for (i = 0; i < count; i++)
	{
		bool		on = items[i][0] != '-';
		const char *name = on ? items[i] : items[i] + 1;

		if (!enable_item(o, name, on))
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "Item %d, \"%.60s\", is neither a technique (a name or HoDoKu code as sudoku_techniques lists them), a category, \"default\" nor \"all\".",
					 i + 1, items[i]);
			return err->status;
		}
	}
	return SDK_OK;
}

static bool
parse_bool(const char *text, size_t len, bool *value)
{
	static const char *const yes[] = {"true", "on", "yes", "1", "t"};
	static const char *const no[] = {"false", "off", "no", "0", "f"};
	size_t		i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
	{
		if (strlen(yes[i]) == len && strncmp(yes[i], text, len) == 0)
			return (*value = true);
		if (strlen(no[i]) == len && strncmp(no[i], text, len) == 0)
			return !(*value = false);
	}
	return false;
}

sdk_status
sdk_logic_options_parse(sdk_logic_options *o, const char *text, sdk_error *err)
{
	static const struct
	{
		const char *name;
		size_t		offset;
	}			settings[] = {
		{"uniqueness_missing_candidates", offsetof(sdk_logic_options, uniqueness_missing_candidates)},
		{"duals_and_siamese", offsetof(sdk_logic_options, duals_and_siamese)},
		{"er_two_candidates", offsetof(sdk_logic_options, er_two_candidates)},
		{"als_overlap", offsetof(sdk_logic_options, als_overlap)},
		{"als_one_per_step", offsetof(sdk_logic_options, als_one_per_step)},
		{"als_forward_only", offsetof(sdk_logic_options, als_forward_only)},
		{"als_in_chains", offsetof(sdk_logic_options, als_in_chains)},
	};
	const char *at = text;

	for (;;)
	{
		const char *name,
				   *eq,
				   *end;
		size_t		i;
		bool		value;

		while (*at == ' ' || *at == '\t' || *at == '\n' || *at == ',')
			at++;
		if (*at == '\0')
			return SDK_OK;
		name = at;
		while (*at && *at != ' ' && *at != '\t' && *at != '\n' && *at != ',')
			at++;
		end = at;
		eq = memchr(name, '=', (size_t) (end - name));
		for (i = 0; eq && i < sizeof(settings) / sizeof(settings[0]); i++)
			if (strlen(settings[i].name) == (size_t) (eq - name) &&
				strncmp(settings[i].name, name, (size_t) (eq - name)) == 0)
				break;
		if (!eq || i == sizeof(settings) / sizeof(settings[0]) ||
			!parse_bool(eq + 1, (size_t) (end - eq - 1), &value))
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "\"%.*s\" at position %d is not a setting; write name=value with a name out of uniqueness_missing_candidates, duals_and_siamese, er_two_candidates, als_overlap, als_one_per_step, als_forward_only, als_in_chains and a value true or false.",
					 (int) (end - name > 60 ? 60 : end - name), name, (int) (name - text) + 1);
			return err->status;
		}
		*(bool *) ((char *) o + settings[i].offset) = value;
	}
}

const char *
sdk_level_name(sdk_level level)
{
	static const char *const names[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};

	return names[level];
}

void
sdk_cell_name(const sdk_geometry *g, int cell, char *buf, size_t cap)
{
	snprintf(buf, cap, "r%dc%d", cell / g->n + 1, cell % g->n + 1);
}

void
sdk_unit_name(const sdk_geometry *g, int unit, char *buf, size_t cap)
{
	static const char kinds[] = "rcb";

	snprintf(buf, cap, "%c%d", kinds[unit / g->n], unit % g->n + 1);
}

/* Appends to a name being written; *len may pass cap (the rest is cut). */
static void
name_append(char *buf, size_t cap, size_t *len, const char *fmt,...) SDK_PRINTF_LIKE(4, 5);

static void
name_append(char *buf, size_t cap, size_t *len, const char *fmt,...)
{
	va_list		ap;
	int			written;

	if (*len + 1 >= cap)
		return;
	va_start(ap, fmt);
	written = vsnprintf(buf + *len, cap - *len, fmt, ap);
	va_end(ap);
	if (written > 0)
		*len += (size_t) written;
}

void
sdk_cells_name(const sdk_geometry *g, const uint16_t *cells, int count, char *buf, size_t cap)
{
	int			n = g->n,
				i;
	bool		one_row = true,
				one_col = true;
	const char *sep = n > 9 ? "/" : "";
	size_t		len = 0;

	if (cap > 0)
		buf[0] = '\0';
	for (i = 1; i < count; i++)
	{
		one_row &= cells[i] / n == cells[0] / n;
		one_col &= cells[i] % n == cells[0] % n;
	}
	if (count > 0 && one_row)
	{
		name_append(buf, cap, &len, "r%dc", cells[0] / n + 1);
		for (i = 0; i < count; i++)
			name_append(buf, cap, &len, "%s%d", i ? sep : "", cells[i] % n + 1);
	}
	else if (count > 0 && one_col)
	{
		name_append(buf, cap, &len, "r");
		for (i = 0; i < count; i++)
			name_append(buf, cap, &len, "%s%d", i ? sep : "", cells[i] / n + 1);
		name_append(buf, cap, &len, "c%d", cells[0] % n + 1);
	}
	else
		for (i = 0; i < count; i++)
		{
			char		name[32];

			sdk_cell_name(g, cells[i], name, sizeof(name));
			name_append(buf, cap, &len, "%s%s", i ? "," : "", name);
		}
}

void
sdk_cells_compact(const sdk_geometry *g, const uint16_t *cells, int count, char *buf, size_t cap)
{
	int			n = g->n,
				sorted[SDK_MAX_CELLS],
				nsorted = 0,
				i,
				j;
	bool		used[SDK_MAX_CELLS];
	const char *sep = n > 9 ? "/" : "";
	size_t		len = 0;

	if (cap > 0)
		buf[0] = '\0';
	/* in cell order, each once */
	for (i = 0; i < count && i < SDK_MAX_CELLS; i++)
	{
		int			c = cells[i];

		for (j = i; j > 0 && sorted[j - 1] > c; j--)
			sorted[j] = sorted[j - 1];
		sorted[j] = c;
	}
	for (j = 0; j < i; j++)
		if (nsorted == 0 || sorted[j] != sorted[nsorted - 1])
			sorted[nsorted++] = sorted[j];
	for (i = 0; i < nsorted; i++)
		used[i] = false;
	for (i = 0; i < nsorted; i++)
	{
		int			row = sorted[i] / n,
					col = sorted[i] % n,
					more[SDK_MAX_SIZE],
					nmore = 0;
		bool		by_row = false,
					by_col = false;

		if (used[i])
			continue;
		for (j = i + 1; j < nsorted && nmore < SDK_MAX_SIZE; j++)
		{
			if (used[j])
				continue;
			if (sorted[j] / n == row && !by_col)
				by_row = true;
			else if (sorted[j] % n == col && !by_row)
				by_col = true;
			else
				continue;
			used[j] = true;
			more[nmore++] = sorted[j];
		}
		name_append(buf, cap, &len, "%sr%d", len ? "," : "", row + 1);
		for (j = 0; by_col && j < nmore; j++)
			name_append(buf, cap, &len, "%s%d", sep, more[j] / n + 1);
		name_append(buf, cap, &len, "c%d", col + 1);
		for (j = 0; by_row && j < nmore; j++)
			name_append(buf, cap, &len, "%s%d", sep, more[j] % n + 1);
	}
}

void
sdk_change_name(const sdk_geometry *g, sdk_change change, bool placement,
				char *buf, size_t cap)
{
	char		name[24];

	sdk_cell_name(g, change.cell, name, sizeof(name));
	snprintf(buf, cap, "%s%s%c", name, placement ? "=" : "<>", sdk_digit_char(change.digit));
}

/* ---- the context ---- */

static void
logic_init(sdk_logic *lg, const sdk_position *p, bool unique)
{
	const sdk_geometry *g = &p->geo;
	int			type,
				u,
				k,
				c;

	lg->pos = *p;
	lg->n = g->n;
	lg->ncells = g->n * g->n;
	lg->nunits = 3 * g->n;
	lg->unique = unique;
	memset(lg->fish_template_state, 0, sizeof(lg->fish_template_state));
	for (type = 0; type < 3; type++)
		for (u = 0; u < g->n; u++)
		{
			int			unit = type * g->n + u;

			cs_clear(&lg->unit_set[unit]);
			for (k = 0; k < g->n; k++)
			{
				c = sdk_unit_cell(g, (sdk_unit_type) type, u, k);
				lg->unit_cells[unit][k] = (uint16_t) c;
				lg->cell_units[c][type] = (uint8_t) unit;
				lg->cell_index[c][type] = (uint8_t) k;
				cs_add(&lg->unit_set[unit], c);
			}
		}
	for (c = 0; c < lg->ncells; c++)
	{
		lg->peers[c] = cs_or(&lg->unit_set[lg->cell_units[c][0]], &lg->unit_set[lg->cell_units[c][1]]);
		lg->peers[c] = cs_or(&lg->peers[c], &lg->unit_set[lg->cell_units[c][2]]);
		cs_remove(&lg->peers[c], c);
	}
}

static void
logic_refresh(sdk_logic *lg)
{
	int			c,
				d;

	cs_clear(&lg->empty);
	for (d = 0; d <= lg->n; d++)
	{
		cs_clear(&lg->digit_cells[d]);
		memset(lg->digit_places[d], 0, sizeof(lg->digit_places[d][0]) * (size_t) lg->nunits);
	}
	for (c = 0; c < lg->ncells; c++)
	{
		const uint8_t *unit = lg->cell_units[c],
				   *k = lg->cell_index[c];

		if (lg->pos.value[c])
			continue;
		cs_add(&lg->empty, c);
		MASK_FOR_EACH(d, lg->pos.cand[c])
		{
			cs_add(&lg->digit_cells[d], c);
			lg->digit_places[d][unit[0]] |= (uint32_t) 1 << k[0];
			lg->digit_places[d][unit[1]] |= (uint32_t) 1 << k[1];
			lg->digit_places[d][unit[2]] |= (uint32_t) 1 << k[2];
		}
	}
}

sdk_cellset
lg_common_peers(const sdk_logic *lg, const sdk_cellset *cells)
{
	sdk_cellset common;
	int			c;
	bool		first = true;

	cs_clear(&common);
	CS_FOR_EACH(c, cells)
	{
		if (first)
			common = lg->peers[c];
		else
			common = cs_and(&common, &lg->peers[c]);
		first = false;
	}
	return cs_andnot(&common, cells);
}

/*
 * A list kept in the environment's memory with room for one more item (of
 * size bytes): items itself, or a larger copy (the old one released); NULL
 * when there is no memory, items left as they were.
 */
void *
lg_list_room(sdk_finder *f, void *items, int *cap, int count, size_t size)
{
	const sdk_env *env = f->lg->env;
	int			more;
	void	   *grown;

	if (count < *cap)
		return items;
	more = *cap ? 2 * *cap : 64;
	grown = env->alloc(size * (size_t) more, env->arg);
	if (!grown)
		return NULL;
	if (count)
		memcpy(grown, items, size * (size_t) count);
	if (items)
		env->release(items, env->arg);
	*cap = more;
	return grown;
}

/* ---- building steps ---- */

void
step_begin(sdk_finder *f, sdk_mask digits)
{
	sdk_step   *s = &f->step;

	s->technique = f->technique;
	s->flags = 0;
	s->digits = digits;
	s->nplacements = 0;
	s->neliminations = 0;
	s->nbase = 0;
	s->ncover = 0;
	s->ncells = 0;
	s->nchain = 0;
	s->guess_depth = 0;
	s->dead_ends = 0;
	s->text[0] = '\0';
}

bool
step_chain_add(sdk_finder *f, int cell, int digit, int flags)
{
	sdk_step   *s = &f->step;

	if (s->nchain >= SDK_STEP_MAX_CHAIN)
		return false;
	s->chain[s->nchain].cell = (uint16_t) cell;
	s->chain[s->nchain].digit = (uint8_t) digit;
	s->chain[s->nchain].flags = (uint8_t) flags;
	s->nchain++;
	return true;
}

void
step_report_as(sdk_finder *f, const char *code)
{
	int			technique = sdk_technique_lookup(code);

	if (technique >= 0)
		f->step.technique = technique;
}

void
step_eliminate(sdk_finder *f, int cell, int digit)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->lg->pos.value[cell] || !(f->lg->pos.cand[cell] & SDK_BIT(digit)))
		return;
	for (i = 0; i < s->neliminations; i++)
		if (s->eliminations[i].cell == cell && s->eliminations[i].digit == digit)
			return;
	if (s->neliminations < SDK_STEP_MAX_CHANGES)
	{
		s->eliminations[s->neliminations].cell = (uint16_t) cell;
		s->eliminations[s->neliminations].digit = (uint8_t) digit;
		s->neliminations++;
	}
}

void
step_eliminate_set(sdk_finder *f, const sdk_cellset *cells, int digit)
{
	sdk_cellset hit = cs_and(cells, &f->lg->digit_cells[digit]);
	int			c;

	CS_FOR_EACH(c, &hit)
		step_eliminate(f, c, digit);
}

void
step_place(sdk_finder *f, int cell, int digit)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->lg->pos.value[cell])
		return;
	for (i = 0; i < s->nplacements; i++)
		if (s->placements[i].cell == cell)
			return;
	if (s->nplacements < SDK_MAX_SIZE)
	{
		s->placements[s->nplacements].cell = (uint16_t) cell;
		s->placements[s->nplacements].digit = (uint8_t) digit;
		s->nplacements++;
	}
}

void
step_base(sdk_finder *f, int unit)
{
	if (f->step.nbase < SDK_STEP_MAX_UNITS)
		f->step.base[f->step.nbase++] = (uint8_t) unit;
}

void
step_cover(sdk_finder *f, int unit)
{
	if (f->step.ncover < SDK_STEP_MAX_UNITS)
		f->step.cover[f->step.ncover++] = (uint8_t) unit;
}

void
step_cell(sdk_finder *f, int cell)
{
	if (f->step.ncells < SDK_STEP_MAX_CELLS)
		f->step.cells[f->step.ncells++] = (uint16_t) cell;
}

static void
text_append(sdk_step *s, const char *str)
{
	size_t		len = strlen(s->text);

	snprintf(s->text + len, sizeof(s->text) - len, "%s", str);
}

void
step_text(sdk_finder *f, const char *fmt,...)
{
	sdk_step   *s = &f->step;
	size_t		len = strlen(s->text);
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(s->text + len, sizeof(s->text) - len, fmt, ap);
	va_end(ap);
}

void
step_text_cell(sdk_finder *f, int cell)
{
	char		name[32];

	sdk_cell_name(&f->lg->pos.geo, cell, name, sizeof(name));
	text_append(&f->step, name);
}

void
step_text_unit(sdk_finder *f, int unit)
{
	char		name[32];

	sdk_unit_name(&f->lg->pos.geo, unit, name, sizeof(name));
	text_append(&f->step, name);
}

void
step_text_digits(sdk_finder *f, sdk_mask digits, const char *sep)
{
	int			d;
	bool		first = true;

	MASK_FOR_EACH(d, digits)
	{
		char		ch[2] = {sdk_digit_char(d), '\0'};

		if (!first)
			text_append(&f->step, sep);
		text_append(&f->step, ch);
		first = false;
	}
}

void
step_text_cells(sdk_finder *f, const sdk_cellset *cells, const char *sep)
{
	int			c;
	bool		first = true;

	CS_FOR_EACH(c, cells)
	{
		if (!first)
			text_append(&f->step, sep);
		step_text_cell(f, c);
		first = false;
	}
}

void
step_text_units(sdk_finder *f, const int *units, int count, const char *sep)
{
	int			i;

	for (i = 0; i < count; i++)
	{
		if (i)
			text_append(&f->step, sep);
		step_text_unit(f, units[i]);
	}
}

/* Sorts changes by cell, then digit, so that texts and rows are stable. */
static void
sort_changes(sdk_change *changes, int count)
{
	int			i,
				j;

	for (i = 1; i < count; i++)
	{
		sdk_change	x = changes[i];

		for (j = i; j > 0 && (changes[j - 1].cell > x.cell ||
							  (changes[j - 1].cell == x.cell && changes[j - 1].digit > x.digit)); j--)
			changes[j] = changes[j - 1];
		changes[j] = x;
	}
}

bool
step_emit(sdk_finder *f)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->stopped)
		return false;
	if (s->nplacements == 0 && s->neliminations == 0)
		return true;
	/* a step of a technique that was not asked for */
	if (f->only >= 0 ? s->technique != f->only : !sdk_technique_enabled(&f->lg->opts, s->technique))
		return true;
	sort_changes(s->placements, s->nplacements);
	/* the order of eliminations feeds the queues of singles */
	if (!(s->flags & SDK_STEP_HODOKU_ORDER))
		sort_changes(s->eliminations, s->neliminations);
	text_append(s, " => ");
	for (i = 0; i < s->nplacements + s->neliminations; i++)
	{
		bool		placement = i < s->nplacements;
		char		item[32];

		sdk_change_name(&f->lg->pos.geo,
						placement ? s->placements[i] : s->eliminations[i - s->nplacements],
						placement, item, sizeof(item));
		if (i)
			text_append(s, ", ");
		text_append(s, item);
	}
	if (f->emit && !f->emit(s, f->arg))
		f->stopped = true;
	return !f->stopped;
}

void
sdk_apply_step(sdk_position *p, const sdk_step *step)
{
	int			i;

	for (i = 0; i < step->nplacements; i++)
		sdk_place(p, step->placements[i].cell, step->placements[i].digit, false);
	for (i = 0; i < step->neliminations; i++)
		sdk_eliminate(p, step->eliminations[i].cell, step->eliminations[i].digit);
}

/* ---- finding ---- */

typedef struct solution_digits
{
	uint8_t		digits[SDK_MAX_CELLS];
	int			ncells;
	int			seen;
} solution_digits;

/*
 * Keeps the first solution; the search goes on to count.  The fast order
 * is enough: with one solution every order agrees, and with several the
 * guesses only need one to follow (the smallest can take seconds to find
 * on a large, nearly empty grid).
 */
static bool
keep_solution(const uint8_t *digits, void *arg)
{
	solution_digits *s = (solution_digits *) arg;

	if (s->seen++ == 0)
		memcpy(s->digits, digits, s->ncells);
	return true;
}

/* The context for a position, with its solution when it has one. */
static sdk_logic *
logic_new(const sdk_position *p, const sdk_logic_options *opts, solution_digits *solution,
		  uint64_t *count, const sdk_env *env, sdk_error *err)
{
	sdk_logic  *lg;

	solution->ncells = sdk_ncells(p);
	solution->seen = 0;
	if (sdk_solve(p, 2, SDK_ORDER_FAST, keep_solution, solution, env, count, err) != SDK_OK)
		return NULL;
	lg = env->alloc(sizeof(sdk_logic), env->arg);
	if (!lg)
	{
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The logical solver could not get memory.");
		return NULL;
	}
	logic_init(lg, p, *count == 1);
	lg_load(lg, p);
	if (opts)
		lg->opts = *opts;
	else
		sdk_logic_options_default(&lg->opts);
	lg->givens_unique = -1;
	lg->env = env;
	return lg;
}

/* Whether an entry before this one with the same finder is enabled (and runs it). */
static bool
finder_ran_before(const sdk_logic *lg, int technique)
{
	for (; shares_finder(technique); technique--)
		if (sdk_technique_enabled(&lg->opts, technique - 1))
			return true;
	return false;
}

/*
 * Runs a technique's finder.  With only >= 0 it emits only steps of that
 * technique (sdk_find_steps); otherwise those of every enabled technique
 * the finder reports (the solve loop).
 */
static void
run_technique(sdk_logic *lg, int technique, int only, sdk_finder *f)
{
	const sdk_technique *t = &registry[technique];

	f->technique = technique;
	f->only = only;
	f->stopped = false;
	f->cancelled = false;
	if (t->find == NULL || ((t->flags & SDK_TECH_UNIQUENESS) && !lg->unique))
		return;
	t->find(f, t->param);
}

sdk_status
sdk_find_steps(const sdk_position *p, int technique, const sdk_logic_options *opts,
			   sdk_step_fn fn, void *arg, const sdk_env *env, sdk_error *err)
{
	solution_digits solution;
	uint64_t	count;
	sdk_logic  *lg;
	sdk_finder *f;
	sdk_status	rc;

	if (technique < 0 || technique >= NTECHNIQUES)
	{
		err->status = SDK_ERR_INVALID;
		strcpy(err->detail, "No such technique.");
		return err->status;
	}
	lg = logic_new(p, opts, &solution, &count, env, err);
	if (!lg)
		return err->status;
	f = env->alloc(sizeof(sdk_finder), env->arg);
	if (!f)
	{
		env->release(lg, env->arg);
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The logical solver could not get memory.");
		return err->status;
	}
	logic_refresh(lg);
	f->lg = lg;
	f->links[0] = f->links[1] = NULL;
	f->rectangles = NULL;
	f->have_rectangles = false;
	f->emit = fn;
	f->arg = arg;
	run_technique(lg, technique, technique, f);
	rc = f->cancelled ? SDK_ERR_CANCELED : SDK_OK;
	if (f->cancelled)
	{
		err->status = rc;
		strcpy(err->detail, "The search for steps was interrupted.");
	}
	finder_forget(f);
	env->release(f, env->arg);
	env->release(lg, env->arg);
	return rc;
}

/* ---- solving ---- */

void
finder_forget(sdk_finder *f)
{
	links_forget(f);
	if (f->rectangles)
		f->lg->env->release(f->rectangles, f->lg->env->arg);
	f->rectangles = NULL;
	f->nrectangles = f->rectangles_cap = 0;
	f->have_rectangles = false;
}

/* Keeps the first step a technique finds. */
static bool
take_first(const sdk_step *step, void *arg)
{
	bool	   *found = (bool *) arg;

	(void) step;
	*found = true;
	return false;
}

/*
 * The first step of the enabled techniques, in the registry's order, into
 * f->step; false when none finds one (or the search was cancelled).
 */
static bool
find_first(sdk_logic *lg, sdk_finder *f)
{
	bool		found = false;
	int			t;
	void		(*observe) (int, bool, void *) = lg->opts.observe;

	if (observe)
		observe(-1, true, lg->opts.observe_arg);
	/* a new position: what was kept for the last one goes */
	finder_forget(f);
	logic_refresh(lg);
	if (observe)
		observe(-1, false, lg->opts.observe_arg);
	f->emit = take_first;
	f->arg = &found;
	for (t = 0; t < GUESS && !found && !f->cancelled; t++)
	{
		/* a finder that reports several techniques runs once */
		if (!sdk_technique_enabled(&lg->opts, t) || finder_ran_before(lg, t))
			continue;
		if (observe)
			observe(t, true, lg->opts.observe_arg);
		run_technique(lg, t, -1, f);
		if (observe)
			observe(t, false, lg->opts.observe_arg);
	}
	/* found lives in this frame: no emit may reach it once we return */
	f->emit = NULL;
	f->arg = NULL;
	return found && !f->cancelled;
}

/*
 * A step's changes, made as HoDoKu makes them: placements, then
 * eliminations (in their order, or unit by unit for SDK_STEP_UNIT_ORDER:
 * an elimination made once is no change the second time).
 */
static void
logic_apply(sdk_logic *lg, const sdk_step *step)
{
	int			i,
				b,
				k;

	for (i = 0; i < step->nplacements; i++)
		if (!lg->pos.value[step->placements[i].cell])
			lg_place(lg, step->placements[i].cell, step->placements[i].digit);
	if (step->flags & SDK_STEP_UNIT_ORDER)
		for (b = 0; b < step->nbase; b++)
			for (k = 0; k < lg->n; k++)
				for (i = 0; i < step->neliminations; i++)
					if (step->eliminations[i].cell == lg->unit_cells[step->base[b]][k])
						lg_eliminate(lg, step->eliminations[i].cell, step->eliminations[i].digit);
	for (i = 0; i < step->neliminations; i++)
		lg_eliminate(lg, step->eliminations[i].cell, step->eliminations[i].digit);
}

/* ---- a solve driven from outside, one step at a time ---- */

struct sdk_logic_session
{
	solution_digits solution;
	uint64_t	count;
	sdk_logic  *lg;
	sdk_finder *f;
};

sdk_logic_session *
sdk_logic_begin(const sdk_position *p, const sdk_logic_options *opts,
				const sdk_env *env, sdk_error *err)
{
	sdk_logic_session *s = env->alloc(sizeof(sdk_logic_session), env->arg);

	if (!s)
	{
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The logical solver could not get memory.");
		return NULL;
	}
	s->lg = logic_new(p, opts, &s->solution, &s->count, env, err);
	s->f = s->lg ? env->alloc(sizeof(sdk_finder), env->arg) : NULL;
	if (!s->f)
	{
		if (s->lg)
		{
			env->release(s->lg, env->arg);
			err->status = SDK_ERR_LIMIT;
			strcpy(err->detail, "The logical solver could not get memory.");
		}
		env->release(s, env->arg);
		return NULL;
	}
	s->f->lg = s->lg;
	s->f->links[0] = s->f->links[1] = NULL;
	s->f->rectangles = NULL;
	s->f->have_rectangles = false;
	s->f->stopped = s->f->cancelled = false;
	return s;
}

bool
sdk_logic_next(sdk_logic_session *s, sdk_step *step)
{
	if (sdk_empty_count(&s->lg->pos) == 0 || !find_first(s->lg, s->f))
		return false;
	*step = s->f->step;
	return true;
}

void
sdk_logic_apply(sdk_logic_session *s, const sdk_step *step)
{
	logic_apply(s->lg, step);
}

const sdk_position *
sdk_logic_position(const sdk_logic_session *s)
{
	return &s->lg->pos;
}

void
sdk_logic_end(sdk_logic_session *s)
{
	const sdk_env *env = s->lg->env;

	finder_forget(s->f);
	env->release(s->f, env->arg);
	env->release(s->lg, env->arg);
	env->release(s, env->arg);
}

/* A guess: the solution's digit in the first cell with fewest marks. */
static bool
make_guess(sdk_finder *f, const solution_digits *solution, int depth)
{
	sdk_logic  *lg = f->lg;
	int			best = -1,
				best_count = SDK_MAX_SIZE + 1,
				c,
				d;

	for (c = 0; c < lg->ncells; c++)
	{
		int			count;

		if (lg->pos.value[c])
			continue;
		count = sdk_bit_count(lg->pos.cand[c]);
		if (count < best_count)
		{
			best = c;
			best_count = count;
		}
	}
	if (best < 0 || !(lg->pos.cand[best] & SDK_BIT(solution->digits[best])))
		return false;
	f->technique = GUESS;
	step_begin(f, SDK_BIT(solution->digits[best]));
	step_cell(f, best);
	f->step.guess_depth = depth;
	/* the seeds try the digits in order: the smaller ones are dead ends */
	MASK_FOR_EACH(d, lg->pos.cand[best])
		if (d < solution->digits[best])
			f->step.dead_ends++;
	step_text(f, "Guess %d: ", depth);
	step_text_cell(f, best);
	step_text(f, " from ");
	step_text_digits(f, lg->pos.cand[best], "");
	if (f->step.dead_ends)
		step_text(f, " after %d dead end%s", f->step.dead_ends, f->step.dead_ends > 1 ? "s" : "");
	step_place(f, best, solution->digits[best]);
	return true;
}

static void
rate_step(sdk_rating *rating, const sdk_step *step)
{
	const sdk_technique *t = &registry[step->technique];

	rating->steps++;
	rating->score += t->score;
	if (t->level > rating->level)
		rating->level = t->level;
	if (rating->hardest < 0 || t->score > registry[rating->hardest].score)
		rating->hardest = step->technique;
	if (step->technique == GUESS)
		rating->guesses++;
}

/* HoDoKu raises the level while the score is past the level's cap. */
static void
rate_finish(sdk_rating *rating)
{
	static const long caps[] = {800, 1000, 1600, 1800};

	while (rating->level < SDK_LEVEL_EXTREME && rating->score > caps[rating->level])
		rating->level++;
	if (!rating->solved)
		rating->level = SDK_LEVEL_EXTREME;
}

sdk_status
sdk_logic_solve(const sdk_position *p, const sdk_logic_options *opts,
				int max_steps, sdk_step_fn fn, void *arg,
				sdk_position *final, sdk_rating *rating,
				const sdk_env *env, sdk_error *err)
{
	solution_digits *solution;
	uint64_t	count;
	sdk_logic  *lg;
	sdk_finder *f;
	sdk_rating	local;
	int			steps = 0,
				depth = 0;
	sdk_status	rc = SDK_OK;

	if (!rating)
		rating = &local;
	rating->level = SDK_LEVEL_EASY;
	rating->score = 0;
	rating->hardest = -1;
	rating->steps = 0;
	rating->guesses = 0;
	solution = env->alloc(sizeof(solution_digits), env->arg);
	if (!solution)
	{
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The logical solver could not get memory.");
		return err->status;
	}
	lg = logic_new(p, opts, solution, &count, env, err);
	f = lg ? env->alloc(sizeof(sdk_finder), env->arg) : NULL;
	if (!f)
	{
		if (lg)
		{
			env->release(lg, env->arg);
			err->status = SDK_ERR_LIMIT;
			strcpy(err->detail, "The logical solver could not get memory.");
		}
		env->release(solution, env->arg);
		return err->status;
	}
	rating->solved = count > 0;
	f->lg = lg;
	f->links[0] = f->links[1] = NULL;
	f->rectangles = NULL;
	f->have_rectangles = false;
	f->stopped = false;
	f->cancelled = false;

	while (max_steps == 0 || steps < max_steps)
	{
		bool		found;

		if (env->interrupted(env->arg))
		{
			rc = err->status = SDK_ERR_CANCELED;
			strcpy(err->detail, "The logical solver was interrupted.");
			break;
		}
		if (sdk_empty_count(&lg->pos) == 0)
			break;
		found = find_first(lg, f);
		if (f->cancelled)
		{
			rc = err->status = SDK_ERR_CANCELED;
			strcpy(err->detail, "The logical solver was interrupted.");
			break;
		}
		if (!found)
		{
			if (count == 0 || !sdk_technique_enabled(&lg->opts, GUESS) ||
				!make_guess(f, solution, ++depth))
				break;
		}
		logic_apply(lg, &f->step);
		rate_step(rating, &f->step);
		steps++;
		if (fn && !fn(&f->step, arg))
			break;
	}
	rating->solved = rating->solved && sdk_empty_count(&lg->pos) == 0;
	rate_finish(rating);
	if (final)
		*final = lg->pos;
	finder_forget(f);
	env->release(f, env->arg);
	env->release(lg, env->arg);
	env->release(solution, env->arg);
	return rc;
}

/* For the trace: the step count so far, and what each cell got. */
typedef struct trace_sink
{
	sdk_cell_trace *trace;
	int			steps;
} trace_sink;

static bool
record_placements(const sdk_step *step, void *arg)
{
	trace_sink *t = (trace_sink *) arg;
	int			i;

	t->steps++;
	for (i = 0; i < step->nplacements; i++)
	{
		sdk_cell_trace *cell = &t->trace[step->placements[i].cell];

		cell->step = t->steps;
		cell->rule = registry[step->technique].name;
	}
	return true;
}

sdk_status
sdk_logic_trace(const sdk_position *p, const sdk_logic_options *opts,
				sdk_cell_trace *trace, const sdk_env *env, sdk_error *err)
{
	trace_sink	sink = {trace, 0};
	sdk_position *final;
	sdk_status	rc;
	int			c;

	final = env->alloc(sizeof(sdk_position), env->arg);
	if (!final)
	{
		err->status = SDK_ERR_LIMIT;
		strcpy(err->detail, "The logical solver could not get memory.");
		return err->status;
	}
	for (c = 0; c < sdk_ncells(p); c++)
	{
		trace[c].step = 0;
		trace[c].rule = p->value[c] ? (p->given[c] ? "Given" : "Placed") : NULL;
	}
	rc = sdk_logic_solve(p, opts, 0, record_placements, &sink, final, NULL, env, err);
	/* a solve stopped before it began leaves final unwritten */
	for (c = 0; c < sdk_ncells(p); c++)
		trace[c].value = rc == SDK_OK ? final->value[c] : p->value[c];
	env->release(final, env->arg);
	return rc;
}
