/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { retryMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import type { ScheduledRetry } from '@/hooks/use-lead-delivery';
import { DeliveryStatus } from './delivery-failure';

const START = Date.UTC(2026, 10, 22, 18, 0, 0);
const waiting = (failure: ScheduledRetry['failure']): ScheduledRetry => ({ at: START + 5_000, delayMs: 5_000, failedAttempts: 1, failure });

beforeEach(() => jest.useFakeTimers({ now: START }));
afterEach(() => jest.useRealTimers());

describe('DeliveryStatus while a retry waits', () => {
  it('says the request is not sent yet and counts down, while the live region says it once', () => {
    const { container } = render(
      <form>
        <DeliveryStatus sending={false} failure={null} scheduled={waiting({ ok: false, reason: 'http', status: 503 })} sendingText="Sending…" />
      </form>,
    );
    const notice = screen.getByRole('group', { name: 'Our server is busy: your request has not been sent yet.' });
    expect(notice.textContent).toContain('We will try again in 5 seconds… Everything you entered is still here.');
    expect(within(notice).getByRole('button', { name: retryMessages.retryNow }).getAttribute('type')).toBe('submit');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(`tel:${siteConfig.phone.e164}`);
    expect(screen.queryByRole('alert')).toBeNull();
    const live = container.querySelector('[data-slot="delivery-status"]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toContain('Our server is busy: your request has not been sent yet. We will try again in 5 seconds…');

    act(() => jest.advanceTimersByTime(4_000));
    expect(notice.textContent).toContain('We will try again in 1 second…');
    expect(live.textContent).toContain('We will try again in 5 seconds…');
    act(() => jest.advanceTimersByTime(1_000));
    expect(notice.textContent).toContain(retryMessages.retryingNow);
  });

  it('names a network failure as one', () => {
    render(<DeliveryStatus sending={false} failure={null} scheduled={waiting({ ok: false, reason: 'network' })} sendingText="Sending…" />);
    expect(screen.getByRole('group', { name: 'We could not reach our server: your request has not been sent yet.' })).toBeTruthy();
  });

  it('after the retries stop, is the alert with how many attempts were made', () => {
    render(<DeliveryStatus sending={false} failure={{ ok: false, reason: 'http', status: 503, gaveUpAfter: 6 }} scheduled={null} sendingText="Sending…" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your request has not been sent');
    expect(alert.textContent).toContain('Our server was still busy after 6 attempts. Everything you entered is still here.');
    expect(within(alert).getByRole('button', { name: 'try again' })).toBeTruthy();
  });
});
