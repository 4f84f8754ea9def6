/*
 * sudoku_core.h -- the Sudoku core: geometry, positions, text and binary
 * formats.  Nothing here includes a PostgreSQL header; the same objects link
 * into the extension, the unit tests, the fuzzers and the benchmarks.
 *
 * Errors are returned, never thrown: a function that can fail returns an
 * sdk_status and fills an sdk_error the caller turns into its own kind of
 * error (ereport in the server, a message in a test).
 *
 * The face of grid/ (the core's lowest subsystem: includes no other folder).
 * The exact solver's face is exact/exact.h, the canonical form's
 * canon/canon.h.
 */
#ifndef SUDOKU_CORE_H
#define SUDOKU_CORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#if defined(__GNUC__) || defined(__clang__)
#define SDK_PRINTF_LIKE(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define SDK_PRINTF_LIKE(fmt, args)
#endif

/*
 * The library's version, and the revision of its rating model: that
 * revision goes up whenever a release may rate a puzzle differently (its
 * level, score, path or hardest technique) or draw another puzzle from a
 * seed; CHANGELOG.md says what changed.  sudoku_version() shows both.
 */
#define SDK_LIBRARY_VERSION "1.2.0"
#define SDK_RATING_MODEL "HoDoKu 2.2.0 levels and scores; Sudoku Explainer ER/EP/ED as serate 1.2.1.3"
#define SDK_RATING_REVISION 1

#define SDK_MIN_SIZE 4
#define SDK_MAX_SIZE 25
#define SDK_MAX_CELLS (SDK_MAX_SIZE * SDK_MAX_SIZE)

/* A set of digits: bit d-1 stands for digit d. */
typedef uint32_t sdk_mask;

#define SDK_BIT(d) ((sdk_mask) 1u << ((d) - 1))
#define SDK_ALL(n) ((sdk_mask) (((uint64_t) 1 << (n)) - 1))

