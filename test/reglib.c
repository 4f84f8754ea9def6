/*
 * reglib.c -- one line of HoDoKu's regression library against the core.
 */
#include "reglib.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
change_cmp(const void *a, const void *b)
{
	const sdk_change *x = a,
			   *y = b;

	return x->cell != y->cell ? x->cell - y->cell : x->digit - y->digit;
}

void
change_set_from(change_set *s, const sdk_change *items, int count)
{
	s->count = count;
	memcpy(s->items, items, sizeof(sdk_change) * (size_t) count);
	qsort(s->items, (size_t) s->count, sizeof(sdk_change), change_cmp);
}

bool
change_set_equal(const change_set *a, const change_set *b)
{
	int			i;

	if (a->count != b->count)
		return false;
	for (i = 0; i < a->count; i++)
		if (a->items[i].cell != b->items[i].cell || a->items[i].digit != b->items[i].digit)
			return false;
	return true;
}

bool
change_set_parse(change_set *s, const char *text)
{
	s->count = 0;
	while (*text)
	{
		if (*text == ' ')
		{
			text++;
			continue;
		}
		if (!isdigit((unsigned char) text[0]) || !isdigit((unsigned char) text[1]) ||
			!isdigit((unsigned char) text[2]) || text[1] == '0' || text[2] == '0' ||
			s->count >= SDK_STEP_MAX_CHANGES)
			return false;
		s->items[s->count].digit = (uint8_t) (text[0] - '0');
		s->items[s->count].cell = (uint16_t) ((text[1] - '1') * 9 + (text[2] - '1'));
		s->count++;
		text += 3;
	}
	qsort(s->items, (size_t) s->count, sizeof(sdk_change), change_cmp);
	return true;
}

/*
 * Uniqueness variant 1 forbids and 2 allows missing candidates, empty
 * rectangle variant 1 allows two-candidate boxes, swordfish and jellyfish
 * (basic, finned, sashimi, Franken, Mutant) allow siamese fish (Kraken
 * Fish keep the default), skyscraper and kite forbid duals, the dual codes
 * allow them; the ALS codes list every step (onlyOneAlsPerStep off), with
 * sets that overlap in variant 2 of ALS-XY-Wing, ALS-Chain and Death Blossom
 * and chains through earlier sets (allStepsAlsChainForwardOnly off);
 * the grouped nice loops' ALS variants and our variant 1 of the Forcing
 * Chains and Nets turn on almost locked sets as nodes (als_in_chains).
 */
void
reglib_options(sdk_logic_options *o, const char *code, int variant)
{
	int			num = atoi(code);

	sdk_logic_options_default(o);
	if (num >= 600 && num <= 608)
	{
		if (variant == 1)
			o->uniqueness_missing_candidates = false;
		else if (variant == 2)
			o->uniqueness_missing_candidates = true;
	}
	if (num == 402 && variant == 1)
		o->er_two_candidates = true;
	if (num == 405)
		o->er_two_candidates = o->duals_and_siamese = true;
	if (num == 404)
		o->duals_and_siamese = true;
	if (num == 400 || num == 401)
		o->duals_and_siamese = false;
	if (num >= 300 && num < 370 && (num % 10 == 1 || num % 10 == 2))
		o->duals_and_siamese = true;
	/* grouped nice loops and AICs with almost locked sets as nodes */
	if ((num == 709 && variant == 2) || ((num == 710 || num == 711) && variant >= 3))
		o->als_in_chains = true;
	/*
	 * Forcing Chains and Nets with almost locked sets as nodes: HoDoKu's
	 * library has no such lines; variant 1 is ours, for "next:" lines
	 */
	if (num >= 1301 && num <= 1304 && variant == 1)
		o->als_in_chains = true;
	/* ALS: every step listed; sets may overlap in 0902-2, 0903-2 and 0904-2 */
	if (num >= 901 && num <= 904)
	{
		o->als_one_per_step = false;
		o->als_overlap = variant == 2 && num != 901;
	}
	/*
	 * chains also through sets earlier in the list, as the tester of
	 * HoDoKu after 2.2.0 sets (allStepsAlsChainForwardOnly off) for 0901-0903
	 */
	if (num >= 901 && num <= 903)
		o->als_forward_only = false;
}

/*
 * Cuts a copy of a library line at its colons: fields[0] is what stands
 * before the first (empty for a plain line), fields[1] the code, and so
 * on.  Returns how many fields there are (at most 8).
 */
static int
split_fields(char *copy, char **fields)
{
	char	   *at = copy;
	int			nfields = 0;

	copy[strcspn(copy, "\r\n")] = '\0';
	while (nfields < 8)
	{
		char	   *colon = strchr(at, ':');

		fields[nfields++] = at;
		if (!colon)
			break;
		*colon = '\0';
		at = colon + 1;
	}
	return nfields;
}

typedef struct reglib_case
{
	char		code[5];		/* the code without variant or siamese digit */
	char		digits[16];
	bool		siamese;		/* the code's fifth digit */
	change_set	eliminations;
	change_set	placements;
	const sdk_position *pos;
	int			found;			/* steps with the case's code and digits */
	int			bad;			/* ... that differ from the case */
	char	   *was;			/* the first that differs, as a library line */
} reglib_case;

