/*
 * rating_hodoku.c -- HoDoKu's rating as a rating model (rating.h): a step
 * is as hard as its technique's score, the steps add up, the level is the
 * hardest technique's, raised while the sum passes the level's cap.
 */
#include "rating.h"

#include <string.h>

const char *
sdk_level_name(sdk_level level)
{
	static const char *const names[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};

	return names[level];
}

/* A step is as hard as its technique's score. */
static long
hodoku_difficulty(const sdk_step *step)
{
	return sdk_technique_at(step->technique)->score;
}

static void
hodoku_begin(void *result)
{
	sdk_rating *rating = (sdk_rating *) result;

	memset(rating, 0, sizeof(*rating));
	rating->model = SDK_MODEL_HODOKU;
	rating->level = SDK_LEVEL_EASY;
	rating->score = 0;
	rating->hardest = -1;
	rating->steps = 0;
	rating->guesses = 0;
}

/* The scores add up; the level and the hardest technique are the hardest step's. */
static void
hodoku_add(void *result, const sdk_step *step, long difficulty)
{
	sdk_rating *rating = (sdk_rating *) result;
	const sdk_technique *t = sdk_technique_at(step->technique);

	rating->steps++;
	rating->score += difficulty;
	if (t->level > rating->level)
		rating->level = t->level;
	if (rating->hardest < 0 || difficulty > sdk_technique_at(rating->hardest)->score)
		rating->hardest = step->technique;
	if (step->technique == sdk_technique_guess())
		rating->guesses++;
}

/* HoDoKu raises the level while the score is past the level's cap. */
static void
hodoku_finish(void *result, bool solved)
{
	static const long caps[] = {800, 1000, 1600, 1800};
	sdk_rating *rating = (sdk_rating *) result;

	rating->solved = solved;
	while (rating->level < SDK_LEVEL_EXTREME && rating->score > caps[rating->level])
		rating->level++;
	if (!rating->solved)
		rating->level = SDK_LEVEL_EXTREME;
}

const rating_model rating_hodoku = {
	"HoDoKu", hodoku_difficulty, hodoku_begin, hodoku_add, hodoku_finish
};
