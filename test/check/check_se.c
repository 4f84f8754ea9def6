/*
 * check_se.c -- the core's Sudoku Explainer model beside serate, step by
 * step.  Nothing of Sudoku Explainer is here: whoever runs this gives it
 * serate's paths, printed by a path printer built outside this repository
 * from SE's public source (bench/se_compare.sh says how).
 *
 *   check_se replay [-v] PUZZLES SE_PATHS
 *
 * SE_PATHS holds, for each puzzle serate rated, in PUZZLES' order:
 *
 *   puzzle<TAB><81 characters>
 *   step<TAB>name<TAB>difficulty<TAB>placements<TAB>eliminations   (one per step)
 *   end<TAB>ER<TAB>EP<TAB>ED
 *
 * the difficulty as serate prints it ("1.2"), placements "r5c3=4" and
 * eliminations "r5c3<>4" joined by ",", "-" (or nothing) when none.  See
 * replay_file below.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NAME 96
#define MAX_LINE 16384
#define SHOWN_QUIET 20			/* differences printed without -v */

/* ---- sets of changes: sorted by cell, then digit ---- */

typedef struct change_list
{
	int			count;
	sdk_change	items[SDK_STEP_MAX_CHANGES];
} change_list;

/* Orders two changes by cell, then digit. */
static int
change_cmp(const void *a, const void *b)
{
	const sdk_change *x = a,
			   *y = b;

	return x->cell != y->cell ? (int) x->cell - (int) y->cell : (int) x->digit - (int) y->digit;
}

/* A set from changes in any order (duplicates dropped). */
static void
change_list_from(change_list *l, const sdk_change *items, int count)
{
	int			i,
				n = 0;

	if (count > SDK_STEP_MAX_CHANGES)
		count = SDK_STEP_MAX_CHANGES;
	if (count > 0)
		memcpy(l->items, items, sizeof(sdk_change) * (size_t) count);
	qsort(l->items, (size_t) count, sizeof(sdk_change), change_cmp);
	for (i = 0; i < count; i++)
		if (n == 0 || change_cmp(&l->items[n - 1], &l->items[i]) != 0)
			l->items[n++] = l->items[i];
	l->count = n;
}

/*
 * True when both sets hold the same changes, field by field (memcmp would
 * read sdk_change's padding byte, which nothing sets).
 */
static bool
change_list_equal(const change_list *a, const change_list *b)
{
	int			i;

	if (a->count != b->count)
		return false;
	for (i = 0; i < a->count; i++)
		if (change_cmp(&a->items[i], &b->items[i]) != 0)
			return false;
	return true;
}

/*
 * Reads "r5c3=4,r1c2=7" (placement) or "r5c3<>4,..." into a set; "-" or
 * "" is the empty set.  False on anything else.
 */
static bool
change_list_parse(change_list *l, const char *text, bool placement)
{
	sdk_change	items[SDK_STEP_MAX_CHANGES];
	int			n = 0;

	if (strcmp(text, "-") == 0)
		text = "";
	while (*text)
	{
		int			r,
					c,
					d,
					used = 0;

		if ((placement ? sscanf(text, "r%1dc%1d=%1d%n", &r, &c, &d, &used)
			 : sscanf(text, "r%1dc%1d<>%1d%n", &r, &c, &d, &used)) != 3 || used == 0 ||
			r < 1 || c < 1 || d < 1 || n == SDK_STEP_MAX_CHANGES)
			return false;
		items[n].cell = (uint16_t) ((r - 1) * 9 + c - 1);
		items[n].digit = (uint8_t) d;
		n++;
		text += used;
		if (*text == ',')
			text++;
		else if (*text)
			return false;
	}
	change_list_from(l, items, n);
	return true;
}

/* Writes a set as "r5c3=4,r1c2=7" ("-" when empty). */
static void
change_list_text(const change_list *l, bool placement, char *buf, size_t cap)
{
	sdk_geometry g;
	size_t		len = 0;
	int			i;

	memset(&g, 0, sizeof(g));
	g.n = 9;
	g.box_rows = g.box_cols = 3;
	snprintf(buf, cap, "-");
	for (i = 0; i < l->count && len + 16 < cap; i++)
	{
		char		name[32];

		sdk_change_name(&g, l->items[i], placement, name, sizeof(name));
		len += (size_t) snprintf(buf + len, cap - len, "%s%s", i ? "," : "", name);
	}
}

