/*
 * check_hodoku.c -- the core beside HoDoKu: its regression library, and
 * its solution paths replayed step by step.  Nothing of HoDoKu is here:
 * whoever runs this gives it HoDoKu's files (bench/hodoku_compare.sh makes
 * them with a HoDoKu built from its public source).
 *
 *   check_hodoku reglib [-v] REGLIB                 a reglib file (HoDoKu's reglib-1.3.txt)
 *   check_hodoku replay [-v] [-n CODE] [-o SETTINGS] PUZZLES HODOKU_OUTPUT
 *                                                   HoDoKu's paths ("/vs /vp /bs PUZZLES")
 *
 * reglib: each line ":code[-variant]:digits:givens:deleted:eliminations:
 * placements:extra" holds a position and the step HoDoKu must find there.
 * As HoDoKu's RegressionTester does, every instance our techniques with
 * that code find is listed under HoDoKu's settings for the variant; those
 * with the line's code and digits must all make exactly the line's
 * eliminations and placements, and there must be one (none for a "-x"
 * line).  Prints pass/total per code, each failure as the library line we
 * would write, and a closing "N passed, N failed" over the codes we have.
 *
 * replay: see replay_file below; bench/hodoku_compare.sh runs HoDoKu and
 * then this.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"
#include "reglib.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- tallies: how many of each kind (a code, a technique) and how many agreed ---- */

typedef struct tally
{
	char		name[128];
	long		total;
	long		passed;
} tally;

typedef struct tallies
{
	int			count;
	tally		items[256];
} tallies;

static tally *
tally_for(tallies *t, const char *name)
{
	int			i;

	for (i = 0; i < t->count; i++)
		if (strcmp(t->items[i].name, name) == 0)
			return &t->items[i];
	if (t->count == 256)
		return &t->items[255];
	snprintf(t->items[t->count].name, sizeof(t->items[0].name), "%s", name);
	t->items[t->count].total = t->items[t->count].passed = 0;
	return &t->items[t->count++];
}

static int
tally_cmp(const void *a, const void *b)
{
	return strcmp(((const tally *) a)->name, ((const tally *) b)->name);
}

/* ---- reglib ---- */

static int
reglib_file(const char *path, bool verbose)
{
	FILE	   *in = fopen(path, "r");
	static char line[REGLIB_TEXT];
	tallies    *t = calloc(1, sizeof(tallies));
	tallies    *missing = calloc(1, sizeof(tallies));
	reglib_result *r = malloc(sizeof(reglib_result));
	int			passed = 0,
				failed = 0,
				i;

	if (!in || !t || !missing || !r)
	{
		fprintf(stderr, "check_hodoku: cannot read %s\n", path);
		return 2;
	}
	while (fgets(line, sizeof(line), in))
	{
		tally	   *ty;

		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] != ':')
			continue;
		if (!reglib_check(line, r))
		{
			fprintf(stderr, "check_hodoku: cannot read: %s\n", line);
			continue;
		}
		if (!r->implemented)
		{
			tally_for(missing, r->code)->total++;
			continue;
		}
		ty = tally_for(t, r->code);
		ty->total++;
		ty->passed += r->passed;
		if (r->passed)
			passed++;
		else
		{
			failed++;
			if (verbose)
				printf("FAIL %s\n  was: %s\n", line, r->was);
		}
	}
	fclose(in);
	qsort(t->items, (size_t) t->count, sizeof(tally), tally_cmp);
	qsort(missing->items, (size_t) missing->count, sizeof(tally), tally_cmp);
	printf("%-8s %6s %6s\n", "code", "passed", "total");
	for (i = 0; i < t->count; i++)
		printf("%-8s %6ld %6ld%s\n", t->items[i].name, t->items[i].passed, t->items[i].total,
			   t->items[i].passed == t->items[i].total ? "" : "   <--");
	if (missing->count)
	{
		long		cases = 0;

		printf("not implemented here:");
		for (i = 0; i < missing->count; i++)
		{
			printf(" %s(%ld)", missing->items[i].name, missing->items[i].total);
			cases += missing->items[i].total;
		}
		printf("\n%ld cases of techniques we do not have\n", cases);
	}
	printf("reglib: %d passed, %d failed\n", passed, failed);
	free(t);
	free(missing);
	free(r);
	return failed ? 1 : 0;
}

/* ---- replay ---- */