/* How many bits are set; without -mpopcnt the builtin is a library call. */
static inline int
sdk_bit_count(uint32_t x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	return (int) ((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

/* Whether exactly one bit is set (cheaper than sdk_bit_count(x) == 1). */
static inline bool
sdk_one_bit(uint32_t x)
{
	return x != 0 && (x & (x - 1)) == 0;
}

/* The index of the lowest set bit; x must not be 0. */
static inline int
sdk_lowest_bit(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	return __builtin_ctz(x);
#else
	static const signed char debruijn[32] = {
		0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
		31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
	};

	return debruijn[((x & (~x + 1)) * 0x077CB531u) >> 27];
#endif
}

/* The smallest digit of a mask, 0 when it is empty. */
static inline int
sdk_mask_first(sdk_mask m)
{
	return m ? sdk_lowest_bit(m) + 1 : 0;
}

/*
 * A letter A-Z in lower case, any other character as it is.  Names
 * (techniques, symmetries) are compared with this, not tolower(): the
 * server's LC_CTYPE is the database's, and in a Turkish one tolower('I')
 * is not 'i'.
 */
static inline int
sdk_ascii_lower(int ch)
{
	return ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch;
}

typedef enum sdk_status
{
	SDK_OK = 0,
	SDK_ERR_SYNTAX,				/* text or bytes that do not form a position */
	SDK_ERR_INVALID,			/* well formed, but not a value we accept */
	SDK_ERR_LIMIT,				/* larger than the core supports */
	SDK_ERR_CANCELED,			/* the caller's interrupt hook asked to stop */
	SDK_ERR_NOT_FOUND,			/* a search within a bound found nothing (generate.h) */
	SDK_ERR_NO_MEMORY			/* the environment's allocator refused memory */
} sdk_status;

typedef struct sdk_error
{
	sdk_status	status;
	char		detail[256];	/* one sentence: what is wrong and where */
} sdk_error;

/*
 * Grid geometry.  Boxes are box_rows x box_cols rectangles with
 * box_rows * box_cols == n and both at least 2.  Cells, rows, columns,
 * boxes and digits are numbered from 0 inside the core, from 1 at the
 * SQL level and in text.
 */
typedef struct sdk_geometry
{
	int			n;
	int			box_rows;
	int			box_cols;
} sdk_geometry;

/* The usual box shape for a size (the squarest, fewer rows than columns). */
bool		sdk_default_box(int n, int *box_rows, int *box_cols);
/*
 * Fills g when the shape is one the core supports; else explains in err.
 * Both sides 0: the usual shape; one 0: the other side divided into n.
 */
sdk_status	sdk_geometry_init(sdk_geometry *g, int n, int box_rows, int box_cols,
							  sdk_error *err);

static inline int
sdk_cell_row(const sdk_geometry *g, int cell)
{
	return cell / g->n;
}

static inline int
sdk_cell_col(const sdk_geometry *g, int cell)
{
	return cell % g->n;
}

static inline int
sdk_cell_box(const sdk_geometry *g, int cell)
{
	int			r = cell / g->n;
	int			c = cell % g->n;

	return (r / g->box_rows) * (g->n / g->box_cols) + c / g->box_cols;
}

typedef enum sdk_unit_type
{
	SDK_UNIT_ROW = 0,
	SDK_UNIT_COL = 1,
	SDK_UNIT_BOX = 2
} sdk_unit_type;

/* The k-th cell (0 <= k < n) of a unit, in reading order. */
int			sdk_unit_cell(const sdk_geometry *g, sdk_unit_type type, int unit, int k);

/*
 * A position: digits, which digits are givens, and the pencil marks of the
 * empty cells.  Pencil marks are always a subset of what the placed digits
 * leave open (sdk_position_normalize keeps it so): a position stores the
 * eliminations made on top of the digits, as HoDoKu's format does.
 */
/* Only the first n * n entries of each array are defined. */
typedef struct sdk_position
{
	sdk_geometry geo;
	uint8_t		value[SDK_MAX_CELLS];	/* 0 = empty, else 1..n */
	uint8_t		given[SDK_MAX_CELLS];	/* 1 when value is a given */
	sdk_mask	cand[SDK_MAX_CELLS];	/* pencil marks; 0 for a filled cell */
} sdk_position;

static inline int
sdk_ncells(const sdk_position *p)
{
	return p->geo.n * p->geo.n;
}

/* An empty position of that geometry, every candidate open. */
void		sdk_position_init(sdk_position *p, const sdk_geometry *g);

/* For every cell, the digits its row, column and box leave open. */
void		sdk_open_digits(const sdk_position *p, sdk_mask *open);

/* Clip pencil marks to the open digits; clear marks of filled cells. */
void		sdk_position_normalize(sdk_position *p);

/* Reset every empty cell's pencil marks to the open digits. */
void		sdk_position_reset_marks(sdk_position *p);

/* Same geometry, digits, givens and pencil marks. */
bool		sdk_position_equal(const sdk_position *a, const sdk_position *b);

/* True when some empty cell has fewer marks than its open digits. */
bool		sdk_has_eliminations(const sdk_position *p);

/* True when some filled cell is not a given. */
bool		sdk_has_placed(const sdk_position *p);

int			sdk_given_count(const sdk_position *p);
int			sdk_empty_count(const sdk_position *p);

/*
 * Place a digit (as a given or not), or clear a cell.  Pencil marks follow:
 * placing removes the digit from the peers' marks; clearing gives the cell
 * all its open digits and gives the digit back to peers where it is open.
 */
void		sdk_place(sdk_position *p, int cell, int digit, bool given);
void		sdk_clear(sdk_position *p, int cell);
/* Remove one pencil mark (nothing happens on a filled cell). */
void		sdk_eliminate(sdk_position *p, int cell, int digit);

/* Problems that make a position unsolvable as it stands. */
typedef enum sdk_violation_kind
{
	SDK_VIOLATION_ROW = 0,		/* a digit twice in a row */
	SDK_VIOLATION_COL = 1,
	SDK_VIOLATION_BOX = 2,
	SDK_VIOLATION_CELL = 3		/* an empty cell without any candidate */
} sdk_violation_kind;

typedef struct sdk_violation
{
	sdk_violation_kind kind;
	int			unit;			/* row, column or box; the cell for CELL */
	int			digit;			/* 0 for CELL */
	int			ncells;
	uint16_t	cells[SDK_MAX_SIZE];
} sdk_violation;

/*
 * Calls fn for every violation, in a fixed order (rows, columns, boxes by
 * number and digit, then empty cells); returns how many there were.
 */
typedef void (*sdk_violation_fn) (const sdk_violation *v, void *arg);
int			sdk_violations(const sdk_position *p, sdk_violation_fn fn, void *arg);

/* ---- the caller's environment: memory and cancellation ---- */

/*
 * How the core gets memory and learns that it should stop.  The server's
 * glue allocates in a memory context and checks for interrupts (which may
 * not return); tests and benchmarks use sdk_default_env (malloc, never
 * interrupted).  The core keeps no other state between calls.
 */
typedef struct sdk_env
{
	void	   *(*alloc) (size_t size, void *arg);	/* NULL when out of memory */
	void		(*release) (void *ptr, void *arg);
	bool		(*interrupted) (void *arg);	/* true: stop with SDK_ERR_CANCELED */
	void	   *arg;
} sdk_env;

const sdk_env *sdk_default_env(void);

/* ---- text ---- */

/*
 * Reads every text form the type accepts (see README "Input formats").
 * box_rows/box_cols 0 take the shape from the input or the default for
 * its size; otherwise they fix it.  On error, err->detail names what is
 * wrong and where.
 */
sdk_status	sdk_parse(const char *text, size_t len, int box_rows, int box_cols,
					  sdk_position *p, sdk_error *err);

/* The digit symbol: 1-9, then A = 10 ... P = 25. */
char		sdk_digit_char(int digit);
/* Digit of a symbol, 0 if the character is not one (case-insensitive). */
int			sdk_char_digit(char ch);

typedef enum sdk_text_format
{
	SDK_TEXT_CANONICAL,			/* one line, with +d and :deletions only when needed */
	SDK_TEXT_LINE,				/* digits and '.', one line, nothing else */
	SDK_TEXT_HODOKU,			/* givens line with +d, ':' and all deletions */
	SDK_TEXT_PENCILMARKS,		/* n*n*n characters, digit where a candidate */
	SDK_TEXT_GRID,				/* a board with box lines */
	SDK_TEXT_GRID_MARKS			/* a board of pencil marks */
} sdk_text_format;

/*
 * One cell as the candidate display shows it: a filled cell's digit, an
 * empty cell's marks in their places ("1...56..." on a 9x9).  text holds
 * SDK_MAX_SIZE + 1 bytes.
 */
void		sdk_cell_mask_text(const sdk_position *p, int cell, char *text);

/* An upper bound of the bytes sdk_format writes, terminator included. */
size_t		sdk_format_bound(const sdk_position *p, sdk_text_format fmt);
/* Writes a NUL-terminated text into buf (cap >= sdk_format_bound); returns its length. */
size_t		sdk_format(const sdk_position *p, sdk_text_format fmt, char *buf, size_t cap);

/* ---- binary ---- */

/* An upper bound of the bytes sdk_encode writes for a size. */
size_t		sdk_encoded_bound(int n);
/* The compact, canonical byte form (equal positions, equal bytes). */
size_t		sdk_encode(const sdk_position *p, uint8_t *buf, size_t cap);
/* Reads the byte form, rejecting anything sdk_encode would not write. */
sdk_status	sdk_decode(const uint8_t *buf, size_t len, sdk_position *p, sdk_error *err);
/*
 * The same for sdk_solve in fast order only: a 9x9 without eliminations
 * gets every digit as the pencil marks of its empty cells instead of the
 * open ones, which the 9x9 search works out itself; working them out here
 * would cost a fifth of a fast count.  Other sizes decode as sdk_decode.
 */
sdk_status	sdk_decode_for_search(const uint8_t *buf, size_t len, sdk_position *p,
								  sdk_error *err);
/* Size and box shape from the first bytes, without decoding the rest. */
sdk_status	sdk_decode_geometry(const uint8_t *buf, size_t len, sdk_geometry *g,
								sdk_error *err);

#endif							/* SUDOKU_CORE_H */
