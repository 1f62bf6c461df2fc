import { createElement, type ReactNode } from 'react';
import { whenToastsCanShow } from './toastLoader.ts';

export interface NotifyOptions {
  /** A short heading above the message ('Success', 'Error'): the spec's toasts are title + message. */
  title?: string;
}

// The title sits on its own line above the message; without one the message is the whole toast.
function content(message: string, { title }: NotifyOptions = {}): ReactNode {
  if (!title) return message;
  return createElement('div', null, createElement('strong', null, title), createElement('div', null, message));
}

/** Toast helpers with the roles screen readers need: errors interrupt, the rest wait. */
export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    void whenToastsCanShow().then(({ toast }) => toast.success(content(message, options), { role: 'status' })),
  info: (message: string, options?: NotifyOptions) =>
    void whenToastsCanShow().then(({ toast }) => toast.info(content(message, options), { role: 'status' })),
  error: (message: string, options?: NotifyOptions) =>
    void whenToastsCanShow().then(({ toast }) => toast.error(content(message, options), { role: 'alert' })),
};