/*
 * One step of HoDoKu's printed path: "   Naked Pair: 1,2 in r9c27 =>
 * r9c8<>1, r9c89<>2".  The name is what comes before ": ", " => " or
 * " in "; the changes follow the last " => " (a single has none: they
 * follow ": ").  Changes come in groups "r7c589,r89c2<>6": every row with
 * every column of each cell part, one digit.
 */
typedef struct hodoku_step
{
	char		name[128];
	change_set	eliminations;
	change_set	placements;
} hodoku_step;

static bool
parse_changes(const char *text, hodoku_step *hs)
{
	sdk_change	elims[SDK_STEP_MAX_CHANGES],
				places[SDK_STEP_MAX_CHANGES];
	int			nelims = 0,
				nplaces = 0;

	while (*text)
	{
		const char *op = text;
		const char *cells = text;
		bool		placement;
		int			digit;

		while (*op && *op != '<' && *op != '=')
			op++;
		if (!*op)
			return false;
		placement = *op == '=';
		digit = op[placement ? 1 : 2] - '0';
		if (digit < 1 || digit > 9)
			return false;
		/* each "r<rows>c<cols>" part before the operator */
		while (cells < op)
		{
			const char *rows,
					   *cols,
					   *r,
					   *c;

			if (*cells != 'r')
				return false;
			rows = ++cells;
			while (cells < op && *cells != 'c')
				cells++;
			cols = ++cells;
			while (cells < op && *cells != ',')
				cells++;
			for (r = rows; r < cols - 1; r++)
				for (c = cols; c < cells; c++)
				{
					sdk_change	ch;

					if (*r < '1' || *r > '9' || *c < '1' || *c > '9')
						return false;
					ch.cell = (uint16_t) ((*r - '1') * 9 + (*c - '1'));
					ch.digit = (uint8_t) digit;
					if (placement && nplaces < SDK_STEP_MAX_CHANGES)
						places[nplaces++] = ch;
					else if (!placement && nelims < SDK_STEP_MAX_CHANGES)
						elims[nelims++] = ch;
				}
			if (cells < op)
				cells++;
		}
		text = op + (placement ? 2 : 3);
		if (strncmp(text, ", ", 2) == 0)
			text += 2;
		else if (*text)
			return false;
	}
	change_set_from(&hs->eliminations, elims, nelims);
	change_set_from(&hs->placements, places, nplaces);
	return true;
}

static bool
parse_hodoku_step(const char *line, hodoku_step *hs)
{
	const char *text = line + 3,
			   *end = text,
			   *arrow = NULL,
			   *at;
	size_t		len;

	for (at = strstr(text, " => "); at; at = strstr(at + 1, " => "))
		arrow = at;
	while (*end && strncmp(end, ": ", 2) != 0 && strncmp(end, " => ", 4) != 0 &&
		   strncmp(end, " in ", 4) != 0)
		end++;
	len = (size_t) (end - text);
	if (len == 0 || len >= sizeof(hs->name))
		return false;
	memcpy(hs->name, text, len);
	hs->name[len] = '\0';
	if (arrow)
		return parse_changes(arrow + 4, hs);
	if (strncmp(end, ": ", 2) == 0)
		return parse_changes(end + 2, hs);
	return false;
}

typedef struct replay_state
{
	tallies		techniques;		/* per HoDoKu technique: positions compared, agreed */
	long		positions;
	long		not_ours;		/* HoDoKu's step is a technique we do not have */
	const char *next_code;		/* -n: print positions of this code as "next:" lines */
	long		chains_total;	/* forcing steps that agree, and of those */
	long		chains_same;	/* the ones whose chains we print as HoDoKu does */
	long		puzzles;
	long		same_score;
	long		same_level;
	long		ours_only;		/* puzzles whose HoDoKu path uses only our techniques */
	long		ours_only_score;
	long		ours_only_level;
	long		printed;
	bool		verbose;
	const sdk_logic_options *opts;	/* -o: HoDoKu's settings the output was made with; NULL */
	/* puzzles of our techniques alone whose score differs, by HoDoKu's step where the paths first part */
	tallies		parted;
} replay_state;

/* A technique of ours by HoDoKu's name, or -1 (also for Guess). */
static int
our_technique(const char *name)
{
	int			t = sdk_technique_lookup(name);

	if (t < 0 || t == sdk_technique_guess() || sdk_technique_at(t)->find == NULL)
		return -1;
	return t;
}

