import type { CallbackStatus, CallbackType } from '@headless/contract';
import { jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { siteEntity } from './site-ref';

/**
 * What a hosted-page redirect session keeps, whatever it is for (a checkout: redirect_sessions; a
 * login or logout: identity_redirects): who opened it, its token and lifetime, where to send the
 * visitor back, and how the page ended it. The two tables differ only in `intent` and `payload`.
 */
export const redirectSessionColumns = () => ({
  ...siteEntity(),
  clientId: text('client_id').notNull(),
  createdByType: text('created_by_type').notNull(),
  createdById: text('created_by_id').notNull(),
  callbacks: jsonb('callbacks').$type<Record<string, string | undefined>>().notNull().default({}),
  sessionToken: text('session_token').notNull(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  // How the hosted page ended the session (0026_redirect_callbacks.sql); null while open.
  callbackType: text('callback_type').$type<CallbackType>(),
  callbackStatus: text('callback_status').$type<CallbackStatus>(),
  completedAt: ts('completed_at'),
});
