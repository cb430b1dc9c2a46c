import { Phone } from 'lucide-react';
import { siteConfig } from '@/content/site';
import { cn, nonBreaking } from '@/lib/utils';
import { Button } from '@/components/ui/button';

type PhoneButtonProps = Omit<React.ComponentProps<typeof Button>, 'asChild' | 'children'> & {
  /** Words instead of the number ("Get Free Consultation"); these may wrap on a phone like any button. */
  label?: string;
  /**
   * With `label`: say that it dials. A phone shows the words and hears "... by phone: <number>"; a device that most
   * likely cannot call (a mouse or trackpad, the `no-phone:` variant) shows "Call us free: <number>" instead.
   */
  saysItDials?: boolean;
};

/** Marks a tel: link labelled in words rather than the number (html-validate's tel-non-breaking skips it). */
const TEL_WORDS_CLASS = 'tel-words';

/**
 * A tel: link to the support line, styled as a button. A site-wide listener calls `window.phone_click`
 * (when present) for every tel: link, so this stays a server component. The default label keeps
 * "Call 0808 157 0123" on one line.
 */
export function PhoneButton({ label, saysItDials = false, className, ...props }: PhoneButtonProps) {
  const number = nonBreaking(siteConfig.phone.display);
  return (
    <Button asChild className={cn(label && TEL_WORDS_CLASS, className)} {...props}>
      <a href={`tel:${siteConfig.phone.e164}`}>
        <Phone aria-hidden />
        {label && saysItDials ? (
          <>
            <span className="no-phone:hidden">
              {label}
              <span className="sr-only"> by phone: {number}</span>
            </span>
            <span className="hidden no-phone:inline">{`${siteConfig.phone.callUsTitle}: ${number}`}</span>
          </>
        ) : (
          (label ?? nonBreaking(`Call ${siteConfig.phone.display}`))
        )}
      </a>
    </Button>
  );
}
