import { askedFields } from './conditions';
import { freeTemplates, templates, type Template } from '@/content/templates';
import { templateSchema } from '@/content/templates/schema';
import { DEBT_PROTOCOL_URL } from '@/content/official-urls';
import { letterBeforeActionTemplate } from '@/content/templates/letter-before-action';
import { statutoryDemandTemplate } from '@/content/templates/statutory-demand';
import { witnessStatementTemplate } from '@/content/templates/witness-statement';
import { settlementAgreementTemplate } from '@/content/templates/settlement-agreement';
import { n1ClaimGuideTemplate } from '@/content/templates/n1-claim-guide';
import { evidenceChecklistTemplate } from '@/content/templates/evidence-checklist';
import {
  DEBT_PROTOCOL_AFTER_A_REPLY,
  DEFENDANT_HEARING_CENTRE,
  INSOLVENCY_THRESHOLDS,
  PARTICULARS_STATEMENT_OF_TRUTH,
  REGISTER_OF_JUDGMENTS,
} from '@/content/shared-passages';
import { parseInline, toPlainText } from '@/content/inline-markup';
import { routeExists } from '@/lib/routes';
import { buildDocument, provenance } from './generate';
import { build, checklist, demand, issued, letter, n1, settlement, steps, TEST_TODAY, witness } from './test-answers';
import { validateTemplateFields } from './validation';

/**
 * Issue 17 point 4 and the next steps of point 8: each guardrail answer gives the right document, the refusals
 * stop it, hidden fields are not asked, and the next steps carry the dates. "Today" is fixed: Monday 23 November
 * 2026, so the 14-working-day payment deadline is 11 December 2026, the 7-working-day response deadline 2 December
 * 2026 and the Protocol's 30-day reply date 23 December 2026.
 */
const today = TEST_TODAY;
const PAYMENT_DEADLINE = '11 December 2026';
const RESPONSE_DEADLINE = '2 December 2026';
const PROTOCOL_REPLY_DEADLINE = '23 December 2026';

const STATEMENT_OF_TRUTH_CONTEMPT =
  'I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.';

const errors = (template: Template, values: Record<string, string>) => validateTemplateFields(template.formFields, values);

/** The document above the provenance line and the sender's notes: what the other side receives. */
const sentPart = (document: string) => document.split('\n----------------------------------------------------------------\n')[0]!;


const mainPaths: [Template, Record<string, string>][] = [
  [letterBeforeActionTemplate, letter],
  [n1ClaimGuideTemplate, n1],
  [witnessStatementTemplate, witness],
  [evidenceChecklistTemplate, checklist],
  [settlementAgreementTemplate, settlement],
  [statutoryDemandTemplate, demand],
];

