import { buildConsultationFormData, newRequestId, REQUEST_ID_PATTERN, sendConsultation, type UploadRequest } from './consultation-delivery';
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
  answer(status: number) {
    this.status = status;
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
