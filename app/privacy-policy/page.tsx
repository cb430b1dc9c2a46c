import { privacyPolicy } from '@/content/legal/privacy-policy';
import { metadataFor } from '@/lib/seo';
import { LegalDocumentView } from '@/components/content/legal-document-view';

const PATH = '/privacy-policy';
export const metadata = metadataFor(PATH);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView path={PATH} document={privacyPolicy} />;
}
