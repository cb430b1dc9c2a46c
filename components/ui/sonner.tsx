'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@/lib/constants';

/** Spec 9: at most 3 visible, 4000 ms, bottom-right; the theme follows the system preference. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position={TOAST_POSITION}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export { Toaster };
