/*
 * test_sort.c -- stable_sort.c, the sort whose order HoDoKu's and Sudoku
 * Explainer's steps come in (Java's Collections.sort, whose order with a
 * comparator that is not an order is its algorithm's: the ALS steps, the
 * SE model's chains and uniqueness loops), against the order Java's own
 * sort leaves.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "stable_sort.h"

#include <stdlib.h>

/*
 * One item to sort: a key, and for the comparator that is not an order a
 * group and a second key, as HoDoKu's AlsComparator has (eliminations,
 * whether they are the same ones, the index sum).
 */
typedef struct sort_case_item
{
	int			id;
	int			a;
	int			b;
	int			g;
} sort_case_item;

/* A key alone: a total order with ties (stable: ties keep their input order). */
static int
sort_case_key(const void *x, const void *y)
{
	const sort_case_item *p = x,
			   *q = y;

	return (p->a > q->a) - (p->a < q->a);
}

/*
 * The key, then, between two of another group, the second key; two of one
 * group with one key are equal.  Not an order: x ~ y (one group), y < z
 * and z < x (by the second key) may all hold.
 */
static int
sort_case_groups(const void *x, const void *y)
{
	const sort_case_item *p = x,
			   *q = y;

	if (p->a != q->a)
		return p->a < q->a ? -1 : 1;
	if (p->g != q->g)
		return (p->b > q->b) - (p->b < q->b);
	return 0;
}

/* Keys one apart or less are equal: an equality that does not carry over. */
static int
sort_case_near(const void *x, const void *y)
{
	const sort_case_item *p = x,
			   *q = y;
	int			d = p->a - q->a;

	return d >= -1 && d <= 1 ? 0 : d;
}

/*
 * Case (kind, pattern, n, seed): n items whose keys follow the pattern
 * (0 random with ties, 1 ascending runs, 2 strictly descending runs,
 * 3 two sorted halves, for long gallops, 4 sorted pairs with a sixteenth
 * swapped, 5 strictly ascending runs whose lengths make the second test
 * of the stack of runs meet a sum exactly, as no random input here did),
 * drawn with the suites' generator from a seed made of all four.
 */
static void
sort_case_make(sort_case_item *items, int kind, int pattern, int n, int seed)
{
	static const int run_lengths[6] = {130, 151, 180, 66, 35, 70};
	test_rng	r;
	int			m,
				i,
				runs = 0;

	r.state = 0x9E3779B97F4A7C15ULL ^ ((unsigned long long) n << 8) ^
		(unsigned long long) (seed << 4) ^ (unsigned long long) (kind << 2) ^ (unsigned long long) pattern;
	m = 1 + (int) rng_next(&r, n < 8 ? 8 : (unsigned) n / 4);
	for (i = 0; i < n;)
	{
		int			len,
					v,
					j;

		switch (pattern)
		{
			case 0:
				items[i++].a = (int) rng_next(&r, (unsigned) m);
				break;
			case 1:
				len = 1 + (int) rng_next(&r, 60);
				v = (int) rng_next(&r, (unsigned) m);
				for (j = 0; j < len && i < n; j++, i++)
				{
					items[i].a = v;
					v += (int) rng_next(&r, 3);
				}
				break;
			case 2:
				len = 1 + (int) rng_next(&r, 60);
				v = (int) rng_next(&r, (unsigned) m) + 200;
				for (j = 0; j < len && i < n; j++, i++)
				{
					items[i].a = v;
					v -= 1 + (int) rng_next(&r, 2);
				}
				break;
			case 3:
				items[i].a = i < n / 2 ? 3 * i : 2 * (i - n / 2) + (int) rng_next(&r, 2);
				i++;
				break;
			case 4:
				items[i].a = i / 2;
				i++;
				break;
			default:
				/* strictly ascending runs of these lengths, each from 0 */
				len = run_lengths[runs++ % 6];
				for (j = 0; j < len && i < n; j++, i++)
					items[i].a = j;
				break;
		}
	}
	if (pattern == 4)
		for (i = 0; i < n / 16; i++)
		{
			int			x = (int) rng_next(&r, (unsigned) n),
						y = (int) rng_next(&r, (unsigned) n),
						t = items[x].a;

			items[x].a = items[y].a;
			items[y].a = t;
		}
	for (i = 0; i < n; i++)
	{
		items[i].id = i;
		items[i].b = (int) rng_next(&r, 7);
		items[i].g = (int) rng_next(&r, 3);
	}
}

/*
 * stable_sort leaves what Java's own sort leaves (Arrays.sort with a
 * comparator, which HoDoKu's Collections.sort calls, on Java 17): for each
 * comparator kind and pattern, the digest (FNV-1a of the ids in the order
 * left) over the sizes below and seeds 1 to 3 is the one a Java program
 * printed for the same cases, made with the same generator.  The sizes
 * cross each bound of the algorithm: binary insertion alone under 32
 * items, runs of a minimum length, the stack of runs merged as their
 * lengths require, gallops long enough to change how soon it gallops.
 * Where the comparator is not an order, Java may find out in a merge and
 * throw ("Comparison method violates its general contract"); in those 43
 * cases no order is asked of stable_sort, only that it keeps every item
 * once.  test/check/JavaSortDigests.java prints the digests and those
 * cases.
 */
