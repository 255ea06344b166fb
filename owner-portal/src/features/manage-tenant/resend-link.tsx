import { useState } from 'react';
import { errorMessageFor } from 'shared-api';
import type { Tenant } from 'shared-api/contract';
import { Button } from 'shared-ui';
import { InlineNotice } from '../../components/inline-notice';
import { useResendInvitationMutation } from '../../components/tenancy-api';

/** Mails the tenant a fresh link to their flow (the previous one stops working). */
export function ResendLink({ tenant, label }: { tenant: Tenant; label: string }) {
  const [resend, { isLoading }] = useResendInvitationMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  return (
    <>
      {notice && <InlineNotice tone={notice.tone}>{notice.text}</InlineNotice>}
      <Button
        variant="secondary"
        loading={isLoading}
        onClick={async () => {
          const sent = await resend(tenant.tenantId);
          setNotice(
            sent.error
              ? { tone: 'danger', text: errorMessageFor('resendInvitation', sent.error) }
              : { tone: 'success', text: `A new link was sent to ${tenant.email}` },
          );
        }}
      >
        {label}
      </Button>
    </>
  );
}
