/*
 * format.c -- the text forms of a position, read and written.
 *
 * Read: a flat grid (one line or pasted with decoration), HoDoKu's givens
 * line with "+d" placed digits and ":" deleted candidates (also inside its
 * full ":code:digits:givens:deleted:..." library line), a pencil-mark board
 * of whitespace-separated candidate groups, and the n*n*n-character
 * pencil-mark string.  An optional "{RxC}" prefix names the box shape.
 *
 * The reader makes two passes over the text and allocates nothing: the
 * first classifies and counts, the second fills the position, so a 100 kB
 * input costs no more memory than a 81-character one.
 */
#include "sudoku_core.h"
#include "text_buf.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

char
sdk_digit_char(int digit)
{
	return (char) (digit <= 9 ? '0' + digit : 'A' + digit - 10);
}

int
sdk_char_digit(char ch)
{
	if (ch >= '1' && ch <= '9')
		return ch - '0';
	if (ch >= 'A' && ch <= 'P')
		return ch - 'A' + 10;
	if (ch >= 'a' && ch <= 'p')
		return ch - 'a' + 10;
	return 0;
}

static bool
is_empty_char(char ch)
{
	return ch == '.' || ch == '0' || ch == '_' || ch == '*';
}

static bool
is_space_char(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v';
}

/* Characters that only draw a board; they separate candidate groups. */
static bool
is_decoration_char(char ch)
{
	return ch == '|' || ch == '-' || ch == '=' || ch == '+';
}

static sdk_status fail(sdk_error *err, sdk_status status, const char *fmt,...)
			SDK_PRINTF_LIKE(3, 4);

static sdk_status
fail(sdk_error *err, sdk_status status, const char *fmt,...)
{
	va_list		ap;

	err->status = status;
	va_start(ap, fmt);
	vsnprintf(err->detail, sizeof(err->detail), fmt, ap);
	va_end(ap);
	return status;
}

/* A printable rendering of one input character for a message. */
static const char *
show_char(char ch, char *buf)
{
	if (isprint((unsigned char) ch))
		snprintf(buf, 8, "\"%c\"", ch);
	else
		snprintf(buf, 8, "0x%02X", (unsigned char) ch);
	return buf;
}

/*
 * A border line draws only lines and corners ("+---+", ".---.", ":---+---:",
 * "'---'"): it holds at least one '-' or '=' and nothing but decoration.
 * Dropping such lines whole lets '.' and ':' corners not count as cells.
 */
static bool
is_border_line(const char *s, size_t start, size_t end)
{
	bool		has_rule = false;
	size_t		i;

	for (i = start; i < end; i++)
	{
		char		ch = s[i];

		if (ch == '-' || ch == '=')
			has_rule = true;
		else if (!(is_space_char(ch) || ch == '|' || ch == '+' || ch == '.' ||
				   ch == ':' || ch == '\'' || ch == '*'))
			return false;
	}
	return has_rule;
}

static size_t
line_end(const char *s, size_t i, size_t len)
{
	while (i < len && s[i] != '\n')
		i++;
	return i;
}

/* The first ':' of the text outside border lines, or len. */
static size_t
find_colon(const char *s, size_t from, size_t len)
{
	size_t		i = from;

	while (i < len)
	{
		size_t		end = line_end(s, i, len);

		if (!is_border_line(s, i, end))
		{
			const char *colon = memchr(s + i, ':', end - i);

			if (colon)
				return (size_t) (colon - s);
		}
		i = end + 1;
	}
	return len;
}

/* What the first pass learns about the grid part of the text. */
typedef struct grid_scan
{
	long		tokens;			/* cell characters: digits and empty marks */
	long		groups;			/* runs of cell characters between separators */
	long		longest_group;
	long		empties;
	long		placed;			/* '+' before a digit */
} grid_scan;

typedef enum grid_form
{
	FORM_FLAT,					/* one character a cell */
	FORM_GROUPS,				/* one whitespace-separated candidate group a cell */
	FORM_PENCIL					/* n characters a cell */
} grid_form;

