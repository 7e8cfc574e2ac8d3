#include "frame.h"

#include "crc16.h"

static const char HEX[16] = "0123456789ABCDEF";

/* ------------------------------------------------------------------ writing */

static void put(frame_out *f, char c)
{
    /* The settings' static asserts keep every frame within FRAME_MAX; never overrun. */
    if (f->length < FRAME_MAX)
        f->text[f->length++] = c;
    f->text[f->length] = '\0';
}

void frame_begin(frame_out *f, char type)
{
    f->length = 0;
    put(f, '$');
    put(f, type);
}

void frame_add_uint(frame_out *f, uint16_t value)
{
    char digits[5];
    uint8_t n = 0;
    do {
        digits[n++] = (char)('0' + value % 10);
        value /= 10;
    } while (value);
    put(f, ',');
    while (n)
        put(f, digits[--n]);
}

void frame_add_text(frame_out *f, const char *text)
{
    put(f, ',');
    while (*text)
        put(f, *text++);
}

void frame_add_hex_map(frame_out *f, const uint8_t *bits, uint8_t digits)
{
    put(f, ',');
    while (digits--) {
        uint8_t nibble = (uint8_t)(bits[digits / 2] >> (4 * (digits % 2))) & 0x0F;
        put(f, HEX[nibble]);
    }
}

void frame_finish(frame_out *f)
{
    uint16_t crc = crc16(f->text + 1, (uint8_t)(f->length - 1));
    put(f, '*');
    for (int8_t shift = 12; shift >= 0; shift -= 4)
        put(f, HEX[(crc >> shift) & 0x0F]);
    put(f, '\n');
}

/* ------------------------------------------------------------------ reading */

void frame_in_reset(frame_in *p)
{
    p->length = 0;
    p->frame_length = 0;
    p->started = false;
    p->junk = false;
    p->unprintable = false;
    p->carriage_return = false;
}

static int8_t hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return (int8_t)(c - '0');
    if (c >= 'A' && c <= 'F')
        return (int8_t)(c - 'A' + 10);
    return -1; /* lower case is not a protocol hex digit */
}

/* The verdict on a finished line that had a '$': text[0..length) is "$body*CRC". */
static frame_status judge(frame_in *p)
{
    if (p->length < 7 || p->text[p->length - 5] != '*')
        return FRAME_BAD_SYNTAX;
    uint16_t sent = 0;
    for (uint8_t i = p->length - 4; i < p->length; i++) {
        int8_t v = hex_value(p->text[i]);
        if (v < 0)
            return FRAME_BAD_SYNTAX;
        sent = (uint16_t)(sent << 4 | (uint8_t)v);
    }
    /* the checksum first (as the host does): a garbled byte is a CRC error */
    const char *body = p->text + 1;
    uint8_t body_length = (uint8_t)(p->length - 6);
    if (crc16(body, body_length) != sent)
        return FRAME_BAD_CRC;
    for (uint8_t i = 0; i < body_length; i++)
        if (body[i] == '*')
            return FRAME_BAD_SYNTAX;
    if (p->unprintable || body[0] < 'A' || body[0] > 'Z' ||
        (body_length > 1 && body[1] != ','))
        return FRAME_BAD_SYNTAX;
    p->type = body[0];
    p->has_fields = body_length > 1;
    p->fields = body + 2;
    p->fields_length = p->has_fields ? (uint8_t)(body_length - 2) : 0;
    return FRAME_VALID;
}

static void take(frame_in *p, uint8_t byte)
{
    if (byte == '$') {
        /* a frame starts at the last '$' of its line: what came before is junk */
        p->started = true;
        p->unprintable = false;
        p->length = 0;
        p->frame_length = 0;
    } else if (!p->started) {
        p->junk = true;
        return;
    } else if (byte < 0x20 || byte > 0x7E) {
        p->unprintable = true;
    }
    if (p->frame_length < 255)
        p->frame_length++;
    if (p->length < sizeof p->text)
        p->text[p->length++] = (char)byte;
}

frame_status frame_feed(frame_in *p, uint8_t byte)
{
    if (byte != '\n') {
        /* a '\r' counts only when something other than the line end follows it */
        if (p->carriage_return)
            take(p, '\r');
        p->carriage_return = byte == '\r';
        if (byte != '\r')
            take(p, byte);
        return FRAME_PENDING;
    }
    frame_status status;
    if (p->started && p->frame_length + 1 > FRAME_MAX)
        status = FRAME_TOO_LONG;
    else if (p->started)
        status = judge(p);
    else
        status = p->junk ? FRAME_BAD_SYNTAX : FRAME_PENDING; /* an empty line says nothing */
    frame_in_reset(p);
    return status;
}
