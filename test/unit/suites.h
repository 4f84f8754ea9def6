/* suites.h -- the unit test suites test_main runs. */
#ifndef SUDOKU_TEST_SUITES_H
#define SUDOKU_TEST_SUITES_H

void		suite_position(void);
void		suite_solver(void);
void		suite_logic(void);
void		suite_near_miss(void);
void		suite_hodoku(void);
void		suite_chains(void);
void		suite_forcing(void);
void		suite_canon(void);
void		suite_misc(void);
void		suite_svg(void);
void		suite_fish(void);
void		suite_als(void);
void		suite_generate(void);
void		suite_se(void);
void		suite_sort(void);

#endif
