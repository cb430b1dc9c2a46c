import { buildConsultationFormData, sendConsultation } from './consultation-delivery';
import type { ConsultationRequest } from './validation/consultation';

const request: ConsultationRequest = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '',
  caseType: 'faulty-goods',
  claimValue: 'under-500',
  description: 'Broken washing machine <b>not</b> repaired 🧺',
};

describe('buildConsultationFormData', () => {
  it('carries every field, in order, with phone empty when not given', () => {
    const data = buildConsultationFormData(request, []);
    expect([...data.keys()]).toEqual(['name', 'email', 'phone', 'caseType', 'claimValue', 'description']);
    expect(Object.fromEntries(data.entries())).toEqual(request);
  });

  it('carries each file under "documents" with its name and content', async () => {
    const files = [new File(['first'], 'invoice.PDF', { type: 'application/pdf' }), new File(['second!'], 'photo.jpg')];
    const data = buildConsultationFormData(request, files);
    const documents = data.getAll('documents') as File[];
    expect(documents.map((f) => f.name)).toEqual(['invoice.PDF', 'photo.jpg']);
    expect(await documents[0]!.text()).toBe('first');
    expect(documents[1]!.size).toBe(7);
  });
});

type FetchCall = { url: string; init: RequestInit };

function fakeFetch(answer: (call: FetchCall) => Promise<Response>) {
  const calls: FetchCall[] = [];
  const fn = ((url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('sendConsultation', () => {
  const body = buildConsultationFormData(request, []);

  it('posts the form data with Accept: application/json and confirms a 2xx answer', async () => {
    const { fn, calls } = fakeFetch(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(sendConsultation('https://forms.example.com/f/abc', body, { fetch: fn })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://forms.example.com/f/abc');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(body);
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([201, 204, 299])('confirms a %i answer', async (status) => {
    const { fn } = fakeFetch(async () => new Response(null, { status }));
    await expect(sendConsultation('/api/consultation', body, { fetch: fn })).resolves.toEqual({ ok: true });
  });

  it.each([400, 404, 422, 429, 500, 503])('reports a %i answer as an http failure with its status', async (status) => {
    const { fn } = fakeFetch(async () => new Response('nope', { status }));
    await expect(sendConsultation('/api/consultation', body, { fetch: fn })).resolves.toEqual({ ok: false, reason: 'http', status });
  });

  it('reports a network error', async () => {
    const { fn } = fakeFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendConsultation('/api/consultation', body, { fetch: fn })).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('gives up after the timeout and aborts the request', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const { fn } = fakeFetch(
        ({ init }) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      const pending = sendConsultation('/api/consultation', body, { fetch: fn, timeoutMs: 15_000 });
      jest.advanceTimersByTime(14_999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(pending).resolves.toEqual({ ok: false, reason: 'timeout' });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears its timer once answered', async () => {
    jest.useFakeTimers();
    try {
      const { fn } = fakeFetch(async () => new Response(null, { status: 200 }));
      await sendConsultation('/api/consultation', body, { fetch: fn });
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
