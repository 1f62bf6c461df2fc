/**
 * A problem the person starting the server must fix (a bad env value, an unwritable
 * DATA_DIR, an unreachable database). main.ts prints its message as one line and exits 1,
 * so the message must say what to change, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export function configError(message: string): StartupError {
  return new StartupError(`Config error: ${message}`);
}
