// ncursesw loaded with dlopen when the dashboard starts (see cncursesw.h): a table of the functions and globals kurs
// uses, filled once, one forwarding function per function; and the dashboard's signal handlers.
#define _GNU_SOURCE  // pipe2
#include "cncursesw.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>

#define CNCURSESW_FUNCTIONS(X)                                                                                   \
    X(beep, int, (void), ())                                                                                     \
    X(cbreak, int, (void), ())                                                                                   \
    X(clearok, int, (WINDOW * window, bool flag), (window, flag))                                                \
    X(curs_set, int, (int visibility), (visibility))                                                             \
    X(delscreen, void, (SCREEN * screen), (screen))                                                              \
    X(doupdate, int, (void), ())                                                                                 \
    X(endwin, int, (void), ())                                                                                   \
    X(has_colors, bool, (void), ())                                                                              \
    X(init_pair, int, (short pair, short foreground, short background), (pair, foreground, background))          \
    X(intrflush, int, (WINDOW * window, bool flag), (window, flag))                                              \
    X(keypad, int, (WINDOW * window, bool flag), (window, flag))                                                 \
    X(mvwadd_wch, int, (WINDOW * window, int y, int x, const cchar_t *character), (window, y, x, character))    \
    X(newterm, SCREEN *, (const char *type, FILE *output, FILE *input), (type, output, input))                   \
    X(nodelay, int, (WINDOW * window, bool flag), (window, flag))                                                \
    X(noecho, int, (void), ())                                                                                   \
    X(nonl, int, (void), ())                                                                                     \
    X(set_escdelay, int, (int milliseconds), (milliseconds))                                                     \
    X(set_term, SCREEN *, (SCREEN * screen), (screen))                                                           \
    X(setcchar, int, (cchar_t * character, const wchar_t *text, attr_t attributes, short pair, const void *options), \
      (character, text, attributes, pair, options))                                                              \
    X(start_color, int, (void), ())                                                                              \
    X(use_default_colors, int, (void), ())                                                                       \
    X(werase, int, (WINDOW * window), (window))                                                                  \
    X(wget_wch, int, (WINDOW * window, wint_t *code), (window, code))                                            \
    X(wnoutrefresh, int, (WINDOW * window), (window))

// Used by the functions of this file only.
#define CNCURSESW_INTERNAL_FUNCTIONS(X)                                                                          \
    X(mvwadd_wchnstr, int, (WINDOW * window, int y, int x, const cchar_t *characters, int count),                \
      (window, y, x, characters, count))                                                                         \
    X(resize_term, int, (int height, int width), (height, width))                                              \
    X(setupterm, int, (const char *term, int fd, int *error), (term, fd, error))                                 \
    X(tigetstr, char *, (const char *name), (name))                                                              \
    X(del_curterm, int, (TERMINAL * terminal), (terminal))

#define CNCURSESW_GLOBALS(X)                                                                                     \
    X(stdscr, WINDOW *)                                                                                          \
    X(curscr, WINDOW *)                                                                                          \
    X(LINES, int)                                                                                                \
    X(COLS, int)                                                                                                 \
    X(COLORS, int)                                                                                               \
    X(COLOR_PAIRS, int)                                                                                          \
    X(cur_term, TERMINAL *)

#define FUNCTION_FIELD(name, result, parameters, arguments) result(*name) parameters;
#define GLOBAL_FIELD(name, type) type *global_##name;
static struct {
    CNCURSESW_FUNCTIONS(FUNCTION_FIELD)
    CNCURSESW_INTERNAL_FUNCTIONS(FUNCTION_FIELD)
    CNCURSESW_GLOBALS(GLOBAL_FIELD)
} ncurses;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char reason[512] = "libncursesw.so.6 could not be loaded";

static void load(void) {
    void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *error = dlerror();
        if (error) snprintf(reason, sizeof reason, "%s", error);
        return;
    }
    int found = 1;
