#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>
#include <stdint.h>

/// A libcurl easy handle (`CURL *`).
typedef struct ccurl_handle ccurl_handle;
/// A libcurl string list (`struct curl_slist *`).
typedef struct ccurl_slist ccurl_slist;

/// `curl_write_callback`: body or header bytes; return `size * count`, anything else aborts the transfer.
typedef size_t (*ccurl_write_callback)(char *data, size_t size, size_t count, void *userdata);
/// `curl_xferinfo_callback`: progress in bytes (`curl_off_t` is 64-bit); non-zero aborts the transfer.
typedef int (*ccurl_xferinfo_callback)(void *userdata, int64_t dltotal, int64_t dlnow, int64_t ultotal, int64_t ulnow);

/// Loads libcurl with `dlopen` ("libcurl.so.4", then Debian's "libcurl-gnutls.so.4") and runs
/// `curl_global_init(CURL_GLOBAL_ALL)`, once per process (later calls return the first outcome at once; thread-safe).
/// Returns 1 when libcurl is ready; 0 otherwise, with the reason in `ccurl_unavailable_reason()`.
int ccurl_load(void);

/// Why `ccurl_load` failed, in words (the loader's message); "" after a successful load.
const char *ccurl_unavailable_reason(void);

/// `curl_easy_init`; NULL when it fails or libcurl is not loaded.
ccurl_handle *ccurl_easy_init(void);
/// `curl_easy_cleanup`.
void ccurl_easy_cleanup(ccurl_handle *handle);
/// `curl_easy_perform`: the `CURLcode`.
int ccurl_easy_perform(ccurl_handle *handle);

/// `curl_easy_setopt` with a `long` argument (CURLOPTTYPE_LONG options). Returns the `CURLcode`.
int ccurl_setopt_long(ccurl_handle *handle, int option, long value);
/// `curl_easy_setopt` with an object pointer argument (CURLOPTTYPE_OBJECTPOINT, STRINGPOINT, SLISTPOINT, CBPOINT).
int ccurl_setopt_pointer(ccurl_handle *handle, int option, const void *value);
/// `curl_easy_setopt` with a `curl_off_t` argument (CURLOPTTYPE_OFF_T options, e.g. CURLOPT_MAXFILESIZE_LARGE).
int ccurl_setopt_off_t(ccurl_handle *handle, int option, int64_t value);
/// `curl_easy_setopt` with a write-style callback (CURLOPT_WRITEFUNCTION, CURLOPT_HEADERFUNCTION).
int ccurl_setopt_write_callback(ccurl_handle *handle, int option, ccurl_write_callback callback);
/// `curl_easy_setopt` with CURLOPT_XFERINFOFUNCTION's callback type.
int ccurl_setopt_xferinfo_callback(ccurl_handle *handle, int option, ccurl_xferinfo_callback callback);

/// `curl_easy_getinfo` for a CURLINFO_LONG item.
int ccurl_getinfo_long(ccurl_handle *handle, int info, long *value);
/// `curl_easy_getinfo` for a CURLINFO_OFF_T item.
int ccurl_getinfo_off_t(ccurl_handle *handle, int info, int64_t *value);

/// `curl_slist_append`: the list with a copy of `line` appended (NULL on failure).
ccurl_slist *ccurl_slist_append(ccurl_slist *list, const char *line);
/// `curl_slist_free_all`.
void ccurl_slist_free_all(ccurl_slist *list);

#endif
