// The site's access rules in a chat: an unlinked chat sees only public approved
// materials; Restricted ones only linked members of the course's departments and staff; a forged
// or stale choice of a material the chat may not see is answered like a missing one; View Only
// is never sent as a file; a file too large for the channel goes as a link; a download through
// the bot counts once per person per day.
import { materialPagePath, type Material } from '@lectern/shared-api/contract';
import { BOT_REPLIES } from '../../src/domain/messaging/conversation/index.ts';
import type { Viewer } from '../../src/domain/users/index.ts';
import { UNKNOWN_ID } from '../helpers/courses.ts';
import { insertMaterial, uniqueWord, type MaterialRowInput } from '../helpers/material-rows.ts';
import { createCast, createMaterialThroughApi, setReviewStatus, type Cast, type Person } from '../helpers/materials.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PUBLIC_URL, chatOf, documentOf, recordingClient, textOf, viewerOf } from './conversation-chat.ts';

const t = useTestApp();
let cast: Cast;
let word: string;
let ids: Record<'open' | 'viewOnly' | 'restricted' | 'unlisted' | 'private' | 'pending' | 'hidden', string>;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
  word = uniqueWord();
  const row = (label: string, values: Omit<MaterialRowInput, 'uploader_id'>) =>
    insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: cast.course.courseId, label: `${label} ${word}`, ...values });
  ids = {
    open: await row('Open', {}),
    viewOnly: await row('Readable', { restriction: 'view only' }),
    restricted: await row('Restricted', { restriction: 'restricted' }),
    unlisted: await row('Unlisted', { visibility: 'unlisted' }),
    private: await row('Private', { visibility: 'private' }),
    pending: await row('Pending', { review_status: 'pending' }),
    hidden: await row('Hidden', { hidden_at: new Date() }),
  };
});

const listedIds = async (viewer: Viewer | null) => {
  const chat = chatOf(t, viewer);
  const message = textOf(await chat.ask({ kind: 'search', words: word }));
  return (message.buttons ?? []).map((button) => button.choice.slice('m:'.length)).sort();
};

/** What pressing a (possibly forged) button for `id` answers: 'sent' (a link material's link here) or 'not found'. */
async function press(viewer: Viewer | null, id: string): Promise<'sent' | 'not found'> {
  const message = textOf(await chatOf(t, viewer).ask({ kind: 'material', materialId: id }));
  return message.text === BOT_REPLIES.notFound ? 'not found' : 'sent';
}

const viewer = (person: Person) => viewerOf(t, person);

