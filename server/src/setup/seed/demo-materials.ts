// The demo site's people and materials (DEMO_DATA): a few students who cannot sign in (no
// password) and approved materials on the bundled demo courses, so a first start shows cards,
// search results and recommendations. Texts are short study notes written for the demo.
import type { Classification, Restriction } from '@lectern/shared-api/contract';

export interface DemoStudent {
  key: string;
  firstName: string;
  lastName: string;
  username: string;
  department: string;
  level: number;
}

/** `.invalid` addresses (RFC 2606): no mail can ever reach them. */
export const DEMO_EMAIL_DOMAIN = 'demo.lectern.invalid';

export const DEMO_STUDENTS: DemoStudent[] = [
  { key: 'amaka', firstName: 'Amaka', lastName: 'Obi', username: 'amaka.obi', department: 'Computer Science', level: 200 },
  { key: 'tunde', firstName: 'Tunde', lastName: 'Bello', username: 'tunde.bello', department: 'Mathematics', level: 300 },
  { key: 'zainab', firstName: 'Zainab', lastName: 'Yusuf', username: 'zainab.yusuf', department: 'Physics', level: 100 },
  { key: 'chidi', firstName: 'Chidi', lastName: 'Okafor', username: 'chidi.okafor', department: 'Computer Science', level: 300 },
];

export interface DemoMaterial {
  code: string;
  label: string;
  classification: Classification;
  description: string;
  tags: string[];
  uploader: string;
  restriction?: Restriction;
  /** Popularity and age, so sorts and recommendations have something to order. */
  downloads: number;
  views: number;
  likes: number;
  daysAgo: number;
  /** The body: a few paragraphs, flowed over the pages. */
  paragraphs: string[];
}

const m = (material: DemoMaterial) => material;

