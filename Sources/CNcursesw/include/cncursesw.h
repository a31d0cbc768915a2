#ifndef KURS_CNCURSESW_H
#define KURS_CNCURSESW_H
// ncursesw for the dashboard, through libncursesw.so.6 (and its libtinfo.so.6) loaded with dlopen when the dashboard
// starts (cncursesw_load); <ncursesw/curses.h> from libncurses-dev gives the types and constants only: kurs does not
// link the library. Every other command (`kurs status` runs many times a minute) then never maps ncurses: linked, the
// loader mapped both libraries and bound their symbols at every start of every command.
// Call a cncursesw_* function, or read a global through its accessor, only after cncursesw_load() returned 1.
// SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <limits.h>
#include <stdlib.h>
#include <wchar.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/// Loads libncursesw.so.6 and looks up every function and global below, once per process (later calls return the
/// first outcome at once; thread-safe). 1 when ncurses is ready; 0 otherwise, with the reason in
/// `cncursesw_unavailable_reason()`.
int cncursesw_load(void);

/// Why `cncursesw_load` failed, in words (the loader's message, or the first function or global the library
/// lacks: "libncursesw.so.6 has no wget_wch"); "" after a successful load.
const char *cncursesw_unavailable_reason(void);

// The functions kurs calls, each the ncurses function of the same name without the prefix.
int cncursesw_beep(void);
int cncursesw_cbreak(void);
int cncursesw_clearok(WINDOW *window, bool flag);
int cncursesw_curs_set(int visibility);
void cncursesw_delscreen(SCREEN *screen);
int cncursesw_doupdate(void);
int cncursesw_endwin(void);
bool cncursesw_has_colors(void);
int cncursesw_init_pair(short pair, short foreground, short background);
int cncursesw_intrflush(WINDOW *window, bool flag);
int cncursesw_keypad(WINDOW *window, bool flag);
int cncursesw_mvwadd_wch(WINDOW *window, int y, int x, const cchar_t *character);
SCREEN *cncursesw_newterm(const char *type, FILE *output, FILE *input);
int cncursesw_nodelay(WINDOW *window, bool flag);
int cncursesw_noecho(void);
int cncursesw_nonl(void);
int cncursesw_set_escdelay(int milliseconds);
SCREEN *cncursesw_set_term(SCREEN *screen);
int cncursesw_setcchar(cchar_t *character, const wchar_t *text, attr_t attributes, short pair, const void *options);
int cncursesw_start_color(void);
int cncursesw_use_default_colors(void);
int cncursesw_werase(WINDOW *window);
int cncursesw_wget_wch(WINDOW *window, wint_t *code);
int cncursesw_wnoutrefresh(WINDOW *window);

// ncurses' globals (Swift 6 cannot read C globals such as stdscr, LINES and COLS).
/// The most cells `kurs_put_run` writes at once.
#define KURS_RUN_CAPACITY 512
/// Writes `count` (at most `KURS_RUN_CAPACITY`) characters of one column each, `code_points`, on row `y` of stdscr
/// from column `x` with `attributes` and colour `pair`: one `mvwadd_wchnstr` for the run instead of a `setcchar` and an
/// `mvwadd_wch` a cell. The run is cut at the window's right edge; the cursor does not move. OK or ERR.
int kurs_put_run(int y, int x, const unsigned int *code_points, int count, attr_t attributes, short pair);
WINDOW *kurs_stdscr(void);
WINDOW *kurs_curscr(void);
int kurs_lines(void);
int kurs_cols(void);
int kurs_colors(void);
int kurs_color_pairs(void);

/// Reads the terminal's size from the kernel (TIOCGWINSZ on stdout, else stdin) and, when it differs from
/// what ncurses holds, resizes ncurses' screen to it (resize_term: no KEY_RESIZE is queued). Needed after
/// SIGCONT: a resize while the process was stopped sends SIGWINCH to the shell, not to kurs.
/// Returns 1 when the size changed, 0 when not or when the kernel does not know it.
int kurs_update_size_from_terminal(void);

