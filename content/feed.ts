import { siteConfig } from './site';

/** Issue 19: the Atom feed of guidance updates: where it is, what it is called, and how it is served. */
export const FEED_PATH = '/feed.xml';
/** Issue 26: the plain HTML page about the feed (what it holds, how to follow it, its entries), linked from the feed. */
export const FEED_PAGE_PATH = '/guidance-updates';
export const FEED_TITLE = `${siteConfig.name}: guidance updates`;
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
