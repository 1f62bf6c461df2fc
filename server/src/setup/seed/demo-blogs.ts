// The demo site's blog (DEMO_DATA): a few approved posts by the demo students, so a first start
// shows a living peer community at /dashboard/blogs, and one pending post, so the Blogs Review
// queue has something to review. Plain posts written for the demo.
import type { BlogType, ReviewStatus } from '@lectern/shared-api/contract';

export interface DemoBlog {
  title: string;
  type: BlogType;
  description: string;
  /** Paragraphs, stored joined by blank lines (how the post page splits them). */
  paragraphs: string[];
  tags: string[];
  /** A demo student's key (DEMO_STUDENTS). */
  author: string;
  reviewStatus: Extract<ReviewStatus, 'approved' | 'pending'>;
  views: number;
  likes: number;
  daysAgo: number;
  /** A heading image: a gradient between two colours (#rrggbb); none shows the card's icon. */
  banner?: [string, string];
}

const b = (blog: DemoBlog) => blog;

export const DEMO_BLOGS: DemoBlog[] = [
  b({ author: 'amaka', type: 'study_tips', reviewStatus: 'approved', views: 214, likes: 37, daysAgo: 2, banner: ['#2f3fc4', '#7fb3ff'],
    title: 'Five habits that got me through CSC 204',
    description: 'Data Structures looked impossible in week two. These small habits turned it around.',
    tags: ['study habits', 'csc204', 'data structures', 'revision', 'time management'],
    paragraphs: [
      'I nearly dropped Data Structures after the first test. What changed was not how long I studied but how I spent the time.',
      'One: draw every structure by hand before coding it. A tree on paper shows you the edge cases a blank editor hides.',
      'Two: after each lecture, write one question you could not answer and bring it to the tutorial. Three: work one past question every day, even a short one.',
      'Four: study in a group of three, not ten. Five: sleep before the exam. The night I stayed up was the test I did worst in.',
    ] }),
  b({ author: 'tunde', type: 'exam_prep', reviewStatus: 'approved', views: 180, likes: 29, daysAgo: 5,
    title: 'How I prepare for MTH 101 in two weeks',
    description: 'A day-by-day plan built around past questions, with time kept for the topics that always come up.',
    tags: ['exams', 'mth101', 'past questions'],
    paragraphs: [
      'Two weeks is enough for MTH 101 if you start from the past questions rather than the textbook.',
      'Days 1 to 3: go through three years of questions and sort them by topic. Sets, functions and series come up every year.',
      'Days 4 to 10: one topic a day. Read the notes only for the questions you could not do. Days 11 to 13: full papers under time. Day 14: rest and look over your mistakes list.',
    ] }),
  b({ author: 'zainab', type: 'campus_life', reviewStatus: 'approved', views: 96, likes: 18, daysAgo: 9, banner: ['#067647', '#a6e3c4'],
    title: 'My first semester: what I wish I had known',
    description: 'Registration, the library, and why the first lab report matters more than it seems.',
    tags: ['first year', 'campus', 'advice', 'hostel'],
    paragraphs: [
      'Register your courses in the first week, even if the portal is slow. Late registration cost a friend a whole course.',
      'The library is quiet before ten in the morning. After that, the reading rooms fill up quickly.',
      'Take the first lab report seriously. The demonstrators mark the rest the same way, so learning the format early pays off all year.',
    ] }),
  b({ author: 'chidi', type: 'course_review', reviewStatus: 'approved', views: 75, likes: 12, daysAgo: 14,
    title: 'CSC 301 Operating Systems: an honest review',
    description: 'Heavy reading, great labs. What to expect and how to keep up.',
    tags: ['csc301', 'operating systems', 'review'],
    paragraphs: [
      'Operating Systems has the most reading of any 300 level course, but the labs make it worth it.',
      'The scheduling and memory labs are where the lectures finally make sense. Do them yourself; copying the code teaches nothing.',
      'Keep a one-page summary per topic. By the exam you will have twelve pages instead of three hundred.',
    ] }),
  b({ author: 'chidi', type: 'career', reviewStatus: 'pending', views: 0, likes: 0, daysAgo: 1,
    title: 'Landing a first internship at 300 level',
    description: 'What I put on my CV, where I applied, and what the interviews asked.',
    tags: ['internship', 'career', 'cv'],
    paragraphs: [
      'I applied to twelve companies and heard back from three. The CV that worked was one page with two projects on it.',
      'Every interview asked me to explain a project from start to finish, so pick ones you built yourself.',
    ] }),
];