describe('who sees what', () => {
  test('an unlinked chat: public, approved, unhidden and unrestricted only; anything else is not found', async () => {
    expect(await listedIds(null)).toEqual([ids.open, ids.viewOnly].sort());
    expect(await press(null, ids.open)).toBe('sent');
    for (const id of [ids.restricted, ids.unlisted, ids.private, ids.pending, ids.hidden, UNKNOWN_ID]) expect(await press(null, id)).toBe('not found');
  });

  test('a linked student outside the course: no Restricted; unlisted by its id as on the site; nobody else’s pending, private or hidden', async () => {
    const stranger = await viewer(cast.stranger);
    expect(await listedIds(stranger)).toEqual([ids.open, ids.viewOnly].sort());
    expect(await press(stranger, ids.restricted)).toBe('not found');
    expect(await press(stranger, ids.unlisted)).toBe('sent');
    for (const id of [ids.private, ids.pending, ids.hidden]) expect(await press(stranger, id)).toBe('not found');
  });

  test('a linked member of the course’s department sees and gets the Restricted one', async () => {
    const member = await viewer(cast.member);
    expect(await listedIds(member)).toEqual([ids.open, ids.viewOnly, ids.restricted].sort());
    expect(await press(member, ids.restricted)).toBe('sent');
    expect(await press(member, ids.pending)).toBe('not found');
  });

  test('the uploader opens their own pending and private ones', async () => {
    const uploader = await viewer(cast.uploader);
    expect(await press(uploader, ids.pending)).toBe('sent');
    expect(await press(uploader, ids.private)).toBe('sent');
  });

  test('moderators and admins as on the site: Restricted listed, anything opened by id', async () => {
    for (const person of [cast.moderator, cast.admin]) {
      const staff = await viewer(person);
      expect(await listedIds(staff)).toEqual([ids.open, ids.viewOnly, ids.restricted].sort());
      for (const id of Object.values(ids)) expect(await press(staff, id)).toBe('sent');
    }
  });

  test('a stale number: a material hidden since it was listed is not found', async () => {
    const chat = chatOf(t, null);
    const own = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Soon hidden ${own}` });
    textOf(await chat.ask({ kind: 'search', words: own }));
    await t.db().updateTable('materials').set({ hidden_at: new Date() }).where('id', '=', id).execute();
    expect(textOf(await chat.ask({ kind: 'pick', position: 1 })).text).toBe(BOT_REPLIES.notFound);
  });
});

describe('what is sent', () => {
  let files: Record<'downloadable' | 'viewOnly' | 'restricted', Material>;
  const pagePath = (id: string) => `${PUBLIC_URL}${materialPagePath(id)}`;

  beforeAll(async () => {
    const upload = async (restriction: string) => {
      const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
        fields: { label: `File ${restriction} ${uniqueWord()}`, courseId: cast.course.courseId, restriction },
        file: { content: samplePdf(3), filename: 'week-3.pdf' },
      });
      await setReviewStatus(t.db(), material.id, 'approved');
      return material;
    };
    files = { downloadable: await upload('downloadable'), viewOnly: await upload('view only'), restricted: await upload('restricted') };
  });

  const downloadsOf = async (id: string) => (await t.db().selectFrom('materials').select('downloads').where('id', '=', id).executeTakeFirstOrThrow()).downloads;

  test('the original file as a document, with its name, type and a caption of title and course', async () => {
    const sent = documentOf(await chatOf(t, null).ask({ kind: 'material', materialId: files.downloadable.id }));
    expect(sent.fileName).toBe('week-3.pdf');
    expect(sent.contentType).toBe('application/pdf');
    expect(sent.bytes.length).toBe(files.downloadable.size);
    expect(sent.caption?.split('\n')[0]).toBe(files.downloadable.label);
    expect(sent.caption).toContain('PDF, 3 pages');
  });

  test('View Only: a link to read it, never the file, for anyone (staff too)', async () => {
    for (const who of [null, await viewer(cast.member), await viewer(cast.admin), await viewer(cast.uploader)]) {
      const message = textOf(await chatOf(t, who).ask({ kind: 'material', materialId: files.viewOnly.id }));
      expect(message.text).toContain('View Only');
      expect(message.text).toContain(pagePath(files.viewOnly.id));
    }
  });

  test('a Restricted file to a member; the same choice from outside is not found', async () => {
    expect(documentOf(await chatOf(t, await viewer(cast.member)).ask({ kind: 'material', materialId: files.restricted.id })).fileName).toBe('week-3.pdf');
    expect(textOf(await chatOf(t, await viewer(cast.stranger)).ask({ kind: 'material', materialId: files.restricted.id })).text).toBe(BOT_REPLIES.notFound);
    expect(textOf(await chatOf(t, null).ask({ kind: 'material', materialId: files.restricted.id })).text).toBe(BOT_REPLIES.notFound);
  });

  test('a file larger than the channel takes: a link to the material page instead', async () => {
    const small = recordingClient({ documentMaxBytes: 100 });
    const message = textOf(await chatOf(t, null, small).ask({ kind: 'material', materialId: files.downloadable.id }));
    expect(message.text).toContain('too large');
    expect(message.text).toContain(pagePath(files.downloadable.id));
  });

  test('a link material: its link and its page', async () => {
    const message = textOf(await chatOf(t, null).ask({ kind: 'material', materialId: ids.open }));
    expect(message.text).toContain('https://example.edu/notes');
    expect(message.text).toContain(pagePath(ids.open));
  });

  test('a download through the bot counts once per linked person per day; an unlinked chat counts none', async () => {
    const id = files.downloadable.id;
    const before = await downloadsOf(id);
    const member = await viewer(cast.member);
    const chat = chatOf(t, member);
    await chat.ask({ kind: 'material', materialId: id });
    await chat.ask({ kind: 'material', materialId: id });
    // Another chat of the same person on the other channel: still the same person's day.
    await chatOf(t, member, recordingClient({ channel: 'whatsapp' })).ask({ kind: 'material', materialId: id });
    expect(await downloadsOf(id)).toBe(before + 1);
    await chatOf(t, null).ask({ kind: 'material', materialId: id });
    expect(await downloadsOf(id)).toBe(before + 1);
    // A link instead of the file (too large) is no download.
    await chatOf(t, await viewer(cast.stranger), recordingClient({ documentMaxBytes: 100 })).ask({ kind: 'material', materialId: id });
    expect(await downloadsOf(id)).toBe(before + 1);

    t.clock.advance(24 * 60 * 60 * 1000);
    await chat.ask({ kind: 'material', materialId: id });
    expect(await downloadsOf(id)).toBe(before + 2);
  });
});
