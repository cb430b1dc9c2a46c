/**
 * The few values of the site configuration (content/site.ts, which uses them) that the shell script every page loads
 * needs: kept apart so that the script does not carry the whole configuration (issue 36, the content pages' bytes).
 */

/** The support line as dialled (tel: links) and as shown to visitors: change both together. */
export const PHONE_E164 = '+448081570123';
export const PHONE_DISPLAY = '0808 157 0123';

/** Google Analytics 4 measurement id. None by default: analytics then never loads. */
export const ANALYTICS_ID = process.env.NEXT_PUBLIC_GA_ID ?? '';
