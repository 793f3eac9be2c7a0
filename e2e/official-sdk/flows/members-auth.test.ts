// @wix/members authentication.login and .register through the official SDK: the platform's Login V2
// and Register V2 underneath, so the session token goes into member tokens like Login V2's.
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { authentication } from '@wix/members';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { apiKeyFor, visitorClient } from '../kit/clients';
import { PASSWORD, REDIRECT_URI, freshEmail, locationOf, registerVerified } from '../kit/members';

const authClient = () =>
  createClient({
    modules: { authentication },
    auth: OAuthStrategy({ clientId: SAMPLE_CLIENT_ID }),
  });

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 0, code: 'resolved' }),
    (error: {
      details?: { applicationError?: { code?: string } };
      response?: { status?: number };
    }) => ({
      status: error.response?.status,
      code: error.details?.applicationError?.code,
    }),
  );

/** The site's owner, by an API key the CLI makes. */
async function ownerAuthClient() {
  return createClient({ modules: { authentication }, auth: ApiKeyStrategy(await apiKeyFor()) });
}

describe('@wix/members authentication', () => {
  it('login: a session token the SDK turns into member tokens; a wrong password is 401', async () => {
    const { email } = await registerVerified(visitorClient());
    const { session, member } = await authClient().authentication.login(email, PASSWORD);
    expect(member).toMatchObject({ loginEmail: email, status: 'APPROVED' });

    const client = visitorClient();
    const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
    // getAuthUrl reads `sessionToken` (prompt=none with a session, as getMemberTokensForDirectLogin
    // does) though its typings leave it out; the direct-login call itself needs a browser iframe.
    const withSession = { responseMode: 'query', prompt: 'none', sessionToken: session?.token };
    const { authUrl } = await client.auth.getAuthUrl(
      oauthData,
      withSession as Parameters<typeof client.auth.getAuthUrl>[1],
    );
    const { code, state } = client.auth.parseFromUrl(await locationOf(authUrl), 'query');
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
    expect(client.auth.loggedIn()).toBe(true);
    expect((await client.members.getCurrentMember()).member?._id).toBe(member?._id);

    expect(await errorOf(authClient().authentication.login(email, 'wrong-pass'))).toEqual({
      status: 401,
      code: '-19976',
    });
  });

  it('register: a taken email is 409 Already Exists', async () => {
    const { email } = await registerVerified(visitorClient(), freshEmail());
    expect(await errorOf(authClient().authentication.register(email, PASSWORD))).toEqual({
      status: 409,
      code: '-19995',
    });
  });

  it('the owner blocks a member by email and approves them again by id; a member may not', async () => {
    const { email } = await registerVerified(visitorClient());
    const { member } = await authClient().authentication.login(email, PASSWORD);
    const owner = await ownerAuthClient();
    expect(await errorOf(authClient().authentication.block({ email }))).toMatchObject({
      status: 403,
    });
    await owner.authentication.block({ email });
    expect(await errorOf(authClient().authentication.login(email, PASSWORD))).toMatchObject({
      status: 428,
    });
    const { session } = await owner.authentication.approve({ _id: member?._id ?? '' });
    expect(session?.token).toEqual(expect.any(String));
    expect((await authClient().authentication.login(email, PASSWORD)).member?.status).toBe(
      'APPROVED',
    );
  });
});
