/*
 * The baseline for Onboard's FNV-1a: a bare C loop hashing N ids, the
 * fastest a byte-at-a-time FNV-1a 32 gets. Not part of `make bench`; a
 * yardstick for Sources/OnboardKit/Experiments/FNV1a.swift, which must stay
 * at or above half this speed.
 *
 *   cc -O2 -o /tmp/fnv-loop Benchmarks/fnv-loop.c && /tmp/fnv-loop 1000000 short
 *
 * Ids: `short` is "user-0" … "user-999999"; `uuid` is 36-character
 * lowercase hex UUIDs from a fixed LCG (the Swift side builds the same ids,
 * so the XOR of all hashes must match). ASCII ids, so bytes are UTF-16
 * code units. Prints the best of 5 runs in ns per id, and the checksum.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint32_t fnv1a(const char *text, size_t length) {
  uint32_t hash = 0x811C9DC5u;
  for (size_t i = 0; i < length; i++) {
    hash = (hash ^ (uint8_t)text[i]) * 0x01000193u;
  }
  return hash;
}

static uint64_t lcg(uint64_t *state) {
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return *state >> 16;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  size_t count = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000000;
  int uuid = argc > 2 && strcmp(argv[2], "uuid") == 0;
  char **ids = malloc(count * sizeof *ids);
  size_t *lengths = malloc(count * sizeof *lengths);
  if (ids == NULL || lengths == NULL) return 1;
  uint64_t state = 42;
  for (size_t i = 0; i < count; i++) {
    char buffer[64];
    int length;
    if (uuid) {
      uint64_t a = lcg(&state), b = lcg(&state), c = lcg(&state);
      length = snprintf(buffer, sizeof buffer, "%08x-%04x-%04x-%04x-%012llx", (unsigned)(a & 0xFFFFFFFFu),
                        (unsigned)((a >> 32) & 0xFFFF), (unsigned)(b & 0xFFFF), (unsigned)((b >> 16) & 0xFFFF),
                        (unsigned long long)(c & 0xFFFFFFFFFFFFull));
    } else {
      length = snprintf(buffer, sizeof buffer, "user-%zu", i);
    }
    ids[i] = malloc((size_t)length + 1);
    if (ids[i] == NULL) return 1;
    memcpy(ids[i], buffer, (size_t)length + 1);
    lengths[i] = (size_t)length;
  }
  double best = 1e9;
  uint32_t checksum = 0;
  for (int run = 0; run < 5; run++) {
    double start = now();
    uint32_t sum = 0;
    for (size_t i = 0; i < count; i++) sum ^= fnv1a(ids[i], lengths[i]);
    double elapsed = now() - start;
    if (elapsed < best) best = elapsed;
    checksum = sum;
  }
  printf("c fnv1a %s: %.2f ns/id (%.2f ms for %zu), checksum %u\n", uuid ? "uuid" : "short",
         best / (double)count * 1e9, best * 1e3, count, checksum);
  for (size_t i = 0; i < count; i++) free(ids[i]);
  free(ids);
  free(lengths);
  return 0;
}
