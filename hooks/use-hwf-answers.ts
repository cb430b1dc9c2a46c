'use client';

import { useSyncExternalStore } from 'react';
import { HWF_ANSWERS_KEY, HWF_DRAFT_KEY } from '@/content/storage-keys';
import { isSavingOnDevice, readSaved } from '@/lib/device-save';
import { emptyHwfForm, hwfAnswersFrom, parseHwfDraft } from '@/lib/tools/help-with-fees-form';
import type { HwfAnswers } from '@/lib/tools/help-with-fees';

/** The stored text last read, and its answers: the same object while the text is the same (a stable snapshot). */
let cache: { text: string | null; answers: HwfAnswers | null } = { text: null, answers: null };

function storedAnswers(): HwfAnswers | null {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(HWF_DRAFT_KEY) ?? (isSavingOnDevice() ? readSaved(HWF_ANSWERS_KEY) : null);
  } catch {
    // Storage refused (a private window's settings): as if the check had not been done.
  }
  if (text === cache.text) return cache.answers;
  let answers: HwfAnswers | null = null;
  try {
    answers = text === null ? null : hwfAnswersFrom({ ...emptyHwfForm, ...parseHwfDraft(JSON.parse(text)) });
  } catch {
    answers = null;
  }
  cache = { text, answers };
  return answers;
}

/** The answers change only on the check's own page, so a page showing fees reads them once it has started. */
const noSubscription = () => () => {};
const none = () => null;

/**
 * Issue 41: the visitor's Help with Fees answers, once they have done the check (in this tab, or saved on this
 * device): null until then, and always in the static HTML. Read from the browser only; nothing is sent anywhere.
 */
export function useHwfAnswers(): HwfAnswers | null {
  return useSyncExternalStore(noSubscription, storedAnswers, none);
}
