/**
 * Where a defended claim is heard, in one wording for the finder, the plan, the guides and the N1 guide (FACTS.md
 * §12 "Which hearing centre": CPR 26.3 as renumbered in 2023; a sole trader is an individual; the claimant's centre
 * is the one named on the claim form).
 */
export const DEFENDANT_HEARING_CENTRE =
  'If a claim for a fixed sum of money is defended by an individual (a sole trader counts as an individual), it goes to the hearing centre for the defendant’s address, unless the defendant names another on the directions questionnaire. Any other defended claim goes to the hearing centre the claimant named on the claim form, usually their nearest.';
