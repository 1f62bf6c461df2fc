// Words the specification does not give; short and plain, in its voice (docs/spec-resolutions.md).
export const UNKNOWN_FACULTY = 'Choose a faculty from the list';
export const UNKNOWN_DEPARTMENT = 'Choose a department from the list';
