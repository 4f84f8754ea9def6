/*
 * stable_sort.c -- the merge sort HoDoKu's Collections.sort runs (Java's
 * TimSort, as its documentation and Tim Peters' description of it tell):
 * ascending runs found (a descending one reversed) and extended to a
 * minimum length by binary insertion, kept on a stack whose lengths fall
 * fast enough, merged pairwise with galloping.  A comparator that is not
 * a total order leaves the order of the items it calls equal to the
 * algorithm, so reproducing HoDoKu's order of steps takes its algorithm
 * (tech_als.c's ALS steps).
 */
#include "stable_sort.h"

#include <string.h>

typedef const void *sort_item;

typedef struct java_sorter
{
	sort_item  *a;
	sort_item  *tmp;
	stable_sort_cmp cmp;
	int			min_gallop;
	int			nruns;
	int			run_base[64];
	int			run_len[64];
} java_sorter;

#define SORT_MIN_MERGE 32
#define SORT_MIN_GALLOP 7

static void
sort_move(sort_item *to, const sort_item *from, int count)
{
	if (count > 0)
		memmove(to, from, sizeof(sort_item) * (size_t) count);
}

/* The run at lo, made ascending (a descending one reversed); its length. */
static int
sort_run(stable_sort_cmp cmp, sort_item *a, int lo, int hi)
{
	int			run = lo + 1;

	if (run == hi)
		return 1;
	if (cmp(a[run++], a[lo]) < 0)
	{
		int			i,
					j;

		while (run < hi && cmp(a[run], a[run - 1]) < 0)
			run++;
		for (i = lo, j = run - 1; i < j; i++, j--)
		{
			sort_item	t = a[i];

			a[i] = a[j];
			a[j] = t;
		}
	}
	else
		while (run < hi && cmp(a[run], a[run - 1]) >= 0)
			run++;
	return run - lo;
}

/* Binary insertion of a[start..hi) into the sorted a[lo..start). */
static void
sort_binary(stable_sort_cmp cmp, sort_item *a, int lo, int hi, int start)
{
	if (start == lo)
		start++;
	for (; start < hi; start++)
	{
		sort_item	pivot = a[start];
		int			left = lo,
					right = start;

		while (left < right)
		{
			int			mid = (left + right) >> 1;

			if (cmp(pivot, a[mid]) < 0)
				right = mid;
			else
				left = mid + 1;
		}
		sort_move(&a[left + 1], &a[left], start - left);
		a[left] = pivot;
	}
}

/* Where key goes in a[base..base+len): before the first equal (left) or after the last (right). */
static int
sort_gallop(stable_sort_cmp cmp, bool right_side, sort_item key, const sort_item *a, int base, int len, int hint)
{
	int			last = 0,
				ofs = 1,
				max;
	int			c = cmp(key, a[base + hint]);

	if (right_side ? c < 0 : c <= 0)
	{
		max = hint + 1;
		while (ofs < max && (right_side ? cmp(key, a[base + hint - ofs]) < 0
							 : cmp(key, a[base + hint - ofs]) <= 0))
		{
			last = ofs;
			ofs = (ofs << 1) + 1;
		}
		if (ofs > max)
			ofs = max;
		c = last;
		last = hint - ofs;
		ofs = hint - c;
	}
	else
	{
		max = len - hint;
		while (ofs < max && (right_side ? cmp(key, a[base + hint + ofs]) >= 0
							 : cmp(key, a[base + hint + ofs]) > 0))
		{
			last = ofs;
			ofs = (ofs << 1) + 1;
		}
		if (ofs > max)
			ofs = max;
		last += hint;
		ofs += hint;
	}
	last++;
	while (last < ofs)
	{
		int			m = last + ((ofs - last) >> 1);

		if (right_side ? cmp(key, a[base + m]) < 0 : !(cmp(key, a[base + m]) > 0))
			ofs = m;
		else
			last = m + 1;
	}
	return ofs;
}

