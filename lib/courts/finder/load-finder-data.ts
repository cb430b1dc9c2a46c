import { CORE_FILE, FINDER_DATA_PATH, shardFile, type FinderCore, type FinderShard } from './finder-index';

/**
 * Fetches the finder's core and one area's shard (static files the build writes), once per page: later searches in
 * the same area cost nothing. A shard from another build than the core (one side cached across a release) is
 * fetched again, bypassing the cache, so court numbers are never mixed between builds.
 */
const requests = new Map<string, Promise<unknown>>();

function getJson<T>(file: string, reload = false): Promise<T> {
  const url = `${FINDER_DATA_PATH}/${file}`;
  if (reload) requests.delete(url);
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, reload ? { cache: 'reload' } : undefined).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failed request is not remembered: the next search tries again.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}

/** Every hearing centre, with its name, address and page (the finder's core file, fetched once per page). */
export const loadFinderCore = () => getJson<FinderCore>(CORE_FILE);

export async function loadFinderData(area: string): Promise<{ core: FinderCore; shard: FinderShard | null }> {
  let core = await getJson<FinderCore>(CORE_FILE);
  if (!core.areas.includes(area)) return { core, shard: null };
  let shard = await getJson<FinderShard>(shardFile(area));
  if (shard.version !== core.version) {
    [core, shard] = await Promise.all([getJson<FinderCore>(CORE_FILE, true), getJson<FinderShard>(shardFile(area), true)]);
  }
  return { core, shard };
}
