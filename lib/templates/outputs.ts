import { format } from 'date-fns';
import { templateMessages } from '@/content/templates/messages';

/**
 * Spec 7: the download's name: the template title with underscores, then the date, e.g.
 * "Letter_Before_Action_2026-11-22.txt", or ".docx" for the Word copy.
 */
export function documentFileName(title: string, date: Date, extension: 'txt' | 'docx' = 'txt'): string {
  const base = title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${base || 'Document'}_${format(date, 'yyyy-MM-dd')}.${extension}`;
}

/** Mail programs and browsers cut long mailto: links short; every link made here stays within this. */
export const MAILTO_MAX_LENGTH = 2000;

const mailto = (subject: string, body: string) => `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/**
 * Issue 17 point 7: the Email button's draft. The document itself is not in the link (a long one would be cut
 * short): the button copies it to the clipboard first, and the draft's short body says to paste it, or, when
 * `copied` is false because the browser refused, to copy it from the page; either way, or to attach the
 * downloaded copy. The subject is the document's title, shortened if it would take the link past
 * MAILTO_MAX_LENGTH.
 */
export function mailDraftHref(title: string, copied: boolean): string {
  const body = copied ? templateMessages.mailBodyCopied : templateMessages.mailBodyNotCopied;
  // Whole characters only, and no unpaired surrogate, which encodeURIComponent refuses.
  const characters = Array.from(title.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  let kept = characters.length;
  let href = mailto(characters.join(''), body);
  while (href.length > MAILTO_MAX_LENGTH && kept > 0) {
    kept = Math.min(kept - 1, Math.floor(kept * 0.9));
    href = mailto(`${characters.slice(0, kept).join('')}…`, body);
  }
  return href;
}

