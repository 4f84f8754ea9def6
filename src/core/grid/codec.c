/*
 * codec.c -- the compact byte form of a position, used for storage and for
 * binary send/receive.
 *
 *   byte 0   format version (1)
 *   byte 1   n, the grid size
 *   byte 2   box rows (box columns = n / box rows)
 *   digits   cells in reading order, three at a time as one base-(n+1)
 *            number in the fewest bits that hold (n+1)^3 - 1 (10 bits for
 *            a 9x9), most significant first; a short last group is padded
 *            with empty cells
 *   flags    one byte: 1 = some digit is not a given, 2 = pencil marks
 *            hold eliminations
 *   givens   with flag 1: one bit per filled cell, 1 for a given
 *   deleted  with flag 2: for each empty cell, one bit per digit its
 *            units leave open, ascending, 1 where the mark was eliminated
 *
 * Bit fields run most significant bit first and the last byte is padded
 * with zero bits.  The form is canonical (one position, one byte string),
 * and the digits come before anything else, so comparing the bytes orders
 * positions by size, box shape, then their digits read like the text.  A
 * 9x9 puzzle of givens takes 38 bytes.
 */
#include "sudoku_core.h"

#include <stdio.h>
#include <string.h>

#define CODEC_VERSION 1
#define FLAG_PLACED 1
#define FLAG_ELIMINATIONS 2

/* Bits go through a 64-bit accumulator, whole bytes at a time. */
typedef struct bit_writer
{
	uint8_t    *buf;
	size_t		cap;
	size_t		bytes;			/* written so far */
	uint64_t	acc;
	int			held;			/* bits in acc, fewer than 8 between calls */
	size_t		bits;			/* all bits put */
} bit_writer;

static void
writer_init(bit_writer *w, uint8_t *buf, size_t cap)
{
	w->buf = buf;
	w->cap = cap;
	w->bytes = 0;
	w->acc = 0;
	w->held = 0;
	w->bits = 0;
}

static void
put_bits(bit_writer *w, uint32_t value, int count)
{
	w->acc = (w->acc << count) | value;
	w->held += count;
	w->bits += count;
	while (w->held >= 8)
	{
		w->held -= 8;
		if (w->bytes < w->cap)
			w->buf[w->bytes] = (uint8_t) (w->acc >> w->held);
		w->bytes++;
	}
}

/* Pads the last byte with zero bits. */
static void
flush_bits(bit_writer *w)
{
	if (w->held > 0)
		put_bits(w, 0, 8 - w->held);
}

typedef struct bit_reader
{
	const uint8_t *buf;
	size_t		len;
	size_t		next;			/* next byte to load */
	uint64_t	acc;
	int			held;
	size_t		bits;			/* bits taken */
} bit_reader;

static void
reader_init(bit_reader *r, const uint8_t *buf, size_t len)
{
	r->buf = buf;
	r->len = len;
	r->next = 0;
	r->acc = 0;
	r->held = 0;
	r->bits = 0;
}

/* Returns false when the bytes run out. */
static inline bool
get_bits(bit_reader *r, int count, uint32_t *value)
{
	while (r->held < count)
	{
		if (r->next >= r->len)
			return false;
		r->acc = (r->acc << 8) | r->buf[r->next++];
		r->held += 8;
	}
	r->held -= count;
	*value = (uint32_t) (r->acc >> r->held) & (uint32_t) ((1ULL << count) - 1);
	r->bits += count;
	return true;
}

static size_t
bytes_for(size_t bits)
{
	return (bits + 7) / 8;
}

/* Bits of one group of three cells. */
static int
group_bits(int n)
{
	uint32_t	top = (uint32_t) (n + 1) * (n + 1) * (n + 1) - 1;
	int			bits = 0;

	while (top)
	{
		bits++;
		top >>= 1;
	}
	return bits;
}

static size_t
digits_bytes(int n)
{
	return bytes_for((size_t) ((n * n + 2) / 3) * group_bits(n));
}

size_t
sdk_encoded_bound(int n)
{
	size_t		cells = (size_t) n * n;

	return 3 + digits_bytes(n) + 1 + bytes_for(cells) + bytes_for(cells * n);
}

size_t
sdk_encode(const sdk_position *p, uint8_t *buf, size_t cap)
{
	int			n = p->geo.n;
	int			ncells = n * n;
	int			gbits = group_bits(n);
	bool		placed = sdk_has_placed(p);
	bool		eliminations = sdk_has_eliminations(p);
	bit_writer	w;
	size_t		len;
	int			i,
				d;

	if (cap < 3 + digits_bytes(n) + 1)
		return 0;
	buf[0] = CODEC_VERSION;
	buf[1] = (uint8_t) n;
	buf[2] = (uint8_t) p->geo.box_rows;

	writer_init(&w, buf + 3, cap - 3);
	for (i = 0; i < ncells; i += 3)
	{
		uint32_t	group = 0;
		int			k;

		for (k = 0; k < 3; k++)
			group = group * (uint32_t) (n + 1) + (i + k < ncells ? p->value[i + k] : 0);
		put_bits(&w, group, gbits);
	}
	flush_bits(&w);
	len = 3 + w.bytes;
	buf[len++] = (uint8_t) ((placed ? FLAG_PLACED : 0) |
							(eliminations ? FLAG_ELIMINATIONS : 0));

	writer_init(&w, buf + len, cap - len);
	if (placed)
		for (i = 0; i < ncells; i++)
			if (p->value[i])
				put_bits(&w, p->given[i], 1);
	if (eliminations)
	{
		sdk_mask	open[SDK_MAX_CELLS];

		sdk_open_digits(p, open);
		for (i = 0; i < ncells; i++)
			for (d = 1; d <= n; d++)
				if (open[i] & SDK_BIT(d))
					put_bits(&w, (p->cand[i] & SDK_BIT(d)) ? 0 : 1, 1);
	}
	flush_bits(&w);
	len += w.bytes;
	return len <= cap ? len : 0;
}

