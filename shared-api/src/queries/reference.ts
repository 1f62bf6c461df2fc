import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department, Faculty } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { queryKeys } from './keys.ts';

// Reference data changes rarely: fetched once per visit.
export const facultiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.faculties(),
    queryFn: ({ signal }) => apiRequest<Faculty[]>('/faculty', { signal }),
    staleTime: Infinity,
  });

export const departmentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.departments(),
    queryFn: ({ signal }) => apiRequest<Department[]>('/department', { signal }),
    staleTime: Infinity,
  });

export const useFaculties = () => useQuery(facultiesQuery());
export const useDepartments = () => useQuery(departmentsQuery());
