/** host:port/database of a PostgreSQL URL for messages and logs: never its password. */
export function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}
