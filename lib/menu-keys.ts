/**
 * The WAI-ARIA menu keyboard pattern: the index of the item a key moves focus to, wrapping at the ends, or
 * null when the key is not one the menu handles.
 */
export function menuKeyTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const from = current >= 0 && current < count ? current : -1;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return from <= 0 ? count - 1 : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
