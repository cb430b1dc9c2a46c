import { ConnectionTable } from './connection-table';

/** Issue 39, point 7: the policy that keeps idle and half-sent connections from filling the server's table. */
describe('ConnectionTable', () => {
  it('makes room for a newcomer by closing the connection idle or waiting longest, never one in progress', () => {
    const table = new ConnectionTable<string>(3);
    expect([table.add('a'), table.add('b'), table.add('c')]).toEqual([null, null, null]);
    table.set('a', 'active');
    table.set('b', 'idle');
    // 'c' has waited (no headers) since before 'b' went idle: it goes first.
    expect(table.add('d')).toBe('c');
    expect(table.add('e')).toBe('b');
    expect(table.size).toBe(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((c) => table.state(c))).toEqual(['active', undefined, undefined, 'waiting', 'waiting']);
  });

  it('counts from when a connection last became idle: one that has just answered is kept over one idle for long', () => {
    const table = new ConnectionTable<string>(2);
    table.add('old');
    table.add('busy');
    table.set('old', 'idle');
    table.set('busy', 'active');
    table.set('busy', 'idle');
    expect(table.add('new')).toBe('old');
  });

  it('refuses the newcomer only when every connection has a request in progress', () => {
    const table = new ConnectionTable<string>(2);
    table.add('a');
    table.add('b');
    table.set('a', 'active');
    table.set('b', 'active');
    expect(table.add('c')).toBe('c');
    expect(table.size).toBe(2);
    // A connection that closes frees its place.
    table.delete('a');
    expect(table.add('d')).toBeNull();
  });
});
