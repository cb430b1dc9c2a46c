import { caseTypeOptions, claimValueOptions } from '@/content/consultation';
import {
  characterCount,
  consultationErrors,
  consultationFields,
  DESCRIPTION_MAX,
  emptyConsultation,
  isPlausiblePhone,
  NAME_MAX,
  parseConsultationDraft,
  toFieldErrors,
  validateConsultation,
  type ConsultationValues,
} from './consultation';

const valid: ConsultationValues = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '',
  caseType: 'unpaid-invoice',
  claimValue: '1000-5000',
  description: 'A customer has not paid my invoice of £2,400 for three months.',
};

const errorsFor = (values: Partial<ConsultationValues>) => {
  const result = validateConsultation({ ...valid, ...values });
  return result.ok ? {} : result.errors;
};

describe('case type and claim value options (spec 3)', () => {
  it('has the six case types, value and label exactly', () => {
    expect(caseTypeOptions.map((o) => [o.value, o.label])).toEqual([
      ['unpaid-invoice', 'Unpaid Invoice/Debt'],
      ['faulty-goods', 'Faulty Goods/Services'],
      ['breach-contract', 'Breach of Contract'],
      ['property-damage', 'Property Damage'],
      ['employment', 'Employment Dispute'],
      ['other', 'Other'],
    ]);
  });
  it('has the five claim values with readable pound labels', () => {
    expect(claimValueOptions.map((o) => o.value)).toEqual(['under-500', '500-1000', '1000-5000', '5000-10000', 'over-10000']);
    expect(claimValueOptions.map((o) => o.label)).toEqual([
      'Under £500',
      '£500 – £1,000',
      '£1,000 – £5,000',
      '£5,000 – £10,000',
      'Over £10,000',
    ]);
  });
});

describe('validateConsultation', () => {
  it('accepts a complete request and trims every text', () => {
    const result = validateConsultation({ ...valid, name: '  Jane Smith  ', email: ' jane@example.co.uk\n', phone: ' 07700 900123 ' });
    expect(result).toEqual({ ok: true, data: { ...valid, phone: '07700 900123' } });
  });

  it('gives one message per missing required field, in the form order, and none for the optional phone', () => {
    expect(Object.entries(errorsFor(emptyConsultation))).toEqual([
      ['name', consultationErrors.nameMissing],
      ['email', consultationErrors.emailMissing],
      ['caseType', consultationErrors.caseTypeMissing],
      ['claimValue', consultationErrors.claimValueMissing],
      ['description', consultationErrors.descriptionMissing],
    ]);
  });

  it.each(['name', 'email', 'description'] as const)('treats a whitespace-only %s as empty', (field) => {
    const errors = errorsFor({ [field]: ' \t\n\u00a0 ' });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/^Enter /);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane smith@example.com', 'jane@@example.com', '<script>@x.com'])(
    'rejects the email %j with the format message',
    (email) => {
      expect(errorsFor({ email })).toEqual({ email: consultationErrors.emailFormat });
    },
  );

  it.each(['jane@example.com', "o'brien@example.co.uk", 'first.last+claims@sub.example.org'])('accepts the email %j', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  it('limits the email to 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.co.uk`;
    expect(email.length).toBe(256);
    expect(errorsFor({ email })).toEqual({ email: consultationErrors.emailTooLong });
  });

  it('limits the name to 100 characters and counts an emoji as one', () => {
    expect(errorsFor({ name: 'a'.repeat(NAME_MAX) })).toEqual({});
    expect(errorsFor({ name: 'a'.repeat(NAME_MAX + 1) })).toEqual({ name: consultationErrors.nameTooLong });
    expect(errorsFor({ name: '😀'.repeat(NAME_MAX) })).toEqual({});
  });

  it('accepts a description of exactly 5,000 characters', () => {
    expect(errorsFor({ description: 'x'.repeat(DESCRIPTION_MAX) })).toEqual({});
  });

  it('gives a clear message for a 100,000-character description, without truncating it', () => {
    const description = 'x'.repeat(100_000);
    const values = { ...valid, description };
    expect(validateConsultation(values)).toEqual({ ok: false, errors: { description: consultationErrors.descriptionTooLong } });
    expect(values.description).toHaveLength(100_000);
    expect(consultationErrors.descriptionTooLong).toBe('Case description must be 5,000 characters or fewer');
  });

  it('accepts emoji, right-to-left text and markup as plain text, unchanged', () => {
    const inputs = {
      name: 'محمد علي 👋',
      description: 'שלום <script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes" 🏠\u202Ereversed',
    };
    expect(validateConsultation({ ...valid, ...inputs })).toEqual({ ok: true, data: { ...valid, ...inputs } });
  });

  it('rejects values that are not options of the selects', () => {
    expect(errorsFor({ caseType: 'Unpaid Invoice/Debt', claimValue: 'lots' })).toEqual({
      caseType: consultationErrors.caseTypeMissing,
      claimValue: consultationErrors.claimValueMissing,
    });
  });

  it.each(caseTypeOptions.map((o) => o.value))('accepts the case type %s', (caseType) => {
    expect(errorsFor({ caseType })).toEqual({});
  });

  it.each(claimValueOptions.map((o) => o.value))('accepts the claim value %s', (claimValue) => {
    expect(errorsFor({ claimValue })).toEqual({});
  });
});

