import { ccjGuide } from './county-court-judgments';
import type { GuidePage } from './schema';

export { guidePath, type GuidePage } from './schema';

/** Issue 26: the guides written like articles, each on its own route (one per record in lib/routes.ts). */
export const guidePages: readonly GuidePage[] = [ccjGuide];

export { ccjGuide };
