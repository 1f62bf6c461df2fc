// One LibreOffice run as a child process with limits (docs/documents.md). It starts in a process
// group of its own (soffice is a script that becomes oosplash, which starts soffice.bin), so the
// whole group is killed when the time is up, and again when it exits, so nothing stays behind.
// When the time is up the innermost processes go first: oosplash then reaps soffice.bin, which
// would otherwise be left to PID 1 (in a container without an init, a zombie for good). Should
// this server die before its timer fires, coreutils' `timeout` (when present) is the backstop: it
// kills the group a little after the limit all by itself.
// Its address space is capped by the shell's `ulimit -v` (setrlimit RLIMIT_AS, inherited by
// every process it starts). Where the kernel lets an ordinary user make namespaces,
// `unshare --map-root-user --net` gives it a network of its own with only a loopback that is
// down: no connection leaves the machine, whatever a document links to.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface SofficeRun {
  /** soffice (or libreoffice) and its arguments. */
  command: string[];
  env: Record<string, string>;
  cwd: string;
  timeoutMs: number;
  memoryBytes: number;
  /** The unshare program when a network namespace can be made here, else null. */
  unshare: string | null;
  /** coreutils' timeout program, else null. */
  timeout?: string | null;
}

export interface SofficeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The last few KB of what it printed (stdout and stderr). */
  output: string;
  pid: number;
}

const OUTPUT_KEEP_CHARS = 4096;
// After the group is killed, stdio closes at once; this only guards against a process that left the group.
const CLOSE_GRACE_MS = 2000;
const REAP_GRACE_MS = 500;
// The backstop fires only if this server's own timer could not (it died): well after the limit.
const BACKSTOP_SLACK_SECONDS = 10;

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone already.
  }
}

/** The processes in group `pgid` other than its leader, with their parents (from /proc; none where there is no /proc). */
function followersOf(pgid: number): Array<{ pid: number; parent: number }> {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const followers: Array<{ pid: number; parent: number }> = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === pgid) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (name) ": state, ppid, pgrp, ...
      const [, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid) followers.push({ pid: Number(entry), parent: Number(parent) });
    } catch {
      // It ended while we looked.
    }
  }
  return followers;
}

/** Kills the group's innermost processes, then (after a moment for their parents to reap them) the whole group. */
function stopGroup(pgid: number): NodeJS.Timeout | undefined {
  const followers = followersOf(pgid);
  const innermost = followers.filter(({ pid }) => !followers.some(({ parent }) => parent === pid));
  if (innermost.length === 0) {
    killGroup(pgid);
    return undefined;
  }
  for (const { pid } of innermost) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  return setTimeout(() => killGroup(pgid), REAP_GRACE_MS);
}

/** Runs LibreOffice under the limits; resolves when it has exited (or was killed), rejects only when it cannot start. */
export function runSoffice(run: SofficeRun): Promise<SofficeExit> {
  const isolated = run.unshare ? [run.unshare, '--map-root-user', '--net', '--', ...run.command] : run.command;
  const backstopSeconds = Math.ceil(run.timeoutMs / 1000) + BACKSTOP_SLACK_SECONDS;
  const limited = run.timeout ? [run.timeout, '--signal=KILL', `${backstopSeconds}s`, ...isolated] : isolated;
  const kilobytes = Math.max(1, Math.floor(run.memoryBytes / 1024));
  // $0 is the limit, "$@" the command: nothing of the command is parsed by the shell.
  const child = spawn('/bin/sh', ['-c', 'ulimit -v "$0" && exec "$@"', String(kilobytes), ...limited], {
    cwd: run.cwd,
    env: run.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  return new Promise<SofficeExit>((resolve, reject) => {
    let output = '';
    let timedOut = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let settled = false;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);

    const finish = () => {
      if (settled || !exit) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      clearTimeout(stopping);
      resolve({ ...exit, timedOut, output, pid: child.pid ?? -1 });
    };
    let stopping: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      if (exit) return;
      timedOut = true;
      if (child.pid) stopping = stopGroup(child.pid);
    }, run.timeoutMs);
    let grace: NodeJS.Timeout | undefined;

    child.once('error', (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      // Whatever it started goes with it.
      if (child.pid) killGroup(child.pid);
      grace = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish();
      }, CLOSE_GRACE_MS);
    });
    child.once('close', finish);
  });
}
