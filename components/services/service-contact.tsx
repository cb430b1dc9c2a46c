import { siteConfig } from '@/content/site';
import { ContactCard } from '@/components/common/contact-card';
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
      <div className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <ContactCard kind="phone" title={siteConfig.phone.callUsTitle} />
        <ContactCard kind="email" title="Email us" />
        <div className="flex flex-col justify-between gap-3 rounded-xl bg-card p-5 shadow-card">
          <p className="font-bold">Prefer to write it down?</p>
          <p className="text-sm text-muted-foreground">Send your details and documents through our consultation request form.</p>
          <ServiceActionButton action={{ kind: 'contact-home', label: 'Request a Free Consultation' }} wrap className="text-center" />
        </div>
      </div>
    </section>
  );
}