/*
 * Walks the cell characters of s[from, to), skipping border lines.  With
 * visit NULL it only checks characters and counts; otherwise it calls visit
 * for every cell character with its group number.
 */
typedef void (*token_fn) (void *arg, long token, long group, int digit, bool placed);

static sdk_status
walk_grid(const char *s, size_t from, size_t to, grid_scan *scan,
		  token_fn visit, void *arg, sdk_error *err)
{
	size_t		i = from;
	bool		in_group = false;
	long		group_len = 0;
	char		shown[8];

	memset(scan, 0, sizeof(*scan));
	while (i < to)
	{
		size_t		end = line_end(s, i, to);

		if (is_border_line(s, i, end))
		{
			i = end;
			continue;
		}
		for (; i < end; i++)
		{
			char		ch = s[i];
			bool		placed = false;
			int			digit;

			if (ch == '+' && i + 1 < end && sdk_char_digit(s[i + 1]))
			{
				placed = true;
				ch = s[++i];
				scan->placed++;
			}
			if (is_space_char(ch) || is_decoration_char(ch))
			{
				in_group = false;
				continue;
			}
			if (is_empty_char(ch))
				digit = 0;
			else if ((digit = sdk_char_digit(ch)) == 0)
				return fail(err, SDK_ERR_SYNTAX,
							"Unexpected character %s at position %zu; a cell is a digit 1-9, a letter A-P for 10-25, or one of \". 0 _ *\" when empty.",
							show_char(ch, shown), i + 1);
			if (!in_group)
			{
				in_group = true;
				group_len = 0;
				scan->groups++;
			}
			group_len++;
			if (group_len > scan->longest_group)
				scan->longest_group = group_len;
			if (digit == 0)
				scan->empties++;
			if (visit)
				visit(arg, scan->tokens, scan->groups - 1, digit, placed);
			scan->tokens++;
		}
		i = end < to ? end + 1 : end;
		in_group = false;
	}
	return SDK_OK;
}

/* The side of a square grid of count cells, or 0. */
static int
square_side(long count)
{
	int			n;

	for (n = SDK_MIN_SIZE; n <= SDK_MAX_SIZE; n++)
		if ((long) n * n == count)
			return n;
	return 0;
}

static int
cube_side(long count)
{
	int			n;

	for (n = SDK_MIN_SIZE; n <= SDK_MAX_SIZE; n++)
		if ((long) n * n * n == count)
			return n;
	return 0;
}

/* The supported size whose cell count is nearest to count. */
static int
nearest_size(long count)
{
	int			best = 9;
	long		best_gap = -1;
	int			n,
				r,
				c;

	for (n = SDK_MIN_SIZE; n <= SDK_MAX_SIZE; n++)
	{
		long		gap = (long) n * n - count;

		if (gap < 0)
			gap = -gap;
		if (sdk_default_box(n, &r, &c) && (best_gap < 0 || gap < best_gap))
		{
			best = n;
			best_gap = gap;
		}
	}
	return best;
}

typedef struct fill_state
{
	sdk_position *p;
	grid_form	form;
	const char *text;
	long		bad_token;		/* first token whose digit is out of range */
	int			bad_digit;
} fill_state;

static void
fill_token(void *arg, long token, long group, int digit, bool placed)
{
	fill_state *st = (fill_state *) arg;
	sdk_position *p = st->p;
	int			n = p->geo.n;

	if (digit > n)
	{
		if (st->bad_token < 0)
		{
			st->bad_token = token;
			st->bad_digit = digit;
		}
		return;
	}
	switch (st->form)
	{
		case FORM_FLAT:
			p->value[token] = (uint8_t) digit;
			p->given[token] = digit && !placed;
			break;
		case FORM_GROUPS:
			p->cand[group] |= SDK_BIT(digit);
			break;
		case FORM_PENCIL:
			if (digit != 0 && digit != token % n + 1 && st->bad_token < 0)
			{
				st->bad_token = token;
				st->bad_digit = -digit;
			}
			else if (digit)
				p->cand[token / n] |= SDK_BIT(digit);
			break;
	}
}

