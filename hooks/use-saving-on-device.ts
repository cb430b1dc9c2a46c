'use client';

import { useSyncExternalStore } from 'react';
import { isSavingOnDevice, onSavingOnDeviceChange } from '@/lib/device-save';

/** Off in the static HTML; the browser's choice applies right after hydration. */
const serverSnapshot = () => false;

/** Whether the visitor chose "Save my answers on this device", kept in step with every control and other tabs. */
export function useSavingOnDevice(): boolean {
  return useSyncExternalStore(onSavingOnDeviceChange, isSavingOnDevice, serverSnapshot);
}