static void
sort_merge_lo(java_sorter *js, int base1, int len1, int base2, int len2)
{
	sort_item  *a = js->a,
			   *tmp = js->tmp;
	int			c1 = 0,
				c2 = base2,
				dest = base1,
				min_gallop = js->min_gallop;

	sort_move(tmp, &a[base1], len1);
	a[dest++] = a[c2++];
	if (--len2 == 0)
	{
		sort_move(&a[dest], &tmp[c1], len1);
		return;
	}
	if (len1 == 1)
	{
		sort_move(&a[dest], &a[c2], len2);
		a[dest + len2] = tmp[c1];
		return;
	}
	for (;;)
	{
		int			count1 = 0,
					count2 = 0;

		do
		{
			if (js->cmp(a[c2], tmp[c1]) < 0)
			{
				a[dest++] = a[c2++];
				count2++;
				count1 = 0;
				if (--len2 == 0)
					goto out;
			}
			else
			{
				a[dest++] = tmp[c1++];
				count1++;
				count2 = 0;
				if (--len1 == 1)
					goto out;
			}
		} while ((count1 | count2) < min_gallop);
		do
		{
			count1 = sort_gallop(js->cmp, true, a[c2], tmp, c1, len1, 0);
			if (count1 != 0)
			{
				sort_move(&a[dest], &tmp[c1], count1);
				dest += count1;
				c1 += count1;
				len1 -= count1;
				if (len1 <= 1)
					goto out;
			}
			a[dest++] = a[c2++];
			if (--len2 == 0)
				goto out;
			count2 = sort_gallop(js->cmp, false, tmp[c1], a, c2, len2, 0);
			if (count2 != 0)
			{
				sort_move(&a[dest], &a[c2], count2);
				dest += count2;
				c2 += count2;
				len2 -= count2;
				if (len2 == 0)
					goto out;
			}
			a[dest++] = tmp[c1++];
			if (--len1 == 1)
				goto out;
			min_gallop--;
		} while (count1 >= SORT_MIN_GALLOP || count2 >= SORT_MIN_GALLOP);
		if (min_gallop < 0)
			min_gallop = 0;
		min_gallop += 2;
	}
out:
	js->min_gallop = min_gallop < 1 ? 1 : min_gallop;
	if (len1 == 1)
	{
		sort_move(&a[dest], &a[c2], len2);
		a[dest + len2] = tmp[c1];
	}
	else
		/* (len1 0: Java throws, the comparator breaking its contract) */
		sort_move(&a[dest], &tmp[c1], len1);
}

static void
sort_merge_hi(java_sorter *js, int base1, int len1, int base2, int len2)
{
	sort_item  *a = js->a,
			   *tmp = js->tmp;
	int			c1 = base1 + len1 - 1,
				c2 = len2 - 1,
				dest = base2 + len2 - 1,
				min_gallop = js->min_gallop;

	sort_move(tmp, &a[base2], len2);
	a[dest--] = a[c1--];
	if (--len1 == 0)
	{
		sort_move(&a[dest - (len2 - 1)], tmp, len2);
		return;
	}
	if (len2 == 1)
	{
		dest -= len1;
		c1 -= len1;
		sort_move(&a[dest + 1], &a[c1 + 1], len1);
		a[dest] = tmp[c2];
		return;
	}
	for (;;)
	{
		int			count1 = 0,
					count2 = 0;

		do
		{
			if (js->cmp(tmp[c2], a[c1]) < 0)
			{
				a[dest--] = a[c1--];
				count1++;
				count2 = 0;
				if (--len1 == 0)
					goto out;
			}
			else
			{
				a[dest--] = tmp[c2--];
				count2++;
				count1 = 0;
				if (--len2 == 1)
					goto out;
			}
		} while ((count1 | count2) < min_gallop);
		do
		{
			count1 = len1 - sort_gallop(js->cmp, true, tmp[c2], a, base1, len1, len1 - 1);
			if (count1 != 0)
			{
				dest -= count1;
				c1 -= count1;
				len1 -= count1;
				sort_move(&a[dest + 1], &a[c1 + 1], count1);
				if (len1 == 0)
					goto out;
			}
			a[dest--] = tmp[c2--];
			if (--len2 == 1)
				goto out;
			count2 = len2 - sort_gallop(js->cmp, false, a[c1], tmp, 0, len2, len2 - 1);
			if (count2 != 0)
			{
				dest -= count2;
				c2 -= count2;
				len2 -= count2;
				sort_move(&a[dest + 1], &tmp[c2 + 1], count2);
				if (len2 <= 1)
					goto out;
			}
			a[dest--] = a[c1--];
			if (--len1 == 0)
				goto out;
			min_gallop--;
		} while (count1 >= SORT_MIN_GALLOP || count2 >= SORT_MIN_GALLOP);
		if (min_gallop < 0)
			min_gallop = 0;
		min_gallop += 2;
	}
out:
	js->min_gallop = min_gallop < 1 ? 1 : min_gallop;
	if (len2 == 1)
	{
		dest -= len1;
		c1 -= len1;
		sort_move(&a[dest + 1], &a[c1 + 1], len1);
		a[dest] = tmp[c2];
	}
	else
		sort_move(&a[dest - (len2 - 1)], tmp, len2);
}

