/**
 * Which renderer the islands run on: Preact's compat layer (production's, the default), or React DOM itself (issue 36:
 * `ISLAND_RENDERER=react npm run build`, and the copy of the site `npm test` checks with React, so that an upgrade of
 * Preact, Radix or sonner can be tried against React). The components are the same either way.
 */
export type RendererName = 'preact' | 'react';

/** The renderer a build's settings ask for: `ISLAND_RENDERER` is `preact` (or unset) or `react`. */
export function islandRendererFrom(env: NodeJS.ProcessEnv): RendererName {
  const asked = env.ISLAND_RENDERER ?? 'preact';
  if (asked !== 'preact' && asked !== 'react') throw new Error(`ISLAND_RENDERER is "${asked}": it may be preact (the default) or react`);
  return asked;
}

/**
 * Issue 29: by default the islands run on Preact (preact/compat), not React: the same components and hooks, hydrated by a
 * renderer of about 10 KiB instead of React DOM's 64 KiB, which alone would have taken each page to its 80 KiB
 * ceiling before any island code (the closing note of issue 29 has both builds' figures). The build renders the
 * islands with Preact too (lib/islands/prerender.ts), so the HTML and the hydration agree, ids included.
 */
export const PREACT_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
} as const;

/**
 * Issue 36: what the island builds make of an esbuild message. An API that preact/compat lacks (`useActionState`,
 * `useOptimistic`…) fails the build, named (`import { x }`, already an error) or through the namespace (`React.x`,
 * which would otherwise be a warning and `undefined` at run time); 'use client' marks a module for Next's bundler,
 * and here every module is client code.
 */
export const ISLAND_LOG_OVERRIDE = { 'import-is-undefined': 'error', 'unsupported-directive': 'silent' } as const;
