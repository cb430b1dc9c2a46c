import { AlertTriangle, CheckCircle2, Info, Lightbulb, XCircle } from 'lucide-react';
import type { ArticleBlock } from '@/content/blog/schema';
import { feeRowTotal, formatPounds } from '@/lib/money';
import { cn } from '@/lib/utils';
import { Icon } from '@/components/common/icon';
import { DataTable } from './data-table';
import { FaqList } from './faq-list';
import { InlineText } from './inline-text';

const calloutStyles = {
  info: { icon: Info, className: 'border-primary bg-secondary' },
  tip: { icon: Lightbulb, className: 'border-accent bg-accent-soft' },
  warning: { icon: AlertTriangle, className: 'border-warning-border bg-warning-soft' },
} as const;

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'subheading':
      return (
        <h3 id={block.id} className="mt-8 text-xl font-bold">
          {block.text}
        </h3>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('my-4 space-y-2 pl-6', block.ordered ? 'list-decimal' : 'list-disc marker:text-accent')}>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <DataTable
          caption={block.caption}
          columns={block.columns}
          rowHeader={block.rowHeader ?? 0}
          rows={block.rows.map((row) => row.map((cell, i) => <InlineText key={i} text={cell} />))}
        />
      );
    case 'callout': {
      const style = calloutStyles[block.tone];
      return (
        // A note within the text, not a complementary landmark of the page.
        <div role="note" className={cn('my-6 flex gap-3 rounded-lg border-l-4 p-4', style.className)}>
          <style.icon className="mt-1 size-5 shrink-0" aria-hidden />
          <div>
            {block.title ? <p className="font-bold">{block.title}</p> : null}
            <p>
              <InlineText text={block.text} />
            </p>
          </div>
        </div>
      );
    }
    case 'quote':
      return (
        <figure className="my-8 rounded-xl border-l-4 border-highlight bg-muted p-6">
          <blockquote className="text-xl font-medium italic">
            <p>“{block.text}”</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-muted-foreground">— {block.attribution}</figcaption>
        </figure>
      );
    case 'faq':
      return (
        <div className="my-6">
          <FaqList items={block.items} />
        </div>
      );
    case 'mistakes':
      return (
        <ol className="my-6 space-y-5">
          {block.items.map((item, i) => (
            <li key={item.title} className="rounded-xl border border-border bg-card p-5 shadow-card">
              <h3 className="flex gap-3 text-xl font-bold">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-base text-primary-foreground">
                  {i + 1}
                </span>
                {item.title}
              </h3>
              <p className="mt-3">
                <InlineText text={item.description} />
              </p>
              <div className="mt-4 grid gap-3 md:grid-cols-2">
                <p className="rounded-lg bg-[#fdecea] p-3">
                  <span className="flex items-center gap-2 font-semibold text-destructive">
                    <XCircle className="size-4" aria-hidden /> Consequence
                  </span>
                  <InlineText text={item.consequence} />
                </p>
                <p className="rounded-lg bg-accent-soft p-3">
                  <span className="flex items-center gap-2 font-semibold text-accent">
                    <CheckCircle2 className="size-4" aria-hidden /> Solution
                  </span>
                  <InlineText text={item.solution} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'evidence-types':
      return (
        <ul className="my-6 grid gap-5 md:grid-cols-3">
          {block.items.map((item) => (
            <li key={item.type} className="rounded-xl border border-border bg-card p-5 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon name={item.icon} className="size-5" />
              </span>
              <h3 className="mt-3 text-lg font-bold">{item.type}</h3>
              <p className="mt-2 text-muted-foreground">
                <InlineText text={item.description} />
              </p>
              <ul className="mt-3 list-disc space-y-1 pl-5 marker:text-accent">
                {item.examples.map((example) => (
                  <li key={example}>
                    <InlineText text={example} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case 'timeline':
      return (
        <ol className="my-6 border-l-2 border-primary/30 pl-6">
          {block.items.map((item) => (
            <li key={item.title} className="relative pb-6 last:pb-0">
              <span className="absolute -left-[33px] top-1 size-4 rounded-full border-2 border-background bg-primary" aria-hidden />
              <p className="text-sm font-bold uppercase tracking-wide text-accent">{item.time}</p>
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-1">
                <InlineText text={item.description} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'rules':
      return (
        <dl className="my-6 grid gap-4 md:grid-cols-2">
          {block.items.map((item) => (
            <div key={item.rule} className="rounded-lg border border-border bg-card p-4">
              <dt className="font-bold">{item.rule}</dt>
              <dd className="mt-1 text-muted-foreground">
                <InlineText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'costs':
      return (
        <DataTable
          caption="Additional costs you may face"
          columns={['Cost', 'What it covers', 'Typical cost', 'Can you recover it?']}
          rows={block.items.map((item) => [
            item.type,
            <InlineText key="d" text={item.description} />,
            item.typical,
            <InlineText key="r" text={item.recoverable} />,
          ])}
        />
      );
    case 'fee-table':
      return (
        <DataTable
          caption={block.caption}
          columns={['Claim value', 'Issue fee', 'Hearing fee', 'Total']}
          rows={block.rows.map((row) => [
            row.claimValue,
            formatPounds(row.courtFee),
            formatPounds(row.hearingFee),
            <strong key="t">{formatPounds(feeRowTotal(row))}</strong>,
          ])}
        />
      );
    case 'cards':
      return (
        <ul className="my-6 grid gap-4 md:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-border bg-card p-5 shadow-card">
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">
                <InlineText text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      );
  }
}

/** A content section: heading with a stable id, then its blocks. */
export function ContentSection({ id, heading, blocks }: { id: string; heading: string; blocks: readonly ArticleBlock[] }) {
  return (
    <section aria-labelledby={id} className="prose-body mt-12 first:mt-0">
      <h2 id={id} className="mb-4 text-2xl font-extrabold sm:text-3xl">
        {heading}
      </h2>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </section>
  );
}
