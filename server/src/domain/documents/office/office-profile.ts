// The fresh LibreOffice user profile each conversion gets (docs/documents.md): its settings file,
// registrymodifications.xcu, written before LibreOffice first starts on it. The names and
// defaults are those of the installed schema (share/registry/main.xcd, writer.xcd):
// - Common/Security/Scripting/MacroSecurityLevel 3 ("very high": only macros from trusted
//   locations run, and there are none) and DisableMacrosExecution true (no macro runs at all);
// - BlockUntrustedRefererLinks true: a document outside the (empty) trusted locations may not
//   fetch the images and other resources it links to;
// - Writer/Content/Update/Link 0: Writer never updates links to other files when it loads a
//   document (sw/inc/linkenum.hxx: 0 never, 1 on request, the default, 2 always).
import fs from 'node:fs';
import path from 'node:path';

const SETTINGS: ReadonlyArray<[path: string, name: string, value: string]> = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
];

export const PROFILE_SETTINGS_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
  SETTINGS.map(([item, name, value]) => `<item oor:path="${item}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>\n`).join('') +
  '</oor:items>\n';

/** Makes the profile folder `profileDir` (LibreOffice's UserInstallation) with the settings above. */
export async function writeOfficeProfile(profileDir: string): Promise<void> {
  const user = path.join(profileDir, 'user');
  await fs.promises.mkdir(user, { recursive: true });
  await fs.promises.writeFile(path.join(user, 'registrymodifications.xcu'), PROFILE_SETTINGS_XML, { flag: 'wx' });
}
