// Every SDK error mapping, against what the local platform really answers (README "Errors").
import { afterAll, describe, expect, it } from 'vitest';
import { ApplicationError, ConnectionError, PlatformError, ValidationError } from '@headless/sdk';
import { platformUrl, ports } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { applicationError, forgedTokens, thrownBy, visitor } from './clients';

describe('validation errors', () => {
  it('lists each field violation, sorted by field, after INVALID_ARGUMENT', async () => {
    const client = visitor();
    const error = await thrownBy(() => client.services.queryServices().limit(1000).find());
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.status).toBe(400);
    expect(validation.code).toBe('INVALID_ARGUMENT');
    const fields = validation.fieldViolations.map((v) => v.field);
    expect(fields).toContain('query.paging.limit');
    expect(fields).toEqual([...fields].sort());
    const listed = validation.fieldViolations.map((v) => `"${v.field}" ${v.description}`);
    expect(validation.message).toBe(`INVALID_ARGUMENT: ${listed.join(', ')}`);
    expect(validation.requestId).toMatch(/\S+/);
  });

  it('reports an unknown enum value as INVALID_ENUM_VALUE', async () => {
    const client = visitor();
    const error = await thrownBy(() =>
      client.services.queryServices().eq('type', 'WORKSHOP').find(),
    );
    expect(error).toBeInstanceOf(ValidationError);
    const rules = (error as ValidationError).fieldViolations.map((v) => v.violatedRule);
    expect(rules).toContain('INVALID_ENUM_VALUE');
  });
});

describe('application errors', () => {
  it('carries code, description and data; a description equal to the message is not repeated', async () => {
    const client = visitor();
    const error = await thrownBy(() => client.currentCart.getCurrentCart());
    const app = applicationError(error, 404, 'OWNED_CART_NOT_FOUND');
    expect(app.description).toBe('Cart not found for the current identity');
    expect(app.data).toEqual({});
    // The platform always sends description = message (apps/platform/src/kernel/errors.ts), so the
    // "`: description` when it differs" suffix is only reachable in the SDK's unit tests.
    expect(app.message).toBe('Cart not found for the current identity');
    expect(app.requestId).toMatch(/\S+/);
  });

  it("maps the platform's 404 for an unknown route to NOT_FOUND", async () => {
    // The platform answers even an unknown route with an envelope, so the SDK's "4xx without
    // details → status text" branch cannot be reached here; the envelope gives the same code.
    const apiBaseUrl = `${platformUrl}/no-such-prefix`;
    const error = await thrownBy(() => visitor({ apiBaseUrl }).auth.generateVisitorTokens());
    const app = applicationError(error, 404, 'NOT_FOUND');
    expect(app.message).toBe('No route POST /no-such-prefix/oauth2/token');
  });

  it('refuses an unknown client id with INVALID_CLIENT_ID', async () => {
    const client = visitor({ clientId: '00000000-0000-4000-8000-000000000000' });
    const error = await thrownBy(() => client.auth.generateVisitorTokens());
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('INVALID_CLIENT_ID');
    expect((error as ApplicationError).message).toContain('00000000-0000-4000-8000-000000000000');
  });

  it('refuses a forged access token with UNAUTHENTICATED (401)', async () => {
    const client = visitor({ tokens: forgedTokens() });
    const error = await thrownBy(() => client.services.queryServices().find());
    applicationError(error, 401, 'UNAUTHENTICATED');
  });

  describe('when the site does not have the app', () => {
    afterAll(() => platformCli('apps', 'install', 'events'));

    it('answers APP_NOT_INSTALLED, not a system error', async () => {
      await platformCli('apps', 'uninstall', 'events');
      const error = await thrownBy(() => visitor().events.queryEvents().find());
      applicationError(error, 403, 'APP_NOT_INSTALLED');
      expect((error as ApplicationError).data).toMatchObject({ app: 'events' });
    });
  });
});

describe('system errors', () => {
  it('says which URL it could not reach when nothing listens there', async () => {
    const apiBaseUrl = `http://127.0.0.1:${ports.closed}`;
    const error = await thrownBy(() => visitor({ apiBaseUrl }).auth.generateVisitorTokens());
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as ConnectionError).code).toBe('CONNECTION_FAILED');
    expect((error as ConnectionError).baseUrl).toBe(apiBaseUrl);
    expect((error as ConnectionError).message).toContain(`127.0.0.1:${ports.closed}`);
  });
});
