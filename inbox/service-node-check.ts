import { readFileSync } from 'node:fs';
import { nodeVersionProblem } from '@/build/node-engines';

/**
 * Run by the systemd unit before the inbox starts (deploy/lead-inbox.service, ExecStartPre): stops the start, with
 * a clear message in the journal, when the node found on the unit's PATH does not meet package.json's "engines"
 * (Debian 12's own /usr/bin/node is 18).
 */
const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const problem = nodeVersionProblem(process.version, engines.node, []);
if (problem) {
  console.error(problem);
  process.exitCode = 1;
}
