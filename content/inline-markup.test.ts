import { isSafeHref, parseInline, toPlainText } from './inline-markup';

describe('parseInline', () => {
  it('returns one text node for plain text', () => {
    expect(parseInline('Just some text.')).toEqual([{ kind: 'text', text: 'Just some text.' }]);
  });

  it('returns nothing for an empty string', () => {
    expect(parseInline('')).toEqual([]);
  });

  it('parses bold', () => {
    expect(parseInline('Claims up to **£10,000** go here.')).toEqual([
      { kind: 'text', text: 'Claims up to ' },
      { kind: 'strong', text: '£10,000' },
      { kind: 'text', text: ' go here.' },
    ]);
  });

  it('parses bold at the very start and end', () => {
    expect(parseInline('**all bold**')).toEqual([{ kind: 'strong', text: 'all bold' }]);
  });

  it('parses an internal link', () => {
    expect(parseInline('See the [guide](/step-by-step-guide).')).toEqual([
      { kind: 'text', text: 'See the ' },
      { kind: 'link', text: 'guide', href: '/step-by-step-guide', external: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('marks https links external and other safe links internal', () => {
    expect(parseInline('[GOV.UK](https://www.gov.uk/x)')).toEqual([
      { kind: 'link', text: 'GOV.UK', href: 'https://www.gov.uk/x', external: true },
    ]);
    expect(parseInline('[email](mailto:a@b.co.uk)')).toEqual([
      { kind: 'link', text: 'email', href: 'mailto:a@b.co.uk', external: false },
    ]);
    expect(parseInline('[call](tel:+448081570123)')).toEqual([
      { kind: 'link', text: 'call', href: 'tel:+448081570123', external: false },
    ]);
    expect(parseInline('[contact](#contact)')).toEqual([
      { kind: 'link', text: 'contact', href: '#contact', external: false },
    ]);
  });

  it('parses bold and links together in order', () => {
    expect(parseInline('**Note:** read [this](/blog) and **that**.')).toEqual([
      { kind: 'strong', text: 'Note:' },
      { kind: 'text', text: ' read ' },
      { kind: 'link', text: 'this', href: '/blog', external: false },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', text: 'that' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.com',
    '//evil.com/path',
    'http://example.com',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'relative/path',
  ])('keeps a link to the unsafe href %p as literal text', (href) => {
    const source = `click [here](${href}) now`;
    const nodes = parseInline(source);
    expect(nodes.some((n) => n.kind === 'link')).toBe(false);
    expect(nodes.map((n) => n.text).join('')).toBe(source);
  });

  it('keeps HTML as text', () => {
    const source = '<script>alert(1)</script> and <b>bold</b>';
    expect(parseInline(source)).toEqual([{ kind: 'text', text: source }]);
  });

  it.each(['**unclosed bold', 'a ** b', '[label](/no-close', '[no target]', '[label] (/space)', '****', '[](/empty)'])(
    'keeps unclosed or incomplete markup %p as text',
    (source) => {
      const nodes = parseInline(source);
      expect(nodes.every((n) => n.kind === 'text')).toBe(true);
      expect(nodes.map((n) => n.text).join('')).toBe(source);
    },
  );

  it('does not allow white space in an href', () => {
    const nodes = parseInline('[x](/a b)');
    expect(nodes.some((n) => n.kind === 'link')).toBe(false);
  });

  it('never loses or adds characters', () => {
    const source = 'A **b** [c](/d) [e](javascript:f) **g <h>';
    const rebuilt = parseInline(source)
      .map((n) => (n.kind === 'strong' ? `**${n.text}**` : n.kind === 'link' ? `[${n.text}](${n.href})` : n.text))
      .join('');
    expect(rebuilt).toBe(source);
  });
});

describe('isSafeHref', () => {
  it.each(['/', '/blog', '/blog/x#y', '#contact', 'https://www.gov.uk', 'mailto:a@b.com', 'tel:+44808'])(
    'allows %p',
    (href) => {
      expect(isSafeHref(href)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '//evil.com',
    'http://example.com',
    'HTTPS://example.com',
    'ftp://x',
    'data:text/html,x',
    'evil.com',
    '',
    ' /blog',
  ])('rejects %p', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe('toPlainText', () => {
  it('drops bold markers and keeps link labels', () => {
    expect(toPlainText('Up to **£10,000**: see [the guide](/step-by-step-guide).')).toBe(
      'Up to £10,000: see the guide.',
    );
  });

  it('leaves plain text unchanged', () => {
    expect(toPlainText('No markup here.')).toBe('No markup here.');
    expect(toPlainText('')).toBe('');
  });

  it('keeps unsafe links as their literal source text', () => {
    expect(toPlainText('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
  });
});
