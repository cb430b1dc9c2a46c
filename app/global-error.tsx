'use client';

import './globals.css';
import { messages } from '@/content/messages';
import { ErrorFallback } from '@/components/layout/error-fallback';

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <title>{messages.unexpectedError}</title>
        <ErrorFallback {...props} />
      </body>
    </html>
  );
}
