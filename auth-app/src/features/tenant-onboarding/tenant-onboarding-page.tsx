import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { saveInvitation, selectSessionRole, useAppSelector } from 'shared-api';
import type { Tenant, TenantStage } from 'shared-api/contract';
import { AuthLayout, Button, ErrorState, PageHeading, SkeletonCards, StageLabels } from 'shared-ui';
import { AuthFooter } from '../../components/auth-footer';
import { useGetInvitedTenantQuery } from './api';
import { BackgroundCheckForm } from './background-check-form';
import { CheckFailed, CheckPassed, CheckSubmitted } from './check-outcome';
import { SignLease } from './sign-lease';

const stages = ['Sign up', 'Background Check', 'Sign Lease'] as const;
const leaseStages: TenantStage[] = ['lease_sent', 'lease_signed', 'payment', 'lease_active'];

/** An invitation token is a signed token of three dot-separated parts; anything else is cut short. */
const wellFormed = (token: string | null): token is string =>
  token !== null && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

function SignInInstead() {
  return (
    <AuthFooter>
      Already created your password? <Link to="/tenant/signin">Sign in</Link>
    </AuthFooter>
  );
}

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeading title={title} description={message} />
      <p>{message}</p>
      <SignInInstead />
    </>
  );
}

function PaymentReported({ tenant }: { tenant: Tenant }) {
  return (
    <>
      <PageHeading
        title="Payment reported"
        description="The owner confirms the transfer when it arrives."
      />
      <p>
        Thank you. The owner will confirm your payment when the transfer arrives, and your lease
        becomes active then.
      </p>
      {tenant.hasAccount ? (
        <Link to="/tenant">Go to your dashboard</Link>
      ) : (
        <>
          <p>Create your password to sign in and follow your lease.</p>
          <Link to="/create-password">Create your password</Link>
        </>
      )}
    </>
  );
}

function StepFor({ token, tenant }: { token: string | null; tenant: Tenant }) {
  const [changing, setChanging] = useState(false);
  switch (tenant.stage) {
    case 'check_failed':
      return <CheckFailed tenant={tenant} />;
    case 'background_check':
      return tenant.backgroundCheck.status === 'Pending' && !changing ? (
        <CheckSubmitted tenant={tenant} onChange={() => setChanging(true)} />
      ) : (
        <BackgroundCheckForm token={token} tenant={tenant} onSubmitted={() => setChanging(false)} />
      );
    case 'create_lease':
      return <CheckPassed tenant={tenant} />;
    case 'lease_sent':
    case 'lease_signed':
      return <SignLease token={token} tenant={tenant} />;
    default:
      return <PaymentReported tenant={tenant} />;
  }
}

function Invitation({ token }: { token: string | null }) {
  const invited = useGetInvitedTenantQuery(token);
  const tenant = invited.data;

  useEffect(() => {
    // Kept for /create-password, the last step of the invitation.
    if (token && tenant && !tenant.hasAccount) void saveInvitation({ token, email: tenant.email });
  }, [token, tenant]);

  if (invited.isLoading) return <SkeletonCards count={2} label="Loading your invitation" />;
  if (!tenant) {
    const status = invited.error && 'status' in invited.error ? invited.error.status : undefined;
    return status === 401 ? (
      <LinkProblem
        title="This invitation link has expired"
        message="The link has expired or was replaced by a newer one. Ask the owner who invited you to send the invitation again: the new e-mail brings you back to where you left off."
      />
    ) : (
      <ErrorState
        title="Your invitation could not be loaded"
        message="Please check your connection and try again."
        action={<Button onClick={() => void invited.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <>
      <StageLabels
        stages={stages}
        currentIndex={leaseStages.includes(tenant.stage) ? 2 : 1}
        label="Onboarding"
      />
      <StepFor token={token} tenant={tenant} />
    </>
  );
}

/** The mailed invitation link: one resumable page that opens wherever the tenant has got to. */
export function TenantOnboardingPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const role = useAppSelector(selectSessionRole);
  // A signed-in tenant comes back from the dashboard without the link: their session opens it.
  const signedInTenant = token === null && role === 'tenant';
  return (
    <AuthLayout>
      {wellFormed(token) || signedInTenant ? (
        <Invitation token={token} />
      ) : (
        <LinkProblem
          title="This invitation link is incomplete"
          message="The link is missing part of its address. Open it again from your invitation e-mail, or copy the whole link into the address bar. If it still does not work, ask the owner to send the invitation again."
        />
      )}
    </AuthLayout>
  );
}
