/* Framing: CRC-16/CCITT-FALSE, writing frames, and the byte-by-byte reader. */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "crc16.h"
#include "frame.h"

static const char *status_name(frame_status s)
{
    switch (s) {
    case FRAME_PENDING: return "pending";
    case FRAME_VALID: return "valid";
    case FRAME_BAD_CRC: return "CRC";
    case FRAME_TOO_LONG: return "LEN";
    case FRAME_BAD_SYNTAX: return "SYN";
    }
    return "?";
}

/* Feed every byte; return the verdicts that were not "pending", space-separated, and the
 * type and fields of the last valid frame ("Q" or "D,0F1B"). */
static frame_in reader;
static char last_frame[FRAME_MAX + 1];

static const char *feed_all(const char *bytes, size_t count)
{
    static char verdicts[256];
    verdicts[0] = '\0';
    last_frame[0] = '\0';
    frame_in_reset(&reader);
    for (size_t i = 0; i < count; i++) {
        frame_status s = frame_feed(&reader, (uint8_t)bytes[i]);
        if (s == FRAME_PENDING)
            continue;
        if (verdicts[0])
            strcat(verdicts, " ");
        strcat(verdicts, status_name(s));
        if (s == FRAME_VALID) {
            last_frame[0] = reader.type;
            last_frame[1] = '\0';
            if (reader.has_fields) {
                strcat(last_frame, ",");
                strncat(last_frame, reader.fields, reader.fields_length);
            }
        }
    }
    return verdicts;
}

static void crc_check_value_of_123456789_is_29B1(void)
{
    CHECK_EQ_INT(crc16("123456789", 9), 0x29B1);
    CHECK_EQ_INT(crc16("", 0), 0xFFFF);
}

static void written_frames_match_the_protocol_examples(void)
{
    static const uint8_t start[4] = {0xFF, 0x0F, 0xF0, 0xFF}; /* squares 1-12, 21-32 */
    frame_out f;

    frame_begin(&f, 'Q');
    frame_finish(&f);
    CHECK_EQ_STR(f.text, "$Q*AB24\n", "Q");

    frame_begin(&f, 'H');
    frame_add_uint(&f, 1);
    frame_add_text(&f, "DAMA-0001");
    frame_add_uint(&f, 32);
    frame_add_text(&f, "1.0.0");
    frame_finish(&f);
    CHECK_EQ_STR(f.text, "$H,1,DAMA-0001,32,1.0.0*0237\n", "hello");

    frame_begin(&f, 'S');
    frame_add_uint(&f, 0);
    frame_add_hex_map(&f, start, 8);
    frame_finish(&f);
    CHECK_EQ_STR(f.text, "$S,0,FFF00FFF*60F3\n", "snapshot");

    frame_begin(&f, 'C');
    frame_add_uint(&f, 2);
    frame_add_uint(&f, 18);
    frame_add_uint(&f, 1);
    frame_finish(&f);
    CHECK_EQ_STR(f.text, "$C,2,18,1*47F5\n", "change");

    frame_begin(&f, 'D');
    frame_add_text(&f, "0F1B00000000000000");
    frame_finish(&f);
    CHECK_EQ_STR(f.text, "$D,0F1B00000000000000*EB73\n", "display");

    frame_begin(&f, 'S');
    frame_add_uint(&f, 255);
    frame_add_hex_map(&f, start, 8);
    frame_finish(&f);
    CHECK_EQ_INT(f.length, strlen("$S,255,FFF00FFF*XXXX\n"));
}

static void occupancy_of_a_50_square_board_has_13_digits(void)
{
    /* squares 1-20 and 31-50 (the start of international draughts) */
    uint8_t map[7] = {0};
    for (unsigned s = 1; s <= 50; s++)
        if (s <= 20 || s >= 31)
            map[(s - 1) / 8] |= (uint8_t)(1u << ((s - 1) % 8));
    frame_out f;
    frame_begin(&f, 'S');
    frame_add_uint(&f, 0);
    frame_add_hex_map(&f, map, 13);
    CHECK_EQ_STR(f.text, "$S,0,3FFFFC00FFFFF", "50 squares");
}

static void frames_round_trip(void)
{
    static const char *const fields[] = {"", "0F1B00000000000000", "1", "DAMA-0001", "255"};
    static const char types[] = "QRDLHSCBAE";
    for (const char *type = types; *type; type++) {
        for (unsigned i = 0; i < sizeof fields / sizeof *fields; i++) {
            frame_out f;
            char want[FRAME_MAX + 1];
            frame_begin(&f, *type);
            if (fields[i][0])
                frame_add_text(&f, fields[i]);
            frame_finish(&f);
            snprintf(want, sizeof want, "%c%s%s", *type, fields[i][0] ? "," : "", fields[i]);
            CHECK_EQ_STR(feed_all(f.text, f.length), "valid", f.text);
            CHECK_EQ_STR(last_frame, want, f.text);
        }
    }
}

/* Every single-byte corruption of a frame is caught (CRC-16 finds every error burst of
 * at most 16 bits); none of them reads as a valid frame. */
