import { format } from 'date-fns';

/** Spec 7: the download's name: the template title with underscores, then the date, e.g. "Letter_Before_Action_2026-11-22.txt". */
export function documentFileName(title: string, date: Date, extension = 'txt'): string {
  const base = title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${base || 'Document'}_${format(date, 'yyyy-MM-dd')}.${extension}`;
}

/** Mail programs and browsers cut long mailto: links short; past this the link is not offered. */
export const MAILTO_MAX_LENGTH = 2000;

/** A mail draft with subject and body, or null when the document is too long for a mailto: link. */
export function mailtoHref(subject: string, body: string): string | null {
  const href = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return href.length <= MAILTO_MAX_LENGTH ? href : null;
}

// TEMP stub until the docx branch lands.
export function mailDraftHref(title: string, copied: boolean): string {
  const body = copied ? `The ${title} has been copied to your clipboard: paste it here.` : `Copy the ${title} from the website and paste it here.`;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
