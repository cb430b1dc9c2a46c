import { ArrowRight, ExternalLink } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import type { ServiceAction } from '@/content/services';
import { POST_REDIRECT_SCROLL_DELAY_MS } from '@/lib/constants';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { PhoneButton } from '@/components/common/phone-link';
import { SectionLink } from '@/components/layout/section-link';

/** The anchor of a page's own contact section. */
export const PAGE_CONTACT_ID = 'contact';

type ButtonStyle = Pick<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'wrap' | 'className'>;

/**
 * A button from a service record. Every kind works as a plain link without JavaScript; `contact-home` adds the
 * spec's go-home-then-scroll-after-300-ms behaviour through the shared section link.
 */
export function ServiceActionButton({ action, ...style }: { action: ServiceAction } & ButtonStyle) {
  switch (action.kind) {
    case 'contact-home':
      return (
        <Button asChild {...style}>
          <SectionLink href={`/#${homeSections.contact}`} delay={POST_REDIRECT_SCROLL_DELAY_MS}>
            {action.label}
          </SectionLink>
        </Button>
      );
    case 'contact-here':
      return (
        <Button asChild {...style}>
          <a href={`#${PAGE_CONTACT_ID}`}>{action.label}</a>
        </Button>
      );
    case 'phone':
      return <PhoneButton {...style} {...(action.label ? { label: action.label } : {})} />;
    case 'page':
      return (
        <Button asChild {...style}>
          <a href={action.href}>
            {action.label} <ArrowRight aria-hidden />
          </a>
        </Button>
      );
    case 'external':
      return (
        <Button asChild {...style}>
          <a href={action.href} target="_blank" rel="noopener noreferrer">
            {action.label} <ExternalLink aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      );
  }
}

/** A row of buttons: the first is the main one, the rest are outlined. Calls to action, so not printed. */
export function ServiceActions({
  actions,
  inverse = false,
  className = 'mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap',
}: {
  actions: readonly ServiceAction[];
  /** On a dark panel. */
  inverse?: boolean;
  className?: string;
}) {
  return (
    <div className={cn(className, 'print:hidden')}>
      {actions.map((action, i) => (
        <ServiceActionButton
          key={`${action.kind}-${i}`}
          action={action}
          size="lg"
          {...(inverse
            ? i === 0
              ? { variant: null, className: 'bg-highlight text-navy shadow-sm hover:bg-[#f5c35e]' }
              : { variant: null, className: 'border-2 border-white bg-transparent text-white hover:bg-white/10' }
            : i === 0
              ? {}
              : { variant: 'outline' })}
        />
      ))}
    </div>
  );
}
