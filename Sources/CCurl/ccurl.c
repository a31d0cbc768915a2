// Non-variadic wrappers around libcurl's easy interface, which is loaded with dlopen on first use: kurs does not
// link libcurl (linking would map it and its ~35 libraries into every process at start). The variadic
// curl_easy_setopt / curl_easy_getinfo are called here, from C, through variadic function pointer types, so each
// argument is passed exactly as libcurl's va_arg reads it.
#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef void *(*easy_init_fn)(void);
typedef void (*easy_cleanup_fn)(void *);
typedef int (*easy_perform_fn)(void *);
typedef int (*easy_setopt_fn)(void *, int, ...);
typedef int (*easy_getinfo_fn)(void *, int, ...);
typedef void *(*slist_append_fn)(void *, const char *);
typedef void (*slist_free_all_fn)(void *);
typedef int (*global_init_fn)(long);

enum { ccurl_global_all = 3 };  // CURL_GLOBAL_ALL

static struct {
    easy_init_fn easy_init;
    easy_cleanup_fn easy_cleanup;
    easy_perform_fn easy_perform;
    easy_setopt_fn easy_setopt;
    easy_getinfo_fn easy_getinfo;
    slist_append_fn slist_append;
    slist_free_all_fn slist_free_all;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char reason[512] = "libcurl.so.4 could not be loaded";

/// Looks up every function kurs uses in `library`; 1 when all are there and curl_global_init succeeded.
static int bind_library(void *library) {
    global_init_fn global_init = (global_init_fn)dlsym(library, "curl_global_init");
    curl.easy_init = (easy_init_fn)dlsym(library, "curl_easy_init");
    curl.easy_cleanup = (easy_cleanup_fn)dlsym(library, "curl_easy_cleanup");
    curl.easy_perform = (easy_perform_fn)dlsym(library, "curl_easy_perform");
    curl.easy_setopt = (easy_setopt_fn)dlsym(library, "curl_easy_setopt");
    curl.easy_getinfo = (easy_getinfo_fn)dlsym(library, "curl_easy_getinfo");
    curl.slist_append = (slist_append_fn)dlsym(library, "curl_slist_append");
    curl.slist_free_all = (slist_free_all_fn)dlsym(library, "curl_slist_free_all");
    return global_init && curl.easy_init && curl.easy_cleanup && curl.easy_perform && curl.easy_setopt &&
        curl.easy_getinfo && curl.slist_append && curl.slist_free_all && global_init(ccurl_global_all) == 0;
}

static void load(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        // Lazily bound: libcurl's ~35 libraries (OpenSSL, GnuTLS, Kerberos, LDAP, …) bind a function at its first call
        // instead of all their relocations at load, which shortens the fetch helper's way to its first request. The
        // helper installs no signal handler that could make that first call.
        void *library = dlopen(names[i], RTLD_LAZY);
        if (!library) {
            const char *error = dlerror();
            if (i == 0 && error) snprintf(reason, sizeof reason, "%s", error);
            continue;
        }
        if (bind_library(library)) {
            loaded = 1;
            reason[0] = '\0';
            return;
        }
        snprintf(reason, sizeof reason, "%s lacks the easy interface or failed to initialise", names[i]);
    }
}

int ccurl_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *ccurl_unavailable_reason(void) {
    ccurl_load();
    return reason;
}

ccurl_handle *ccurl_easy_init(void) { return ccurl_load() ? (ccurl_handle *)curl.easy_init() : NULL; }

void ccurl_easy_cleanup(ccurl_handle *handle) { curl.easy_cleanup(handle); }

int ccurl_easy_perform(ccurl_handle *handle) { return curl.easy_perform(handle); }

int ccurl_setopt_long(ccurl_handle *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }

int ccurl_setopt_pointer(ccurl_handle *handle, int option, const void *value) {
    return curl.easy_setopt(handle, option, value);
}

int ccurl_setopt_off_t(ccurl_handle *handle, int option, int64_t value) {
    return curl.easy_setopt(handle, option, value);  // curl_off_t is int64_t's type on glibc (long on LP64)
}

int ccurl_setopt_write_callback(ccurl_handle *handle, int option, ccurl_write_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int ccurl_setopt_xferinfo_callback(ccurl_handle *handle, int option, ccurl_xferinfo_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int ccurl_getinfo_long(ccurl_handle *handle, int info, long *value) { return curl.easy_getinfo(handle, info, value); }

int ccurl_getinfo_off_t(ccurl_handle *handle, int info, int64_t *value) {
    return curl.easy_getinfo(handle, info, value);
}

ccurl_slist *ccurl_slist_append(ccurl_slist *list, const char *line) {
    return (ccurl_slist *)curl.slist_append(list, line);
}

void ccurl_slist_free_all(ccurl_slist *list) { curl.slist_free_all(list); }
