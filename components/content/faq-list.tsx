import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@/content/schema';
import { InlineText } from './inline-text';

/**
 * Questions as native disclosure widgets: keyboard-operable, no JavaScript, and every answer stays in the
 * HTML for search engines and the FAQPage structured data.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 text-lg font-semibold">
            <span>{item.question}</span>
            <ChevronDown className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="prose-body pb-5 text-muted-foreground">
            <p>
              <InlineText text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
