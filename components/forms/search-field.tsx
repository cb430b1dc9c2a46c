import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** A labelled search box with a magnifier, as the blog and the court directory use it. */
export function SearchField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & Omit<React.ComponentProps<typeof Input>, 'id' | 'type' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" autoComplete="off" className="pl-10" {...input} />
      </div>
    </div>
  );
}