/* ---- serate's path ---- */

typedef struct se_step
{
	char		name[MAX_NAME];
	int			difficulty;		/* tenths */
	change_list placements;
	change_list eliminations;
} se_step;

typedef struct se_path
{
	char		puzzle[82];
	int			nsteps;
	int			cap;
	se_step    *steps;
	int			er,
				ep,
				ed;				/* tenths */
	bool		ended;			/* its "end" line was read */
} se_path;

/* "8.3" as tenths; -1 for anything else (an already solved grid's "-214748364.-8"). */
static int
tenths(const char *text)
{
	int			whole,
				tenth;
	char		dot;

	if (sscanf(text, "%d%c%1d", &whole, &dot, &tenth) != 3 || dot != '.' || whole < 0)
		return -1;
	return whole * 10 + tenth;
}

/* Splits a line at tabs in place; returns the number of fields. */
static int
split_tabs(char *line, char **fields, int max)
{
	int			n = 0;

	line[strcspn(line, "\r\n")] = '\0';
	while (n < max)
	{
		char	   *tab = strchr(line, '\t');

		fields[n++] = line;
		if (!tab)
			break;
		*tab = '\0';
		line = tab + 1;
	}
	return n;
}

/*
 * serate's name of a step as our registry has it: SE names a unique loop
 * with its length ("Unique Loop 8 type 1"), which our step keeps in its
 * text ("Unique Loop type 1").
 */
static void
se_name(const char *name, char *out, size_t cap)
{
	const char *loop = "Unique Loop ";
	size_t		len = strlen(loop);

	if (strncmp(name, loop, len) == 0 && name[len] >= '0' && name[len] <= '9')
	{
		const char *rest = name + len;

		while (*rest >= '0' && *rest <= '9')
			rest++;
		snprintf(out, cap, "Unique Loop%s", rest);
	}
	else
		snprintf(out, cap, "%s", name);
}

/* Reads one "step" line's fields into the path; false when malformed. */
static bool
path_add_step(se_path *path, char **f, int nf)
{
	se_step    *s;

	if (nf < 4)
		return false;
	if (path->nsteps == path->cap)
	{
		int			cap = path->cap ? 2 * path->cap : 128;
		se_step    *grown = realloc(path->steps, sizeof(se_step) * (size_t) cap);

		if (!grown)
			return false;
		path->steps = grown;
		path->cap = cap;
	}
	s = &path->steps[path->nsteps];
	se_name(f[1], s->name, sizeof(s->name));
	s->difficulty = tenths(f[2]);
	if (!change_list_parse(&s->placements, f[3], true) ||
		!change_list_parse(&s->eliminations, nf > 4 ? f[4] : "", false))
		return false;
	path->nsteps++;
	return true;
}

/*
 * The next path of the file: its "puzzle" line, steps and "end".  False
 * at the end of the file (or at a malformed line, said on stderr).
 */
static bool
read_path(FILE *in, se_path *path)
{
	static char line[MAX_LINE];
	bool		started = false;

	path->nsteps = 0;
	path->ended = false;
	path->er = path->ep = path->ed = -1;
	while (fgets(line, sizeof(line), in))
	{
		char	   *f[6] = {NULL};
		int			nf = split_tabs(line, f, 6);

		if (strcmp(f[0], "puzzle") == 0 && nf >= 2 && strlen(f[1]) >= 81)
		{
			memcpy(path->puzzle, f[1], 81);
			path->puzzle[81] = '\0';
			started = true;
		}
		else if (started && strcmp(f[0], "step") == 0)
		{
			if (!path_add_step(path, f, nf))
			{
				fprintf(stderr, "check_se: cannot read a step of %s\n", path->puzzle);
				return false;
			}
		}
		else if (started && strcmp(f[0], "end") == 0 && nf >= 4)
		{
			path->er = tenths(f[1]);
			path->ep = tenths(f[2]);
			path->ed = tenths(f[3]);
			path->ended = true;
			return true;
		}
	}
	return started;
}

/* ---- tallies ---- */

typedef struct tally
{
	char		name[MAX_NAME];
	long		total;			/* serate's steps compared */
	long		agreed;
	long		first_diff;		/* puzzles whose first difference is at this step */
} tally;

