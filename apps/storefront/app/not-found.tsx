import { Header } from '@/components/header/header';
import Link from 'next/link';

export default function NotFound() {
  return (
    <>
      <Header />
      <main id="main" className="container main">
        <div className="message-page">
          <h1>Page not found</h1>
          <p className="muted">There is no page at this address.</p>
          <Link className="button" href="/">
            Back to the examples
          </Link>
        </div>
      </main>
    </>
  );
}
