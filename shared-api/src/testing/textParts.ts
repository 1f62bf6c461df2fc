/** The text parts of a multipart body a faked call carried, by name (its files left out). */
export function textPartsOf(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter((part): part is [string, string] => typeof part[1] === 'string'));
}
