import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appInstallationDelivery, bookingCreatedDelivery, keys } from '@/test/webhook-delivery';
import { receiveDelivery } from './receive';

const forgetDetectedApps = vi.hoisted(() => vi.fn());
vi.mock('../detection', () => ({ forgetDetectedApps }));

beforeEach(() => {
  process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
  forgetDetectedApps.mockClear();
});
afterEach(() => {
  delete process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'];
});

describe('an app installed or uninstalled, told by webhook', () => {
  it('drops the detection cache before the delivery is acknowledged', async () => {
    const outcome = await receiveDelivery(
      appInstallationDelivery('evt-install-1', 'UNINSTALLED', keys.privateKey),
    );
    expect(outcome.status).toBe(200);
    expect(forgetDetectedApps).toHaveBeenCalledTimes(1);
  });

  it('keeps the cache for any other event', async () => {
    await receiveDelivery(bookingCreatedDelivery('evt-booking-1', 'bk-1', keys.privateKey));
    expect(forgetDetectedApps).not.toHaveBeenCalled();
  });

  it('keeps it for a delivery not signed by the platform: nobody else can drop it', async () => {
    const { privateKey } = await import('node:crypto').then(({ generateKeyPairSync }) =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      }),
    );
    const outcome = await receiveDelivery(
      appInstallationDelivery('evt-forged', 'UNINSTALLED', privateKey),
    );
    expect(outcome.status).toBe(400);
    expect(forgetDetectedApps).not.toHaveBeenCalled();
  });
});
