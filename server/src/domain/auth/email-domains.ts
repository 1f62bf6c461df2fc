/**
 * The university email rule (ALLOWED_EMAIL_DOMAINS): `unilag.edu.ng` allows exactly that
 * domain, `*.edu` any domain ending in `.edu`. No list allows every domain.
 */
export function isAllowedEmailDomain(email: string, allowed: readonly string[] | null): boolean {
  if (allowed === null) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowed.some((rule) => (rule.startsWith('*.') ? domain.endsWith(rule.slice(1)) : domain === rule));
}
