#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
// glibc's malloc tuning (mallopt, M_ARENA_MAX), which Swift's Glibc module does not export.
#include <malloc.h>

/// One malloc arena for every thread of the process (mallopt(M_ARENA_MAX, 1)); returns mallopt's result (1 = done).
static inline int cmalloc_use_one_arena(void) { return mallopt(M_ARENA_MAX, 1); }

/// Every block of 128 KiB or more in a mapping of its own, given back to the system when freed
/// (mallopt(M_MMAP_THRESHOLD, 128 KiB), which also stops glibc raising the threshold after such a block was freed:
/// the 250-coin markets answer and its decoding buffers then stayed in the heap, ~0.25 MiB of the dashboard's
/// peak RSS after a first start). Returns mallopt's result (1 = done).
static inline int cmalloc_map_large_blocks(void) { return mallopt(M_MMAP_THRESHOLD, 128 * 1024); }

#endif
