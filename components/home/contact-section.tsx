import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import { fullAddress, siteConfig } from '@/content/site';
import { CONSULTATION_LENGTH, RESPONSE_TIME, WORKING_DAYS_NOTE } from '@/content/promises';
import { nonBreaking } from '@/lib/utils';
import { SectionHeading } from '@/components/common/section-heading';
import { EmailText } from '@/components/common/email-text';

/** Spec 2: the contact section (anchor `contact`): contact details beside the consultation request form. */
export function ContactSection({ form }: { form?: React.ReactNode }) {
  const details = [
    {
      icon: Phone,
      title: siteConfig.phone.callUsTitle,
      body: (
        <a href={`tel:${siteConfig.phone.e164}`} className="text-lg font-bold text-primary underline-offset-4 hover:underline">
          {nonBreaking(siteConfig.phone.display)}
        </a>
      ),
      note: siteConfig.phone.note,
    },
    {
      icon: Mail,
      title: 'Email us',
      body: (
        <a href={`mailto:${siteConfig.email}`} className="font-semibold text-primary underline-offset-4 hover:underline">
          <EmailText email={siteConfig.email} />
        </a>
      ),
      note: `We reply ${RESPONSE_TIME}.`,
    },
    { icon: Clock, title: 'Opening hours', body: <span>{siteConfig.openingHours.display}</span>, note: 'Closed on bank holidays.' },
    { icon: MapPin, title: 'Registered office', body: <address className="not-italic">{fullAddress()}</address>, note: 'We work remotely with clients across England and Wales.' },
  ];
  return (
    <section id={homeSections.contact} aria-labelledby="contact-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          eyebrow="Free consultation"
          title="Tell us about your case"
          intro={`Your free consultation (${CONSULTATION_LENGTH}) is available ${RESPONSE_TIME}. ${WORKING_DAYS_NOTE} We will explain your options and give you a personal quote before any work starts.`}
        />
        <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          {/* The form comes first in reading order (and on phones); the details sit beside it on wide screens. */}
          <div className="min-w-0 lg:order-2">{form ?? null}</div>
          <ul className="grid grid-cols-1 content-start gap-4 sm:grid-cols-2 lg:order-1 lg:grid-cols-1">
            {details.map(({ icon: IconComponent, title, body, note }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <IconComponent className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <h3 className="font-bold">{title}</h3>
                  <div className="mt-1">{body}</div>
                  <p className="mt-1 text-sm text-muted-foreground">{note}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
