// What a chat message asks the bot for: the same words on both channels.
import { materialChoice, parseCommand } from '../../src/domain/messaging/commands.ts';

const text = (value: string) => parseCommand({ text: value, choice: null });
const MATERIAL = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

test('bare words are commands; followed by more, they are searched for', () => {
  expect(text('help')).toEqual({ kind: 'help' });
  expect(text('/HELP')).toEqual({ kind: 'help' });
  expect(text('menu')).toEqual({ kind: 'help' });
  expect(text('stop')).toEqual({ kind: 'stop' });
  expect(text('Saved')).toEqual({ kind: 'saved' });
  expect(text('recent')).toEqual({ kind: 'recent' });
  expect(text('saved notes')).toEqual({ kind: 'search', words: 'saved notes' });
  expect(text('constructor')).toEqual({ kind: 'search', words: 'constructor' });
  expect(text('toString')).toEqual({ kind: 'search', words: 'toString' });
});

test('linking: /start CODE and link CODE on either channel; /start alone is help; a wrong code is still a link attempt', () => {
  expect(text('/start ABCD2345')).toEqual({ kind: 'link', code: 'ABCD2345' });
  expect(text('link abcd-2345')).toEqual({ kind: 'link', code: 'ABCD2345' });
  expect(text('/start@LecternBot ABCD2345')).toEqual({ kind: 'link', code: 'ABCD2345' });
  expect(text('/start')).toEqual({ kind: 'help' });
  expect(text('link')).toEqual({ kind: 'unknown' });
  expect(text('link 0000')).toEqual({ kind: 'link', code: '0000' });
});

test('search, course, numbers and plain text', () => {
  expect(text('search  thevenin   2019')).toEqual({ kind: 'search', words: 'thevenin 2019' });
  expect(text('/search@LecternBot exam')).toEqual({ kind: 'search', words: 'exam' });
  expect(text('search')).toEqual({ kind: 'help' });
  expect(text('course CSC 204')).toEqual({ kind: 'course', code: 'CSC 204' });
  expect(text('2')).toEqual({ kind: 'pick', position: 2 });
  expect(text('CSC 204 past questions')).toEqual({ kind: 'search', words: 'CSC 204 past questions' });
  expect(text('x'.repeat(500))).toEqual({ kind: 'search', words: 'x'.repeat(200) });
  expect(text('   ')).toEqual({ kind: 'unknown' });
});

test('a button names a material only in its own form; anything else is unknown', () => {
  expect(parseCommand({ text: null, choice: materialChoice(MATERIAL) })).toEqual({ kind: 'material', materialId: MATERIAL });
  expect(parseCommand({ text: null, choice: `m:${MATERIAL.toUpperCase()}` })).toEqual({ kind: 'material', materialId: MATERIAL });
  for (const forged of ['m:1 or 1=1', 'm:', 'x:' + MATERIAL, `m:${MATERIAL}x`]) {
    expect(parseCommand({ text: null, choice: forged })).toEqual({ kind: 'unknown' });
  }
});