/* HoDoKu's step as ours, its changes in the order it prints them. */
static void
as_step(int technique, const hodoku_step *hs, sdk_step *step)
{
	int			i;

	memset(step, 0, sizeof(*step));
	step->technique = technique;
	for (i = 0; i < hs->eliminations.count && i < SDK_STEP_MAX_CHANGES; i++)
	{
		step->eliminations[step->neliminations++] = hs->eliminations.items[i];
		step->digits |= SDK_BIT(hs->eliminations.items[i].digit);
	}
	for (i = 0; i < hs->placements.count && i < SDK_MAX_SIZE; i++)
	{
		step->placements[step->nplacements++] = hs->placements.items[i];
		step->digits |= SDK_BIT(hs->placements.items[i].digit);
	}
}

/*
 * One puzzle: HoDoKu's path replayed on a solve session of ours (so that
 * our queues of singles live through the same changes), our first step
 * compared with HoDoKu's at each position.
 */
static void
replay_puzzle(replay_state *st, const sdk_position *start, char **lines, int nlines,
			  const char *level, long score)
{
	static sdk_step ours,
				theirs;
	static char line_h[REGLIB_TEXT],
				line_o[REGLIB_TEXT];
	sdk_logic_session *session;
	sdk_rating	rating;
	sdk_error	err;
	bool		only_ours = true;
	char		first_difference[128] = "";
	int			i;

	session = sdk_logic_begin(start, st->opts, sdk_default_env(), &err);
	if (!session)
	{
		fprintf(stderr, "check_hodoku: %s\n", err.detail);
		return;
	}
	for (i = 0; i < nlines; i++)
	{
		hodoku_step hs;
		int			t;
		bool		use_ours = false;
		char	   *chains = strchr(lines[i], '\n');

		if (chains)
			*chains++ = '\0';
		if (!parse_hodoku_step(lines[i], &hs))
		{
			fprintf(stderr, "check_hodoku: cannot read the step \"%s\"\n", lines[i]);
			only_ours = false;
			break;
		}
		st->positions++;
		t = our_technique(hs.name);
		as_step(t, &hs, &theirs);
		if (t < 0)
		{
			only_ours = false;
			st->not_ours++;
		}
		else
		{
			change_set e,
						p;
			bool		agree;
			tally	   *tt;

			if (!sdk_logic_next(session, &ours))
			{
				if (sdk_logic_failure(session, &err) != SDK_OK)
				{
					fprintf(stderr, "check_hodoku: %s\n", err.detail);
					exit(1);
				}
				memset(&ours, 0, sizeof(ours));
			}
			change_set_from(&e, ours.eliminations, ours.neliminations);
			change_set_from(&p, ours.placements, ours.nplacements);
			agree = ours.technique == t && change_set_equal(&e, &hs.eliminations) &&
				change_set_equal(&p, &hs.placements);
			tt = tally_for(&st->techniques, hs.name);
			tt->total++;
			tt->passed += agree;
			use_ours = agree;
			if (agree && st->next_code && strcmp(sdk_technique_at(t)->code, st->next_code) == 0 &&
				sdk_step_library_line(sdk_logic_position(session), &theirs, line_h, sizeof(line_h)))
			{
				printf("next%s\n", line_h);
				if (chains)
					printf("# %s\n#   %s\n", lines[i] + 3, chains);
			}
			/* the same forcing step: are its chains HoDoKu's? */
			if (agree && chains && (ours.flags & SDK_STEP_FORCING))
			{
				static char text[SDK_STEP_CHAIN_TEXT];

				sdk_step_chain_text(&start->geo, &ours, text, sizeof(text));
				st->chains_total++;
				st->chains_same += strcmp(text, chains) == 0;
				if (strcmp(text, chains) != 0 && st->verbose)
					printf("CHAINS HoDoKu: %s\n%s\n     ours:\n%s\n", lines[i] + 3, chains, text);
			}
			if (!agree && !first_difference[0])
				snprintf(first_difference, sizeof(first_difference), "%s", hs.name);
			if (!agree && st->verbose)
			{
				if (!sdk_step_library_line(sdk_logic_position(session), &theirs, line_h, sizeof(line_h)))
					snprintf(line_h, sizeof(line_h), "(no library line)");
				if (!sdk_step_library_line(sdk_logic_position(session), &ours, line_o, sizeof(line_o)))
					snprintf(line_o, sizeof(line_o), "(no library line)");
				printf("DIFF HoDoKu: %s\n     %s\n     ours:   %s\n     %s\n",
					   lines[i] + 3, line_h, ours.text, line_o);
			}
		}
		/* agreeing, ours: its changes in the order HoDoKu makes them (theirs are as printed) */
		sdk_logic_apply(session, use_ours ? &ours : &theirs);
	}
	sdk_logic_end(session);
	st->puzzles++;
	sdk_logic_solve(start, st->opts, 0, NULL, NULL, NULL, &rating, sdk_default_env(), &err);
	if (rating.score == score)
		st->same_score++;
	if (strcmp(sdk_level_name(rating.level), level) == 0)
		st->same_level++;
	if (only_ours)
	{
		st->ours_only++;
		st->ours_only_score += rating.score == score;
		st->ours_only_level += strcmp(sdk_level_name(rating.level), level) == 0;
		if (rating.score != score)
		{
			tally_for(&st->parted, first_difference[0] ? first_difference : "(no step differs)")->total++;
			if (st->verbose)
				printf("SCORE puzzle %ld: ours %ld %s, HoDoKu %ld %s, first part at %s\n", st->puzzles, rating.score,
					   sdk_level_name(rating.level), score, level,
					   first_difference[0] ? first_difference : "(no step)");
		}
	}
}

