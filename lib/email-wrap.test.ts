import { emailWrapParts } from './email-wrap';

describe('emailWrapParts', () => {
  it('breaks before the @ and before each dot of the domain', () => {
    expect(emailWrapParts('help@smallclaimscompass.co.uk')).toEqual(['help', '@smallclaimscompass', '.co', '.uk']);
  });

  it('gives back the address exactly when joined', () => {
    for (const email of ['a.b@c.d', 'first.last+tag@example.org', 'x@y']) expect(emailWrapParts(email).join('')).toBe(email);
  });

  it('keeps dots in the local part inside it (the name is not split)', () => {
    expect(emailWrapParts('first.last@example.org')).toEqual(['first.last', '@example', '.org']);
  });

  it('splits at the last @ of a quoted local part', () => {
    expect(emailWrapParts('"a@b"@example.com')).toEqual(['"a@b"', '@example', '.com']);
  });

  it('leaves what is not an address in one piece', () => {
    expect(emailWrapParts('no-at-sign.example')).toEqual(['no-at-sign.example']);
    expect(emailWrapParts('@example.com')).toEqual(['@example.com']);
    expect(emailWrapParts('name@')).toEqual(['name@']);
  });

  it('keeps doubled or trailing dots as their own pieces and trims surrounding spaces', () => {
    expect(emailWrapParts('  a@b..c.  ')).toEqual(['a', '@b', '.', '.c', '.']);
    expect(emailWrapParts('')).toEqual([]);
    expect(emailWrapParts('   ')).toEqual([]);
  });
});
