'use client';

import type { Trial } from '@/hooks/use-trial';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { templateBySlug } from '@/content/templates/documents';
import { TrialTimer } from './trial-timer';
import { SignupDeliveryNotice, TrialSignupForm } from './trial-signup';
import { TemplateGenerator } from './template-generator';
import { PremiumRequestForm } from './premium-request';

/**
 * Spec 4 "template dialog": the sign-up form while no trial is active, the generator during one (with the time
 * left shown inside the dialog), and the premium request form for the bespoke service. Loaded only when a card
 * is opened.
 */
export function TemplateDialog({ slug, premium, trial, onClose }: { slug: string; premium: boolean; trial: Trial; onClose: () => void }) {
  const template = templateBySlug(slug);
  if (!template) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* At the top of the window, clear of the notifications at its foot: an error toast never covers the form. */}
      <DialogContent className="max-w-3xl" placement="top">
        {premium ? (
          <PremiumRequestForm template={template} />
        ) : trial.active ? (
          <>
            <TrialTimer trial={trial} className="mr-10 p-3" />
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
