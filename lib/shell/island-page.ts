import { installIslands } from './islands';
import { startShell } from './start';
import { FIRST_STEPS, LATER_STEPS } from './steps';

/** The shell script of a page with an island: the same steps, and the islands' loader (issue 29) after the first. */
startShell([...FIRST_STEPS, installIslands, ...LATER_STEPS]);
