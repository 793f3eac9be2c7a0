import type { InstallRoute } from '@/lib/examples/manifest';

interface InstallActionProps {
  title: string;
  route: InstallRoute;
  /** The link's look where it is the page's main action (the not-installed page). */
  primary?: boolean;
}

/**
 * "Install <App>": the CLI command on the local platform, where it is how apps get installed (the
 * home page shows the app on its next load), and the app market page on the real platform.
 */
export function InstallAction({ title, route, primary = false }: InstallActionProps) {
  if (route.kind === 'cli') {
    return (
      <p className="install-command">
        Install {title}: <code>{route.command}</code>
      </p>
    );
  }
  return (
    <a
      className={primary ? 'button' : 'button button-secondary'}
      href={route.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      Install {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
