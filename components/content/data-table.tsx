import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Tables with this many columns or more are laid out as one card per row on phones. */
const STACK_FROM_COLUMNS = 3;

/**
 * An accessible, responsive table: a caption, column headers and row headers. On phones a table of three or
 * more columns becomes one card per row, each value beside its column's name (the headers stay for screen
 * readers), so nothing is squeezed into narrow columns; narrower tables sit in a keyboard-scrollable region named
 * by the caption (so two tables on a page are two distinct regions).
 */
export function DataTable({
  caption,
  columns,
  rows,
  rowHeader = 0,
}: {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  rowHeader?: number;
}) {
  const captionId = useId();
  const stack = columns.length >= STACK_FROM_COLUMNS;
  const cell = cn('px-4 py-3 align-top', stack && 'max-sm:py-1');
  // On phones each value sits beside its column's name.
  const labelled = cn(
    stack &&
      'max-sm:grid max-sm:grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:leading-7 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
  );
  return (
    // A named <section> is a region, which the lint config lets take focus (to scroll it by keyboard); oxlint does
    // not see the implicit role.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="my-6 overflow-x-auto rounded-xl border border-border" tabIndex={0} aria-labelledby={captionId}>
      <table data-stack={stack || undefined} className={cn('w-full border-collapse text-left text-base', stack && 'max-sm:block')}>
        <caption id={captionId} className={cn('bg-muted px-4 py-3 text-left font-semibold', stack && 'max-sm:block')}>
          {caption}
        </caption>
        <thead className={cn(stack && 'max-sm:sr-only')}>
          <tr className="border-b border-border bg-secondary">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-secondary-foreground">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(stack && 'max-sm:block')}>
          {rows.map((row, r) => (
            <tr key={r} className={cn('border-b border-border last:border-0 even:bg-muted/50', stack && 'max-sm:block max-sm:py-2')}>
              {row.map((value, c) =>
                c === rowHeader ? (
                  <th key={c} scope="row" className={cn(cell, stack && 'max-sm:block', 'font-semibold')}>
                    {value}
                  </th>
                ) : (
                  <td key={c} data-label={columns[c]} className={cn(cell, labelled)}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
