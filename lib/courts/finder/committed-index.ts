import { HEARING_CENTRES_SOURCE, hearingCentres } from '@/content/courts/hearing-centres';
import { outcodeCentroids } from '@/content/courts/outcode-centroids';
import { buildFinderIndex, CORE_FILE, shardFile, type FinderIndex } from './finder-index';

/** The court finder's index of the committed records, built once per build (never shipped as a module to the browser). */
export const finderIndex: FinderIndex = buildFinderIndex({ dateLine: HEARING_CENTRES_SOURCE.dateLine, courts: hearingCentres, centroids: outcodeCentroids });

/** Every file the build writes under FINDER_DATA_PATH, by name, with what it holds. */
export function finderFiles(): Record<string, unknown> {
  return {
    [CORE_FILE]: finderIndex.core,
    ...Object.fromEntries(Object.values(finderIndex.shards).map((shard) => [shardFile(shard.area), shard])),
  };
}
