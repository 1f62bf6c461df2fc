import os from 'node:os';
import { loadConfig, type Config } from '../../src/platform/config.ts';

/**
 * A config as the server would read it from these env values, quiet unless LOG_LEVEL is given.
 * Event-loop load shedding is off unless asked for: a busy test machine is not an overloaded
 * server (test/faults/overload.test.ts turns it on).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), MAX_EVENT_LOOP_DELAY_MS: '0', ...env }, os.tmpdir());
}
