import * as React from 'react';
import { finderMessages, type FinderCase } from '@/content/courts/finder-messages';
import { distanceFrom, formatMiles } from '@/lib/courts/distance';
import type { FinderAnswer as Answer } from '@/lib/courts/finder/finder-search';
import { finderCourtPostcode, type FinderCourt } from '@/lib/courts/finder/finder-index';
import type { OutsidePlace } from '@/lib/courts/finder/postcode-query';
import { courtPagePath, factCourtUrl } from '@/lib/courts/links';
import { textLink } from '@/lib/utils';

const NEW_TAB = ' (opens in a new tab)';

function ExternalLink({ href, children, hidden }: { href: string; children: React.ReactNode; hidden?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLink}>
      {children}
      <span className="sr-only">
        {hidden}
        {NEW_TAB}
      </span>
    </a>
  );
}

/** The heading of an answer: focused and scrolled to when the answer arrives (revealResult). */
function AnswerHeading({ headingRef, children }: { headingRef?: React.Ref<HTMLHeadingElement>; children: React.ReactNode }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
      {children}
    </h3>
  );
}

function CourtLines({ court, miles, from }: { court: FinderCourt; miles: number | null; from: string | null }) {
  return (
    <>
      <p>
        <a href={courtPagePath(court.slug)} className={`${textLink} text-lg`}>
          {court.name}
        </a>
        {miles !== null && from ? (
          <span className="text-muted-foreground">
            {' '}
            ({distanceFrom(miles, from, finderCourtPostcode(court))})
          </span>
        ) : null}
      </p>
      <p className="text-muted-foreground">{court.address}</p>
      {court.note ? <p className="mt-1 text-sm">{court.note}</p> : null}
      <p className="mt-1 text-sm">
        <ExternalLink href={factCourtUrl(court.slug)}>{finderMessages.factCourtLink(court.name)}</ExternalLink>
      </p>
    </>
  );
}

/** A postcode outside England and Wales: where to go instead. */
export function OutsideAnswer({ display, place, headingRef }: { display: string; place: OutsidePlace; headingRef?: React.Ref<HTMLHeadingElement> }) {
  const where = finderMessages.outside[place];
  return (
    <div className="grid gap-2">
      <AnswerHeading headingRef={headingRef}>{finderMessages.answerHeading(display)}</AnswerHeading>
      <p>{finderMessages.outsideLead(display, where.name)}</p>
      <p>
        {where.courts} {finderMessages.outsideGo} <ExternalLink href={where.link.href}>{where.link.label}</ExternalLink>.
      </p>
    </div>
  );
}

/**
 * The court(s) that deal with a postcode, then the next nearest, with what the kind of case means for which
 * postcode to enter, the data's date and each court's live FaCT page. Issue 27.
 */
export function CourtAnswer({
  display,
  answer,
  finderCase,
  dateLine,
  headingRef,
}: {
  display: string;
  answer: Extract<Answer, { kind: 'answer' }>;
  finderCase: FinderCase;
  dateLine: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const { level, from, courts, nextNearest, oddity } = answer;
  return (
    <div className="grid gap-4">
      <AnswerHeading headingRef={headingRef}>{finderMessages.answerHeading(display)}</AnswerHeading>
      <div>
        <p className="font-semibold">{finderMessages.byLevel[level]}</p>
        <ul className="mt-2 grid gap-3">
          {courts.map(({ court, miles }) => (
            <li key={court.slug} className="rounded-lg border-l-4 border-primary bg-secondary p-4">
              <CourtLines court={court} miles={miles} from={from} />
            </li>
          ))}
        </ul>
      </div>
      {oddity ? <CatchmentOddity oddity={oddity} /> : null}
      {from === null ? <p className="text-muted-foreground">{finderMessages.noDistance}</p> : null}
      {nextNearest.length > 0 ? (
        <div>
          <h4 className="font-semibold">{finderMessages.nextNearest}</h4>
          <ol className="mt-2 grid gap-3">
            {nextNearest.map(({ court, miles }) => (
              <li key={court.slug}>
                <CourtLines court={court} miles={miles} from={from} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="grid gap-2">
        {finderMessages.explain[finderCase].map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {dateLine}. {from ? finderMessages.dataNote : null}
      </p>
    </div>
  );
}

export type Oddity = NonNullable<Extract<Answer, { kind: 'answer' }>['oddity']>;

/**
 * Where HMCTS's 2021 list names a court far from the postcode while another is much nearer (PO19 → Chelmsford): said
 * wherever a hearing centre is named, the finder and the claim plan alike (FACTS.md §12 "Catchment oddities").
 */
export function CatchmentOddity({ oddity }: { oddity: Oddity }) {
  return (
    <p className="rounded-lg border-l-4 border-accent bg-accent-soft p-4">
      {finderMessages.oddity(oddity.listed.court.name, formatMiles(oddity.listed.miles), oddity.nearest.court.name, formatMiles(oddity.nearest.miles))}{' '}
      <ExternalLink href={finderMessages.oddityLink.href}>{finderMessages.oddityLink.label}</ExternalLink>.
    </p>
  );
}
