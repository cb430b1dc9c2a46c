import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Issue 38: Jest's default (one worker fewer than the cores) is one worker on a 2-core machine, and most suites wait
  // on files and sockets: three workers take the unit tests from 2 min to under 40 s there.
  maxWorkers: Math.max(3, availableParallelism()),
  // A ceiling, not an expectation: Jest's default of 5 s failed the inbox's 10,000-field test with a build
  // running beside it. A passing test never waits for it, and no test's outcome may depend on the machine's speed.
  testTimeout: 60_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.releases/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.releases/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
