#ifndef KURS_CNCURSESW_SHIM_H
#define KURS_CNCURSESW_SHIM_H
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

// Swift 6 cannot read C globals such as stdscr, LINES and COLS, nor import the A_* macros.
static inline WINDOW *kurs_stdscr(void) { return stdscr; }
static inline WINDOW *kurs_curscr(void) { return curscr; }
static inline int kurs_lines(void) { return LINES; }
static inline int kurs_cols(void) { return COLS; }
static inline int kurs_colors(void) { return COLORS; }
static inline int kurs_color_pairs(void) { return COLOR_PAIRS; }
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
/// Reads the terminal's size from the kernel (TIOCGWINSZ on stdout, else stdin) and, when it differs from
/// what ncurses holds, resizes ncurses' screen to it (resize_term: no KEY_RESIZE is queued). Needed after
/// SIGCONT: a resize while the process was stopped sends SIGWINCH to the shell, not to kurs.
/// Returns 1 when the size changed, 0 when not or when the kernel does not know it.
static inline int kurs_update_size_from_terminal(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 && ioctl(STDIN_FILENO, TIOCGWINSZ, &size) != 0) return 0;
    if (size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_row == LINES && size.ws_col == COLS) return 0;
    return resize_term(size.ws_row, size.ws_col) == OK ? 1 : 0;
}
static inline int kurs_err(void) { return ERR; }
static inline int kurs_key_code_yes(void) { return KEY_CODE_YES; }

// ---------------------------------------------------------------------------------------------------------
// Signals. Written in C because a handler may only make async-signal-safe calls, which Swift code cannot
// promise (it may retain, release or allocate). Handlers only set flags and write one byte to a self-pipe;
// crash handlers restore the terminal with tcsetattr(2) + write(2) and re-raise with the default action.
// These statics exist once per Swift module that calls them; only TerminalNcurses does.
// ---------------------------------------------------------------------------------------------------------

// The Swift importer does not emit file-scope statics of struct/array type, so the signal state lives in one
// function-local static, reached through this accessor.
struct kurs_signal_state {
    volatile sig_atomic_t quit_signal;   // SIGINT / SIGTERM / SIGHUP number, 0 when none
    volatile sig_atomic_t stop;          // SIGTSTP seen
    volatile sig_atomic_t cont;          // SIGCONT seen
    volatile sig_atomic_t termios_valid;
    volatile sig_atomic_t winch_chained;
    int wake_fd;                         // write end of the self-pipe, -1 when none
    struct termios saved_termios;
    struct sigaction ncurses_winch_action;
    size_t reset_length;
    char reset_sequence[512];
};
static inline struct kurs_signal_state *kurs_state(void) {
    static struct kurs_signal_state state = { 0, 0, 0, 0, 0, -1 };
    return &state;
}
#define kurs_quit_signal_flag (kurs_state()->quit_signal)
#define kurs_stop_flag (kurs_state()->stop)
#define kurs_cont_flag (kurs_state()->cont)
#define kurs_wake_fd (kurs_state()->wake_fd)
#define kurs_saved_termios (kurs_state()->saved_termios)
#define kurs_saved_termios_valid (kurs_state()->termios_valid)
#define kurs_reset_sequence (kurs_state()->reset_sequence)
#define kurs_reset_length (kurs_state()->reset_length)
#define kurs_ncurses_winch_action (kurs_state()->ncurses_winch_action)
#define kurs_winch_chained (kurs_state()->winch_chained)

static inline void kurs_wake(void) {
    if (kurs_wake_fd >= 0) {
        char byte = 1;
        ssize_t ignored = write(kurs_wake_fd, &byte, 1);
        (void)ignored;
    }
}

static void kurs_on_quit_signal(int sig) {
    int saved = errno;
    kurs_quit_signal_flag = sig;
    kurs_wake();
    errno = saved;
}

static void kurs_on_stop_signal(int sig) {
    (void)sig;
    int saved = errno;
    kurs_stop_flag = 1;
    kurs_wake();
    errno = saved;
}

static void kurs_on_cont_signal(int sig) {
    (void)sig;
    int saved = errno;
    kurs_cont_flag = 1;
    kurs_wake();
    errno = saved;
}

static void kurs_on_winch(int sig) {
    int saved = errno;
    if (kurs_winch_chained) {
        if (kurs_ncurses_winch_action.sa_flags & SA_SIGINFO) {
            if (kurs_ncurses_winch_action.sa_sigaction) kurs_ncurses_winch_action.sa_sigaction(sig, NULL, NULL);
        } else if (kurs_ncurses_winch_action.sa_handler != SIG_DFL && kurs_ncurses_winch_action.sa_handler != SIG_IGN) {
            kurs_ncurses_winch_action.sa_handler(sig);
        }
    }
    kurs_wake();
    errno = saved;
}

