import * as React from 'react';
import { cn } from '@/lib/utils';

/** A field's look without its width. Error styles key off aria-invalid, as the GOV.UK pattern sets it on failing fields. */
export const fieldLook =
  'min-w-0 rounded-md border-2 border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';
/** A field's look, the full width of its column. */
export const fieldClasses = `w-full ${fieldLook}`;

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(fieldClasses, 'min-h-11', className)} {...props} />;
}

export { Input };