/* Character offset (from 1) of the token-th cell character, for messages. */
static size_t
token_position(const char *s, size_t from, size_t to, long wanted)
{
	size_t		i = from;
	long		token = 0;

	while (i < to)
	{
		size_t		end = line_end(s, i, to);

		if (!is_border_line(s, i, end))
		{
			for (; i < end; i++)
			{
				char		ch = s[i];

				if (ch == '+' && i + 1 < end && sdk_char_digit(s[i + 1]))
					ch = s[++i];
				if (is_empty_char(ch) || sdk_char_digit(ch))
				{
					if (token == wanted)
						return i + 1;
					token++;
				}
			}
		}
		i = end + 1;
	}
	return 0;
}

/* Reads "{RxC}" at s[*i], advancing past it. */
static sdk_status
read_box_prefix(const char *s, size_t len, size_t *i, int *rows, int *cols,
				sdk_error *err)
{
	size_t		j = *i + 1;
	int			r = 0,
				c = 0;

	while (j < len && isdigit((unsigned char) s[j]) && r < 100)
		r = r * 10 + (s[j++] - '0');
	if (j < len && (s[j] == 'x' || s[j] == 'X'))
		j++;
	else
		r = 0;
	while (j < len && isdigit((unsigned char) s[j]) && c < 100)
		c = c * 10 + (s[j++] - '0');
	if (r == 0 || c == 0 || j >= len || s[j] != '}')
		return fail(err, SDK_ERR_SYNTAX,
					"The box shape at position %zu must read like \"{2x3}\": rows, \"x\", columns, in braces.",
					*i + 1);
	*rows = r;
	*cols = c;
	*i = j + 1;
	return SDK_OK;
}

/* Applies HoDoKu's deleted candidates, "dRC dRC ...", from s[from, to). */
static sdk_status
apply_deletions(sdk_position *p, const char *s, size_t from, size_t to, sdk_error *err)
{
	int			n = p->geo.n;
	size_t		i = from;
	char		shown[8];

	while (i < to)
	{
		int			parts[3];
		int			k;
		size_t		start;

		if (is_space_char(s[i]) || s[i] == ',')
		{
			i++;
			continue;
		}
		start = i;
		for (k = 0; k < 3; k++, i++)
		{
			if (i >= to || is_space_char(s[i]) || s[i] == ',')
				return fail(err, SDK_ERR_SYNTAX,
							"The deleted candidate at position %zu is cut short; each is three symbols: digit, row, column (\"437\" removes 4 from r3c7).",
							start + 1);
			parts[k] = sdk_char_digit(s[i]);
			if (parts[k] == 0)
				return fail(err, SDK_ERR_SYNTAX,
							"Unexpected character %s at position %zu in the deleted candidates; each is three symbols: digit, row, column.",
							show_char(s[i], shown), i + 1);
			if (parts[k] > n)
				return fail(err, SDK_ERR_SYNTAX,
							"The deleted candidate at position %zu names %s %d, past the %d of a %dx%d grid.",
							start + 1, k == 0 ? "digit" : k == 1 ? "row" : "column",
							parts[k], n, n, n);
		}
		if (i < to && !is_space_char(s[i]) && s[i] != ',')
			return fail(err, SDK_ERR_SYNTAX,
						"The deleted candidate at position %zu is longer than three symbols; separate them with spaces.",
						start + 1);
		p->cand[(parts[1] - 1) * n + parts[2] - 1] &= ~SDK_BIT(parts[0]);
	}
	return SDK_OK;
}

/*
 * Which form the scanned grid has, and so its size: *n, when not 0, is the
 * size a box shape fixes.
 */
