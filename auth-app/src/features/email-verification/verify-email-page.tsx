import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  selectSessionRole,
  selectSessionUser,
  useAppSelector,
  useSendEmailVerificationCodeMutation,
  useVerifyEmailMutation,
} from 'shared-api';
import { AuthLayout, Button, dismissProblemToasts, OtpInput, PageHeading, toast } from 'shared-ui';
import styled from 'styled-components';

// The code boxes' own code starts loading with this page's.
OtpInput.preload();

const Intro = styled.p`
  margin: -8px 0 24px;
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Resend = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The signed-in owner confirms their e-mail with the 6-digit code mailed when the screen opens. */
export function VerifyEmailPage() {
  const owner = useAppSelector(selectSessionUser);
  const role = useAppSelector(selectSessionRole);
  const navigate = useNavigate();
  const [sendCode, { isLoading: isSending }] = useSendEmailVerificationCodeMutation();
  const [verifyEmail, { isLoading: isVerifying }] = useVerifyEmailMutation();
  const [verifiedOnOpen] = useState(() => owner?.emailVerified === true);
  // Each failed try gets fresh, empty boxes.
  const [attempt, setAttempt] = useState(0);
  const codeRequested = useRef(false);
  const canVerify = role === 'owner' && owner !== null && !verifiedOnOpen;

  useEffect(() => {
    // Once per visit, also when React runs effects twice in development.
    if (!canVerify || codeRequested.current) return;
    codeRequested.current = true;
    sendCode();
  }, [canVerify, sendCode]);

  if (role !== 'owner' || !owner) return <Navigate to="/owner/signin" replace />;
  if (verifiedOnOpen) return <Navigate to="/owner" replace />;

  async function resend() {
    try {
      const { message } = await sendCode().unwrap();
      dismissProblemToasts();
      toast.success(message);
    } catch {
      // The error toast has said why (for example, too many codes asked for).
    }
  }

  async function verify(code: string) {
    try {
      await verifyEmail({ code }).unwrap();
    } catch {
      setAttempt((tries) => tries + 1);
      return;
    }
    dismissProblemToasts();
    navigate('/owner');
  }

  return (
    <AuthLayout>
      <PageHeading
        title="Verify your email"
        description="Enter the 6-digit code we emailed you to confirm your email address."
      />
      <Intro>
        Enter the 6-digit code we sent to <strong>{owner.email}</strong>.
      </Intro>
      <OtpInput
        key={attempt}
        label="Verification code"
        autoFocus
        disabled={isVerifying}
        onComplete={verify}
      />
      <Resend>
        Didn&apos;t get the code?
        <Button variant="ghost" loading={isSending} onClick={resend}>
          Resend
        </Button>
      </Resend>
    </AuthLayout>
  );
}
