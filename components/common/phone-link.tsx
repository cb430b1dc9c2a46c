import { Phone } from 'lucide-react';
import { siteConfig } from '@/content/site';
import { Button } from '@/components/ui/button';

type PhoneButtonProps = Omit<React.ComponentProps<typeof Button>, 'asChild' | 'children'> & {
  label?: string;
};

/**
 * A tel: link to the support line, styled as a button. A site-wide listener calls `window.phone_click`
 * (when present) for every tel: link, so this stays a server component.
 */
export function PhoneButton({ label = `Call ${siteConfig.phone.display}`, ...props }: PhoneButtonProps) {
  return (
    <Button asChild {...props}>
      <a href={`tel:${siteConfig.phone.e164}`}>
        <Phone aria-hidden />
        {label}
      </a>
    </Button>
  );
}