typedef struct replay_state
{
	int			count;
	tally		items[128];
	long		puzzles;
	long		passed;			/* the whole path agreed */
	long		same_er,
				same_ep,
				same_ed;
	long		no_path;		/* puzzles of PUZZLES with no path (serate skipped or not done) */
	long		printed;
	bool		verbose;
	sdk_logic_options opts;
} replay_state;

/* The tally of serate's technique NAME, made on first use. */
static tally *
tally_for(replay_state *st, const char *name)
{
	int			i;

	for (i = 0; i < st->count; i++)
		if (strcmp(st->items[i].name, name) == 0)
			return &st->items[i];
	if (st->count == 128)
		return &st->items[127];
	memset(&st->items[st->count], 0, sizeof(tally));
	snprintf(st->items[st->count].name, sizeof(st->items[0].name), "%s", name);
	return &st->items[st->count++];
}

/* Sudoku Explainer's technique of that name in the registry, or -1. */
static int
se_technique(const char *name)
{
	int			i;

	for (i = 0; i < sdk_technique_count(); i++)
		if ((sdk_technique_at(i)->flags & SDK_TECH_SE) && strcmp(sdk_technique_at(i)->name, name) == 0)
			return i;
	return -1;
}

/* Tallies in registry order (names we do not know last, by name). */
static int
tally_order_cmp(const void *a, const void *b)
{
	const tally *x = a,
			   *y = b;
	unsigned	tx = (unsigned) se_technique(x->name),
				ty = (unsigned) se_technique(y->name);

	return tx != ty ? (tx < ty ? -1 : 1) : strcmp(x->name, y->name);
}

/* ---- one puzzle ---- */

/* Our step as serate's: name, difficulty in tenths, changes as sets. */
static void
as_se_step(const sdk_step *ours, bool found, se_step *s)
{
	const sdk_technique *t = found ? sdk_technique_at(ours->technique) : NULL;

	snprintf(s->name, sizeof(s->name), "%s", t ? t->name : "(no step)");
	s->difficulty = !t ? 0 : ours->difficulty ? ours->difficulty : t->score;
	change_list_from(&s->placements, found ? ours->placements : NULL, found ? ours->nplacements : 0);
	change_list_from(&s->eliminations, found ? ours->eliminations : NULL,
					 found ? ours->neliminations : 0);
}

/*
 * A step's eliminations without those in the cells it places: serate lists
 * a placing chain's other candidates of the cell too, which placing the
 * digit takes out anyway.
 */
static void
eliminations_outside(const se_step *s, change_list *out)
{
	int			i,
				k;

	out->count = 0;
	for (i = 0; i < s->eliminations.count; i++)
	{
		bool		placed = false;

		for (k = 0; k < s->placements.count; k++)
			placed = placed || s->placements.items[k].cell == s->eliminations.items[i].cell;
		if (!placed)
			out->items[out->count++] = s->eliminations.items[i];
	}
}

/* True when two steps have the same name, difficulty and changes. */
static bool
same_step(const se_step *a, const se_step *b)
{
	static change_list ea,
				eb;

	eliminations_outside(a, &ea);
	eliminations_outside(b, &eb);
	return strcmp(a->name, b->name) == 0 && a->difficulty == b->difficulty &&
		change_list_equal(&a->placements, &b->placements) && change_list_equal(&ea, &eb);
}

/* "Name 1.2  r1c6=8  r2c3<>4,..." */
static void
print_step(const char *who, const se_step *s, const char *text)
{
	static char places[MAX_LINE],
				elims[MAX_LINE];
	char		diff[8];

	change_list_text(&s->placements, true, places, sizeof(places));
	change_list_text(&s->eliminations, false, elims, sizeof(elims));
	sdk_se_rating_text(s->difficulty, diff);
	printf("  %-8s %s %s  %s  %s\n", who, s->name, diff, places, elims);
	if (text && text[0])
		printf("           %s\n", text);
}

/*
 * The position where the paths part: its 81 digits ('.' empty) and the
 * candidates its digits leave open that are gone ("deleted"), as HoDoKu's
 * library line keeps them.
 */
