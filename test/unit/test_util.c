/* test_util.c -- helpers shared by the unit tests. */
#include "test_util.h"
#include "counted_env.h"

#include <stdlib.h>
#include <string.h>

sdk_status
parse_str(const char *text, sdk_position *p, sdk_error *err)
{
	return sdk_parse(text, strlen(text), 0, 0, p, err);
}

static void
shuffle(test_rng *rng, int *items, int count)
{
	int			i;

	for (i = count - 1; i > 0; i--)
	{
		int			j = (int) rng_next(rng, (unsigned) i + 1);
		int			t = items[i];

		items[i] = items[j];
		items[j] = t;
	}
}

/*
 * The pattern grid ((r mod R) * C + r div R + c) mod n is valid for R x C
 * boxes; relabelling digits and shuffling rows inside bands, bands, columns
 * inside stacks and stacks keeps it valid.
 */
void
random_solution(test_rng *rng, const sdk_geometry *g, sdk_position *p)
{
	int			n = g->n,
				R = g->box_rows,
				C = g->box_cols;
	int			digit[SDK_MAX_SIZE],
				rows[SDK_MAX_SIZE],
				cols[SDK_MAX_SIZE];
	int			band[SDK_MAX_SIZE],
				stack[SDK_MAX_SIZE],
				inner[SDK_MAX_SIZE];
	int			i,
				r,
				c;

	for (i = 0; i < n; i++)
		digit[i] = i + 1;
	shuffle(rng, digit, n);
	for (i = 0; i < n / R; i++)
		band[i] = i;
	shuffle(rng, band, n / R);
	for (i = 0; i < n / R; i++)
	{
		for (r = 0; r < R; r++)
			inner[r] = r;
		shuffle(rng, inner, R);
		for (r = 0; r < R; r++)
			rows[i * R + r] = band[i] * R + inner[r];
	}
	for (i = 0; i < n / C; i++)
		stack[i] = i;
	shuffle(rng, stack, n / C);
	for (i = 0; i < n / C; i++)
	{
		for (c = 0; c < C; c++)
			inner[c] = c;
		shuffle(rng, inner, C);
		for (c = 0; c < C; c++)
			cols[i * C + c] = stack[i] * C + inner[c];
	}
	sdk_position_init(p, g);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
		{
			int			pr = rows[r],
						pc = cols[c];

			p->value[r * n + c] = (uint8_t) digit[((pr % R) * C + pr / R + pc) % n];
			p->given[r * n + c] = 1;
			p->cand[r * n + c] = 0;
		}
}

bool
count_step(const sdk_step *step, void *arg)
{
	found_steps *f = (found_steps *) arg;

	if (f->count++ == 0)
		f->first = *step;
	if (f->want && strcmp(f->want, step->text) == 0)
		f->seen = true;
	return true;
}

bool
path_digest_step(const sdk_step *step, void *arg)
{
	uint64_t   *h = (uint64_t *) arg;
	const unsigned char *t = (const unsigned char *) step->text;

	*h = (*h ^ (uint64_t) step->technique) * 1099511628211ULL;
	for (; *t; t++)
		*h = (*h ^ *t) * 1099511628211ULL;
	return true;
}

found_steps *
find_steps(const sdk_position *p, const char *technique, const sdk_logic_options *opts,
		   const char *want)
{
	static found_steps f;
	sdk_error	err;
	int			t = sdk_technique_lookup(technique);

	memset(&f, 0, sizeof(f));
	f.want = want;
	CHECK(t >= 0);
	CHECK_INT(sdk_find_steps(p, t, opts, count_step, &f, sdk_default_env(), &err), SDK_OK);
	return &f;
}

void
empty_grid(sdk_position *p, int n, int box_rows, int box_cols)
{
	sdk_geometry g;
	sdk_error	err;

	CHECK_INT(sdk_geometry_init(&g, n, box_rows, box_cols, &err), SDK_OK);
	sdk_position_init(p, &g);
}

