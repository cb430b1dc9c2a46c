import { cookieSettingsWithoutScript, cookieTable } from '@/content/cookies';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import { metadataFor } from '@/lib/seo';
import { LegalDocumentView } from '@/components/content/legal-document-view';
import { DataTable } from '@/components/content/data-table';
import { TodayDate } from '@/components/content/today-date';
import { CookieSettingsButton } from '@/components/layout/cookie-settings-button';
import { buttonVariants } from '@/components/ui/button';
import { NoScriptNotice } from '@/components/common/no-script-notice';

const PATH = '/cookie-policy';
export const metadata = metadataFor(PATH);
/** Shown as the last-updated date when JavaScript is off (the browser's today needs script): the build day. */
const BUILT_ON = new Date().toISOString().slice(0, 10);

export default function CookiePolicyPage() {
  return (
    <LegalDocumentView
      path={PATH}
      document={cookiePolicy}
      meta={
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-muted-foreground">
            Last updated: <TodayDate withoutScript={BUILT_ON} />
          </p>
          <CookieSettingsButton className={buttonVariants({ variant: 'outline' })}>Change cookie settings</CookieSettingsButton>
          <NoScriptNotice>{cookieSettingsWithoutScript}</NoScriptNotice>
        </div>
      }
      extras={{
        'cookies-we-use': (
          <DataTable
            caption="Cookies used on this website, and other browser storage"
            columns={['Name', 'Kind', 'Provider', 'Purpose', 'Expiry']}
            rows={cookieTable.map((c) => [<code key="n">{c.name}</code>, c.kind.charAt(0).toUpperCase() + c.kind.slice(1), c.provider, c.purpose, c.expiry])}
          />
        ),
      }}
    />
  );
}
