import { courtForms } from '@/content/courts/forms';
import { EX50_URL } from '@/content/fees';
import { courtFormsPage, formCategoryLegend, formSupportBoxes } from '@/content/courts/pages';
import { formCategories } from '@/content/courts/schema';
import { servicePagePath, findServicePage } from '@/content/services';
import { metadataFor } from '@/lib/seo';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/content/page-header';
import { CourtFormCard } from '@/components/court-forms/court-form-card';
import { ServiceActionButton } from '@/components/services/service-action';

const PATH = '/court-forms-library';
export const metadata = metadataFor(PATH);

const formCompletion = findServicePage('services', 'form-completion-assistance')!;

export default function CourtFormsLibraryPage() {
  return (
    <>
      <PageHeader path={PATH} title={courtFormsPage.title} lead={courtFormsPage.intro} backFallback="/" reviewed={courtFormsPage.reviewed} />
      <div className="container-page py-12">
        <section aria-labelledby="legend-title" className="rounded-xl border border-border bg-muted p-5">
          <h2 id="legend-title" className="text-lg font-bold">
            Form categories
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {formCategories.map((category) => (
              <div key={category} className="flex flex-wrap items-center gap-2">
                <dt>
                  <Badge variant="accent">{category}</Badge>
                </dt>
                <dd className="text-sm text-muted-foreground">{formCategoryLegend[category]}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="forms-title" className="mt-10">
          <h2 id="forms-title" className="text-2xl font-extrabold sm:text-3xl">
            The forms
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {courtForms.map((form) => (
              <li key={form.code} className="flex">
                <CourtFormCard form={form} />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">
            Forms open on GOV.UK, where the current version is always published. Court fees change: check the{' '}
            <a href={EX50_URL} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline underline-offset-4">
              EX50 fees list<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            before you pay.
          </p>
        </section>

        <section aria-labelledby="support-title" className="mt-12">
          <h2 id="support-title" className="text-2xl font-extrabold sm:text-3xl">
            Help with your forms
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="rounded-xl bg-secondary p-6">
              <h3 className="text-xl font-bold">{formSupportBoxes.preparation.title}</h3>
              <p className="mt-2 text-muted-foreground">{formSupportBoxes.preparation.text}</p>
              <ServiceActionButton
                className="mt-4"
                action={{ kind: 'page', label: formSupportBoxes.preparation.action, href: servicePagePath(formCompletion) }}
              />
            </div>
            <div className="rounded-xl bg-secondary p-6">
              <h3 className="text-xl font-bold">{formSupportBoxes.consultation.title}</h3>
              <p className="mt-2 text-muted-foreground">{formSupportBoxes.consultation.text}</p>
              <ServiceActionButton className="mt-4" action={{ kind: 'contact-home', label: formSupportBoxes.consultation.action }} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
