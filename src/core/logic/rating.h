/*
 * rating.h -- a rating model: how hard one step is, how the steps of a
 * path add up, and the result when the path ends.  The solve loop
 * (solve.c) rates every path with the model the options name: HoDoKu's
 * (rating_hodoku.c) or Sudoku Explainer's (rating_se.c); both fill the
 * public sdk_rating, each its own fields of it.
 */
#ifndef SUDOKU_RATING_H
#define SUDOKU_RATING_H

#include "logic.h"

typedef struct rating_model
{
	const char *name;
	/* One step's difficulty in the model's unit (HoDoKu: its technique's score). */
	long		(*difficulty) (const sdk_step *step);
	/* The aggregate, in the model's result (void *: its own type): empty... */
	void		(*begin) (void *result);
	/* ...each step of the path in turn, with its difficulty... */
	void		(*add) (void *result, const sdk_step *step, long difficulty);
	/* ...and the final result, once the path ends (solved: the grid is full and right). */
	void		(*finish) (void *result, bool solved);
} rating_model;

/* HoDoKu's levels and scores; the result is an sdk_rating. */
extern const rating_model rating_hodoku;
/* Sudoku Explainer's ER, EP and ED (rating_se.c); the result is an sdk_rating. */
extern const rating_model rating_se;

#endif							/* SUDOKU_RATING_H */
