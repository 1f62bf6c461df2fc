// Generated course-like text for the documents benchmark (docs/documents.md, "Scale"): pages of sentences
// whose words follow a Zipf-like law over a vocabulary of a few thousand (English stop words,
// course terms, names, years and numbers, code-like tokens, and made-up technical words for the
// tail), so a few words are in nearly every document and most are in few. Two things real notes
// have that a plain Zipf draw lacks are added: each document repeats its own topic words, and
// holds a few rare terms (from a space of 200,000) that only a handful of documents share.
// Deterministic: the same seed gives the same text, so runs are comparable.
import { WORDS } from '../bulk-data.ts';

/** The most common words; 'english' drops them from the index, as it does in real notes. */
export const STOP_WORDS = [
  'the', 'of', 'and', 'to', 'a', 'in', 'is', 'that', 'for', 'it', 'as', 'with', 'be', 'on', 'are', 'this', 'by', 'we', 'or',
  'at', 'from', 'an', 'which', 'can', 'if', 'not', 'these', 'so', 'then', 'where', 'when', 'has', 'have', 'will', 'each',
  'its', 'into', 'more', 'than', 'all', 'only', 'also', 'such', 'there', 'given', 'let',
];

export const COURSE_TERMS = [
  'integral', 'integrals', 'derivative', 'derivatives', 'differential', 'equation', 'equations', 'matrix', 'matrices', 'vector',
  'vectors', 'eigenvalue', 'eigenvector', 'determinant', 'limit', 'limits', 'series', 'sequence', 'convergence', 'function',
  'functions', 'polynomial', 'theorem', 'proof', 'lemma', 'corollary', 'definition', 'example', 'exercise', 'solution',
  'solutions', 'question', 'questions', 'answer', 'marks', 'exam', 'examination', 'semester', 'lecture', 'tutorial',
  'assignment', 'chapter', 'section', 'figure', 'table', 'page', 'notes', 'summary', 'revision', 'course', 'student',
  'students', 'lecturer', 'department', 'faculty', 'university', 'method', 'model', 'models', 'data', 'sample', 'samples',
  'variance', 'mean', 'median', 'distribution', 'normal', 'binomial', 'poisson', 'regression', 'correlation', 'hypothesis',
  'test', 'confidence', 'interval', 'estimate', 'estimator', 'probability', 'random', 'variable', 'variables', 'expectation',
  'circuit', 'circuits', 'voltage', 'current', 'resistance', 'resistor', 'capacitor', 'inductor', 'impedance', 'thevenin',
  'norton', 'kirchhoff', 'ohm', 'node', 'mesh', 'transistor', 'diode', 'amplifier', 'feedback', 'signal', 'signals',
  'frequency', 'transform', 'laplace', 'fourier', 'filter', 'sampling', 'digital', 'analogue', 'logic', 'gate', 'gates',
  'boolean', 'algorithm', 'algorithms', 'complexity', 'recursion', 'sorting', 'searching', 'graph', 'graphs', 'tree',
  'trees', 'stack', 'queue', 'array', 'pointer', 'pointers', 'memory', 'compiler', 'syntax', 'semantics', 'grammar',
  'automata', 'database', 'query', 'relation', 'normalisation', 'transaction', 'network', 'protocol', 'packet', 'router',
  'operating', 'process', 'thread', 'scheduling', 'deadlock', 'cell', 'cells', 'membrane', 'enzyme', 'enzymes', 'protein',
  'proteins', 'gene', 'genes', 'mutation', 'evolution', 'photosynthesis', 'respiration', 'mitochondria', 'chloroplast',
  'osmosis', 'diffusion', 'tissue', 'organ', 'anatomy', 'physiology', 'neuron', 'hormone', 'bacteria', 'virus', 'immune',
  'antibody', 'reaction', 'reactions', 'molecule', 'molecules', 'atom', 'atoms', 'electron', 'proton', 'neutron', 'bond',
  'bonds', 'covalent', 'ionic', 'acid', 'base', 'titration', 'equilibrium', 'kinetics', 'enthalpy', 'entropy', 'gibbs',
  'oxidation', 'reduction', 'catalyst', 'organic', 'alkane', 'alkene', 'benzene', 'isomer', 'polymer', 'spectroscopy',
  'force', 'forces', 'mass', 'velocity', 'acceleration', 'momentum', 'energy', 'work', 'power', 'torque', 'friction',
  'gravity', 'oscillation', 'wave', 'waves', 'optics', 'lens', 'refraction', 'diffraction', 'interference', 'field',
  'electric', 'magnetic', 'flux', 'induction', 'charge', 'potential', 'heat', 'temperature', 'pressure', 'volume', 'gas',
  'fluid', 'viscosity', 'stress', 'strain', 'beam', 'beams', 'truss', 'load', 'moment', 'shear', 'deflection', 'concrete',
  'steel', 'soil', 'foundation', 'survey', 'drainage', 'market', 'markets', 'demand', 'supply', 'price', 'elasticity',
  'cost', 'revenue', 'profit', 'inflation', 'unemployment', 'monetary', 'fiscal', 'gdp', 'trade', 'tax', 'budget',
  'ledger', 'balance', 'sheet', 'asset', 'assets', 'liability', 'equity', 'depreciation', 'audit', 'journal', 'invoice',
  'contract', 'tort', 'negligence', 'constitution', 'court', 'judgment', 'statute', 'plaintiff', 'defendant', 'evidence',
  'society', 'culture', 'theory', 'theories', 'behaviour', 'cognition', 'perception', 'learning', 'personality',
  'experiment', 'experiments', 'observation', 'result', 'results', 'discussion', 'conclusion', 'introduction', 'objective',
  'apparatus', 'procedure', 'measurement', 'error', 'errors', 'uncertainty', 'graph', 'plot', 'axis', 'slope', 'gradient',
  'area', 'curve', 'region', 'boundary', 'condition', 'conditions', 'initial', 'value', 'values', 'constant', 'parameter',
  'parameters', 'system', 'linear', 'nonlinear', 'stable', 'unstable', 'stability', 'control', 'input', 'output', 'state',
  'design', 'analysis', 'structure', 'properties', 'property', 'rate', 'ratio', 'percentage', 'total', 'average',
  'maximum', 'minimum', 'optimisation', 'constraint', 'lagrange', 'simplex', 'integration', 'parts', 'substitution',
  'partial', 'fractions', 'chain', 'rule', 'product', 'quotient', 'implicit', 'taylor', 'maclaurin', 'newton', 'raphson',
  'bisection', 'interpolation', 'numerical', 'iteration', 'iterative', 'pivot', 'gaussian', 'elimination', 'inverse',
  'transpose', 'orthogonal', 'basis', 'span', 'rank', 'kernel', 'subspace', 'manifold', 'topology', 'group', 'ring',
  'history', 'colonial', 'independence', 'economy', 'policy', 'government', 'election', 'parliament', 'philosophy',
  'ethics', 'logic', 'argument', 'premise', 'fallacy', 'essay', 'reference', 'references', 'bibliography', 'appendix',
];

