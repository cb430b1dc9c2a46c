import type { Metadata } from 'next';
import { RedirectNotice } from '@/components/layout/redirect-notice';
import { buildMetadata } from '@/lib/seo';
import { REPRESENTATION_TARGET } from '@/lib/redirects';

export const metadata: Metadata = buildMetadata({
  path: REPRESENTATION_TARGET,
  title: 'Get Representation',
  description: 'Redirecting to our representation referral page: regulated solicitors and direct-access barristers.',
  noIndex: true,
});

/** Spec 2: /representation redirects (replacing history) to /representation/get-representation. */
export default function RepresentationRedirect() {
  return <RedirectNotice to={REPRESENTATION_TARGET} label="our representation referral page" />;
}
