// One piece of work on untrusted input in a child process of its own (docs/documents.md): the
// script gets one message, answers one message and exits. A V8 heap limit bounds its memory and
// a time limit its time: past it the child is killed (SIGKILL), so a stalled or hostile file
// costs that process, never the API's event loop or memory.
import { fork, type Serializable } from 'node:child_process';

export interface ChildTaskLimits {
  timeoutMs: number;
  /** The child's V8 heap (--max-old-space-size). */
  heapMb: number;
}

/** The child's answer, or why there is none: it overran its time, or it stopped without answering. */
export type ChildOutcome<T> = { answer: T } | { timedOut: true } | { stopped: string };

export function runChildTask<T>(script: string, request: Serializable, limits: ChildTaskLimits): Promise<ChildOutcome<T>> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => resolve({ timedOut: true }));
    }, limits.timeoutMs);
    child.once('message', (answer: T) => settle(() => resolve({ answer })));
    child.once('error', (error) => settle(() => reject(error)));
    // An exit before any answer: killed for memory, or crashed.
    child.once('exit', (code, signal) => settle(() => resolve({ stopped: signal ?? `exit ${code}` })));
    child.send(request);
  });
}
