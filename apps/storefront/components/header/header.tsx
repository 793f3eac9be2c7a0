import { getImageProps } from 'next/image';
import Link from 'next/link';

// next/image's props without its client component: the header stays server-only JavaScript.
const { props: logo } = getImageProps({
  src: '/logo.svg',
  alt: 'Logo',
  width: 88,
  height: 34,
  loading: 'eager',
});

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" aria-label="Home" className="logo-link">
          <img {...logo} alt="Logo" />
        </Link>
      </div>
    </header>
  );
}
