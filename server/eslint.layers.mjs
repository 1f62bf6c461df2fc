// The server's layers as lint zones (docs/architecture.md, "The server in layers"), generated from
// the folders on disk so a new route folder or domain is covered without a list:
//   routes/<resource>  TypeBox schemas and handlers; never another route folder
//   static/            the pages and remotes (the one-origin server); never a route folder
//   http/              the envelope, errors, auth preHandlers, viewerOf, shared response schemas
//   domain/<resource>  SQL, rules and services; another domain only through its index.ts
//   platform/          config, clock, db, storage, mail, cache, backup: knows no domain
// Each layer imports only the ones below it; setup/ (open, migrate, seed), app.ts and main.ts
// compose them and are imported by nothing in the layers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = './server/src';
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** The names in a folder of src (files and folders), as they are on disk now. */
function entriesOf(folder, { foldersOnly = false } = {}) {
  return readdirSync(path.join(srcDir, folder), { withFileTypes: true })
    .filter((entry) => !foldersOnly || entry.isDirectory())
    .map((entry) => entry.name);
}

const at = (name) => `${SRC}/${name}`;
const COMPOSITION = ['setup', 'app.ts', 'main.ts'].map(at);
const ROUTE_ENTRIES = entriesOf('routes');
const DOMAINS = entriesOf('domain', { foldersOnly: true });

/** No file in `target` imports anything in one of `froms`. */
const refuse = (target, froms, message) => froms.map((from) => ({ target, from, message }));

export const SERVER_LAYER_ZONES = [
  ...ROUTE_ENTRIES.map((entry) => ({
    target: at(`routes/${entry}`),
    from: at('routes'),
    except: [`./${entry}`],
    message: 'A route folder never imports another: what two share belongs in a domain (domain/<resource>/index.ts) or in http/.',
  })),
  ...['static', 'http', 'domain', 'platform', 'setup'].flatMap((layer) =>
    refuse(at(layer), [at('routes')], 'Nothing below routes/ imports a route: move what is shared down into http/ or a domain.'),
  ),
  ...refuse(at('routes'), [at('static'), ...COMPOSITION], 'Routes never import the static server, setup/ or the app: they take what they need through AppDeps.'),
  ...refuse(at('static'), COMPOSITION, 'static/ never imports setup/ or the app: it takes what it needs through its options.'),
  ...refuse(at('http'), [at('static'), ...COMPOSITION], 'http/ sits below the routes and static/: it imports only domains and platform/.'),
  ...refuse(at('domain'), [at('http'), at('static'), ...COMPOSITION], 'A domain knows nothing of HTTP: it imports only other domains (by index.ts) and platform/.'),
  ...refuse(at('platform'), [at('domain'), at('http'), at('static'), ...COMPOSITION], 'platform/ knows no domain: it imports only platform/.'),
  ...DOMAINS.map((domain) => ({
    target: at(`domain/${domain}`),
    from: at('domain'),
    except: [`./${domain}`, ...DOMAINS.filter((other) => other !== domain).map((other) => `./${other}/index.ts`)],
    message: "A domain uses another domain only through its index.ts, never its files: export what you need there.",
  })),
  ...[...['routes', 'static', 'http'].map(at), ...COMPOSITION].map((target) => ({
    target,
    from: at('domain'),
    except: DOMAINS.map((domain) => `./${domain}/index.ts`),
    message: "A domain is used through its index.ts, never its files: export what you need there.",
  })),
];

/** Route files hold schemas and handlers: their SQL lives in the domains. */
export const SERVER_ROUTE_RULES = {
  files: ['server/src/routes/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ImportDeclaration[source.value='kysely']",
        message: 'A route has no SQL: call a function of domain/<resource>/index.ts.',
      },
      {
        selector: "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|with|transaction)$/]",
        message: 'A route has no SQL: call a function of domain/<resource>/index.ts.',
      },
    ],
  },
};
