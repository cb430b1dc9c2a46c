/**
 * What a connection is doing: `waiting` (open, its request's headers not all arrived: a new connection, or one
 * trickling its headers), `active` (a request being read or answered), `draining` (answered, the rest of a body no
 * one will use still being read and dropped) or `idle` (kept alive between requests).
 */
export type ConnectionState = 'waiting' | 'active' | 'draining' | 'idle';

/**
 * The server's open connections, at most `limit`. A connection past the limit makes room by closing the one that has
 * waited, drained or idled longest (a draining one only holds a body already answered: issue 53, trickles to pages): idle and half-sent sockets held by a few addresses can no longer fill the table and shut
 * out every visitor (issue 39, point 7: 25 addresses × 20 idle sockets took all 500, and 19 of 20 `GET /` failed).
 * A request in progress (an upload, an answer being sent) is never closed for room; only when every connection has
 * one is the newcomer refused.
 */
export class ConnectionTable<T> {
  private readonly states = new Map<T, ConnectionState>();
  /** The idle, draining and waiting connections, oldest first (a connection moves to the end each time it becomes one). */
  private readonly closable = new Set<T>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.states.size;
  }

  /**
   * Adds a new connection (waiting). Returns the connection to close to keep within the limit: the longest waiting
   * or idle one, or the newcomer itself when all the others are active; null when there is room.
   */
  add(connection: T): T | null {
    this.states.set(connection, 'waiting');
    if (this.states.size <= this.limit) {
      this.closable.add(connection);
      return null;
    }
    const oldest = this.closable.values().next();
    const close = oldest.done ? connection : oldest.value;
    this.delete(close);
    if (close !== connection) this.closable.add(connection);
    return close;
  }

  set(connection: T, state: ConnectionState): void {
    if (!this.states.has(connection)) return;
    this.states.set(connection, state);
    this.closable.delete(connection);
    if (state !== 'active') this.closable.add(connection);
  }

  state(connection: T): ConnectionState | undefined {
    return this.states.get(connection);
  }

  delete(connection: T): void {
    this.states.delete(connection);
    this.closable.delete(connection);
  }
}
