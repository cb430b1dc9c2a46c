import { templateSchema, type Template } from './schema';
import { freeTemplates, premiumTemplate, templates } from './index';
import { templateRecords } from './documents';
import { letterBeforeActionTemplate } from './letter-before-action';
import { n1ClaimGuideTemplate } from './n1-claim-guide';
import { witnessStatementTemplate } from './witness-statement';
import { evidenceChecklistTemplate } from './evidence-checklist';
import { settlementAgreementTemplate } from './settlement-agreement';
import { statutoryDemandTemplate } from './statutory-demand';
import { bespokeTemplate } from './bespoke';

const raw = templateRecords;

const field = (template: Template, id: string) => template.formFields.find((f) => f.id === id);

describe('templates', () => {
  it.each(raw.map((t) => [t.slug, t] as const))('%s validates: every placeholder has a field or computed value', (_slug, template) => {
    expect(templateSchema.safeParse(template).error?.issues ?? []).toEqual([]);
  });

  it('rejects a placeholder with no field or computed value', () => {
    const broken = { ...letterBeforeActionTemplate, fullContent: `${letterBeforeActionTemplate.fullContent} [NO_SUCH_FIELD]` };
    expect(templateSchema.safeParse(broken).success).toBe(false);
  });

  it('lists the seven templates of spec 3 in order, with their titles and categories, the premium one last', () => {
    expect(templates.map((t) => [t.id, t.title, t.category])).toEqual([
      [1, 'Letter Before Action', 'Debt Recovery'],
      [2, 'Small Claims Court Application (N1)', 'Court Forms'],
      [3, 'Witness Statement', 'Evidence'],
      [4, 'Evidence Collection Checklist', 'Case Preparation'],
      [5, 'Settlement Agreement', 'Dispute Resolution'],
      [6, 'Statutory Demand (Form 6.1)', 'Debt Recovery'],
      [7, 'Bespoke Case-Specific Templates', 'Premium Service'],
    ]);
    expect(freeTemplates.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(premiumTemplate.title).toBe('Bespoke Case-Specific Templates');
  });

  it('has unique slugs', () => {
    expect(new Set(templates.map((t) => t.slug)).size).toBe(templates.length);
  });

  it.each(raw.map((t) => [t.slug, t] as const))('%s has unique field ids, each one used in the document', (_slug, template) => {
    const ids = template.formFields.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(template.fullContent).toContain(`[${id.toUpperCase()}]`);
  });

  it.each(raw.map((t) => [t.slug, t] as const))('%s uses no square brackets except placeholders', (_slug, template) => {
    // Condition lines ([[IF id=value]], [[ELSE]], [[END]]) are markup of their own: checked by conditionRefs.
    const withoutConditions = template.fullContent
      .split('\n')
      .filter((line) => !/^\s*\[\[(IF [a-z][a-z0-9_]*=[a-z0-9|-]+|ELSE|END)\]\]\s*$/.test(line))
      .join('\n');
    expect(withoutConditions.replace(/\[[A-Z][A-Z0-9_]*\]/g, '')).not.toMatch(/[[\]{}]/);
  });

  // The generator writes a money field (a number field whose id contains "amount") with its own pound sign.
  it.each(raw.map((t) => [t.slug, t] as const))('%s writes no second pound sign before a money field', (_slug, template) => {
    for (const money of template.formFields.filter((formField) => formField.type === 'number' && formField.id.includes('amount'))) {
      expect(template.fullContent).not.toContain(`£[${money.id.toUpperCase()}]`);
    }
  });

  it('gives the evidence checklist and the settlement agreement exactly the spec’s select options', () => {
    expect(field(evidenceChecklistTemplate, 'case_type')?.options).toEqual([
      'Unpaid Invoice',
      'Breach of Contract',
      'Faulty Goods',
      'Property Damage',
      'Other',
    ]);
    expect(field(settlementAgreementTemplate, 'payment_method')?.options).toEqual(['Bank Transfer', 'Cheque', 'Cash', 'Other']);
  });

  it('gives the evidence checklist a section for every case type', () => {
    for (const option of field(evidenceChecklistTemplate, 'case_type')?.options ?? []) {
      expect(evidenceChecklistTemplate.fullContent).toMatch(new RegExp(`^${option}$`, 'm'));
    }
  });

  it('gives the bespoke request the spec’s fields and options', () => {
    expect(bespokeTemplate.formFields.map((f) => f.id)).toEqual([
      'case_type',
      'case_value',
      'urgency',
      'case_details',
      'preferred_contact',
      'name',
      'email',
      'phone',
    ]);
    expect(field(bespokeTemplate, 'case_type')?.options).toEqual([
      'Unpaid Invoice/Debt',
      'Faulty Goods/Services',
      'Breach of Contract',
      'Property Damage',
      'Employment Dispute',
      'Other',
    ]);
    expect(field(bespokeTemplate, 'urgency')?.options).toEqual(['Standard (48 hours)', 'Urgent (24 hours)', 'Emergency (Same day)']);
    expect(field(bespokeTemplate, 'preferred_contact')?.options).toEqual(['Phone', 'Video Call', 'Email']);
    expect(field(bespokeTemplate, 'case_value')?.type).toBe('number');
    expect(bespokeTemplate.formFields.filter((f) => f.required).map((f) => f.id)).not.toContain('phone');
  });

  it('gives the letter before action 14 days, and the Debt Claims Protocol’s 30 days and enclosures when a business writes to an individual', () => {
    const text = letterBeforeActionTemplate.fullContent;
    expect(letterBeforeActionTemplate.formFields[0]).toMatchObject({ id: 'sender_kind', type: 'choice', required: true });
    expect(text).toMatch(/^\[\[IF sender_kind=business-to-individual\|business-to-sole-trader\]\]$/m);
    expect(text).toContain('14 working days');
    expect(text).toContain('[PAYMENT_DEADLINE]');
    expect(text).toContain('30 days from the date of this letter');
    expect(text).toContain('[PROTOCOL_REPLY_DEADLINE]');
    expect(text).toContain('[STATEMENT_OF_ACCOUNT]');
    expect(text).toContain('Information Sheet');
    expect(text).toContain('Reply Form');
    expect(text).toContain('financial statement');
    expect(text).toContain('Pre-Action Protocol for Debt Claims');
    expect(text).toContain('section 69 of the County Courts Act 1984, which the court may award');
    for (const computed of ['[INTEREST]', '[DAILY_INTEREST]', '[COURT_FEE]', '[TOTAL_CLAIM]']) expect(text).toContain(computed);
    expect(text).toContain('the court fee for issuing a claim for the debt plus interest');
    expect(text).toContain('EX50');
    for (const words of [letterBeforeActionTemplate.description, ...letterBeforeActionTemplate.features, ...letterBeforeActionTemplate.instructions, text]) {
      expect(words).not.toMatch(/statutory interest/i);
    }
  });

  it('gives the witness statement the exact statement of truth', () => {
    expect(witnessStatementTemplate.fullContent).toContain(
      'I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.',
    );
  });

  it('gives the statutory demand the spec’s notes, each fee with a pointer to EX50, and the form for each debtor', () => {
    const text = statutoryDemandTemplate.fullContent;
    expect(text).toContain('£750');
    expect(text).toContain('21 days');
    expect(text).toContain('£302');
    expect(text).toContain('£1,090');
    expect(text).toContain('EX50');
    for (const form of ['SD1', 'SD2', 'SD3']) expect(text).toContain(`CONTENT FOR FORM ${form}`);
    expect(text).toContain('exceeding £750');
    expect(text).toContain('within 18 days');
    expect(text).toContain('Form 6.1 is an obsolete name');
    expect(statutoryDemandTemplate.description).toMatch(/Form 6\.1” is the obsolete name of a 1986 form for individuals, which never applied to a company/);
    expect(statutoryDemandTemplate.formFields.slice(0, 3).map((f) => [f.id, f.type])).toEqual([
      ['debt_disputed', 'choice'],
      ['debtor_kind', 'choice'],
      ['debt_basis', 'choice'],
    ]);
    expect(field(statutoryDemandTemplate, 'debtor_type')).toBeUndefined();
  });

  it('asks the witness statement how it was prepared, and the settlement agreement whether a claim was issued', () => {
    expect(field(witnessStatementTemplate, 'preparation')?.type).toBe('choice');
    expect(witnessStatementTemplate.fullContent).toContain('It is in my own words.');
    expect(field(settlementAgreementTemplate, 'claim_issued')?.type).toBe('choice');
    expect(field(settlementAgreementTemplate, 'claim_number')?.when).toEqual({ claim_issued: ['yes'] });
    expect(field(settlementAgreementTemplate, 'claim_outcome')?.choices?.map((c) => c.value)).toEqual(['tomlin', 'consent-judgment', 'discontinue']);
    expect(settlementAgreementTemplate.fullContent).toContain('The settlement takes effect only when the Receiving Party has received the Settlement Sum in full.');
  });

  it('sends the N1 guide’s court fee to EX50 and paper claims to the Civil National Business Centre', () => {
    const text = n1ClaimGuideTemplate.fullContent;
    // The current official fee (issue 24 point 7), never the spec's generator band, in instructions for the court form.
    expect(text).toContain('[CURRENT_COURT_FEE]');
    expect(text).not.toContain('[COURT_FEE]');
    expect(text).toContain('EX50');
    expect(text).toContain('Northampton NN1 2LH');
    expect(text).toContain('I believe that the facts stated in these particulars of claim are true.');
  });
});
