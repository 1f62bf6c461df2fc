// domain/documents/office without LibreOffice: what is checked before it starts (zip bombs,
// encrypted packages, damaged files), the time limit, the turns, and finding the program. A
// stand-in `soffice` (a shell script that notes what it does) takes LibreOffice's place, so these
// run everywhere; office-libreoffice.test.ts converts with the real one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { OFFICE_LIMITS, OFFICE_OFF_MESSAGE, findOfficeConverter, type OfficeConverter } from '../../../src/domain/documents/office/office-convert.ts';
import { encryptedDocx, manyPartsDocx, zipBombDocx } from '../../helpers/office-files.ts';
import { documentFailureOf, fakeSoffice, fakeSofficeLog, isRunning } from '../../helpers/office-watch.ts';
import { useScratchFolder } from '../../helpers/scratch-folder.ts';
import { until } from '../../helpers/wait.ts';

const { root: scratch, workDir, inputFile } = useScratchFolder('lectern-office-');
let log: string;
beforeEach(() => {
  log = path.join(scratch(), 'soffice.log');
});

async function standIn(options: { stay?: number | { until: string }; timeoutMs?: number; concurrency?: number; maxExpandedBytes?: number } = {}): Promise<OfficeConverter> {
  const { stay, ...limits } = options;
  const converter = await findOfficeConverter({ sofficePath: fakeSoffice(scratch(), log, stay), ...limits });
  expect(converter).not.toBeNull();
  return converter!;
}

