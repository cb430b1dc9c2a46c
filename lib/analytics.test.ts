/** @jest-environment jsdom */
import { siteConfig } from '@/content/site';
import { analyticsScriptUrl, formSubmitEvent, phoneClickEvent, trackFormSubmit, trackPhoneClick } from './analytics';

afterEach(() => {
  delete window.phone_click;
  delete window.form_submit;
});

describe('formSubmitEvent', () => {
  it('records form_type with category engagement', () => {
    expect(formSubmitEvent('consultation')).toEqual([
      'event',
      'form_submit',
      { form_type: 'consultation', event_category: 'engagement' },
    ]);
  });

  it('passes the form type through unchanged', () => {
    expect(formSubmitEvent('trial-signup')[2].form_type).toBe('trial-signup');
    expect(formSubmitEvent('')[2].form_type).toBe('');
  });
});

describe('phoneClickEvent', () => {
  it('records category contact with the displayed phone number as label', () => {
    expect(phoneClickEvent()).toEqual([
      'event',
      'phone_click',
      { event_category: 'contact', event_label: siteConfig.phone.display },
    ]);
    expect(phoneClickEvent()[2].event_label).toBe('0808 157 0123');
  });
});

describe('analyticsScriptUrl', () => {
  it('loads gtag.js with the measurement id', () => {
    expect(analyticsScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
  });

  it('encodes the id so it cannot add parameters or break the URL', () => {
    const url = analyticsScriptUrl('G-1&x=<script> "y"');
    expect(url).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cscript%3E%20%22y%22');
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(['id']);
    expect(parsed.searchParams.get('id')).toBe('G-1&x=<script> "y"');
  });
});

describe('trackPhoneClick', () => {
  it('calls window.phone_click when present', () => {
    const helper = jest.fn();
    window.phone_click = helper;
    trackPhoneClick();
    expect(helper).toHaveBeenCalledTimes(1);
    expect(helper).toHaveBeenCalledWith();
  });

  it('does nothing when the helper is absent', () => {
    expect(window.phone_click).toBeUndefined();
    expect(() => trackPhoneClick()).not.toThrow();
  });

  it('does nothing when the helper is not a function', () => {
    (window as unknown as { phone_click: unknown }).phone_click = 'not a function';
    expect(() => trackPhoneClick()).not.toThrow();
  });

  it('does not call the form tracker', () => {
    const form = jest.fn();
    window.form_submit = form;
    trackPhoneClick();
    expect(form).not.toHaveBeenCalled();
  });
});

describe('trackFormSubmit', () => {
  it('calls window.form_submit with the form type when present', () => {
    const helper = jest.fn();
    window.form_submit = helper;
    trackFormSubmit('consultation');
    expect(helper).toHaveBeenCalledTimes(1);
    expect(helper).toHaveBeenCalledWith('consultation');
  });

  it('does nothing when the helper is absent', () => {
    expect(window.form_submit).toBeUndefined();
    expect(() => trackFormSubmit('consultation')).not.toThrow();
  });

  it('does nothing when the helper is not a function', () => {
    (window as unknown as { form_submit: unknown }).form_submit = { call: jest.fn() };
    expect(() => trackFormSubmit('consultation')).not.toThrow();
  });

  it('does not call the phone tracker', () => {
    const phone = jest.fn();
    window.phone_click = phone;
    trackFormSubmit('consultation');
    expect(phone).not.toHaveBeenCalled();
  });
});