static sdk_status
choose_form(const grid_scan *scan, int *n, grid_form *form, sdk_error *err)
{
	if (scan->longest_group > 1 && scan->empties == 0 && scan->placed == 0 &&
		(*n ? scan->groups == (long) *n * *n : square_side(scan->groups) != 0))
	{
		*form = FORM_GROUPS;
		*n = *n ? *n : square_side(scan->groups);
	}
	else if (*n ? scan->tokens == (long) *n * *n : square_side(scan->tokens) != 0)
	{
		*form = FORM_FLAT;
		*n = *n ? *n : square_side(scan->tokens);
	}
	else if (scan->placed == 0 &&
			 (*n ? scan->tokens == (long) *n * *n * *n : cube_side(scan->tokens) != 0))
	{
		*form = FORM_PENCIL;
		*n = *n ? *n : cube_side(scan->tokens);
	}
	else
	{
		int			want = *n ? *n : scan->tokens ? nearest_size(scan->tokens) : 9;

		if (scan->tokens == 0)
			return fail(err, SDK_ERR_SYNTAX,
						"The input has no cells; a %dx%d grid needs %d, one character a cell.",
						want, want, want * want);
		return fail(err, SDK_ERR_SYNTAX,
					"The input has %ld cells; a %dx%d grid needs %d, one character a cell.",
					scan->tokens, want, want, want * want);
	}
	return SDK_OK;
}

sdk_status
sdk_parse(const char *s, size_t len, int box_rows, int box_cols,
		  sdk_position *p, sdk_error *err)
{
	size_t		grid_from = 0,
				grid_to,
				dels_from = 0,
				dels_to = 0;
	grid_scan	scan;
	grid_form	form = FORM_FLAT;	/* choose_form sets it */
	fill_state	st;
	sdk_geometry geo;
	int			n,
				i;
	sdk_status	rc;

	while (grid_from < len && is_space_char(s[grid_from]))
		grid_from++;
	if (grid_from < len && s[grid_from] == '{')
	{
		int			r = 0,
					c = 0;

		if ((rc = read_box_prefix(s, len, &grid_from, &r, &c, err)) != SDK_OK)
			return rc;
		if ((box_rows || box_cols) && (r != box_rows || c != box_cols))
			return fail(err, SDK_ERR_INVALID,
						"The text names boxes of %dx%d cells but %dx%d were asked for.",
						r, c, box_rows, box_cols);
		box_rows = r;
		box_cols = c;
	}

	/* a shape from the caller or the text must be one we support: it fixes n */
	if ((box_rows || box_cols) &&
		(box_rows < 2 || box_cols < 2 || box_rows > SDK_MAX_SIZE || box_cols > SDK_MAX_SIZE ||
		 box_rows * box_cols > SDK_MAX_SIZE))
		return fail(err, SDK_ERR_INVALID,
					"Boxes of %dx%d cells are not supported; a box has 2 or more rows and columns and at most %d cells.",
					box_rows, box_cols, SDK_MAX_SIZE);

	if (grid_from < len && s[grid_from] == ':')
	{
		/* HoDoKu library line: ":code:digits:givens:deleted:..." */
		size_t		field[5];
		int			f = 0;
		size_t		j;

		for (j = grid_from; j < len && f < 5; j++)
			if (s[j] == ':')
				field[f++] = j + 1;
		if (f < 4)
			return fail(err, SDK_ERR_SYNTAX,
						"A HoDoKu library line reads \":code:digits:givens:deleted:...\"; this one has %d of its fields.",
						f);
		grid_from = field[2];
		grid_to = field[3] - 1;
		dels_from = field[3];
		dels_to = f == 5 ? field[4] - 1 : len;
	}
	else
	{
		grid_to = find_colon(s, grid_from, len);
		if (grid_to < len)
		{
			dels_from = grid_to + 1;
			dels_to = len;
		}
	}

	if ((rc = walk_grid(s, grid_from, grid_to, &scan, NULL, NULL, err)) != SDK_OK)
		return rc;

	/* Which form, and so which size?  An explicit shape fixes the size. */
	n = box_rows * box_cols;
	if (n == 0 && (box_rows || box_cols))
		return fail(err, SDK_ERR_INVALID, "A box shape needs both rows and columns.");
	if ((rc = choose_form(&scan, &n, &form, err)) != SDK_OK)
		return rc;

	if ((rc = sdk_geometry_init(&geo, n, box_rows, box_cols, err)) != SDK_OK)
		return rc;
	sdk_position_init(p, &geo);
	if (form != FORM_FLAT)
		memset(p->cand, 0, sizeof(p->cand));

	st.p = p;
	st.form = form;
	st.text = s;
	st.bad_token = -1;
	st.bad_digit = 0;
	(void) walk_grid(s, grid_from, grid_to, &scan, fill_token, &st, err);
	if (st.bad_token >= 0)
	{
		size_t		at = token_position(s, grid_from, grid_to, st.bad_token);

		if (st.bad_digit < 0)
			return fail(err, SDK_ERR_SYNTAX,
						"In the pencil-mark string, position %zu holds %c where only %c or \".\" may stand (cell r%ldc%ld).",
						at, sdk_digit_char(-st.bad_digit),
						sdk_digit_char((int) (st.bad_token % n) + 1),
						st.bad_token / n / n + 1, st.bad_token / n % n + 1);
		{
			char		value[16] = "";

			if (st.bad_digit > 9)
				snprintf(value, sizeof(value), " (%d)", st.bad_digit);
			return fail(err, SDK_ERR_SYNTAX,
						"Digit %c%s at position %zu is out of range for a %dx%d grid, which uses 1 to %c.",
						sdk_digit_char(st.bad_digit), value, at, n, n, sdk_digit_char(n));
		}
	}

	if (form == FORM_FLAT)
		sdk_position_reset_marks(p);
	else
	{
		/* A cell with a single candidate is a given; others keep their marks. */
		for (i = 0; i < n * n; i++)
		{
			sdk_mask	m = p->cand[i];

			if (sdk_one_bit(m))
			{
				int			d = 1;

				while (!(m & SDK_BIT(d)))
					d++;
				p->value[i] = (uint8_t) d;
				p->given[i] = 1;
				p->cand[i] = 0;
			}
		}
	}
	if (dels_to > dels_from &&
		(rc = apply_deletions(p, s, dels_from, dels_to, err)) != SDK_OK)
		return rc;
	sdk_position_normalize(p);
	return SDK_OK;
}

