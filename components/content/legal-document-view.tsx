import type { ReactNode } from 'react';
import type { LegalDocument } from '@/content/schema';
import { ContentSection } from './content-blocks';
import { PageHeader } from './page-header';
import { TableOfContents } from './table-of-contents';

/** Privacy notice, terms and cookie policy share one layout; `extras` adds content after a named section. */
export function LegalDocumentView({
  path,
  document,
  meta,
  extras = {},
}: {
  path: string;
  document: LegalDocument;
  meta?: ReactNode;
  extras?: Record<string, ReactNode>;
}) {
  return (
    <>
      <PageHeader
        path={path}
        title={document.title}
        backFallback="/"
        lead={document.intro}
      >
        {meta}
      </PageHeader>
      <div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <TableOfContents items={document.sections} className="self-start lg:sticky lg:top-24" />
        <div className="max-w-3xl">
          {document.sections.map((section) => (
            <div key={section.id}>
              <ContentSection {...section} />
              {extras[section.id]}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
