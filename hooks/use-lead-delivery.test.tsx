/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { DeliveryResult } from '@/lib/consultation-delivery';
import { useLeadDelivery, useSecondsUntil } from './use-lead-delivery';

/** Each attempt waits here until the test answers it, so "in flight" is a state the test holds. */
const attempts: { requestId: string; answer: (result: DeliveryResult) => void }[] = [];
jest.mock('@/lib/consultation-delivery', () => {
  const actual = jest.requireActual('@/lib/consultation-delivery');
  return {
    ...actual,
    sendConsultation: (_endpoint: string, data: FormData) =>
      new Promise<DeliveryResult>((resolve) => attempts.push({ requestId: String(data.get('requestId')), answer: resolve })),
  };
});

const build = (requestId: string) => {
  const data = new FormData();
  data.append('requestId', requestId);
  return data;
};
const BUSY: DeliveryResult = { ok: false, reason: 'http', status: 503, retryAfterMs: 5_000 };
const START = Date.UTC(2026, 10, 22, 18, 0, 0);

/** Answers the latest attempt and lets the hook take the answer in. */
async function answer(result: DeliveryResult) {
  await act(async () => {
    attempts.at(-1)!.answer(result);
  });
}

function setup(withRetry = true) {
  const retry = jest.fn();
  const view = renderHook(() => useLeadDelivery(withRetry ? { retry, random: () => 0 } : { random: () => 0 }));
  // What a form's retry does: submit again, which sends the same details.
  retry.mockImplementation(() => void view.result.current.send('same details', build));
  return { retry, view };
}

beforeEach(() => {
  attempts.length = 0;
  jest.useFakeTimers({ now: START });
});
afterEach(() => jest.useRealTimers());

