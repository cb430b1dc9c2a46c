import {
  ACCEPTED_EXTENSIONS,
  MAX_FILE_SIZE_BYTES,
  MAX_FILES,
  MAX_TOTAL_SIZE_BYTES,
} from '@/content/consultation';

/**
 * The upload rules of spec 5 and 9, as pure functions over anything with a name and a size (a browser
 * `File` in the form, plain objects in the tests).
 */
export type FileLike = { readonly name: string; readonly size: number };

/** The part after the last dot, lower-cased; '' when there is none ("README", "notes."). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasAcceptedType(name: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Over 10 MB is dropped, so exactly 10 MB is allowed. */
export function isWithinSizeLimit(size: number): boolean {
  return Number.isFinite(size) && size >= 0 && size <= MAX_FILE_SIZE_BYTES;
}

export function isAcceptedFile(file: FileLike): boolean {
  return hasAcceptedType(file.name) && isWithinSizeLimit(file.size);
}

export function totalSize(files: readonly FileLike[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/**
 * Adds files the way spec 5 says, silently: files of another type or over 10 MB are dropped; then, if what
 * is left would take the list past 5 files or 50 MB in total, the whole addition is ignored. Returns the
 * same array when nothing changes, so callers can tell.
 */
export function addFiles<T extends FileLike>(current: readonly T[], incoming: readonly T[]): readonly T[] {
  const accepted = incoming.filter(isAcceptedFile);
  if (accepted.length === 0) return current;
  if (current.length + accepted.length > MAX_FILES) return current;
  if (totalSize(current) + totalSize(accepted) > MAX_TOTAL_SIZE_BYTES) return current;
  return [...current, ...accepted];
}

export function removeFileAt<T>(files: readonly T[], index: number): readonly T[] {
  return index >= 0 && index < files.length ? files.filter((_, i) => i !== index) : files;
}

/** Spec 4: the upload area is full when the count reaches the maximum or the total reaches the limit. */
export function isFull(files: readonly FileLike[]): boolean {
  return files.length >= MAX_FILES || totalSize(files) >= MAX_TOTAL_SIZE_BYTES;
}

const KB = 1024;
const MB = 1024 * 1024;

/** A readable size, in the same 1024-based units as the limits: "512 bytes", "820 KB", "1.5 MB", "10 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < MB) {
    const kb = Math.round(bytes / KB);
    return kb >= KB ? '1 MB' : `${kb} KB`;
  }
  const mb = Math.round((bytes / MB) * 10) / 10;
  return `${Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)} MB`;
}

/** For the file input's `accept` attribute: ".pdf,.doc,…". */
export const acceptAttribute = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');