static void a_corrupted_frame_is_rejected(void)
{
    static const char *const frames[] = {"$D,0F1B00000000000000*EB73\n", "$Q*AB24\n",
                                         "$L,2*F1CA\n"};
    static const uint8_t replacements[] = {'0', '1', 'A', 'F', 'Z', ',', '*', '$', ' ', 0x00,
                                           0x7F, 0xFF, 'a', '9'};
    for (unsigned k = 0; k < sizeof frames / sizeof *frames; k++) {
        size_t n = strlen(frames[k]);
        for (size_t at = 0; at + 1 < n; at++) { /* every byte but the line end */
            for (unsigned r = 0; r < sizeof replacements; r++) {
                char bad[FRAME_MAX + 1];
                memcpy(bad, frames[k], n + 1);
                if ((uint8_t)bad[at] == replacements[r])
                    continue;
                bad[at] = (char)replacements[r];
                const char *verdict = feed_all(bad, n);
                CHECK(strcmp(verdict, "valid") != 0);
                if (strcmp(verdict, "valid") == 0) {
                    printf("  accepted: \"");
                    print_escaped(bad);
                    printf("\"\n");
                }
            }
        }
    }
    /* a CRC that is right but for one bit, and a changed field with the old CRC */
    CHECK_EQ_STR(feed_all("$Q*AB25\n", 8), "CRC", "CRC off by one");
    CHECK_EQ_STR(feed_all("$L,1*F1CA\n", 10), "CRC", "field changed");
}

typedef struct {
    const char *name;
    const char *bytes;
    const char *verdicts; /* the non-pending verdicts, in order */
    const char *frame;    /* type and fields of the last valid frame */
} reader_case;

static const reader_case reader_cases[] = {
    {"plain frame", "$Q*AB24\n", "valid", "Q"},
    {"CR before LF is ignored", "$Q*AB24\r\n", "valid", "Q"},
    {"junk before $ is ignored", "xx junk$Q*AB24\n", "valid", "Q"},
    {"a second $ restarts the frame", "$Q*AB$R*9B47\n", "valid", "R"},
    {"two frames", "$Q*AB24\n$R*9B47\n", "valid valid", "R"},
    {"fields", "$D,0F1B*3CF8\n", "valid", "D,0F1B"},
    {"empty field", "$D,*39E9\n", "valid", "D,"},
    {"empty lines are nothing", "\n\r\n\n", "", ""},
    {"a line without $ is bad", "hello\n", "SYN", ""},
    {"lower-case CRC digits", "$Q*ab24\n", "SYN", ""},
    {"three CRC digits", "$Q*AB2\n", "SYN", ""},
    {"no CRC", "$Q\n", "SYN", ""},
    {"no type", "$*FFFF\n", "SYN", ""},
    {"lower-case type", "$q*8F46\n", "SYN", ""},
    {"wrong CRC", "$Q*0000\n", "CRC", ""},
    {"control byte inside: the CRC no longer fits", "$Q\t*AB24\n", "CRC", ""},
    {"control byte inside, CRC made to fit", "$D,0\t1B*0D64\n", "SYN", ""},
    {"a bad line does not spoil the next", "$Q*0000\n$Q*AB24\n", "CRC valid", "Q"},
    {"no comma after the type", "$QQ*6A55\n", "SYN", ""},
    {"CR inside a frame", "$Q\r*AB24\n", "CRC", ""},
    {"two CRs before the line end", "$Q*AB24\r\r\n", "SYN", ""},
    {"a lone CR line is empty", "\r\n$R*9B47\n", "valid", "R"},
};

static void reader_table(void)
{
    for (unsigned i = 0; i < sizeof reader_cases / sizeof *reader_cases; i++) {
        const reader_case *c = &reader_cases[i];
        CHECK_EQ_STR(feed_all(c->bytes, strlen(c->bytes)), c->verdicts, c->name);
        CHECK_EQ_STR(last_frame, c->frame, c->name);
    }
}

static void a_frame_of_80_bytes_is_read_and_81_is_too_long(void)
{
    char digits[80];
    frame_out f;
    memset(digits, '0', sizeof digits);
    digits[71] = '\0'; /* "$D," + 71 + "*XXXX\n" = 80 bytes */
    frame_begin(&f, 'D');
    frame_add_text(&f, digits);
    frame_finish(&f);
    CHECK_EQ_INT(f.length, 80);
    CHECK_EQ_STR(feed_all(f.text, f.length), "valid", "80 bytes");

    char line[100];
    snprintf(line, sizeof line, "$D,%s0*%04X\n", digits,
             crc16("D,00000000000000000000000000000000000000000000000000000000000000000000000"
                   "0",
                   74));
    CHECK_EQ_INT(strlen(line), 81);
    CHECK_EQ_STR(feed_all(line, strlen(line)), "LEN", "81 bytes");
    /* a long line then a good frame: the reader recovers at the line end */
    char twice[200];
    snprintf(twice, sizeof twice, "%s$Q*AB24\n", line);
    CHECK_EQ_STR(feed_all(twice, strlen(twice)), "LEN valid", "recovers");
    /* 300 bytes of noise without '$' are a bad line, not a long frame */
    char noise[320];
    memset(noise, 'x', 300);
    strcpy(noise + 300, "\n$R*9B47\n");
    CHECK_EQ_STR(feed_all(noise, strlen(noise)), "SYN valid", "noise");
    /* junk before the '$' does not count towards the 80 bytes */
    char late[400];
    memset(late, 'x', 300);
    strcpy(late + 300, f.text);
    CHECK_EQ_STR(feed_all(late, strlen(late)), "valid", "junk, then 80 bytes");
    /* nor does a '\r' before the line end */
    char with_cr[100];
    snprintf(with_cr, sizeof with_cr, "%.*s\r\n", (int)f.length - 1, f.text);
    CHECK_EQ_STR(feed_all(with_cr, strlen(with_cr)), "valid", "80 bytes and CR");
}

void frame_tests(void)
{
    RUN(crc_check_value_of_123456789_is_29B1);
    RUN(written_frames_match_the_protocol_examples);
    RUN(occupancy_of_a_50_square_board_has_13_digits);
    RUN(frames_round_trip);
    RUN(a_corrupted_frame_is_rejected);
    RUN(reader_table);
    RUN(a_frame_of_80_bytes_is_read_and_81_is_too_long);
}
