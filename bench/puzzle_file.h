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

/*
 * The first max puzzles of a file, in file order (malloc'd; the count in
 * *count); exits with a message when the file cannot be read.
 */
sdk_position *load_puzzles(const char *path, size_t max, size_t *count);

/* Seconds on a monotonic clock. */
double		now_seconds(void);

#endif
