import { toast } from 'react-toastify';

/** Toast helpers with the roles screen readers need: errors interrupt, the rest wait. */
export const notify = {
  success: (message: string) => toast.success(message, { role: 'status' }),
  info: (message: string) => toast.info(message, { role: 'status' }),
  error: (message: string) => toast.error(message, { role: 'alert' }),
};

export { toast };
