#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
// glibc's malloc tuning (mallopt, M_ARENA_MAX), which Swift's Glibc module does not export.
#include <malloc.h>

/// One malloc arena for every thread of the process (mallopt(M_ARENA_MAX, 1)); returns mallopt's result (1 = done).
static inline int cmalloc_use_one_arena(void) { return mallopt(M_ARENA_MAX, 1); }

#endif
