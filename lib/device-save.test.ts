/** @jest-environment jsdom */
import { COURT_FAVOURITES_KEY, DEVICE_SAVE_KEY, HWF_ANSWERS_KEY, PLAN_ANSWERS_KEY, savedTemplateAnswersKey } from '@/content/storage-keys';
import { clearSavedOnDevice, isSavingOnDevice, onSavingOnDeviceChange, readSaved, setSavingOnDevice, writeSaved } from './device-save';

const LETTER = savedTemplateAnswersKey('letter-before-action');

beforeEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('save on this device', () => {
  it('is off by default, and keeps nothing while off', () => {
    expect(isSavingOnDevice()).toBe(false);
    expect(writeSaved(PLAN_ANSWERS_KEY, '{"a":1}')).toBe(false);
    expect(writeSaved(LETTER, '{"a":"b"}')).toBe(false);
    expect(window.localStorage.length).toBe(0);
    expect(readSaved(PLAN_ANSWERS_KEY)).toBeNull();
  });

  it('keeps and reads back answers once turned on', () => {
    expect(setSavingOnDevice(true)).toBe(true);
    expect(isSavingOnDevice()).toBe(true);
    expect(writeSaved(PLAN_ANSWERS_KEY, 'plan')).toBe(true);
    expect(writeSaved(LETTER, 'letter')).toBe(true);
    expect(readSaved(PLAN_ANSWERS_KEY)).toBe('plan');
    expect(readSaved(LETTER)).toBe('letter');
    expect(readSaved(savedTemplateAnswersKey('witness-statement'))).toBeNull();
  });

  it('removes a kept answer when given empty text', () => {
    setSavingOnDevice(true);
    writeSaved(LETTER, 'letter');
    expect(writeSaved(LETTER, '')).toBe(true);
    expect(window.localStorage.getItem(LETTER)).toBeNull();
  });

  it('reads and writes only its own keys', () => {
    setSavingOnDevice(true);
    for (const key of [COURT_FAVOURITES_KEY, DEVICE_SAVE_KEY, 'saved-template-answers:', 'template-answers:letter-before-action', '']) {
      expect(writeSaved(key, 'x')).toBe(false);
      expect(readSaved(key)).toBeNull();
    }
    expect(window.localStorage.getItem(DEVICE_SAVE_KEY)).toBe('on');
  });

  it('"Clear saved answers" removes everything it kept and turns the choice off, leaving other storage alone', () => {
    window.localStorage.setItem(COURT_FAVOURITES_KEY, '["leeds"]');
    setSavingOnDevice(true);
    writeSaved(PLAN_ANSWERS_KEY, 'plan');
    writeSaved(LETTER, 'letter');
    writeSaved(savedTemplateAnswersKey('witness-statement'), 'witness');
    // Issue 41: the Help with Fees check's answers are one of the site's own.
    expect(writeSaved(HWF_ANSWERS_KEY, 'help with fees')).toBe(true);
    expect(clearSavedOnDevice()).toBe(true);
    expect(isSavingOnDevice()).toBe(false);
    expect(Object.keys(window.localStorage)).toEqual([COURT_FAVOURITES_KEY]);
  });

  it('clears answers kept by an earlier visit even when the choice was already off', () => {
    window.localStorage.setItem(LETTER, 'left over');
    expect(clearSavedOnDevice()).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it('turning it off removes what was kept', () => {
    setSavingOnDevice(true);
    writeSaved(PLAN_ANSWERS_KEY, 'plan');
    expect(setSavingOnDevice(false)).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it('tells listeners when the choice changes here or in another tab', () => {
    const listener = jest.fn();
    const stop = onSavingOnDeviceChange(listener);
    setSavingOnDevice(true);
    clearSavedOnDevice();
    window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_SAVE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: COURT_FAVOURITES_KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    setSavingOnDevice(true);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('when storage is blocked or full', () => {
  it('never throws with storage blocked, and says saving is not in effect', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(isSavingOnDevice()).toBe(false);
    expect(setSavingOnDevice(true)).toBe(false);
    expect(writeSaved(PLAN_ANSWERS_KEY, 'plan')).toBe(false);
    expect(readSaved(PLAN_ANSWERS_KEY)).toBeNull();
    expect(clearSavedOnDevice()).toBe(true);
  });

  it('never throws with storage full', () => {
    setSavingOnDevice(true);
    writeSaved(LETTER, 'before');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeSaved(LETTER, 'after')).toBe(false);
    expect(readSaved(LETTER)).toBe('before');
    clearSavedOnDevice();
    expect(setSavingOnDevice(true)).toBe(false);
  });

  it('reports a failed clear when removing throws', () => {
    setSavingOnDevice(true);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(clearSavedOnDevice()).toBe(false);
  });

  it('never throws when reading throws', () => {
    setSavingOnDevice(true);
    writeSaved(LETTER, 'x');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(isSavingOnDevice()).toBe(false);
    expect(readSaved(LETTER)).toBeNull();
  });
});
