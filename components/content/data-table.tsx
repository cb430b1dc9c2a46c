import type { ReactNode } from 'react';

/**
 * An accessible, responsive table: a caption, column headers, row headers, and a keyboard-scrollable region
 * on narrow screens.
 */
export function DataTable({
  caption,
  columns,
  rows,
  rowHeader = 0,
}: {
  caption: ReactNode;
  columns: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
  rowHeader?: number;
}) {
  return (
    <div className="my-6 overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label="Scrollable table">
      <table className="w-full border-collapse text-left text-base">
        <caption className="bg-muted px-4 py-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-secondary">
            {columns.map((column, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-semibold text-secondary-foreground">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-border last:border-0 even:bg-muted/50">
              {row.map((cell, c) =>
                c === rowHeader ? (
                  <th key={c} scope="row" className="px-4 py-3 align-top font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="px-4 py-3 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
