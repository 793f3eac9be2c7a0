/** What the rest of the platform may use of this module (modules/README.md). */
export { login, register } from './login/login';
export { getMail, listMail, sendMail } from './login/mail';
export { hashPassword } from './login/password';
export { recoverPassword } from './login/recovery';
export { createIdentityRedirect, isIdentityIntent } from './redirect-intents';
export { findIdentityRedirect, insertIdentityRedirect } from './redirect-store';
export { default as identityRoutes } from './routes';
export { spendSessionToken } from './login/sessions';
export { readSettings, writeSettings } from './settings';
export type { IdentitySettings } from './settings';
export { resendCode, verifyCode } from './login/verify';
