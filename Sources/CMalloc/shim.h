#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
// glibc's malloc tuning (mallopt, M_ARENA_MAX), which Swift's Glibc module does not export, and how the kernel reads
// the executable's data segments (madvise).
#include <elf.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/auxv.h>
#include <sys/mman.h>

/// One malloc arena for every thread of the process (mallopt(M_ARENA_MAX, 1)); returns mallopt's result (1 = done).
static inline int cmalloc_use_one_arena(void) { return mallopt(M_ARENA_MAX, 1); }

/// Every block of 128 KiB or more in a mapping of its own, given back to the system when freed
/// (mallopt(M_MMAP_THRESHOLD, 128 KiB), which also stops glibc raising the threshold after such a block was freed:
/// the 250-coin markets answer and its decoding buffers then stayed in the heap, part of the dashboard's peak RSS
/// after a first start). Returns mallopt's result (1 = done).
static inline int cmalloc_map_large_blocks(void) { return mallopt(M_MMAP_THRESHOLD, 128 * 1024); }

/// A program header of this word size.
#if UINTPTR_MAX > 0xffffffffu
typedef Elf64_Phdr cmalloc_program_header;
#else
typedef Elf32_Phdr cmalloc_program_header;
#endif

/// The executable's data segments (every loadable segment that is not code: Swift's metadata, `.data`, `.rodata` with
/// ICU's large data table) read page by page as they are touched, without the kernel's read-around
/// (madvise(MADV_RANDOM)): ICU's data is read at a few dozen scattered places, and reading 128 KiB around each put
/// other locales' data in the dashboard's resident set. Only pages not yet in the page cache are
/// affected: pages already cached are still mapped around each fault (fault-around). Returns the number of
/// segments advised.
static inline int cmalloc_read_data_on_demand(void) {
    const cmalloc_program_header *headers = (const cmalloc_program_header *)getauxval(AT_PHDR);
    unsigned long count = getauxval(AT_PHNUM);
    uintptr_t page = getauxval(AT_PAGESZ);
    if (headers == 0 || page == 0) return 0;
    // The load address of a position-independent executable (0 for kurs's release build); without a PT_PHDR
    // header (a static PIE) it stays 0 and every madvise below fails harmlessly.
    uintptr_t bias = 0;
    for (unsigned long i = 0; i < count; i++) {
        if (headers[i].p_type == PT_PHDR) bias = (uintptr_t)headers - headers[i].p_vaddr;
    }
    int advised = 0;
    for (unsigned long i = 0; i < count; i++) {
        const cmalloc_program_header *header = &headers[i];
        if (header->p_type != PT_LOAD || (header->p_flags & PF_X) || header->p_filesz == 0) continue;
        uintptr_t start = (bias + header->p_vaddr) & ~(page - 1);
        uintptr_t end = bias + header->p_vaddr + header->p_filesz;
        if (madvise((void *)start, end - start, MADV_RANDOM) == 0) advised += 1;
    }
    return advised;
}

#endif
