import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // A ceiling, not an expectation: Jest's default of 5 s failed the inbox's 10,000-field test with a build
  // running beside it. A passing test never waits for it, and no test's outcome may depend on the machine's speed.
  testTimeout: 60_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.releases/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.releases/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