static int
tally_order_cmp(const void *a, const void *b)
{
	const tally *x = a,
			   *y = b;
	int			tx = sdk_technique_lookup(x->name),
				ty = sdk_technique_lookup(y->name);

	return tx != ty ? tx - ty : strcmp(x->name, y->name);
}

static double
percent(long part, long whole)
{
	return whole ? 100.0 * (double) part / (double) whole : 0.0;
}

/*
 * replay: PUZZLES is the file HoDoKu was given (one puzzle a line) and
 * OUTPUT its batch output ("/vs /vp /o stdout /bs PUZZLES").  For every
 * puzzle, HoDoKu's path is replayed from the puzzle, and at each position
 * where HoDoKu's step is a technique we have, the first step our solver
 * finds there is compared with it (technique, placements, eliminations).
 * Prints per technique the positions compared and the agreements, every
 * disagreement (-v) with HoDoKu's step as a library line, and how often
 * the score and level agree, also over the puzzles whose HoDoKu path uses
 * only techniques we have.
 */
static int
replay_file(const char *puzzles_path, const char *output_path, bool verbose, const char *next_code,
			const sdk_logic_options *opts)
{
	FILE	   *puzzles = fopen(puzzles_path, "r"),
			   *out = fopen(output_path, "r");
	replay_state *st = calloc(1, sizeof(replay_state));
	static char line[REGLIB_TEXT];
	char	  **steps = calloc(4096, sizeof(char *));
	sdk_position *start = malloc(sizeof(sdk_position));
	int			nsteps = 0,
				number = 0,
				i;
	long		score = -1,
				compared = 0,
				agreed = 0;
	char		level[32] = "";

	if (!puzzles || !out || !st || !steps || !start)
	{
		fprintf(stderr, "check_hodoku: cannot read %s or %s\n", puzzles_path, output_path);
		return 2;
	}
	st->verbose = verbose;
	st->next_code = next_code;
	st->opts = opts;
	for (;;)
	{
		bool		eof = !fgets(line, sizeof(line), out);
		char		solution[128];
		int			next = 0;
		long		next_score = -1;
		char		next_level[32] = "";

		if (!eof)
			line[strcspn(line, "\r\n")] = '\0';
		/* "<solution> #N Level (score)" opens a puzzle; steps are indented by 3 */
		if (eof || sscanf(line, "%127s #%d %31s (%ld)", solution, &next, next_level, &next_score) == 4)
		{
			if (score >= 0)
			{
				/* the puzzle numbered `number` is that line of the puzzle file */
				static char pline[REGLIB_TEXT];
				bool		found = false;

				while (!found && fgets(pline, sizeof(pline), puzzles))
					found = read_puzzle_line(pline, start);
				if (!found)
					break;
				replay_puzzle(st, start, steps, nsteps, level, score);
			}
			for (i = 0; i < nsteps; i++)
				free(steps[i]);
			nsteps = 0;
			if (eof)
				break;
			number = next;
			score = next_score;
			snprintf(level, sizeof(level), "%s", next_level);
			continue;
		}
		/* the closing summary ("   Easy: 12") is no step */
		if (sscanf(line, " %31[A-Za-z]: %d", next_level, &next) == 2 && strchr(line, '=') == NULL)
			continue;
		if (score >= 0 && strncmp(line, "   ", 3) == 0 && line[3] != ' ' && nsteps < 4096)
			steps[nsteps++] = strdup(line);
		/* a forcing step's chains follow it, indented by 2: kept after a newline */
		else if (score >= 0 && nsteps > 0 && strncmp(line, "  ", 2) == 0 && line[2] != ' ')
		{
			size_t		had = strlen(steps[nsteps - 1]);
			char	   *grown = realloc(steps[nsteps - 1], had + strlen(line) + 2);

			if (grown)
			{
				grown[had] = '\n';
				strcpy(grown + had + 1, line + 2);
				steps[nsteps - 1] = grown;
			}
		}
	}
	(void) number;
	fclose(puzzles);
	fclose(out);
	qsort(st->techniques.items, (size_t) st->techniques.count, sizeof(tally), tally_order_cmp);
	printf("%-40s %9s %9s %8s\n", "HoDoKu's step", "compared", "agreed", "agree %");
	for (i = 0; i < st->techniques.count; i++)
	{
		const tally *t = &st->techniques.items[i];

		printf("%-40s %9ld %9ld %8.2f\n", t->name, t->total, t->passed, percent(t->passed, t->total));
		compared += t->total;
		agreed += t->passed;
	}
	printf("%-40s %9ld %9ld %8.2f\n", "all of ours", compared, agreed, percent(agreed, compared));
	if (st->chains_total)
		printf("forcing steps that agree %ld, their chains as HoDoKu prints them %ld (%.1f%%)\n",
			   st->chains_total, st->chains_same, percent(st->chains_same, st->chains_total));
	printf("positions %ld, where HoDoKu's step is a technique we do not have: %ld\n",
		   st->positions, st->not_ours);
	printf("puzzles %ld: same score %ld (%.1f%%), same level %ld (%.1f%%)\n", st->puzzles,
		   st->same_score, percent(st->same_score, st->puzzles),
		   st->same_level, percent(st->same_level, st->puzzles));
	printf("puzzles whose HoDoKu path uses only our techniques %ld: same score %ld (%.1f%%), same level %ld (%.1f%%)\n",
		   st->ours_only, st->ours_only_score, percent(st->ours_only_score, st->ours_only),
		   st->ours_only_level, percent(st->ours_only_level, st->ours_only));
	if (st->parted.count)
	{
		printf("of those, scores differing, by HoDoKu's step where the paths first part:");
		for (i = 0; i < st->parted.count; i++)
			printf(" %s %ld;", st->parted.items[i].name, st->parted.items[i].total);
		printf("\n");
	}
	printf("replay: %ld passed, %ld failed\n", agreed, compared - agreed);
	free(st);
	free(steps);
	free(start);
	return 0;
}

