import { useMutation } from '@tanstack/react-query';
import type { MaterialReportInput } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';

/**
 * POST /materials/:id/report. One open report per person and material: a second one is a
 * 409 CONFLICT, which callers show as "already reported". Nothing cached changes: the
 * material stays as the reporter sees it until staff decide.
 */
export const reportMaterial = (materialId: string, body: MaterialReportInput) =>
  apiRequest<unknown>(`/materials/${encodeURIComponent(materialId)}/report`, { method: 'POST', body });

export function useReportMaterial(materialId: string) {
  return useMutation({ mutationFn: (body: MaterialReportInput) => reportMaterial(materialId, body).then(() => undefined) });
}