static void
sort_merge_at(java_sorter *js, int i)
{
	sort_item  *a = js->a;
	int			base1 = js->run_base[i],
				len1 = js->run_len[i],
				base2 = js->run_base[i + 1],
				len2 = js->run_len[i + 1],
				k;

	js->run_len[i] = len1 + len2;
	if (i == js->nruns - 3)
	{
		js->run_base[i + 1] = js->run_base[i + 2];
		js->run_len[i + 1] = js->run_len[i + 2];
	}
	js->nruns--;
	k = sort_gallop(js->cmp, true, a[base2], a, base1, len1, 0);
	base1 += k;
	len1 -= k;
	if (len1 == 0)
		return;
	len2 = sort_gallop(js->cmp, false, a[base1 + len1 - 1], a, base2, len2, len2 - 1);
	if (len2 == 0)
		return;
	if (len1 <= len2)
		sort_merge_lo(js, base1, len1, base2, len2);
	else
		sort_merge_hi(js, base1, len1, base2, len2);
}

bool
stable_sort(const void **a, int n, stable_sort_cmp cmp, const sdk_env *env)
{
	java_sorter js;
	int			lo = 0,
				left = n,
				min_run,
				r;

	if (n < 2)
		return true;
	if (n < SORT_MIN_MERGE)
	{
		sort_binary(cmp, a, 0, n, sort_run(cmp, a, 0, n));
		return true;
	}
	js.a = a;
	js.cmp = cmp;
	js.tmp = env->alloc(sizeof(sort_item) * (size_t) n, env->arg);
	if (!js.tmp)
		return false;
	js.min_gallop = SORT_MIN_GALLOP;
	js.nruns = 0;
	for (min_run = n, r = 0; min_run >= SORT_MIN_MERGE; min_run >>= 1)
		r |= min_run & 1;
	min_run += r;
	do
	{
		int			run = sort_run(cmp, a, lo, n);

		if (run < min_run)
		{
			int			force = left <= min_run ? left : min_run;

			sort_binary(cmp, a, lo, lo + force, lo + run);
			run = force;
		}
		js.run_base[js.nruns] = lo;
		js.run_len[js.nruns++] = run;
		/* keep the runs' lengths decreasing fast enough */
		while (js.nruns > 1)
		{
			int			k = js.nruns - 2;

			if ((k > 0 && js.run_len[k - 1] <= js.run_len[k] + js.run_len[k + 1]) ||
				(k > 1 && js.run_len[k - 2] <= js.run_len[k] + js.run_len[k - 1]))
			{
				if (js.run_len[k - 1] < js.run_len[k + 1])
					k--;
			}
			else if (js.run_len[k] > js.run_len[k + 1])
				break;
			sort_merge_at(&js, k);
		}
		lo += run;
		left -= run;
	} while (left != 0);
	while (js.nruns > 1)
	{
		int			k = js.nruns - 2;

		if (k > 0 && js.run_len[k - 1] < js.run_len[k + 1])
			k--;
		sort_merge_at(&js, k);
	}
	env->release(js.tmp, env->arg);
	return true;
}

