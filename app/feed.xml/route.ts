import { FEED_CONTENT_TYPE } from '@/content/feed';
import { atomFeed } from '@/lib/feed';

export const dynamic = 'force-static';

/** Issue 19: the Atom feed of guidance updates, written to the export as feed.xml. */
export function GET(): Response {
  return new Response(atomFeed(), { headers: { 'Content-Type': FEED_CONTENT_TYPE } });
}
