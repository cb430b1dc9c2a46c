import { claimQuestions, claimPlanTool, defendQuestions } from '@/content/claim-plan/questions';
import { formatIsoDate } from '@/lib/dates';
import { formatPounds, parsePounds } from '@/lib/numbers';
import { questionSteps, type PlanFormValues, type QuestionStep } from './form';
import { normalisePostcode } from './postcode';

/** Issue 28: the visitor's answers in words, one row a question asked, for the check-your-answers page. */

export type AnswerRow = { step: QuestionStep; label: string; value: string };

const labelOf = (choices: readonly { value: string; label: string }[], value: string) => choices.find((c) => c.value === value)?.label ?? value;
const dateText = (iso: string) => (iso.trim() === '' ? claimPlanTool.notGiven : formatIsoDate(iso.trim()));
const poundsText = (raw: string) => {
  const pounds = parsePounds(raw);
  return pounds === null ? raw : formatPounds(pounds);
};
const orNotGiven = (text: string) => (text.trim() === '' ? claimPlanTool.notGiven : text.trim());

/** One row per question asked by `today` (each answer as its choice reads), with the step to go back to for "Change". */
export function answerRows(values: PlanFormValues, today = ''): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const q = claimQuestions;
  for (const step of questionSteps(values, today)) {
    switch (step) {
      case 'path':
        break;
      case 'claimant':
        rows.push({ step, label: q.claimant.label, value: labelOf(q.claimant.choices, values.claimant) });
        break;
      case 'debtor':
        rows.push({ step, label: q.debtor.label, value: labelOf(q.debtor.choices, values.debtor) });
        break;
      case 'amount':
        rows.push({ step, label: q.amount.label, value: poundsText(values.amount) });
        rows.push({ step, label: q.amount.descriptionAnswerLabel, value: orNotGiven(values.description) });
        break;
      case 'dueDate':
        rows.push({ step, label: q.dueDate.label, value: dateText(values.dueDate) });
        break;
      case 'acknowledged':
        rows.push({ step, label: q.acknowledged.label, value: values.acknowledged === 'yes' ? `Yes, the latest on ${dateText(values.acknowledgedDate)}` : labelOf(q.acknowledged.choices, values.acknowledged) });
        break;
      case 'interest':
        rows.push({ step, label: q.interest.label, value: labelOf(q.interest.choices, values.interest) });
        break;
      case 'letter':
        rows.push({ step, label: q.letter.label, value: values.letterSent === 'yes' ? `Sent on ${dateText(values.letterDate)}${values.letterPayBy.trim() ? `, giving until ${dateText(values.letterPayBy)} to pay or reply` : ''}` : labelOf(q.letter.choices, values.letterSent) });
        break;
      case 'reply': {
        const reply = labelOf(q.reply.choices, values.reply);
        const parts = [values.reply === 'none' ? reply : `${reply}, on ${dateText(values.replyDate)}`];
        if (values.reply === 'asked-for-documents') parts.push(values.documentsDate.trim() ? `documents sent on ${dateText(values.documentsDate)}` : 'documents not sent yet');
        rows.push({ step, label: q.reply.label, value: parts.join('; ') });
        break;
      }
      case 'disputed':
        rows.push({ step, label: q.disputed.label, value: labelOf(q.disputed.choices, values.disputed) });
        break;
      case 'means':
        rows.push({ step, label: q.means.label, value: values.means.map((m) => labelOf(q.means.choices, m)).join('; ') });
        break;
      case 'where': {
        const postcode = (typed: string) => normalisePostcode(typed) ?? orNotGiven(typed.toUpperCase());
        const postcodes = [`Theirs: ${postcode(values.debtorPostcode)}`, `yours: ${postcode(values.claimantPostcode)}`];
        const names = [`You: ${orNotGiven(values.claimantName)}`, `them: ${orNotGiven(values.debtorName)}`];
        rows.push({ step, label: q.where.postcodeLabel, value: postcodes.join('; ') });
        rows.push({ step, label: q.where.namesLabel, value: names.join('; ') });
        break;
      }
      case 'served':
        rows.push({ step, label: defendQuestions.served.label, value: `${labelOf(defendQuestions.served.choices, values.servedHow)}: ${dateText(values.servedDate)}` });
        break;
      case 'claimFor':
        rows.push({ step, label: defendQuestions.claimFor.label, value: labelOf(defendQuestions.claimFor.choices, values.claimFor) });
        break;
      case 'response':
        rows.push({ step, label: defendQuestions.response.label, value: labelOf(defendQuestions.response.choices, values.response) });
        break;
      case 'counterclaim':
        rows.push({ step, label: defendQuestions.counterclaim.label, value: labelOf(defendQuestions.counterclaim.choices, values.counterclaim) });
        break;
    }
  }
  return rows;
}

