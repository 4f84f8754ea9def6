/*
 * solver9_simd.h -- the vectorised 9x9 exact solver, written once over a
 * few vector operations.  solver9_sse41.c and solver9_avx2.c include it
 * after defining them for their instruction set; nothing else does.
 *
 * The grid is nine boxes.  A box is one vector of sixteen 16-bit lanes,
 * read as a 4x4 matrix: lane 4 * r + c (r, c < 3) holds the candidates of
 * the box's cell in row r and column c, digit d as bit d - 1; row 3 and
 * column 3 stay zero.  Each matrix row is 64 bits, so turning the rows
 * (RR1, RR2) moves whole quarters of the vector, and turning the columns
 * (RC1, RC2) is a byte shuffle inside each quarter.  Every digit of a box
 * is handled at once.
 *
 * From a box, three turns and two ORs give every cell the union of its
 * row inside the box (the digits its minirow can hold), or of its column.
 * Propagation sweeps the boxes in a fixed order; each box is narrowed by
 * what the others offer, as the boxes before it in the sweep have just
 * left it:
 *
 *  - a band's configurations: a digit takes one minirow in each of the
 *    band's three boxes, all in different rows, so of the six ways to pick
 *    them only those whose three minirows can all hold it are left; a
 *    minirow keeps the digits some such way uses.  This is pointing and
 *    claiming in one step, and a row's hidden single as well.  The same
 *    across the three boxes of a stack, with minicolumns.
 *  - hidden singles in the box: a digit in exactly one of its row unions
 *    and exactly one of its column unions is in exactly one cell;
 *  - naked singles: a cell with one candidate removes it from every other
 *    cell of its row, column and box, itself excepted, so two cells held to
 *    the same digit empty each other.
 *
 * What a box offers is recomputed only when it changed, and the sweeps stop
 * once nine boxes in a row changed nothing.  There, a minirow (minicolumn)
 * is checked to hold at most the three digits that have nowhere else in
 * the box, and just those when there are three; if that narrows anything,
 * the sweeps go on.  A contradiction shows as an empty cell, a digit with
 * no place in a box, a cell that is the only place of two digits, or a
 * minirow that four digits need.
 *
 * The search branches on a band: the one with the fewest digits that have
 * two configurations or more left (then three or more, then four), and in
 * it the digit with fewest; each configuration of that digit is one branch.  The first
 * branch goes on from the grid as propagation left it, so only the band's
 * boxes need their offers recomputed.
 *
 * The file that includes this one defines, for its instruction set:
 *   S9_TARGET       the target attribute of every function here, and S9_FN
 *                   for its static inline ones
 *   s9_vec          one box; S9_ALIGN the alignment of arrays it is loaded from
 *   s9_and, s9_or, s9_xor, s9_andnot (~a & b), s9_or3, s9_one3 (bits in
 *   exactly one of three), s9_drop_low (each lane & (lane - 1): not zero
 *   where it had two bits or more), s9_eq0 (all ones in zero lanes),
 *   s9_any (not all zero), s9_load, s9_store (aligned 32 bytes),
 *   s9_load_rows (matrix rows 0-2 from three addresses), s9_rr1, s9_rr2,
 *   s9_rc1, s9_rc2 (matrix rows or columns turned by one or two: row r
 *   gets row r + 1 or r + 2 modulo 3, row 3 stays)
 *   S9_POPCOUNT     bits set in a 32-bit word
 *   S9_SOLVE        the name of the entry point
 */

#define S9_MAX_DEPTH 56			/* 6 bands x 9 digits, each fixed by one branch */
#define S9_GUESSES_BETWEEN_CHECKS 4096

/* The grid, box by box. */
typedef struct s9_grid
{
	s9_vec		box[9];
} s9_grid;

/*
 * What each box offers the others, recomputed as soon as the box changes:
 * row and column unions and their turns, the hidden singles, the naked
 * singles to remove from the rest of its rows (srow), of its columns (scol)
 * and of itself (sbox).
 */
typedef struct s9_derived
{
	s9_vec		row[9],
				row1[9],
				row2[9],
				col[9],
				col1[9],
				col2[9],
				hidden[9],
				srow[9],
				scol[9],
				sbox[9];
} s9_derived;

