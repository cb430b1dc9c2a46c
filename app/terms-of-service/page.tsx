import { termsOfService } from '@/content/legal/terms-of-service';
import { metadataFor } from '@/lib/seo';
import { LegalDocumentView } from '@/components/content/legal-document-view';

const PATH = '/terms-of-service';
export const metadata = metadataFor(PATH);

export default function TermsOfServicePage() {
  return <LegalDocumentView path={PATH} document={termsOfService} />;
}
