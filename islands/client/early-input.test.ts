/** @jest-environment jsdom */
import { changedFromHtml, readEarlyInput, withoutShown } from '@/islands/client/early-input';

/** A container parsed from HTML, as the server sent it (defaults from its attributes). */
function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const FORM = `
  <input id="f-name" name="name" value="">
  <input id="f-email" name="email" type="email" value="preset@example.com">
  <textarea id="f-description" name="description"></textarea>
  <select id="f-case" name="caseType"><option value="">Choose</option><option value="debt">Debt</option></select>
  <select id="f-region"><option value="all" selected>All</option><option value="Yorkshire">Yorkshire</option></select>
  <input type="radio" name="path" value="claim"><input type="radio" name="path" value="defend" checked>
  <input type="checkbox" id="save" name="save">
  <input type="checkbox" name="means" value="employed" checked><input type="checkbox" name="means" value="home">
  <input type="file" id="f-docs" name="documents" multiple>
  <input id="f-off" name="off" value="" disabled>`;

const field = <T extends Element>(root: HTMLElement, selector: string) => root.querySelector(selector) as unknown as T;

describe('readEarlyInput', () => {
  it('reports nothing for the page as the server sent it', () => {
    const input = readEarlyInput(page(FORM));
    expect(input.empty).toBe(true);
    expect(input.value('name')).toBeUndefined();
    expect(input.value('f-region')).toBeUndefined();
    expect(input.files('documents')).toEqual([]);
  });

  it('reports each control the visitor changed, by name and by id, and nothing else', () => {
    const root = page(FORM);
    field<HTMLInputElement>(root, '#f-name').value = 'Jane';
    field<HTMLTextAreaElement>(root, '#f-description').value = 'My invoice';
    field<HTMLSelectElement>(root, '#f-case').value = 'debt';
    field<HTMLSelectElement>(root, '#f-region').value = 'Yorkshire';
    const input = readEarlyInput(root);
    expect(input.empty).toBe(false);
    expect([input.value('name'), input.value('f-name')]).toEqual(['Jane', 'Jane']);
    expect(input.value('description')).toBe('My invoice');
    expect(input.value('caseType')).toBe('debt');
    expect(input.value('f-region')).toBe('Yorkshire');
    // Untouched: its preset value is the island's own business.
    expect(input.value('email')).toBeUndefined();
  });

  it('reports a date typed into the three boxes as the field\'s one value too (issue 40)', () => {
    const root = page('<input id="d" name="due-day" value=""><input id="d-month" name="due-month" value=""><input id="d-year" name="due-year" value="">');
    expect(readEarlyInput(root).value('due')).toBeUndefined();
    field<HTMLInputElement>(root, '#d').value = '1';
    field<HTMLInputElement>(root, '#d-year').value = '2025';
    expect(readEarlyInput(root).value('due')).toBe('2025--1');
    field<HTMLInputElement>(root, '#d-month').value = '3';
    const input = readEarlyInput(root);
    expect(input.value('due')).toBe('2025-03-01');
    expect([input.value('due-day'), input.value('due-month'), input.value('due-year')]).toEqual(['1', '3', '2025']);
  });

  it('reports a cleared preset value as empty text, not as unchanged', () => {
    const root = page(FORM);
    field<HTMLInputElement>(root, '#f-email').value = '';
    expect(readEarlyInput(root).value('email')).toBe('');
  });

  it('reports a radio group by its chosen value, a checkbox by its state and a group by its ticked values', () => {
    const root = page(FORM);
    field<HTMLInputElement>(root, 'input[value="claim"]').checked = true;
    field<HTMLInputElement>(root, '#save').checked = true;
    field<HTMLInputElement>(root, 'input[value="home"]').checked = true;
    const input = readEarlyInput(root);
    expect(input.value('path')).toBe('claim');
    expect([input.checked('save'), input.checked('means')]).toEqual([true, undefined]);
    expect(input.values('means')).toEqual(['employed', 'home']);
  });

  it('reports an unticked default as a change too', () => {
    const root = page(FORM);
    field<HTMLInputElement>(root, 'input[value="employed"]').checked = false;
    expect(readEarlyInput(root).values('means')).toEqual([]);
  });

  it('leaves out a disabled control', () => {
    const root = page(FORM);
    field<HTMLInputElement>(root, '#f-off').value = 'typed';
    expect(readEarlyInput(root).empty).toBe(true);
  });

  it('reports the files a file input holds', () => {
    const root = page(FORM);
    const docs = field<HTMLInputElement>(root, '#f-docs');
    const file = new File(['x'], 'invoice.pdf', { type: 'application/pdf' });
    Object.defineProperty(docs, 'files', { value: [file] });
    const input = readEarlyInput(root);
    expect(input.files('documents')).toEqual([file]);
    expect(input.files('f-docs')).toEqual([file]);
    expect(input.empty).toBe(false);
  });
});

describe('changedFromHtml', () => {
  it('takes a select with no default-selected option to show its first', () => {
    const root = page(FORM);
    const select = field<HTMLSelectElement>(root, '#f-case');
    expect(changedFromHtml(select)).toBe(false);
    select.value = 'debt';
    expect(changedFromHtml(select)).toBe(true);
  });
});

describe('withoutShown', () => {
  const root = page(FORM);
  field<HTMLInputElement>(root, '#f-name').value = 'Jane';
  const input = readEarlyInput(root);

  it('leaves a draft only the answers the page does not show otherwise', () => {
    expect(withoutShown({ name: 'draft', email: 'kept@example.com' }, input)).toEqual({ email: 'kept@example.com' });
    expect(withoutShown({ name: 'draft' }, undefined)).toEqual({ name: 'draft' });
  });
});

describe('the known gaps (issue 52)', () => {
  it('a select of several choices is read as the list of options chosen', () => {
    const root = page('<select name="areas" multiple><option value="a" selected>A</option><option value="b">B</option><option value="c">C</option></select>');
    expect(readEarlyInput(root).values('areas')).toBeUndefined();
    const select = field<HTMLSelectElement>(root, 'select');
    select.options[0]!.selected = false;
    select.options[2]!.selected = true;
    select.options[1]!.selected = true;
    expect(readEarlyInput(root).values('areas')).toEqual(['b', 'c']);
  });

  it('text fields sharing a name are read as a list, in the page’s order', () => {
    const root = page('<input name="witness" value=""><input name="witness" value="">');
    const [first, second] = root.querySelectorAll('input');
    second!.value = 'Second';
    expect(readEarlyInput(root).values('witness')).toEqual(['', 'Second']);
    first!.value = 'First';
    expect(readEarlyInput(root).values('witness')).toEqual(['First', 'Second']);
  });

  it('text typed into an editable element is read against the text it came with', () => {
    const root = page('<div id="note" contenteditable="true" data-initial="Draft">Draft</div>');
    expect(readEarlyInput(root).value('note')).toBeUndefined();
    root.querySelector('#note')!.textContent = 'Draft, with more';
    expect(readEarlyInput(root).value('note')).toBe('Draft, with more');
  });

  it('files dropped on a drop zone that is not an input, before any script, are read by the zone’s name', () => {
    const root = page('<div data-drop-zone="evidence"></div>');
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    (window as unknown as { earlyDroppedFiles: Record<string, File[]> }).earlyDroppedFiles = { evidence: [file] };
    expect(readEarlyInput(root).files('evidence')).toEqual([file]);
    delete (window as unknown as { earlyDroppedFiles?: unknown }).earlyDroppedFiles;
  });
});
