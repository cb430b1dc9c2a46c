import { startShell } from '@/shell/start';
import { FIRST_STEPS, LATER_STEPS } from '@/shell/steps';

/**
 * The shell script of a page without an island (shell/steps.ts): it carries no islands' loader (issue 36: a
 * content page loads as little script as it can). shell/island-page.ts is the island pages' shell.
 */
startShell([...FIRST_STEPS, ...LATER_STEPS]);