static void
print_position(const sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	char		digits[82];
	int			cell,
				d,
				deleted = 0;

	sdk_open_digits(p, open);
	for (cell = 0; cell < 81; cell++)
		digits[cell] = p->value[cell] ? (char) ('0' + p->value[cell]) : '.';
	digits[81] = '\0';
	printf("  position %s\n  deleted ", digits);
	for (cell = 0; cell < 81; cell++)
		for (d = 1; d <= 9; d++)
			if (!p->value[cell] && (open[cell] & SDK_BIT(d)) && !(p->cand[cell] & SDK_BIT(d)))
				printf("%sr%dc%d<>%d", deleted++ ? "," : "", cell / 9 + 1, cell % 9 + 1, d);
	printf("%s\n", deleted ? "" : "-");
}

/*
 * serate's step as ours, to be applied: its placements, and its
 * eliminations outside the cells it places (placing takes those out).
 */
static void
as_sdk_step(const se_step *s, sdk_step *step)
{
	static change_list outside;
	int			i;

	memset(step, 0, sizeof(*step));
	step->technique = -1;
	eliminations_outside(s, &outside);
	for (i = 0; i < s->placements.count && i < SDK_MAX_SIZE; i++)
		step->placements[step->nplacements++] = s->placements.items[i];
	for (i = 0; i < outside.count; i++)
		step->eliminations[step->neliminations++] = outside.items[i];
}

/*
 * One puzzle: our SE model steps through the position with a session,
 * each step compared with serate's.  Where they differ, the difference is
 * printed (all with -v, else the first SHOWN_QUIET of the run) and the
 * replay goes on from serate's step, so that every step of its path is
 * compared, as check_hodoku goes on from HoDoKu's.  A path that serate ends
 * stuck (ER 20.0) must leave us stuck too.  Then our whole rating beside
 * serate's.
 */
static void
replay_puzzle(replay_state *st, const sdk_position *start, const se_path *path)
{
	static sdk_step ours,
				theirs;
	static se_step mine;
	sdk_logic_session *session;
	sdk_rating	rating;
	sdk_error	err;
	bool		whole = true;
	int			i;

	session = sdk_logic_begin(start, &st->opts, sdk_default_env(), &err);
	if (!session)
	{
		fprintf(stderr, "check_se: %s\n", err.detail);
		return;
	}
	st->puzzles++;
	for (i = 0; i <= path->nsteps; i++)
	{
		bool		found,
					agree;
		tally	   *t;

		/* past serate's last step: nothing more if it was stuck */
		if (i == path->nsteps && (path->er != 200 || !path->ended))
			break;
		found = sdk_logic_next(session, &ours);
		if (!found && sdk_logic_failure(session, &err) != SDK_OK)
		{
			fprintf(stderr, "check_se: %s\n", err.detail);
			exit(1);
		}
		as_se_step(&ours, found, &mine);
		t = tally_for(st, i < path->nsteps ? path->steps[i].name : "(stuck)");
		agree = i < path->nsteps ? same_step(&path->steps[i], &mine) : !found;
		t->total++;
		t->agreed += agree;
		if (agree)
		{
			sdk_logic_apply(session, &ours);
			continue;
		}
		t->first_diff += whole;
		whole = false;
		if (st->verbose || st->printed++ < SHOWN_QUIET)
		{
			printf("DIFF puzzle %ld %s, step %d of %d\n", st->puzzles, path->puzzle, i + 1,
				   path->nsteps);
			print_position(sdk_logic_position(session));
			if (i < path->nsteps)
				print_step("serate:", &path->steps[i], NULL);
			else
				printf("  serate:  (no step: stuck)\n");
			print_step("ours:", &mine, found ? ours.text : NULL);
		}
		if (i == path->nsteps)
			break;
		as_sdk_step(&path->steps[i], &theirs);
		sdk_logic_apply(session, &theirs);
	}
	sdk_logic_end(session);
	st->passed += whole;
	if (sdk_logic_solve(start, &st->opts, 0, NULL, NULL, NULL, &rating, sdk_default_env(), &err) == SDK_OK)
	{
		st->same_er += rating.er == path->er;
		st->same_ep += rating.ep == path->ep;
		st->same_ed += rating.ed == path->ed;
	}
}

/* ---- the file ---- */

/* part of whole in percent (0 of nothing). */
static double
percent(long part, long whole)
{
	return whole ? 100.0 * (double) part / (double) whole : 0.0;
}

