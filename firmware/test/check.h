/* A very small test framework: CHECK records a failure with its place and goes on. */
#ifndef DAMA_CHECK_H
#define DAMA_CHECK_H

#include <stdio.h>
#include <string.h>

extern int checks_run, checks_failed;
extern const char *current_test;

#define CHECK(cond)                                                                       \
    do {                                                                                  \
        checks_run++;                                                                     \
        if (!(cond)) {                                                                    \
            checks_failed++;                                                              \
            printf("FAIL %s (%s:%d): %s\n", current_test, __FILE__, __LINE__, #cond);    \
        }                                                                                 \
    } while (0)

#define CHECK_EQ_INT(got, want)                                                           \
    do {                                                                                  \
        long long got_ = (long long)(got), want_ = (long long)(want);                     \
        checks_run++;                                                                     \
        if (got_ != want_) {                                                              \
            checks_failed++;                                                              \
            printf("FAIL %s (%s:%d): %s is %lld, expected %lld\n", current_test, __FILE__, \
                   __LINE__, #got, got_, want_);                                          \
        }                                                                                 \
    } while (0)

#define CHECK_EQ_STR(got, want, where)                                                    \
    do {                                                                                  \
        const char *got_ = (got), *want_ = (want);                                        \
        checks_run++;                                                                     \
        if (strcmp(got_, want_) != 0) {                                                   \
            checks_failed++;                                                              \
            printf("FAIL %s (%s:%d) %s:\n  got      \"", current_test, __FILE__, __LINE__,  \
                   where);                                                                \
            print_escaped(got_);                                                          \
            printf("\"\n  expected \"");                                                  \
            print_escaped(want_);                                                         \
            printf("\"\n");                                                               \
        }                                                                                 \
    } while (0)

void print_escaped(const char *text);

typedef void (*test_function)(void);
#define RUN(test)                                                                         \
    do {                                                                                  \
        current_test = #test;                                                             \
        test();                                                                           \
    } while (0)

void frame_tests(void);
void debounce_tests(void);
void board_tests(void);

#endif
