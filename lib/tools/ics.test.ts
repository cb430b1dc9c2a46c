import { calendarFile, calendarFileOf, escapeIcsText, foldIcsLine } from './ics';

const event = {
  uid: '2026-12-30-claim-form-served@smallclaimscompass.co.uk',
  stamp: new Date(Date.UTC(2026, 10, 24, 9, 30, 5)),
  date: new Date(2026, 11, 30),
  summary: 'Claim form treated as served',
  description: 'CPR 6.14; second business day, after Christmas\nCheck the court’s notice',
};

describe('calendar file', () => {
  it('is one all-day VEVENT with CRLF lines and a reminder', () => {
    expect(calendarFile(event).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Small Claims Compass//Deadline calculator//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:2026-12-30-claim-form-served@smallclaimscompass.co.uk',
      'DTSTAMP:20261124T093005Z',
      'DTSTART;VALUE=DATE:20261230',
      'DTEND;VALUE=DATE:20261231',
      'SUMMARY:Claim form treated as served',
      'DESCRIPTION:CPR 6.14\\; second business day\\, after Christmas\\nCheck the cou',
      ' rt’s notice',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-P2D',
      'DESCRIPTION:Claim form treated as served',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends the event the next day, across the year end', () => {
    expect(calendarFile({ ...event, date: new Date(2026, 11, 31) })).toContain('DTEND;VALUE=DATE:20270101\r\n');
  });

  it('escapes text', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'£’é'.repeat(40)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });
});

describe('calendar file of several events', () => {
  it('holds each event once, in order, inside one VCALENDAR, with the product named', () => {
    const second = { ...event, uid: 'b@example.co.uk', date: new Date(2027, 0, 4), summary: 'Defence due' };
    const file = calendarFileOf([event, second], 'Claim plan');
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(file).toContain('PRODID:-//Small Claims Compass//Claim plan//EN\r\n');
    expect(file.indexOf('DTSTART;VALUE=DATE:20261230')).toBeLessThan(file.indexOf('DTSTART;VALUE=DATE:20270104'));
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('is a valid empty calendar with no events, and refuses two events with one UID', () => {
    expect(calendarFileOf([], 'Claim plan')).not.toContain('VEVENT');
    expect(() => calendarFileOf([event, event], 'Claim plan')).toThrow(RangeError);
  });

  it('writes the one-event file exactly as before', () => {
    expect(calendarFile(event)).toBe(calendarFileOf([event], 'Deadline calculator'));
  });
});
