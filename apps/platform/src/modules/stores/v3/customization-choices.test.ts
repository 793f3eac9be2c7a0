import { V3_SITE_ID, type V3Customization } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The hoodie's Size option, as the customizations API answers it. */
async function size(): Promise<V3Customization> {
  const { product: hoodie } = await ok('GET', `/stores/v3/products/${hoodieId}`);
  const id = hoodie.options.find((o: { name: string }) => o.name === 'Size').id;
  return (await ok('GET', `/stores/v3/customizations/${id}`)).customization;
}
const choicesOf = (c: V3Customization) => c.choicesSettings!.choices;
const namesOf = (c: V3Customization) => choicesOf(c).map((x) => x.name);

describe('Catalog V3 customizations: reorder choices', () => {
  it('keeps the owner order (carried choices too), sortOrder MANUAL, recorded as an update', async () => {
    const before = await size();
    const ids = choicesOf(before).map((c) => c.id);
    const url = `/_api/customization/v3/customizations/${before.id}/reorder-choices`;
    const { customization } = await ok('POST', url, {
      choiceIds: [...ids].reverse(),
      revision: before.revision,
    });
    expect(namesOf(customization)).toEqual([...namesOf(before)].reverse());
    expect(customization.choicesSettings.sortOrder).toBe('MANUAL');
    expect(customization.revision).not.toBe(before.revision);
    const now = await size();
    expect(namesOf(now)).toEqual(namesOf(customization));
    const added = await ok('POST', `/stores/v3/customizations/${before.id}/add-choices`, {
      choices: [{ name: 'XXS' }],
    });
    expect(namesOf(added.customization)).toEqual([...namesOf(customization), 'XXS']);
    const events = await outboxOf(t.db, [before.id]);
    expect(events.map((e) => e.eventType)).toContain('wix.stores.catalog.v3.customization_updated');
  });

  it('refuses ids that are not exactly the choices, an old revision, an unknown id, a visitor', async () => {
    const before = await size();
    const [first, ...rest] = choicesOf(before).map((c) => c.id);
    const url = `/stores/v3/customizations/${before.id}/reorder-choices`;
    const mismatch = expectAppError(
      await call('POST', url, { choiceIds: [first, first, UNKNOWN], revision: before.revision }),
      400,
      'CHOICE_IDS_MISMATCH',
    );
    expect(mismatch.details.applicationError?.data).toEqual({
      missingIds: rest,
      extraIds: [first, UNKNOWN],
    });
    expectAppError(
      await call('POST', url, { choiceIds: [first, ...rest], revision: '1' }),
      409,
      'REVISION_MISMATCH',
    );
    expectValidationError(await call('POST', url, { choiceIds: [] }), [
      'choiceIds:MIN_SIZE',
      'revision:REQUIRED_FIELD',
    ]);
    expectAppError(
      await call('POST', `/stores/v3/customizations/${UNKNOWN}/reorder-choices`, {
        choiceIds: [first],
        revision: '1',
      }),
      404,
      'CUSTOMIZATION_NOT_FOUND',
    );
    expectAppError(
      await call('POST', url, { choiceIds: [first], revision: '1' }, as.visitor),
      403,
      'FORBIDDEN',
    );
  });
});

describe('Catalog V3 customizations: update choices', () => {
  it('links a choice under primary choices and unlinks it', async () => {
    const before = await size();
    const [s, m, l] = choicesOf(before);
    const url = `/_api/customization/v3/customizations/${before.id}/update-choices`;
    const { customization } = await ok('POST', url, {
      revision: before.revision,
      choices: [{ choice: { id: l!.id, primaryChoiceIds: [s!.id, m!.id] } }],
    });
    const linked = choicesOf(customization).find((c) => c.id === l!.id);
    expect(linked?.primaryChoiceIds).toEqual([s!.id, m!.id]);
    expect(choicesOf(await size()).find((c) => c.id === l!.id)?.primaryChoiceIds).toEqual([
      s!.id,
      m!.id,
    ]);
    const { customization: unlinked } = await ok('POST', url, {
      revision: customization.revision,
      choices: [{ choice: { id: l!.id, primaryChoiceIds: [] }, fieldMask: 'primaryChoiceIds' }],
    });
    expect(choicesOf(unlinked).find((c) => c.id === l!.id)).not.toHaveProperty('primaryChoiceIds');
    const events = await outboxOf(t.db, [before.id]);
    expect(events.at(-1)?.eventType).toBe('wix.stores.catalog.v3.customization_updated');
  });

  it('refuses other fields, bad links, unknown choices, an old revision and a visitor', async () => {
    const before = await size();
    const [s, m, l] = choicesOf(before);
    const url = `/stores/v3/customizations/${before.id}/update-choices`;
    const send = (choices: object[], revision = before.revision, headers?: object) =>
      call('POST', url, { revision, choices }, headers as never);
    expectAppError(
      await send([{ choice: { id: s!.id, name: 'Small' } }]),
      400,
      'UNSUPPORTED_CHOICE_FIELD',
    );
    expectAppError(
      await send([{ choice: { id: s!.id }, fieldMask: 'name' }]),
      400,
      'UNSUPPORTED_CHOICE_FIELD',
    );
    expectAppError(
      await send([{ choice: { id: s!.id, primaryChoiceIds: [s!.id] } }]),
      400,
      'PRIMARY_CHOICE_SELF_REFERENCE',
    );
    expectAppError(
      await send([{ choice: { id: s!.id, primaryChoiceIds: [UNKNOWN] } }]),
      400,
      'PRIMARY_CHOICE_NOT_FOUND',
    );
    expectAppError(
      await send([
        { choice: { id: l!.id, primaryChoiceIds: [m!.id] } },
        { choice: { id: m!.id, primaryChoiceIds: [s!.id] } },
      ]),
      400,
      'PRIMARY_CHOICE_HIERARCHY_VIOLATION',
    );
    expectAppError(
      await send([{ choice: { id: UNKNOWN, primaryChoiceIds: [s!.id] } }]),
      404,
      'CHOICE_NOT_FOUND',
    );
    expectAppError(await send([{ choice: { id: s!.id } }], '1'), 409, 'REVISION_MISMATCH');
    expectValidationError(await call('POST', url, { revision: before.revision, choices: [] }), [
      'choices:MIN_SIZE',
    ]);
    expectAppError(
      await call('POST', `/stores/v3/customizations/${UNKNOWN}/update-choices`, {
        revision: '1',
        choices: [{ choice: { id: s!.id } }],
      }),
      404,
      'CUSTOMIZATION_NOT_FOUND',
    );
    expectAppError(await send([{ choice: { id: s!.id } }], '1', as.visitor), 403, 'FORBIDDEN');
    expect(namesOf(await size())).toEqual(namesOf(before));
  });
});
