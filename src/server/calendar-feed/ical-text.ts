/**
 * RFC 5545 text may hold no CONTROL character but HTAB (3.3.11); line breaks ical-generator writes
 * as `\n`. Names and reasons are free text that may carry any other (U+0001, backspace, escape…):
 * each becomes a space, so that a client that rejects them still reads the feed and words stay apart.
 */
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;

export const icalText = (text: string) => text.replace(forbidden, " ");