static void kurs_on_crash_signal(int sig) {
    if (kurs_saved_termios_valid) tcsetattr(STDIN_FILENO, TCSANOW, &kurs_saved_termios);
    if (kurs_reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, kurs_reset_sequence, kurs_reset_length);
        (void)ignored;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static inline int kurs_install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = handler;
    action.sa_flags = flags;
    return sigaction(sig, &action, NULL);
}

/// Saves the terminal's current (cooked) modes for the crash handler. Call before initscr/newterm.
/// Whether terminfo knows `term` and it can address the cursor (`cup`): 1 yes, 0 unknown or too dumb.
/// Probes with setupterm on `fd` and frees the probe again, leaving no screen behind.
static inline int kurs_terminal_can_address_cursor(const char *term, int fd) {
    int err = 0;
    if (setupterm(term, fd, &err) != OK) return 0;
    char *cup = tigetstr("cup");
    int ok = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return ok;
}

static inline void kurs_save_termios(void) {
    if (tcgetattr(STDIN_FILENO, &kurs_saved_termios) == 0) kurs_saved_termios_valid = 1;
}

/// Installs the quit (INT, TERM, HUP), job-control (TSTP, CONT) and crash (SEGV, BUS, ILL, TRAP, ABRT, FPE, QUIT)
/// handlers, writing wake-up bytes to `wake_fd`. Call before initscr/newterm so ncurses leaves them alone.
static inline void kurs_install_signal_handlers(int wake_fd) {
    kurs_wake_fd = wake_fd;
    kurs_install(SIGINT, kurs_on_quit_signal, 0);
    kurs_install(SIGTERM, kurs_on_quit_signal, 0);
    kurs_install(SIGHUP, kurs_on_quit_signal, 0);
    kurs_install(SIGTSTP, kurs_on_stop_signal, SA_RESTART);
    kurs_install(SIGCONT, kurs_on_cont_signal, SA_RESTART);
    int crash[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT };
    for (unsigned i = 0; i < sizeof crash / sizeof crash[0]; i++) {
        kurs_install(crash[i], kurs_on_crash_signal, SA_RESETHAND | SA_NODEFER);
    }
}

/// Wraps the SIGWINCH handler ncurses installed (it stays the owner of resizing: KEY_RESIZE from get_wch)
/// so that a resize also wakes the event loop through the self-pipe. Call after initscr/newterm.
static inline void kurs_chain_sigwinch(void) {
    if (sigaction(SIGWINCH, NULL, &kurs_ncurses_winch_action) != 0) return;
    kurs_winch_chained = 1;
    kurs_install(SIGWINCH, kurs_on_winch, SA_RESTART);
}

/// Puts back the default actions (at endwin time).
static inline void kurs_restore_signal_handlers(void) {
    int all[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT };
    for (unsigned i = 0; i < sizeof all / sizeof all[0]; i++) signal(all[i], SIG_DFL);
    if (kurs_winch_chained) {
        sigaction(SIGWINCH, &kurs_ncurses_winch_action, NULL);
        kurs_winch_chained = 0;
    }
    kurs_wake_fd = -1;
}

/// Records the terminfo strings the crash handler writes (sgr0, cnorm, rmkx, rmcup). Call after initscr.
static inline void kurs_capture_reset_sequence(void) {
    const char *caps[] = { "sgr0", "cnorm", "rmkx", "rmcup" };
    kurs_reset_length = 0;
    for (unsigned i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        const char *s = tigetstr(caps[i]);
        if (s == NULL || s == (char *)-1) continue;
        for (; *s && kurs_reset_length < sizeof kurs_reset_sequence - 3; s++) {
            if (s[0] == '$' && s[1] == '<') {  // terminfo padding "$<5>": not for the terminal
                while (*s && *s != '>') s++;
                if (!*s) break;
                continue;
            }
            kurs_reset_sequence[kurs_reset_length++] = *s;
        }
    }
    kurs_reset_sequence[kurs_reset_length++] = '\r';
    kurs_reset_sequence[kurs_reset_length++] = '\n';
}

/// The pending quit signal number (0 when none), cleared by reading.
static inline int kurs_take_quit_signal(void) { int s = kurs_quit_signal_flag; kurs_quit_signal_flag = 0; return s; }
/// Whether SIGTSTP arrived since the last call.
static inline int kurs_take_stop(void) { int s = kurs_stop_flag; kurs_stop_flag = 0; return s; }
/// Whether SIGCONT arrived since the last call.
static inline int kurs_take_cont(void) { int s = kurs_cont_flag; kurs_cont_flag = 0; return s; }

/// Stops the process with the default SIGTSTP action (the terminal must already be restored with endwin),
/// then, once continued, puts the kurs handler back.
static inline void kurs_stop_self(void) {
    signal(SIGTSTP, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);
    kurs_install(SIGTSTP, kurs_on_stop_signal, SA_RESTART);
}
#endif
