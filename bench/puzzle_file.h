/*
 * puzzle_file.h -- what the benchmark and check programs share: reading a
 * puzzle file's lines, and a clock.
 */
#ifndef SUDOKU_PUZZLE_FILE_H
#define SUDOKU_PUZZLE_FILE_H

#include "sudoku_core.h"

/*
 * Reads one line of a puzzle file: false for comments ('#') and blank
 * lines; otherwise the line, or its first field that reads as a puzzle
 * (for "hash puzzle rating" lines).  The line is modified.
 */
bool		read_puzzle_line(char *line, sdk_position *p);

/* Seconds on a monotonic clock. */
double		now_seconds(void);

#endif
