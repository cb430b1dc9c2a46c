import { finderFiles } from '@/lib/courts/finder/committed-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(finderFiles()).map((file) => ({ file }));
}

/**
 * Issue 27: the court finder's data as static JSON files (/court-finder/core.json and one per postcode area, such as
 * /court-finder/CF.json), fetched by the finder on the first search instead of shipping in the page's script.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = finderFiles()[file];
  if (body === undefined) return new Response('Not found', { status: 404 });
  return Response.json(body);
}
