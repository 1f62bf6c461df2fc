// What is missing, asked for: a student asks for material a search did not find,
// others say "Me too", an uploader says which upload answers a request, and staff see what is most
// asked for and which searches found nothing. Limits and words both sides use live here.
import type { MaterialCourse } from './materials.ts';
import type { Paged } from './api.ts';
import { normaliseCourseCode } from './search.ts';

/** A request's text, trimmed: "CSC 204 past questions 2023". */
export const MATERIAL_REQUEST_TEXT_MIN = 3;
export const MATERIAL_REQUEST_TEXT_MAX = 200;
/** Open requests one person may have written at once: asking stays a request, not a wish list. */
export const MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX = 20;
/** A course page lists this many open requests a page. */
export const MATERIAL_REQUESTS_PAGE_SIZE = 20;
/**
 * A search that finds fewer materials than this is a search with few results: the server then
 * tries closer spellings, and the search page offers "Ask for this material".
 */
export const SEARCH_FEW_RESULTS = 3;
/** The portal's overview counts searches that found nothing over this many days, today included. */
export const UNMET_SEARCH_DAYS = 30;
/** The overview's panels: the most asked-for open requests, and per course its top searches that found nothing. */
export const MOST_ASKED_SHOWN = 10;
export const UNMET_SEARCH_COURSES_SHOWN = 10;
export const UNMET_SEARCH_QUERIES_SHOWN = 5;

export const MATERIAL_REQUEST_STATUSES = ['open', 'answered'] as const;
export type MaterialRequestStatus = (typeof MATERIAL_REQUEST_STATUSES)[number];

/** One request for material, as the person asking sees it. */
export interface MaterialRequest {
  id: string;
  course: MaterialCourse;
  /** As its author wrote it; shown as text, never as markup. */
  text: string;
  status: MaterialRequestStatus;
  /** Everyone who asked for it: its author and each "Me too". */
  askers: number;
  /** The person asking wrote it. */
  mine: boolean;
  /** The person asking said "Me too" (false on their own request: they asked already). */
  meToo: boolean;
  /** The approved material that answered it; null while open. */
  answeredBy: string | null;
  createdAt: string;
}

/** POST /material-requests. */
export interface MaterialRequestInput {
  courseId: string;
  text: string;
}

/**
 * The answer to POST /material-requests: 201 with a new request, or 200 with the open request of
 * the course that already asks for the same thing (case, spacing and punctuation aside), which the
 * person has now joined with a "Me too" (`joined`).
 */
export interface MaterialRequestReceipt {
  request: MaterialRequest;
  joined: boolean;
  message: string;
}

/** GET /material-requests: a course's open requests, most asked for first. */
export interface MaterialRequestQuery {
  courseId: string;
  page?: number;
  limit?: number;
}

export type MaterialRequestPage = Paged<MaterialRequest>;

/** POST /material-requests/:id/answer: one of one's own uploads answers the request. */
export interface MaterialRequestAnswerInput {
  materialId: string;
}

/** The answer to POST /material-requests/:id/answer: the request as it now is, and what happens next. */
export interface MaterialRequestAnswer {
  request: MaterialRequest;
  message: string;
}

/** One of the most asked-for open requests (the portal's overview). */
export interface MostAskedRequest {
  id: string;
  course: MaterialCourse;
  text: string;
  askers: number;
  createdAt: string;
}

/** Searches that found nothing for one course (null: searches that named no course). */
export interface UnmetSearchCourse {
  course: MaterialCourse | null;
  /** Every such search of the course in the period. */
  searches: number;
  /** Its most repeated searches, most first. */
  queries: Array<{ query: string; searches: number }>;
}

/** GET /review/material-gaps (staff): what students want and cannot find. */
export interface MaterialGaps {
  /** The first day counted (YYYY-MM-DD, UTC): UNMET_SEARCH_DAYS days up to today. */
  since: string;
  mostAsked: MostAskedRequest[];
  unmetSearches: UnmetSearchCourse[];
}

// A course code inside a sentence: letters, an optional space or dash, three or four digits ("CSC 204 past questions").
const CODE_IN_TEXT = /(?:^|[^\p{L}\p{N}])(\p{L}{2,6})[\s-]?(\d{3,4})(?![\p{L}\p{N}])/u;

/** The first course code written in a text, normalised ('CSC204'), or null: what a search or request names. */
export function courseCodeIn(text: string): string | null {
  const match = CODE_IN_TEXT.exec(text);
  return match ? normaliseCourseCode(`${match[1]}${match[2]}`) : null;
}

export const MATERIAL_REQUEST_MESSAGES = {
  ask: 'Ask for this material',
  meToo: 'Me too',
  heading: 'Requested materials',
  textRequired: 'Say what material you need',
  textTooShort: `Say a little more: at least ${MATERIAL_REQUEST_TEXT_MIN} characters`,
  textTooLong: `Keep it to ${MATERIAL_REQUEST_TEXT_MAX} characters`,
  courseRequired: 'Choose the course the material is for',
  courseUnknown: 'Choose a course from the list',
  created: 'Your request is up on the course page. We will tell you when someone answers it.',
  joined: 'Someone already asked for this: we added your Me too and will tell you when it is answered.',
  alreadyAsked: 'You already asked for this. We will tell you when it is answered.',
  unverified: 'Verify your email address before asking for material.',
  tooManyOpen: `You have ${MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX} open requests. Wait for some to be answered before asking for more.`,
  notFound: 'This request does not exist.',
  alreadyAnswered: 'This request was already answered.',
  ownRequest: 'You asked for this yourself: it stays open until an upload answers it.',
  materialRequired: 'Choose one of your uploads',
  materialUnknown: 'Choose one of your uploads',
  notYourUpload: 'Only the person who uploaded a material can say it answers a request.',
  materialRejected: 'A rejected upload cannot answer a request.',
  otherCourse: "This upload is for another course than the request's.",
  answerRecorded: 'Thanks! Everyone who asked will be told once your upload is approved.',
  answered: 'Thanks! Everyone who asked has been told.',
  answeredTitle: 'A material you asked for is here',
  answeredBody: (label: string, request: string) => `"${label}" answers your request "${request}".`,
} as const;
