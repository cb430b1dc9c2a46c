import { shellMark } from '@/lib/page-markers';

/**
 * Issue 27: "Your saved courts" on Court Locations, a link to each court saved as a favourite here or on a court's
 * page. The shell script fills it from this browser's storage (shell/saved-courts.ts); empty, it is not shown.
 */
export function SavedCourts() {
  return (
    <section {...shellMark('savedCourts')} hidden aria-labelledby="saved-courts-title" className="mb-8 rounded-xl border border-border p-5 print:hidden">
      <h2 id="saved-courts-title" className="text-xl font-bold">
        Your saved courts
      </h2>
      <ul className="mt-3 grid gap-2" />
    </section>
  );
}
