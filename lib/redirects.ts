/**
 * Redirects. Static hosting has no server code, so each is done three ways: a real 301 in the host config
 * (serve.json), a meta refresh with a visible link for visitors without JavaScript, and a client-side
 * `location.replace` that replaces the history entry.
 */
export const REPRESENTATION_TARGET = '/representation/get-representation';

export const redirects = [{ source: '/representation', destination: REPRESENTATION_TARGET }] as const;
