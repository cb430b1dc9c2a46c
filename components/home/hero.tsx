import { CheckCircle2, Star } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import { promises } from '@/content/promises';
import { reviewRating } from '@/content/provider-claims';
import { NOT_REGULATED_LEGAL_ADVICE } from '@/content/shared-passages';
import { siteConfig } from '@/content/site';
import { Button } from '@/components/ui/button';
import { PhoneButton } from '@/components/common/phone-link';
import { SectionLink } from '@/components/layout/section-link';
import { InlineText } from '@/components/content/inline-text';
import { textLink } from '@/lib/utils';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-secondary to-background">
      <div className="container-page grid grid-cols-1 gap-10 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
            Small claims help for England &amp; Wales
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold sm:text-5xl">
            Bring or defend a small claim with confidence
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">
            Clear, practical guidance for people going to the County Court without a lawyer. We help you assess your
            case, prepare your documents and evidence, negotiate, and get ready for the hearing.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PhoneButton size="lg" label="Get Free Consultation" saysItDials />
            <Button asChild size="lg" variant="outline">
              <SectionLink href={`/#${homeSections.services}`}>Our Services</SectionLink>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {siteConfig.phone.callUsTitle} on <span className="font-semibold text-foreground">{siteConfig.phone.display}</span>,{' '}
            {siteConfig.openingHours.display}. Or{' '}
            <SectionLink href={`/#${homeSections.contact}`} className={textLink}>
              request a free consultation online
            </SectionLink>
            .
          </p>
        </div>
        <div className="rounded-xl border border-border bg-card p-6 shadow-card">
          <p className="flex items-center gap-2 font-semibold">
            <span className="flex text-highlight" aria-hidden>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-5 fill-current" />
              ))}
            </span>
            Rated {reviewRating.value} out of {reviewRating.best} from {reviewRating.count} reviews
          </p>
          <ul className="mt-5 space-y-4">
            {promises.map((promise) => (
              <li key={promise.title} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden />
                <span>
                  <span className="block font-semibold">{promise.title}</span>
                  <span className="text-muted-foreground">{promise.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">
            <InlineText text={NOT_REGULATED_LEGAL_ADVICE} />
          </p>
        </div>
      </div>
    </section>
  );
}
