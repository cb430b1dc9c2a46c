import { consultationMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { expect, test } from './fixtures';
import { ConsultationFormPage, upload, validEntry } from './consultation-form';

/**
 * The export deployed on a static host with no lead inbox behind it (served by `serve` alone): the form must
 * never confirm a request that went nowhere.
 */
test('with no receiver the form shows the delivery failure, never the confirmation, and keeps everything typed', async ({ consentedPage: page }) => {
  const form = new ConsultationFormPage(page);
  await form.open();
  await form.fillValid();
  await form.documents.setInputFiles([upload('invoice.pdf'), upload('photo.png')]);
  await form.submit.click();

  const alert = form.form.getByRole('alert').filter({ hasText: 'Your request has not been sent' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'try again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(form.toast(consultationMessages.submittedTitle)).toHaveCount(0);

  await expect(form.name).toHaveValue(validEntry.name);
  await expect(form.email).toHaveValue(validEntry.email);
  await expect(form.caseType).toHaveValue(validEntry.caseType);
  await expect(form.claimValue).toHaveValue(validEntry.claimValue);
  await expect(form.description).toHaveValue(validEntry.description);
  await expect(form.fileNames()).toHaveText(['invoice.pdf', 'photo.png']);
});
