/*
 * rate_sizes.c -- rating time per grid size, no server involved (issue 26):
 * generated puzzles rated with the default techniques, one after the other.
 *
 *   rate_sizes [-s SIZE]... [-n COUNT] [-S FIRST] [-m 0|1] [-f FILE]... [-v] [-p] [-P] [-T] [-X] [-G]
 *
 * For each SIZE the puzzles of seeds FIRST..FIRST+COUNT-1 are made with the
 * core's generator exactly as SQL's sudoku_generate(size => SIZE, seed => s)
 * makes them (the geometry's default box, no symmetry, no target, minimal
 * unless -m 0); then each is rated as sudoku_rate rates it (sdk_logic_solve
 * with the default options).  Without -s: 16x16 seeds 1..100 (minimal, the
 * SQL default) and 25x25 seeds 1..10 not minimal (minimal => false); -n, -S
 * and -m change every size.  -f rates the puzzles of a file as a set of its
 * own (the first COUNT with -n), e.g. ../shared/data/magictour_top1465.txt;
 * with -f and no -s, only the files.
 *
 * Per set it prints the count, the CPU seconds per rating (mean, median,
 * 95th percentile, max; generation is not counted), the wall seconds, the
 * steps and guesses, the share of each technique family (the registry's
 * category) in the rating time, summed from the options' observe callback
 * around each finder, and two digests (FNV-1a 64): one over the puzzles'
 * givens, one over every step's row text of every puzzle (technique,
 * digits, placements, eliminations, units, cells, explanation, guess depth
 * and dead ends, chains: the columns of sudoku_steps), so that a faster
 * solver can show the same path, step for step.  -v prints a line per
 * puzzle, -p its givens (digits and '.'); -P adds the time of each
 * technique below the families', with its searches (finder runs), the
 * steps they took (a finder that reports several techniques, ALS-XZ,
 * ALS-XY-Wing and ALS-Chain say, has one row, its first technique's, and
 * the steps of all of them), the time a search and the share of its time spent in
 * the searches that took a step (the rest: the searches that took none);
 * -T leaves the per-technique clock out (no family shares).  -X prints,
 * for each puzzle, the position where the rating first needs the
 * puzzle's solutions (before its first guess or its first step of a
 * technique that assumes one solution; the exact search starts there), in
 * the pencil-mark form: what bench/proof_sat.sh gives the exact solver
 * and SAT solvers.  That is for a puzzle with one solution: with more, a
 * uniqueness step found and not taken asks first, and the path does not
 * show it.  -G times the generation instead and rates nothing: per size
 * the CPU seconds per puzzle made (mean, median, max) and the puzzles
 * digest, with -v a line per seed.
 *
 * Times are CPU time of the process (CLOCK_PROCESS_CPUTIME_ID), so a busy
 * machine counts less against them; the wall time (CLOCK_MONOTONIC) beside
 * them.  Reading the clock around every finder costs a little of its own,
 * counted in the rating time; the time spent in this tool's step callback
 * (the digest) is taken out of it.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"
#include "generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SETS 32

static bool print_puzzles = false;
static bool per_technique = false;
static bool print_need = false;
static bool generate_only = false;
#define MAX_CATEGORIES 32
#define FNV_OFFSET UINT64_C(14695981039346656037)
#define FNV_PRIME UINT64_C(1099511628211)

/* What one rating measures: the clock per technique (index -1: the refresh) and the digest. */
typedef struct rating_probe
{
	double		seconds[SDK_MAX_TECHNIQUES + 1];
	long		searches[SDK_MAX_TECHNIQUES + 1];	/* finder runs */
	long		found[SDK_MAX_TECHNIQUES];	/* steps taken */
	double		stepped[SDK_MAX_TECHNIQUES];	/* time in the searches that took a step */
	int			last;			/* the technique of the last search (its index), -1 */
	double		last_seconds;	/* its time, until a step of it counts it */
	double		started;
	double		in_callback;
	uint64_t	digest;
	const sdk_geometry *geo;
	int			steps;			/* so far */
	int			first_need;		/* the first step that needs the solutions, -1 */
} rating_probe;

/* What a set of puzzles adds up to. */
typedef struct set_totals
{
	long		count;
	long		cap;
	double	   *cpu;
	double		wall,
				generation,
				steps;
	long		guesses,
				guessed,
				max_guesses;
	double		technique[SDK_MAX_TECHNIQUES + 1];
	long		searches[SDK_MAX_TECHNIQUES + 1];
	long		found[SDK_MAX_TECHNIQUES];
	double		stepped[SDK_MAX_TECHNIQUES];
	uint64_t	digest;
	uint64_t	puzzles_digest;
} set_totals;