// The reason names the first name missing (a library that lacks one usually lacks several).
#define BIND(name, result, parameters, arguments)                                                              \
    ncurses.name = (result(*) parameters)dlsym(library, #name);                                               \
    if (!ncurses.name && found) {                                                                                     \
        snprintf(reason, sizeof reason, "libncursesw.so.6 has no " #name);                                     \
        found = 0;                                                                                             \
    }
#define BIND_GLOBAL(name, type)                                                                                \
    ncurses.global_##name = (type *)dlsym(library, #name);                                           \
    if (!ncurses.global_##name && found) {                                                                            \
        snprintf(reason, sizeof reason, "libncursesw.so.6 has no " #name);                           \
        found = 0;                                                                                             \
    }
    CNCURSESW_FUNCTIONS(BIND)
    CNCURSESW_INTERNAL_FUNCTIONS(BIND)
    CNCURSESW_GLOBALS(BIND_GLOBAL)
    if (found) {
        loaded = 1;
        reason[0] = 0;
    }
}

int cncursesw_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *cncursesw_unavailable_reason(void) { return reason; }

// `(ncurses.name)arguments`: some of the names are also function-like macros of curses.h (mvwadd_wch).
#define FORWARD(name, result, parameters, arguments)                                                           \
    result cncursesw_##name parameters { return (ncurses.name)arguments; }
CNCURSESW_FUNCTIONS(FORWARD)

int kurs_put_run(int y, int x, const unsigned int *code_points, int count, attr_t attributes, short pair) {
    cchar_t cells[KURS_RUN_CAPACITY];
    if (count > KURS_RUN_CAPACITY) count = KURS_RUN_CAPACITY;
    if (count <= 0) return OK;
    // One cell made by setcchar, the others copies of it with their own character (each one column wide).
    wchar_t text[2] = { (wchar_t)code_points[0], 0 };
    if ((ncurses.setcchar)(&cells[0], text, attributes, pair, NULL) == ERR) return ERR;
    for (int index = 1; index < count; index++) {
        cells[index] = cells[0];
        cells[index].chars[0] = (wchar_t)code_points[index];
    }
    return (ncurses.mvwadd_wchnstr)(*ncurses.global_stdscr, y, x, cells, count);
}

WINDOW *kurs_stdscr(void) { return *ncurses.global_stdscr; }
WINDOW *kurs_curscr(void) { return *ncurses.global_curscr; }
int kurs_lines(void) { return *ncurses.global_LINES; }
int kurs_cols(void) { return *ncurses.global_COLS; }
int kurs_colors(void) { return *ncurses.global_COLORS; }
int kurs_color_pairs(void) { return *ncurses.global_COLOR_PAIRS; }

int kurs_update_size_from_terminal(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 && ioctl(STDIN_FILENO, TIOCGWINSZ, &size) != 0) return 0;
    if (size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_row == kurs_lines() && size.ws_col == kurs_cols()) return 0;
    return ncurses.resize_term(size.ws_row, size.ws_col) == OK ? 1 : 0;
}

int kurs_terminal_can_address_cursor(const char *term, int fd) {
    int err = 0;
    if (ncurses.setupterm(term, fd, &err) != OK) return 0;
    char *cup = ncurses.tigetstr("cup");
    int ok = cup != NULL && cup != (char *)-1;
    ncurses.del_curterm(*ncurses.global_cur_term);
    return ok;
}

// ---------------------------------------------------------------------------------------------------------
// Signals. Written in C because a handler may only make async-signal-safe calls, which Swift code cannot
// promise (it may retain, release or allocate). Handlers only set flags and write one byte to a self-pipe;
// crash handlers restore the terminal with tcsetattr(2) + write(2) and re-raise with the default action.
// ---------------------------------------------------------------------------------------------------------

static struct {
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
} state = { 0, 0, 0, 0, 0, -1 };

static void wake(void) {
    if (state.wake_fd >= 0) {
        char byte = 1;
        ssize_t ignored = write(state.wake_fd, &byte, 1);
        (void)ignored;
    }
}

static void on_quit_signal(int sig) {
    int saved = errno;
    state.quit_signal = sig;
    wake();
    errno = saved;
}

static void on_stop_signal(int sig) {
    (void)sig;
    int saved = errno;
    state.stop = 1;
    wake();
    errno = saved;
}

static void on_cont_signal(int sig) {
    (void)sig;
    int saved = errno;
    state.cont = 1;
    wake();
    errno = saved;
}

static void on_winch(int sig) {
    int saved = errno;
    if (state.winch_chained) {
        if (state.ncurses_winch_action.sa_flags & SA_SIGINFO) {
            if (state.ncurses_winch_action.sa_sigaction) state.ncurses_winch_action.sa_sigaction(sig, NULL, NULL);
        } else if (state.ncurses_winch_action.sa_handler != SIG_DFL && state.ncurses_winch_action.sa_handler != SIG_IGN) {
            state.ncurses_winch_action.sa_handler(sig);
        }
    }
    wake();
    errno = saved;
}

static void on_crash_signal(int sig) {
    if (state.termios_valid) tcsetattr(STDIN_FILENO, TCSANOW, &state.saved_termios);
    if (state.reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, state.reset_sequence, state.reset_length);
        (void)ignored;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static int install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = handler;
    action.sa_flags = flags;
    return sigaction(sig, &action, NULL);
}

int kurs_open_wake_pipe(int fds[2]) {
    return pipe2(fds, O_NONBLOCK | O_CLOEXEC);
}

void kurs_save_termios(void) {
    if (tcgetattr(STDIN_FILENO, &state.saved_termios) == 0) state.termios_valid = 1;
}

void kurs_install_signal_handlers(int wake_fd) {
    state.wake_fd = wake_fd;
    install(SIGINT, on_quit_signal, 0);
    install(SIGTERM, on_quit_signal, 0);
    install(SIGHUP, on_quit_signal, 0);
    install(SIGTSTP, on_stop_signal, SA_RESTART);
    install(SIGCONT, on_cont_signal, SA_RESTART);
    int crash[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT };
    for (unsigned i = 0; i < sizeof crash / sizeof crash[0]; i++) {
        install(crash[i], on_crash_signal, SA_RESETHAND | SA_NODEFER);
    }
}

void kurs_chain_sigwinch(void) {
    if (sigaction(SIGWINCH, NULL, &state.ncurses_winch_action) != 0) return;
    state.winch_chained = 1;
    install(SIGWINCH, on_winch, SA_RESTART);
}

void kurs_restore_signal_handlers(void) {
    int all[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT };
    for (unsigned i = 0; i < sizeof all / sizeof all[0]; i++) signal(all[i], SIG_DFL);
    if (state.winch_chained) {
        sigaction(SIGWINCH, &state.ncurses_winch_action, NULL);
        state.winch_chained = 0;
    }
    state.wake_fd = -1;
}

void kurs_capture_reset_sequence(void) {
    const char *caps[] = { "sgr0", "cnorm", "rmkx", "rmcup" };
    state.reset_length = 0;
    for (unsigned i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        const char *s = ncurses.tigetstr(caps[i]);
        if (s == NULL || s == (char *)-1) continue;
        for (; *s && state.reset_length < sizeof state.reset_sequence - 3; s++) {
            if (s[0] == '$' && s[1] == '<') {  // terminfo padding "$<5>": not for the terminal
                while (*s && *s != '>') s++;
                if (!*s) break;
                continue;
            }
            state.reset_sequence[state.reset_length++] = *s;
        }
    }
    state.reset_sequence[state.reset_length++] = '\r';
    state.reset_sequence[state.reset_length++] = '\n';
}

int kurs_take_quit_signal(void) { int s = state.quit_signal; state.quit_signal = 0; return s; }
int kurs_take_stop(void) { int s = state.stop; state.stop = 0; return s; }
int kurs_take_cont(void) { int s = state.cont; state.cont = 0; return s; }

void kurs_stop_self(void) {
    signal(SIGTSTP, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);
    install(SIGTSTP, on_stop_signal, SA_RESTART);
}
