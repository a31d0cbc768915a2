// SQLite loaded with dlopen on first use (see csqlite.h): a table of the functions kurs calls, filled once, and one
// forwarding function per entry.
#include "csqlite.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define CSQLITE_FUNCTIONS(X)                                                                                     \
    X(open_v2, int, (const char *, sqlite3 **, int, const char *))                                            \
    X(close_v2, int, (sqlite3 *))                                                                              \
    X(errmsg, const char *, (sqlite3 *))                                                                       \
    X(errstr, const char *, (int))                                                                             \
    X(busy_timeout, int, (sqlite3 *, int))                                                                     \
    X(extended_result_codes, int, (sqlite3 *, int))                                                            \
    X(db_readonly, int, (sqlite3 *, const char *))                                                             \
    X(exec, int, (sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *, char **))           \
    X(free, void, (void *))                                                                                    \
    X(prepare_v2, int, (sqlite3 *, const char *, int, sqlite3_stmt **, const char **))                        \
    X(finalize, int, (sqlite3_stmt *))                                                                         \
    X(bind_text, int, (sqlite3_stmt *, int, const char *, int, void (*)(void *)))                             \
    X(bind_double, int, (sqlite3_stmt *, int, double))                                                         \
    X(bind_int64, int, (sqlite3_stmt *, int, sqlite3_int64))                                                   \
    X(bind_null, int, (sqlite3_stmt *, int))                                                                   \
    X(step, int, (sqlite3_stmt *))                                                                             \
    X(column_type, int, (sqlite3_stmt *, int))                                                                 \
    X(column_text, const unsigned char *, (sqlite3_stmt *, int))                                               \
    X(column_double, double, (sqlite3_stmt *, int))                                                            \
    X(column_int64, sqlite3_int64, (sqlite3_stmt *, int))

#define FIELD(name, result, parameters) result(*name) parameters;
static struct { CSQLITE_FUNCTIONS(FIELD) } sqlite;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char reason[512] = "libsqlite3.so.0 could not be loaded";

static void load(void) {
    void *library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *error = dlerror();
        if (error) snprintf(reason, sizeof reason, "%s", error);
        return;
    }
    int found = 1;
#define BIND(name, result, parameters)                                                                         \
    sqlite.name = (result(*) parameters)dlsym(library, "sqlite3_" #name);                                   \
    if (!sqlite.name) {                                                                                        \
        snprintf(reason, sizeof reason, "libsqlite3.so.0 has no sqlite3_" #name);                              \
        found = 0;                                                                                             \
    }
    CSQLITE_FUNCTIONS(BIND)
    if (found) {
        loaded = 1;
        reason[0] = 0;
    }
}

int csqlite_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *csqlite_unavailable_reason(void) { return reason; }

int csqlite_open_v2(const char *filename, sqlite3 **db, int flags, const char *vfs) {
    return sqlite.open_v2(filename, db, flags, vfs);
}
int csqlite_close_v2(sqlite3 *db) { return sqlite.close_v2(db); }
const char *csqlite_errmsg(sqlite3 *db) { return sqlite.errmsg(db); }
const char *csqlite_errstr(int code) { return sqlite.errstr(code); }
int csqlite_busy_timeout(sqlite3 *db, int milliseconds) { return sqlite.busy_timeout(db, milliseconds); }
int csqlite_extended_result_codes(sqlite3 *db, int onoff) { return sqlite.extended_result_codes(db, onoff); }
int csqlite_db_readonly(sqlite3 *db, const char *name) { return sqlite.db_readonly(db, name); }
int csqlite_exec(sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **), void *argument,
                 char **errmsg) {
    return sqlite.exec(db, sql, callback, argument, errmsg);
}
void csqlite_free(void *pointer) { sqlite.free(pointer); }
int csqlite_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail) {
    return sqlite.prepare_v2(db, sql, bytes, statement, tail);
}
int csqlite_finalize(sqlite3_stmt *statement) { return sqlite.finalize(statement); }
int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *)) {
    return sqlite.bind_text(statement, index, text, bytes, destructor);
}
int csqlite_bind_double(sqlite3_stmt *statement, int index, double value) {
    return sqlite.bind_double(statement, index, value);
}
int csqlite_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value) {
    return sqlite.bind_int64(statement, index, value);
}
int csqlite_bind_null(sqlite3_stmt *statement, int index) { return sqlite.bind_null(statement, index); }
int csqlite_step(sqlite3_stmt *statement) { return sqlite.step(statement); }
int csqlite_column_type(sqlite3_stmt *statement, int column) { return sqlite.column_type(statement, column); }
const unsigned char *csqlite_column_text(sqlite3_stmt *statement, int column) {
    return sqlite.column_text(statement, column);
}
double csqlite_column_double(sqlite3_stmt *statement, int column) { return sqlite.column_double(statement, column); }
sqlite3_int64 csqlite_column_int64(sqlite3_stmt *statement, int column) {
    return sqlite.column_int64(statement, column);
}
