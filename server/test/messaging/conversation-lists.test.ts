// The bot's lists: search with its snippets, a course's newest, saved and recent, as
// one numbered text with a button per material where the channel has buttons; the listed
// materials kept so a typed number picks one; help, and calm replies when there is nothing.
import { formatCourseCode } from '@lectern/shared-api/contract';
import { materialChoice } from '../../src/domain/messaging/commands.ts';
import { BOT_REPLIES } from '../../src/domain/messaging/conversation/index.ts';
import { insertCourse } from '../helpers/courses.ts';
import { insertMaterial, uniqueWord } from '../helpers/material-rows.ts';
import { createCast, createMaterialThroughApi, setReviewStatus, type Cast } from '../helpers/materials.ts';
import { textPdf } from '../helpers/sample-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { chatOf, documentOf, recordingClient, textOf, uniqueCourseCode, viewerOf } from './conversation-chat.ts';

const t = useTestApp({}, { documentJobs: { policy: { retryDelaySeconds: 0 } } });
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

/** An approved PDF of the cast's course whose pages say `pages`. */
async function approvedPdf(label: string, pages: string[]) {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
    fields: { label, courseId: cast.course.courseId },
    file: { content: textPdf(pages), filename: 'circuits.pdf' },
  });
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}

async function courseCode(): Promise<string> {
  const row = await t.db().selectFrom('courses').select('course_code').where('id', '=', cast.course.courseId).executeTakeFirstOrThrow();
  return formatCourseCode(row.course_code);
}

const choicesOf = async (chat: { channel: string; chatId: string }) =>
  (await t.db().selectFrom('bot_chats').select('choices').where('channel', '=', chat.channel as 'telegram').where('chat_id', '=', chat.chatId).executeTakeFirst())?.choices;

