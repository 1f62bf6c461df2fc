// What the course forms share beyond shared-ui's formik glue: how a refused call reads.
import { notify } from '@lectern/shared-ui';

/** A failure toast: the specification's destructive toasts are titled 'Error'. */
export const notifyError = (message: string) => notify.error(message, { title: 'Error' });
