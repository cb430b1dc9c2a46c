'use client';

import './globals.css';
import { ErrorFallback } from '@/components/layout/error-fallback';

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <title>Unexpected Application Error!</title>
        <ErrorFallback {...props} />
      </body>
    </html>
  );
}