static double
cpu_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static uint64_t
fnv(uint64_t h, const char *s)
{
	for (; *s; s++)
	{
		h ^= (unsigned char) *s;
		h *= FNV_PRIME;
	}
	return h;
}

static void
observe(int technique, bool start, void *arg)
{
	rating_probe *rp = (rating_probe *) arg;

	if (start)
		rp->started = cpu_seconds();
	else
	{
		double		took = cpu_seconds() - rp->started;

		rp->seconds[technique + 1] += took;
		rp->searches[technique + 1]++;
		rp->last = technique;
		rp->last_seconds = took;
	}
}

/* The changes of a step as sudoku_steps writes them, each after a '|'. */
static uint64_t
fnv_changes(uint64_t h, const sdk_geometry *g, const sdk_change *c, int count, bool placements)
{
	char		name[32];
	int			i;

	h = fnv(h, "|");
	for (i = 0; i < count; i++)
	{
		sdk_change_name(g, c[i], placements, name, sizeof(name));
		h = fnv(fnv(h, name), ",");
	}
	return h;
}

static uint64_t
fnv_units(uint64_t h, const sdk_geometry *g, const uint8_t *units, int count)
{
	char		name[16];
	int			i;

	h = fnv(h, "|");
	for (i = 0; i < count; i++)
	{
		sdk_unit_name(g, units[i], name, sizeof(name));
		h = fnv(fnv(h, name), ",");
	}
	return h;
}

/* The step's row text into the digest; its time is taken out of the rating's. */
static bool
digest_step(const sdk_step *step, void *arg)
{
	static char text[SDK_STEP_EXPLANATION_TEXT];
	rating_probe *rp = (rating_probe *) arg;
	const sdk_geometry *g = rp->geo;
	double		start = cpu_seconds();
	uint64_t	h = rp->digest;
	char		num[64];
	int			d,
				i;

	if (step->technique >= 0 && step->technique < SDK_MAX_TECHNIQUES)
	{
		/*
		 * the search this step came from: the last one (its finder may
		 * report other techniques too, ALS-XZ for ALS-XY-Wing, say, and
		 * the step is counted on the row of the search, as its time is);
		 * counted once, and not for a guess, which comes after searches
		 * that took nothing
		 */
		if (rp->last >= 0 && step->technique != sdk_technique_guess())
		{
			rp->stepped[rp->last] += rp->last_seconds;
			rp->found[rp->last]++;
		}
		rp->last_seconds = 0;
	}
	if (rp->first_need < 0 && (step->technique == sdk_technique_guess() ||
							   (sdk_technique_at(step->technique)->flags & SDK_TECH_UNIQUENESS)))
		rp->first_need = rp->steps;
	rp->steps++;
	h = fnv(h, sdk_technique_at(step->technique)->name);
	h = fnv(h, "|");
	for (d = 1; d <= g->n; d++)
		if (step->digits & SDK_BIT(d))
		{
			snprintf(num, sizeof(num), "%d,", d);
			h = fnv(h, num);
		}
	h = fnv_changes(h, g, step->placements, step->nplacements, true);
	h = fnv_changes(h, g, step->eliminations, step->neliminations, false);
	h = fnv_units(h, g, step->base, step->nbase);
	h = fnv_units(h, g, step->cover, step->ncover);
	h = fnv(h, "|");
	for (i = 0; i < step->ncells; i++)
	{
		snprintf(num, sizeof(num), "%d,", step->cells[i] + 1);
		h = fnv(h, num);
	}
	sdk_step_explanation(g, step, text, sizeof(text));
	h = fnv(fnv(h, "|"), text);
	snprintf(num, sizeof(num), "|%d|%d|", step->guess_depth, step->dead_ends);
	h = fnv(h, num);
	if (sdk_step_chain_text(g, step, text, sizeof(text)))
		h = fnv(h, text);
	rp->digest = fnv(h, "\n");
	rp->in_callback += cpu_seconds() - start;
	return true;
}

/*
 * -X: the position after the steps before the first that needs the
 * solutions (the same path, stopped there), as pencil marks.
 */
