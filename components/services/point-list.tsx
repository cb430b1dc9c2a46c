import { AlertTriangle, CheckCircle2, Dot } from 'lucide-react';
import { cn } from '@/lib/utils';
import { InlineText } from '@/components/content/inline-text';

const tones = {
  benefit: { icon: CheckCircle2, className: 'text-accent' },
  risk: { icon: AlertTriangle, className: 'text-warning-border' },
  plain: { icon: Dot, className: 'text-primary' },
} as const;

export type PointTone = keyof typeof tones;

/** A list of short points, each marked by its tone: ticks for benefits, warnings for risks, dots otherwise. */
export function PointList({ items, tone, className }: { items: readonly string[]; tone: PointTone; className?: string }) {
  const { icon: Marker, className: markerClass } = tones[tone];
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Marker className={cn('mt-1 size-5 shrink-0', markerClass)} aria-hidden />
          <span>
            <InlineText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
