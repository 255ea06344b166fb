import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Code = styled.p`
  font-size: 4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.brand} !important;
`;

const HomeLink = styled(Link)`
  margin-top: 16px;
  padding: 12px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 600;
  text-decoration: none;
`;

/** A full-page error (404, 500) with a way back home. */
export function ErrorPage({
  code,
  title,
  message,
}: {
  code: number;
  title: string;
  message: string;
}) {
  return (
    <Page>
      <title>{`${title} · Homestead`}</title>
      <Code>{code}</Code>
      <h1>{title}</h1>
      <p>{message}</p>
      <HomeLink to="/">Go Home</HomeLink>
    </Page>
  );
}
