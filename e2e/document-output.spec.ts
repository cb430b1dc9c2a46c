import { promises as fs } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillTemplate, generate, signUp, uniqueEmail } from './template-flow';
import { protocolLetter } from './template-values';

/**
 * Issue 26: the generated document's outputs. The Protocol letter, with the sender's address typed over two lines:
 * paragraph 7 stays one sentence (the address joined with commas) in the preview, on paper and in the Word copy,
 * while the sender block keeps its lines; the notes for the sender stay on screen, apart and labelled, and in the
 * Word copy's own section, and never on paper; the letter prints as a letter on A4 with numbered pages.
 */

const PARAGRAPH_7 = 'at 12 Mill Lane, Shrewsbury, SY1 1AA, or by email to jane@example.co.uk.';

async function generateProtocolLetter(page: Page) {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page, { email: uniqueEmail('output') });
  await fillTemplate(dialog, { ...protocolLetter, claimant_address: '12 Mill Lane\nShrewsbury', claimant_postcode: 'SY1 1AA' });
  const preview = await generate(dialog);
  return { dialog, preview, letter: dialog.locator('[data-print-document]'), notes: dialog.locator('[data-document-notes]') };
}

/** The text a line of the printed letter shows, for the line that holds `fragment`. */
const lineWith = (text: string, fragment: string) => text.split('\n').find((line) => line.includes(fragment));

test('the Protocol letter keeps paragraph 7 whole, and its notes apart from the letter, on screen', async ({ consentedPage: page }) => {
  const { dialog, preview, letter, notes } = await generateProtocolLetter(page);

  const seven = lineWith(await letter.innerText(), 'Please fill in the enclosed Reply Form');
  // The reply date in words (issue 54).
  expect(seven).toMatch(/^7\. Please fill in the enclosed Reply Form and send it to me by \d{1,2} [A-Z][a-z]+ \d{4}, /);
  expect(seven).toContain(PARAGRAPH_7);
  // The sender block keeps its lines, set on the right as a letter sets it.
  const sender = letter.locator('[data-sender-block]');
  expect((await sender.innerText()).split('\n').slice(0, 4)).toEqual(['Jane Smith trading as Smith Decorating', '12 Mill Lane', 'Shrewsbury', 'SY1 1AA']);
  await expect(sender).toHaveCSS('text-align', 'right');

  // The notes: on screen, labelled, and not part of the letter.
  const labelled = dialog.getByRole('region', { name: 'Notes for the sender: not part of the document' });
  await expect(labelled).toBeVisible();
  await expect(labelled).toContainText('NOTES FOR THE SENDER: these notes are not part of the letter.');
  await expect(letter).not.toContainText('NOTES FOR THE SENDER');
  expect(await notes.evaluate((el) => el.closest('[data-print-document]'))).toBeNull();
  // What is shown is the whole text, as it is downloaded and copied.
  await expect(preview).toContainText('Made with the Letter Before Action template');
  expect(await notes.innerText()).toContain('Made with the Letter Before Action template');
});

test('the letter prints as a letter on A4 with numbered pages, without the notes', async ({ consentedPage: page }) => {
  const { letter, notes } = await generateProtocolLetter(page);
  await page.emulateMedia({ media: 'print' });

  await expect(letter).toBeVisible();
  await expect(notes).toBeHidden();
  const printed = await letter.innerText();
  expect(printed).toContain('LETTER OF CLAIM UNDER THE PRE-ACTION PROTOCOL FOR DEBT CLAIMS');
  expect(printed).toContain('Yours sincerely,');
  expect(lineWith(printed, 'Please fill in the enclosed Reply Form')).toContain(PARAGRAPH_7);
  expect(printed).not.toMatch(/NOTES FOR THE SENDER|below the line|Made with the/);
  // Nothing on paper after the letter: the notes take no room.
  const [pageHeight, letterBottom] = await letter.evaluate((el) => [document.documentElement.scrollHeight, el.getBoundingClientRect().bottom + window.scrollY]);
  expect(pageHeight).toBeLessThanOrEqual(Math.ceil(letterBottom) + 1);
  await expect(letter.locator('[data-sender-block]')).toHaveCSS('text-align', 'right');

  // The print rules' page: A4, with "Page n of N" at the foot of each.
  const pageRule = await page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const print = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print').flatMap((rule) => [...rule.cssRules]);
    const pageStyle = print.find((rule): rule is CSSPageRule => rule instanceof CSSPageRule && rule.selectorText === '');
    const margins = pageStyle ? [...pageStyle.cssRules].map((rule) => ({ name: (rule as CSSRule & { name: string }).name, content: (rule as CSSStyleRule).style.getPropertyValue('content') })) : [];
    return { size: pageStyle?.style.getPropertyValue('size') ?? '', margin: pageStyle?.style.getPropertyValue('margin'), margins };
  });
  expect(pageRule.size.toUpperCase()).toBe('A4');
  expect(pageRule.margin).not.toBe('');
  expect(pageRule.margins).toEqual([{ name: 'bottom-center', content: '"Page " counter(page) " of " counter(pages)' }]);

  // Printed with the page's own size: A4 (595 x 842 points), not the browser's default Letter.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await test.info().attach('document-output.pdf', { body: pdf, contentType: 'application/pdf' });
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(([, w, h]) => [Number(w), Number(h)]);
  expect(boxes.length).toBeGreaterThan(1);
  // A4 is 595.28 x 841.89 points (Chromium rounds it to its pixel grid, within a point or two); Letter is 612 x 792.
  for (const [width, height] of boxes) {
    expect(Math.abs(width! - 595.28)).toBeLessThan(2);
    expect(Math.abs(height! - 841.89)).toBeLessThan(2);
  }
});

/** The Word copy's paragraphs, section by section (a paragraph that carries section properties ends its section). */
function wordSections(bytes: Uint8Array): { sections: string[][]; headers: string[] } {
  const files = unzipSync(bytes);
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(strFromU8(files['word/document.xml']!))![1]!;
  const sections: string[][] = [[]];
  for (const [whole] of body.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p\/>/g)) {
    const text = [...whole.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, t]) => t).join('');
    if (text !== '') sections.at(-1)!.push(text.replace(/&amp;/g, '&'));
    if (whole.includes('<w:sectPr')) sections.push([]);
  }
  const headers = Object.entries(files)
    .filter(([name]) => /^word\/header\d*\.xml$/.test(name))
    .map(([, xml]) => [...strFromU8(xml).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, t]) => t).join(''));
  return { sections: sections.filter((section) => section.length > 0), headers };
}

test('the Word copy has paragraph 7 as one paragraph, and the notes in a labelled section of their own', async ({ consentedPage: page }) => {
  const { dialog } = await generateProtocolLetter(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Word (.docx)' }).click();
  const word = await downloading;
  const { sections, headers } = wordSections(new Uint8Array(await fs.readFile((await word.path())!)));

  expect(sections).toHaveLength(2);
  const [letterParagraphs, notesParagraphs] = sections as [string[], string[]];
  const withAddress = letterParagraphs.filter((p) => p.includes('12 Mill Lane') || p.includes('Shrewsbury'));
  expect(withAddress).toEqual(['12 Mill Lane', 'Shrewsbury', expect.stringContaining(`7. Please fill in the enclosed Reply Form`)]);
  expect(withAddress[2]).toContain(PARAGRAPH_7);
  expect(letterParagraphs.join('\n')).not.toContain('NOTES FOR THE SENDER');
  expect(notesParagraphs[0]).toMatch(/^NOTES FOR THE SENDER: these notes are not part of the letter\./);
  expect(headers).toContain('Notes for the sender: not part of the document');
});
