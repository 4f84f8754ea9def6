/* puzzle_file.c -- reading puzzle files, and a clock, for the tools. */
#define _POSIX_C_SOURCE 200809L

#include "puzzle_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

bool
read_puzzle_line(char *line, sdk_position *p)
{
	sdk_error	err;
	char	   *field,
			   *save = NULL;

	line[strcspn(line, "\r\n")] = '\0';
	if (line[0] == '#' || line[0] == '\0')
		return false;
	if (sdk_parse(line, strlen(line), 0, 0, p, &err) == SDK_OK)
		return true;
	for (field = strtok_r(line, " \t", &save); field; field = strtok_r(NULL, " \t", &save))
		if (strlen(field) >= 16 && sdk_parse(field, strlen(field), 0, 0, p, &err) == SDK_OK)
			return true;
	return false;
}

double
now_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

sdk_position *
load_puzzles(const char *path, size_t max, size_t *count)
{
	FILE	   *f = fopen(path, "r");
	char		line[20000];
	size_t		cap = 1024;
	sdk_position *all;

	*count = 0;
	if (!f)
	{
		perror(path);
		exit(2);
	}
	all = malloc(cap * sizeof(sdk_position));
	while (*count < max && fgets(line, sizeof(line), f))
	{
		if (*count == cap)
		{
			cap *= 2;
			all = realloc(all, cap * sizeof(sdk_position));
		}
		if (read_puzzle_line(line, &all[*count]))
			(*count)++;
	}
	fclose(f);
	return all;
}
