import { AlertTriangle, ArrowRight, ExternalLink } from 'lucide-react';
import type { CourtForm } from '@/content/courts/schema';
import { officialFormLinkLabel } from '@/lib/courts/links';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineText } from '@/components/content/inline-text';

/** The anchor of a form's entry in the library, e.g. "form-n180" (articles link to it). */
export function formAnchor(code: string): string {
  return `form-${code.toLowerCase()}`;
}

/**
 * One form of the library (spec 2): what it is, what to watch for, the download from its official page (in a new
 * tab, marked by the icon and, for screen readers, in the link's name) and our guidance.
 */
export function CourtFormCard({ form }: { form: CourtForm }) {
  const id = formAnchor(form.code);
  return (
    <article id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="flex w-full min-w-0 flex-col rounded-xl border border-border bg-card p-6 shadow-card focus:outline-none">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-primary px-2.5 py-1 font-mono text-lg font-bold text-primary-foreground">{form.code}</span>
        <Badge variant="accent">{form.category}</Badge>
      </div>
      <h3 id={`${id}-title`} className="mt-3 text-xl font-bold">
        {form.title}
      </h3>
      <p className="mt-2 text-muted-foreground">
        <InlineText text={form.description} />
      </p>
      <div className="mt-4 flex gap-3 rounded-lg border-l-4 border-warning-border bg-warning-soft p-3 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="prose-body min-w-0 [overflow-wrap:anywhere] [&_a]:font-semibold">
          <span className="font-bold">Watch for: </span>
          <InlineText text={form.watchFor} />
        </p>
      </div>
      <div className="mt-auto flex flex-col items-start gap-2 pt-5">
        <Button asChild wrap className="shrink text-left">
          <a href={form.officialUrl} target="_blank" rel="noopener noreferrer">
            {officialFormLinkLabel(form)} <ExternalLink aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline" wrap className="shrink text-left">
          <a href={form.guidance.href}>
            {form.guidance.label} <ArrowRight aria-hidden />
          </a>
        </Button>
      </div>
    </article>
  );
}