/* The lanes that hold cells: 0x1FF there, 0 in row 3 and column 3. */
S9_FN s9_vec
s9_cell_lanes(void)
{
	static const uint16_t lanes[16] S9_ALIGN = {
		0x1FF, 0x1FF, 0x1FF, 0, 0x1FF, 0x1FF, 0x1FF, 0,
		0x1FF, 0x1FF, 0x1FF, 0, 0, 0, 0, 0
	};

	return s9_load(lanes);
}

/*
 * Recomputes what box k offers the others from its candidates x.  Returns
 * lanes that are not zero where box k is already contradictory.
 */
S9_FN s9_vec
s9_derive(s9_derived *D, s9_vec x, int k)
{
	s9_vec		cells = s9_cell_lanes();
	s9_vec		single = s9_and(x, s9_eq0(s9_drop_low(x)));
	s9_vec		r = s9_or3(x, s9_rc1(x), s9_rc2(x));
	s9_vec		c = s9_or3(x, s9_rr1(x), s9_rr2(x));
	s9_vec		r1 = s9_rr1(r),
				r2 = s9_rr2(r),
				c1 = s9_rc1(c),
				c2 = s9_rc2(c);
	s9_vec		hidden = s9_and(s9_one3(r, r1, r2), s9_one3(c, c1, c2));
	s9_vec		only = s9_and(x, hidden);
	s9_vec		row_others = s9_or(s9_rc1(single), s9_rc2(single));
	s9_vec		srow = s9_or(row_others, single);
	s9_vec		bad;

	/* a digit missing from the box, a cell with none, two digits' only place */
	bad = s9_andnot(s9_or3(r, r1, r2), cells);
	bad = s9_or3(bad, s9_and(s9_eq0(x), cells), s9_drop_low(only));

	D->row[k] = r;
	D->row1[k] = r1;
	D->row2[k] = r2;
	D->col[k] = c;
	D->col1[k] = c1;
	D->col2[k] = c2;
	D->hidden[k] = hidden;
	D->srow[k] = srow;
	D->scol[k] = s9_or3(single, s9_rr1(single), s9_rr2(single));
	D->sbox[k] = s9_or3(row_others, s9_rr1(srow), s9_rr2(srow));
	return bad;
}

/* Box k's candidates x narrowed by what the boxes of its band and stack offer. */
S9_FN s9_vec
s9_update(const s9_derived *D, s9_vec x, int k)
{
	int			b = k / 3,
				s = k % 3;
	int			k1 = 3 * b + (s + 1) % 3,
				k2 = 3 * b + (s + 2) % 3,
				j1 = 3 * ((b + 1) % 3) + s,
				j2 = 3 * ((b + 2) % 3) + s;
	s9_vec		band = s9_and(D->row[k], s9_or(s9_and(D->row1[k1], D->row2[k2]),
											   s9_and(D->row2[k1], D->row1[k2])));
	s9_vec		stack = s9_and(D->col[k], s9_or(s9_and(D->col1[j1], D->col2[j2]),
												s9_and(D->col2[j1], D->col1[j2])));
	s9_vec		gone = s9_or3(D->sbox[k], s9_or(D->srow[k1], D->srow[k2]),
							  s9_or(D->scol[j1], D->scol[j2]));
	s9_vec		only = s9_and(x, D->hidden[k]);

	/* a cell that is some digit's only place keeps just those digits */
	x = s9_and(x, s9_or(s9_eq0(only), D->hidden[k]));
	return s9_andnot(gone, s9_and(x, s9_and(band, stack)));
}

/*
 * At a fixpoint of the sweeps: a minirow (minicolumn) holds three digits,
 * so at most three can have it as their only row (column) in the box, and
 * when three do, its cells keep only those.  Checked here rather than in
 * every sweep, where it costs more than it saves, but needed: without it a
 * nearly empty grid can branch on configurations that overfill a minirow
 * for a long time before a cell runs out.  Returns -1 on a contradiction,
 * 1 when a cell lost a digit, else 0.
 */
S9_FN int
s9_triads(s9_grid *g, const s9_derived *D)
{
	s9_vec		bad = s9_xor(g->box[0], g->box[0]),
				changed = bad;
	int			k;

	for (k = 0; k < 9; k++)
	{
		/* digits whose only row (column) in the box is this one */
		s9_vec		fr = s9_andnot(s9_or(D->row1[k], D->row2[k]), D->row[k]),
					fc = s9_andnot(s9_or(D->col1[k], D->col2[k]), D->col[k]);
		/* without their two lowest: zero when two or fewer, three when a third */
		s9_vec		fr2 = s9_drop_low(s9_drop_low(fr)),
					fc2 = s9_drop_low(s9_drop_low(fc));
		s9_vec		x = g->box[k],
					nx = s9_and(x, s9_and(s9_or(fr, s9_eq0(fr2)), s9_or(fc, s9_eq0(fc2))));

		bad = s9_or3(bad, s9_drop_low(fr2), s9_drop_low(fc2));
		changed = s9_or(changed, s9_xor(nx, x));
		g->box[k] = nx;
	}
	if (s9_any(bad))
		return -1;
	return s9_any(changed) ? 1 : 0;
}

