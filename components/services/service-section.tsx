import { Quote } from 'lucide-react';
import type { ServiceSection as Section } from '@/content/services';
import { providerStatistics, testimonials } from '@/content/provider-claims';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/common/icon';
import { ContentSection } from '@/components/content/content-blocks';
import { InlineText } from '@/components/content/inline-text';
import { PointList } from './point-list';
import { ServiceActionButton } from './service-action';

type Titled = Extract<Section, { heading: string; id: string }>;

/** Heading, optional intro and body of a titled section. */
function SectionFrame({ section, children }: { section: Titled; children: React.ReactNode }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id} className="text-2xl font-extrabold sm:text-3xl">
        {section.heading}
      </h2>
      {section.intro ? (
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
          <InlineText text={section.intro} />
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function QuoteCard({ text, attribution, detail }: { text: string; attribution: string; detail?: string }) {
  return (
    <figure className="rounded-2xl bg-secondary p-8 sm:p-10">
      {/* Above the quotation, never over its words (issue 54). */}
      <Quote className="size-10 text-primary/40" aria-hidden />
      <blockquote className="mt-3 text-xl font-medium sm:text-2xl">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-4 font-semibold text-muted-foreground">
        — {attribution}
        {detail ? <span className="block text-sm font-normal">{detail}</span> : null}
      </figcaption>
    </figure>
  );
}

const cardBox = 'rounded-xl p-6 shadow-card';
const card = `${cardBox} border border-border bg-card`;

/** One section of a service page, drawn from its record. The page's contact section is drawn by the page. */
export function ServiceSectionView({ section }: { section: Exclude<Section, { type: 'contact' }> }) {
  switch (section.type) {
    case 'prose':
      return (
        <ContentSection
          id={section.id}
          heading={section.heading}
          blocks={section.intro ? [{ type: 'paragraph', text: section.intro }, ...section.blocks] : section.blocks}
        />
      );
    case 'steps':
      return (
        <SectionFrame section={section}>
          <ol className={cn('grid gap-5', section.items.length === 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3')}>
            {section.items.map((step, i) => (
              <li key={step.title} className={card}>
                <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground" aria-hidden>
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">
                  <InlineText text={step.description} />
                </p>
              </li>
            ))}
          </ol>
        </SectionFrame>
      );
    case 'features':
      return (
        <SectionFrame section={section}>
          <ul className={cn('grid gap-5 md:grid-cols-2', section.items.length % 3 === 0 && 'lg:grid-cols-3')}>
            {section.items.map((item) => (
              <li key={item.title} className={card}>
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  {item.tag ? (
                    <Badge variant="outline" wrap className="text-right">
                      {item.tag}
                    </Badge>
                  ) : null}
                </div>
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">
                  <InlineText text={item.description} />
                </p>
              </li>
            ))}
          </ul>
        </SectionFrame>
      );
    case 'list':
      return (
        <SectionFrame section={section}>
          <PointList items={section.items} tone={section.tone} className="max-w-3xl text-lg" />
        </SectionFrame>
      );
    case 'comparison':
      return (
        <SectionFrame section={section}>
          <div className="grid gap-5 md:grid-cols-2">
            {section.columns.map((column) => (
              <div
                key={column.heading}
                className={cn(
                  cardBox,
                  'border',
                  column.tone === 'risk'
                    ? 'border-warning-border/40 bg-warning-soft'
                    : column.tone === 'benefit'
                      ? 'border-accent/30 bg-accent-soft'
                      : 'border-border bg-card',
                )}
              >
                <h3 className="text-xl font-bold">{column.heading}</h3>
                <PointList items={column.items} tone={column.tone} className="mt-4" />
              </div>
            ))}
          </div>
        </SectionFrame>
      );
    case 'examples':
      return (
        <SectionFrame section={section}>
          <ul className="grid gap-5 lg:grid-cols-3">
            {section.items.map((example) => (
              <li key={example.title} className={cn(card, 'flex flex-col')}>
                <h3 className="text-lg font-bold">{example.title}</h3>
                <dl className="mt-3 space-y-3">
                  {(
                    [
                      ['The situation', example.situation],
                      ['The personal touch', example.personalTouch],
                      ['The outcome', example.outcome],
                    ] as const
                  ).map(([term, value]) => (
                    <div key={term}>
                      <dt className="text-sm font-bold uppercase tracking-wide text-accent">{term}</dt>
                      <dd className="mt-1">
                        <InlineText text={value} />
                      </dd>
                    </div>
                  ))}
                </dl>
                <blockquote className="mt-auto border-l-4 border-highlight pt-4 pl-4 italic text-muted-foreground">
                  <p>“{example.quote}”</p>
                </blockquote>
              </li>
            ))}
          </ul>
        </SectionFrame>
      );
    case 'packages':
      return (
        <SectionFrame section={section}>
          <ul className={cn('grid gap-5 md:grid-cols-2', section.items.length === 3 && 'lg:grid-cols-3')}>
            {section.items.map((item) => (
              <li
                key={item.name}
                className={cn(cardBox, 'relative flex flex-col bg-card', item.badge ? 'border-2 border-primary' : 'border border-border')}
              >
                {item.badge ? (
                  <Badge variant={null} className="absolute -top-3 left-6 border-transparent bg-highlight text-navy">{item.badge}</Badge>
                ) : null}
                <h3 className="text-xl font-bold">{item.name}</h3>
                {item.detail ? <p className="mt-1 font-semibold text-accent">{item.detail}</p> : null}
                <p className="mt-3 text-muted-foreground">
                  <InlineText text={item.summary} />
                </p>
                <PointList items={item.includes} tone="benefit" className="mt-4 mb-6" />
                <p className="mt-auto text-lg font-bold">{item.price ?? 'Personalised quote'}</p>
                <ServiceActionButton action={item.action} className="mt-4" variant={item.badge ? 'default' : 'outline'} />
              </li>
            ))}
          </ul>
          {section.note ? (
            <p className="mt-5 text-muted-foreground">
              <InlineText text={section.note} />
            </p>
          ) : null}
        </SectionFrame>
      );
    case 'figures':
      return (
        <SectionFrame section={section}>
          <ul className={cn('grid gap-5 sm:grid-cols-2', section.items.length >= 3 && 'lg:grid-cols-4')}>
            {section.items.map((id) => {
              const figure = providerStatistics[id];
              return (
                <li key={id} className={cn(card, 'text-center')}>
                  <p className="text-4xl font-extrabold text-primary">{figure.value}</p>
                  <p className="mt-2 text-muted-foreground">{figure.label}</p>
                </li>
              );
            })}
          </ul>
        </SectionFrame>
      );
    case 'quote':
      return <QuoteCard text={section.text} attribution={section.attribution} />;
    case 'testimonial': {
      const testimonial = testimonials[section.testimonial];
      return <QuoteCard text={testimonial.quote} attribution={testimonial.name} detail={testimonial.context} />;
    }
  }
}
