import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../logo/logo';
import { BuildingIllustration } from './building-illustration';

export const AUTH_HEADLINE = 'Manage properties, collect payments with ease and confidence';
export const AUTH_SUBLINE = 'Set up your properties and handle payments seamlessly';

const Page = styled.div`
  display: grid;
  grid-template-columns: 2fr 5fr;
  min-height: 100vh;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const BrandPanel = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 32px;
  padding: 40px 32px;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};

  h2 {
    font-size: 1.6rem;
    line-height: 1.25;
    margin: 24px 0 12px;
  }
  p {
    margin: 0;
    opacity: 0.9;
  }
  a {
    color: inherit;
    text-decoration: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const Content = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 40px 24px;
`;

const Inner = styled.div`
  width: 100%;
  max-width: 440px;
`;

/** The two-column page of every sign-in, registration and onboarding screen. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <BrandPanel data-testid="auth-brand-panel">
        <div>
          <a href="/" aria-label="Homestead home">
            <Logo />
          </a>
          <h2>{AUTH_HEADLINE}</h2>
          <p>{AUTH_SUBLINE}</p>
        </div>
        <BuildingIllustration />
      </BrandPanel>
      <Content>
        <Inner>{children}</Inner>
      </Content>
    </Page>
  );
}
