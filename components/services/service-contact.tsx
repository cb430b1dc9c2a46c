import { Mail, Phone } from 'lucide-react';
import { siteConfig } from '@/content/site';
import { RESPONSE_PROMISE_HOURS } from '@/lib/constants';
import { InlineText } from '@/components/content/inline-text';
import { PAGE_CONTACT_ID, ServiceActionButton } from './service-action';

/**
 * A service page's own contact section (anchor #contact): the phone line, the email address and the way to
 * the consultation form. Buttons on the page that "scroll to contact" land here.
 */
export function ServiceContact({ heading, text }: { heading: string; text: string }) {
  return (
    <section id={PAGE_CONTACT_ID} aria-labelledby="contact-title" tabIndex={-1} className="rounded-2xl border border-border bg-secondary p-6 focus:outline-none sm:p-10">
      <h2 id="contact-title" className="text-2xl font-extrabold sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        <InlineText text={text} />
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <div className="rounded-xl bg-card p-5 shadow-card">
          <h3 className="flex items-center gap-2 font-bold">
            <Phone className="size-5 text-primary" aria-hidden /> Call us free
          </h3>
          <a href={`tel:${siteConfig.phone.e164}`} className="mt-2 block text-xl font-bold text-primary underline-offset-4 hover:underline">
            {siteConfig.phone.display}
          </a>
          <p className="text-sm text-muted-foreground">{siteConfig.openingHours.display}.</p>
        </div>
        <div className="rounded-xl bg-card p-5 shadow-card">
          <h3 className="flex items-center gap-2 font-bold">
            <Mail className="size-5 text-primary" aria-hidden /> Email us
          </h3>
          <a href={`mailto:${siteConfig.email}`} className="mt-2 block font-semibold text-primary [overflow-wrap:anywhere] underline-offset-4 hover:underline">
            {siteConfig.email}
          </a>
          <p className="text-sm text-muted-foreground">We reply within {RESPONSE_PROMISE_HOURS} hours.</p>
        </div>
        <div className="flex flex-col justify-between gap-3 rounded-xl bg-card p-5 shadow-card">
          <p className="font-bold">Prefer to write it down?</p>
          <p className="text-sm text-muted-foreground">Send your details and documents through our consultation request form.</p>
          <ServiceActionButton action={{ kind: 'contact-home', label: 'Request a Free Consultation' }} />
        </div>
      </div>
    </section>
  );
}