/// Whether terminfo knows `term` and it can address the cursor (`cup`): 1 yes, 0 unknown or too dumb.
/// Probes with setupterm on `fd` and frees the probe again, leaving no screen behind.
int kurs_terminal_can_address_cursor(const char *term, int fd);

// Constants Swift 6 can't import (the A_* macros, ERR, KEY_CODE_YES), the standard streams, and locale checks.
static inline attr_t kurs_a_normal(void) { return A_NORMAL; }
static inline attr_t kurs_a_bold(void) { return A_BOLD; }
static inline attr_t kurs_a_dim(void) { return A_DIM; }
static inline attr_t kurs_a_underline(void) { return A_UNDERLINE; }
static inline attr_t kurs_a_reverse(void) { return A_REVERSE; }
static inline attr_t kurs_a_italic(void) { return A_ITALIC; }
static inline FILE *kurs_stdin(void) { return stdin; }
static inline FILE *kurs_stdout(void) { return stdout; }
extern int wcwidth(wchar_t c);
/// Columns the C library (and so the terminal, usually) gives code point `c`; -1 for non-printables.
static inline int kurs_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }
/// 1 when the current LC_CTYPE's character set is UTF-8 (after setlocale), else 0 (C/POSIX, ISO-8859-x, …).
static inline int kurs_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf-8") == 0 || strcmp(codeset, "UTF8") == 0
            || strcmp(codeset, "utf8") == 0);
}
/// 1 when code point `c` can be written in the current locale's character set (wcrtomb succeeds), else 0.
static inline int kurs_can_encode(unsigned int c) {
    char bytes[MB_LEN_MAX];
    mbstate_t state;
    memset(&state, 0, sizeof state);
    return wcrtomb(bytes, (wchar_t)c, &state) != (size_t)-1;
}
static inline int kurs_err(void) { return ERR; }
static inline int kurs_key_code_yes(void) { return KEY_CODE_YES; }

/// Records the terminfo strings the crash handler writes (sgr0, cnorm, rmkx, rmcup). Call after newterm.
void kurs_capture_reset_sequence(void);

// Signals (cncursesw.c, written in C because a handler may only make async-signal-safe calls, which Swift code
// cannot promise): the handlers only set flags and write one byte to a self-pipe; crash handlers restore the terminal
// with tcsetattr(2) + write(2) and re-raise with the default action. None of these needs ncurses loaded.

/// Opens the self-pipe the handlers write to: `pipe2` with O_NONBLOCK | O_CLOEXEC (one system call; Glibc's Swift
/// module does not export `pipe2`). Returns 0, or -1 with errno set.
int kurs_open_wake_pipe(int fds[2]);

/// Saves the terminal's current (cooked) modes for the crash handler. Call before newterm.
void kurs_save_termios(void);

/// Installs the quit (INT, TERM, HUP), job-control (TSTP, CONT) and crash (SEGV, BUS, ILL, TRAP, ABRT, FPE, QUIT)
/// handlers, writing wake-up bytes to `wake_fd`. Call before newterm so ncurses leaves them alone.
void kurs_install_signal_handlers(int wake_fd);

/// Wraps the SIGWINCH handler ncurses installed (it stays the owner of resizing: KEY_RESIZE from get_wch)
/// so that a resize also wakes the event loop through the self-pipe. Call after newterm.
void kurs_chain_sigwinch(void);

/// Puts back the default actions (at endwin time).
void kurs_restore_signal_handlers(void);

/// The pending quit signal number (0 when none), cleared by reading.
int kurs_take_quit_signal(void);
/// Whether SIGTSTP arrived since the last call.
int kurs_take_stop(void);
/// Whether SIGCONT arrived since the last call.
int kurs_take_cont(void);

/// Stops the process with the default SIGTSTP action (the terminal must already be restored with endwin),
/// then, once continued, puts the kurs handler back.
void kurs_stop_self(void);
#endif
