// The benchmark's output: a table of NDCG@10, MRR and the share of queries whose first result is
// relevant, overall and per class (and per typo edit), beside an earlier run's when one is given;
// then the figures as one JSON line. The same figures with each query's can be written to a file,
// which a later run reads as its baseline.
import fs from 'node:fs';
import { QUERY_CLASSES, type JudgedQuery } from './judged-queries.ts';
import { meanFigures, type MeanFigures, type QueryFigures } from './metrics.ts';
import { TYPO_EDITS } from './typos.ts';

export interface Scored {
  query: JudgedQuery;
  figures: QueryFigures;
  /** How many listed materials are relevant (grade 1 or more). */
  relevant: number;
}

export interface Results {
  settings: Record<string, string | number>;
  overall: MeanFigures;
  classes: Record<string, MeanFigures>;
  typoEdits: Record<string, MeanFigures>;
  queries: Array<{ class: string; text: string; meant: string; relevant: number; ndcg: number; reciprocalRank: number; firstRelevant: boolean; results: number }>;
}

export function results(scored: readonly Scored[], settings: Results['settings']): Results {
  const meanOf = (keep: (s: Scored) => boolean) => meanFigures(scored.filter(keep).map((s) => s.figures));
  return {
    settings,
    overall: meanOf(() => true),
    classes: Object.fromEntries(QUERY_CLASSES.map((name) => [name, meanOf((s) => s.query.queryClass === name)])),
    typoEdits: Object.fromEntries(TYPO_EDITS.map((edit) => [edit, meanOf((s) => s.query.edit === edit)])),
    queries: scored.map(({ query, figures, relevant }) => ({
      class: query.queryClass,
      text: query.text,
      meant: [query.intent.course, ...query.intent.words].filter(Boolean).join(' '),
      relevant,
      ...figures,
    })),
  };
}

const f2 = (value: number) => value.toFixed(2);
/** The change to 2 decimals; one smaller than that is +0.00 (a baseline file holds 4 decimals). */
function delta(now: number, before: number | undefined): string {
  if (before === undefined) return '';
  const change = Math.round((now - before) * 100) / 100;
  return ` (${change >= 0 ? '+' : ''}${(change === 0 ? 0 : change).toFixed(2)})`;
}

function row(name: string, figures: MeanFigures, before: MeanFigures | undefined): string {
  return (
    `${name.padEnd(24)}${String(figures.queries).padStart(7)}` +
    `${`${f2(figures.ndcg)}${delta(figures.ndcg, before?.ndcg)}`.padStart(17)}` +
    `${`${f2(figures.mrr)}${delta(figures.mrr, before?.mrr)}`.padStart(17)}` +
    `${`${f2(figures.firstRelevant)}${delta(figures.firstRelevant, before?.firstRelevant)}`.padStart(17)}` +
    `${String(figures.noResults).padStart(12)}`
  );
}

/** The table; `baseline`: an earlier run's results, whose figures are shown as differences. */
export function tableLines(now: Results, baseline: Results | null): string[] {
  const lines = [`${'class'.padEnd(24)}${'queries'.padStart(7)}${'NDCG@10'.padStart(17)}${'MRR'.padStart(17)}${'first relevant'.padStart(17)}${'no results'.padStart(12)}`];
  for (const [name, figures] of Object.entries(now.classes)) if (figures.queries > 0) lines.push(row(name, figures, baseline?.classes[name]));
  lines.push(row('all', now.overall, baseline?.overall));
  lines.push('');
  lines.push('typos by edit');
  for (const [name, figures] of Object.entries(now.typoEdits)) if (figures.queries > 0) lines.push(row(`  ${name}`, figures, baseline?.typoEdits[name]));
  return lines;
}

/** One line per query: its figures, the number of relevant materials, what it meant when that is not what it says. */
export function queryLines(now: Results): string[] {
  return now.queries.map(
    (q) =>
      `${q.class.padEnd(22)}${JSON.stringify(q.text).padEnd(34)}ndcg ${f2(q.ndcg)}  rr ${f2(q.reciprocalRank)}  ` +
      `${q.firstRelevant ? 'first relevant' : 'first not     '}  ${String(q.results).padStart(2)} results, ${q.relevant} relevant` +
      (q.meant.toLowerCase() !== q.text.toLowerCase() ? `  (meant: ${q.meant})` : ''),
  );
}

/**
 * Against an earlier run: a note when its settings differ (its figures are then of another
 * corpus), and each query whose NDCG@10 moved, the worst change first.
 */
export function changeLines(now: Results, baseline: Results): string[] {
  const lines: string[] = [];
  const differing = Object.keys(now.settings).filter((key) => key !== 'queries' && now.settings[key] !== baseline.settings[key]);
  if (differing.length > 0) lines.push(`the baseline's settings differ (${differing.map((key) => `${key} ${baseline.settings[key]} there, ${now.settings[key]} here`).join('; ')}): its figures are of another corpus`);
  const before = new Map(baseline.queries.map((q) => [`${q.class}\n${q.text}`, q]));
  const moved = now.queries
    .map((q) => ({ q, was: before.get(`${q.class}\n${q.text}`) }))
    .filter(({ q, was }) => was && Math.abs(q.ndcg - was.ndcg) >= 0.005)
    .sort((a, b) => a.q.ndcg - a.was!.ndcg - (b.q.ndcg - b.was!.ndcg));
  const added = now.queries.filter((q) => !before.has(`${q.class}\n${q.text}`)).length;
  lines.push(`${moved.length} queries' NDCG@10 changed${added > 0 ? `, ${added} queries are new` : ''}${moved.length > 0 ? ':' : ''}`);
  for (const { q, was } of moved) {
    lines.push(`  ${q.class.padEnd(22)}${JSON.stringify(q.text).padEnd(34)}${f2(was!.ndcg)} -> ${f2(q.ndcg)}, first ${was!.firstRelevant ? 'relevant' : 'not'} -> ${q.firstRelevant ? 'relevant' : 'not'}`);
  }
  return lines;
}

/** The figures without each query's, as one JSON line. */
export const jsonLine = (now: Results): string => JSON.stringify({ settings: now.settings, overall: now.overall, classes: now.classes, typoEdits: now.typoEdits });

export function readResults(file: string): Results {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
}

/** Figures to 4 decimals, each query on a line of its own: a file that reads and diffs well. */
export function writeResults(file: string, now: Results): void {
  const rounded = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' ? Math.round(item * 10_000) / 10_000 : item));
  const { queries, ...figures } = now;
  const head = Object.entries(figures).map(([key, value]) => `  ${JSON.stringify(key)}: ${rounded(value)}`);
  const lines = queries.map((query) => `    ${rounded(query)}`);
  fs.writeFileSync(file, `{\n${head.join(',\n')},\n  "queries": [\n${lines.join(',\n')}\n  ]\n}\n`);
}