/*
 * Between two steps: keeps the compiler from carrying what a box offers in
 * registers to later steps instead of reading it back, which ran out of
 * registers and spilled more than it saved.
 */
#ifndef S9_BARRIER
#define S9_BARRIER() __asm__ volatile("" ::: "memory")
#endif

/*
 * One step of a sweep: box k narrowed; when it changed, what it offers is
 * recomputed, else the run of quiet steps grows, and nine in a row (every
 * box looked at since the last change) is the fixpoint.
 */
#define S9_STEP(k) \
	do { \
		s9_vec		x_ = g->box[k], \
					nx_ = s9_update(D, x_, k); \
		\
		if (s9_any(s9_xor(nx_, x_))) \
		{ \
			g->box[k] = nx_; \
			quiet = 0; \
			if (s9_any(s9_derive(D, nx_, k))) \
				return false; \
		} \
		else if (++quiet == 9) \
			goto fixpoint; \
		S9_BARRIER(); \
	} while (0)

#define S9_DERIVE(k) bad = s9_or(bad, s9_derive(D, g->box[k], k)); S9_BARRIER()

/* The boxes of band b (0-2 horizontal, 3-5 vertical), first to last. */
static inline int
s9_band_box(int b, int i)
{
	return b < 3 ? 3 * b + i : 3 * i + b - 3;
}

/*
 * Narrows the grid until nothing changes: false on a contradiction.  D is
 * left describing the final grid.  On entry D describes the grid already,
 * except for the boxes of band changed (all of them when changed is -1).
 * Each box in turn uses what the boxes before it in the sweep have just
 * produced; the boxes are spelled out so that every index is a constant.
 */
S9_FN bool
s9_propagate(s9_grid *g, s9_derived *D, int changed_band)
{
	s9_vec		bad;
	int			i,
				quiet;

	if (changed_band >= 0)
	{
		bad = s9_derive(D, g->box[s9_band_box(changed_band, 0)], s9_band_box(changed_band, 0));
		for (i = 1; i < 3; i++)
		{
			int			k = s9_band_box(changed_band, i);

			bad = s9_or(bad, s9_derive(D, g->box[k], k));
		}
		if (s9_any(bad))
			return false;
	}
	for (;;)
	{
		int			t;

		if (changed_band < 0)
		{
			bad = s9_derive(D, g->box[0], 0);
			S9_DERIVE(1);
			S9_DERIVE(2);
			S9_DERIVE(3);
			S9_DERIVE(4);
			S9_DERIVE(5);
			S9_DERIVE(6);
			S9_DERIVE(7);
			S9_DERIVE(8);
			if (s9_any(bad))
				return false;
		}
		quiet = 0;
		for (;;)
		{
			S9_STEP(0);
			S9_STEP(1);
			S9_STEP(2);
			S9_STEP(3);
			S9_STEP(4);
			S9_STEP(5);
			S9_STEP(6);
			S9_STEP(7);
			S9_STEP(8);
		}
fixpoint:
		t = s9_triads(g, D);
		if (t <= 0)
			return t == 0;
		changed_band = -1;
	}
}

#undef S9_STEP
#undef S9_DERIVE

/*
 * The six configurations of a band, numbered 0-5: for p < 3 its first,
 * second and third box use their element p, p + 1, p + 2 (modulo 3); for
 * p >= 3, elements p - 3, p - 1, p - 2.  An element is a row of the box in
 * a horizontal band (bands 0-2), a column in a vertical one (3-5).
 */
static inline int
s9_config_element(int p, int i)
{
	return p < 3 ? (p + i) % 3 : (p + 3 - i) % 3;
}

/*
 * Picks the branch: the band, the digit (0-8) and its configurations (bit
 * p for configuration p).  False when every band is settled, that is when
 * the grid is solved.  D describes the grid, after s9_propagate.
 */
