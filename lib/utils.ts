import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Joins the words with no-break spaces, so a phone number (or a short label) never breaks across lines. */
export function nonBreaking(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}
