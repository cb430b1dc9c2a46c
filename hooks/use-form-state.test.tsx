/** @jest-environment jsdom */
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EarlyInputContext, earlyInputSource } from '@/islands/client/early-input';
import { adoptFromPage, disagreements, useFormState } from './use-form-state';
import { readEarlyInput } from '@/islands/client/early-input';

/** A container as the server sent it: the island's controls, before any script. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const HTML = `
  <input name="name" value="">
  <select name="caseType"><option value="">Choose</option><option value="debt">Debt</option></select>
  <input type="radio" name="path" value="claim"><input type="radio" name="path" value="defend">
  <input type="checkbox" name="means" value="employed"><input type="checkbox" name="means" value="home">
  <input type="checkbox" name="save">
  <input name="due-day" value=""><input name="due-month" value=""><input name="due-year" value="">`;

const EMPTY = { name: '', caseType: '', path: '', means: [] as string[], save: false, due: '' };

describe('adoptFromPage', () => {
  it('takes every declared field the visitor changed, each as its kind, and names them', () => {
    const root = serverPage(HTML);
    (root.querySelector('[name="name"]') as HTMLInputElement).value = 'Jane';
    (root.querySelector('select') as HTMLSelectElement).value = 'debt';
    (root.querySelector('[value="defend"]') as HTMLInputElement).checked = true;
    (root.querySelector('[value="home"]') as HTMLInputElement).checked = true;
    (root.querySelector('[name="save"]') as HTMLInputElement).checked = true;
    (root.querySelector('[name="due-day"]') as HTMLInputElement).value = '1';
    (root.querySelector('[name="due-month"]') as HTMLInputElement).value = '3';
    (root.querySelector('[name="due-year"]') as HTMLInputElement).value = '2025';
    const { values, adopted } = adoptFromPage(EMPTY, readEarlyInput(root));
    expect(values).toEqual({ name: 'Jane', caseType: 'debt', path: 'defend', means: ['home'], save: true, due: '2025-03-01' });
    expect([...adopted].sort()).toEqual(['caseType', 'due', 'means', 'name', 'path', 'save']);
  });

  it('leaves everything to the island when nothing was changed', () => {
    expect(adoptFromPage(EMPTY, readEarlyInput(serverPage(HTML)))).toEqual({ values: EMPTY, adopted: new Set() });
  });
});

describe('disagreements (the test build’s guard)', () => {
  it('names each declared field whose state is not what its control shows', () => {
    const root = serverPage(HTML);
    (root.querySelector('[name="name"]') as HTMLInputElement).value = 'Jane';
    (root.querySelector('[value="employed"]') as HTMLInputElement).checked = true;
    expect(disagreements(EMPTY, root)).toEqual(['name', 'means']);
    expect(disagreements({ ...EMPTY, name: 'Jane', means: ['employed'] }, root)).toEqual([]);
    // A field with no control on the page is the island's own business.
    expect(disagreements({ ...EMPTY, name: 'Jane', means: ['employed'], stage: 'check' }, root)).toEqual([]);
  });
});

function Form({ onState }: { onState: (state: ReturnType<typeof useFormState<typeof EMPTY>>) => void }) {
  const form = useFormState(EMPTY);
  onState(form);
  return (
    <>
      <input name="name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      <output data-testid="state">{JSON.stringify(form.values)}</output>
    </>
  );
}

describe('useFormState', () => {
  it('starts from what the page shows during the hydration, and an offer later leaves those fields alone', () => {
    const root = serverPage('<input name="name" value="">');
    (root.querySelector('input') as HTMLInputElement).value = 'Typed early';
    const source = earlyInputSource(root);
    let state: ReturnType<typeof useFormState<typeof EMPTY>> | undefined;
    render(
      <EarlyInputContext.Provider value={source}>
        <Form onState={(s) => (state = s)} />
      </EarlyInputContext.Provider>,
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({ name: 'Typed early' });
    expect([...state!.adopted]).toEqual(['name']);
    let taken: object = {};
    act(() => {
      taken = state!.offer({ name: 'From a draft', caseType: 'debt' });
    });
    expect(taken).toEqual({ caseType: 'debt' });
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({ name: 'Typed early', caseType: 'debt' });
  });

  it('a part mounted after the hydration adopts nothing', () => {
    const root = serverPage('<input name="name" value="">');
    (root.querySelector('input') as HTMLInputElement).value = 'Typed early';
    const source = earlyInputSource(root);
    source.adopted();
    render(
      <EarlyInputContext.Provider value={source}>
        <Form onState={() => undefined} />
      </EarlyInputContext.Provider>,
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({ name: '' });
  });
});

/** A select whose note (and the `aria-describedby` naming it) is worked out from the state, as the consultation form's. */
function NotedSelect() {
  const form = useFormState({ caseType: '' });
  const note = form.values.caseType === 'debt' ? 'About debts' : '';
  return (
    <>
      <select name="caseType" aria-describedby={note ? 'note' : undefined} value={form.values.caseType} onChange={(e) => form.set('caseType', e.target.value)}>
        <option value="">Choose</option>
        <option value="debt">Debt</option>
      </select>
      <p id="note">{note}</p>
    </>
  );
}

describe('useFormState in a hydration', () => {
  it('what was chosen before the hydration reaches what is worked out from it, attributes included (the hydration keeps the server’s)', async () => {
    const root = serverPage(renderToString(<NotedSelect />));
    const select = root.querySelector('select') as HTMLSelectElement;
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    select.value = 'debt';
    const source = earlyInputSource(root);
    await act(async () => {
      hydrateRoot(
        root,
        <EarlyInputContext.Provider value={source}>
          <NotedSelect />
        </EarlyInputContext.Provider>,
        { onRecoverableError: (error) => { throw error; } },
      );
    });
    expect(select.value).toBe('debt');
    expect(select.getAttribute('aria-describedby')).toBe('note');
    expect(root.querySelector('#note')!.textContent).toBe('About debts');
  });
});