static void
print_first_need(const sdk_position *p, const char *label, int first_need)
{
	static sdk_position at;
	static char text[SDK_MAX_CELLS * SDK_MAX_SIZE + 1];
	sdk_error	err;
	int			c,
				open = 0;

	if (first_need < 0)
	{
		printf("  %s: solutions never needed\n", label);
		return;
	}
	at = *p;
	if (first_need > 0 &&
		sdk_logic_solve(p, NULL, first_need, NULL, NULL, &at, NULL, sdk_default_env(), &err) != SDK_OK)
	{
		fprintf(stderr, "%s: %s\n", label, err.detail);
		exit(1);
	}
	for (c = 0; c < sdk_ncells(&at); c++)
		open += at.value[c] == 0;
	sdk_format(&at, SDK_TEXT_PENCILMARKS, text, sizeof(text));
	printf("  %s: solutions first needed after %d steps, %d cells open: %s\n", label, first_need,
		   open, text);
	fflush(stdout);
}

/* One puzzle's CPU seconds into the set's list of them. */
static void
add_time(set_totals *st, double seconds)
{
	if (st->count == st->cap)
	{
		st->cap = st->cap ? 2 * st->cap : 256;
		st->cpu = realloc(st->cpu, sizeof(double) * st->cap);
		if (!st->cpu)
		{
			fprintf(stderr, "rate_sizes: out of memory\n");
			exit(1);
		}
	}
	st->cpu[st->count++] = seconds;
}

/* Rates one puzzle into the set's totals; label names it in -v lines. */
static void
rate_one(const sdk_position *p, const char *label, bool timed, bool verbose, set_totals *st)
{
	static rating_probe rp;
	sdk_logic_options opts;
	sdk_rating	rating;
	sdk_error	err;
	char		givens[4096];
	double		cpu,
				wall;
	int			t;

	memset(&rp, 0, sizeof(rp));
	rp.geo = &p->geo;
	rp.first_need = -1;
	rp.last = -1;
	rp.digest = fnv(st->digest, "puzzle\n");
	sdk_logic_options_default(&opts);
	if (timed)
	{
		opts.observe = observe;
		opts.observe_arg = &rp;
	}
	sdk_format(p, SDK_TEXT_LINE, givens, sizeof(givens));
	st->puzzles_digest = fnv(fnv(st->puzzles_digest, givens), "\n");
	if (print_puzzles)
	{
		printf("  %s: %s\n", label, givens);
		fflush(stdout);
	}
	wall = now_seconds();
	cpu = cpu_seconds();
	if (sdk_logic_solve(p, &opts, 0, digest_step, &rp, NULL, &rating, sdk_default_env(),
						&err) != SDK_OK)
	{
		fprintf(stderr, "%s: %s\n", label, err.detail);
		exit(1);
	}
	cpu = cpu_seconds() - cpu - rp.in_callback;
	wall = now_seconds() - wall - rp.in_callback;
	add_time(st, cpu);
	if (print_need)
		print_first_need(p, label, rp.first_need);
	st->wall += wall;
	st->steps += rating.steps;
	st->guesses += rating.guesses;
	st->guessed += rating.guesses > 0;
	if (rating.guesses > st->max_guesses)
		st->max_guesses = rating.guesses;
	for (t = 0; t <= SDK_MAX_TECHNIQUES; t++)
	{
		st->technique[t] += rp.seconds[t];
		st->searches[t] += rp.searches[t];
		if (t < SDK_MAX_TECHNIQUES)
		{
			st->found[t] += rp.found[t];
			st->stepped[t] += rp.stepped[t];
		}
	}
	if (verbose)
	{
		/* the digest of the set so far: the set's own when this is its last puzzle */
		printf("  %s: %.3f s (wall %.3f s), %d steps, %d guesses, %s (%ld), digest so far %016llx\n",
			   label, cpu, wall, rating.steps, rating.guesses, sdk_level_name(rating.level),
			   rating.score, (unsigned long long) rp.digest);
		fflush(stdout);
	}
	st->digest = rp.digest;
}

static int
compare_doubles(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return (x > y) - (x < y);
}

/* The set's times sorted, and their median (n > 0). */
static double
sort_times(set_totals *st)
{
	long		n = st->count;

	qsort(st->cpu, n, sizeof(double), compare_doubles);
	return n % 2 ? st->cpu[n / 2] : (st->cpu[n / 2 - 1] + st->cpu[n / 2]) / 2;
}

