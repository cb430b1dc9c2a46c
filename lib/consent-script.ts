import { CONSENT_COOKIE } from '@/content/storage-keys';

/**
 * Inline script for the document head, run before first paint: when a consent cookie is stored it marks the
 * root element, and CSS keeps the server-rendered banner hidden until hydration settles it. A module of its own,
 * imported only by the layout's head (and its test): a bundle that imports the consent rules (the shell) does not
 * carry this text, which a bundler keeps as a template string with a substitution.
 */
export const STORED_CONSENT_SCRIPT = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute('data-consent-stored','')`;
