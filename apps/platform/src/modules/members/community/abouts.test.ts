import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { newMember } from '../test-kit';

const t = useTestApp();
const ABOUTS = '/members/v2/abouts';
const content = (text: string) => ({ nodes: [{ type: 'PARAGRAPH', text }] });

let asOwner: Caller;
let asVisitor: Caller;
beforeAll(async () => {
  asOwner = caller(t.app, await ownerHeaders(t.db));
  asVisitor = caller(t.app, { authorization: await visitorToken(t.app) });
});

const aboutOf = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
  return (done.json() as { memberAbout: { id: string; memberId: string; revision: string } })
    .memberAbout;
};

describe('"About" sections', () => {
  it('a member writes one of their own; others read it as far as they see the member', async () => {
    const kim = await newMember(t, 'kim', { joined: true });
    const lee = await newMember(t, 'lee');
    const about = await aboutOf(
      kim.as('POST', ABOUTS, { memberAbout: { content: content('hi') } }),
    );
    expect(about).toMatchObject({ memberId: kim.id, revision: '1', content: content('hi') });
    await expectAppError(
      await kim.as('POST', ABOUTS, { memberAbout: { content: content('again') } }),
      409,
      'MEMBER_ABOUT_ALREADY_EXISTS',
    );
    expect(await aboutOf(asVisitor('GET', `${ABOUTS}/${about.id}`))).toEqual(about);
    expect(await aboutOf(kim.as('GET', `${ABOUTS}/my`))).toEqual(about);
    // A private member's section is theirs and the owner's to read.
    const hidden = await aboutOf(
      lee.as('POST', ABOUTS, { memberAbout: { content: content('me') } }),
    );
    await expectAppError(
      await kim.as('GET', `${ABOUTS}/${hidden.id}`),
      404,
      'MEMBER_ABOUT_NOT_FOUND',
    );
    expect((await aboutOf(asOwner('GET', `${ABOUTS}/${hidden.id}`))).memberId).toBe(lee.id);
    const queried = await kim.as('POST', `${ABOUTS}/query`, {
      query: { filter: { memberId: { $in: [kim.id, lee.id] } } },
    });
    expect(queried.json().memberAbouts.map((a: { id: string }) => a.id)).toEqual([about.id]);
    await expectAppError(
      await kim.as('POST', ABOUTS, { memberAbout: { memberId: lee.id, content: content('x') } }),
      403,
      'FORBIDDEN',
    );
    await expectAppError(await asVisitor('GET', `${ABOUTS}/my`), 403, 'MEMBER_ONLY');
  });

  it('updates by the current revision only, and only the writer (or the owner) changes it', async () => {
    const max = await newMember(t, 'max', { joined: true });
    const ned = await newMember(t, 'ned', { joined: true });
    const about = await aboutOf(
      asOwner('POST', ABOUTS, { memberAbout: { memberId: max.id, content: content('a') } }),
    );
    const update = (rev: string, text: string) => ({
      memberAbout: { id: about.id, content: content(text), revision: rev },
    });
    const results = await Promise.all([
      max.as('PATCH', `${ABOUTS}/${about.id}`, update('1', 'b')),
      max.as('PATCH', `${ABOUTS}/${about.id}`, update('1', 'c')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().details.applicationError.code).toBe(
      'INVALID_REVISION',
    );
    await expectAppError(
      await ned.as('PATCH', `${ABOUTS}/${about.id}`, update('2', 'mine now')),
      404,
      'MEMBER_ABOUT_NOT_FOUND',
    );
    await expectAppError(
      await ned.as('DELETE', `${ABOUTS}/${about.id}`),
      404,
      'MEMBER_ABOUT_NOT_FOUND',
    );
    const deleted = await max.as('DELETE', `${ABOUTS}/${about.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await max.as('GET', `${ABOUTS}/my`)).json()).toEqual({});
    await expectAppError(
      await asOwner('GET', `${ABOUTS}/${randomUUID()}`),
      404,
      'MEMBER_ABOUT_NOT_FOUND',
    );
  });
});