describe('search', () => {
  test('a word inside a document: numbered, with course code, type, pages and the passage; a button per material', async () => {
    const word = uniqueWord();
    const material = await approvedPdf(`Circuits ${word}`, ['Introduction to networks', `The thevenin${word} equivalent of a network`]);
    const chat = chatOf(t, null);
    const message = textOf(await chat.ask({ kind: 'search', words: `thevenin${word}` }));
    expect(message.text).toContain(BOT_REPLIES.searchHeading(`thevenin${word}`));
    expect(message.text).toContain(`1. Circuits ${word}`);
    expect(message.text).toContain(`${await courseCode()} · Lecture Notes · PDF, 2 pages`);
    expect(message.text).toContain(`thevenin${word} equivalent`);
    expect(message.text).toContain('(page 2)');
    expect(message.text).toContain(BOT_REPLIES.pickWithButtons);
    expect(message.buttons).toEqual([{ label: `1. Circuits ${word}`, choice: materialChoice(material.id) }]);
  });

  test('where the channel shows no buttons the list is numbered only, and a typed number picks from it', async () => {
    const word = uniqueWord();
    const older = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Older ${word}`, created_at: new Date('2020-01-01T00:00:00Z') });
    const newer = await approvedPdf(`Newer ${word}`, ['Page one']);
    const chat = chatOf(t, null, recordingClient({ channel: 'whatsapp', buttonsMax: 0 }));
    const message = textOf(await chat.ask({ kind: 'search', words: word }));
    expect(message.buttons).toBeUndefined();
    expect(message.text).toContain(BOT_REPLIES.pickByNumber);
    expect(message.text.indexOf(`1. Newer ${word}`)).toBeGreaterThan(-1);
    expect(message.text.indexOf(`2. Older ${word}`)).toBeGreaterThan(message.text.indexOf(`1. Newer ${word}`));
    expect(await choicesOf(chat)).toEqual([newer.id, older]);

    const sent = documentOf(await chat.ask({ kind: 'pick', position: 1 }));
    expect(sent.fileName).toBe('circuits.pdf');
    expect(sent.contentType).toBe('application/pdf');
    expect(sent.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent.caption).toBe(`Newer ${word}\n${await courseCode()} · Lecture Notes · PDF, 1 page`);

    // The second is a link material: its link and its page.
    expect(textOf(await chat.ask({ kind: 'pick', position: 2 })).text).toContain('https://example.edu/notes');
    expect(textOf(await chat.ask({ kind: 'pick', position: 3 })).text).toBe(BOT_REPLIES.noSuchNumber(3));
  });

  test('at most five results, and never more buttons than the channel has', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 7; i += 1) await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Sheet ${i} ${word}` });
    const chat = chatOf(t, null, recordingClient({ buttonsMax: 3 }));
    const message = textOf(await chat.ask({ kind: 'search', words: word }));
    expect(message.text).toContain('5. Sheet');
    expect(message.text).not.toContain('6. Sheet');
    expect(message.buttons).toHaveLength(3);
    expect(await choicesOf(chat)).toHaveLength(5);
  });

  test('a long title is cut at a word, short enough for a phone', async () => {
    const word = uniqueWord();
    const label = `${word} ${'lecture notes on electrical circuits and networks '.repeat(4)}`.trim();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label });
    const message = textOf(await chatOf(t, null).ask({ kind: 'search', words: word }));
    const line = message.text.split('\n').find((text) => text.startsWith('1. '))!;
    expect(line.length).toBeLessThanOrEqual(3 + 80);
    expect(line.endsWith('…')).toBe(true);
    expect(message.buttons![0]!.label.length).toBeLessThanOrEqual(3 + 40);
  });

  test('nothing found: a calm reply with a hint, and for an unlinked chat how to link; the old list no longer picks', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Found ${word}` });
    const chat = chatOf(t, null);
    await chat.ask({ kind: 'search', words: word });
    const none = textOf(await chat.ask({ kind: 'search', words: uniqueWord() }));
    expect(none.text).toContain('Try a course code like CSC 204');
    expect(none.text).toContain('Settings → Messaging apps → Connect Telegram');
    expect(none.buttons).toBeUndefined();
    expect(await choicesOf(chat)).toEqual([]);
    expect(textOf(await chat.ask({ kind: 'pick', position: 1 })).text).toBe(BOT_REPLIES.noSuchNumber(1));

    const linked = textOf(await chatOf(t, await viewerOf(t, cast.member)).ask({ kind: 'search', words: uniqueWord() }));
    expect(linked.text).not.toContain('Settings →');
  });
});

describe('course', () => {
  test("a course's newest materials first; an unknown course is said to be unknown", async () => {
    const code = uniqueCourseCode();
    const courseId = await insertCourse(t.db(), { code, name: 'Signals and Systems' });
    const first = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: courseId, label: 'Week one', created_at: new Date('2021-01-01T00:00:00Z') });
    const second = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: courseId, label: 'Week two', created_at: new Date('2022-01-01T00:00:00Z') });
    const chat = chatOf(t, null);
    // Typed in any spacing or case.
    const message = textOf(await chat.ask({ kind: 'course', code: code.replace(' ', '').toLowerCase() }));
    expect(message.text).toContain(BOT_REPLIES.courseHeading(code, 'Signals and Systems'));
    expect(message.text).toMatch(/1\. Week two[\s\S]*2\. Week one/);
    expect(await choicesOf(chat)).toEqual([second, first]);

    expect(textOf(await chat.ask({ kind: 'course', code: 'QQQ 999' })).text).toBe(BOT_REPLIES.unknownCourse('QQQ 999'));
  });

  test('a course with nothing the chat may see', async () => {
    const code = uniqueCourseCode();
    await insertCourse(t.db(), { code });
    const message = textOf(await chatOf(t, await viewerOf(t, cast.member)).ask({ kind: 'course', code }));
    expect(message.text).toBe(BOT_REPLIES.courseEmpty(code));
  });
});

describe('saved', () => {
  test("a linked person's saved materials, newest saved first", async () => {
    const saver = cast.stranger;
    const a = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Saved first' });
    const b = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Saved second' });
    await t.db().insertInto('saved_materials').values([
      { material_id: a, user_id: saver.id, created_at: new Date('2026-01-01T00:00:00Z') },
      { material_id: b, user_id: saver.id, created_at: new Date('2026-02-01T00:00:00Z') },
    ]).execute();
    const chat = chatOf(t, await viewerOf(t, saver));
    const message = textOf(await chat.ask({ kind: 'saved' }));
    expect(message.text).toContain(BOT_REPLIES.savedHeading);
    expect(message.text).toMatch(/1\. Saved second[\s\S]*2\. Saved first/);
    expect(await choicesOf(chat)).toEqual([b, a]);
  });

  test('nothing saved, and an unlinked chat told how to link', async () => {
    expect(textOf(await chatOf(t, await viewerOf(t, cast.moderator)).ask({ kind: 'saved' })).text).toBe(BOT_REPLIES.savedEmpty);
    const unlinked = textOf(await chatOf(t, null, recordingClient({ channel: 'whatsapp' })).ask({ kind: 'saved' }));
    expect(unlinked.text).toBe(BOT_REPLIES.savedUnlinked('whatsapp'));
    expect(unlinked.text).toContain('Settings → Messaging apps → Connect WhatsApp');
  });
});

describe('recent', () => {
  test("the newest of the person's department and level; without them, the newest of all", async () => {
    const code = uniqueCourseCode();
    const courseId = await insertCourse(t.db(), { code }, { departmentId: cast.course.departmentId, level: 300 });
    await t.db().updateTable('users').set({ level: 300 }).where('id', '=', cast.member.id).execute();
    const ours = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: courseId, label: 'Ours newest', created_at: new Date('2031-01-01T00:00:00Z') });
    const everyone = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Everyone newest', created_at: new Date('2032-01-01T00:00:00Z') });

    const member = chatOf(t, await viewerOf(t, cast.member));
    const forMember = textOf(await member.ask({ kind: 'recent' }));
    expect(forMember.text).toContain(BOT_REPLIES.recentForYouHeading(300));
    expect((await choicesOf(member))?.[0]).toBe(ours);
    expect(forMember.text).not.toContain('Everyone newest');

    const guest = chatOf(t, null);
    const forGuest = textOf(await guest.ask({ kind: 'recent' }));
    expect(forGuest.text).toContain(BOT_REPLIES.recentHeading);
    expect((await choicesOf(guest))?.slice(0, 2)).toEqual([everyone, ours]);
  });
});

describe('help', () => {
  test('what the bot does, its commands and how to link; the same for something it cannot read', async () => {
    const help = textOf(await chatOf(t, null).ask({ kind: 'help' })).text;
    for (const words of ['course CSC 204', 'recent', 'saved', 'stop', 'Settings → Messaging apps → Connect Telegram']) expect(help).toContain(words);
    expect(textOf(await chatOf(t, await viewerOf(t, cast.member)).ask({ kind: 'help' })).text).toContain('This chat is linked to your Lectern account.');
    const unknown = textOf(await chatOf(t, null).ask({ kind: 'unknown' })).text;
    expect(unknown.startsWith(BOT_REPLIES.unknown)).toBe(true);
    expect(unknown).toContain('course CSC 204');
  });
});
