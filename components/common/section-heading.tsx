import { cn } from '@/lib/utils';

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
