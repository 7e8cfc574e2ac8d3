/* Frames of the sensor board protocol (docs/protocol.md): $TYPE[,field]*CRC\n
 *
 * A frame starts at the last '$' of its line (bytes before it are junk); it is at most
 * FRAME_MAX bytes from '$' to '\n', a '\r' just before the '\n' not counted. A line
 * with no '$' at all is a bad frame, an empty line is nothing.
 *
 * Writing: frame_begin, frame_add_*, frame_finish, then send text[0..length).
 * Reading: frame_feed takes one byte at a time (bytes in, verdicts out) and says when a
 * line ended in a valid frame or in which way it was bad. It keeps no other state.
 */
#ifndef DAMA_FRAME_H
#define DAMA_FRAME_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"

typedef struct {
    char text[FRAME_MAX + 1]; /* NUL-terminated for tests and debugging */
    uint8_t length;
} frame_out;

void frame_begin(frame_out *f, char type);
void frame_add_uint(frame_out *f, uint16_t value);
void frame_add_text(frame_out *f, const char *text);
/* A bit map as `digits` upper-case hexadecimal digits, most significant first:
 * bit b of the number is bit b%8 of bits[b/8]. */
void frame_add_hex_map(frame_out *f, const uint8_t *bits, uint8_t digits);
/* Append *CRC and the line end. */
void frame_finish(frame_out *f);

typedef enum {
    FRAME_PENDING,    /* the line is not over (or it was empty) */
    FRAME_VALID,      /* a well-formed frame with the right CRC: type and fields are set */
    FRAME_BAD_CRC,    /* answered with E,CRC */
    FRAME_TOO_LONG,   /* answered with E,LEN */
    FRAME_BAD_SYNTAX, /* answered with E,SYN */
} frame_status;

typedef struct {
    char text[FRAME_MAX];  /* the frame from its '$' to the last CRC digit */
    uint8_t length;        /* bytes kept in text */
    uint8_t frame_length;  /* bytes of the frame so far (kept or not), up to 255 */
    bool started;          /* a '$' was seen on this line */
    bool junk;             /* bytes other than '\r' came before any '$' */
    bool unprintable;      /* a byte that is not printable ASCII was seen after '$' */
    bool carriage_return;  /* the last byte was '\r': ignored if the line ends now */
    /* set when frame_feed returns FRAME_VALID, valid until the next call */
    char type;
    const char *fields;    /* what follows "TYPE," (not NUL-terminated) */
    uint8_t fields_length;
    bool has_fields;       /* a ',' followed the type */
} frame_in;

void frame_in_reset(frame_in *p);
frame_status frame_feed(frame_in *p, uint8_t byte);

#endif
