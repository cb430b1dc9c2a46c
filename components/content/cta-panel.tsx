import type { ReactNode } from 'react';

/** A closing call-to-action panel: a heading, a sentence and its buttons (not printed). */
export function CtaPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <aside aria-labelledby="cta-title" data-pagefind-ignore className="surface-dark rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10 print:hidden">
      <h2 id="cta-title" className="text-2xl font-extrabold text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-white/90">{text}</p>
      {children}
    </aside>
  );
}
