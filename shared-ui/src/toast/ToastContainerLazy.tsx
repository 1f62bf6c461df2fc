import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { theme } from '../theme/theme.ts';
import { toastHostMounted } from './toastLoader.ts';

/**
 * react-toastify 11 injects its own stylesheet, so there is no CSS file to import. Its
 * container is a labelled region; each toast is announced (role="alert" for errors,
 * "status" otherwise).
 */
export default function ToastContainerLazy() {
  useEffect(() => toastHostMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={theme.durations.toastAutoCloseMs}
      newestOnTop
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      role="status"
    />
  );
}
