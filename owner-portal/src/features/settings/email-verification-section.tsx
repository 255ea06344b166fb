import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessageFor, useSendEmailVerificationCodeMutation } from 'shared-api';
import type { Owner } from 'shared-api/contract';
import { Badge, Button, Card } from 'shared-ui';
import { InlineNotice } from '../../components/inline-notice';

export function EmailVerificationSection({ owner }: { owner: Owner }) {
  const [sendCode, { isLoading }] = useSendEmailVerificationCodeMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  return (
    <Card
      title="Email"
      titleAs="h2"
      action={
        <Badge tone={owner.emailVerified ? 'success' : 'warning'}>
          {owner.emailVerified ? 'Verified' : 'Not verified'}
        </Badge>
      }
    >
      <p>{owner.email}</p>
      {!owner.emailVerified && (
        <>
          {notice && <InlineNotice tone={notice.tone}>{notice.text}</InlineNotice>}
          <p>
            Verify your address so tenants' messages and payment notices reach you.{' '}
            <Link to="/verify-otp">Enter the code</Link>
          </p>
          <Button
            variant="secondary"
            loading={isLoading}
            onClick={async () => {
              const sent = await sendCode();
              setNotice(
                sent.error
                  ? {
                      tone: 'danger',
                      text: errorMessageFor('sendEmailVerificationCode', sent.error),
                    }
                  : { tone: 'success', text: sent.data.message },
              );
            }}
          >
            Resend code
          </Button>
        </>
      )}
    </Card>
  );
}