/* The per-technique table and the totals. */
static void
print_report(replay_state *st)
{
	long		total = 0,
				agreed = 0;
	int			i;

	qsort(st->items, (size_t) st->count, sizeof(tally), tally_order_cmp);
	printf("%-40s %9s %9s %8s %10s\n", "serate's step", "compared", "agreed", "agree %", "first diff");
	for (i = 0; i < st->count; i++)
	{
		const tally *t = &st->items[i];

		printf("%-40s %9ld %9ld %8.2f %10ld\n", t->name, t->total, t->agreed,
			   percent(t->agreed, t->total), t->first_diff);
		total += t->total;
		agreed += t->agreed;
	}
	printf("%-40s %9ld %9ld %8.2f\n", "all steps", total, agreed, percent(agreed, total));
	printf("puzzles %ld: whole path agreed %ld (%.1f%%); same ER %ld, EP %ld, ED %ld\n",
		   st->puzzles, st->passed, percent(st->passed, st->puzzles),
		   st->same_er, st->same_ep, st->same_ed);
	if (st->no_path)
		printf("puzzles of the puzzle file with no serate path: %ld\n", st->no_path);
	printf("replay: %ld passed, %ld failed\n", st->passed, st->puzzles - st->passed);
}

/* The 81 digits of a position, '.' for an empty cell. */
static void
position_key(const sdk_position *p, char *key)
{
	int			i;

	for (i = 0; i < 81; i++)
		key[i] = p->value[i] ? (char) ('0' + p->value[i]) : '.';
	key[81] = '\0';
}

/*
 * replay: PUZZLES is the file serate was given, SE_PATHS the paths
 * printed for it.  Each 9x9 puzzle of PUZZLES is matched with the next
 * path (the same 81 digits, '0' or '.' for an empty cell) and replayed
 * (replay_puzzle).  Prints per serate technique the steps compared (every
 * step of every path), those that agreed and the puzzles whose first
 * difference is there; the
 * puzzles whose whole path agreed, those with serate's ER, EP and ED; and
 * "replay: N passed, N failed" over the puzzles.
 */
static int
replay_file(const char *puzzles_path, const char *paths_path, bool verbose)
{
	FILE	   *puzzles = fopen(puzzles_path, "r"),
			   *paths = fopen(paths_path, "r");
	replay_state *st = calloc(1, sizeof(replay_state));
	sdk_position *start = malloc(sizeof(sdk_position));
	se_path		path;
	static char line[MAX_LINE];
	bool		have_path = false;
	int			status;

	if (!puzzles || !paths || !st || !start)
	{
		fprintf(stderr, "check_se: cannot read %s or %s\n", puzzles_path, paths_path);
		return 2;
	}
	memset(&path, 0, sizeof(path));
	st->verbose = verbose;
	sdk_logic_options_default(&st->opts);
	st->opts.model = SDK_MODEL_SE;
	while (fgets(line, sizeof(line), puzzles))
	{
		char		key[82],
					theirs[82];
		int			i;

		if (!read_puzzle_line(line, start) || start->geo.n != 9)
			continue;
		position_key(start, key);
		if (!have_path)
			have_path = read_path(paths, &path);
		for (i = 0; have_path && i < 81; i++)
			theirs[i] = path.puzzle[i] >= '1' && path.puzzle[i] <= '9' ? path.puzzle[i] : '.';
		theirs[81] = '\0';
		if (!have_path || strcmp(key, theirs) != 0)
		{
			st->no_path++;
			continue;
		}
		have_path = false;
		replay_puzzle(st, start, &path);
	}
	print_report(st);
	status = st->puzzles - st->passed ? 1 : 0;
	fclose(puzzles);
	fclose(paths);
	free(path.steps);
	free(st);
	free(start);
	return status;
}

/* check_se replay [-v] PUZZLES SE_PATHS */
int
main(int argc, char **argv)
{
	bool		verbose = argc > 2 && strcmp(argv[2], "-v") == 0;
	int			arg = verbose ? 3 : 2;

	if (argc == arg + 2 && strcmp(argv[1], "replay") == 0)
		return replay_file(argv[arg], argv[arg + 1], verbose);
	fprintf(stderr, "usage: check_se replay [-v] PUZZLES SE_PATHS\n"
			"  SE_PATHS: serate's paths (\"puzzle\", \"step\" and \"end\" lines; bench/se_compare.sh)\n");
	return 2;
}
