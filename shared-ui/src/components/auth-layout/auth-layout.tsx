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
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 40px 24px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    justify-content: flex-start;
    padding-top: 24px;
  }
`;

/** The brand on a phone, where the brand panel is hidden: the logo home and the headline. */
const PhoneBrand = styled.header`
  width: 100%;
  max-width: 440px;
  margin-bottom: 28px;
  color: ${({ theme }) => theme.color.brand};

  a {
    color: inherit;
    text-decoration: none;
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  @media (min-width: calc(${({ theme }) => theme.breakpoint.mobile} + 1px)) {
    display: none;
  }
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
        <PhoneBrand data-testid="auth-phone-brand">
          <a href="/" aria-label="Homestead home">
            <Logo />
          </a>
          <p>{AUTH_HEADLINE}</p>
        </PhoneBrand>
        <Inner>{children}</Inner>
      </Content>
    </Page>
  );
}
