// Texts cut for a chat (domain/messaging/conversation/shorten.ts) and odd input answered calmly.
import { BOT_SEARCH_MAX } from '../../src/domain/messaging/commands.ts';
import { BOT_REPLIES } from '../../src/domain/messaging/conversation/index.ts';
import { fitMessage, shorten } from '../../src/domain/messaging/conversation/shorten.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { chatOf, textOf } from './conversation-chat.ts';

describe('shorten', () => {
  test('short text is kept, white space made single', () => {
    expect(shorten('  Data \n structures  ', 40)).toBe('Data structures');
  });

  test('long text is cut at the last word that fits, with an ellipsis', () => {
    expect(shorten('Lecture notes on electrical circuits and networks', 30)).toBe('Lecture notes on electrical…');
  });

  test('one long word is cut inside it; a character outside the BMP is never split', () => {
    expect(shorten('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    const emoji = shorten(`${'a'.repeat(8)}😀😀😀`, 10);
    expect(emoji).toBe(`${'a'.repeat(8)}…`);
    expect(emoji.length).toBeLessThanOrEqual(10);
  });

  test('a whole message keeps its lines and ends in an ellipsis when cut', () => {
    expect(fitMessage('one\ntwo', 10)).toBe('one\ntwo');
    const cut = fitMessage(`${'line\n'.repeat(2000)}`, 4096);
    expect(cut.length).toBeLessThanOrEqual(4096);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('odd input', () => {
  const t = useTestApp();

  test.each([
    ['punctuation only', '!!! ??? ...'],
    ['tsquery syntax', "a & !b | c:* <-> 'd'"],
    ['SQL', "'; drop table materials; --"],
    ['emoji', '😀😀😀'],
    ['the longest search', 'w'.repeat(BOT_SEARCH_MAX)],
  ])('%s: a plain "nothing found"', async (_name, words) => {
    const message = textOf(await chatOf(t, null).ask({ kind: 'search', words }));
    expect(message.text.startsWith('Nothing found for “')).toBe(true);
    expect(message.text.length).toBeLessThan(600);
  });

  test('a course code that cannot be one', async () => {
    expect(textOf(await chatOf(t, null).ask({ kind: 'course', code: '%%%' })).text).toBe(BOT_REPLIES.unknownCourse('%%%'));
  });

  test('a pick with no list yet, and number 0', async () => {
    const chat = chatOf(t, null);
    expect(textOf(await chat.ask({ kind: 'pick', position: 1 })).text).toBe(BOT_REPLIES.noSuchNumber(1));
    expect(textOf(await chat.ask({ kind: 'pick', position: 0 })).text).toBe(BOT_REPLIES.noSuchNumber(0));
  });
});
