import { whenToastsCanShow } from './toastLoader.ts';

/** Toast helpers with the roles screen readers need: errors interrupt, the rest wait. */
export const notify = {
  success: (message: string) => void whenToastsCanShow().then(({ toast }) => toast.success(message, { role: 'status' })),
  info: (message: string) => void whenToastsCanShow().then(({ toast }) => toast.info(message, { role: 'status' })),
  error: (message: string) => void whenToastsCanShow().then(({ toast }) => toast.error(message, { role: 'alert' })),
};
