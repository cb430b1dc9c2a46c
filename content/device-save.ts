/**
 * Issue 28 "Save on this device": the words of the choice and its clear button, shared by the plan, the generator and
 * the Help with Fees check and the Get paid planner (issue 53: the hint left the Help with Fees check out, though its
 * income and savings are kept as well).
 */
export const deviceSaveText = {
  label: 'Save my answers on this device',
  hint: 'Off unless you tick it. Your answers to Plan my claim, the document generator, the Help with Fees check and the Get paid planner stay on this device, even after a restart, until you clear them here or this site’s data. They are never sent to us.',
  saved: 'Your answers are saved on this device.',
  clear: 'Clear saved answers',
  cleared: 'Your saved answers have been removed from this device, and saving is off. Your answers are still in this tab until you close it.',
  unavailable: 'Your browser did not let us save your answers on this device, so they are kept in this tab only.',
  clearFailed: 'Your browser did not let us remove every saved answer. You can clear this site’s data in your browser’s settings.',
} as const;
