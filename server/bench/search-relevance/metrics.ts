// The relevance figures of one query's first page, and their means.
//   NDCG@10: the page's discounted cumulative gain over the ideal one's, gain 2^grade - 1 (a
//     grade-3 material is worth seven grade-1 ones, as in most graded test collections), discount
//     log2(rank + 1); the ideal page is the judged set's best ten, highest grade first.
//   Reciprocal rank: 1 / the rank of the first result of grade 1 or more; 0 when none in the page.
//   First relevant: whether the first result has grade 1 or more.
export const CUTOFF = 10;

export interface QueryFigures {
  ndcg: number;
  reciprocalRank: number;
  firstRelevant: boolean;
  /** How many results the page had. */
  results: number;
}

const gain = (grade: number) => 2 ** grade - 1;

/** DCG of grades in rank order, the first CUTOFF. */
function dcg(grades: readonly number[]): number {
  return grades.slice(0, CUTOFF).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);
}

/** `pageGrades`: the grade of each result, in the order returned (0 for an unjudged one); `idealGrades`: every relevant grade, highest first. */
export function queryFigures(pageGrades: readonly number[], idealGrades: readonly number[]): QueryFigures {
  const ideal = dcg(idealGrades);
  const first = pageGrades.slice(0, CUTOFF).findIndex((grade) => grade > 0);
  return {
    ndcg: ideal > 0 ? dcg(pageGrades) / ideal : 0,
    reciprocalRank: first >= 0 ? 1 / (first + 1) : 0,
    firstRelevant: (pageGrades[0] ?? 0) > 0,
    results: Math.min(pageGrades.length, CUTOFF),
  };
}

export interface MeanFigures {
  queries: number;
  ndcg: number;
  mrr: number;
  /** The share of queries whose first result is relevant. */
  firstRelevant: number;
  /** Queries whose page was empty. */
  noResults: number;
}

export function meanFigures(figures: readonly QueryFigures[]): MeanFigures {
  const mean = (value: (f: QueryFigures) => number) => (figures.length > 0 ? figures.reduce((sum, f) => sum + value(f), 0) / figures.length : 0);
  return {
    queries: figures.length,
    ndcg: mean((f) => f.ndcg),
    mrr: mean((f) => f.reciprocalRank),
    firstRelevant: mean((f) => (f.firstRelevant ? 1 : 0)),
    noResults: figures.filter((f) => f.results === 0).length,
  };
}