S9_FN bool
s9_choose(const s9_derived *D, int *band, int *digit, int *configs)
{
	uint16_t	ways[12][16] S9_ALIGN;
	uint16_t	m[6];
	int			best = -1,
				best_score = 0,
				i,
				p;

	for (i = 0; i < 3; i++)
	{
		int			k = 3 * i;

		/* even configurations in matrix row p, odd ones in row p - 3 */
		s9_store(ways[2 * i], s9_and(D->row[k], s9_and(D->row1[k + 1], D->row2[k + 2])));
		s9_store(ways[2 * i + 1], s9_and(D->row[k], s9_and(D->row2[k + 1], D->row1[k + 2])));
		/* the same for stack i, in matrix columns */
		s9_store(ways[6 + 2 * i], s9_and(D->col[i], s9_and(D->col1[i + 3], D->col2[i + 6])));
		s9_store(ways[6 + 2 * i + 1], s9_and(D->col[i], s9_and(D->col2[i + 3], D->col1[i + 6])));
	}
	for (i = 0; i < 6; i++)
	{
		uint32_t	one = 0,
					two = 0,
					three = 0,
					four = 0;
		int			score,
					lane = i < 3 ? 4 : 1;

		for (p = 0; p < 6; p++)
		{
			uint32_t	w = ways[2 * i + p / 3][lane * (p % 3)];

			four |= three & w;
			three |= two & w;
			two |= one & w;
			one |= w;
		}
		/* digits left with two configurations or more, then three, then four */
		score = 16 * S9_POPCOUNT(two) + 4 * S9_POPCOUNT(three) + S9_POPCOUNT(four);
		if (score > 0 && (best < 0 || score < best_score))
		{
			best = i;
			best_score = score;
		}
	}
	if (best < 0)
		return false;
	{
		int			lane = best < 3 ? 4 : 1,
					chosen;
		uint32_t	count[7] = {0, 0, 0, 0, 0, 0, 0},	/* [n]: digits in n or more */
					fewest;

		for (p = 0; p < 6; p++)
		{
			uint32_t	w = ways[2 * best + p / 3][lane * (p % 3)];
			int			n;

			m[p] = (uint16_t) w;
			for (n = 6; n >= 2; n--)
				count[n] |= count[n - 1] & w;
			count[1] |= w;
		}
		/* the lowest digit of those with fewest configurations, two or more */
		fewest = 0;
		for (p = 2; p <= 6 && fewest == 0; p++)
			fewest = count[p] & ~(p < 6 ? count[p + 1] : 0);
		chosen = sdk_lowest_bit(fewest);
		*band = best;
		*digit = chosen;
		*configs = 0;
		for (p = 0; p < 6; p++)
			*configs |= ((m[p] >> chosen) & 1) << p;
	}
	return true;
}

/* Keeps digit d of a band's boxes to the elements of configuration p. */
S9_FN void
s9_apply(s9_grid *g, int band, int d, int p)
{
	static const uint16_t rows[3][16] S9_ALIGN = {
		{0xFFFF, 0xFFFF, 0xFFFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0xFFFF, 0xFFFF, 0xFFFF, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0xFFFF, 0xFFFF, 0xFFFF, 0, 0, 0, 0, 0}
	};
	static const uint16_t cols[3][16] S9_ALIGN = {
		{0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0, 0, 0, 0},
		{0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0, 0, 0},
		{0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0, 0}
	};
	uint16_t	digit[16] S9_ALIGN;
	s9_vec		bit;
	int			i;

	for (i = 0; i < 16; i++)
		digit[i] = (uint16_t) (1u << d);
	bit = s9_load(digit);
	for (i = 0; i < 3; i++)
	{
		int			e = s9_config_element(p, i);
		int			k = s9_band_box(band, i);
		s9_vec		keep = s9_load(band < 3 ? rows[e] : cols[e]);

		g->box[k] = s9_andnot(s9_andnot(keep, bit), g->box[k]);
	}
}

/* dst = src box by box (a struct copy can become a slow string move) */
S9_FN void
s9_copy(s9_grid *dst, const s9_grid *src)
{
	dst->box[0] = src->box[0];
	dst->box[1] = src->box[1];
	dst->box[2] = src->box[2];
	dst->box[3] = src->box[3];
	dst->box[4] = src->box[4];
	dst->box[5] = src->box[5];
	dst->box[6] = src->box[6];
	dst->box[7] = src->box[7];
	dst->box[8] = src->box[8];
}

