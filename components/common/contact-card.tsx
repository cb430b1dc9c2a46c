import { Mail, Phone } from 'lucide-react';
import { siteConfig } from '@/content/site';
import { RESPONSE_TIME } from '@/content/promises';
import { cn, nonBreaking } from '@/lib/utils';
import { EmailText } from '@/components/common/email-text';

/** A card with the support line (a tel: link) or the email address (a mailto: link), and when we answer. */
export function ContactCard({ kind, title, className }: { kind: 'phone' | 'email'; title: string; className?: string }) {
  const phone = kind === 'phone';
  const Icon = phone ? Phone : Mail;
  return (
    <div className={cn('rounded-xl bg-card p-5 shadow-card', className)}>
      <h3 className="flex items-center gap-2 font-bold">
        <Icon className="size-5 text-primary" aria-hidden /> {title}
      </h3>
      {phone ? (
        <a href={`tel:${siteConfig.phone.e164}`} className="mt-2 block text-xl font-bold text-primary underline-offset-4 hover:underline">
          {nonBreaking(siteConfig.phone.display)}
        </a>
      ) : (
        <a href={`mailto:${siteConfig.email}`} className="mt-2 block font-semibold text-primary underline-offset-4 hover:underline">
          <EmailText email={siteConfig.email} />
        </a>
      )}
      <p className="text-sm text-muted-foreground">
        {phone ? `${siteConfig.phone.note}. ${siteConfig.openingHours.display}.` : `We reply ${RESPONSE_TIME}.`}
      </p>
    </div>
  );
}
