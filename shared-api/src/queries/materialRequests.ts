import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialRequest, MaterialRequestAnswer, MaterialRequestInput, MaterialRequestPage, MaterialRequestReceipt } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { materialKeys } from './materials.ts';

// Requests for material: a course's open requests, asking, Me too, and saying an
// upload answers one. Each change refreshes every request list (a Me too moves the order, a new
// request joins it, an answer takes it off).

/** Keys generic to specific: invalidating `all` refreshes every course's list. */
export const materialRequestKeys = {
  all: ['material-requests'] as const,
  course: (courseId: string, page: number) => ['material-requests', 'course', courseId, page] as const,
};

const requestPath = (id: string) => `/material-requests/${encodeURIComponent(id)}`;

/** GET /material-requests?courseId: the course's open requests, most asked for first. */
export const courseRequestsQuery = (courseId: string, page = 1) =>
  queryOptions({
    queryKey: materialRequestKeys.course(courseId, page),
    queryFn: ({ signal }) => apiRequest<MaterialRequestPage>('/material-requests', { query: { courseId, page }, signal }),
  });

/** A course's open requests; `enabled: false` until there is a course (the upload form before one is chosen). */
export const useCourseRequests = (courseId: string | null, page = 1) => useQuery({ ...courseRequestsQuery(courseId ?? '', page), enabled: courseId !== null });

export const askForMaterial = (input: MaterialRequestInput) => apiRequest<MaterialRequestReceipt>('/material-requests', { method: 'POST', body: input });

/** Me too (on: POST) or taking it back (off: DELETE); both idempotent on the server. */
export const setMeToo = (id: string, on: boolean) => apiRequest<MaterialRequest>(`${requestPath(id)}/me-too`, { method: on ? 'POST' : 'DELETE' });

export const answerRequest = (id: string, materialId: string) =>
  apiRequest<MaterialRequestAnswer>(`${requestPath(id)}/answer`, { method: 'POST', body: { materialId } });

/** A mutation after which every request list is asked again. */
function useRequestMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, alsoRefresh: ReadonlyArray<readonly unknown[]> = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [materialRequestKeys.all, ...alsoRefresh]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useAskForMaterial = () => useRequestMutation(askForMaterial);
export const useMeToo = () => useRequestMutation(({ id, on }: { id: string; on: boolean }) => setMeToo(id, on));
/** An answer may count for the uploader at once (an approved upload): their figures are asked again too. */
export const useAnswerRequest = () => useRequestMutation(({ id, materialId }: { id: string; materialId: string }) => answerRequest(id, materialId), [materialKeys.myStats()]);
