/*
 * rating_se.c -- Sudoku Explainer's rating as a rating model (rating.h):
 * a step is as hard as SE says (its technique's difficulty, a chain's
 * grown with its length: sdk_step.difficulty), and the path's rating is
 * three maxima, as serate 1.2.1.3 computes them: ER over the whole path,
 * EP up to and with the first step that places a digit, ED the first
 * step's.  A step SE cannot find (our Guess) is SE's 20.0, its "failed".
 */
#include "rating.h"

#include <stdio.h>
#include <string.h>

#define SE_FAILED 200			/* serate's 20.0: no technique found a step */

static long
se_difficulty(const sdk_step *step)
{
	if (step->technique == sdk_technique_guess())
		return SE_FAILED;
	return step->difficulty ? step->difficulty : sdk_technique_at(step->technique)->score;
}

static void
se_begin(void *result)
{
	sdk_rating *rating = (sdk_rating *) result;

	memset(rating, 0, sizeof(*rating));
	rating->model = SDK_MODEL_SE;
	rating->hardest = -1;
}

/*
 * ER is the running maximum.  ED is that maximum after the first step;
 * EP is it after the first step that places a digit (serate's "pearl",
 * set once: SE's direct hints are the placements).  serate stops at the
 * first position where no technique of its model helps (our Guess): ER
 * is 20.0 and EP and ED stay as they were, 0.0 where that position came
 * before them, so a guess and the steps after it set neither.
 */
static void
se_add(void *result, const sdk_step *step, long difficulty)
{
	sdk_rating *rating = (sdk_rating *) result;
	bool		failed = rating->guesses > 0 || step->technique == sdk_technique_guess();

	if (rating->steps == 0 || difficulty > rating->er)
	{
		rating->er = (int) difficulty;
		rating->hardest = step->technique;
	}
	if (rating->steps == 0 && !failed)
		rating->ed = rating->er;
	if (rating->ep == 0 && step->nplacements > 0 && !failed)
		rating->ep = rating->er;
	rating->steps++;
	if (step->technique == sdk_technique_guess())
		rating->guesses++;
}

static void
se_finish(void *result, bool solved)
{
	sdk_rating *rating = (sdk_rating *) result;

	rating->solved = solved;
}

const rating_model rating_se = {
	"Sudoku Explainer", se_difficulty, se_begin, se_add, se_finish
};

void
sdk_se_rating_text(int tenths, char *buf)
{
	if (tenths < 0 || tenths > 9999)
		tenths = tenths < 0 ? 0 : 9999;
	snprintf(buf, 8, "%d.%d", tenths / 10, tenths % 10);
}
