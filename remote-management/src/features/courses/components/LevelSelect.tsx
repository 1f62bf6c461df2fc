import { COURSE_LINK_LEVELS } from '@lectern/shared-api';
import { Select } from '@lectern/shared-ui/forms';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

const LEVEL_OPTIONS = COURSE_LINK_LEVELS.map((level) => ({ value: String(level), label: `${level} Level` }));

export interface LevelSelectProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
  error?: string;
}

/** The level a department takes a course at: 100 to 600, the specification's levels; the forms start at 100. */
export function LevelSelect(field: LevelSelectProps) {
  return <Select {...field} label="Level" options={LEVEL_OPTIONS} />;
}
