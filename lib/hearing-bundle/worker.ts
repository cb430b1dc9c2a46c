import { buildBundle } from './pdf-builder';
import type { BuildRequest, LeftOut, WorkerMessage } from './worker-messages';

/**
 * Issue 56: the hearing bundle's Web Worker. It builds the PDF off the page's main thread, so the page stays usable and
 * says how far it has got; the page cancels a build by ending the worker. Nothing here makes a request: the files are
 * read from the device, and the PDF goes back to the page.
 */
const scope = self as unknown as { onmessage: ((event: MessageEvent<BuildRequest>) => void) | null; postMessage(message: WorkerMessage, transfer?: Transferable[]): void };

scope.onmessage = (event) => {
  const { documents, cover, claimNumber } = event.data;
  void buildBundle(
    {
      documents: documents.map(({ file, ...document }) => ({ ...document, read: async () => new Uint8Array(await file.arrayBuffer()) })),
      cover,
      claimNumber,
    },
    (progress) => scope.postMessage({ type: 'progress', progress }),
  ).then(
    ({ bytes, layout, leftOut }) => scope.postMessage({ type: 'done', bytes, layout, leftOut }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) => scope.postMessage({ type: 'failed', leftOut: (error as { leftOut?: LeftOut[] }).leftOut ?? [] }),
  );
};
