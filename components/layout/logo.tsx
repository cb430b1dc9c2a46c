import { siteConfig } from '@/content/site';
import { cn } from '@/lib/utils';

/** The brand mark: a compass rose in a shield-like roundel, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className ?? 'size-9')}>
      <circle cx="16" cy="16" r="15" fill="#1b4079" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#f2b134" strokeWidth="1.5" />
      <path d="M16 6l3 10-3 10-3-10z" fill="#ffffff" />
      <path d="M16 6l3 10h-6z" fill="#f2b134" />
      <circle cx="16" cy="16" r="1.6" fill="#1b4079" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    // A size smaller below 360 px, so the bar fits a 320 px screen without sideways scrolling (WCAG 1.4.10).
    <span className="flex items-center gap-2 min-[360px]:gap-2.5">
      <LogoMark className="size-8 min-[360px]:size-9" />
      <span className="flex flex-col leading-none">
        <span className={cn('whitespace-nowrap text-base font-extrabold tracking-tight min-[360px]:text-lg', inverted ? 'text-white' : 'text-primary')}>
          {siteConfig.name}
        </span>
        <span className={cn('mt-1 whitespace-nowrap text-xs font-medium', inverted ? 'text-white/80' : 'text-muted-foreground')}>
          England &amp; Wales small claims help
        </span>
      </span>
    </span>
  );
}
