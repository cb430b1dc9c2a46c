'use client';

import * as React from 'react';
import type { FinderAreaOfLaw } from '@/lib/courts/finder/finder-index';
import { searchCourts, type FinderAnswer } from '@/lib/courts/finder/finder-search';
import { loadFinderCore, loadFinderData } from '@/lib/courts/finder/load-finder-data';
import type { FinderCore } from '@/lib/courts/finder/finder-index';
import { parsePostcodeQuery } from '@/lib/courts/finder/postcode-query';

export type FinderState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; answer: FinderAnswer; dateLine: string };

/**
 * The finder's answer for what was typed, when it is a postcode of England and Wales (otherwise idle: the caller
 * says what is wrong), loading the index on the first search. A new `attempt` asks again after a failed load.
 */
export function useFinderAnswer(typed: string, areaOfLaw: FinderAreaOfLaw, attempt = 0): FinderState {
  const key = `${typed}|${areaOfLaw}|${attempt}`;
  const lookUp = parsePostcodeQuery(typed).kind === 'postcode';
  const [state, setState] = React.useState<{ key: string; value: FinderState }>({ key: '', value: { status: 'idle' } });
  React.useEffect(() => {
    const query = parsePostcodeQuery(typed);
    if (query.kind !== 'postcode') return;
    let live = true;
    const settle = (value: FinderState) => live && setState({ key: `${typed}|${areaOfLaw}|${attempt}`, value });
    loadFinderData(query.area).then(
      ({ core, shard }) => settle({ status: 'done', answer: searchCourts(query, areaOfLaw, core, shard), dateLine: core.dateLine }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [typed, areaOfLaw, attempt]);
  if (!lookUp) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}

/** The finder's list of every hearing centre, fetched once `wanted` (issue 40: the directory's search); null until then, or if it failed. */
export function useFinderCore(wanted: boolean): FinderCore | null {
  const [core, setCore] = React.useState<FinderCore | null>(null);
  React.useEffect(() => {
    if (!wanted || core) return;
    let live = true;
    loadFinderCore().then(
      (loaded) => live && setCore(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, core]);
  return core;
}