export const NAMES = [
  'Newton', 'Euler', 'Gauss', 'Leibniz', 'Cauchy', 'Riemann', 'Fourier', 'Laplace', 'Maxwell', 'Faraday', 'Ampere', 'Kelvin',
  'Boltzmann', 'Planck', 'Bohr', 'Schrodinger', 'Heisenberg', 'Darwin', 'Mendel', 'Pasteur', 'Lavoisier', 'Avogadro',
  'Keynes', 'Smith', 'Ricardo', 'Marx', 'Weber', 'Durkheim', 'Piaget', 'Skinner', 'Freud', 'Turing', 'Dijkstra', 'Knuth',
  'Shannon', 'Nyquist', 'Bode', 'Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Chukwu', 'Eze', 'Ibrahim', 'Mohammed', 'Bello',
  'Adebayo', 'Nwosu', 'Obi', 'Achebe', 'Soyinka', 'Mensah', 'Owusu', 'Kamau', 'Otieno', 'Banda', 'Phiri', 'Dlamini',
];

const CODE_TOKENS = [
  'malloc', 'printf', 'scanf', 'int', 'void', 'struct', 'nullptr', 'i++', 'x_1', 'x_2', 'f(x)', 'g(x)', 'O(n)', 'O(n^2)',
  'O(log', 'dy/dx', 'dx', 'np.array', 'def', 'return', 'while', 'SELECT', 'JOIN', 'WHERE', '0x1F', 'int32', 'uint8', 'std::vector',
  'H2O', 'NaCl', 'CO2', 'H2SO4', 'pH', 'kJ/mol', 'm/s', 'N/m2', 'ATP', 'DNA', 'RNA', 'mRNA', 'NADPH', 'v2', 'RC', 'RLC', 'AC',
  'DC', 'CPU', 'RAM', 'TCP/IP', 'HTTP', 'SQL', 'UML', 'x86', 'ARM', 'IEEE', 'ISO', 'R2', 'p-value', 't-test', 'chi-square',
];

const NUMBERS = [
  ...Array.from({ length: 31 }, (_, i) => String(1995 + i)),
  ...Array.from({ length: 40 }, (_, i) => String(i + 1)),
  '0.5', '9.81', '3.14', '100', '1000', '25%', '50%', '2.5', '0.05', '1.96',
];