/* The share of each technique family, in registry order of first appearance. */
static void
print_families(const set_totals *st, double total)
{
	const char *names[MAX_CATEGORIES];
	double		seconds[MAX_CATEGORIES] = {0};
	double		observed = st->technique[0];
	int			ncat = 0,
				t,
				k;

	for (t = 0; t < sdk_technique_count(); t++)
	{
		const char *c = sdk_technique_at(t)->category;

		for (k = 0; k < ncat && strcmp(names[k], c) != 0; k++)
			;
		if (k == ncat && ncat < MAX_CATEGORIES)
			names[ncat++] = c;
		if (k < ncat)
			seconds[k] += st->technique[t + 1];
		observed += st->technique[t + 1];
	}
	printf("  time by technique family (CPU s in all, share of the rating time):\n");
	for (k = 0; k < ncat; k++)
		if (seconds[k] > 0)
			printf("    %-40s %10.3f %6.2f%%\n", names[k], seconds[k], 100 * seconds[k] / total);
	printf("    %-40s %10.3f %6.2f%%\n", "(refresh before each search)", st->technique[0],
		   100 * st->technique[0] / total);
	printf("    %-40s %10.3f %6.2f%%\n", "(the rest: exact solve, guesses, changes)",
		   total - observed, 100 * (total - observed) / total);
}

static void
print_set(const char *title, set_totals *st, bool timed)
{
	double		total = 0,
				median;
	long		n = st->count,
				i;

	printf("%s: %ld puzzles\n", title, n);
	if (n == 0)
		return;
	for (i = 0; i < n; i++)
		total += st->cpu[i];
	median = sort_times(st);
	/* the 95th percentile by nearest rank: the smallest time at or above 95% of them */
	printf("  CPU s per rating: mean %.4f  median %.4f  p95 %.4f  max %.4f  (all %.2f s; wall mean %.4f s)\n",
		   total / n, median, st->cpu[(95 * n + 99) / 100 - 1], st->cpu[n - 1], total, st->wall / n);
	printf("  steps per puzzle %.1f; guesses %ld in all, %.2f per puzzle, max %ld, %ld puzzles with guesses\n",
		   st->steps / n, st->guesses, (double) st->guesses / n, st->max_guesses, st->guessed);
	if (st->generation > 0)
		printf("  generation (not counted): %.2f CPU s in all\n", st->generation);
	if (timed && total > 0)
		print_families(st, total);
	if (timed && total > 0 && per_technique)
	{
		int			t;

		printf("  time by technique (CPU s in all, share of the rating time; searches, steps taken, ms a search,\n"
			   "  share of its time in the searches that took a step):\n");
		for (t = 0; t < sdk_technique_count(); t++)
			if (st->technique[t + 1] > 0)
				printf("    %-40s %10.3f %6.2f%% %8ld %6ld %8.3f %6.1f%%\n", sdk_technique_at(t)->name,
					   st->technique[t + 1], 100 * st->technique[t + 1] / total, st->searches[t + 1],
					   st->found[t], 1000 * st->technique[t + 1] / st->searches[t + 1],
					   100 * st->stepped[t] / st->technique[t + 1]);
	}
	printf("  puzzles digest %016llx, steps digest %016llx (FNV-1a 64)\n",
		   (unsigned long long) st->puzzles_digest, (unsigned long long) st->digest);
	fflush(stdout);
}

static void
init_totals(set_totals *st)
{
	memset(st, 0, sizeof(*st));
	st->digest = FNV_OFFSET;
	st->puzzles_digest = FNV_OFFSET;
}

/* -G: one puzzle made in seconds of CPU, into the set's totals (st->cpu holds the times). */
static void
generated_one(const sdk_position *p, const char *label, double seconds, bool verbose, set_totals *st)
{
	char		givens[4096];

	sdk_format(p, SDK_TEXT_LINE, givens, sizeof(givens));
	st->puzzles_digest = fnv(fnv(st->puzzles_digest, givens), "\n");
	add_time(st, seconds);
	if (verbose)
		printf("  %s: generated in %.3f CPU s%s%s\n", label, seconds, print_puzzles ? ": " : "",
			   print_puzzles ? givens : "");
	fflush(stdout);
}

static void
print_generated(const char *title, set_totals *st)
{
	long		n = st->count;
	double		median;

	printf("%s: %ld puzzles made\n", title, n);
	if (n == 0)
		return;
	median = sort_times(st);
	printf("  CPU s per puzzle made: mean %.3f  median %.3f  max %.3f  (all %.2f s)\n",
		   st->generation / n, median, st->cpu[n - 1], st->generation);
	printf("  puzzles digest %016llx (FNV-1a 64)\n", (unsigned long long) st->puzzles_digest);
	fflush(stdout);
}

