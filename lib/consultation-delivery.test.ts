import {
  buildConsultationFormData,
  deliveryResult,
  newRequestId,
  parseInboxAnswer,
  refusedFieldErrors,
  REQUEST_ID_PATTERN,
  sendConsultation,
  type UploadRequest,
} from './consultation-delivery';
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

  it.each(['', 'short', '../../etc/passwd', 'a'.repeat(65), 'has space in it ok', 'ünïcödé-ünïcödé-ünïcödé'])(
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
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, event('abort'));
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.call(this as unknown as XMLHttpRequest, event('load'));
  }
  fail() {
    this.onerror?.call(this as unknown as XMLHttpRequest, event('error'));
  }
  uploadProgress() {
    this.upload.onprogress?.call(this as unknown as XMLHttpRequest, event('progress'));
  }
}

function start(options: { stallTimeoutMs?: number } = {}) {
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
