import { siteConfig } from '@/content/site';
import { nonBreaking } from '@/lib/utils';
import type { DeliveryFailure } from '@/hooks/use-lead-delivery';

/** Why a request was not sent, in the visitor's words. */
export function failureReason(failure: DeliveryFailure): string {
  switch (failure.reason) {
    case 'timeout':
      return 'Our system took too long to answer.';
    case 'network':
      return 'We could not reach our system. Please check your internet connection.';
    default:
      return `Our system could not accept it just now (error ${failure.status ?? 'unknown'}).`;
  }
}

export const NOT_SENT_TITLE = 'Your request has not been sent';

/**
 * The delivery-failure state of a lead form: what went wrong, that everything typed is kept, a way to try again
 * (the form's submit button) and the phone number.
 */
export function DeliveryFailureNotice({ failure }: { failure: DeliveryFailure }) {
  return (
    <div role="alert" className="rounded-lg border-l-4 border-destructive bg-destructive/5 p-4">
      <p className="font-bold text-destructive">{NOT_SENT_TITLE}</p>
      <p className="mt-1">{failureReason(failure)} Everything you entered is still here.</p>
      <p className="mt-1">
        Please{' '}
        <button type="submit" className="font-semibold text-primary underline underline-offset-4 hover:decoration-2">
          try again
        </button>{' '}
        or {siteConfig.phone.callUs} on{' '}
        <a href={`tel:${siteConfig.phone.e164}`} className="font-semibold text-primary underline underline-offset-4">
          {nonBreaking(siteConfig.phone.display)}
        </a>
        .
      </p>
    </div>
  );
}
