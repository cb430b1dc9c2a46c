'use client';

import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-navy/60 animate-fade-in', className)}
      {...props}
    />
  );
}

const placements = {
  /** In the middle of the window. */
  center: 'top-1/2 max-h-[90vh] -translate-y-1/2',
  /** At the top, stopping 8 rem short of the foot of the window, where notifications appear (see the generator). */
  top: 'top-4 max-h-[calc(100dvh-9rem)] sm:top-8 sm:max-h-[calc(100dvh-10rem)]',
} as const;

/**
 * `className` sets the width (max-w-*), 42 rem unless given, and anything else of the dialog's frame; `bodyClassName`
 * anything of the part that scrolls (its scroll padding). The frame does not scroll: its body does, so the Close
 * button, in the frame's corner, stays in view however far a long form is scrolled (issue 54: on a phone it went up
 * with the top of the form). It stays last in the dialog, so Tab reaches it after the form, as before.
 */
function DialogContent({
  className = 'max-w-2xl',
  bodyClassName,
  placement = 'center',
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { placement?: keyof typeof placements; bodyClassName?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 flex-col rounded-xl border border-border bg-background shadow-xl animate-zoom-in',
          placements[placement],
          className,
        )}
        {...props}
      >
        <div data-slot="dialog-body" className={cn('grid min-h-0 gap-4 overflow-y-auto rounded-xl p-6', bodyClassName)}>
          {children}
        </div>
        <DialogPrimitive.Close className="absolute right-3 top-3 z-20 inline-flex size-10 items-center justify-center rounded-md bg-background text-muted-foreground hover:bg-muted hover:text-foreground">
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pr-8', className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-wrap justify-end gap-3', className)} {...props} />;
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-2xl font-bold', className)} {...props} />;
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-muted-foreground', className)} {...props} />
  );
}

export { Dialog, DialogTrigger, DialogClose, DialogContent, DialogHeader, DialogFooter, DialogTitle, DialogDescription };
