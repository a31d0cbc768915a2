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
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift 6 cannot read C globals such as stdscr, LINES and COLS, nor import the A_* macros.
static inline WINDOW *kurs_stdscr(void) { return stdscr; }
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
static inline int kurs_err(void) { return ERR; }
static inline int kurs_key_code_yes(void) { return KEY_CODE_YES; }
#endif
