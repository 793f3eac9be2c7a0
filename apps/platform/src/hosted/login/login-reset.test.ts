import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { postForm } from '../../../test/forms';
import { useTestApp } from '../../../test/harness';
import { useIdentityKit } from '../../modules/identity/test-kit';
import { siteContainerOf } from '../landmarks-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);

async function resetLink(email: string, redirect?: { url: string; clientId: string }) {
  await k.post('/_api/iam/recovery/v1/send-email', { email, ...(redirect ? { redirect } : {}) });
  return new URL((await k.lastMail(email))!.link!).pathname;
}

const submit = (path: string, password: string) => postForm(t.app, path, { password });

describe('the hosted password reset page', () => {
  it('sets the password once and returns to an allowed redirect URL', async () => {
    const { email } = await k.member();
    const path = await resetLink(email, {
      url: 'http://localhost:3000/members',
      clientId: SAMPLE_CLIENT_ID,
    });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(siteContainerOf(page.body)).toContain('New password');
    expect((await submit(path, 'x')).statusCode).toBe(400);
    const done = await submit(path, 'fresh-password');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/members');
    expect((await k.login(email, 'fresh-password')).json().state).toBe('SUCCESS');
    expect((await submit(path, 'other-password')).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
  });

  it('does not redirect to a URL the client does not allow', async () => {
    const { email } = await k.member();
    const path = await resetLink(email, { url: 'https://evil.test/', clientId: SAMPLE_CLIENT_ID });
    const done = await submit(path, 'fresh-password');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed');
  });
});
