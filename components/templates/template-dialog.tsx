'use client';

import * as React from 'react';
import type { Trial } from '@/hooks/use-trial';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { PhoneButton } from '@/components/common/phone-link';
import { templateBySlug } from '@/content/templates/documents';
import { templateMessages as messages } from '@/content/templates/messages';
import { homeSections } from '@/content/navigation';
import { templateAnswersKey } from '@/content/storage-keys';
import { TrialTimer } from './trial-timer';
import { SignupDeliveryNotice, TrialSignupForm } from './trial-signup';
import { TemplateGenerator } from './template-generator';
import { PremiumRequestForm } from './premium-request';

/**
 * Spec 4 "template dialog": the sign-up form while no trial is active, the generator during one (with the time
 * left in a bar that stays at the top of the dialog's view), and the premium request form for the bespoke
 * service. Issue 26: when the trial runs out while the dialog is open, the generator gives way to Trial Expired
 * (focused, so it is where the visitor is) with what they can do; the answers stay, and a new sign-up brings
 * them back. Loaded only when a card is opened.
 */
export function TemplateDialog({
  slug,
  premium,
  trial,
  ended,
  onRestart,
  onClose,
}: {
  slug: string;
  premium: boolean;
  trial: Trial;
  /** The trial ran out while this dialog was open (until the visitor chooses to start a new one). */
  ended: boolean;
  onRestart: () => void;
  onClose: () => void;
}) {
  const template = templateBySlug(slug);
  if (!template) return null;
  const generating = !premium && !ended && trial.active;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* At the top of the window, clear of the notifications at its foot: an error toast never covers the form.
          The scroll padding keeps a focused field or heading clear of the time-left bar. */}
      <DialogContent className="max-w-3xl" bodyClassName={generating ? 'scroll-pt-40 sm:scroll-pt-28' : undefined} placement="top">
        {premium ? (
          <PremiumRequestForm template={template} />
        ) : ended ? (
          <TrialEnded slug={template.slug} onRestart={onRestart} />
        ) : trial.active ? (
          <>
            <TrialTimer trial={trial} className="sticky -top-6 z-10 mr-10 p-3 shadow-card" />
            <SignupDeliveryNotice trial={trial} />
            <TemplateGenerator key={template.slug} template={template} />
          </>
        ) : (
          <TrialSignupForm templateTitle={template.title} onUnlocked={trial.start} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Whether this tab holds answers for the template (so the promise that they come back is true). */
function hasKeptAnswers(slug: string): boolean {
  try {
    return window.sessionStorage.getItem(templateAnswersKey(slug)) !== null;
  } catch {
    return false;
  }
}

/** Spec 8 "Trial over", where the visitor is: what happened, that their answers are kept, and what to do now. */
function TrialEnded({ slug, onRestart }: { slug: string; onRestart: () => void }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const [kept] = React.useState(() => hasKeptAnswers(slug));
  React.useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section data-slot="trial-ended" className="grid gap-4">
      <DialogHeader>
        <DialogTitle ref={heading} tabIndex={-1}>
          {messages.trialExpiredTitle}
        </DialogTitle>
        <DialogDescription>{messages.trialExpiredText}</DialogDescription>
      </DialogHeader>
      {kept ? <p className="rounded-lg border-l-4 border-accent bg-accent-soft p-4">{messages.answersKeptAfterTrial}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="button" size="lg" onClick={onRestart}>
          {messages.startNewTrial}
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={`/#${homeSections.contact}`}>{messages.requestConsultation}</a>
        </Button>
        <PhoneButton variant="outline" size="lg" />
      </div>
    </section>
  );
}
