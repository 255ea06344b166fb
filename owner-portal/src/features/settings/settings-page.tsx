import { useGetOwnerQuery } from 'shared-api';
import { Card, ErrorState, PageHeading, SkeletonCards, ThemeToggle } from 'shared-ui';
import styled from 'styled-components';
import { BankDetailsSection } from './bank-details-section';
import { EmailVerificationSection } from './email-verification-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

const Sections = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

const ThemeRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** Reads the owner once for every section; each section saves on its own. */
function OwnerSections({ title, account }: { title: string; account: boolean }) {
  const { data: owner, isLoading } = useGetOwnerQuery();
  return (
    <>
      <PageHeading
        title={title}
        description={
          account
            ? 'Your profile, where rent is paid to, sign-in and how Homestead looks.'
            : 'Your name, phone, e-mail address and password.'
        }
      />
      {isLoading ? (
        <SkeletonCards count={3} label="Loading your account" />
      ) : !owner ? (
        <ErrorState title="Your account could not be loaded" message="Please try again later." />
      ) : (
        <Sections>
          <ProfileSection owner={owner} />
          <EmailVerificationSection owner={owner} />
          {account && <BankDetailsSection owner={owner} />}
          <PasswordSection />
          {account && (
            <Card title="Appearance" titleAs="h2">
              <ThemeRow>
                <span>Light or dark theme</span>
                <ThemeToggle />
              </ThemeRow>
            </Card>
          )}
        </Sections>
      )}
    </>
  );
}

export function SettingsPage() {
  return <OwnerSections title="Settings" account />;
}

export function ProfilePage() {
  return <OwnerSections title="Profile" account={false} />;
}
