import { PROFILE_LEVELS } from '@lectern/shared-api';
import styled from 'styled-components';

/** The settings forms' layout: fields stacked; from 640px the button keeps its own width. */
export const SettingsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    > button { justify-self: start; width: auto; min-width: 12rem; }
  }
`;

/** The levels one studies at, as the Level select offers them. */
export const LEVEL_OPTIONS = PROFILE_LEVELS.map((level) => ({ value: String(level), label: `${level} Level` }));