static sdk_status
corrupt(sdk_error *err, const char *what)
{
	err->status = SDK_ERR_SYNTAX;
	snprintf(err->detail, sizeof(err->detail), "The binary sudoku value %s.", what);
	return err->status;
}

sdk_status
sdk_decode_geometry(const uint8_t *buf, size_t len, sdk_geometry *g, sdk_error *err)
{
	if (len < 3)
		return corrupt(err, "is shorter than its 3-byte header");
	if (buf[0] != CODEC_VERSION)
		return corrupt(err, "has an unknown format version");
	if (buf[2] == 0 || buf[1] % buf[2] != 0 ||
		sdk_geometry_init(g, buf[1], buf[2], buf[1] / buf[2], err) != SDK_OK)
		return corrupt(err, "names a grid size or box shape that is not supported");
	return SDK_OK;
}

/* True when the bits from r's position to the end of its bytes are all 0. */
static bool
rest_is_zero(bit_reader *r)
{
	uint32_t	bit;

	while (get_bits(r, 1, &bit))
		if (bit)
			return false;
	return true;
}

/* sdk_decode, or sdk_decode_for_search when open_marks is false. */
static sdk_status
decode(const uint8_t *buf, size_t len, sdk_position *p, bool open_marks, sdk_error *err)
{
	sdk_geometry g;
	int			n,
				ncells,
				gbits,
				i,
				d;
	size_t		pos;
	bit_reader	r;
	uint8_t		flags;
	bool		placed = false;
	bool		eliminated = false;
	uint32_t	reciprocal;

	if (sdk_decode_geometry(buf, len, &g, err) != SDK_OK)
		return err->status;
	n = g.n;
	ncells = n * n;
	gbits = group_bits(n);
	reciprocal = (uint32_t) (UINT64_C(0x100000000) / (uint32_t) (n + 1) + 1);
	if (len < 3 + digits_bytes(n) + 1)
		return corrupt(err, "is too short for its grid size");
	sdk_position_init(p, &g);

	reader_init(&r, buf + 3, digits_bytes(n));
	for (i = 0; i < ncells; i += 3)
	{
		uint32_t	group = 0;
		int			k;

		(void) get_bits(&r, gbits, &group);
		for (k = 2; k >= 0; k--)
		{
			/* group / (n + 1) by a multiplication: exact, as group < 2^15 */
			uint32_t	quotient = (uint32_t) (((uint64_t) group * reciprocal) >> 32);
			uint32_t	v = group - quotient * (uint32_t) (n + 1);

			group = quotient;
			if (i + k < ncells)
			{
				p->value[i + k] = (uint8_t) v;
				p->given[i + k] = v != 0;
			}
			else if (v != 0)
				return corrupt(err, "has a digit past the last cell");
		}
		if (group != 0)
			return corrupt(err, "has a digit out of range for its grid size");
	}
	if (!rest_is_zero(&r))
		return corrupt(err, "has stray bits after its digits");

	pos = 3 + digits_bytes(n);
	flags = buf[pos++];
	if (flags & ~(FLAG_PLACED | FLAG_ELIMINATIONS))
		return corrupt(err, "has unknown flags");

	reader_init(&r, buf + pos, len - pos);
	if (flags & FLAG_PLACED)
	{
		for (i = 0; i < ncells; i++)
		{
			uint32_t	bit;

			if (p->value[i] == 0)
				continue;
			if (!get_bits(&r, 1, &bit))
				return corrupt(err, "ends inside its givens");
			p->given[i] = (uint8_t) bit;
			placed |= bit == 0;
		}
		if (!placed)
			return corrupt(err, "flags placed digits but has none");
	}
	/*
	 * sdk_position_init left every digit, which only the 9x9 search takes
	 * as it is; eliminations count from the open digits
	 */
	if (open_marks || n != 9 || (flags & FLAG_ELIMINATIONS))
		sdk_open_digits(p, p->cand);
	if (flags & FLAG_ELIMINATIONS)
	{
		for (i = 0; i < ncells; i++)
		{
			sdk_mask	open = p->cand[i];

			for (d = 1; d <= n; d++)
			{
				uint32_t	bit;

				if (!(open & SDK_BIT(d)))
					continue;
				if (!get_bits(&r, 1, &bit))
					return corrupt(err, "ends inside its pencil marks");
				if (bit)
				{
					p->cand[i] &= ~SDK_BIT(d);
					eliminated = true;
				}
			}
		}
		if (!eliminated)
			return corrupt(err, "flags eliminations but has none");
	}
	/* what is left is padding of the last byte, nothing more */
	if (bytes_for(r.bits) != r.len || !rest_is_zero(&r))
		return corrupt(err, "has bytes past its end");
	return SDK_OK;
}

sdk_status
sdk_decode(const uint8_t *buf, size_t len, sdk_position *p, sdk_error *err)
{
	return decode(buf, len, p, true, err);
}

sdk_status
sdk_decode_for_search(const uint8_t *buf, size_t len, sdk_position *p, sdk_error *err)
{
	return decode(buf, len, p, false, err);
}
