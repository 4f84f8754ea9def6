/*
 * text_buf.h -- a bounded text being written: characters past the room
 * are dropped, the length stays below cap (a nul still fits).  The
 * position's text forms (format.c) and a step's (step_text.c) write with it.
 */
#ifndef SUDOKU_TEXT_BUF_H
#define SUDOKU_TEXT_BUF_H

#include <stddef.h>

typedef struct out_buf
{
	char	   *buf;
	size_t		cap;
	size_t		len;
} out_buf;

static inline void
put_char(out_buf *o, char ch)
{
	if (o->len + 1 < o->cap)
		o->buf[o->len++] = ch;
}

static inline void
put_repeat(out_buf *o, char ch, int count)
{
	while (count-- > 0)
		put_char(o, ch);
}

static inline void
put_str(out_buf *o, const char *str)
{
	while (*str)
		put_char(o, *str++);
}

#endif							/* SUDOKU_TEXT_BUF_H */
