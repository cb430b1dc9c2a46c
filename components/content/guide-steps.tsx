import { Check } from 'lucide-react';
import type { GuideStep } from '@/content/schema';
import { InlineText } from './inline-text';

/** The numbered steps of a process, each with its bullet details. */
export function GuideSteps({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <ol className="relative space-y-6">
      {steps.map((step) => (
        <li key={step.step} className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-6 shadow-card sm:grid-cols-[3.5rem_minmax(0,1fr)]">
          <span
            className="flex size-14 items-center justify-center rounded-full bg-primary text-2xl font-extrabold text-primary-foreground"
            aria-hidden
          >
            {step.step}
          </span>
          <div>
            <h2 className="text-2xl font-bold">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h2>
            <p className="mt-2 text-lg text-muted-foreground">
              <InlineText text={step.description} />
            </p>
            <ul className="mt-4 space-y-2">
              {step.details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden />
                  <span>
                    <InlineText text={detail} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
