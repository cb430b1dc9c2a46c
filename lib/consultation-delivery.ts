import { CONSULTATION_TIMEOUT_MS, DOCUMENTS_FIELD } from '@/content/consultation';
import { consultationFields, type ConsultationRequest } from '@/lib/validation/consultation';

/**
 * Delivery of a consultation request to a form back-end (README: "Connecting a form back-end"). Plain
 * functions with the fetch passed in, so the outcomes are unit-tested without a network.
 */

/**
 * The request as `multipart/form-data`: one text part per field (name, email, phone, caseType, claimValue,
 * description; phone is '' when not given) and one `documents` part per file.
 */
export function buildConsultationFormData(values: ConsultationRequest, files: readonly Blob[]): FormData {
  const data = new FormData();
  for (const field of consultationFields) data.append(field, values[field]);
  for (const file of files) {
    if (file instanceof File) data.append(DOCUMENTS_FIELD, file, file.name);
    else data.append(DOCUMENTS_FIELD, file);
  }
  return data;
}

export type DeliveryFailure = 'network' | 'timeout' | 'http';
export type DeliveryResult = { ok: true } | { ok: false; reason: DeliveryFailure; status?: number };

type SendOptions = {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * Posts the request. Only a 2xx answer counts as delivered; a network error, no answer within the timeout,
 * or any other status is a failure the form reports, keeping everything the visitor entered.
 */
export async function sendConsultation(
  endpoint: string,
  formData: FormData,
  { timeoutMs = CONSULTATION_TIMEOUT_MS, fetch: fetchFn = globalThis.fetch }: SendOptions = {},
): Promise<DeliveryResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // No Content-Type header: the browser sets multipart/form-data with its boundary. Accept asks form
    // back-ends (Formspree, Getform, Basin…) for a JSON answer instead of a redirect to a thank-you page.
    const response = await fetchFn(endpoint, {
      method: 'POST',
      body: formData,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, reason: 'http', status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
