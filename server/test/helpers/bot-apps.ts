// A test app with one messaging channel set up against its local fake service, started before the
// app (whose config names the fake's address) and closed after it.
import type { Material } from '@lectern/shared-api/contract';
import { startFakeTelegram, type FakeTelegram } from './fake-telegram.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp.ts';
import { uniqueWord } from './material-rows.ts';
import { createMaterialThroughApi, jobsDone, setReviewStatus, type Cast } from './materials.ts';
import { textPdf } from './sample-files.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export function useTelegramApp(bot: { token: string; secret: string }): { t: TestApp; fake: () => FakeTelegram } {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram(bot.token);
  });
  afterAll(() => fake?.close());
  const t = useTestApp(() => ({
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_WEBHOOK_SECRET: bot.secret,
    TELEGRAM_BOT_USERNAME: 'LecternTestBot',
    TELEGRAM_API_ROOT: fake.url,
    LOG_LEVEL: 'info',
  }));
  return { t, fake: () => fake };
}

export function useWhatsAppApp(number: { accessToken: string; phoneNumberId: string; appSecret: string; verifyToken: string }): {
  t: TestApp;
  fake: () => FakeWhatsApp;
} {
  let fake: FakeWhatsApp;
  beforeAll(async () => {
    fake = await startFakeWhatsApp({ accessToken: number.accessToken, phoneNumberId: number.phoneNumberId });
  });
  afterAll(() => fake?.close());
  const t = useTestApp(() => ({
    WHATSAPP_ACCESS_TOKEN: number.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: number.phoneNumberId,
    WHATSAPP_APP_SECRET: number.appSecret,
    WHATSAPP_VERIFY_TOKEN: number.verifyToken,
    WHATSAPP_API_ROOT: fake.url,
    LOG_LEVEL: 'info',
  }));
  return { t, fake: () => fake };
}

/** An approved PDF of the cast's course, `circuits.pdf`, whose title and text hold a word no other material has. */
export async function approvedCircuitsNotes(t: TestApp, cast: Cast): Promise<{ word: string; material: Material; pdf: Buffer }> {
  const word = uniqueWord();
  const pdf = textPdf([`Kirchhoff ${word} laws`, 'Mesh analysis']);
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
    fields: { label: `Circuits ${word}`, courseId: cast.course.courseId },
    file: { content: pdf, filename: 'circuits.pdf' },
  });
  await jobsDone(t.app());
  await setReviewStatus(t.db(), material.id, 'approved');
  return { word, material, pdf };
}
