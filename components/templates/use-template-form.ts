'use client';

import * as React from 'react';
import { draftFields } from '@/hooks/use-session-draft';
import { useFormState } from '@/hooks/use-form-state';
import { askedFields } from '@/lib/templates/conditions';
import { validateTemplateFields } from '@/lib/templates/validation';
import type { Template } from '@/content/templates/schema';
import { templateFieldId } from './template-fields';

/**
 * The state of a form built from template fields: values, errors (editing a field clears its error, spec 5),
 * the check with the spec's messages, the fields asked for the answers so far (none after a guardrail answer that
 * stops the document, issue 26), and the error summary's items.
 */
export function useTemplateForm(formId: string, fields: Template['formFields']) {
  // The one form state every form island holds its answers in (issue 52): each field of the template declared.
  const form = useFormState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.id, ''])));
  const { values } = form;
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const change = (fieldId: string, value: string) => {
    form.set(fieldId, value);
    if (errors[fieldId]) setErrors(({ [fieldId]: _cleared, ...rest }) => rest);
  };
  /** Checks every field asked; the errors found (none when valid). */
  const check = () => {
    const found = validateTemplateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) setFailedSubmits((n) => n + 1);
    return found;
  };
  const reset = () => {
    form.update((current) => Object.fromEntries(Object.keys(current).map((id) => [id, ''])));
    setErrors({});
  };
  const shown = askedFields(fields, values);
  const summary = shown.flatMap((field) => (errors[field.id] ? [{ fieldId: templateFieldId(formId, field), message: errors[field.id]! }] : []));
  /** Answers kept in the tab, or carried by a link: offered to the form (issue 52). */
  const restore = form.offer;
  return { values, restore, errors, failedSubmits, change, check, reset, shown, summary };
}

/** Keeps only string answers to this template's fields (a stored draft is untrusted), of any length. */
export const templateAnswersParser = (fields: Template['formFields']) => draftFields(fields.map((f) => f.id), Number.POSITIVE_INFINITY);

/** What a template form's values are fingerprinted by (a retry of the same details keeps its request id). */
export const fingerprint = (values: Readonly<Record<string, string>>) => JSON.stringify(values);