void
set_marks(sdk_position *p, int r, int c, const char *digits)
{
	int			n = p->geo.n;
	sdk_mask	m = 0;

	for (; *digits; digits++)
		m |= SDK_BIT(*digits <= '9' ? *digits - '0' : *digits - 'A' + 10);
	p->cand[(r - 1) * n + (c - 1)] = m;
}

void
draw_digit(sdk_position *p, int digit, const char *const *rows)
{
	int			n = p->geo.n,
				r,
				c;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if (rows[r][c] == 'x')
				p->cand[r * n + c] |= SDK_BIT(digit);
			else
				p->cand[r * n + c] &= ~SDK_BIT(digit);
}

/* Applies the elimination of digit from cell, as a step found elsewhere would. */
static void
eliminate_in_session(sdk_logic_session *s, int cell, int digit)
{
	sdk_step   *step = calloc(1, sizeof(sdk_step));

	CHECK(step != NULL);
	step->neliminations = 1;
	step->eliminations[0].cell = (uint16_t) cell;
	step->eliminations[0].digit = (uint8_t) digit;
	sdk_logic_apply(s, step);
	free(step);
}

/*
 * The solver with only the technique enabled finds nothing at p; then the
 * eliminations (cell, digit each), with a search that finds nothing
 * between two of them when look_between; then the step whose text is want.
 */
static void
step_after_eliminations(const sdk_position *p, const char *technique, const int (*change)[2],
						int nchange, bool look_between, const char *want)
{
	sdk_logic_options o;
	sdk_logic_session *s;
	/* cleared: a search that finds nothing leaves no text of an earlier step */
	sdk_step   *step = calloc(1, sizeof(sdk_step));
	sdk_error	err;
	int			i;

	CHECK(step != NULL);
	sdk_logic_options_default(&o);
	CHECK_INT(sdk_logic_options_techniques(&o, &technique, 1, &err), SDK_OK);
	s = sdk_logic_begin(p, &o, sdk_default_env(), &err);
	CHECK(s != NULL);
	CHECK(!sdk_logic_next(s, step));
	for (i = 0; i < nchange; i++)
	{
		if (i > 0 && look_between)
			CHECK(!sdk_logic_next(s, step));
		eliminate_in_session(s, change[i][0], change[i][1]);
	}
	CHECK(sdk_logic_next(s, step));
	CHECK_STR(step->text, want);
	sdk_logic_end(s);
	free(step);
}

void
check_step_after_elimination(const sdk_position *p, const char *technique,
							 int other_cell, int other_digit,
							 int cell, int digit, const char *want)
{
	const int	change[2][2] = {{other_cell, other_digit}, {cell, digit}};

	step_after_eliminations(p, technique, change, 2, true, want);
}

void
check_step_after_two_eliminations(const sdk_position *p, const char *technique,
								  int cell1, int digit1, int cell2, int digit2, const char *want)
{
	const int	change[2][2] = {{cell1, digit1}, {cell2, digit2}};

	step_after_eliminations(p, technique, change, 2, false, want);
}

void
check_step_after_one_elimination(const sdk_position *p, const char *technique,
								 int cell, int digit, const char *want)
{
	const int	change[1][2] = {{cell, digit}};

	step_after_eliminations(p, technique, change, 1, false, want);
}

int
refuse_each_allocation(env_run run, void *arg, long stride, const char *detail)
{
	counted		c;
	sdk_env		env;
	sdk_error	err;
	long		total,
				k;
	int			refused = 0;

	memset(&c, 0, sizeof(c));
	env = counted_env(&c);
	CHECK_INT(run(&env, &err, arg), SDK_OK);
	CHECK_INT(c.now, 0);
	total = c.allocs;
	for (k = 1; k <= total; k += stride)
	{
		sdk_status	rc;

		memset(&c, 0, sizeof(c));
		c.fail_at = k;
		rc = run(&env, &err, arg);
		if (rc != SDK_OK)
		{
			CHECK_INT(rc, SDK_ERR_NO_MEMORY);
			if (detail)
				CHECK_STR(err.detail, detail);
			else
				CHECK(strstr(err.detail, "could not get memory") != NULL);
			refused++;
		}
		CHECK_INT(c.now, 0);
	}
	return refused;
}
