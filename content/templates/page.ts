/** The legal templates page (spec 2): title, description and hero copy. */
export const templatesPage = {
  title: 'Legal Templates',
  description:
    'Free small claims templates for England and Wales: letter before action, N1 guide, witness statement, evidence checklist, settlement agreement and more.',
  intro: [
    'Ready-to-use documents for the main steps of a small claim, written for England and Wales. Fill in your details and the template does the arithmetic: interest, the court fee band, the total and the deadlines.',
    'Start a free 5-minute trial to use every template. For a document written around your own case, ask for our bespoke template service.',
  ],
  disclaimer:
    'Templates are general guidance, not legal advice about your case. Check every figure before you send anything: court fees change, so confirm the current fee on the official EX50 fees list.',
} as const;
