import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { fieldClasses } from '@/components/ui/input';

/**
 * A native <select> styled like the inputs: labelled by its <label>, reached by an error summary link, operated
 * by keyboard and by the phone's own picker, with no script of its own.
 */
export function NativeSelect({
  placeholder,
  options,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'children'> & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="relative">
      <select {...props} className={cn(fieldClasses, 'min-h-11 cursor-pointer appearance-none pr-10', className)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
