import { startShell } from './start';
import { FIRST_STEPS, LATER_STEPS } from './steps';

/**
 * The shell script of a page without an island (lib/shell/steps.ts): it carries no islands' loader (issue 36: a
 * content page loads as little script as it can). lib/shell/island-page.ts is the island pages' shell.
 */
startShell([...FIRST_STEPS, ...LATER_STEPS]);
