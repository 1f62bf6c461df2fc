import { TOAST_AUTO_CLOSE_MS } from '@lectern/shared-api';
import { ToastContainer } from 'react-toastify';

/**
 * One per app (the shell renders it). react-toastify 11 injects its own stylesheet, so
 * there is no CSS file to import. Its container is a labelled region; each toast is
 * announced (role="alert" for errors, "status" otherwise).
 */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      role="status"
    />
  );
}