describe('useLeadDelivery retries a busy server by itself', () => {
  it('waits for Retry-After by the wall clock, then sends again with the same request id', async () => {
    const { retry, view } = setup();
    let first: unknown;
    await act(async () => {
      const sent = view.result.current.send('same details', build);
      await answer(BUSY);
      first = await sent;
    });
    expect(first).toMatchObject({ ok: false, status: 503, retryAt: START + 5_000 });
    expect(view.result.current.scheduled).toMatchObject({ at: START + 5_000, delayMs: 5_000, failedAttempts: 1 });
    expect(view.result.current.failure).toBeNull();

    act(() => jest.advanceTimersByTime(4_999));
    expect(retry).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.requestId).toBe(attempts[0]!.requestId);
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.sending).toBe(true);

    // The second refusal waits longer (the backoff doubles past the server's 5 s); then a 201 ends it.
    await answer(BUSY);
    expect(view.result.current.scheduled).toMatchObject({ delayMs: 10_000, failedAttempts: 2 });
    act(() => jest.advanceTimersByTime(10_000));
    expect(attempts).toHaveLength(3);
    expect(attempts[2]!.requestId).toBe(attempts[0]!.requestId);
    await answer({ ok: true });
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.failure).toBeNull();
    act(() => jest.advanceTimersByTime(120_000));
    expect(attempts).toHaveLength(3);
  });

  // Issue 39: the proxy's 502 (the inbox closing while it still sent) and 504 were shown as a refusal, not retried.
  it.each([502, 504])('retries a %i from the proxy in front as a busy inbox, with the same request id', async (status) => {
    const { retry, view } = setup();
    let first: unknown;
    await act(async () => {
      const sent = view.result.current.send('same details', build);
      await answer({ ok: false, reason: 'http', status });
      first = await sent;
    });
    // Shown for what it was, and sent again by itself after the first backoff.
    expect(first).toMatchObject({ ok: false, status, retryAt: START + 5_000 });
    expect(view.result.current.scheduled).toMatchObject({ delayMs: 5_000, failedAttempts: 1 });
    expect(view.result.current.failure).toBeNull();
    act(() => jest.advanceTimersByTime(5_000));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.requestId).toBe(attempts[0]!.requestId);
    await answer({ ok: true });
    expect(view.result.current.failure).toBeNull();
  });

  it('a throttled tab whose timer has not fired retries as soon as it is visible again, once', async () => {
    const { retry, view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer(BUSY);
    // The clock moves on while the page's timers are held back (a background tab).
    jest.setSystemTime(START + 30_000);
    expect(retry).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(attempts).toHaveLength(2);
  });

  it('never sends while an attempt is on its way', async () => {
    const { retry, view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer(BUSY);
    // "Try again now" during the wait: sent at once; the old deadline passes while it is in flight.
    let second: unknown;
    await act(async () => {
      void view.result.current.send('same details', build);
      second = await view.result.current.send('same details', build);
    });
    expect(second).toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(retry).not.toHaveBeenCalled();
    expect(attempts).toHaveLength(2);
    // Its refusal schedules the next wait from when it ended.
    await answer(BUSY);
    expect(view.result.current.scheduled).toMatchObject({ at: START + 60_000 + 10_000, failedAttempts: 2 });
  });

  it('stops after five automatic retries, keeping the failure to show', async () => {
    const { retry, view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    for (const wait of [5_000, 10_000, 20_000, 40_000, 60_000]) {
      await answer(BUSY);
      expect(view.result.current.scheduled?.delayMs).toBe(wait);
      act(() => jest.advanceTimersByTime(wait));
    }
    await answer(BUSY);
    expect(attempts).toHaveLength(6);
    expect(new Set(attempts.map((a) => a.requestId)).size).toBe(1);
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.failure).toMatchObject({ status: 503, gaveUpAfter: 6 });
    act(() => jest.advanceTimersByTime(600_000));
    expect(retry).toHaveBeenCalledTimes(5);

    // The visitor's own "try again" starts afresh: a refusal is retried by itself again, after 5 s.
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer(BUSY);
    expect(view.result.current.scheduled).toMatchObject({ delayMs: 5_000, failedAttempts: 1 });
  });

  it('a network failure is retried too; other failures wait for the visitor', async () => {
    const { view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer({ ok: false, reason: 'network' });
    expect(view.result.current.scheduled).toMatchObject({ delayMs: 5_000, failure: { reason: 'network' } });
    act(() => jest.advanceTimersByTime(5_000));
    await answer({ ok: false, reason: 'http', status: 500 });
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.failure).toEqual({ ok: false, reason: 'http', status: 500 });
    act(() => jest.advanceTimersByTime(600_000));
    expect(attempts).toHaveLength(2);
  });

  it('changed details go under a new request id', async () => {
    const { view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer(BUSY);
    await act(async () => {
      void view.result.current.send('changed details', build);
    });
    expect(attempts[1]!.requestId).not.toBe(attempts[0]!.requestId);
  });

  it('stopRetrying shows the failure instead and nothing more is sent', async () => {
    const { retry, view } = setup();
    await act(async () => {
      void view.result.current.send('same details', build);
    });
    await answer(BUSY);
    act(() => view.result.current.stopRetrying());
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.failure).toMatchObject({ status: 503 });
    act(() => jest.advanceTimersByTime(600_000));
    expect(retry).not.toHaveBeenCalled();
  });

  it('without a retry to call (the trial sign-up), a 503 is a failure like any other', async () => {
    const { view } = setup(false);
    let outcome: unknown;
    await act(async () => {
      const sent = view.result.current.send('same details', build);
      await answer(BUSY);
      outcome = await sent;
    });
    expect(outcome).toEqual(BUSY);
    expect(view.result.current.scheduled).toBeNull();
    expect(view.result.current.failure).toEqual(BUSY);
  });
});

describe('useSecondsUntil', () => {
  it('counts down whole seconds from the wall clock, and catches up after a throttled tab', () => {
    const view = renderHook(() => useSecondsUntil(START + 5_500));
    expect(view.result.current).toBe(6);
    act(() => jest.advanceTimersByTime(500));
    expect(view.result.current).toBe(5);
    act(() => jest.advanceTimersByTime(1_000));
    expect(view.result.current).toBe(4);
    jest.setSystemTime(START + 5_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(view.result.current).toBe(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(view.result.current).toBe(0);
  });
});
