'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@/lib/constants';

/**
 * Issue 54: while the cookie banner is open at the foot of the window, toasts stand above it (the room it takes,
 * `--consent-room` in globals.css), never drawn over it; sonner's own gaps from the edge (24 px, 16 px on a phone) are
 * kept.
 */
const aboveBanner = (gap: string) => ({ bottom: `calc(${gap} + var(--consent-room, 0px))` });

/** Spec 9: at most 3 visible, 4000 ms, bottom-right; the theme follows the system preference. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      position={TOAST_POSITION}
      offset={aboveBanner('24px')}
      mobileOffset={aboveBanner('16px')}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export { Toaster };
