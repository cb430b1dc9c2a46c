import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). Unlike shadcn's default it does not merge conflicting Tailwind utilities with
 * tailwind-merge, which would weigh some 10 KiB on every page with an island: components are written so that no
 * element gets two utilities for one property (a caller needing other colours or sizing passes `variant={null}`
 * or `size={null}`), and the tests check every page for conflicts (build/audit/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** Joins the words with no-break spaces, so a phone number (or a short label) never breaks across lines. */
export function nonBreaking(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/**
 * The site's text link (and a text button styled as one, such as "Back" and "Change"): bold, in the primary colour,
 * underlined. Here, beside `cn`, because the islands that use it load this module already: a module of its own would
 * be a chunk of its own on their pages.
 */
export const textLink = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover';
