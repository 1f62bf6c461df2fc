import { AUTH_MESSAGES, PAGE_PATHS, authApi, type OneTapResponse } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import type { GoogleCredentialResponse } from './googleIdentity.ts';

export const GSI_CLIENT_SRC = 'https://accounts.google.com/gsi/client';

export interface OfferOneTapOptions {
  clientId: string;
  assignLocation: (url: string) => void;
  /** Checked again once the script has loaded: the person may have signed in or moved on meanwhile. */
  stillWanted: () => boolean;
}

// One offer per page: the script is added once (while it stays in the document).
let current: { script: HTMLScriptElement; offered: Promise<void> } | null = null;

function addScript(): { script: HTMLScriptElement; loaded: Promise<void> } {
  const script = document.createElement('script');
  script.src = GSI_CLIENT_SRC;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${GSI_CLIENT_SRC} did not load`)), { once: true });
  });
  document.head.append(script);
  return { script, loaded };
}

async function signInWithCredential({ credential }: GoogleCredentialResponse, assignLocation: (url: string) => void) {
  let signedIn: OneTapResponse;
  try {
    signedIn = await authApi.oneTap(credential);
  } catch {
    notify.error(AUTH_MESSAGES.oneTapFailed);
    return;
  }
  // A full load, so every part of the page starts again with the new session. Someone new
  // to Lectern sets up a profile first, as after the Google button (docs/api-contract.md).
  assignLocation(signedIn.isNewUser ? PAGE_PATHS.profileSetup : PAGE_PATHS.dashboard);
}

function prompt({ clientId, assignLocation, stillWanted }: OfferOneTapOptions): void {
  const id = window.google?.accounts?.id;
  if (!id) throw new Error(`${GSI_CLIENT_SRC} loaded without google.accounts.id`);
  if (!stillWanted()) return;
  id.initialize({
    client_id: clientId,
    callback: (response) => void signInWithCredential(response, assignLocation),
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  id.prompt();
}

/** Loads Google Identity Services and shows the One Tap prompt; rejects when the script cannot load. */
export function offerOneTap(options: OfferOneTapOptions): Promise<void> {
  if (current?.script.isConnected) return current.offered;
  const { script, loaded } = addScript();
  current = { script, offered: loaded.then(() => prompt(options)) };
  return current.offered;
}
