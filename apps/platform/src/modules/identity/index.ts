/** What the rest of the platform may use of this module (modules/README.md). */
export { login, register } from './login';
export { getMail, listMail } from './mail';
export { hashPassword } from './password';
export { recoverPassword } from './recovery';
export { createIdentityRedirect, isIdentityIntent } from './redirect-intents';
export { findIdentityRedirect, insertIdentityRedirect } from './redirect-store';
export { default as identityRoutes } from './routes';
export { spendSessionToken } from './sessions';
export { readSettings, writeSettings } from './settings';
export type { IdentitySettings } from './settings';
export { resendCode, verifyCode } from './verify';
