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

/** Why files were not added: their type, their size, or the count or total they would take the list past. */
export type RefusalReason = 'type' | 'size' | 'count' | 'total';
export type RefusedFiles<T extends FileLike = FileLike> = { reason: RefusalReason; files: readonly T[] };

/**
 * Adds files the way spec 5 says: files of another type or over 10 MB are dropped; then, if what is left would
 * take the list past 5 files or 50 MB in total (or the list is already full), the whole addition is ignored.
 * `files` is the same array when nothing changes, so callers can tell; `refused` says which files were not
 * added and why, in the order of the rules.
 */
export function addFilesExplained<T extends FileLike>(
  current: readonly T[],
  incoming: readonly T[],
): { files: readonly T[]; refused: RefusedFiles<T>[] } {
  const refused: RefusedFiles<T>[] = [];
  const ofType = incoming.filter((file) => !hasAcceptedType(file.name));
  const tooLarge = incoming.filter((file) => hasAcceptedType(file.name) && !isWithinSizeLimit(file.size));
  if (ofType.length > 0) refused.push({ reason: 'type', files: ofType });
  if (tooLarge.length > 0) refused.push({ reason: 'size', files: tooLarge });
  const accepted = incoming.filter(isAcceptedFile);
  if (accepted.length === 0) return { files: current, refused };
  if (current.length + accepted.length > MAX_FILES) {
    return { files: current, refused: [...refused, { reason: 'count', files: accepted }] };
  }
  // A list of exactly 50 MB is full (spec 4), so not even an empty file joins it.
  if (totalSize(current) + totalSize(accepted) > MAX_TOTAL_SIZE_BYTES || isFull(current)) {
    return { files: current, refused: [...refused, { reason: 'total', files: accepted }] };
  }
  return { files: [...current, ...accepted], refused };
}

/** `addFilesExplained` without the explanation. */
export function addFiles<T extends FileLike>(current: readonly T[], incoming: readonly T[]): readonly T[] {
  return addFilesExplained(current, incoming).files;
}

/** "a.pdf", "a.pdf and b.pdf", "a.pdf, b.pdf and c.pdf". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const listNames = (files: readonly FileLike[]) => joinNames(files.map((file) => file.name));

/**
 * What the upload area says about files it did not add, naming them and saying why and what can be done.
 * `current` is the list the files were offered to.
 */
export function refusalMessage(refusal: RefusedFiles, current: readonly FileLike[]): string {
  const one = refusal.files.length === 1;
  const subject = `${listNames(refusal.files)} ${one ? 'was' : 'were'} not added`;
  switch (refusal.reason) {
    case 'type':
      return `${subject}: only PDF, Word, JPG, PNG and text files can be attached.`;
    case 'size':
      return `${subject}: ${one ? 'it is' : 'each is'} larger than 10 MB, the most for one file.`;
    case 'count': {
      const chosen = current.length;
      return `${subject}: you can attach up to ${MAX_FILES} files, and ${chosen} ${chosen === 1 ? 'is' : 'are'} already chosen. Remove a file first, or choose fewer.`;
    }
    case 'total':
      return `${subject}: all the files together can be at most 50 MB, and those already chosen come to ${formatFileSize(totalSize(current))}. Remove a file first, or choose smaller ones.`;
  }
}

/** Files the upload area did not add, as it said so, and their names. */
export type NotAdded = { readonly message: string; readonly names: readonly string[] };

/** The upload area's explanation of one addition's refusals (`current`: the list the files were offered to). */
export function explainRefusals(refused: readonly RefusedFiles[], current: readonly FileLike[]): NotAdded[] {
  return refused.map((refusal) => ({ message: refusalMessage(refusal, current), names: refusal.files.map((file) => file.name) }));
}

/** Every file name the upload area did not add, once each. */
export const notAddedNames = (notAdded: readonly NotAdded[]): string[] => [...new Set(notAdded.flatMap((entry) => entry.names))];

/**
 * Issue 54: what the error summary says, before the request is sent, about files the visitor chose that were not
 * added, so that nobody sends a request believing a document went with it. The same request sent again goes
 * without them (the visitor has been told), as does one whose files are changed.
 */
export function notAddedBeforeSending(notAdded: readonly NotAdded[]): string {
  const names = notAddedNames(notAdded);
  return `${notAdded.map((entry) => entry.message).join(' ')} If you send your request again, it goes without ${joinNames(names)}.`;
}

/**
 * What the documents field says when the inbox refused a file: the inbox's own explanation (it names the file),
 * then what to change. Not "try again": sending the same file again would be refused again.
 */
export function documentsRefusalMessage(serverMessage: string | undefined, chosen: readonly FileLike[]): string {
  const named = chosen.find((file) => serverMessage?.includes(file.name));
  const reason = serverMessage ?? 'Our system did not accept the documents.';
  const advice = named
    ? `Remove ${named.name} from the list, or attach a copy saved as a PDF, Word, JPG, PNG or text file of up to 10 MB instead, then send your request.`
    : `Change the documents (PDF, Word, JPG, PNG or text files; up to ${MAX_FILES} files, 10 MB each and 50 MB in total), or remove them, then send your request.`;
  return `${reason} ${advice}`;
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
