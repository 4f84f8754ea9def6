/* test_main.c -- runs every suite of the core's unit tests. */
#include "harness.h"
#include "suites.h"

test_tally	tally;


int
main(void)
{
	suite_position();
	suite_solver();
	suite_logic();
	suite_near_miss();
	suite_hodoku();
	suite_chains();
	suite_forcing();
	suite_canon();
	suite_misc();
	suite_svg();
	suite_fish();
	suite_als();
	suite_generate();
	suite_se();
	suite_sort();
	printf("%d passed, %d failed\n", tally.passed, tally.failed);
	return tally.failed ? 1 : 0;
}
