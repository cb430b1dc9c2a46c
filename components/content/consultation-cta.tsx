import { CONSULTATION_LENGTH, RESPONSE_TIME } from '@/content/promises';
import { ServiceActions } from '@/components/services/service-action';
import { CtaPanel } from './cta-panel';

/** Call to action that leads to the consultation request form on the home page, or to the phone. */
export function ConsultationCta({
  title = 'Want help with your own case?',
  text = `Book a free consultation (${CONSULTATION_LENGTH}). We reply ${RESPONSE_TIME} and explain your options before any work starts.`,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <CtaPanel title={title} text={text}>
      <ServiceActions
        inverse
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
        actions={[{ kind: 'contact-home', label: 'Request a Free Consultation' }, { kind: 'phone' }]}
      />
    </CtaPanel>
  );
}
