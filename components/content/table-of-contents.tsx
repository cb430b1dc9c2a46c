import { cn } from '@/lib/utils';

/**
 * Contents links to the page's section anchors. Plain anchors: they work without JavaScript, scroll smoothly
 * (unless the visitor prefers reduced motion) and land below the sticky header.
 */
export function TableOfContents({
  items,
  className,
}: {
  items: readonly { id: string; heading: string }[];
  className?: string;
}) {
  return (
    <nav aria-labelledby="contents-title" className={cn('rounded-xl border border-border bg-muted p-5 print:hidden', className)}>
      <h2 id="contents-title" className="text-lg font-bold">
        Contents
      </h2>
      <ol className="mt-3 space-y-1">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex min-h-10 items-start gap-2 rounded-md px-2 py-1.5 text-primary hover:bg-background hover:underline"
            >
              <span className="font-semibold tabular-nums text-muted-foreground">{i + 1}.</span>
              <span>{item.heading}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