/* The grid of a position: a digit's cell has it, an empty one its pencil marks. */
S9_FN void
s9_start(s9_grid *g, const sdk_position *p)
{
	uint16_t	cells[84];		/* reading order; a row's last minirow reads one past */
	s9_vec		mask = s9_cell_lanes();
	int			c,
				k;

	for (c = 0; c < 81; c++)
		cells[c] = (uint16_t) (p->value[c] ? SDK_BIT(p->value[c]) : p->cand[c]);
	cells[81] = cells[82] = cells[83] = 0;
	for (k = 0; k < 9; k++)
	{
		const uint16_t *first = cells + 27 * (k / 3) + 3 * (k % 3);

		g->box[k] = s9_and(mask, s9_load_rows(first, first + 9, first + 18));
	}
}

/* Lane of each cell (reading order) in the grid seen as 9 x 16 lanes. */
static const uint8_t s9_cell_lane[81] = {
	0, 1, 2, 16, 17, 18, 32, 33, 34,
	4, 5, 6, 20, 21, 22, 36, 37, 38,
	8, 9, 10, 24, 25, 26, 40, 41, 42,
	48, 49, 50, 64, 65, 66, 80, 81, 82,
	52, 53, 54, 68, 69, 70, 84, 85, 86,
	56, 57, 58, 72, 73, 74, 88, 89, 90,
	96, 97, 98, 112, 113, 114, 128, 129, 130,
	100, 101, 102, 116, 117, 118, 132, 133, 134,
	104, 105, 106, 120, 121, 122, 136, 137, 138
};

S9_TARGET sdk_status
S9_SOLVE(const sdk_position *p, uint64_t limit,
		 sdk_solution_fn fn, void *arg, const sdk_env *env,
		 uint64_t *count, sdk_error *err)
{
	/* stack[k]: the grid before the branch at depth k */
	s9_grid		stack[S9_MAX_DEPTH + 1];
	uint8_t		branch_band[S9_MAX_DEPTH + 1],
				branch_digit[S9_MAX_DEPTH + 1],
				untried[S9_MAX_DEPTH + 1];
	s9_grid		live;
	s9_derived	D;
	uint16_t	lanes[9 * 16] S9_ALIGN;
	int			depth = 0,
				c,
				k;
	uint64_t	found = 0;
	unsigned	guesses = 0;
	bool		ok;

	*count = 0;
	if (limit == 0)
		return SDK_OK;
	s9_start(&live, p);
	ok = s9_propagate(&live, &D, -1);

	for (;;)
	{
		if (ok)
		{
			int			band,
						digit,
						configs;

			if (!s9_choose(&D, &band, &digit, &configs))
			{
				found++;
				if (fn)
				{
					uint8_t		digits[81];

					for (k = 0; k < 9; k++)
						s9_store(lanes + 16 * k, live.box[k]);
					for (c = 0; c < 81; c++)
						digits[c] = (uint8_t) sdk_mask_first(lanes[s9_cell_lane[c]]);
					if (!fn(digits, arg))
						break;
				}
				if (found >= limit)
					break;
				ok = false;
				continue;
			}
			depth++;
			s9_copy(&stack[depth], &live);
			branch_band[depth] = (uint8_t) band;
			branch_digit[depth] = (uint8_t) digit;
			untried[depth] = (uint8_t) configs;
			if (++guesses % S9_GUESSES_BETWEEN_CHECKS == 0 && env->interrupted(env->arg))
			{
				*count = found;
				err->status = SDK_ERR_CANCELED;
				strcpy(err->detail, "The search was interrupted.");
				return SDK_ERR_CANCELED;
			}
			/*
			 * The first configuration at once: the grid is the one just
			 * saved, and D still describes it but for the band's boxes.
			 */
			untried[depth] &= (uint8_t) (configs - 1);
			s9_apply(&live, band, digit, sdk_lowest_bit((uint32_t) configs));
			ok = s9_propagate(&live, &D, band);
			continue;
		}
		while (depth > 0 && untried[depth] == 0)
			depth--;
		if (depth == 0)
			break;
		{
			/* the last configuration of a level needs no saved copy: drop the level */
			int			config = sdk_lowest_bit(untried[depth]);

			untried[depth] &= (uint8_t) (untried[depth] - 1);
			s9_copy(&live, &stack[depth]);
			s9_apply(&live, branch_band[depth], branch_digit[depth], config);
			if (untried[depth] == 0)
				depth--;
			ok = s9_propagate(&live, &D, -1);
		}
	}
	*count = found;
	return SDK_OK;
}
