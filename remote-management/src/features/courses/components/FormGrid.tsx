import styled from 'styled-components';

/** The course forms' layout: one column of full-width fields, phone to desktop. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;
