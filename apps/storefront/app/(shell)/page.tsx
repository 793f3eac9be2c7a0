import Link from 'next/link';
import { ExamplesList } from '@/components/examples/examples-list';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import { installsWithCli } from '@/lib/env';
import { getSiteInfo } from '@/lib/site-info';

export default async function HomePage() {
  const info = await getSiteInfo();
  return (
    <>
      <div className="hero">
        <h1>Headless storefront examples</h1>
        <p className="lead">
          Example pages for the platform apps installed on your site. Each one shows how a
          storefront talks to the platform through the SDK.{' '}
          <Link href="/about">Use your own site</Link>.
        </p>
      </div>
      {info.status === 'ok' ? (
        <ExamplesList
          installedExamples={info.installedExamples}
          uninstalledExamples={info.uninstalledExamples}
          localPlatform={installsWithCli()}
        />
      ) : (
        <PlatformErrorPanel problem={info.problem} />
      )}
    </>
  );
}
