export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only left-3 top-3 z-[100] rounded-md bg-highlight px-4 py-3 font-bold text-navy focus:not-sr-only focus:fixed print:hidden"
    >
      Skip to main content
    </a>
  );
}
