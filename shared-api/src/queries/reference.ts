import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department, Faculty } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { queryKeys } from './keys.ts';

// Reference data changes rarely (the server loads it into an empty database): fetched once per
// visit and kept even while no page shows it, so every form that mounts a department picker
// finds it at once. A new visit revalidates with the ETag and usually gets a 304.
export const facultiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.faculties(),
    queryFn: ({ signal }) => apiRequest<Faculty[]>('/faculty', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const departmentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.departments(),
    queryFn: ({ signal }) => apiRequest<Department[]>('/department', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useFaculties = () => useQuery(facultiesQuery());
export const useDepartments = () => useQuery(departmentsQuery());
