import Image from 'next/image';
import Link from 'next/link';

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" aria-label="Home" className="logo-link">
          <Image src="/logo.svg" alt="Logo" width={88} height={34} priority />
        </Link>
      </div>
    </header>
  );
}
