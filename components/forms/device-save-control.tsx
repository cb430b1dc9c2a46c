'use client';

import * as React from 'react';
import { deviceSaveText as text } from '@/content/device-save';
import { Button } from '@/components/ui/button';
import { clearSavedOnDevice, setSavingOnDevice } from '@/lib/device-save';
import { useSavingOnDevice } from '@/hooks/use-saving-on-device';

/**
 * Issue 28: the "Save my answers on this device" choice (off by default) and, while it is on, the line saying so
 * with "Clear saved answers", which removes every answer kept on the device and turns the choice off. Unticking
 * the box does the same. `onChange` hears the choice now in effect (false when the browser refused to save), so
 * a form can keep what is already typed at once.
 */
export function DeviceSaveControl({ id, onChange, className }: { id: string; onChange?: (on: boolean) => void; className?: string }) {
  const saving = useSavingOnDevice();
  const [message, setMessage] = React.useState('');

  const choose = (on: boolean) => {
    const inEffect = setSavingOnDevice(on);
    if (on) setMessage(inEffect ? '' : text.unavailable);
    else setMessage(inEffect ? text.cleared : text.clearFailed);
    onChange?.(on && inEffect);
  };
  const clear = () => {
    setMessage(clearSavedOnDevice() ? text.cleared : text.clearFailed);
    onChange?.(false);
  };

  return (
    <div data-slot="device-save" className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={saving}
          onChange={(event) => choose(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={id} className="font-semibold">
            {text.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {text.hint}
          </p>
        </div>
      </div>
      {saving ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>{text.saved}</span>
          <Button type="button" variant="outline" size="sm" onClick={clear}>
            {text.clear}
          </Button>
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm empty:hidden">
        {message}
      </p>
    </div>
  );
}