/* ---- writing ---- */

static bool
box_is_default(const sdk_geometry *g)
{
	int			r,
				c;

	return sdk_default_box(g->n, &r, &c) && r == g->box_rows && c == g->box_cols;
}

static void
put_box_prefix(out_buf *o, const sdk_geometry *g)
{
	char		prefix[16];

	if (!box_is_default(g))
	{
		snprintf(prefix, sizeof(prefix), "{%dx%d}", g->box_rows, g->box_cols);
		put_str(o, prefix);
	}
}

static void
put_line(out_buf *o, const sdk_position *p, bool mark_placed)
{
	int			i;

	for (i = 0; i < sdk_ncells(p); i++)
	{
		if (p->value[i] == 0)
			put_char(o, '.');
		else
		{
			if (mark_placed && !p->given[i])
				put_char(o, '+');
			put_char(o, sdk_digit_char(p->value[i]));
		}
	}
}

static void
put_deletions(out_buf *o, const sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			n = p->geo.n;
	bool		first = true;
	int			i,
				d;

	sdk_open_digits(p, open);
	for (i = 0; i < n * n; i++)
	{
		sdk_mask	gone = open[i] & ~p->cand[i];

		for (d = 1; gone && d <= n; d++)
		{
			if (gone & SDK_BIT(d))
			{
				if (!first)
					put_char(o, ' ');
				first = false;
				put_char(o, sdk_digit_char(d));
				put_char(o, sdk_digit_char(i / n + 1));
				put_char(o, sdk_digit_char(i % n + 1));
			}
		}
	}
}

/* A set of digits in their places: "1...56..." on a 9x9. */
static void
mask_text(sdk_mask m, int n, char *text)
{
	int			d;

	for (d = 1; d <= n; d++)
		text[d - 1] = (m & SDK_BIT(d)) ? sdk_digit_char(d) : '.';
	text[n] = '\0';
}

void
sdk_cell_mask_text(const sdk_position *p, int cell, char *text)
{
	if (p->value[cell])
	{
		text[0] = sdk_digit_char(p->value[cell]);
		text[1] = '\0';
	}
	else
		mask_text(p->cand[cell], p->geo.n, text);
}

