import Link from 'next/link';
import { ClientRedirect } from './client-redirect';

/** A redirect that works with and without JavaScript, replacing the history entry. */
export function RedirectNotice({ to, label }: { to: string; label: string }) {
  return (
    <section className="container-page py-20 text-center">
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <h1 className="text-2xl font-bold">Taking you to {label}</h1>
      <p className="mt-4">
        If nothing happens, <Link href={to} replace className="font-semibold text-primary underline">continue to {label}</Link>.
      </p>
      <ClientRedirect to={to} />
    </section>
  );
}