export const DEMO_MATERIALS: DemoMaterial[] = [
  m({ code: 'CSC204', label: 'Data Structures: Complete Lecture Notes', classification: 'lecture-notes', uploader: 'amaka', downloads: 182, views: 640, likes: 41, daysAgo: 3,
    description: 'Lists, stacks, queues, trees, heaps and hash tables with worked examples.', tags: ['trees', 'heaps', 'hashing'],
    paragraphs: [
      'A data structure is a way of organising data so that the operations a program needs are cheap. Choosing one is choosing which operations are fast.',
      'Arrays give constant-time access by index but costly insertion in the middle. Linked lists insert and delete in constant time once the position is known, but reach the n-th element only by walking.',
      'A stack is last in, first out: push and pop at one end. A queue is first in, first out. Both are easy to build on an array with a moving index or on a linked list.',
      'A binary search tree keeps smaller keys to the left and larger keys to the right. Searching follows one path, so a balanced tree answers in logarithmic time; a tree built from sorted input degenerates into a list.',
      'A binary heap is a complete tree stored in an array where each parent is no larger than its children. It gives the minimum in constant time and inserts or removes in logarithmic time: the heart of priority queues and heapsort.',
      'A hash table maps keys to buckets with a hash function. With a good function and a load factor kept under control, lookups take constant time on average. Collisions are resolved by chaining or by open addressing.',
    ] }),
  m({ code: 'CSC204', label: 'CSC 204 Past Questions 2021-2024', classification: 'exam-past-questions', uploader: 'chidi', downloads: 240, views: 910, likes: 63, daysAgo: 10,
    description: 'Four years of exam questions on trees, heaps, hashing and complexity.', tags: ['exam', 'past questions'],
    paragraphs: [
      'Question 1. Insert the keys 50, 30, 70, 20, 40, 60, 80 into an empty binary search tree and give its inorder, preorder and postorder traversals.',
      'Question 2. Show the array representation of the min-heap built from 9, 4, 7, 1, 8, 2 by repeated insertion. What is the cost of building a heap of n elements bottom-up?',
      'Question 3. A hash table of size 11 uses h(k) = k mod 11 with linear probing. Insert 22, 1, 13, 11, 24, 33, 18, 42 and show the final table.',
      'Question 4. Compare adjacency lists and adjacency matrices for a sparse graph with 10,000 vertices and 30,000 edges.',
      'Question 5. Prove that a complete binary tree with n nodes has height floor(log2 n).',
    ] }),
  m({ code: 'CSC204', label: 'Tutorial: Balancing Binary Search Trees', classification: 'tutorials', uploader: 'amaka', downloads: 75, views: 300, likes: 18, daysAgo: 20,
    description: 'AVL rotations step by step, with exercises.', tags: ['avl', 'rotations'],
    paragraphs: [
      'An AVL tree keeps the heights of the two subtrees of every node within one of each other. After an insertion, walk back up and fix the first unbalanced node.',
      'Four cases: left-left and right-right need a single rotation; left-right and right-left need two. Draw the three nodes involved and their subtrees before rotating.',
      'Exercise: insert 10, 20, 30, 25, 28, 27 into an empty AVL tree, naming each rotation you perform.',
    ] }),
  m({ code: 'CSC301', label: 'Operating Systems: Scheduling Summary', classification: 'study-guides', uploader: 'chidi', downloads: 98, views: 420, likes: 25, daysAgo: 6,
    description: 'FCFS, SJF, priority and round robin compared, with Gantt charts.', tags: ['scheduling', 'processes'],
    paragraphs: [
      'A scheduler decides which ready process runs next. Criteria: CPU utilisation, throughput, turnaround time, waiting time and response time.',
      'First come, first served is simple but suffers the convoy effect. Shortest job first minimises average waiting time but needs to know burst lengths. Round robin gives each process a time quantum and suits time-sharing.',
      'Draw a Gantt chart for every exercise: it makes waiting and turnaround times easy to read off.',
    ] }),
  m({ code: 'CSC301', label: 'Memory Management Lab Report', classification: 'lab-reports', uploader: 'chidi', restriction: 'view only', downloads: 31, views: 150, likes: 7, daysAgo: 30,
    description: 'Simulating paging with FIFO, LRU and optimal replacement.', tags: ['paging', 'lru', 'lab'],
    paragraphs: [
      'Aim: compare page-fault rates of FIFO, LRU and the optimal algorithm on the same reference string with three and four frames.',
      'Method: a small simulator replays the reference string 7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1 and counts faults for each policy.',
      'Result: with three frames FIFO faulted 15 times, LRU 12 and optimal 9. With four frames FIFO faulted 10 times, showing no anomaly on this string.',
    ] }),
  m({ code: 'CSC305', label: 'SQL and Normalisation Cheat Sheet', classification: 'study-guides', uploader: 'amaka', downloads: 156, views: 520, likes: 39, daysAgo: 4,
    description: 'Joins, grouping, and the normal forms on one page each.', tags: ['sql', 'normalisation', 'databases'],
    paragraphs: [
      'SELECT picks columns, FROM and JOIN combine tables, WHERE filters rows, GROUP BY forms groups and HAVING filters groups. ORDER BY sorts the result.',
      'First normal form: atomic values. Second: no partial dependency on a composite key. Third: no transitive dependency on the key. Boyce-Codd: every determinant is a candidate key.',
      'A transaction is atomic, consistent, isolated and durable. Isolation levels trade anomalies for concurrency.',
    ] }),
  m({ code: 'CSC305', label: 'Database Systems Assignment 2', classification: 'assignments', uploader: 'chidi', downloads: 44, views: 210, likes: 9, daysAgo: 14,
    description: 'Design an ER model for a library and map it to tables.', tags: ['er model', 'assignment'],
    paragraphs: [
      'Design an entity-relationship model for a university library: books, copies, members, loans and reservations. State every assumption.',
      'Map your model to relations, give the primary and foreign keys, and show that each relation is in third normal form.',
      'Write SQL for: the members with overdue loans; the five most borrowed books this year; the copies never borrowed.',
    ] }),
  m({ code: 'CSC101', label: 'Introduction to Programming: Week 1-4 Notes', classification: 'lecture-notes', uploader: 'amaka', downloads: 210, views: 800, likes: 52, daysAgo: 2,
    description: 'Variables, conditions, loops and functions for first-year students.', tags: ['programming', 'beginners'],
    paragraphs: [
      'A program is a sequence of instructions. Variables name values; assignment changes what a name refers to.',
      'Conditions choose between paths; loops repeat a block while a condition holds. Always ask what makes a loop stop.',
      'Functions name a computation and take parameters. Small functions with clear names make programs readable and testable.',
    ] }),
  m({ code: 'CSC402', label: 'Compiler Construction: Parsing Techniques', classification: 'lecture-notes', uploader: 'chidi', downloads: 67, views: 260, likes: 15, daysAgo: 40,
    description: 'LL(1) and LR parsing with FIRST and FOLLOW sets.', tags: ['parsing', 'grammars'],
    paragraphs: [
      'A parser checks that tokens follow the grammar and builds a syntax tree. Top-down parsers expand from the start symbol; bottom-up parsers reduce from the tokens.',
      'FIRST(X) is the set of terminals that can begin a string derived from X; FOLLOW(A) those that can come right after A. An LL(1) table has one entry per non-terminal and lookahead.',
      'LR parsers shift tokens onto a stack and reduce handles. SLR, LALR and canonical LR differ in how they compute lookaheads.',
    ] }),
  m({ code: 'MTH101', label: 'Elementary Mathematics I: Sets and Functions', classification: 'lecture-notes', uploader: 'tunde', downloads: 190, views: 700, likes: 44, daysAgo: 5,
    description: 'Sets, relations, functions and the real number system.', tags: ['sets', 'functions'],
    paragraphs: [
      'A set is a collection of distinct objects. Union, intersection and complement obey De Morgan\'s laws; Venn diagrams make them visible.',
      'A function assigns to each element of its domain exactly one element of its codomain. It is injective when distinct inputs give distinct outputs and surjective when every element of the codomain is reached.',
      'The real numbers are an ordered field with the least upper bound property; that property is what makes limits work.',
    ] }),
  m({ code: 'MTH101', label: 'MTH 101 Past Questions with Solutions', classification: 'exam-past-questions', uploader: 'tunde', downloads: 305, views: 1200, likes: 88, daysAgo: 8,
    description: 'Three years of questions, fully worked.', tags: ['exam', 'solutions'],
    paragraphs: [
      'Question 1. Let A = {1, 2, 3} and B = {2, 3, 4}. Find A union B, A intersection B and A minus B. Solution: {1, 2, 3, 4}, {2, 3} and {1}.',
      'Question 2. Sum the series 1 + 1/2 + 1/4 + ... Solution: a geometric series with ratio 1/2, so the sum is 1 / (1 - 1/2) = 2.',
      'Question 3. Is f(x) = 2x + 3 from R to R a bijection? Solution: yes; its inverse is (x - 3) / 2.',
    ] }),
  m({ code: 'MTH202', label: 'Linear Algebra II: Eigenvalues Explained', classification: 'study-guides', uploader: 'tunde', downloads: 120, views: 450, likes: 30, daysAgo: 12,
    description: 'Characteristic polynomials, diagonalisation and inner products.', tags: ['eigenvalues', 'matrices'],
    paragraphs: [
      'An eigenvector of A is a non-zero vector v with Av = lambda v; lambda is its eigenvalue. Eigenvalues are the roots of det(A - lambda I) = 0.',
      'A matrix with n independent eigenvectors is diagonalisable: A = P D P^-1 with the eigenvectors as the columns of P.',
      'Symmetric real matrices have real eigenvalues and orthogonal eigenvectors: the spectral theorem.',
    ] }),
  m({ code: 'MTH201', label: 'Real Analysis I Tutorial Sheet', classification: 'tutorials', uploader: 'tunde', downloads: 58, views: 230, likes: 12, daysAgo: 18,
    description: 'Epsilon-delta limits and continuity exercises.', tags: ['limits', 'continuity'],
    paragraphs: [
      'Exercise 1. Prove from the definition that the limit of 3x + 1 as x tends to 2 is 7.',
      'Exercise 2. Show that f(x) = x^2 is continuous at every point but not uniformly continuous on the real line.',
      'Exercise 3. Give a function that is continuous at exactly one point.',
    ] }),
  m({ code: 'MTH305', label: 'Abstract Algebra: Groups Assignment', classification: 'assignments', uploader: 'tunde', restriction: 'restricted', downloads: 22, views: 90, likes: 5, daysAgo: 25,
    description: 'Subgroups, cosets and Lagrange\'s theorem. For Mathematics students.', tags: ['groups', 'assignment'],
    paragraphs: [
      'Problem 1. List the subgroups of Z12 and draw their lattice.',
      'Problem 2. Prove Lagrange\'s theorem: the order of a subgroup of a finite group divides the order of the group.',
      'Problem 3. Show that every group of prime order is cyclic.',
    ] }),
  m({ code: 'STA202', label: 'Probability Theory Formula Sheet', classification: 'study-guides', uploader: 'tunde', downloads: 143, views: 500, likes: 35, daysAgo: 9,
    description: 'Distributions, expectation and variance at a glance.', tags: ['probability', 'distributions'],
    paragraphs: [
      'Binomial(n, p): mean np, variance np(1 - p). Poisson(lambda): mean and variance lambda. Normal(mu, sigma^2): symmetric about mu.',
      'Expectation is linear: E[aX + bY] = aE[X] + bE[Y]. Variance is not: Var(X + Y) = Var(X) + Var(Y) + 2Cov(X, Y).',
      'Bayes: P(A | B) = P(B | A) P(A) / P(B).',
    ] }),
  m({ code: 'PHY101', label: 'General Physics I: Mechanics Notes', classification: 'lecture-notes', uploader: 'zainab', downloads: 170, views: 610, likes: 40, daysAgo: 7,
    description: 'Kinematics, Newton\'s laws, work and energy.', tags: ['mechanics', 'newton'],
    paragraphs: [
      'Kinematics describes motion: displacement, velocity and acceleration. With constant acceleration, v = u + at and s = ut + at^2 / 2.',
      'Newton\'s second law: the net force equals mass times acceleration. Draw a free-body diagram before writing any equation.',
      'Work is force times displacement along the force. Kinetic energy changes by the net work done; in a conservative field mechanical energy is conserved.',
    ] }),
  m({ code: 'PHY101', label: 'PHY 101 Lab: Simple Pendulum', classification: 'lab-reports', uploader: 'zainab', downloads: 64, views: 240, likes: 14, daysAgo: 15,
    description: 'Measuring g from the period of a simple pendulum.', tags: ['pendulum', 'lab'],
    paragraphs: [
      'Aim: determine the acceleration due to gravity from the period of a simple pendulum.',
      'Method: time 20 oscillations for lengths from 0.2 m to 1.0 m, and plot T squared against length.',
      'Result: the slope gave g = 9.79 m/s^2, within 0.2% of the accepted value. Timing by hand was the largest error.',
    ] }),
  m({ code: 'PHY203', label: 'Electromagnetism Past Questions', classification: 'exam-past-questions', uploader: 'zainab', downloads: 88, views: 330, likes: 19, daysAgo: 22,
    description: 'Gauss\'s law, Ampere\'s law and induction questions.', tags: ['exam', 'maxwell'],
    paragraphs: [
      'Question 1. Use Gauss\'s law to find the field of an infinite line charge with density lambda.',
      'Question 2. Find the magnetic field inside a long solenoid with n turns per metre carrying current I.',
      'Question 3. A loop of area A rotates at angular speed omega in a field B. Find the induced EMF.',
    ] }),
  m({ code: 'MTH101', label: 'Study Guide: How to Read a Proof', classification: 'other', uploader: 'zainab', downloads: 40, views: 160, likes: 11, daysAgo: 35,
    description: 'A short guide for first-year students meeting proofs for the first time.', tags: ['proofs', 'study skills'],
    paragraphs: [
      'Read the statement first and say what is given and what must be shown. Try a small example before reading further.',
      'Each line of a proof should follow from earlier lines, definitions or known results. When a step is not clear, find which of these it uses.',
      'After reading, close the book and write the proof again in your own words.',
    ] }),
  m({ code: 'CSC201', label: 'Computer Programming I: Arrays and Records', classification: 'tutorials', uploader: 'amaka', downloads: 92, views: 350, likes: 21, daysAgo: 11,
    description: 'Practice problems on arrays, strings and records.', tags: ['arrays', 'practice'],
    paragraphs: [
      'Exercise 1. Read ten numbers into an array and print them in reverse order.',
      'Exercise 2. Find the second largest element of an array in one pass.',
      'Exercise 3. Define a record for a student (name, matric number, scores) and compute each student\'s average.',
    ] }),
];