describe('the main path of each free template', () => {
  it.each(mainPaths.map(([t, v]) => [t.slug, t, v] as const))('%s: these answers fill every required field', (_slug, template, values) => {
    expect(errors(template, values)).toEqual({});
  });

  it.each(mainPaths.map(([t, v]) => [t.slug, t, v] as const))('%s: leaves no placeholder or condition in the document', (_slug, template, values) => {
    const document = build(template, values);
    expect(document).not.toMatch(/\[[A-Z][A-Z0-9_]*\]|\[\[/);
  });
});

describe('provenance', () => {
  const branches: [Template, Record<string, string>][] = [
    ...mainPaths,
    [letterBeforeActionTemplate, { ...letter, sender_kind: 'business-to-business' }],
    [statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'judgment' }],
    [settlementAgreementTemplate, { ...issued, claim_outcome: 'tomlin' }],
    [templates.find((t) => t.id === 7)!, {}],
  ];

  it.each(branches.map(([t, v], i) => [`${t.slug} #${i}`, t, v] as const))('%s: the provenance line ends the document', (_name, template, values) => {
    const document = build(template, values);
    expect(document.endsWith(`\n\n${provenance(template)}\n`)).toBe(true);
    expect(document.match(/Made with the /g)).toHaveLength(1);
    expect(provenance(template)).toContain(`version ${template.version}`);
    expect(template.fullContent).not.toContain('Made with the ');
  });
});

// ---- 1. Letter before action --------------------------------------------------------------------------------------

describe('letter before action: who is writing to whom', () => {
  const protocol = build(letterBeforeActionTemplate, letter);
  const toBusiness = build(letterBeforeActionTemplate, { ...letter, sender_kind: 'business-to-business' });
  const fromIndividual = build(letterBeforeActionTemplate, { ...letter, sender_kind: 'individual' });

  it('asks the question first, with the three answers', () => {
    const question = letterBeforeActionTemplate.formFields[0]!;
    expect(question.id).toBe('sender_kind');
    expect(question.type).toBe('choice');
    expect(question.choices?.map((c) => c.value)).toEqual(['business-to-individual', 'business-to-sole-trader', 'business-to-business', 'individual']);
    expect(question.choices?.[0]?.label).toBe('A business (including a sole trader) writing to a person who owes the money for themselves, not for a business (a consumer)');
  });

  it('a business writing to an individual gets a Protocol letter: 30 days, the reply date, the statement of account and the three enclosures', () => {
    const sent = sentPart(protocol);
    expect(sent).toContain('LETTER OF CLAIM UNDER THE PRE-ACTION PROTOCOL FOR DEBT CLAIMS');
    expect(sent).toContain(`You have 30 days from the date of this letter to reply, so please reply by ${PROTOCOL_REPLY_DEADLINE}.`);
    expect(sent).toContain(`I will not start a court claim against you before that date.`);
    expect(sent).toContain(`Statement of account, up to date at the date of this letter:\n\n${letter.statement_of_account}`);
    expect(sent).toMatch(/Enclosed with this letter:[\s\S]*the Information Sheet and the Reply Form from the Pre-Action Protocol for Debt Claims[\s\S]*a financial statement form \(the Standard Financial Statement\)/);
    expect(sent).toContain(DEBT_PROTOCOL_URL);
    // The Protocol's waits after a reply (FACTS.md §11): the later of 30 days after the Reply Form or after the documents, then 14 days' notice.
    expect(sent).toContain(
      'If you reply, I will not start a court claim until at least 30 days after I receive your completed Reply Form or, if you ask me for documents, 30 days after I send them to you, whichever is later.',
    );
    expect(sent).toContain("If we have still not agreed how the debt will be paid by then, I will give you at least 14 days' written notice before I start a claim.");
    expect(sent).toContain('If you ask for documents, I will send them to you, or explain why I cannot, within 30 days of your request.');
    expect(sent).not.toMatch(/30 days after I receive your reply/);
    expect(sent).toContain(`send it to me by ${PROTOCOL_REPLY_DEADLINE}, at ${letter.claimant_address}, ${letter.claimant_postcode}`);
    // No 14-day payment paragraph and no 14-working-day date (the only 14 days is the notice before a claim).
    expect(sent).not.toMatch(/14 working days/);
    expect(sent.match(/14 days/g)).toEqual(['14 days']);
    expect(sent).not.toContain(PAYMENT_DEADLINE);
    expect(sent).not.toContain('LETTER BEFORE ACTION');
  });

  it.each([
    ['business-to-business', toBusiness],
    ['individual', fromIndividual],
  ])('%s gets the spec’s letter: 14 working days to the payment deadline, no Protocol enclosures or statement of account', (_kind, document) => {
    const sent = sentPart(document);
    expect(sent).toContain('LETTER BEFORE ACTION');
    expect(sent).toContain(`Please pay £2,400.00 in full by ${PAYMENT_DEADLINE}. That is 14 working days from the date of this letter`);
    expect(sent).not.toMatch(/Information Sheet|Reply Form|financial statement|Pre-Action Protocol for Debt Claims/);
    expect(document).not.toContain(PROTOCOL_REPLY_DEADLINE);
    expect(document).not.toContain(letter.statement_of_account); // hidden: not used even if it was typed
  });

  it('puts the Late Payment Act note (one kind of interest or the other) in the notes between businesses only', () => {
    const note = 'You can claim one kind of interest or the other for the same period, never both';
    expect(toBusiness).toContain(note);
    expect(sentPart(toBusiness)).not.toContain('Late Payment');
    expect(fromIndividual).not.toContain('Late Payment');
  });

  it.each([
    ['business-to-individual', protocol],
    ['business-to-business', toBusiness],
    ['individual', fromIndividual],
  ])('%s: section 69 interest the court may award, never “statutory interest”; the fee is an estimate for the debt plus interest', (_kind, document) => {
    expect(sentPart(document)).toContain('interest under section 69 of the County Courts Act 1984, which the court may award');
    expect(document).not.toMatch(/statutory interest/i);
    expect(sentPart(document)).toMatch(/the court fee for issuing a claim for the debt plus interest: £115\.00\. This is an estimate[^\n]*EX50/);
  });

  it('asks for the statement of account only in a Protocol letter', () => {
    const { statement_of_account: _omitted, ...withoutStatement } = letter;
    expect(errors(letterBeforeActionTemplate, withoutStatement)).toEqual({
      statement_of_account: 'Statement of account: each invoice, each payment received and the balance owed is required',
    });
    expect(errors(letterBeforeActionTemplate, { ...withoutStatement, sender_kind: 'business-to-business' })).toEqual({});
    expect(errors(letterBeforeActionTemplate, { ...withoutStatement, sender_kind: 'individual' })).toEqual({});
    expect(errors(letterBeforeActionTemplate, { ...letter, sender_kind: '' }).sender_kind).toBe('Who is writing, and to whom? is required');
  });

  it('gives dated next steps for each branch: the Protocol’s reply date, or the payment deadline, then a claim', () => {
    const underProtocol = steps(letterBeforeActionTemplate, letter);
    expect(underProtocol).toContain(`The debtor has until **${PROTOCOL_REPLY_DEADLINE}** to reply`);
    expect(underProtocol).toContain(`If you have not been paid, and have had no reply, by **${PROTOCOL_REPLY_DEADLINE}**, you can start a claim`);
    expect(underProtocol).toContain(DEBT_PROTOCOL_AFTER_A_REPLY);
    expect(underProtocol).toMatch(/whichever is later[\s\S]*at least 14 days’ written notice/);
    expect(underProtocol).toContain('(Online Civil Money Claims, for a fixed sum up to £25,000)');
    expect(underProtocol).not.toContain('(Money Claim Online)');
    expect(underProtocol).toContain('**Information Sheet** and **Reply Form**');
    expect(underProtocol).not.toContain(PAYMENT_DEADLINE);
    for (const kind of ['business-to-business', 'individual']) {
      const spec = steps(letterBeforeActionTemplate, { ...letter, sender_kind: kind });
      expect(spec).toContain(`If you have not been paid, or had a reply, by **${PAYMENT_DEADLINE}**, you can start a claim`);
      expect(spec).toContain('(/legal-templates#template-n1-claim-guide)');
      expect(spec).not.toContain(PROTOCOL_REPLY_DEADLINE);
      expect(spec).not.toContain('Information Sheet');
    }
  });
});

describe('letter before action: Late Payment interest and compensation between businesses (issue 37)', () => {
  // £2,700 due 15 January 2026, letter of Monday 23 November 2026: 312 days.
  const business = { ...letter, sender_kind: 'business-to-business', amount_owed: '2700', invoice_date: '2026-01-15' };
  const late = { ...business, interest_kind: 'late-payment', reference_rate: '3.75' };

  it('section 69: £184.64 interest, a claim of £2,884.64 and the £115 band', () => {
    const document = sentPart(build(letterBeforeActionTemplate, business));
    expect(document).toContain('at 8% a year from 15 January 2026 to 23 November 2026: £184.64'); // 2700 × 8% × 312 / 365
    expect(document).toContain('the court fee for issuing a claim for the debt plus interest: £115.00');
    expect(document).toContain('total as at 23 November 2026: £2,999.64');
    expect(document).not.toContain('Late Payment');
  });

  it('Late Payment: 11.75% a year (£271.18), £70 compensation, a claim of £3,041.18 in the next band, £154', () => {
    const document = build(letterBeforeActionTemplate, late);
    const sent = sentPart(document);
    expect(sent).toContain(
      'interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 11.75% a year (8% above the Bank of England reference rate of 3.75%) from 15 January 2026 to 23 November 2026: £271.18, and £0.87 a day after that until the debt is paid;',
    );
    expect(sent).toContain('fixed compensation under section 5A of that Act: £70.00;');
    expect(sent).toContain('the court fee for issuing a claim for the debt, interest and compensation: £154.00');
    expect(sent).toContain('total as at 23 November 2026: £3,195.18'); // 2,700 + 271.18 + 70 + 154
    expect(sent).not.toContain('section 69');
    expect(document).toContain('WHICH INTEREST (your answer): Interest and fixed compensation under the Late Payment');
    expect(document).toContain('never for a consumer');
  });

  it('a business writing to a consumer is never offered Late Payment interest, and the letter never says "we both acted in the course of business" (FACTS.md §14)', () => {
    const consumer = { ...late, sender_kind: 'business-to-individual' };
    expect(askedFields(letterBeforeActionTemplate.formFields, consumer).map((f) => f.id)).not.toContain('interest_kind');
    // Even with a Late Payment answer kept from before (a link, or an answer changed), the letter claims section 69 only.
    const document = build(letterBeforeActionTemplate, consumer);
    const sent = sentPart(document);
    expect(sent).toContain('LETTER OF CLAIM UNDER THE PRE-ACTION PROTOCOL FOR DEBT CLAIMS');
    expect(sent).not.toMatch(/course of business/);
    expect(sent).not.toMatch(/Late Payment|compensation/);
    expect(sent).toContain('interest under section 69 of the County Courts Act 1984');
    expect(document).not.toContain('WHICH INTEREST (your answer)');
  });

  it('the Protocol letter to a sole trader who owes for their business claims it too, in its interest paragraph and its list', () => {
    const sent = sentPart(build(letterBeforeActionTemplate, { ...late, sender_kind: 'business-to-sole-trader' }));
    expect(sent).toContain('so the debt carries interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 11.75% a year');
    expect(sent).toContain('I am also entitled to fixed compensation of £70.00');
    expect(sent).toContain('total as at 23 November 2026: £3,195.18');
    expect(sent).not.toContain('section 69');
  });

  it('is asked only of a business, and the rate only for Late Payment interest', () => {
    expect(errors(letterBeforeActionTemplate, { ...business, interest_kind: '' }).interest_kind).toBe('Which interest will you claim? is required');
    expect(errors(letterBeforeActionTemplate, { ...late, reference_rate: '' }).reference_rate).toBe('Bank of England reference rate (%) is required');
    expect(errors(letterBeforeActionTemplate, { ...late, sender_kind: 'individual' })).toEqual({});
    // An individual's letter is section 69, whatever an earlier answer left behind.
    expect(sentPart(build(letterBeforeActionTemplate, { ...late, sender_kind: 'individual' }))).not.toContain('Late Payment');
  });

  it('refuses a rate that is not a percentage, or not the one confirmed for the period', () => {
    expect(errors(letterBeforeActionTemplate, { ...late, reference_rate: '30' }).reference_rate).toBe('Enter the reference rate as a percentage between 0 and 25, like 3.75');
    expect(errors(letterBeforeActionTemplate, { ...late, reference_rate: 'four' }).reference_rate).toBe('Enter the reference rate as a percentage between 0 and 25, like 3.75');
    expect(errors(letterBeforeActionTemplate, { ...late, reference_rate: '4' }).reference_rate).toBe(
      'For a debt that became overdue from 1 January 2026 to 30 June 2026, the reference rate is 3.75% (Bank Rate on 31 December 2025)',
    );
    expect(errors(letterBeforeActionTemplate, { ...late, reference_rate: '3.75%' })).toEqual({});
    // A period whose rate is not confirmed takes the visitor's.
    expect(errors(letterBeforeActionTemplate, { ...late, invoice_date: '2026-08-01', reference_rate: '4' })).toEqual({});
  });
});

describe('the court fee is banded on the debt plus interest', () => {
  it('£290 owed with interest taking the total over £300 gives the £50 band, not £35', () => {
    const withInterest = build(letterBeforeActionTemplate, { ...letter, amount_owed: '290', invoice_date: '2026-01-01' });
    expect(withInterest).toContain('at 8% a year from 1 January 2026 to 23 November 2026: £20.72'); // 290 × 8% × 326 / 365
    expect(withInterest).toContain('the court fee for issuing a claim for the debt plus interest: £50.00');
    expect(withInterest).toContain('total as at 23 November 2026: £360.72');
    const noInterestYet = build(letterBeforeActionTemplate, { ...letter, amount_owed: '290', invoice_date: '2026-11-23' });
    expect(noInterestYet).toContain('the court fee for issuing a claim for the debt plus interest: £35.00');
  });

  it('the N1 guide says so beside its fee', () => {
    const guide = build(n1ClaimGuideTemplate, n1);
    expect(guide).toContain('Issue fee: £50.00, for a claim of £290.00 plus interest of £20.72 (the fee band depends on the amount claimed including interest).');
    expect(steps(n1ClaimGuideTemplate, n1)).toContain('the fee here, £50.00 (fees as at June 2026), is banded on the debt plus interest');
  });

  it('the N1 guide gives the current fee, not the spec’s generator band, with its date and the EX50 line (issue 24 point 7)', () => {
    // £3,250 due today: the current fee is £205 (£3,000.01 to £5,000); the spec's generator bands would say £154.
    const guide = buildDocument(n1ClaimGuideTemplate, { ...n1, amount_owed: '3250', invoice_date: '2026-11-23' }, today);
    expect(guide).toContain('Court fee: £205.00 (fees as at June 2026: check it on EX50, see section 10)');
    expect(guide).toContain('Total amount: £3,455.00 (as at 23 November 2026, fees as at June 2026)');
    expect(guide).toContain('Issue fee: £205.00, for a claim of £3,250.00 plus interest of £0.00');
    expect(guide).not.toContain('£154');
    expect(guide).toMatch(/could not confirm from the official list whether they have taken effect[\s\S]*fees-in-the-civil-and-family-courts-main-fees-ex50/);
    // The letter before action keeps the spec's generator fee (spec 9), called an estimate.
    const letterFee = buildDocument(letterBeforeActionTemplate, { ...letter, sender_kind: 'individual', amount_owed: '3250', invoice_date: '2026-11-23' }, today);
    expect(letterFee).toContain('the court fee for issuing a claim for the debt plus interest: £154.00. This is an estimate');
  });
});

// ---- 2. Statutory demand ------------------------------------------------------------------------------------------

describe('statutory demand: disputed debts refused, and the right form for a company or an individual', () => {
  const choice = (id: string, value: string) =>
    statutoryDemandTemplate.formFields.find((f) => f.id === id)!.choices!.find((c) => c.value === value)!;

  it.each(['yes', 'not-sure'])('refuses a debt the debtor disputes (%s): letter before action and a County Court claim instead', (answer) => {
    const refusal = errors(statutoryDemandTemplate, { ...demand, debt_disputed: answer }).debt_disputed;
    expect(refusal).toBe(choice('debt_disputed', answer).refusal);
    expect(refusal).toMatch(/must not be used for a debt that is genuinely disputed/);
    expect(refusal).toMatch(/letter before action/);
    expect(refusal).toMatch(/County Court claim/);
    expect(refusal).toMatch(/Letter Before Action template/);
  });

  it('refuses a future debt (SD4) and says what to do instead', () => {
    const refusal = errors(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'future' }).debt_basis;
    expect(refusal).toBe(choice('debt_basis', 'future').refusal);
    expect(refusal).toMatch(/SD4/);
    expect(refusal).toMatch(/Wait until the debt falls due/);
  });

  it('keeps the spec’s title, and says on the card and in the document that Form 6.1 is the obsolete 1986 name', () => {
    expect(statutoryDemandTemplate.title).toBe('Statutory Demand (Form 6.1)');
    expect(statutoryDemandTemplate.description).toMatch(/“Form 6\.1” is the obsolete name of a 1986 form for individuals, which never applied to a company/);
    for (const values of [demand, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' }]) {
      expect(build(statutoryDemandTemplate, values)).toContain('Form 6.1 is an obsolete name: it was the 1986 form for a demand to an individual, it never applied to a company');
    }
  });

  it('a company: form SD1, a debt exceeding £750, served by leaving it at the registered office, an injunction as its remedy', () => {
    const document = build(statutoryDemandTemplate, demand);
    expect(document).toMatch(/^STATUTORY DEMAND TO A COMPANY: CONTENT FOR FORM SD1\n/);
    expect(document).toContain('PART 1: CONTENT OF THE DEMAND (copy into form SD1)');
    expect(document).toContain('Registered office: 2 Mill Lane, Birmingham, B4 6DS');
    expect(document).toContain('only for a debt exceeding £750');
    expect(document).toContain('serve it by leaving it at the company\'s registered office (section 123(1)(a) of the Insolvency Act 1986)');
    expect(document).toContain('its remedy is to ask the court for an injunction to stop a winding-up petition being presented');
    expect(document).toContain('£2,600');
    expect(document).not.toMatch(/\bSD2\b|\bSD3\b|18 days|set it aside|personally|bankruptcy petition against you|£1,500/);
  });

  it('an individual, debt payable now: form SD2, £5,000 or more, personal service where practicable, 18 days to apply to set aside', () => {
    const document = build(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' });
    expect(document).toMatch(/^STATUTORY DEMAND TO AN INDIVIDUAL, FOR A DEBT PAYABLE NOW: CONTENT FOR FORM SD2\n/);
    expect(document).toContain('PART 1: CONTENT OF THE DEMAND (copy into form SD2)');
    expect(document).toContain('So a bankruptcy petition needs a debt of £5,000 or more');
    expect(document).toContain('serve it on the debtor personally, by handing it to them, wherever that is practicable');
    expect(document).toContain('You must apply within 18 days of the date on which this demand was served on you.');
    expect(document).toContain('£1,500');
    expect(document).not.toMatch(/form SD1|form SD3|registered office|injunction|exceeding £750|£2,600/);
  });

  it('an individual, debt from a judgment or order: form SD3, with the judgment’s details', () => {
    const values = { ...demand, debtor_kind: 'individual', debt_basis: 'judgment', judgment_court: 'County Court at Leeds', judgment_claim_number: 'K9AB1234', judgment_date: '2026-06-01' };
    const document = build(statutoryDemandTemplate, values);
    expect(document).toMatch(/^STATUTORY DEMAND TO AN INDIVIDUAL, FOR A DEBT DUE UNDER A JUDGMENT OR ORDER: CONTENT FOR FORM SD3\n/);
    expect(document).toContain('The judgment or order: made by the County Court at Leeds on 1 June 2026, claim number K9AB1234.');
    expect(document).toContain('owe the sum of £6,200.00 under the judgment or order set out above');
    expect(document).toContain('within 18 days');
    expect(document).not.toMatch(/form SD1|form SD2/);
  });

  it('keeps the spec’s notes beside the current figures and EX50 in every branch', () => {
    for (const values of [demand, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' }]) {
      const document = build(statutoryDemandTemplate, values);
      for (const text of ['21 days', '£302', '£332', '£1,090', 'EX50', INSOLVENCY_THRESHOLDS]) expect(document).toContain(text);
    }
  });

  it('asks the kind of debt and the judgment’s details only when they apply', () => {
    expect(errors(statutoryDemandTemplate, demand)).toEqual({});
    expect(Object.keys(errors(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual' }))).toEqual(['debt_basis']);
    expect(errors(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' })).toEqual({});
    expect(Object.keys(errors(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'judgment' }))).toEqual([
      'judgment_court',
      'judgment_claim_number',
      'judgment_date',
    ]);
    // A company's demand ignores an answer left over from the individual's question.
    expect(build(statutoryDemandTemplate, { ...demand, debt_basis: 'judgment' })).not.toContain('SD3');
  });

  it('gives next steps for the form and the service that fit', () => {
    const company = steps(statutoryDemandTemplate, demand);
    expect(company).toContain('**form SD1**');
    expect(company).toContain('**leaving it at the company’s registered office**');
    expect(company).toContain('exceeding £750');
    expect(company).not.toContain('18 days');
    const individual = steps(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' });
    expect(individual).toContain('**form SD2**');
    expect(individual).toContain('**personally**');
    expect(individual).toContain('within **18 days** of service');
    expect(individual).toContain('£5,000 or more');
    expect(individual).toContain('(not from today, 23 November 2026)');
    expect(steps(statutoryDemandTemplate, { ...demand, debtor_kind: 'individual', debt_basis: 'judgment' })).toContain('**form SD3**');
  });
});

// ---- 3. Witness statement -----------------------------------------------------------------------------------------

describe('witness statement: how it was prepared', () => {
  const paragraph = (values: Record<string, string>) => build(witnessStatementTemplate, values).match(/^3\. How this statement was prepared: .*$/m)?.[0];

  it.each([
    ['witness-wrote', {}, '3. How this statement was prepared: I wrote this statement myself. It is in my own words.'],
    ['face-to-face', { prepared_by: 'Jane Smith, the Claimant' }, 'Jane Smith, the Claimant wrote it down from what I told them when we met face to face.'],
    ['phone', { prepared_by: 'Jane Smith, the Claimant' }, 'wrote it down from what I told them in a telephone call.'],
    ['video', { prepared_by: 'Jane Smith, the Claimant' }, 'wrote it down from what I told them in a video call.'],
    ['interpreter', { prepared_by: 'Anna Nowak', witness_language: 'Polish' }, 'I gave my account in Polish through an interpreter, Anna Nowak'],
  ])('%s: says how it was prepared and that it is in the witness’s own words', (preparation, extra, expected) => {
    const values = { ...witness, preparation, ...extra };
    expect(errors(witnessStatementTemplate, values)).toEqual({});
    const text = paragraph(values);
    expect(text).toContain(expected);
    expect(text).toContain('It is in my own words.');
    const document = build(witnessStatementTemplate, values);
    expect(document.match(/^3\. How this statement was prepared/gm)).toHaveLength(1);
    expect(document).toContain(`Statement of truth\n\nI believe that the facts stated in this witness statement are true. ${STATEMENT_OF_TRUTH_CONTEMPT}`);
  });

  it('asks who wrote it down only when someone else did, and the language only through an interpreter', () => {
    expect(errors(witnessStatementTemplate, witness)).toEqual({});
    expect(Object.keys(errors(witnessStatementTemplate, { ...witness, preparation: 'phone' }))).toEqual(['prepared_by']);
    expect(Object.keys(errors(witnessStatementTemplate, { ...witness, preparation: 'interpreter' }))).toEqual(['prepared_by', 'witness_language']);
    expect(build(witnessStatementTemplate, { ...witness, witness_language: 'Polish' })).not.toContain('Polish');
  });

  it('through an interpreter: signed in the witness’s own language with an English translation, in the notes and the next steps', () => {
    const values = { ...witness, preparation: 'interpreter', prepared_by: 'Anna Nowak', witness_language: 'Polish' };
    expect(build(witnessStatementTemplate, values)).toContain(
      'I sign this statement, and its statement of truth, in Polish. It is filed with an English translation, and the translator has signed this statement and certified that the translation is accurate.',
    );
    expect(steps(witnessStatementTemplate, values)).toContain('Have the statement written out in Polish');
    expect(steps(witnessStatementTemplate, witness)).not.toContain('Polish');
  });

  it('is honest about small claims: formalities may be relaxed, the statement of truth is still needed', () => {
    expect(build(witnessStatementTemplate, witness)).toContain(
      'on the small claims track the court may not insist on every formal rule for witness statements in Practice Direction 32, but the statement still needs the statement of truth above, signed by the witness.',
    );
  });
});

// ---- 4. Settlement agreement --------------------------------------------------------------------------------------

describe('settlement agreement: has a claim been issued, and what happens to it', () => {
  const SETTLED_ON_RECEIPT = '2.2 The settlement takes effect only when the Receiving Party has received the Settlement Sum in full. Until then, the Dispute is not settled.';

  it('keeps the spec’s payment methods', () => {
    expect(settlementAgreementTemplate.formFields.find((f) => f.id === 'payment_method')?.options).toEqual(['Bank Transfer', 'Cheque', 'Cash', 'Other']);
  });

  it('no claim issued: no claim number asked, settled on receipt, a claim under the agreement if not paid', () => {
    expect(errors(settlementAgreementTemplate, settlement)).toEqual({});
    const document = build(settlementAgreementTemplate, settlement);
    expect(document).toContain('B. No court claim has been issued about the Dispute.');
    expect(document).toContain(SETTLED_ON_RECEIPT);
    expect(document).toContain('the Receiving Party may bring a court claim under this agreement to recover it');
    expect(document).not.toMatch(/Tomlin|discontinu|judgment by consent|claim number/i);
    expect(steps(settlementAgreementTemplate, settlement)).toContain('If the money has not arrived by **15 December 2026**, the unpaid balance is payable at once');
  });

  it('a claim issued: asks the claim number, the court and the route', () => {
    expect(Object.keys(errors(settlementAgreementTemplate, { ...settlement, claim_issued: 'yes' }))).toEqual(['claim_number', 'court_name', 'claim_outcome']);
  });

  it('Tomlin order: a stay on the agreed terms with permission to apply, no judgment; a default is enforced by applying under it', () => {
    const values = { ...issued, claim_outcome: 'tomlin' };
    expect(errors(settlementAgreementTemplate, values)).toEqual({});
    const document = build(settlementAgreementTemplate, values);
    expect(document).toContain('B. The Dispute is the subject of a court claim in the County Court at Newcastle, claim number K1QZ1234 ("the Claim").');
    expect(document).toContain(SETTLED_ON_RECEIPT);
    expect(document).toMatch(/3\.1 [^\n]*asking the court to order that the Claim is stayed \(put on hold\) on the terms of this agreement, set out in a schedule[^\n]*permission to apply[^\n]*This is known as a Tomlin order\. It is not a judgment\./);
    expect(document).toContain('may apply to the court in the Claim, using the permission to apply in the Tomlin order, for judgment for the unpaid balance');
    expect(document).not.toMatch(/notice of discontinuance|enter judgment in the Claim/);
    const next = steps(settlementAgreementTemplate, values);
    expect(next).toContain('quoting claim number K1QZ1234');
    expect(next).toContain('If the money has not arrived by **15 December 2026**, apply to the court in claim K1QZ1234');
  });

  it('judgment by consent: a County Court judgment, registered unless paid in full within a month; a default is enforced as a judgment', () => {
    const values = { ...issued, claim_outcome: 'consent-judgment' };
    const document = build(settlementAgreementTemplate, values);
    expect(document).toContain('asking the court to enter judgment in the Claim for the Receiving Party against the Paying Party for the Settlement Sum, £900.00, to be paid by the Payment Date, 15 December 2026');
    expect(document).toContain(`3.2 That judgment will be a County Court judgment. ${REGISTER_OF_JUDGMENTS}`);
    expect(document).toContain('the Receiving Party may enforce the judgment for the unpaid balance');
    // FACTS.md §11: once judgment is entered by consent the claim merges in it, so the agreement is not "settled only when paid".
    expect(document).not.toContain(SETTLED_ON_RECEIPT);
    expect(document).toContain('2.2 Once judgment is entered by consent under clause 3, the Claim merges in the judgment: the Dispute is then settled by the judgment');
    expect(document).not.toMatch(/This is known as a Tomlin order|notice of discontinuance/);
    expect(steps(settlementAgreementTemplate, values)).toContain('asking for judgment for £900.00 to be paid by 15 December 2026');
  });

  it('discontinuance: form N279 only once the money is received, so the claim can go on if it is not', () => {
    const values = { ...issued, claim_outcome: 'discontinue' };
    const document = build(settlementAgreementTemplate, values);
    expect(document).toContain('3.1 Within 7 days after the Receiving Party has received the Settlement Sum in full, the claimant in the Claim will file a notice of discontinuance (form N279)');
    expect(document).toContain('3.2 Until the Settlement Sum has been received in full, the Claim is not discontinued');
    expect(document).toContain('The Claim has not been discontinued, so the claimant may continue with it');
    expect(document).toContain(SETTLED_ON_RECEIPT);
    expect(document).not.toMatch(/This is known as a Tomlin order|enter judgment in the Claim/);
    expect(steps(settlementAgreementTemplate, values)).toContain('If it has not arrived by **15 December 2026**, do not discontinue');
  });

  it('ignores the route when no claim has been issued', () => {
    expect(build(settlementAgreementTemplate, { ...settlement, claim_outcome: 'tomlin', claim_number: 'K1QZ1234' })).toBe(build(settlementAgreementTemplate, settlement));
  });
});

// ---- 5 and 6. N1 guide and evidence checklist -----------------------------------------------------------------------

describe('N1 claim guide', () => {
  const guide = build(n1ClaimGuideTemplate, n1);

  it('gives particulars on a separate sheet their own statement of truth', () => {
    expect(guide).toContain(PARTICULARS_STATEMENT_OF_TRUTH);
    expect(guide).toContain(`STATEMENT OF TRUTH\nI believe that the facts stated in these particulars of claim are true. ${STATEMENT_OF_TRUTH_CONTEMPT}`);
  });

  it('says a defended fixed-sum claim against an individual or sole trader goes to the hearing centre for the defendant’s address', () => {
    expect(guide).toContain(DEFENDANT_HEARING_CENTRE);
    expect(guide).toContain('So if Mr John Brown is an individual or sole trader and defends this claim, expect it to go to the hearing centre for their address rather than yours');
  });

  it('reminds a business claiming from an individual of the Protocol, and calls s.69 interest discretionary', () => {
    expect(guide).toContain('you must first have followed the Pre-Action Protocol for Debt Claims');
    expect(guide).toContain("Interest under section 69 is at the court's discretion");
    expect(guide).not.toMatch(/statutory interest/i);
  });

  it('gives dated next steps', () => {
    const next = steps(n1ClaimGuideTemplate, n1);
    expect(next).toContain('Interest goes on at £0.06 a day after 23 November 2026');
    expect(next).toContain('(/step-by-step-guide)');
  });
});

describe('evidence checklist', () => {
  it('gives next steps with a date for asking the other side for documents', () => {
    expect(steps(evidenceChecklistTemplate, checklist)).toContain(`**${RESPONSE_DEADLINE}** (7 working days from today)`);
  });

  it('calls s.69 interest what it is, and gives the disrepair limit only for a repair order', () => {
    const document = build(evidenceChecklistTemplate, checklist);
    expect(document).toContain('interest under section 69 of the County Courts Act 1984, which the court may award');
    expect(document).toContain('a housing disrepair claim that asks the court to order repairs (a claim for damages only uses the £10,000 limit)');
  });
});

// ---- every free template --------------------------------------------------------------------------------------------

describe('every free template', () => {
  /** Templates changed since the third review, with their version and the day their rules were checked. */
  const since: Record<string, [string, string]> = { 'letter-before-action': ['2.2', '2026-11-29'] };
  it.each(freeTemplates.map((t) => [t.slug, t] as const))('%s: checked, versioned, with next steps', (slug, template) => {
    const [version, reviewed] = since[slug] ?? ['2.0', '2026-11-23'];
    expect(template.reviewed).toBe(reviewed);
    expect(template.version).toBe(version);
    expect(template.nextSteps.length).toBeGreaterThanOrEqual(3);
  });

  it.each(freeTemplates.map((t) => [t.slug, t] as const))('%s: next steps link only to real routes or official https pages', (_slug, template) => {
    const templateAnchors = new Set(templates.map((t) => `template-${t.slug}`));
    const links = template.nextSteps.flatMap((step) => parseInline(step.text)).flatMap((node) => (node.kind === 'link' ? [node] : []));
    expect(links.length).toBeGreaterThan(0);
    const official = /^https:\/\/(www\.gov\.uk|www\.justice\.gov\.uk|find-and-update\.company-information\.service\.gov\.uk)\//;
    const external = links.filter((link) => link.external).map((link) => link.href);
    expect(external.filter((href) => !official.test(href))).toEqual([]);
    const internal = links.filter((link) => !link.external).map((link) => link.href);
    const broken = internal.filter((href) => {
      const [path, anchor] = href.split('#');
      return !routeExists(path!) || (anchor !== undefined && !(path === '/legal-templates' && templateAnchors.has(anchor)));
    });
    expect(broken).toEqual([]);
    // A label written like a placeholder would be filled in, so none is.
    expect(links.filter((link) => /^[A-Z][A-Z0-9_]*$/.test(link.text))).toEqual([]);
    expect(template.nextSteps.filter((step) => step.text.includes('[['))).toEqual([]);
  });

  it.each(freeTemplates.map((t) => [t.slug, t] as const))('%s: never calls section 69 interest “statutory interest”', (_slug, template) => {
    const texts = [
      template.description,
      template.preview,
      template.fullContent,
      ...template.features,
      ...template.instructions,
      ...template.nextSteps.map((s) => toPlainText(s.text)),
      ...template.formFields.flatMap((f) => [f.label, f.hint ?? '', f.placeholder ?? '', ...(f.choices ?? []).flatMap((c) => [c.label, c.refusal ?? ''])]),
    ];
    expect(texts.filter((t) => /statutory interest/i.test(t))).toEqual([]);
  });

  it('the placeholder check skips condition lines but still catches an unknown placeholder inside a block', () => {
    const base = { ...letterBeforeActionTemplate };
    expect(templateSchema.safeParse(base).success).toBe(true);
    const broken = { ...base, fullContent: `${base.fullContent}\n[[IF sender_kind=individual]]\n[NO_SUCH_FIELD]\n[[END]]` };
    expect(templateSchema.safeParse(broken).error?.issues.map((i) => i.message)).toEqual(['letter-before-action: [NO_SUCH_FIELD] has no form field or computed value']);
    const badAnswer = { ...base, fullContent: `${base.fullContent}\n[[IF sender_kind=nobody]]\nx\n[[END]]` };
    expect(templateSchema.safeParse(badAnswer).success).toBe(false);
  });
});
