import { consultationMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { expect, test } from './fixtures';
import { ConsultationFormPage, upload, validEntry } from './consultation-form';
import { templateMessages as messages } from '@/content/templates/messages';
import { fillTemplate, generate, signUp } from './template-flow';
import { letter } from './template-values';

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

test('with no receiver the template trial still starts, says plainly that the details were not sent, and offers to resend them', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  const notice = dialog.getByRole('alert').filter({ hasText: 'We could not send your details to our team, so we will not be in touch unless you contact us.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your free trial has started all the same.');
  await expect(notice.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  // Trying again fails the same way here, and says so again; it never claims delivery.
  await notice.getByRole('button', { name: 'Try sending my details again' }).click();
  await expect(notice.getByRole('button', { name: 'Try sending my details again' })).toBeVisible();
  await expect(dialog.getByText('Your details have now reached our team')).toHaveCount(0);

  // The generator works all the same.
  await expect(dialog.getByRole('timer', { name: 'Free trial time left' })).toContainText(/[45]:\d\d/);
  await fillTemplate(dialog, letter);
  const document = await generate(dialog);
  await expect(document).toContainText('Brown Builders Ltd');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: messages.templateGenerated })).toBeVisible();

  // After a reload the trial, and the honest notice, are still there.
  await page.reload();
  await page.getByRole('button', { name: /Letter Before Action$/ }).click();
  await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: 'We could not send your details to our team' })).toBeVisible();
});
