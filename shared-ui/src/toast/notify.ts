import { createElement, type ReactNode } from 'react';
import type { Id } from 'react-toastify';
import { whenToastsCanShow } from './toastLoader.ts';
import { isDoneWith, stampToast, trackToast } from './toastLifetime.ts';

export interface NotifyOptions {
  /** A short heading above the message ('Success', 'Error'): the spec's toasts are title + message. */
  title?: string;
}

// The title sits on its own line above the message; without one the message is the whole toast.
function content(message: string, { title }: NotifyOptions = {}): ReactNode {
  if (!title) return message;
  return createElement('div', null, createElement('strong', null, title), createElement('div', null, message));
}

type Toastify = Awaited<ReturnType<typeof whenToastsCanShow>>;

/** Shows a toast once the container is there, unless its page was left meanwhile; remembers it so leaving the page dismisses it. */
function send(show: (toastify: Toastify) => Id) {
  const stamp = stampToast();
  void whenToastsCanShow().then((toastify) => {
    if (isDoneWith(stamp)) return;
    trackToast(show(toastify), stamp);
  });
}

/** Toast helpers with the roles screen readers need: errors interrupt, the rest wait. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => send(({ toast }) => toast.success(content(message, options), { role: 'status' })),
  info: (message: string, options?: NotifyOptions) => send(({ toast }) => toast.info(content(message, options), { role: 'status' })),
  error: (message: string, options?: NotifyOptions) => send(({ toast }) => toast.error(content(message, options), { role: 'alert' })),
};
