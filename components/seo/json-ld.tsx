import { serializeJsonLd } from '@/lib/json-ld';

/** Renders structured data built by lib/json-ld.ts. */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