/** A PRNG (mulberry32): fast and seeded, so every run makes the same text. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SYLLABLES = ['ka', 'ro', 'ti', 'ven', 'lu', 'mar', 'sel', 'do', 'pra', 'ni', 'qua', 'zen', 'tor', 'bi', 'fel', 'gan', 'hy', 'jo', 'lex', 'mo', 'nu', 'pol', 'ri', 'sta', 'ther', 'ul', 'vax', 'wen', 'xi', 'yor'];

/** A made-up word from a number: the tail of the vocabulary and the rare terms ('velmarsta'). */
export function madeUpWord(n: number): string {
  let word = '';
  let rest = n;
  do {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0);
  return word + SYLLABLES[(n * 7) % SYLLABLES.length];
}

/** How many rare terms there are: each is in about documents × 10 / RARE_TERMS documents. */
export const RARE_TERMS = 200_000;
/** The rare terms start past the vocabulary's made-up words, so the two never meet. */
const RARE_OFFSET = 100_000;
export const rareTerm = (n: number): string => madeUpWord(RARE_OFFSET + (n % RARE_TERMS));

const MADE_UP = 2000;
const ZIPF_EXPONENT = 1.05;

/**
 * The vocabulary by rank: stop words, then the real terms (course words, the title words, names,
 * numbers, code-like tokens) shuffled, then the made-up words. Rank 1 is the commonest.
 */
export const VOCABULARY: readonly string[] = (() => {
  const random = randomFrom(20261210);
  const real = shuffled([...new Set([...COURSE_TERMS, ...WORDS, ...NAMES, ...NUMBERS, ...CODE_TOKENS])], random);
  const madeUp = Array.from({ length: MADE_UP }, (_, i) => madeUpWord(i));
  return [...STOP_WORDS, ...real, ...madeUp];
})();

/** Indexes into VOCABULARY by a uniform draw: a lookup table of the Zipf law's inverse CDF. */
const ZIPF_TABLE = (() => {
  const weights = VOCABULARY.map((_, rank) => 1 / (rank + 1) ** ZIPF_EXPONENT);
  const sum = weights.reduce((a, b) => a + b, 0);
  const table = new Uint16Array(1 << 20);
  let cumulative = 0;
  let rank = 0;
  for (let slot = 0; slot < table.length; slot++) {
    const at = (slot + 0.5) / table.length;
    while (rank < VOCABULARY.length - 1 && cumulative + weights[rank]! / sum < at) cumulative += weights[rank++]! / sum;
    table[slot] = rank;
  }
  return table;
})();

/** The rank of a word in VOCABULARY (0 = the commonest), or -1. */
export const rankOf = (word: string): number => VOCABULARY.indexOf(word);

/** About this many characters a PDF page of notes holds. */
export const PAGE_CHARS = 3000;

/**
 * Document `n`'s own words, drawn first from its seed: its dozen topic words and its few rare
 * terms; and the generator, which then writes its sentences. The relevance benchmark
 * (search-relevance/) reads the topic words as what the note is about.
 */
export function documentWords(n: number): { random: () => number; topic: string[]; rare: string[] } {
  const random = randomFrom(n * 2654435761);
  const topic = Array.from({ length: 12 }, () => VOCABULARY[STOP_WORDS.length + Math.floor(random() * (VOCABULARY.length - STOP_WORDS.length))]!);
  const rare = Array.from({ length: 3 + Math.floor(random() * 8) }, () => rareTerm(Math.floor(random() * RARE_TERMS)));
  return { random, topic, rare };
}

/**
 * The pages of document `n`, about `bytes` characters in all: sentences of 6-18 words, 88% of
 * them drawn by Zipf, 10% from the document's own dozen topic words, 2% from its few rare terms.
 */
export function documentPages(n: number, bytes: number): string[] {
  const { random, topic, rare } = documentWords(n);
  const pages: string[] = [];
  let page = '';
  let total = 0;
  while (total < bytes) {
    const length = 6 + Math.floor(random() * 13);
    const words: string[] = [];
    for (let i = 0; i < length; i++) {
      const draw = random();
      if (draw < 0.02) words.push(rare[Math.floor(random() * rare.length)]!);
      else if (draw < 0.12) words.push(topic[Math.floor(random() * topic.length)]!);
      else words.push(VOCABULARY[ZIPF_TABLE[Math.floor(random() * ZIPF_TABLE.length)]!]!);
    }
    const first = words[0]!;
    words[0] = first.charAt(0).toUpperCase() + first.slice(1);
    const sentence = `${words.join(' ')}. `;
    if (page.length + sentence.length > PAGE_CHARS && page.length > 0) {
      pages.push(page.trimEnd());
      page = '';
    }
    page += sentence;
    total += sentence.length;
  }
  if (page) pages.push(page.trimEnd());
  return pages;
}
