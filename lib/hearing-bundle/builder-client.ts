import { workerScript } from '@/lib/worker-script';
import type { BundleLayout } from './layout';
import type { BuildProgress, BuildRequest, LeftOut, WorkerMessage } from './worker-messages';

/**
 * Issue 56: the page's side of the bundle's Web Worker. The island imports this module only when the first document is
 * added (never with the page), and `warmUp` then starts the worker, which loads the PDF library while the visitor
 * goes on; `build` sends it the documents and hears its progress; `cancel` ends the worker at once (a new one starts
 * for the next build). No request is made: the worker reads the files on the device.
 */
export type BuildResult = { kind: 'built'; blob: Blob; layout: BundleLayout; leftOut: LeftOut[] } | { kind: 'nothing-built'; leftOut: LeftOut[] } | { kind: 'cancelled' } | { kind: 'failed' };

let worker: Worker | null = null;
let settle: ((result: BuildResult) => void) | null = null;

function startWorker(): Worker {
  worker ??= new Worker(workerScript('./worker.ts'), { type: 'module', name: 'hearing-bundle' });
  return worker;
}

/** Starts the worker, so its code is loaded before the first build. */
export function warmUp(): void {
  startWorker();
}

/** Builds the bundle in the worker; resolves once it is built, left with nothing, cancelled or failed. */
export function build(request: BuildRequest, onProgress: (progress: BuildProgress) => void): Promise<BuildResult> {
  cancel();
  const current = startWorker();
  return new Promise<BuildResult>((resolve) => {
    settle = resolve;
    const finish = (result: BuildResult) => {
      current.onmessage = null;
      current.onerror = null;
      settle = null;
      resolve(result);
    };
    current.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'done') finish({ kind: 'built', blob: new Blob([message.bytes as BlobPart], { type: 'application/pdf' }), layout: message.layout, leftOut: message.leftOut });
      else finish({ kind: 'nothing-built', leftOut: message.leftOut });
    };
    current.onerror = (event) => {
      event.preventDefault();
      // A worker that failed (out of memory, say) is not used again.
      current.terminate();
      if (worker === current) worker = null;
      finish({ kind: 'failed' });
    };
    current.postMessage(request);
  });
}

/** Ends a build under way at once (its worker with it). */
export function cancel(): void {
  if (!settle || !worker) return;
  worker.terminate();
  worker = null;
  const resolve = settle;
  settle = null;
  resolve({ kind: 'cancelled' });
}
