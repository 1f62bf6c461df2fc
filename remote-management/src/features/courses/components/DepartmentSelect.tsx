import { useDepartments } from '@lectern/shared-api';
import { Select } from '@lectern/shared-ui/forms';
import { useMemo, type ChangeEventHandler, type FocusEventHandler } from 'react';

const NONE: readonly string[] = [];

/** The specification's fallback when the departments cannot be read. */
const DEPARTMENTS_FAILED = 'Failed to fetch departments';

export interface DepartmentSelectProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
  error?: string;
  /** Departments already linked, left out of the list. */
  exclude?: readonly string[];
}

/** The required department of a link or a new course, from the department directory in name order. */
export function DepartmentSelect({ exclude = NONE, ...field }: DepartmentSelectProps) {
  const departments = useDepartments();
  const options = useMemo(
    () =>
      (departments.data ?? [])
        .filter((department) => !exclude.includes(department.id))
        .map((department) => ({ value: department.id, label: department.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [departments.data, exclude],
  );
  return (
    <Select
      {...field}
      label="Department"
      placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
      options={options}
      hint={departments.isError ? DEPARTMENTS_FAILED : undefined}
    />
  );
}
