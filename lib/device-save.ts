import { DEVICE_SAVE_KEY, GET_PAID_ANSWERS_KEY, HWF_ANSWERS_KEY, PLAN_ANSWERS_KEY, SAVED_TEMPLATE_ANSWERS_KEY_PREFIX } from '@/content/storage-keys';

/**
 * Issue 28 "Save on this device": the visitor's explicit choice (off by default) to keep their answers to "Plan my
 * claim" and the document generator in this browser's localStorage across visits, and the one place those answers
 * are read and written. Only the keys in content/storage-keys.ts are ever written, so "Clear saved answers"
 * (`clearSavedOnDevice`) removes everything this module kept. Storage blocked, full or throwing never throws here:
 * answers simply are not kept, and the functions that write say so by returning false.
 */

const ON = 'on';
/** Fired on `window` after this page changes the choice (another tab's change arrives as a `storage` event). */
const SAVING_CHANGED = 'save-on-device-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked (a sandboxed frame, some privacy settings)
  }
}

/** Whether a key is one this module may keep answers under. */
const isSavedKey = (key: string) => key === PLAN_ANSWERS_KEY || key === HWF_ANSWERS_KEY || key === GET_PAID_ANSWERS_KEY || (key.startsWith(SAVED_TEMPLATE_ANSWERS_KEY_PREFIX) && key.length > SAVED_TEMPLATE_ANSWERS_KEY_PREFIX.length);

const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVING_CHANGED));
};

/** Whether the visitor chose to save their answers on this device (false when storage is blocked). */
export function isSavingOnDevice(): boolean {
  try {
    return storage()?.getItem(DEVICE_SAVE_KEY) === ON;
  } catch {
    return false;
  }
}

/** Every key this module has kept answers under in this browser. */
function savedKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').filter(isSavedKey);
}

/**
 * Removes every answer kept on this device and turns the choice off ("Clear saved answers"). Returns whether
 * nothing is left (false only when storage refused to remove it).
 */
export function clearSavedOnDevice(): boolean {
  const store = storage();
  let cleared = true;
  if (store) {
    try {
      for (const key of [...savedKeys(store), DEVICE_SAVE_KEY]) store.removeItem(key);
      cleared = savedKeys(store).length === 0 && store.getItem(DEVICE_SAVE_KEY) === null;
    } catch {
      cleared = false;
    }
  }
  changed();
  return cleared;
}

/**
 * Turns saving on this device on or off. Turning it off removes what was kept, as clearing does: nothing is kept
 * on the device while the choice is off. Returns whether the choice is now in effect (turning it on fails when
 * storage is blocked or full, so the page can say so rather than promise a save).
 */
export function setSavingOnDevice(on: boolean): boolean {
  if (!on) return clearSavedOnDevice();
  const store = storage();
  try {
    store?.setItem(DEVICE_SAVE_KEY, ON);
  } catch {
    // full or blocked: reported below
  }
  changed();
  return isSavingOnDevice();
}

/** The text kept under `key`, or null: nothing kept, saving is off, the key is not one of ours, or storage is blocked. */
export function readSaved(key: string): string | null {
  if (!isSavedKey(key) || !isSavingOnDevice()) return null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `text` under `key` while saving is on (an empty text removes what was kept); does nothing when saving is
 * off or the key is not one of ours. Returns whether the device now holds exactly that.
 */
export function writeSaved(key: string, text: string): boolean {
  if (!isSavedKey(key) || !isSavingOnDevice()) return false;
  const store = storage();
  if (!store) return false;
  try {
    if (text === '') store.removeItem(key);
    else store.setItem(key, text);
    return true;
  } catch {
    return false; // full: what was kept before stays, and the tab still has the answers
  }
}

/** Calls `listener` whenever the choice changes, here or in another tab; returns the unsubscribe. */
export function onSavingOnDeviceChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DEVICE_SAVE_KEY) listener();
  };
  window.addEventListener(SAVING_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SAVING_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
