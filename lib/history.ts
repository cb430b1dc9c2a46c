type HistoryWindow = {
  history: { length: number };
  navigation?: { canGoBack?: boolean };
  document: { referrer: string };
  location: { origin: string };
};

/**
 * Whether "back" stays on this site. The Navigation API knows exactly; elsewhere there must be an earlier
 * entry and the visitor must have come from one of our pages (a first visit has nowhere of ours to go back to).
 */
export function canGoBack(win: HistoryWindow): boolean {
  if (win.navigation && typeof win.navigation.canGoBack === 'boolean') return win.navigation.canGoBack;
  if (win.history.length <= 1) return false;
  try {
    return new URL(win.document.referrer).origin === win.location.origin;
  } catch {
    return false;
  }
}