describe('phone (optional)', () => {
  it.each(['', '   '])('is fine when empty (%j)', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });
  it.each(['07700 900123', '0808 157 0123', '+44 7700 900123', '+44 (0)20 7946 0018', '020-7946-0018', '+1 212 555 0100', '0121.496.0000'])(
    'accepts %j',
    (phone) => {
      expect(isPlausiblePhone(phone)).toBe(true);
      expect(errorsFor({ phone })).toEqual({});
    },
  );
  it.each(['12345', 'call me', '0770090012a', '++44 7700 900123', '+44 7700 900123 4567 89', '<b>07700900123</b>'])(
    'rejects %j',
    (phone) => {
      expect(errorsFor({ phone })).toEqual({ phone: consultationErrors.phoneFormat });
    },
  );
  it('limits the phone to 30 characters', () => {
    expect(errorsFor({ phone: `0${' '.repeat(30)}7700900123` })).toEqual({ phone: consultationErrors.phoneTooLong });
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message per field, in the form order, and ignores unknown paths', () => {
    expect(
      toFieldErrors([
        { code: 'custom', path: ['description'], message: 'd1', input: '' },
        { code: 'custom', path: ['name'], message: 'n1', input: '' },
        { code: 'custom', path: ['name'], message: 'n2', input: '' },
        { code: 'custom', path: [], message: 'root', input: '' },
        { code: 'custom', path: ['documents'], message: 'x', input: '' },
      ]),
    ).toEqual({ name: 'n1', description: 'd1' });
    const keys = Object.keys(toFieldErrors([
      { code: 'custom', path: ['description'], message: 'd', input: '' },
      { code: 'custom', path: ['email'], message: 'e', input: '' },
    ]));
    expect(keys).toEqual(['email', 'description']);
  });

  it('lists the fields in the order they appear on the form', () => {
    expect(consultationFields).toEqual(['name', 'email', 'phone', 'caseType', 'claimValue', 'description']);
  });
});

describe('characterCount', () => {
  it('counts code points', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('😀😀')).toBe(2);
    expect(characterCount('مرحبا')).toBe(5);
  });
});

describe('parseConsultationDraft', () => {
  it('restores known text fields and valid options', () => {
    expect(parseConsultationDraft({ ...valid, phone: '0808 157 0123' })).toEqual({ ...valid, phone: '0808 157 0123' });
  });
  it.each([null, undefined, 'text', 42, [], [valid], true])('gives nothing for %j', (raw) => {
    expect(parseConsultationDraft(raw)).toEqual({});
  });
  it('drops unknown keys, non-strings and values that are not options', () => {
    expect(
      parseConsultationDraft({ name: 5, email: { a: 1 }, caseType: 'hack', claimValue: 'over-10000', documents: ['a.pdf'], __proto__: { x: 1 } }),
    ).toEqual({ claimValue: 'over-10000' });
  });
});
