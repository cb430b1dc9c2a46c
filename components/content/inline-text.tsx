import { parseInline } from '@/content/inline-markup';
import { nonBreaking } from '@/lib/utils';

/** Renders content text with `**bold**` and `[label](href)`; everything else is plain text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((node, i) => {
        if (node.kind === 'strong') return <strong key={i}>{node.text}</strong>;
        if (node.kind === 'link') {
          if (node.external) {
            return (
              <a key={i} href={node.href} rel="noopener noreferrer" target="_blank">
                {node.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            );
          }
          if (node.href.startsWith('/')) {
            return (
              <a key={i} href={node.href}>
                {node.text}
              </a>
            );
          }
          // A phone number never breaks across lines.
          return (
            <a key={i} href={node.href}>
              {node.href.startsWith('tel:') ? nonBreaking(node.text) : node.text}
            </a>
          );
        }
        return <span key={i}>{node.text}</span>;
      })}
    </>
  );
}
