import { templateMessages } from '@/content/templates/messages';
import { templates } from '@/content/templates';
import { documentFileName, MAILTO_MAX_LENGTH, mailDraftHref } from './outputs';

const d = (iso: string) => new Date(`${iso}T12:00:00`);

/** The subject and body a mail program reads from the link. */
function draft(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('');
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body'), keys: [...url.searchParams.keys()] };
}

describe('documentFileName (spec 7)', () => {
  it('names the download from the title with underscores, plus the date', () => {
    expect(documentFileName('Letter Before Action', d('2026-11-22'))).toBe('Letter_Before_Action_2026-11-22.txt');
    expect(documentFileName('Small Claims Court Application (N1)', d('2027-01-05'))).toBe('Small_Claims_Court_Application_N1_2027-01-05.txt');
    expect(documentFileName('../..', d('2027-01-05'))).toBe('Document_2027-01-05.txt');
  });

  it('names the Word copy the same way, with .docx', () => {
    expect(documentFileName('Letter Before Action', d('2026-11-22'), 'docx')).toBe('Letter_Before_Action_2026-11-22.docx');
    expect(documentFileName('Statutory Demand (Form 6.1)', d('2027-01-05'), 'docx')).toBe('Statutory_Demand_Form_6_1_2027-01-05.docx');
    expect(documentFileName('', d('2027-01-05'), 'docx')).toBe('Document_2027-01-05.docx');
  });
});

describe('mailDraftHref (issue 17 point 7)', () => {
  it('drafts a mail with the title as subject and a short note to paste the copied document or attach it', () => {
    expect(draft(mailDraftHref('Letter Before Action', true))).toEqual({ subject: 'Letter Before Action', body: templateMessages.mailBodyCopied, keys: ['subject', 'body'] });
    expect(templateMessages.mailBodyCopied).toMatch(/copied to the clipboard/);
    expect(templateMessages.mailBodyCopied).toMatch(/paste/i);
    expect(templateMessages.mailBodyCopied).toMatch(/attach/);
  });

  it('says to copy the document from the page when the browser would not copy it', () => {
    expect(draft(mailDraftHref('Letter Before Action', false))).toEqual({ subject: 'Letter Before Action', body: templateMessages.mailBodyNotCopied, keys: ['subject', 'body'] });
    expect(templateMessages.mailBodyNotCopied).toMatch(/^Copy your document from the page/);
    expect(templateMessages.mailBodyNotCopied).toMatch(/attach/);
    expect(templateMessages.mailBodyNotCopied).not.toMatch(/copied/);
  });

  it('encodes characters that would break the link', () => {
    const href = mailDraftHref('Fees & costs? #1 = 100% "paid"', true);
    expect(href).toMatch(/^mailto:\?subject=[^&#?]*&body=[^&#?]*$/);
    expect(draft(href).subject).toBe('Fees & costs? #1 = 100% "paid"');
  });

  it.each(templates.map((t) => t.title))('keeps the whole title of "%s" in a short link', (title) => {
    for (const copied of [true, false]) {
      const href = mailDraftHref(title, copied);
      expect(draft(href).subject).toBe(title);
      expect(href.length).toBeLessThan(MAILTO_MAX_LENGTH / 2);
    }
  });

  it.each([
    ['a long title', 'Letter '.repeat(1000)],
    ['emoji', '😀'.repeat(1000)],
    ['unpaired surrogates', '\uD800x\uDC00'.repeat(500)],
  ])('shortens %s so that the link stays within the limit, cutting at whole characters', (_name, title) => {
    for (const copied of [true, false]) {
      const href = mailDraftHref(title, copied);
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      const { subject, body } = draft(href);
      expect(subject!.endsWith('…')).toBe(true);
      expect(subject!.length).toBeGreaterThan(100);
      expect(subject).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expect(body).toBe(copied ? templateMessages.mailBodyCopied : templateMessages.mailBodyNotCopied);
    }
  });
});

