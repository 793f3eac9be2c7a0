import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingProvider } from '../loader/loading-provider';
import { ModalProvider } from '../modals/modal-provider';
import { MemberPanel } from './member-panel';
import { VisitorPanel } from './visitor-panel';

/** A server render of the panel inside the shell's providers. */
const rendered = (panel: ReactElement) =>
  renderToString(createElement(LoadingProvider, null, createElement(ModalProvider, null, panel)));

/** The buttons' words, as a server render of the panel gives them. */
function buttonsOf(panel: ReactElement): string[] {
  return [...rendered(panel).matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, text]) => text!);
}

describe('the members panels say what their buttons do, as verbs', () => {
  it('a visitor gets Log in, as the hosted pages say it', () => {
    expect(buttonsOf(createElement(VisitorPanel))).toEqual(['Log in']);
  });

  it('a visitor back from logging out is told so, in words', () => {
    const render = (loggedOut: boolean) => rendered(createElement(VisitorPanel, { loggedOut }));
    expect(render(true)).toContain('You are logged out. Log in again to see your account.');
    expect(render(false)).not.toContain('logged out');
  });

  it('a member gets Log out after the account sections', () => {
    const member = { name: 'Ada', email: 'ada@example.com' };
    expect(buttonsOf(createElement(MemberPanel, { member })).at(-1)).toBe('Log out');
  });
});
