import { BUSY_RETRY_POLICY } from '@/content/consultation';
import {
  buildConsultationFormData,
  buildLeadFormData,
  UPDATE_KEY_PATTERN,
  leadEndpoint,
  parseShortReference,
  shortReference,
  SHORT_REFERENCE_PATTERN,
  deliveryResult,
  newRequestId,
  parseInboxAnswer,
  parseRetryAfter,
  planRetry,
  refusedFieldErrors,
  REQUEST_ID_PATTERN,
  retryDelayMs,
  sendConsultation,
  type DeliveryResult,
  type UploadRequest,
} from './consultation-delivery';
import { keptAfterSending, parseKeptSignup, signupUpdate } from './consultation-delivery-signup';
import type { ConsultationRequest } from './validation/consultation';

const request: ConsultationRequest = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '',
  caseType: 'faulty-goods',
  claimValue: 'under-500',
  description: 'Broken washing machine <b>not</b> repaired 🧺',
};

describe('newRequestId', () => {
  it('is 32 hex characters, accepted by the inbox, and different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toMatch(REQUEST_ID_PATTERN);
    expect(newRequestId()).not.toBe(a);
  });

  // Issue 53: only ids of the form the browser sends (the inbox took any 16 to 64 letters, digits and dashes).
  it.each(['', 'short', '../../etc/passwd', 'a'.repeat(65), 'has space in it ok', 'ünïcödé-ünïcödé-ünïcödé', 'test-request-00000001', 'A'.repeat(32), 'a'.repeat(31), 'a'.repeat(33), 'g'.repeat(32), `${'a'.repeat(31)}\n`])(
    'the inbox pattern refuses %p',
    (id) => expect(id).not.toMatch(REQUEST_ID_PATTERN),
  );
});

describe('buildConsultationFormData', () => {
  it('carries every field, in order, then the request id and the honeypot', () => {
    const data = buildConsultationFormData(request, [], { requestId: 'a'.repeat(32) });
    expect([...data.keys()]).toEqual(['name', 'email', 'phone', 'caseType', 'claimValue', 'description', 'requestId', 'website']);
    expect(Object.fromEntries(data.entries())).toEqual({ ...request, requestId: 'a'.repeat(32), website: '' });
  });

  it('passes on whatever the honeypot held', () => {
    const data = buildConsultationFormData(request, [], { requestId: 'a'.repeat(32), honeypot: 'http://spam.example' });
    expect(data.get('website')).toBe('http://spam.example');
  });

  it('carries each file under "documents" with its name and content', async () => {
    const files = [new File(['first'], 'invoice.PDF', { type: 'application/pdf' }), new File(['second!'], 'photo.jpg')];
    const data = buildConsultationFormData(request, files, { requestId: 'a'.repeat(32) });
    const documents = data.getAll('documents') as File[];
    expect(documents.map((f) => f.name)).toEqual(['invoice.PDF', 'photo.jpg']);
    expect(await documents[0]!.text()).toBe('first');
    expect(documents[1]!.size).toBe(7);
  });
});

/** Node has no ProgressEvent; the handlers only need an event object. */
const event = (type: string) => new Event(type) as ProgressEvent;

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeRequest implements UploadRequest {
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  headersRead: string[] = [];
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  aborted = false;
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  onprogress: UploadRequest['onprogress'] = null;
  open(method: string, url: string | URL) {
    this.opened = [method, String(url)];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  getResponseHeader(name: string): string | null {
    this.headersRead.push(name);
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, event('abort'));
  }
  answer(status: number, body = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.call(this as unknown as XMLHttpRequest, event('load'));
  }
  fail() {
    this.onerror?.call(this as unknown as XMLHttpRequest, event('error'));
  }
  uploadProgress() {
    this.upload.onprogress?.call(this as unknown as XMLHttpRequest, event('progress'));
  }
}

