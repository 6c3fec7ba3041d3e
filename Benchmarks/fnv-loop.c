/*
 * The baseline for Onboard's FNV-1a: a bare C loop hashing N ids, the
 * fastest a byte-at-a-time FNV-1a 32 gets. `make bench` runs it through
 * Benchmarks/assign.sh as a lower bound for Sources/OnboardKit/Experiments/
 * FNV1a.swift; the ">= 0.5x the C loop" verdict uses the GrowthBook v2 loop
 * below, which does the same work as BulkAssigner.
 *
 *   cc -O2 -o /tmp/fnv-loop Benchmarks/fnv-loop.c && /tmp/fnv-loop 1000000 short
 *
 * Ids: `short` is "user-0" … "user-999999"; `uuid` is 36-character
 * lowercase hex UUIDs from a fixed LCG (the Swift side builds the same ids,
 * so the XOR of all hashes must match). ASCII ids, so bytes are UTF-16
 * code units. Prints the best of 5 runs in ns per id, and the checksum; then
 * the same for GrowthBook's version-2 bucket and variant choice (two FNV
 * passes and a decimal conversion per id), with the variant counts, which
 * must equal `onboard-bench assign`'s.
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

/* GrowthBook's hash version 2 and chooseVariation, as a C programmer would
 * write them for one experiment: the seed's FNV state computed once,
 * fnv32a(String(fnv32a(seed + id))) % 10000 / 10000, then the variant whose
 * [start, end) range holds it. The same work BulkAssigner does per id. */
static uint32_t fnv1a_from(uint32_t hash, const char *text, size_t length) {
  for (size_t i = 0; i < length; i++) hash = (hash ^ (uint8_t)text[i]) * 0x01000193u;
  return hash;
}

static int gb_variant(uint32_t seeded, const char *id, size_t length, const double *starts, const double *ends,
                      int variants) {
  uint32_t inner = fnv1a_from(seeded, id, length);
  char digits[10];
  int count = 0;
  do {
    digits[count++] = (char)('0' + inner % 10);
    inner /= 10;
  } while (inner > 0);
  uint32_t outer = 0x811C9DC5u;
  while (count > 0) outer = (outer ^ (uint8_t)digits[--count]) * 0x01000193u;
  double n = (double)(outer % 10000) / 10000.0;
  for (int v = 0; v < variants; v++)
    if (n >= starts[v] && n < ends[v]) return v;
  return -1;
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
  /* Three equal variants of experiment "short-interests", coverage 1. */
  const double starts[3] = {0.0, 1.0 / 3.0, 2.0 / 3.0}, ends[3] = {1.0 / 3.0, 2.0 / 3.0, 1.0};
  uint32_t seeded = fnv1a("short-interests", strlen("short-interests"));
  double best_gb = 1e9;
  size_t tally[3] = {0, 0, 0};
  for (int run = 0; run < 5; run++) {
    size_t counts[3] = {0, 0, 0};
    double start = now();
    for (size_t i = 0; i < count; i++) {
      int v = gb_variant(seeded, ids[i], lengths[i], starts, ends, 3);
      if (v >= 0) counts[v]++;
    }
    double elapsed = now() - start;
    if (elapsed < best_gb) best_gb = elapsed;
    memcpy(tally, counts, sizeof tally);
  }
  printf("c growthbook v2 %s: %.2f ns/id (%.2f ms for %zu), variants %zu/%zu/%zu\n", uuid ? "uuid" : "short",
         best_gb / (double)count * 1e9, best_gb * 1e3, count, tally[0], tally[1], tally[2]);
  for (size_t i = 0; i < count; i++) free(ids[i]);
  free(ids);
  free(lengths);
  return 0;
}
