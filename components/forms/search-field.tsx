import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/**
 * A labelled search box with a magnifier, as the blog and the court directory use it. `hint` gives examples of what
 * to search for, under the box and read with it (issue 54: as a placeholder it was cut off on a phone, and gone once
 * the visitor typed); under it rather than above, so the box lines up with the fields beside it.
 */
export function SearchField({
  id,
  label,
  hint,
  className,
  ...input
}: { id: string; label: string; hint?: string; className?: string } & Omit<React.ComponentProps<typeof Input>, 'id' | 'type' | 'className' | 'placeholder'>) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" autoComplete="off" className="pl-10" aria-describedby={hint ? hintId : undefined} {...input} />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
