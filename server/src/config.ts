import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configError } from './errors.ts';

export const REMOTE_NAMES = ['landing', 'auth', 'student', 'management'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  referenceDataFile: string | null;
  remotes: Record<RemoteName, string>;
  staticRoot: string;
  logLevel: LogLevel;
}

// src/config.ts and dist/config.js sit at the same depth, so the repo root is two levels up
// from either; the shell and remote builds live there in one-origin mode.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Env = Record<string, string | undefined>;

/** Read and validate the environment once; throws a StartupError naming the variable to fix. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'));
  const publicUrl = read('PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(publicUrl)) throw configError('PUBLIC_URL must be an http(s) URL, e.g. https://lectern.example.edu');

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/[^/]/.test(databaseUrl)) {
    throw configError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const value = read(variable) ?? `/remotes/${name}/mf-manifest.json`;
    if (!value.startsWith('/') && !isHttpUrl(value)) {
      throw configError(`${variable} must be an http(s) URL or a path starting with /`);
    }
    remotes[name] = value;
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw configError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const referenceData = read('REFERENCE_DATA');
  const staticRoot = read('STATIC_ROOT');
  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? './.data'),
    databaseUrl,
    referenceDataFile: referenceData ? path.resolve(cwd, referenceData) : null,
    remotes,
    staticRoot: staticRoot ? path.resolve(cwd, staticRoot) : REPO_ROOT,
    logLevel: logLevel as LogLevel,
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw configError('PORT must be an integer 1-65535');
  }
  return port;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
