// The upload modal as a page holds it, and the network an upload talks to, for this feature's tests.
import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { fakeNetwork, fakeUploads, materialFixture, type FakeNetwork, type FakeReply, type FakeRoute, type FakeRoutes, type FakeUploads } from '@lectern/shared-api/testing';
import { useState } from 'react';
import { UploadModal } from '../components/UploadModal.tsx';

export type UploadReply = FakeReply<'POST /api/materials'> | FakeRoute<'POST /api/materials'>;

const RECEIVED: UploadReply = { status: 201, data: materialFixture({ id: 'm1', reviewStatus: 'pending' }) };

export interface UploadFakes {
  /** Installs the fakes for one test: the upload answered with `upload` (received by default), the course search with the courses given. */
  network: (upload?: UploadReply) => void;
  /** The calls made through fetch in this test. */
  readonly net: FakeNetwork | undefined;
  /** The uploads sent in this test. */
  readonly uploads: FakeUploads | undefined;
  /** The form the last upload of this test sent. */
  readonly sent: FormData | undefined;
}

/**
 * The upload's fakes for each test of a file: call at the top of the file; each test's fakes are restored after it.
 * `routes` answers what else the file's tests ask for, over the defaults (the course search among them).
 */
export function uploadFakesPerTest<Keys extends string = never>(courses: CourseSelectionItem[], routes?: FakeRoutes<Keys>): UploadFakes {
  let net: FakeNetwork | undefined;
  let uploads: FakeUploads | undefined;
  let sent: FormData | undefined;
  afterEach(() => {
    net?.restore();
    uploads?.restore();
    sent = undefined;
    jest.restoreAllMocks();
  });
  return {
    network(upload = RECEIVED) {
      const answer = (url: URL, init: RequestInit | undefined) => {
        sent = init?.body as FormData;
        return typeof upload === 'function' ? upload(url, init) : upload;
      };
      net = fakeNetwork({ 'POST /api/materials': answer, 'GET /api/courses/selection': { data: courses } }, routes);
      uploads = fakeUploads();
    },
    get net() {
      return net;
    },
    get uploads() {
      return uploads;
    },
    get sent() {
      return sent;
    },
  };
}

/** A page with the sidebar's New button, which opens the upload modal until it asks to close. */
export function UploadHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New
      </button>
      <UploadModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