static void
test_stable_sort_java(void)
{
	static const int sizes[] = {0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
	200, 500, 1000, 2049, 5000, 20000};
	static const stable_sort_cmp cmps[3] = {sort_case_key, sort_case_groups, sort_case_near};
	/* Java's digests, [kind][pattern] */
	static const unsigned long long want[3][6] = {
		{0xc839843d224b7231ULL, 0xd19e1f56224d89a1ULL, 0xfb092abf05c64e19ULL,
		0x50f181f309717c9dULL, 0x8bb41c17015be39fULL, 0x4607c0e537819a6bULL},
		{0xfab441f1e9542b6fULL, 0x8562615794d0ce5bULL, 0x128b65f7dde6370bULL,
		0x3fede6d4661d8095ULL, 0xae117fc6533f9ed9ULL, 0xa3aa103ecd901171ULL},
		{0xbdf1a3573ebc5d6fULL, 0xa00b57046118b8a3ULL, 0x0ab27026e7ed4fd1ULL,
		0xf6d5aa4f2252aea5ULL, 0x3a099d8398262be5ULL, 0x8e98a6487a898ee7ULL},
	};
	/* where Java throws: kind, pattern, n, seed */
	static const int throws[][4] = {
		{1, 0, 128, 3}, {1, 0, 2049, 2}, {1, 1, 5000, 2}, {1, 1, 20000, 1}, {1, 1, 20000, 2},
		{1, 5, 5000, 2}, {1, 5, 20000, 1}, {1, 5, 20000, 2}, {1, 5, 20000, 3},
		{2, 0, 33, 3}, {2, 0, 63, 1}, {2, 0, 63, 3}, {2, 0, 100, 3}, {2, 0, 127, 1},
		{2, 0, 127, 3}, {2, 0, 128, 3}, {2, 0, 129, 1}, {2, 0, 129, 2}, {2, 0, 129, 3},
		{2, 0, 200, 1}, {2, 0, 200, 2}, {2, 0, 200, 3}, {2, 0, 500, 2}, {2, 0, 500, 3},
		{2, 0, 1000, 2}, {2, 0, 1000, 3}, {2, 0, 2049, 2}, {2, 0, 2049, 3}, {2, 0, 5000, 1},
		{2, 0, 20000, 1}, {2, 0, 20000, 2}, {2, 2, 2049, 1}, {2, 2, 20000, 1}, {2, 2, 20000, 3},
		{2, 5, 2049, 1}, {2, 5, 2049, 2}, {2, 5, 2049, 3}, {2, 5, 5000, 1}, {2, 5, 5000, 2},
		{2, 5, 5000, 3}, {2, 5, 20000, 1}, {2, 5, 20000, 2}, {2, 5, 20000, 3},
	};
	sort_case_item *items = malloc(sizeof(sort_case_item) * 20000);
	const void **order = malloc(sizeof(const void *) * 20000);
	bool	   *seen = malloc(sizeof(bool) * 20000);
	int			kind,
				pattern,
				thrown = 0;

	CHECK(items && order && seen);
	if (!items || !order || !seen)
	{
		free(items);
		free(order);
		free(seen);
		return;
	}
	for (kind = 0; kind < 3; kind++)
		for (pattern = 0; pattern < 6; pattern++)
		{
			unsigned long long h = PATH_DIGEST_START;
			size_t		k;
			int			seed,
						i,
						t;

			for (k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++)
				for (seed = 1; seed <= 3; seed++)
				{
					int			n = sizes[k];
					bool		java_throws = false;

					for (t = 0; t < (int) (sizeof(throws) / sizeof(throws[0])); t++)
						if (throws[t][0] == kind && throws[t][1] == pattern &&
							throws[t][2] == n && throws[t][3] == seed)
							java_throws = true;
					sort_case_make(items, kind, pattern, n, seed);
					for (i = 0; i < n; i++)
						order[i] = &items[i];
					CHECK(stable_sort(order, n, cmps[kind], sdk_default_env()));
					if (java_throws)
					{
						/* no order to match, but every item still there once */
						bool		once = true;

						for (i = 0; i < n; i++)
							seen[i] = false;
						for (i = 0; i < n; i++)
						{
							int			id = ((const sort_case_item *) order[i])->id;

							once = once && !seen[id];
							seen[id] = true;
						}
						CHECK(once);
						thrown++;
						continue;
					}
					for (i = 0; i < n; i++)
					{
						h ^= (unsigned) ((const sort_case_item *) order[i])->id;
						h *= 1099511628211ULL;
					}
				}
			if (h != want[kind][pattern])
				printf("  stable_sort, comparator %d, pattern %d: digest %016llx, Java's %016llx\n",
					   kind, pattern, h, want[kind][pattern]);
			CHECK(h == want[kind][pattern]);
		}
	CHECK_INT(thrown, 43);
	free(items);
	free(order);
	free(seen);
}

void
suite_sort(void)
{
	test_stable_sort_java();
}
