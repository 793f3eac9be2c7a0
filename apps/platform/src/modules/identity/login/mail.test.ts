import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { runCli } from '../../../cli/test-cli';
import { freshEmail, useIdentityKit } from '../test-kit';

const t = useTestApp();
const k = useIdentityKit(t);

const cli = (...argv: string[]) => runCli(t.db, ...argv);

describe('the mail outbox', () => {
  it('shows a verification code on /hosted/mail and by `mail list` / `mail show`', async () => {
    const email = freshEmail();
    await k.register(email);
    const mail = (await k.lastMail(email))!;
    const list = await t.app.inject({ method: 'GET', url: '/hosted/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    expect(list.body).toContain(mail.code!);
    const one = await t.app.inject({ method: 'GET', url: `/hosted/mail/${mail.id}` });
    expect(one.body).toContain(mail.code!);
    expect((await t.app.inject({ method: 'GET', url: '/hosted/mail/999999' })).statusCode).toBe(
      404,
    );

    const listed = await cli('mail', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`code ${mail.code}`);
    const shown = await cli('mail', 'show', String(mail.id));
    expect(shown.out).toContain(`Code: ${mail.code}`);
    expect(shown.out).toContain(`To: ${email}`);
  });

  it('shows recovery links, and explains a missing mail', async () => {
    const { email } = await k.member();
    await k.post('/iam/recovery/v1/send-email', { email });
    const mail = (await k.lastMail(email))!;
    expect((await cli('mail', 'show', String(mail.id))).out).toContain(`Link: ${mail.link}`);
    const missing = await cli('mail', 'show', '424242');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No mail 424242');
    expect((await cli('mail', 'show')).code).toBe(1);
  });
});
