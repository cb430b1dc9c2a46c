import type { CaseType, ClaimValue } from '@/content/consultation';
import { DESCRIPTION_MAX, type ConsultationValues } from '@/lib/validation/consultation-fields';

/** The consultation form's claim value band for a debt in pounds (the spec's five bands, their upper ends included). */
export function claimValueBand(pounds: number): ClaimValue {
  if (pounds < 500) return 'under-500';
  if (pounds <= 1_000) return '500-1000';
  if (pounds <= 5_000) return '1000-5000';
  if (pounds <= 10_000) return '5000-10000';
  return 'over-10000';
}

/** `text` cut to `room` characters, ending "…" when cut; '' when there is no room for more than the ellipsis. */
const cut = (text: string, room: number) => (text.length <= room ? text : room > 1 ? `${text.slice(0, room - 1)}…` : '');

/**
 * What a tool's "Ask us" puts in the consultation form for the visitor to read and change before sending (Plan my
 * claim, the "Get paid" planner): its summary as the case description (cut to the form's limit), and when given the
 * case type and the claim value band. Nothing is sent: the form is filled in, no more. What the visitor has already
 * put in the form (`kept`, its draft) stays: the summary goes below their own description, in the room left, and a
 * case type or value they chose is not replaced.
 */
export function consultationDraftWith(
  summary: string,
  kept: Partial<Record<string, string>>,
  { caseType, pounds }: { caseType?: CaseType; pounds?: number | null } = {},
): Partial<ConsultationValues> {
  const own = (kept.description ?? '').trimEnd();
  const description = own === '' ? cut(summary, DESCRIPTION_MAX) : own.includes(summary) ? own : `${own}\n\n${cut(summary, DESCRIPTION_MAX - own.length - 2)}`.trimEnd();
  return {
    description,
    ...(kept.caseType || !caseType ? {} : { caseType }),
    ...(kept.claimValue || pounds === null || pounds === undefined ? {} : { claimValue: claimValueBand(pounds) }),
  };
}