static int
usage(void)
{
	fprintf(stderr, "usage: check_hodoku reglib [-v] REGLIB\n"
			"       check_hodoku replay [-v] [-n CODE] [-o SETTINGS] PUZZLES HODOKU_OUTPUT\n"
			"  -n CODE: also print, as \"next:\" library lines, the positions where\n"
			"           HoDoKu's step has that code and ours is the same\n"
			"  -o SETTINGS: the settings HoDoKu ran with (\"als_in_chains=true\")\n");
	return 2;
}

int
main(int argc, char **argv)
{
	bool		verbose = false;
	const char *next_code = NULL;
	sdk_logic_options opts;
	bool		have_opts = false;
	int			arg = 2;

	if (argc < 3)
		return usage();
	if (strcmp(argv[arg], "-v") == 0)
	{
		verbose = true;
		arg++;
	}
	if (arg + 1 < argc && strcmp(argv[arg], "-n") == 0)
	{
		next_code = argv[arg + 1];
		arg += 2;
	}
	if (arg + 1 < argc && strcmp(argv[arg], "-o") == 0)
	{
		sdk_error	err;

		sdk_logic_options_default(&opts);
		if (sdk_logic_options_parse(&opts, argv[arg + 1], &err) != SDK_OK)
		{
			fprintf(stderr, "check_hodoku: %s\n", err.detail);
			return 2;
		}
		have_opts = true;
		arg += 2;
	}
	if (strcmp(argv[1], "reglib") == 0 && arg == argc - 1)
		return reglib_file(argv[arg], verbose);
	if (strcmp(argv[1], "replay") == 0 && arg == argc - 2)
		return replay_file(argv[arg], argv[arg + 1], verbose, next_code, have_opts ? &opts : NULL);
	return usage();
}
