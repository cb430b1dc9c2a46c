import { templates, type Template } from '@/content/templates';
import { buildDocument } from './generate';

/**
 * For tests: every template's generated document, filled in twice: with plain answers, and with answers a
 * visitor could type that look like the document's own structure (headings, numbers, bullets, rules, a
 * signature line), markup, emoji, tabs, CRLF and characters XML cannot carry.
 */

export const AWKWARD_LINE = `<script>alert("x")</script> & 'quotes' 😀 £1,250.00`;

const awkwardText = [
  AWKWARD_LINE,
  '',
  'WHAT LOOKS LIKE A HEADING',
  '',
  '9. A number typed by the visitor',
  '   - an indented bullet typed by the visitor',
  '* a starred line',
  '-not a bullet',
  '----',
  'Signed: ____',
  'JANE SMITH',
  'Tab\there, a bell\u0007 and a lone \uD800 surrogate',
].join('\r\n');

/** Answers to guardrail questions that pick the spec's own document (the first answer that goes on, otherwise). */
const specAnswers: Readonly<Record<string, string>> = { sender_kind: 'individual' };

function answer(field: Template['formFields'][number], awkward: boolean, choices: Readonly<Record<string, string>>): string {
  if (field.type === 'choice') return choices[field.id] ?? field.choices?.find((choice) => !choice.refusal)?.value ?? '';
  if (field.type === 'select') return field.options?.[0] ?? '';
  if (field.type === 'date') return '2026-08-24';
  if (field.type === 'number') return '1250.50';
  if (!awkward) return field.type === 'textarea' ? `Line one of ${field.id}\nLine two of ${field.id}` : `Sample ${field.id}`;
  return field.type === 'textarea' ? awkwardText : `${AWKWARD_LINE} ${field.id}`;
}

export const TODAY = new Date(2026, 10, 22, 12);

export type TestDocument = { name: string; template: Template; text: string };

const fill = (template: Template, awkward: boolean, choices: Readonly<Record<string, string>>) =>
  buildDocument(template, Object.fromEntries(template.formFields.map((field) => [field.id, answer(field, awkward, choices)])), TODAY);

export const testDocuments: TestDocument[] = [
  ...templates.flatMap((template) =>
    [false, true].map((awkward) => ({
      name: `${template.slug}${awkward ? ' (awkward answers)' : ''}`,
      template,
      text: fill(template, awkward, specAnswers),
    })),
  ),
  // The other branches of each guardrail question, as documents in their own right.
  ...templates.flatMap((template) =>
    template.formFields.flatMap((field) =>
      (field.choices ?? [])
        .filter((choice) => !choice.refusal && choice.value !== (specAnswers[field.id] ?? field.choices?.find((c) => !c.refusal)?.value))
        .map((choice) => ({
          name: `${template.slug} [${field.id}: ${choice.value}]`,
          template,
          text: fill(template, false, { ...specAnswers, [field.id]: choice.value }),
        })),
    ),
  ),
];

export const testDocument = (slug: string, awkward = false) => testDocuments.find((doc) => doc.name === `${slug}${awkward ? ' (awkward answers)' : ''}`)!;
