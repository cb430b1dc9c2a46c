import type { BundleSection, LeftOutReason } from '@/content/tools/hearing-bundle';
import type { BundleLayout } from './layout';
import type { BuildProgress, CoverDetails, LeftOut } from './pdf-builder';

/**
 * Issue 56: what the page and the bundle's Web Worker (lib/hearing-bundle/worker.ts) say to each other. The page sends
 * the File objects themselves (a structured clone shares the file, it does not copy it); the worker reads each when its
 * turn comes and sends back the finished PDF's bytes (transferred, not copied).
 */
export type BuildDocument = { id: string; name: string; title: string; date: string | null; section: BundleSection; file: Blob };
export type BuildRequest = { documents: BuildDocument[]; cover: CoverDetails | null; claimNumber: string };

export type WorkerMessage =
  | { type: 'progress'; progress: BuildProgress }
  | { type: 'done'; bytes: Uint8Array; layout: BundleLayout; leftOut: LeftOut[] }
  | { type: 'failed'; leftOut: LeftOut[] };

export type { BuildProgress, CoverDetails, LeftOut, LeftOutReason };
