/*
 * sudoku_pg.h -- the PostgreSQL side of the sudoku type: the datum, and the
 * few helpers every glue file shares.  Sudoku logic stays in src/core.
 */
#ifndef SUDOKU_PG_H
#define SUDOKU_PG_H

#include "postgres.h"
#include "fmgr.h"
#include "funcapi.h"
#include "utils/tuplestore.h"

#include "sudoku_core.h"
#include "sudoku_compat.h"

/* The stored value: a varlena around the core's byte form (codec.c). */
typedef struct SudokuData
{
	int32		vl_len_;
	uint8		bytes[FLEXIBLE_ARRAY_MEMBER];
} SudokuData;

/*
 * A stored value read where it lies: one short enough for a 1-byte header
 * (every 9x9) is not copied out first, as PG_DETOAST_DATUM would.  Its
 * bytes are VARDATA_ANY, their length SUDOKU_BYTES_LEN.
 */
#define DatumGetSudokuPP(d) ((struct varlena *) PG_DETOAST_DATUM_PACKED(d))
#define PG_GETARG_SUDOKU_PP(n) DatumGetSudokuPP(PG_GETARG_DATUM(n))
#define SUDOKU_BYTES(v) ((const uint8 *) VARDATA_ANY(v))
#define SUDOKU_BYTES_LEN(v) VARSIZE_ANY_EXHDR(v)

/* An argument decoded into a palloc'd position; corrupt data is an error. */
sdk_position *sudoku_arg_position(FunctionCallInfo fcinfo, int argno);
/* For sdk_solve in fast order only (sdk_decode_for_search). */
sdk_position *sudoku_arg_position_for_search(FunctionCallInfo fcinfo, int argno);
/* A new palloc'd value holding the position. */
SudokuData *sudoku_pack(const sdk_position *p);

/*
 * Reports a core error of input text: the input (shortened) in the
 * message, the core's sentence as the detail.  With a soft-error context
 * (an input function called by pg_input_is_valid or COPY ... ON_ERROR) it
 * is saved there and the caller returns; otherwise it is raised.
 */
void		sudoku_input_error(Node *escontext, const sdk_error *err, const char *input,
							   size_t len);

/*
 * The core's environment inside a backend: memory from the current memory
 * context, and interrupt checks that raise the usual cancel or timeout
 * error (so statement_timeout and Ctrl-C stop a long search).
 */
const sdk_env *sudoku_pg_env(void);

/* Raises a core error from a search (cancellation never gets here). */
SUDOKU_NORETURN void sudoku_raise_search_error(const sdk_error *err);

/* cell_id, row, col and box of a cell, from 1, into values[0..3]. */
void		sudoku_cell_place_datums(const sdk_geometry *g, int cell, Datum *values);

/*
 * The grid named by the arguments (size, box_rows, box_cols) from
 * argument first on, a NULL box shape meaning the usual one for the size;
 * an unsupported one raises an error (sudoku_funcs.c).  seed_form, for a
 * function whose seeded twin takes a seed where it takes the size, names
 * the call to use for a seed in that error (NULL for the others).
 */
sdk_geometry sudoku_geometry_args(FunctionCallInfo fcinfo, int first, const char *seed_form);

/* 1-based row and column arguments checked against the grid. */
int			sudoku_cell_arg(const sdk_position *p, int32 row, int32 col);

/*
 * A materialized set-returning call: its tuplestore, row shape, and a
 * memory context for building one row.  Each row is made between
 * sudoku_srf_row_start (which switches into that context) and
 * sudoku_srf_row (which stores the row, switches back and resets the
 * context), so what a row needed is freed row by row, not at the end of
 * the call.
 */
typedef struct SudokuSrf
{
	Tuplestorestate *store;
	TupleDesc	desc;
	MemoryContext row_context;
	MemoryContext outer_context;
} SudokuSrf;

void		sudoku_srf_begin(FunctionCallInfo fcinfo, SudokuSrf *srf);
void		sudoku_srf_row_start(SudokuSrf *srf);
void		sudoku_srf_row(SudokuSrf *srf, Datum *values, bool *nulls);

/*
 * The logical functions' techniques (text[]) and options (text) arguments
 * at these positions (-1: none) read into solver options; bad ones raise
 * the usual errors (sudoku_logic.c).
 */
struct sdk_logic_options;
void		sudoku_logic_options_from_args(FunctionCallInfo fcinfo, int techniques_arg,
										   int options_arg, struct sdk_logic_options *o);

#endif							/* SUDOKU_PG_H */
