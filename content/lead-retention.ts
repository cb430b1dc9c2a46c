/**
 * How long the lead inbox keeps a request received through the website (a consultation request, a template trial
 * sign-up or a bespoke template request) before deleting it with its files. The inbox's daily sweep uses this
 * unless `LEADS_RETENTION_DAYS` is set, and the privacy notice states it from here: change it here (and rebuild)
 * rather than in the environment, so that the notice and the inbox keep saying the same thing. The inbox warns at
 * start-up when the environment sets a different number.
 *
 * 90 days: long enough to reply, arrange the free consultation and hear back from someone who is slow to answer;
 * a request that turns into a case is copied into the client file, which has its own retention period.
 */
export const LEAD_RETENTION_DAYS: number = 90;

/** The retention as the privacy notice states it. */
export const LEAD_RETENTION = `${LEAD_RETENTION_DAYS} day${LEAD_RETENTION_DAYS === 1 ? '' : 's'}`;