function start(options: { stallTimeoutMs?: number; now?: () => number } = {}) {
  const xhr = new FakeRequest();
  const body = buildConsultationFormData(request, [], { requestId: 'a'.repeat(32) });
  const pending = sendConsultation('https://forms.example.com/f/abc', body, { ...options, createRequest: () => xhr });
  return { xhr, body, pending };
}

describe('sendConsultation', () => {
  afterEach(() => jest.useRealTimers());

  it('posts the form data with Accept: application/json and confirms a 2xx answer', async () => {
    const { xhr, body, pending } = start();
    expect(xhr.opened).toEqual(['POST', 'https://forms.example.com/f/abc']);
    expect(xhr.headers).toEqual({ Accept: 'application/json' });
    expect(xhr.sent).toBe(body);
    xhr.answer(201);
    await expect(pending).resolves.toEqual({ ok: true });
  });

  it.each([200, 204, 299])('confirms a %i answer', async (status) => {
    const { xhr, pending } = start();
    xhr.answer(status);
    await expect(pending).resolves.toEqual({ ok: true });
  });

  it.each([400, 404, 405, 413, 422, 429, 500, 503])('reports a %i answer as an http failure with its status', async (status) => {
    const { xhr, pending } = start();
    xhr.answer(status);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'http', status });
  });

  it('reports a network error', async () => {
    const { xhr, pending } = start();
    xhr.fail();
    await expect(pending).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('gives up when nothing moves for the stall timeout, and aborts the request', async () => {
    jest.useFakeTimers();
    const { xhr, pending } = start({ stallTimeoutMs: 15_000 });
    jest.advanceTimersByTime(14_999);
    expect(xhr.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(xhr.aborted).toBe(true);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('keeps going for as long as the upload is moving, however long it takes', async () => {
    jest.useFakeTimers();
    const { xhr, pending } = start({ stallTimeoutMs: 15_000 });
    // Two minutes of a slow upload, a little progress every 10 seconds.
    for (let i = 0; i < 12; i++) {
      jest.advanceTimersByTime(10_000);
      xhr.uploadProgress();
    }
    expect(xhr.aborted).toBe(false);
    xhr.answer(201);
    await expect(pending).resolves.toEqual({ ok: true });
  });

  it('clears its timer once answered, and a late event changes nothing', async () => {
    jest.useFakeTimers();
    const { xhr, pending } = start();
    xhr.answer(201);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(jest.getTimerCount()).toBe(0);
    xhr.fail();
    await expect(pending).resolves.toEqual({ ok: true });
  });
});

describe('sendConsultation reads the answer', () => {
  const id = 'b'.repeat(32);

  it('a 201 with the id the inbox stored the request under', async () => {
    const { xhr, pending } = start();
    xhr.answer(201, JSON.stringify({ id }));
    await expect(pending).resolves.toEqual({ ok: true, id });
  });

  it('a 400 with the field errors the inbox found', async () => {
    const { xhr, pending } = start();
    xhr.answer(400, JSON.stringify({ error: 'The request has errors.', fieldErrors: { documents: '"scan.pdf" is not the kind of file its name says.' } }));
    await expect(pending).resolves.toEqual({
      ok: false,
      reason: 'http',
      status: 400,
      error: 'The request has errors.',
      fieldErrors: { documents: '"scan.pdf" is not the kind of file its name says.' },
    });
  });
});

describe('parseInboxAnswer', () => {
  it('reads the id of a stored request', () => {
    expect(parseInboxAnswer(JSON.stringify({ id: 'c'.repeat(32) }))).toEqual({ id: 'c'.repeat(32) });
    expect(parseInboxAnswer(JSON.stringify({ id: 'c'.repeat(32), updateKey: 'A_-'.repeat(14) + 'z' }))).toEqual({ id: 'c'.repeat(32), updateKey: 'A_-'.repeat(14) + 'z' });
    expect(parseInboxAnswer(JSON.stringify({ id: 'c'.repeat(32), updateKey: 'too short' }))).toEqual({ id: 'c'.repeat(32) });
  });

  it('reads the error and the field errors of a refusal', () => {
    const body = JSON.stringify({ error: 'The request has errors.', fieldErrors: { email: 'Enter your email address', documents: 'Too big.' } });
    expect(parseInboxAnswer(body)).toEqual({ error: 'The request has errors.', fieldErrors: { email: 'Enter your email address', documents: 'Too big.' } });
  });

  it.each([
    ['an empty body', ''],
    ['broken JSON', '{"error": "The req'],
    ['an HTML page', '<html><body><h1>413 Request Entity Too Large</h1></body></html>'],
    ['an array', '[{"field":"email","message":"x"}]'],
    ['a string', '"error"'],
    ['null', 'null'],
    ['a number', '413'],
  ])('gives an empty answer for %s', (_, body) => {
    expect(parseInboxAnswer(body)).toEqual({});
  });

  it('leaves out parts of the wrong type or shape', () => {
    const body = JSON.stringify({
      id: '../../etc/passwd',
      error: 42,
      fieldErrors: { name: ['Enter your full name'], email: '', phone: '   ', 'bad name!': 'x', description: 'Enter a description of your case' },
    });
    expect(parseInboxAnswer(body)).toEqual({ fieldErrors: { description: 'Enter a description of your case' } });
    expect(parseInboxAnswer(JSON.stringify({ fieldErrors: 'documents' }))).toEqual({});
    expect(parseInboxAnswer(JSON.stringify({ fieldErrors: ['documents'] }))).toEqual({});
  });

  it('does not let an answer reach the object prototype', () => {
    const answer = parseInboxAnswer('{"fieldErrors": {"__proto__": {"polluted": "yes"}, "constructor": "x"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(answer.fieldErrors?.constructor).toBe('x');
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(['constructor']);
  });

  it('shortens a very long message and folds its white space', () => {
    const answer = parseInboxAnswer(JSON.stringify({ error: `Too\n\tlong ${'x'.repeat(1000)}` }));
    expect(answer.error).toHaveLength(300);
    expect(answer.error).toMatch(/^Too long x+…$/);
  });
});

describe('deliveryResult', () => {
  it('a 2xx without an id (a form service, an empty body) is still delivered', () => {
    expect(deliveryResult(200, '{"ok":true}')).toEqual({ ok: true });
    expect(deliveryResult(204, '')).toEqual({ ok: true });
  });

  it('a failure keeps its status whatever the body', () => {
    expect(deliveryResult(500, '<h1>Internal Server Error</h1>')).toEqual({ ok: false, reason: 'http', status: 500 });
    expect(deliveryResult(429, JSON.stringify({ error: 'Too many requests.' }))).toEqual({ ok: false, reason: 'http', status: 429, error: 'Too many requests.' });
  });
});

describe('refusedFieldErrors', () => {
  const fields = ['name', 'email', 'documents'] as const;
  const failure = (status: number, body: unknown) => {
    const result = deliveryResult(status, typeof body === 'string' ? body : JSON.stringify(body));
    if (result.ok) throw new Error('expected a failure');
    return result;
  };

  it('a 400 gives the errors of the form\'s own fields, by name', () => {
    const result = failure(400, { error: 'The request has errors.', fieldErrors: { email: 'Enter your email address', documents: '"a.pdf" is not the kind of file its name says.', requestId: 'The request id is not valid.' } });
    expect(refusedFieldErrors(result, fields, 'documents')).toEqual({ email: 'Enter your email address', documents: '"a.pdf" is not the kind of file its name says.' });
  });

  it('a 400 about nothing the visitor can change is a plain failure', () => {
    expect(refusedFieldErrors(failure(400, { error: 'Unknown kind of request.', fieldErrors: { leadType: 'Unknown kind of request.' } }), fields, 'documents')).toBeNull();
    expect(refusedFieldErrors(failure(400, { error: 'The request body is not valid multipart/form-data.' }), fields, 'documents')).toBeNull();
    expect(refusedFieldErrors(failure(400, '{broken'), fields, 'documents')).toBeNull();
  });

  it('a 413 is about the documents, with or without a field named', () => {
    expect(refusedFieldErrors(failure(413, { error: 'x', fieldErrors: { documents: '"big.pdf" is larger than 10 MB.' } }), fields, 'documents')).toEqual({ documents: '"big.pdf" is larger than 10 MB.' });
    expect(refusedFieldErrors(failure(413, { error: 'The request is larger than the 50 MB the form allows.' }), fields, 'documents')).toEqual({
      documents: 'The request is larger than the 50 MB the form allows.',
    });
    expect(refusedFieldErrors(failure(413, '<html>413 Request Entity Too Large</html>'), fields, 'documents')).toEqual({ documents: 'The documents are too large.' });
  });

  it.each([404, 405, 415, 429, 500, 502, 503])('a %i is a failure to try again, even with field errors', (status) => {
    expect(refusedFieldErrors(failure(status, { error: 'x', fieldErrors: { email: 'Enter your email address' } }), fields, 'documents')).toBeNull();
  });

  it('a network failure or a timeout is a failure to try again', () => {
    expect(refusedFieldErrors({ ok: false, reason: 'network' }, fields, 'documents')).toBeNull();
    expect(refusedFieldErrors({ ok: false, reason: 'timeout' }, fields, 'documents')).toBeNull();
  });
});

/** Sunday 22 November 2026, 15:30:00 UTC: the clock the Retry-After tests read dates against. */
const NOW = Date.UTC(2026, 10, 22, 15, 30, 0);
const policy = BUSY_RETRY_POLICY;
const noJitter = () => 0;

describe('parseRetryAfter', () => {
  it.each([
    ['5', 5_000],
    ['0', 0],
    [' 120 ', 120_000],
    ['007', 7_000],
  ])('reads %p seconds', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it.each([
    ['an IMF-fixdate', 'Sun, 22 Nov 2026 15:30:30 GMT', 30_000],
    ['an RFC 850 date', 'Sunday, 22-Nov-26 15:31:00 GMT', 60_000],
    ['an asctime date', 'Sun Nov 22 15:30:10 2026', 10_000],
    ['an asctime date with a one-digit day', 'Tue Dec  1 15:30:00 2026', 9 * 24 * 3600 * 1000],
    ['a date in other letter case and spacing', 'sun,  22 nov 2026 15:30:05 gmt', 5_000],
  ])('reads %s as the time left until it', (_, value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it('a date already past asks for no wait', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 15:29:59 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(0);
  });

  it('a huge number of seconds stays a finite number (the wait is capped where it is used)', () => {
    const ms = parseRetryAfter('9'.repeat(400), NOW);
    expect(ms).toBe(Number.MAX_SAFE_INTEGER);
    expect(retryDelayMs(1, ms, noJitter)).toBe(policy.maxWaitMs);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['negative', '-5'],
    ['fractional', '1.5'],
    ['with a unit', '5s'],
    ['in exponent form', '1e3'],
    ['hexadecimal', '0x10'],
    ['Infinity', 'Infinity'],
    ['words', 'soon'],
    ['an ISO date (not an HTTP-date)', '2026-11-22T15:31:00Z'],
    ['a date with an offset instead of GMT', 'Sun, 22 Nov 2026 15:31:00 +0000'],
    ['a date that does not exist', 'Tue, 31 Feb 2026 10:00:00 GMT'],
    ['a time that does not exist', 'Sun, 22 Nov 2026 25:00:00 GMT'],
    ['a two-digit year in an IMF-fixdate', 'Sun, 22 Nov 26 15:31:00 GMT'],
  ])('is undefined for a header that is %s', (_, value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('without a Retry-After, waits 5 s and doubles each time, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((n) => retryDelayMs(n, undefined, noJitter))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });

  it('waits at least as long as the server asked, and the backoff when that is longer', () => {
    expect(retryDelayMs(1, 30_000, noJitter)).toBe(30_000);
    expect(retryDelayMs(1, 5_000, noJitter)).toBe(5_000);
    expect(retryDelayMs(3, 5_000, noJitter)).toBe(20_000);
    expect(retryDelayMs(1, 0, noJitter)).toBe(5_000);
  });

  it('never waits longer than the cap, whatever the server asks', () => {
    expect(retryDelayMs(1, 3_600_000, noJitter)).toBe(policy.maxWaitMs);
    expect(retryDelayMs(1, Number.POSITIVE_INFINITY, noJitter)).toBe(5_000);
    expect(retryDelayMs(5, undefined, () => 0.999)).toBe(policy.maxWaitMs);
  });

  it('adds up to a fifth at random, from the random source given', () => {
    expect(retryDelayMs(1, 5_000, () => 0.5)).toBe(5_500);
    expect(retryDelayMs(2, undefined, () => 0.25)).toBe(10_500);
    const spread = [0, 0.1, 0.3, 0.7, 0.9999].map((r) => retryDelayMs(1, 5_000, () => r));
    expect(new Set(spread).size).toBe(spread.length);
    for (const ms of spread) {
      expect(ms).toBeGreaterThanOrEqual(5_000);
      expect(ms).toBeLessThanOrEqual(6_000);
    }
  });

  it.each([
    ['retry 0', 0, undefined, () => 0, 5_000],
    ['a negative retry', -3, undefined, () => 0, 5_000],
    ['a NaN retry', Number.NaN, undefined, () => 0, 5_000],
    ['a fractional retry', 2.7, undefined, () => 0, 10_000],
    ['a negative Retry-After', 1, -10_000, () => 0, 5_000],
    ['a NaN Retry-After', 1, Number.NaN, () => 0, 5_000],
    ['a random source out of range (above)', 1, undefined, () => 7, 6_000],
    ['a random source out of range (below)', 1, undefined, () => -1, 5_000],
    ['a random source giving NaN', 1, undefined, () => Number.NaN, 5_000],
  ])('stays sensible with %s', (_, retry, retryAfter, random, ms) => {
    expect(retryDelayMs(retry, retryAfter, random)).toBe(ms);
  });

  it('follows the policy it is given', () => {
    expect(retryDelayMs(3, undefined, noJitter, { firstWaitMs: 10, maxWaitMs: 35, maxRetries: 2, jitter: 0 })).toBe(35);
  });
});

describe('planRetry', () => {
  const busy = (retryAfterMs?: number): Extract<DeliveryResult, { ok: false }> => ({
    ok: false,
    reason: 'http',
    status: 503,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

  it('retries a 503 after its Retry-After, and a network failure after the backoff', () => {
    expect(planRetry(busy(8_000), 1, noJitter)).toEqual({ retry: true, delayMs: 8_000 });
    expect(planRetry({ ok: false, reason: 'network' }, 2, noJitter)).toEqual({ retry: true, delayMs: 10_000 });
  });

  it('retries five times, waiting 5, 10, 20, 40 and 60 s after a 503 with Retry-After: 5, then gives up', () => {
    const plans = [1, 2, 3, 4, 5, 6].map((failed) => planRetry(busy(5_000), failed, noJitter));
    expect(plans).toEqual([
      { retry: true, delayMs: 5_000 },
      { retry: true, delayMs: 10_000 },
      { retry: true, delayMs: 20_000 },
      { retry: true, delayMs: 40_000 },
      { retry: true, delayMs: 60_000 },
      { retry: false, gaveUp: true },
    ]);
  });

  it('gives up on a count it cannot read', () => {
    expect(planRetry(busy(), Number.NaN, noJitter)).toEqual({ retry: false, gaveUp: true });
  });

  it.each([
    ['a 500', { ok: false, reason: 'http', status: 500 }],
    ['a 502', { ok: false, reason: 'http', status: 502 }],
    ['a 404 from a static host', { ok: false, reason: 'http', status: 404 }],
    ['a 429, even with Retry-After', { ok: false, reason: 'http', status: 429, retryAfterMs: 5_000 }],
    ['a 413', { ok: false, reason: 'http', status: 413 }],
    ['a stalled upload', { ok: false, reason: 'timeout' }],
  ] as const)('leaves %s to the visitor', (_, failure) => {
    expect(planRetry(failure, 1, noJitter)).toEqual({ retry: false, gaveUp: false });
  });
});

describe('sendConsultation reads Retry-After', () => {
  it('a 503 with Retry-After in seconds', async () => {
    const { xhr, pending } = start();
    xhr.answer(503, JSON.stringify({ error: 'The inbox is busy.' }), { 'Retry-After': '7' });
    await expect(pending).resolves.toEqual({ ok: false, reason: 'http', status: 503, error: 'The inbox is busy.', retryAfterMs: 7_000 });
  });

  it('a 503 with Retry-After as an HTTP date, against the clock given', async () => {
    const { xhr, pending } = start({ now: () => NOW });
    xhr.answer(503, '', { 'retry-after': 'Sun, 22 Nov 2026 15:30:45 GMT' });
    await expect(pending).resolves.toEqual({ ok: false, reason: 'http', status: 503, retryAfterMs: 45_000 });
  });

  it('a 503 whose Retry-After is missing or unreadable has none', async () => {
    for (const headers of [{}, { 'Retry-After': 'later' }, { 'Retry-After': '-1' }] as Record<string, string>[]) {
      const { xhr, pending } = start();
      xhr.answer(503, '', headers);
      await expect(pending).resolves.toEqual({ ok: false, reason: 'http', status: 503 });
    }
  });

  it('a header that cannot be read counts as absent', async () => {
    const { xhr, pending } = start();
    xhr.getResponseHeader = () => {
      throw new Error('not readable');
    };
    xhr.answer(503);
    await expect(pending).resolves.toEqual({ ok: false, reason: 'http', status: 503 });
  });

  it('a delivered request does not read it', async () => {
    const { xhr, pending } = start();
    xhr.answer(201, '', { 'Retry-After': '7' });
    await expect(pending).resolves.toEqual({ ok: true });
    expect(xhr.headersRead).toEqual([]);
  });
});

describe('the short reference a visitor is shown (issue 26)', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('is SCC and 8 characters of an alphabet without I, L, O or U, in two groups', () => {
    for (let i = 0; i < 200; i++) {
      const reference = shortReference(newRequestId());
      expect(reference).toMatch(SHORT_REFERENCE_PATTERN);
      expect(reference.slice(4)).not.toMatch(/[ILOU]/);
    }
  });

  it('is derived from the id: the same id always gives the same reference, ids one character apart share no group', () => {
    expect(shortReference(id)).toBe(shortReference(id));
    const other = shortReference(`${id.slice(0, -1)}e`);
    expect(other).not.toBe(shortReference(id));
    expect(other.slice(4, 8)).not.toBe(shortReference(id).slice(4, 8));
    expect(other.slice(9)).not.toBe(shortReference(id).slice(9));
    // Ids the inbox accepts that are not hex (the form's older ids, tests' ids) have references too.
    expect(shortReference('list-test-0000001')).toMatch(SHORT_REFERENCE_PATTERN);
  });

  it('rarely collides: 20,000 random ids give 20,000 references', () => {
    // The same 20,000 ids every run (a seeded generator): with fresh random ids two share a reference about once in
    // 5,500 runs (40 bits), and a test's result must not be chance. 100 runs of fresh ids here gave no collision.
    let state = 0x2f6b_1d3a;
    const seeded = {
      getRandomValues<T extends ArrayBufferView | null>(array: T): T {
        const bytes = array as unknown as Uint8Array;
        for (let i = 0; i < bytes.length; i++) {
          state = (state + 0x6d2b79f5) | 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
          bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
        }
        return array;
      },
    };
    const ids = Array.from({ length: 20_000 }, () => newRequestId(seeded));
    expect(new Set(ids).size).toBe(20_000);
    const seen = new Set(ids.map(shortReference));
    expect(seen.size).toBe(20_000);
  });

  it('is read back however it was typed, and nothing else is taken for one', () => {
    const reference = shortReference(id);
    expect(parseShortReference(reference)).toBe(reference);
    expect(parseShortReference(` ${reference.toLowerCase()} `)).toBe(reference);
    expect(parseShortReference(reference.slice(4).replace('-', ' '))).toBe(reference);
    expect(parseShortReference('scc-oil0-1234')).toBe('SCC-0110-1234');
    for (const text of ['', 'SCC-', 'SCC-1234-567', 'SCC-1234-56789', 'SCC-UUUU-0000', id, '1234-56!8']) expect(parseShortReference(text)).toBeNull();
  });
});

describe('leadEndpoint', () => {
  it('names the kind of a sign-up or premium request in the address, and leaves the consultation form’s as it is', () => {
    expect(leadEndpoint('/api/consultation', 'consultation')).toBe('/api/consultation');
    expect(leadEndpoint('/api/consultation', 'trial')).toBe('/api/consultation?kind=trial');
    expect(leadEndpoint('https://forms.example.com/f/abc?x=1', 'premium')).toBe('https://forms.example.com/f/abc?x=1&kind=premium');
  });
});

describe('a trial sign-up kept in the tab (issues 26 and 53)', () => {
  const requestId = 'abcdef0123456789abcdef0123456789';
  const updateKey = 'k'.repeat(43);
  const values = { name: 'Sam Patel', email: 'Sam@Example.com', phone: '07700 900123', caseType: 'unpaid-invoice', description: 'An invoice.' };

  it('is read back only when it is ours: a valid id, key and details', () => {
    expect(parseKeptSignup({ requestId, updateKey })).toEqual({ requestId, updateKey });
    expect(parseKeptSignup({ requestId, unsent: { ...values, phone: undefined } })).toEqual({ requestId, unsent: { ...values, phone: '' } });
    for (const bad of [
      null,
      'text',
      [{ requestId }],
      { requestId: 'short' },
      { requestId: '../../etc/passwd-0000' },
      { requestId, updateKey: 'short' },
      { requestId, updateKey: 42 },
      { requestId, unsent: 'Sam' },
      { requestId, unsent: { ...values, name: 42 } },
    ]) {
      expect(parseKeptSignup(bad)).toBeNull();
    }
  });

  it('keeps nothing anyone could read once the sign-up has reached us: its id and the key the answer gave', () => {
    expect(keptAfterSending({ requestId }, values, { ok: true, id: requestId, updateKey })).toEqual({ requestId, updateKey });
    // An update is answered without a key: the one sent stays.
    expect(keptAfterSending({ requestId, updateKey }, values, { ok: true, id: requestId })).toEqual({ requestId, updateKey });
    // Stored as a lead of its own (another person's email): that lead's id and key.
    const other = 'fedcba9876543210fedcba9876543210';
    expect(keptAfterSending({ requestId, updateKey }, values, { ok: true, id: other, updateKey: 'n'.repeat(43) })).toEqual({ requestId: other, updateKey: 'n'.repeat(43) });
    expect(keptAfterSending({ requestId, updateKey }, values, { ok: true, id: other })).toBeNull();
    // A form service, or a retry whose first answer was lost: no key, nothing kept.
    expect(keptAfterSending({ requestId }, values, { ok: true })).toBeNull();
    // Not delivered: the details, to send again.
    expect(keptAfterSending({ requestId }, values, { ok: false })).toEqual({ requestId, unsent: values });
  });

  it('sends a new sign-up under the kept id only with its key', () => {
    expect(signupUpdate({ requestId, updateKey })).toEqual({ requestId, updateKey });
    expect(signupUpdate({ requestId, unsent: values })).toBeUndefined();
    expect(signupUpdate({ requestId })).toBeUndefined();
    expect(signupUpdate(null)).toBeUndefined();
  });

  it('carries the key in its own part, only when there is one', () => {
    expect(buildLeadFormData('trial', values, { requestId, updateKey }).get('updateKey')).toBe(updateKey);
    expect(buildLeadFormData('trial', values, { requestId }).has('updateKey')).toBe(false);
    expect(updateKey).toMatch(UPDATE_KEY_PATTERN);
  });
});
