/*
 * interrupt_gaps.c -- where a search goes longest without asking whether
 * to stop: the stretches of CPU time between two questions to the
 * environment's interrupt hook, which is how late a cancel can be noticed
 * (TESTING.md, "Cancellation"; sql/cancel.sql measures it in the server).
 *
 *   interrupt_gaps [-m se] [-s SECONDS] [-t TECHNIQUE] [-n COUNT] [PUZZLE]
 *
 * Solves PUZZLE (an empty 25x25 unless given) as sudoku_steps does, in
 * HoDoKu's model or SE's (-m se), or lists one technique's steps there
 * (-t, as sudoku_find_steps), and stops it after SECONDS of CPU time (5
 * unless told) by answering the hook "stop".  Prints the COUNT longest
 * stretches (10 unless told), each with the technique running when it
 * began and when it ended, and with the GNU C library the frames of both
 * questions, the hook's own first: "(symbol+offset)" for an exported
 * function, "(+offset)" in the tool for a static one, which
 * `addr2line -f -i -e bench/interrupt_gaps OFFSET` names.  The time is the thread's CPU
 * time, so another process on the same core does not lengthen it.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __GLIBC__
#include <execinfo.h>
#endif

#define MAX_GAPS 64
#define FRAMES 8

typedef struct gap
{
	double		seconds;
	int			from_technique;
	int			to_technique;
	int			nfrom;
	int			nto;
	void	   *from[FRAMES];
	void	   *to[FRAMES];
} gap;

typedef struct watch
{
	double		started;
	double		limit;
	double		last;
	int			technique;		/* running now: -1 between techniques */
	int			last_technique;	/* at the last question */
	int			nlast;
	void	   *last_frames[FRAMES];
	long		questions;
	int			count;			/* gaps kept, longest first */
	int			keep;
	gap			gaps[MAX_GAPS];
} watch;

static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static int
frames(void **into)
{
#ifdef __GLIBC__
	return backtrace(into, FRAMES);
#else
	(void) into;
	return 0;
#endif
}

static bool
asked(void *arg)
{
	watch	   *w = (watch *) arg;
	double		now = cpu_now(),
				seconds = now - w->last;
	int			i;

	w->questions++;
	if (w->count < w->keep || seconds > w->gaps[w->count - 1].seconds)
	{
		gap			g;

		g.seconds = seconds;
		g.from_technique = w->last_technique;
		g.to_technique = w->technique;
		g.nfrom = w->nlast;
		memcpy(g.from, w->last_frames, sizeof(g.from));
		g.nto = frames(g.to);
		i = w->count < w->keep ? w->count++ : w->count - 1;
		for (; i > 0 && w->gaps[i - 1].seconds < seconds; i--)
			w->gaps[i] = w->gaps[i - 1];
		w->gaps[i] = g;
	}
	w->last_technique = w->technique;
	w->nlast = frames(w->last_frames);
	/* the clock again: the frames took some of it */
	w->last = cpu_now();
	return now - w->started > w->limit;
}

static void
observe(int technique, bool start, void *arg)
{
	((watch *) arg)->technique = start ? technique : -1;
}

static const char *
technique_name(int technique)
{
	return technique >= 0 ? sdk_technique_at(technique)->name : "(no technique: the exact solver, the loop)";
}

/* The hook's own frames first, then its callers': module(symbol+offset) or module(+offset). */
static void
print_frames(const char *label, void *const *f, int n)
{
#ifdef __GLIBC__
	char	  **names = backtrace_symbols(f, n);
	int			i;

	printf("          %s", label);
	for (i = 0; i < n; i++)
	{
		const char *name = names ? strrchr(names[i], '(') : NULL;
		const char *end = name ? strchr(name, ')') : NULL;

		printf(" %.*s", end ? (int) (end - name + 1) : 1, end ? name : "?");
	}
	printf("\n");
	free(names);
#else
	(void) label;
	(void) f;
	(void) n;
#endif
}

int
main(int argc, char **argv)
{
	static watch w;
	static sdk_position p;
	char	   *empty = NULL;
	const char *text = NULL;
	sdk_logic_options opts;
	sdk_error	err;
	sdk_env		env = *sdk_default_env();
	sdk_status	rc;
	int			technique = -1,
				i;

	/* the default allocator (it reads no arg), our hook */
	env.interrupted = asked;
	env.arg = &w;
	sdk_logic_options_default(&opts);
	w.limit = 5;
	w.keep = 10;
	for (i = 1; i < argc; i++)
	{
		if (strcmp(argv[i], "-m") == 0 && i + 1 < argc)
		{
			if (strcmp(argv[++i], "se") == 0)
				opts.model = SDK_MODEL_SE;
		}
		else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
			w.limit = atof(argv[++i]);
		else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			w.keep = atoi(argv[++i]);
		else if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
		{
			technique = sdk_technique_lookup(argv[++i]);
			if (technique < 0)
			{
				fprintf(stderr, "interrupt_gaps: no technique \"%s\"\n", argv[i]);
				return 2;
			}
		}
		else if (argv[i][0] != '-' && !text)
			text = argv[i];
		else
		{
			fprintf(stderr, "usage: interrupt_gaps [-m se] [-s SECONDS] [-t TECHNIQUE] [-n COUNT] [PUZZLE]\n");
			return 2;
		}
	}
	if (w.keep < 1 || w.keep > MAX_GAPS)
		w.keep = MAX_GAPS;
	if (!text)
	{
		empty = malloc(626);
		if (!empty)
			return 1;
		memset(empty, '.', 625);
		empty[625] = '\0';
		text = empty;
	}
	if (sdk_parse(text, strlen(text), 0, 0, &p, &err) != SDK_OK)
	{
		fprintf(stderr, "interrupt_gaps: %s\n", err.detail);
		return 2;
	}
	opts.observe = observe;
	opts.observe_arg = &w;
	w.technique = w.last_technique = technique;
	w.started = w.last = cpu_now();
	rc = technique >= 0 ?
		sdk_find_steps(&p, technique, &opts, NULL, NULL, &env, &err) :
		sdk_logic_solve(&p, &opts, 0, NULL, NULL, NULL, NULL, &env, &err);
	printf("%s, %s: %s after %.2f s of CPU, %ld questions\n",
		   technique >= 0 ? technique_name(technique) : "the solve loop",
		   opts.model == SDK_MODEL_SE ? "SE's model" : "HoDoKu's model",
		   rc == SDK_ERR_CANCELED ? "stopped" : rc == SDK_OK ? "ended" : "failed",
		   cpu_now() - w.started, w.questions);
	printf("longest stretches without a question (ms of CPU, technique at the start -> at the end):\n");
	for (i = 0; i < w.count; i++)
	{
		const gap  *g = &w.gaps[i];

		printf("%8.1f  %s -> %s\n", g->seconds * 1e3, technique_name(g->from_technique),
			   technique_name(g->to_technique));
		if (g->nfrom > 0 || g->nto > 0)
		{
			print_frames("from", g->from, g->nfrom);
			print_frames("to  ", g->to, g->nto);
		}
	}
	free(empty);
	return 0;
}
