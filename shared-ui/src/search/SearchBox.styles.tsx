import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const Form = styled.form`
  width: 100%;
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  /* A phone gives the placeholder all the room there is (the spec's 'Enter a course code or
     course title' is long): the leading icon goes, the Search button keeps its own. */
  ${({ theme }) => theme.media.belowSm} {
    padding-left: ${({ theme }) => theme.space.sm};
    > svg:first-child { display: none; }
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem; /* 16px keeps iOS from zooming on focus */

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  /* The spec's hint ('Enter a course code or course title') is long: on a phone a size below the
     global rule's, for the placeholder only (the typed text stays at 16px: iOS zooms below it). */
  ${({ theme }) => theme.media.belowSm} {
    &::placeholder { font-size: ${({ theme }) => theme.fontSizes.xs}; }
  }
  &:focus-visible { outline: none; }
`;

export const SearchButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }

`;

export function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: ${({ theme }) => theme.sizes.suggestionListMaxHeight};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: left;

  ul { list-style: none; margin: 0; padding: ${({ theme }) => theme.space.xs}; }
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

export const OptionTitle = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const OptionSubtitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TypeBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

export const SkeletonRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Status = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