static bool
case_step(const sdk_step *step, void *arg)
{
	reglib_case *rc = (reglib_case *) arg;
	change_set	elims,
				places;
	char		digits[16];
	int			d,
				len = 0;

	for (d = 1; d <= 9; d++)
		if (step->digits & SDK_BIT(d))
			digits[len++] = (char) ('0' + d);
	digits[len] = '\0';
	if (strcmp(sdk_technique_at(step->technique)->code, rc->code) != 0 ||
		strcmp(digits, rc->digits) != 0 || rc->siamese != ((step->flags & SDK_STEP_SIAMESE) != 0))
		return true;
	rc->found++;
	change_set_from(&elims, step->eliminations, step->neliminations);
	change_set_from(&places, step->placements, step->nplacements);
	if ((!change_set_equal(&elims, &rc->eliminations) ||
		 !change_set_equal(&places, &rc->placements)) && rc->bad++ == 0)
		sdk_step_library_line(rc->pos, step, rc->was, REGLIB_TEXT);
	return true;
}

bool
reglib_check(const char *line, reglib_result *r)
{
	char	   *copy = malloc(strlen(line) + 1);
	reglib_case *rc = malloc(sizeof(reglib_case));
	sdk_position *pos = malloc(sizeof(sdk_position));
	char	   *fields[8],
			   *dash;
	char		code4[5];
	int			nfields,
				variant = 0,
				technique;
	bool		fail_case = false,
				ok = false;
	sdk_logic_options opts;
	sdk_error	err;

	memset(r, 0, sizeof(*r));
	if (!copy || !rc || !pos || line[0] != ':')
		goto done;
	strcpy(copy, line);
	nfields = split_fields(copy, fields);
	if (nfields < 7)
		goto done;
	snprintf(r->code, sizeof(r->code), "%s", fields[1]);
	if ((dash = strchr(fields[1], '-')) != NULL)
	{
		if (dash[1] == 'x')
			fail_case = true;
		else
			variant = atoi(dash + 1);
		*dash = '\0';
	}
	snprintf(code4, sizeof(code4), "%.4s", fields[1]);
	memset(rc, 0, sizeof(*rc));
	rc->was = r->was;
	memcpy(rc->code, code4, sizeof(code4));
	rc->siamese = strlen(fields[1]) == 5 && fields[1][4] == '1';
	snprintf(rc->digits, sizeof(rc->digits), "%s", fields[2]);
	if (!change_set_parse(&rc->eliminations, fields[5]) ||
		!change_set_parse(&rc->placements, fields[6]) ||
		sdk_parse(line, strcspn(line, "\r\n"), 0, 0, pos, &err) != SDK_OK)
		goto done;
	rc->pos = pos;
	reglib_options(&opts, code4, variant);
	for (technique = 0; technique < sdk_technique_count(); technique++)
	{
		const sdk_technique *t = sdk_technique_at(technique);

		if (strcmp(t->code, code4) != 0 || t->find == NULL)
			continue;
		r->implemented = true;
		if (sdk_find_steps(pos, technique, &opts, case_step, rc, sdk_default_env(), &err) != SDK_OK)
			snprintf(r->was, REGLIB_TEXT, "error: %s", err.detail);
	}
	if (fail_case)
		r->passed = rc->found == 0;
	else
		r->passed = rc->found > 0 && rc->bad == 0;
	if (!r->passed && !r->was[0])
		snprintf(r->was, REGLIB_TEXT, fail_case ? "%d step(s) found for a fail case" : "no step found",
				 rc->found);
	ok = true;
done:
	free(copy);
	free(rc);
	free(pos);
	return ok;
}

static bool
keep_first(const sdk_step *step, void *arg)
{
	*(sdk_step *) arg = *step;
	return false;
}

bool
reglib_check_next(const char *line, reglib_result *r)
{
	sdk_position *pos = malloc(sizeof(sdk_position));
	sdk_step   *step = calloc(1, sizeof(sdk_step));
	char	   *copy = malloc(strlen(line) + 1);
	char	   *fields[8];
	int			nfields;
	change_set	want_e,
				want_p,
				got_e,
				got_p;
	sdk_rating	rating;
	sdk_error	err;
	sdk_logic_options opts;
	char		code4[5],
			   *dash;
	int			variant = 0;
	bool		ok = false;

	memset(r, 0, sizeof(*r));
	if (!pos || !step || !copy || strncmp(line, "next:", 5) != 0)
		goto done;
	strcpy(copy, line + 4);
	nfields = split_fields(copy, fields);
	if (nfields < 7 || !change_set_parse(&want_e, fields[5]) || !change_set_parse(&want_p, fields[6]) ||
		sdk_parse(line + 4, strcspn(line + 4, "\r\n"), 0, 0, pos, &err) != SDK_OK)
		goto done;
	snprintf(r->code, sizeof(r->code), "next %s", fields[1]);
	/* a variant: its settings (reglib_options), else the defaults */
	if ((dash = strchr(fields[1], '-')) != NULL)
	{
		variant = atoi(dash + 1);
		*dash = '\0';
	}
	snprintf(code4, sizeof(code4), "%.4s", fields[1]);
	reglib_options(&opts, code4, variant);
	r->implemented = true;
	if (sdk_logic_solve(pos, dash ? &opts : NULL, 1, keep_first, step, NULL, &rating, sdk_default_env(),
						&err) != SDK_OK || rating.steps == 0)
		snprintf(r->was, REGLIB_TEXT, "no step");
	else
	{
		change_set_from(&got_e, step->eliminations, step->neliminations);
		change_set_from(&got_p, step->placements, step->nplacements);
		r->passed = strcmp(sdk_technique_at(step->technique)->code, fields[1]) == 0 &&
			change_set_equal(&got_e, &want_e) && change_set_equal(&got_p, &want_p);
		if (!r->passed)
			snprintf(r->was, REGLIB_TEXT, "%s", step->text);
	}
	ok = true;
done:
	free(pos);
	free(step);
	free(copy);
	return ok;
}
