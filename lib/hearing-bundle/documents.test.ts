import type { BundleSection } from '@/content/tools/hearing-bundle';
import { changeSection, defaultSection, defaultTitle, itemsDraft, itemsFromDraft, moveBefore, moveInSection, placeInSection, waitingFor, type BundleItem } from './documents';

const item = (key: string, section: BundleSection = 'documents'): BundleItem => ({ key, name: `${key}.pdf`, size: 100, title: key, date: '', section });
const keys = (items: readonly BundleItem[]) => items.map((i) => i.key);
const list = [item('a', 'case'), item('b'), item('c'), item('d'), item('p', 'photos')];

describe('the bundle’s list of documents', () => {
  it('starts a file with its name less the extension as its title, and a photo in Photos', () => {
    expect(defaultTitle('Invoice 1043.final.pdf')).toBe('Invoice 1043.final');
    expect(defaultTitle('.pdf')).toBe('.pdf');
    expect(defaultSection('jpeg')).toBe('photos');
    expect(defaultSection('png')).toBe('photos');
    expect(defaultSection('pdf')).toBe('documents');
  });

  it('moves a document up or down within its section only, and says where it is', () => {
    expect(keys(moveInSection(list, 'c', -1))).toEqual(['a', 'c', 'b', 'd', 'p']);
    expect(keys(moveInSection(list, 'c', 1))).toEqual(['a', 'b', 'd', 'c', 'p']);
    // The first of its section does not move up into another section, nor the last down.
    expect(moveInSection(list, 'b', -1)).toBe(list);
    expect(moveInSection(list, 'd', 1)).toBe(list);
    expect(moveInSection(list, 'x', 1)).toBe(list);
    expect(placeInSection(list, 'c')).toEqual({ position: 2, of: 3 });
    expect(placeInSection(list, 'p')).toEqual({ position: 1, of: 1 });
    expect(placeInSection(list, 'x')).toBeNull();
  });

  it('drops a document before another of its section, or at its section’s end', () => {
    expect(keys(moveBefore(list, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c', 'p']);
    expect(keys(moveBefore(list, 'b', null))).toEqual(['a', 'c', 'd', 'b', 'p']);
    expect(moveBefore(list, 'b', 'a')).toBe(list);
    expect(moveBefore(list, 'b', 'b')).toBe(list);
  });

  it('puts a document whose section changes at the end of its new section, keeping the list in bundle order', () => {
    expect(keys(changeSection(list, 'p', 'case'))).toEqual(['a', 'p', 'b', 'c', 'd']);
    expect(keys(changeSection(list, 'a', 'costs'))).toEqual(['b', 'c', 'd', 'p', 'a']);
    expect(changeSection(list, 'a', 'case')).toBe(list);
  });

  it('finds the waiting document a file chosen again belongs to, by name and size', () => {
    expect(waitingFor(list, new Set(['a']), { name: 'b.pdf', size: 100 })?.key).toBe('b');
    expect(waitingFor(list, new Set(['b']), { name: 'b.pdf', size: 100 })).toBeNull();
    expect(waitingFor(list, new Set(), { name: 'b.pdf', size: 101 })).toBeNull();
  });

  it('keeps the list in the tab and reads back only well-formed entries', () => {
    expect(itemsFromDraft(itemsDraft(list))).toEqual(list);
    expect(itemsDraft([])).toBe('');
    expect(itemsFromDraft('')).toEqual([]);
    expect(itemsFromDraft('{not json')).toEqual([]);
    expect(itemsFromDraft('{"a":1}')).toEqual([]);
    const bad = [{ ...item('ok') }, { ...item('x'), section: 'elsewhere' }, { ...item('y'), size: -1 }, { ...item('ok') }, { ...item('z'), title: 'x'.repeat(201) }, null, { ...item('../etc') }];
    expect(keys(itemsFromDraft(JSON.stringify(bad)))).toEqual(['ok']);
    expect(itemsFromDraft(JSON.stringify(Array.from({ length: 150 }, (_, i) => item(`k${i}`))))).toHaveLength(100);
  });
});
