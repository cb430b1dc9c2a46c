'use client';

import * as React from 'react';
import type { TemplateField } from '@/content/templates/schema';
import { refusalFor } from '@/lib/templates/conditions';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { NativeSelect } from '@/components/forms/native-select';
import { OptionNote, optionNoteId } from '@/components/forms/option-note';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export const templateFieldId = (formId: string, field: TemplateField) => `${formId}-${field.id}`;

/** The fields of a template form (spec 3 "form field"), each with its label, inline error and control. */
export function TemplateFields({
  formId,
  fields,
  values,
  errors,
  onChange,
  noteFor,
}: {
  formId: string;
  fields: readonly TemplateField[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (fieldId: string, value: string) => void;
  /** A note to show below a field for the value entered (see OptionNote). */
  noteFor?: (fieldId: string, value: string) => string | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {fields.map((field) => {
        const id = templateFieldId(formId, field);
        if (field.type === 'choice') {
          return (
            <ChoiceField
              key={field.id}
              id={id}
              field={field}
              value={values[field.id] ?? ''}
              error={errors[field.id]}
              refusal={refusalFor(field, values)}
              onChange={(value) => onChange(field.id, value)}
            />
          );
        }
        if (field.type === 'date') {
          return (
            <DateField
              key={field.id}
              id={id}
              name={field.id}
              legend={field.label}
              hint={field.hint}
              required={field.required}
              optional={!field.required}
              error={errors[field.id]}
              value={values[field.id] ?? ''}
              onChange={(value) => onChange(field.id, value)}
            />
          );
        }
        const note = noteFor?.(field.id, values[field.id] ?? '');
        const common = {
          name: field.id,
          value: values[field.id] ?? '',
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field.id, e.target.value),
          'aria-required': field.required || undefined,
          autoComplete: field.autocomplete ?? 'off',
        };
        return (
          <FormField
            key={field.id}
            id={id}
            label={field.label}
            hint={field.hint}
            required={field.required}
            optional={!field.required}
            error={errors[field.id]}
            className={field.type === 'textarea' ? 'sm:col-span-2' : undefined}
            describedBy={note ? [optionNoteId(id)] : []}
          >
            {(control) => (
              <>
                {field.type === 'textarea' ? (
                  <Textarea {...control} {...common} dir="auto" rows={5} placeholder={field.placeholder} />
                ) : field.type === 'select' ? (
                  <NativeSelect {...control} {...common} placeholder={field.placeholder ?? `Select ${field.label.toLowerCase()}`} options={(field.options ?? []).map((o) => ({ value: o, label: o }))} />
                ) : (
                  <Input
                    {...control}
                    {...common}
                    dir={field.type === 'text' ? 'auto' : undefined}
                    type="text"
                    inputMode={field.type === 'number' ? 'decimal' : field.id.includes('phone') ? 'tel' : field.id.includes('email') ? 'email' : undefined}
                    placeholder={field.placeholder}
                  />
                )}
                {noteFor ? <OptionNote fieldId={id} text={note} /> : null}
              </>
            )}
          </FormField>
        );
      })}
    </div>
  );
}

/**
 * A guardrail question (issue 17): radio buttons in a fieldset whose legend is the question. Issue 26: an answer
 * that stops the document says so at once, right below the question (announced politely), and the form asks
 * nothing more while it stands; after a failed Continue the same words are the question's error instead.
 */
function ChoiceField({
  id,
  field,
  value,
  error,
  refusal,
  onChange,
}: {
  id: string;
  field: TemplateField;
  value: string;
  error?: string;
  refusal?: string;
  onChange: (value: string) => void;
}) {
  const stop = refusal && refusal !== error ? refusal : undefined;
  return (
    <div className="grid min-w-0 gap-3 sm:col-span-2">
      <RadioField
        id={id}
        name={field.id}
        legend={field.label}
        hint={field.hint}
        error={error}
        required={field.required}
        choices={field.choices ?? []}
        value={value}
        onChange={onChange}
      />
      <div aria-live="polite">
        {stop ? (
          <div id={`${id}-stop`} data-slot="document-stop" className="rounded-md border-l-4 border-destructive bg-destructive/5 p-4">
            <p className="font-bold">This template cannot be used with this answer</p>
            <p className="mt-1">{stop}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
