import { shellMark } from '@/lib/page-markers';

/**
 * A redirect that works with and without JavaScript: a meta refresh and a visible link, and the shell replaces the
 * history entry (so "back" skips this page) on a host without the redirect rule.
 */
export function RedirectNotice({ to, label }: { to: string; label: string }) {
  return (
    <section className="container-page py-20 text-center" {...shellMark('redirectTo', to)}>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <h1 className="text-2xl font-bold">Taking you to {label}</h1>
      <p className="mt-4">
        If nothing happens, <a href={to} className="font-semibold text-primary underline">continue to {label}</a>.
      </p>
    </section>
  );
}
