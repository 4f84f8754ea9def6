/*
 * options.c -- techniques by name, code, category or alias, and what the
 * solver may use: the enabled techniques and HoDoKu's settings.
 */
#include "engine.h"

#include <stddef.h>
#include <stdio.h>

/* A name's character as lookups compare it: no case (A-Z only), "-" "_" " " alike. */
static int
name_char(char ch)
{
	return ch == '-' || ch == '_' ? ' ' : sdk_ascii_lower((unsigned char) ch);
}

static bool
same_words(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (name_char(*a) != name_char(*b))
			return false;
	return *a == *b;
}

bool
lg_shares_finder(int technique)
{
	const sdk_technique *t = sdk_technique_at(technique),
			   *before = sdk_technique_at(technique - 1);

	return t && before && t->find == before->find && t->param == before->param;
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
			for (t = 0; t < sdk_technique_count(); t++)
				if (strcmp(sdk_technique_at(t)->code, aliases[i].code) == 0)
					return t;
	return -1;
}

int
sdk_technique_lookup(const char *name_or_code)
{
	int			i;

	/* codes first (the finders look themselves up by code); no name is a code */
	if ((i = technique_code_index(sdk_technique_at(0), sdk_technique_count(), name_or_code)) >= 0)
		return i;
	for (i = 0; i < sdk_technique_count(); i++)
		if (same_words(sdk_technique_at(i)->name, name_or_code))
			return i;
	/* "Locked Candidates Type 1" without its parenthesis */
	for (i = 0; i < sdk_technique_count(); i++)
	{
		const char *paren = strchr(sdk_technique_at(i)->name, '(');
		size_t		len = paren ? (size_t) (paren - sdk_technique_at(i)->name - 1) : 0;

		if (paren && strlen(name_or_code) == len)
		{
			char		prefix[64];

			memcpy(prefix, sdk_technique_at(i)->name, len);
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

/* Turns a technique on (when it can be used: it has a finder, or is Guess) or off. */
static void
enable_usable(sdk_logic_options *o, int technique, bool on)
{
	enable(o, technique, on && (sdk_technique_at(technique)->find != NULL || technique == sdk_technique_guess()));
}

bool
sdk_technique_enabled(const sdk_logic_options *o, int technique)
{
	return technique >= 0 && technique < sdk_technique_count() &&
		((o->enabled[technique >> 6] >> (technique & 63)) & 1);
}

void
sdk_logic_options_default(sdk_logic_options *o)
{
	int			i;

	memset(o, 0, sizeof(*o));
	for (i = 0; i < sdk_technique_count(); i++)
		enable(o, i, sdk_technique_at(i)->find != NULL &&
			   !(sdk_technique_at(i)->flags & (SDK_TECH_OFF | SDK_TECH_SE)));
	enable(o, sdk_technique_guess(), true);
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
	for (i = 0; i < sdk_technique_count(); i++)
	{
		bool		named;

		if (sdk_technique_at(i)->flags & SDK_TECH_SE)
			continue;			/* Sudoku Explainer's: always all of them, in its model */
		named = all || same_words(sdk_technique_at(i)->category, item) ||
			(by_default && sdk_technique_enabled(&defaults, i));

		if (named)
		{
			found = true;
			enable_usable(o, i, on);
		}
	}
	if (!found && (i = sdk_technique_lookup(item)) >= 0)
	{
		bool		alias = alias_lookup(item) == i;

		found = true;
		enable_usable(o, i, on);
		while (alias && i + 1 < sdk_technique_count() && lg_shares_finder(i + 1))
			enable_usable(o, ++i, on);
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
		if (eq && eq - name == 5 && strncmp(name, "model", 5) == 0)
		{
			size_t		len = (size_t) (end - eq - 1);

			if (len == 2 && strncmp(eq + 1, "se", 2) == 0)
				o->model = SDK_MODEL_SE;
			else if (len == 6 && strncmp(eq + 1, "hodoku", 6) == 0)
				o->model = SDK_MODEL_HODOKU;
			else
			{
				err->status = SDK_ERR_INVALID;
				snprintf(err->detail, sizeof(err->detail),
						 "\"%.*s\" at position %d names no model: write model=hodoku (the default) or model=se.",
						 (int) (end - name > 40 ? 40 : end - name), name, (int) (name - text) + 1);
				return err->status;
			}
			continue;
		}
		for (i = 0; eq && i < sizeof(settings) / sizeof(settings[0]); i++)
			if (strlen(settings[i].name) == (size_t) (eq - name) &&
				strncmp(settings[i].name, name, (size_t) (eq - name)) == 0)
				break;
		if (!eq || i == sizeof(settings) / sizeof(settings[0]) ||
			!parse_bool(eq + 1, (size_t) (end - eq - 1), &value))
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "\"%.*s\" at position %d is not a setting; write name=value: uniqueness_missing_candidates, duals_and_siamese, er_two_candidates, als_overlap, als_one_per_step, als_forward_only or als_in_chains =true or false, model=hodoku or se.",
					 (int) (end - name > 30 ? 30 : end - name), name, (int) (name - text) + 1);
			return err->status;
		}
		*(bool *) ((char *) o + settings[i].offset) = value;
	}
}
