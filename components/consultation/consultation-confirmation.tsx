'use client';

import * as React from 'react';
import { CircleCheck } from 'lucide-react';
import { consultationMessages } from '@/content/consultation';
import { RESPONSE_TIME } from '@/content/promises';
import { siteConfig } from '@/content/site';
import { Button } from '@/components/ui/button';
import { shortReference } from '@/lib/consultation-delivery';
import { joinNames } from '@/lib/uploads';
import { nonBreaking } from '@/lib/utils';

export const CONFIRMATION_TITLE = 'We have received your request';

/**
 * `reference` is the request id; the visitor is shown its short form (`SCC-7F3K-92QD`), which finds the lead.
 *
 * What stays on the page once a consultation request is delivered (issue 18), besides the spec's toast, which
 * goes after a few seconds: the reference, what happens next and a way to send another request. It says only
 * what a 2xx answer shows to be true: the request, and the documents it names (issue 54), arrived; files the visitor
 * chose that were never added are named as not sent. It takes the form's place (the form is empty by then), and focus
 * moves to it, brought to the top of the window below the header (issue 54: on a phone with the cookie banner open, the
 * heading and reference stay in view above it), so a screen reader reads it and a keyboard user starts from it.
 */
export function ConsultationConfirmation({
  reference,
  documents,
  notSent,
  onSendAnother,
}: {
  reference: string;
  /** The names of the files sent with the request. */
  documents: readonly string[];
  /** The names of files the visitor chose that were not added, so not sent. */
  notSent: readonly string[];
  onSendAnother: () => void;
}) {
  const ref = React.useRef<HTMLElement>(null);
  // As lib/focus-target.ts's revealResult does, written here: importing it costs the home page two scripts more.
  React.useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, []);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="consultation-confirmation-title"
      data-slot="consultation-confirmation"
      className="mt-6 rounded-lg border-l-4 border-accent bg-accent-soft p-5 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <h4 id="consultation-confirmation-title" className="flex items-center gap-2 text-xl font-bold">
        <CircleCheck className="size-6 shrink-0 text-accent" aria-hidden />
        {CONFIRMATION_TITLE}
      </h4>
      <p className="mt-3">
        Your reference is <strong className="font-mono whitespace-nowrap">{shortReference(reference)}</strong>. Please quote it if you contact
        us about this request.
      </p>
      {documents.length > 0 ? (
        <p className="mt-2 break-words" dir="auto">
          {consultationMessages.documentsReceived(documents.length, joinNames(documents))}
        </p>
      ) : null}
      {notSent.length > 0 ? (
        <p className="mt-2 break-words" dir="auto">
          {consultationMessages.notSent(joinNames(notSent), notSent.length)}{' '}
          <a href={`mailto:${siteConfig.email}`} className="font-semibold text-primary underline underline-offset-4">
            {siteConfig.email}
          </a>{' '}
          with your reference.
        </p>
      ) : null}
      <h5 className="mt-4 font-bold">What happens next</h5>
      <p className="mt-1">
        We&apos;ll contact you {RESPONSE_TIME} to discuss your case. {consultationMessages.submittedTiming}
      </p>
      <p className="mt-2">
        If anything is urgent, {siteConfig.phone.callUs} on{' '}
        <a href={`tel:${siteConfig.phone.e164}`} className="font-semibold text-primary underline underline-offset-4">
          {nonBreaking(siteConfig.phone.display)}
        </a>
        .
      </p>
      <Button type="button" variant="outline" className="mt-4" onClick={onSendAnother}>
        Send another request
      </Button>
    </section>
  );
}
