// Owner access over the SDK's ApiKeyStrategy and AppStrategy: a key or an app's credentials from
// the platform CLI may write services, a visitor may not, and a stale revision is refused
// (docs/protocol.md §1.4, interfaces.md "SDK").
import { beforeAll, describe, expect, it } from 'vitest';
import { AppStrategy, ApplicationError, createClient } from '@headless/sdk';
import { services } from '@headless/sdk/bookings';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { thrownBy, visitor } from './clients';
import { fileOwner } from './owner-key';

const newService = {
  type: 'CLASS' as const,
  name: 'Owner Contract Class',
  defaultCapacity: 4,
  locations: [{ type: 'CUSTOMER' as const }],
};

const { createOwnerKey, owner } = fileOwner({ services });
beforeAll(createOwnerKey);

describe('owner access with an API key', () => {
  it('creates, updates with the revision, is refused a stale revision, and deletes', async () => {
    const client = owner();
    const created = await client.services.createService(newService);
    expect(created).toMatchObject({ name: newService.name, revision: '1', defaultCapacity: 4 });
    expect(created.createdDate).toBeInstanceOf(Date);

    const updated = await client.services.updateService(
      created.id,
      { revision: created.revision, name: 'Owner Contract Class II' },
      { mask: ['name'] },
    );
    expect(updated).toMatchObject({ name: 'Owner Contract Class II', revision: '2' });

    const stale = await thrownBy(() =>
      client.services.updateService(created.id, { revision: created.revision, name: 'Late' }),
    );
    expect(stale).toBeInstanceOf(ApplicationError);
    expect(stale).toMatchObject({ status: 409, code: 'REVISION_MISMATCH' });
    expect((await client.services.getService(created.id)).name).toBe('Owner Contract Class II');

    await client.services.deleteService(created.id);
    const gone = await thrownBy(() => client.services.getService(created.id));
    expect(gone).toMatchObject({ status: 404, code: 'SERVICE_NOT_FOUND' });
  });

  it('refuses a visitor’s write with 403 FORBIDDEN', async () => {
    const error = await thrownBy(() => visitor().services.createService(newService));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

/** `apps credentials create` prints `app id:`, `app secret:` and `instance id:` lines. */
async function appCredentials() {
  const printed = await platformCli('apps', 'credentials', 'create', '--name', 'Contract App');
  const field = (label: string) =>
    printed.match(new RegExp(`^${label}:\\s+(\\S+)$`, 'm'))?.[1] ?? '';
  return {
    appId: field('app id'),
    appSecret: field('app secret'),
    instanceId: field('instance id'),
  };
}

function app(credentials: { appId: string; appSecret: string; instanceId: string }) {
  return createClient({
    auth: AppStrategy({ ...credentials, apiBaseUrl: platformUrl, retry: { maxRetries: 0 } }),
    apiBaseUrl: platformUrl,
    modules: { services },
    retry: { maxRetries: 0 },
  });
}

describe('app access with client credentials', () => {
  it('writes services as the app on its instance', async () => {
    const credentials = await appCredentials();
    expect(credentials.instanceId).toBe(DEMO_SITE_ID);
    const client = app(credentials);
    const created = await client.services.createService({ ...newService, name: 'App Class' });
    expect(created).toMatchObject({ name: 'App Class', revision: '1' });
    await client.services.deleteService(created.id);
    const gone = await thrownBy(() => client.services.getService(created.id));
    expect(gone).toMatchObject({ status: 404, code: 'SERVICE_NOT_FOUND' });
  });

  it('refuses a wrong secret with 401 INVALID_APP_CREDENTIALS, and a revoked app’s token', async () => {
    const credentials = await appCredentials();
    const wrong = await thrownBy(() =>
      app({ ...credentials, appSecret: 'not-the-secret' }).services.createService(newService),
    );
    expect(wrong).toBeInstanceOf(ApplicationError);
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_APP_CREDENTIALS' });

    const client = app(credentials);
    await client.auth.getAuthHeaders();
    await platformCli('apps', 'credentials', 'revoke', credentials.appId);
    const revoked = await thrownBy(() => client.services.createService(newService));
    expect(revoked).toMatchObject({ status: 401 });
  });
});
