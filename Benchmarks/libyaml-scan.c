/* The baseline for the YAML parser benchmark: libyaml's bare event scan.
 *
 * Reads a file, then parses it ROUNDS times with the event API, deleting every
 * event and building nothing, and prints the best and median wall-clock time.
 *
 *   cc -O2 Benchmarks/libyaml-scan.c -lyaml -o /tmp/libyaml-scan
 *   /tmp/libyaml-scan /tmp/flow-2000.yaml 20
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Scans once; returns the event count, or -1 on a YAML error. */
static long scan(const unsigned char *bytes, size_t length) {
  yaml_parser_t parser;
  yaml_event_t event;
  long events = 0;
  if (!yaml_parser_initialize(&parser)) return -1;
  yaml_parser_set_input_string(&parser, bytes, length);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) { events = -1; break; }
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  yaml_parser_delete(&parser);
  return events;
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s FILE [ROUNDS]\n", argv[0]); return 2; }
  int rounds = argc > 2 ? atoi(argv[2]) : 20;
  if (rounds < 1) rounds = 1;
  FILE *file = fopen(argv[1], "rb");
  if (!file) { perror(argv[1]); return 1; }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  rewind(file);
  unsigned char *bytes = malloc(size > 0 ? size : 1);
  double *times = malloc(sizeof(double) * rounds);
  if (!bytes || !times || fread(bytes, 1, size, file) != (size_t)size) { perror("read"); return 1; }
  fclose(file);

  long events = 0;
  for (int i = 0; i < rounds; i++) {
    double start = now();
    events = scan(bytes, size);
    times[i] = now() - start;
    if (events < 0) { fprintf(stderr, "YAML error\n"); return 1; }
  }
  qsort(times, rounds, sizeof(double), compare);
  printf("libyaml event scan: %ld bytes, %ld events, best %.2f ms, median %.2f ms\n",
         size, events, times[0] * 1e3, times[rounds / 2] * 1e3);
  free(times);
  free(bytes);
  return 0;
}
