#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT (a cast of -1 to a function pointer, which Swift can't import): SQLite copies the bound value.
static inline sqlite3_destructor_type csqlite_transient(void) { return (sqlite3_destructor_type)-1; }

#endif
