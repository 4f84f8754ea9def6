/*
 * svg.h -- pictures: a position as an SVG image, with a step of the
 * logical solver drawn on it as HoDoKu shows its hints, and a walk-through
 * of a whole solve as one HTML page.
 *
 * A picture is sized for the web (a viewBox, no fixed pixel size), has a
 * <title> for screen readers, and uses shape as well as colour, so that it
 * reads in greyscale print:
 *
 *   givens            bold black digits (class sdk-givens)
 *   placed digits     blue digits of normal weight (sdk-placed)
 *   pencil marks      small grey digits at fixed places inside their cell:
 *                     digit d in column (d-1) % k, row (d-1) / k of a k-wide
 *                     grid, k = ceil(sqrt(n)) (sdk-marks)
 *   a step, as HoDoKu colours it:
 *     pattern         the step's digits in its cells (or, with no cells, in
 *                     its base units where they meet the cover units), and a
 *                     fish's candidates in its base units: a green disc
 *                     (sdk-pattern); a fish's fins a light blue disc (sdk-fin)
 *     chain           a chain's candidates on: green (sdk-on), off: light
 *                     blue (sdk-off); each link an arrow from one literal to
 *                     the next, solid for a strong link (to a literal on),
 *                     dashed for a weak one (to a literal off), curved inside
 *                     a cell and where a straight line would cross another
 *                     candidate of the step; a group's cells in a dotted frame
 *     eliminations    a red disc struck through (sdk-elim, sdk-strike)
 *     placements      a green disc in a dark green ring (sdk-place)
 *     base units      shaded light blue (sdk-base); cover units hatched
 *                     (sdk-cover); the step's cells shaded light yellow
 *                     (sdk-cells), except a fish's (its fins) and a chain's
 *
 * All numbers are written from integer arithmetic (tenths of the viewBox's
 * units), so the same input gives the same bytes everywhere.
 *
 * The face of picture/: includes grid/ and logic/, never canon/.
 */
#ifndef SUDOKU_SVG_H
#define SUDOKU_SVG_H

#include "sudoku_core.h"
#include "logic.h"

typedef struct sdk_svg_options
{
	bool		pencil_marks;	/* the plain pencil marks of empty cells */
	/*
	 * Every id inside the picture (its title, arrow head, hatching) starts
	 * with this (letters, digits, '-' and '_' kept).  NULL gives "sdk-" and
	 * a hash of what the picture shows ("sdk-1a2b3c4d-"): different pictures
	 * on one HTML page have different ids, the same picture the same.
	 */
	const char *id_prefix;
	/* The <title>; NULL: the step's text, or the grid's size and counts. */
	const char *title;
} sdk_svg_options;

void		sdk_svg_options_default(sdk_svg_options *o);

/*
 * Where things stand in a picture of that geometry, in tenths of the
 * viewBox's units: its size, a cell's centre, a candidate's centre and the
 * radius of the disc a step draws behind it.
 */
void		sdk_svg_size(const sdk_geometry *g, int *width, int *height);
void		sdk_svg_cell_center(const sdk_geometry *g, int cell, int *x, int *y);
void		sdk_svg_candidate_center(const sdk_geometry *g, int cell, int digit,
									 int *x, int *y, int *radius);

/*
 * The position as an SVG image; with a step (not NULL), the step drawn on
 * it: the position is the one the step was found in.  The text, nul
 * included, is allocated with env->alloc: *out gets it, *len its length
 * (release it with env->release).  Fails (SDK_ERR_LIMIT) only when memory
 * runs out.
 */
sdk_status	sdk_svg(const sdk_position *p, const sdk_step *step, const sdk_svg_options *o,
					const sdk_env *env, char **out, size_t *len, sdk_error *err);

/*
 * A walk-through of the logical solve as one self-contained HTML page: the
 * puzzle, its rating, then every step as a section with its picture (the
 * position before it) and its explanation, and the grid at the end.  The
 * same allocation contract as sdk_svg; the solve may also fail as
 * sdk_logic_solve does (SDK_ERR_CANCELED).
 */
sdk_status	sdk_walkthrough_html(const sdk_position *p, const sdk_logic_options *opts,
								 bool pencil_marks, const sdk_env *env,
								 char **out, size_t *len, sdk_error *err);

/*
 * Does the step fit the position?  Its eliminations are pencil marks of
 * it, its placements go to empty cells where the digit is a pencil mark,
 * and its cells and chain are inside the grid.  False with a sentence in
 * err->detail (status SDK_ERR_INVALID) when not.
 */
bool		sdk_step_fits(const sdk_position *p, const sdk_step *step, sdk_error *err);

#endif							/* SUDOKU_SVG_H */
