import { options } from 'preact';

type VNodeLike = { type: unknown; props: Record<string, unknown> | null };

/**
 * Issue 36: the props React DOM renders one way and Preact's compat layer another, made to agree (the renderer check
 * in `npm run test:html`, islands/build/compare-renderers.ts, finds any other). Installed by both Preact renders, the
 * build's (islands/build/prerender.ts) and the browser's (islands/client/hydrate.ts):
 * - `spellCheck={false}`: Preact leaves out an attribute whose value is `false`, so the field was spell-checked; it is
 *   written as React writes it, `spellcheck="false"`;
 * - `suppressHydrationWarning` (sonner's toaster): a React instruction, not an attribute.
 */
const previous = options.vnode;
options.vnode = (vnode) => {
  const { type, props } = vnode as unknown as VNodeLike;
  if (typeof type === 'string' && props) {
    if ('spellCheck' in props) {
      const value = props.spellCheck;
      delete props.spellCheck;
      if (value !== undefined && value !== null) props.spellcheck = String(value);
    }
    if ('suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
  }
  previous?.(vnode);
};
