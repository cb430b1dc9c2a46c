import { homeSections } from '@/content/navigation';
import { CONSULTATION_LENGTH, RESPONSE_PROMISE_HOURS } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { PhoneButton } from '@/components/common/phone-link';
import { SectionLink } from '@/components/layout/section-link';

/** Call to action that leads to the consultation request form on the home page. */
export function ConsultationCta({
  title = 'Want help with your own case?',
  text = `Book a free consultation (${CONSULTATION_LENGTH}). We reply within ${RESPONSE_PROMISE_HOURS} hours and explain your options before any work starts.`,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <aside aria-labelledby="cta-title" className="rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10">
      <h2 id="cta-title" className="text-2xl font-extrabold text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-white/90">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" className="bg-highlight text-navy hover:bg-[#f5c35e]">
          <SectionLink href={`/#${homeSections.contact}`}>Request a Free Consultation</SectionLink>
        </Button>
        <PhoneButton size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10" />
      </div>
    </aside>
  );
}
