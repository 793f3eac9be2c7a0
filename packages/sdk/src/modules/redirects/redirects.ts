import { REDIRECT_INTENTS } from '@headless/contract/constants';
import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { parseCallback, type CallbackInput, type RedirectCallback } from './parse-callback';
import type { CreateRedirectSessionOptions, RedirectSession } from './redirect-types';

/** The wire fields of a session request: one intent plus its shared options. */
const OPTION_FIELDS = [...REDIRECT_INTENTS, 'callbacks', 'preferences', 'origin'];

export interface RedirectsApi {
  /** `POST /redirect-session/v1/redirect-session` → `{ redirectSession }` (the hosted page's URL). */
  createRedirectSession(
    options: CreateRedirectSessionOptions,
  ): Promise<{ redirectSession: RedirectSession }>;
  /** The `callbackType`, `status` and parameters of a hosted page's return URL (no request). */
  parseCallback(input: CallbackInput): RedirectCallback;
}

export const redirects: SdkModule<RedirectsApi> = {
  create: (ctx) => ({
    createRedirectSession: (options) =>
      ctx.request({
        method: 'POST',
        path: '/redirect-session/v1/redirect-session',
        data: { ...options },
        fieldMap: fieldsUnder('options', OPTION_FIELDS),
      }),
    parseCallback,
  }),
};
