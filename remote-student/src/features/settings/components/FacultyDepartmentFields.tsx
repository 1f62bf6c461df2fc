import type { Faculty } from '@lectern/shared-api';
import { Select } from '@lectern/shared-ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChangeEvent, FocusEvent } from 'react';

/** What fieldProps() gives for one select. */
interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
  error?: string;
}

export interface FacultyDepartmentFieldsProps {
  faculties: UseQueryResult<Faculty[]>;
  faculty: FieldBinding;
  department: FieldBinding;
  /** A new faculty must also clear the department, which belonged to the old one. */
  onFacultyChange: (facultyId: string) => void;
}

/**
 * The faculty, then one of its departments: the way the profile and the moderator application
 * both pick where someone studies.
 */
export function FacultyDepartmentFields({ faculties, faculty, department, onFacultyChange }: FacultyDepartmentFieldsProps) {
  const chosenFaculty = faculties.data?.find((item) => item.id === faculty.value);
  const facultyOptions = (faculties.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const departmentOptions = (chosenFaculty?.departments ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <>
      <Select
        {...faculty}
        label="Faculty"
        placeholder={faculties.isPending ? 'Loading faculties...' : faculties.isError ? 'Faculties unavailable' : 'Select your faculty'}
        options={facultyOptions}
        disabled={!faculties.isSuccess}
        onChange={(event) => onFacultyChange(event.target.value)}
      />
      <Select
        {...department}
        label="Department"
        placeholder={chosenFaculty ? 'Select your department' : 'Choose a faculty first'}
        options={departmentOptions}
        disabled={!chosenFaculty}
      />
    </>
  );
}
