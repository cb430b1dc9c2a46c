import { Loader2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A lead form's submit button: busy (aria-disabled, not disabled, so focus stays) while the request is on its way. */
export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" aria-disabled={sending || undefined}>
      {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
      {sending ? 'Sending…' : label}
    </Button>
  );
}
