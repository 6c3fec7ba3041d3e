/* The baseline of `make bench`: libyaml's bare event scan of a flow file.
 *
 * Each round reads the file and parses it with the event API, deleting every
 * event and building nothing. After one untimed warm-up round it times ROUNDS
 * rounds and prints one JSON line with the median and the fastest, in seconds:
 *
 *   cc -O2 Benchmarks/libyaml-scan.c -lyaml -o Benchmarks/out/libyaml-scan
 *   Benchmarks/out/libyaml-scan Benchmarks/out/flow-2000.yaml 20
 *   {"name":"libyaml-scan","size":1928924,"events":186774,"seconds":0.022310,"min":0.021890}
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

/* The whole file in a new buffer (at least one byte long); NULL on failure. */
static unsigned char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  unsigned char *bytes = NULL;
  long size = -1;
  if (fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
    bytes = malloc(size > 0 ? (size_t)size : 1);
    if (bytes && fread(bytes, 1, (size_t)size, file) != (size_t)size) {
      free(bytes);
      bytes = NULL;
    }
  }
  fclose(file);
  *length = size > 0 ? (size_t)size : 0;
  return bytes;
}

/* Reads and scans the file once; returns the event count, or -1 on an error. */
static long scan(const char *path, size_t *length) {
  unsigned char *bytes = read_file(path, length);
  if (!bytes) return -1;
  yaml_parser_t parser;
  yaml_event_t event;
  long events = 0;
  if (!yaml_parser_initialize(&parser)) {
    free(bytes);
    return -1;
  }
  yaml_parser_set_input_string(&parser, bytes, *length);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) {
      events = -1;
      break;
    }
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  yaml_parser_delete(&parser);
  free(bytes);
  return events;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE [ROUNDS]\n", argv[0]);
    return 2;
  }
  int rounds = argc > 2 ? atoi(argv[2]) : 20;
  if (rounds < 1) rounds = 1;
  double *times = malloc(sizeof(double) * rounds);
  size_t size = 0;
  long events = scan(argv[1], &size); /* warm-up, untimed */
  if (!times || events < 0) {
    fprintf(stderr, "libyaml-scan: cannot read or scan %s\n", argv[1]);
    return 1;
  }
  for (int i = 0; i < rounds; i++) {
    double start = now();
    events = scan(argv[1], &size);
    times[i] = now() - start;
    if (events < 0) {
      fprintf(stderr, "libyaml-scan: cannot read or scan %s\n", argv[1]);
      return 1;
    }
  }
  qsort(times, rounds, sizeof(double), compare);
  printf("{\"name\":\"libyaml-scan\",\"size\":%zu,\"events\":%ld,\"seconds\":%.6f,\"min\":%.6f}\n",
         size, events, times[rounds / 2], times[0]);
  free(times);
  return 0;
}
