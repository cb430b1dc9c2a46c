import { installIslands } from '@/islands/client/loader';
import { startShell } from '@/shell/start';
import { FIRST_STEPS, LATER_STEPS } from '@/shell/steps';

/** The shell script of a page with an island: the same steps, and the islands' loader (issue 29) after the first. */
startShell([...FIRST_STEPS, installIslands, ...LATER_STEPS]);