describe('before LibreOffice starts', () => {
  test('a .docx zip bomb (250 MB of parts in a small file) is refused at once, and LibreOffice never starts', async () => {
    const converter = await standIn();
    const bomb = zipBombDocx(250 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const error = await documentFailureOf(converter.convert(inputFile('bomb.docx', bomb), 'docx', workDir()));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.message).toBe('The file expands to more than 200 MB (a zip bomb?).');
    expect(fakeSofficeLog(log)).toEqual([]);
  });

  test('the expanded-size limit is the one given; under it the file goes to LibreOffice', async () => {
    const converter = await standIn({ maxExpandedBytes: 5 * 1024 * 1024 });
    await documentFailureOf(converter.convert(inputFile('big.docx', zipBombDocx(6 * 1024 * 1024)), 'docx', workDir('a')));
    expect(fakeSofficeLog(log)).toEqual([]);
    const pdf = await converter.convert(inputFile('fits.docx', zipBombDocx(4 * 1024 * 1024)), 'docx', workDir('b'));
    expect(pdf).toBe(path.join(scratch(), 'b', 'pdf', 'document.pdf'));
    expect(fs.readFileSync(pdf, 'latin1')).toMatch(/^%PDF-/);
    expect(fakeSofficeLog(log).map(([what]) => what)).toEqual(['start', 'child', 'end']);
  });

  test('a .docx of more than 10,000 parts is refused unopened', async () => {
    const converter = await standIn();
    const error = await documentFailureOf(converter.convert(inputFile('parts.docx', manyPartsDocx(10_001)), 'docx', workDir()));
    expect(error.message).toBe('The file has 10001 parts, more than the 10000 a document may have (a zip bomb?).');
    expect(fakeSofficeLog(log)).toEqual([]);
  });

  test('a password-protected .docx or .pptx (an encrypted package) is refused unopened', async () => {
    const converter = await standIn();
    const docx = await documentFailureOf(converter.convert(inputFile('locked.docx', encryptedDocx()), 'docx', workDir('a')));
    const pptx = await documentFailureOf(converter.convert(inputFile('locked.pptx', encryptedDocx()), 'pptx', workDir('b')));
    expect([docx.message, pptx.message]).toEqual(['The file is password-protected.', 'The file is password-protected.']);
    expect(fakeSofficeLog(log)).toEqual([]);
  });

  test.each([
    ['docx', Buffer.from('not a zip at all, only text')],
    ['pptx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)])],
    ['doc', Buffer.from('{\\rtf1 a renamed RTF}')],
    ['ppt', Buffer.alloc(0)],
  ] as const)('a damaged .%s is refused unopened', async (type, bytes) => {
    const converter = await standIn();
    const error = await documentFailureOf(converter.convert(inputFile(`damaged.${type}`, bytes), type, workDir()));
    expect(error.message).toMatch(/^The file is damaged: it is not a readable /);
    expect(fakeSofficeLog(log)).toEqual([]);
  });
});

describe('limits while it runs', () => {
  test("past its time limit the conversion is killed with every process it started, and fails as the file's", async () => {
    const converter = await standIn({ stay: 30, timeoutMs: 500 });
    const started = performance.now();
    const error = await documentFailureOf(converter.convert(inputFile('slow.docx', zipBombDocx(1024)), 'docx', workDir()));
    expect(error.message).toBe('The conversion took longer than 500 ms and was stopped.');
    expect(performance.now() - started).toBeLessThan(5000);
    const pids = fakeSofficeLog(log)
      .filter(([what]) => what === 'start' || what === 'child')
      .map((fields) => Number(fields.at(-1)));
    expect(pids).toHaveLength(2);
    expect(pids.filter(isRunning)).toEqual([]);
  });

  test('one conversion at a time by default: a second waits for the first to end', async () => {
    const converter = await standIn({ stay: 0.4 });
    const input = inputFile('small.docx', zipBombDocx(1024));
    await Promise.all([converter.convert(input, 'docx', workDir('a')), converter.convert(input, 'docx', workDir('b'))]);
    const events = fakeSofficeLog(log).filter(([what]) => what !== 'child');
    expect(events.map(([what]) => what)).toEqual(['start', 'end', 'start', 'end']);
    expect(BigInt(events[2]![1]!)).toBeGreaterThanOrEqual(BigInt(events[1]![1]!));
  });

  test('with concurrency 2 two conversions run side by side', async () => {
    // Each stays until released, so "side by side" does not depend on how busy the machine is:
    // the second must start while the first still runs, or this times out.
    const release = path.join(scratch(), 'release');
    const converter = await standIn({ stay: { until: release }, concurrency: 2 });
    const input = inputFile('small.docx', zipBombDocx(1024));
    const both = Promise.all([converter.convert(input, 'docx', workDir('a')), converter.convert(input, 'docx', workDir('b'))]);
    try {
      await until(() => fakeSofficeLog(log).filter(([what]) => what === 'start').length === 2, 'both conversions to start', { timeoutMs: 10_000 });
    } finally {
      fs.writeFileSync(release, '');
      await both;
    }
    expect(fakeSofficeLog(log).filter(([what]) => what !== 'child').map(([what]) => what)).toEqual(['start', 'start', 'end', 'end']);
  });

  test('LibreOffice gets a fresh profile with macros off inside the work folder, and none of the server environment', async () => {
    process.env.LECTERN_TEST_SECRET = 'do not pass me on';
    try {
      const converter = await standIn();
      const dir = workDir();
      await converter.convert(inputFile('small.docx', zipBombDocx(1024)), 'docx', dir);
      const settings = fs.readFileSync(path.join(dir, 'profile', 'user', 'registrymodifications.xcu'), 'utf8');
      expect(settings).toContain('<prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop>');
      expect(settings).toContain('<prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop>');
      expect(fs.readdirSync(dir).sort()).toEqual(['document.docx', 'home', 'pdf', 'profile', 'tmp']);
      const environment = fs.readFileSync(path.join(dir, 'home', 'environment'), 'utf8');
      expect(environment).toContain(`HOME=${path.join(dir, 'home')}\n`);
      expect(environment).toContain(`TMPDIR=${path.join(dir, 'tmp')}\n`);
      expect(environment).not.toContain('LECTERN_TEST_SECRET');
    } finally {
      delete process.env.LECTERN_TEST_SECRET;
    }
  });
});

test('LibreOffice runs under the address-space limit given (1 GiB by default)', async () => {
  const dir = workDir('default');
  await (await standIn()).convert(inputFile('small.docx', zipBombDocx(1024)), 'docx', dir);
  expect(fs.readFileSync(path.join(dir, 'home', 'address-space'), 'utf8').trim()).toBe(String(1024 * 1024));
  const converter = await findOfficeConverter({ sofficePath: fakeSoffice(scratch(), log), memoryBytes: 512 * 1024 * 1024 });
  const smaller = workDir('smaller');
  await converter!.convert(inputFile('small.docx', zipBombDocx(1024)), 'docx', smaller);
  expect(fs.readFileSync(path.join(smaller, 'home', 'address-space'), 'utf8').trim()).toBe(String(512 * 1024));
});

test('where this user may make namespaces, LibreOffice runs in a network of its own (no way out)', async () => {
  const allowed = spawnSync('unshare', ['--map-root-user', '--net', '--', 'true']).status === 0;
  const converter = await standIn();
  const dir = workDir();
  await converter.convert(inputFile('small.docx', zipBombDocx(1024)), 'docx', dir);
  const theirs = fs.readFileSync(path.join(dir, 'home', 'network'), 'utf8').trim();
  const ours = fs.readlinkSync('/proc/self/ns/net');
  if (allowed) expect(theirs).not.toBe(ours);
  else expect(theirs).toBe(ours);
});

describe('findOfficeConverter', () => {
  const saved = { PATH: process.env.PATH, SOFFICE_PATH: process.env.SOFFICE_PATH };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('null when SOFFICE_PATH names a file that is not there (PATH is not searched instead)', async () => {
    process.env.SOFFICE_PATH = path.join(scratch(), 'no-such-soffice');
    expect(await findOfficeConverter()).toBeNull();
  });

  test('null when PATH has no soffice or libreoffice and SOFFICE_PATH is unset', async () => {
    delete process.env.SOFFICE_PATH;
    process.env.PATH = workDir('empty-bin');
    expect(await findOfficeConverter()).toBeNull();
  });

  test('finds soffice on PATH, and SOFFICE_PATH or the sofficePath option when set', async () => {
    const bin = workDir('bin');
    fs.copyFileSync(fakeSoffice(scratch(), log), path.join(bin, 'soffice'));
    fs.chmodSync(path.join(bin, 'soffice'), 0o755);
    delete process.env.SOFFICE_PATH;
    process.env.PATH = `${bin}${path.delimiter}${saved.PATH ?? ''}`;
    expect(await findOfficeConverter()).not.toBeNull();
    process.env.PATH = workDir('empty-bin');
    process.env.SOFFICE_PATH = path.join(bin, 'soffice');
    expect(await findOfficeConverter()).not.toBeNull();
    expect(await findOfficeConverter({ sofficePath: path.join(scratch(), 'missing') })).toBeNull();
  });

  test('the message for a server without LibreOffice names the command that turns previews on', () => {
    expect(OFFICE_OFF_MESSAGE).toContain('Office previews are off');
    expect(OFFICE_OFF_MESSAGE).toContain('apt-get install -y libreoffice-writer-nogui libreoffice-impress-nogui');
    expect(OFFICE_LIMITS).toEqual({ timeoutMs: 60_000, memoryBytes: 1024 ** 3, concurrency: 1, maxExpandedBytes: 200 * 1024 * 1024 });
  });
});
