'use client';

import { useEffect } from 'react';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('Error:', error);
  }, [error]);

  return (
    <main id="main" className="container main">
      <div className="message-page" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">The page could not be shown. The details are in the server log.</p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </main>
  );
}
