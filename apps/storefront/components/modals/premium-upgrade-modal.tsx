'use client';

import { Dialog } from './dialog';

export interface PremiumUpgradeModalProps {
  /** What needs a premium site, e.g. "accepting payments at checkout". */
  feature?: string;
  /** Where the site owner upgrades the site. */
  upgradeUrl?: string;
}

export const DEFAULT_UPGRADE_URL = 'https://www.wix.com/upgrade/website';

export function PremiumUpgradeModal({
  feature = 'checkout',
  upgradeUrl = DEFAULT_UPGRADE_URL,
  onClose,
}: PremiumUpgradeModalProps & { onClose(): void }) {
  return (
    <Dialog title="Premium plan needed" onClose={onClose} testId="premium-upgrade-modal">
      <p>
        This site needs a premium plan for {feature}. Upgrade the site, then try again. Everything
        else in this storefront keeps working meanwhile.
      </p>
      <p data-testid="premium-local-hint">
        On the local platform, make the demo site premium with{' '}
        <code>npm run platform -- sites premium on</code> (and <code>off</code> to undo).
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Not now
        </button>
        <a className="button" href={upgradeUrl} target="_blank" rel="noopener noreferrer">
          Upgrade site<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </Dialog>
  );
}
