import styled from 'styled-components';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 48rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A portal page's heading and the line under it that says what the page is for. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Header>
      <h1>{title}</h1>
      <p>{intro}</p>
    </Header>
  );
}
