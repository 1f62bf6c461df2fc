import os from 'node:os';
import { loadConfig, type Config } from '../../src/config.ts';

/** A config as the server would read it from these env values, quiet unless LOG_LEVEL is given. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), ...env }, os.tmpdir());
}
