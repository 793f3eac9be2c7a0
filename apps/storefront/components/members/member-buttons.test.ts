import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingProvider } from '../loader/loading-provider';
import { ModalProvider } from '../modals/modal-provider';
import { MemberPanel } from './member-panel';
import { VisitorPanel } from './visitor-panel';

/** The buttons' words, as a server render of the panel inside the shell's providers gives them. */
function buttonsOf(panel: ReactElement): string[] {
  const html = renderToString(
    createElement(LoadingProvider, null, createElement(ModalProvider, null, panel)),
  );
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, text]) => text!);
}

describe('the members panels say what their buttons do, as verbs', () => {
  it('a visitor gets Log in, as the hosted pages say it', () => {
    expect(buttonsOf(createElement(VisitorPanel))).toEqual(['Log in']);
  });

  it('a member gets Log out after the account sections', () => {
    const member = { name: 'Ada', email: 'ada@example.com' };
    expect(buttonsOf(createElement(MemberPanel, { member })).at(-1)).toBe('Log out');
  });
});
