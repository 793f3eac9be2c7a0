import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPS } from '../constants';
import { appIndexByName, exampleFor, getExamples, installRouteFor } from './manifest';
import { manifestSchema, type Example } from './schema';
import { splitExamples } from './split';

const shipped: unknown = JSON.parse(
  readFileSync(new URL('../../public/examples.json', import.meta.url), 'utf8'),
);

describe('public/examples.json', () => {
  it('passes the schema', () => {
    expect(manifestSchema.safeParse(shipped).success).toBe(true);
  });

  it('has exactly the four examples of issue item 7', () => {
    const examples = manifestSchema.parse(shipped);
    expect(examples.map(({ data: { title, slug, orderId } }) => [title, slug, orderId])).toEqual([
      ['Bookings', '/booking', 1],
      ['Store', '/store', 2],
      ['Events & Tickets', '/tickets', 3],
      ['Subscriptions', '/subscriptions', 4],
    ]);
    for (const example of examples) expect(example.installLink).toMatch(/^https:\/\//);
  });

  it('rejects entries that are missing fields or repeat a slug', () => {
    const [first] = manifestSchema.parse(shipped);
    expect(manifestSchema.safeParse([{ ...first, data: undefined }]).success).toBe(false);
    expect(manifestSchema.safeParse([{ ...first, installLink: 'not a url' }]).success).toBe(false);
    const twin = { ...first, _id: 'other', data: { ...first!.data, orderId: 9 } };
    expect(manifestSchema.safeParse([first, twin]).success).toBe(false);
  });

  it('is what the server reads, and links apps to their examples', () => {
    expect(getExamples()).toEqual(manifestSchema.parse(shipped));
    expect(exampleFor(APPS.STORE)?.data.slug).toBe('/store');
    expect(appIndexByName('Events')).toBe(APPS.EVENTS);
    expect(appIndexByName('Nope')).toBeUndefined();
  });
});

describe('splitExamples', () => {
  const examples: Example[] = manifestSchema.parse(shipped);
  const titles = (list: Example[]) => list.map((example) => example.data.title);

  it('lists every app installed, without Subscriptions', () => {
    const split = splitExamples(examples, [0, 1, 2, 3]);
    expect(titles(split.installedExamples)).toEqual(['Bookings', 'Store', 'Events & Tickets']);
    expect(split.uninstalledExamples).toEqual([]);
  });

  it('moves the Store example under uninstalled when Store (index 1) is missing', () => {
    const split = splitExamples(examples, [0, 2, 3]);
    expect(titles(split.installedExamples)).toEqual(['Bookings', 'Events & Tickets']);
    expect(titles(split.uninstalledExamples)).toEqual(['Store']);
  });

  it('treats an empty list as nothing installed', () => {
    const split = splitExamples(examples, []);
    expect(split.installedExamples).toEqual([]);
    expect(titles(split.uninstalledExamples)).toEqual(['Bookings', 'Store', 'Events & Tickets']);
  });

  it('keeps orderId order whatever the manifest order', () => {
    const split = splitExamples(examples.toReversed(), [2, 0]);
    expect(titles(split.installedExamples)).toEqual(['Bookings', 'Events & Tickets']);
  });
});

describe('installRouteFor', () => {
  const byTitle = (title: string) => getExamples().find((e) => e.data.title === title)!;

  it('names the CLI command on the local platform, for each app by its CLI name', () => {
    expect(installRouteFor(byTitle('Store'), true)).toEqual({
      kind: 'cli',
      command: 'npm run platform -- apps install stores',
    });
    expect(installRouteFor(byTitle('Bookings'), true)).toMatchObject({
      command: 'npm run platform -- apps install bookings',
    });
    expect(installRouteFor(byTitle('Subscriptions'), true)).toMatchObject({
      command: 'npm run platform -- apps install pricing-plans',
    });
  });

  it('links to the app market only on the real platform', () => {
    expect(installRouteFor(byTitle('Store'), false)).toEqual({
      kind: 'market',
      href: 'https://www.wix.com/app-market/wix-stores',
    });
  });
});