/* The text of one cell on a pencil-mark board: its digit or its marks. */
static int
cell_marks_text(const sdk_position *p, int cell, char *text)
{
	int			len = 0,
				d;

	if (p->value[cell])
		text[len++] = sdk_digit_char(p->value[cell]);
	else
		for (d = 1; d <= p->geo.n; d++)
			if (p->cand[cell] & SDK_BIT(d))
				text[len++] = sdk_digit_char(d);
	if (len == 0)
		text[len++] = '.';
	text[len] = '\0';
	return len;
}

static void
put_board(out_buf *o, const sdk_position *p, bool marks)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n;
	int			width[SDK_MAX_SIZE];
	char		text[SDK_MAX_SIZE + 1];
	int			r,
				c,
				b;

	for (c = 0; c < n; c++)
	{
		width[c] = 1;
		for (r = 0; marks && r < n; r++)
		{
			int			len = cell_marks_text(p, r * n + c, text);

			if (len > width[c])
				width[c] = len;
		}
	}
	for (r = 0; r <= n; r++)
	{
		if (r % g->box_rows == 0)
		{
			/* border: "+" then, per box, dashes over its cells */
			for (b = 0; b < n; b += g->box_cols)
			{
				int			span = 1;

				for (c = b; c < b + g->box_cols; c++)
					span += width[c] + 1;
				put_char(o, '+');
				put_repeat(o, '-', span);
			}
			put_str(o, "+\n");
		}
		if (r == n)
			break;
		for (c = 0; c < n; c++)
		{
			int			len;

			if (c % g->box_cols == 0)
				put_str(o, c ? " |" : "|");
			put_char(o, ' ');
			if (marks)
				len = cell_marks_text(p, r * n + c, text);
			else
			{
				int			v = p->value[r * n + c];

				text[0] = v ? sdk_digit_char(v) : '.';
				text[1] = '\0';
				len = 1;
			}
			put_str(o, text);
			put_repeat(o, ' ', width[c] - len);
		}
		put_str(o, " |\n");
	}
}

size_t
sdk_format_bound(const sdk_position *p, sdk_text_format fmt)
{
	size_t		n = (size_t) p->geo.n;
	size_t		lines = n + n / (size_t) p->geo.box_rows + 1;

	switch (fmt)
	{
		case SDK_TEXT_CANONICAL:
		case SDK_TEXT_HODOKU:
		case SDK_TEXT_LINE:
			return 16 + 2 * n * n + 1 + 4 * n * n * n + 1;
		case SDK_TEXT_PENCILMARKS:
			return n * n * n + 1;
		case SDK_TEXT_GRID:
		case SDK_TEXT_GRID_MARKS:
			return lines * (n * (n + 2) + 2 * n + 4) + 1;
	}
	return 1;
}

size_t
sdk_format(const sdk_position *p, sdk_text_format fmt, char *buf, size_t cap)
{
	out_buf		o;
	int			n = p->geo.n;
	int			i;

	o.buf = buf;
	o.cap = cap;
	o.len = 0;
	switch (fmt)
	{
		case SDK_TEXT_CANONICAL:
			put_box_prefix(&o, &p->geo);
			put_line(&o, p, true);
			if (sdk_has_eliminations(p))
			{
				put_char(&o, ':');
				put_deletions(&o, p);
			}
			break;
		case SDK_TEXT_LINE:
			put_line(&o, p, false);
			break;
		case SDK_TEXT_HODOKU:
			put_box_prefix(&o, &p->geo);
			put_line(&o, p, true);
			put_char(&o, ':');
			put_deletions(&o, p);
			break;
		case SDK_TEXT_PENCILMARKS:
			for (i = 0; i < n * n; i++)
			{
				char		text[SDK_MAX_SIZE + 1];

				mask_text(p->value[i] ? SDK_BIT(p->value[i]) : p->cand[i], n, text);
				put_str(&o, text);
			}
			break;
		case SDK_TEXT_GRID:
			put_board(&o, p, false);
			break;
		case SDK_TEXT_GRID_MARKS:
			put_board(&o, p, true);
			break;
	}
	if (cap > 0)
		buf[o.len] = '\0';
	return o.len;
}
