#ifndef CSQLITE_H
#define CSQLITE_H
// SQLite's C interface for the rate history, through libsqlite3.so.0 loaded with dlopen on first use (sqlite3.h
// from libsqlite3-dev gives the types and constants only; kurs does not link the library). Every other command,
// and the dashboard until it records its first rates, never maps SQLite: loading it at start meant ~1,600 symbol
// relocations resolved at every start (it is built with BIND_NOW), ~1 of `kurs status`'s 10 million instructions.
#include <sqlite3.h>

/// Loads libsqlite3.so.0 and looks up every function below, once per process (later calls return the first
/// outcome at once; thread-safe). 1 when SQLite is ready; 0 otherwise, with the reason in
/// `csqlite_unavailable_reason()`.
int csqlite_load(void);

/// Why `csqlite_load` failed, in words (the loader's message); "" after a successful load.
const char *csqlite_unavailable_reason(void);

/// SQLITE_TRANSIENT (a cast of -1 to a function pointer, which Swift can't import): SQLite copies the bound value.
static inline sqlite3_destructor_type csqlite_transient(void) { return (sqlite3_destructor_type)-1; }

// The functions kurs calls, each `sqlite3_NAME` of the loaded library (call only after `csqlite_load()` returned 1).
int csqlite_open_v2(const char *filename, sqlite3 **db, int flags, const char *vfs);
int csqlite_close_v2(sqlite3 *db);
const char *csqlite_errmsg(sqlite3 *db);
const char *csqlite_errstr(int code);
int csqlite_busy_timeout(sqlite3 *db, int milliseconds);
int csqlite_extended_result_codes(sqlite3 *db, int onoff);
int csqlite_db_readonly(sqlite3 *db, const char *name);
int csqlite_exec(sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **), void *argument,
                 char **errmsg);
void csqlite_free(void *pointer);
int csqlite_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
int csqlite_finalize(sqlite3_stmt *statement);
int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *));
int csqlite_bind_double(sqlite3_stmt *statement, int index, double value);
int csqlite_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value);
int csqlite_bind_null(sqlite3_stmt *statement, int index);
int csqlite_step(sqlite3_stmt *statement);
int csqlite_column_type(sqlite3_stmt *statement, int column);
const unsigned char *csqlite_column_text(sqlite3_stmt *statement, int column);
double csqlite_column_double(sqlite3_stmt *statement, int column);
sqlite3_int64 csqlite_column_int64(sqlite3_stmt *statement, int column);

#endif
