import Link from 'next/link';

/** The optional title of a page, with the way back to the list (issue item 2). */
export function PageTitle({ title }: { title: string }) {
  return (
    <div className="page-title">
      <Link href="/" className="button button-secondary back-link">
        <span aria-hidden="true">←</span> Back
      </Link>
      <h1 data-testid="page-title">{title}</h1>
    </div>
  );
}