/* The generated set of one size, rated. */
static void
run_size(int size, long first, long count, int minimal, bool timed, bool verbose)
{
	static sdk_generated out;
	sdk_generate_options o;
	sdk_geometry g;
	sdk_error	err;
	set_totals	st;
	char		title[128],
				label[64];
	long		s;

	if (sdk_geometry_init(&g, size, 0, 0, &err) != SDK_OK)
	{
		fprintf(stderr, "size %d: %s\n", size, err.detail);
		exit(2);
	}
	init_totals(&st);
	sdk_generate_options_init(&o, &g);
	if (minimal >= 0)
		o.minimal = minimal;
	else
		o.minimal = size < 25;
	snprintf(title, sizeof(title), "%dx%d, sudoku_generate(size => %d, seed => %ld..%ld%s)",
			 size, size, size, first, first + count - 1, o.minimal ? "" : ", minimal => false");
	printf("%s\n", title);
	fflush(stdout);
	for (s = first; s < first + count; s++)
	{
		double		start = cpu_seconds(),
					made;

		if (sdk_generate(&o, (uint64_t) s, &out, sdk_default_env(), &err) != SDK_OK)
		{
			fprintf(stderr, "size %d seed %ld: %s\n", size, s, err.detail);
			exit(1);
		}
		made = cpu_seconds() - start;
		st.generation += made;
		snprintf(label, sizeof(label), "seed %ld", s);
		if (generate_only)
			generated_one(&out.puzzle, label, made, verbose, &st);
		else
			rate_one(&out.puzzle, label, timed, verbose, &st);
	}
	if (generate_only)
		print_generated(title, &st);
	else
		print_set(title, &st, timed);
	free(st.cpu);
}

static void
run_file(const char *path, long count, bool timed, bool verbose)
{
	size_t		n,
				i;
	sdk_position *all = load_puzzles(path, count > 0 ? (size_t) count : (size_t) -1, &n);
	set_totals	st;
	char		label[64];

	init_totals(&st);
	printf("%s\n", path);
	for (i = 0; i < n; i++)
	{
		snprintf(label, sizeof(label), "line %zu", i + 1);
		rate_one(&all[i], label, timed, verbose, &st);
	}
	print_set(path, &st, timed);
	free(st.cpu);
	free(all);
}

static void
usage(void)
{
	fprintf(stderr, "usage: rate_sizes [-s SIZE]... [-n COUNT] [-S FIRST] [-m 0|1] [-f FILE]... [-v] [-p] [-P] [-T] [-X] [-G]\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	int			sizes[MAX_SETS],
				nsizes = 0,
				nfiles = 0,
				minimal = -1,
				i;
	const char *files[MAX_SETS];
	long		count = 0,
				first = 1;
	bool		timed = true,
				verbose = false;

	for (i = 1; i < argc; i++)
	{
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (strcmp(a, "-v") == 0)
			verbose = true;
		else if (strcmp(a, "-p") == 0)
			print_puzzles = true;
		else if (strcmp(a, "-T") == 0)
			timed = false;
		else if (strcmp(a, "-P") == 0)
			per_technique = true;
		else if (strcmp(a, "-X") == 0)
			print_need = true;
		else if (strcmp(a, "-G") == 0)
			generate_only = true;
		else if (!v)
			usage();
		else if (strcmp(a, "-s") == 0 && nsizes < MAX_SETS)
			sizes[nsizes++] = atoi(v), i++;
		else if (strcmp(a, "-f") == 0 && nfiles < MAX_SETS)
			files[nfiles++] = v, i++;
		else if (strcmp(a, "-n") == 0)
			count = atol(v), i++;
		else if (strcmp(a, "-S") == 0)
			first = atol(v), i++;
		else if (strcmp(a, "-m") == 0)
			minimal = atoi(v) != 0, i++;
		else
			usage();
	}
	if (nsizes == 0 && nfiles == 0)
	{
		sizes[nsizes++] = 16;
		sizes[nsizes++] = 25;
	}
	for (i = 0; i < nsizes; i++)
		run_size(sizes[i], first, count > 0 ? count : sizes[i] >= 25 ? 10 : 100, minimal,
				 timed, verbose);
	for (i = 0; i < nfiles; i++)
		run_file(files[i], count, timed, verbose);
	return 0;
}
