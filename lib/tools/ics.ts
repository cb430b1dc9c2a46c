import { addDays, format } from 'date-fns';

/**
 * A one-event iCalendar file (RFC 5545) for a deadline: an all-day event on the deadline's date with a reminder
 * two days before. Lines end in CRLF and are folded at 75 octets; text is escaped.
 */
export type CalendarEvent = {
  /** Unique and stable for the same deadline, e.g. "2026-12-30-claim-form-served@example.co.uk". */
  uid: string;
  /** When the file was made (DTSTAMP, in UTC). */
  stamp: Date;
  date: Date;
  summary: string;
  description: string;
};

/** Escapes TEXT values: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space, never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: Date) => format(date, 'yyyyMMdd');
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The lines of one all-day VEVENT (unfolded), with a reminder two days before. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(event.date, 1))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P2D',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/**
 * An iCalendar file holding several all-day events (the claim plan's dated steps), each as `calendarFile` writes
 * one. `product` names the tool in PRODID. Throws a RangeError when two events share a UID (RFC 5545 3.8.4.7).
 */
export function calendarFileOf(events: readonly CalendarEvent[], product: string): string {
  const uids = new Set(events.map((event) => event.uid));
  if (uids.size !== events.length) throw new RangeError('Two calendar events share a UID');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Small Claims Compass//${escapeIcsText(product)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export function calendarFile(event: CalendarEvent): string {
  return calendarFileOf([event], 'Deadline calculator');
}
