import type { LeaseSignature } from 'shared-api/contract';
import { Card } from 'shared-ui';
import { formatMoment } from '../../components/dates';
import { Facts } from '../../components/facts';

/** What the tenant typed to sign, and when, where from and in which browser. */
export function SignatureRecord({ signature }: { signature: LeaseSignature }) {
  return (
    <Card title="Signature" titleAs="h3">
      <Facts
        label="Signature record"
        facts={[
          ['Signed as', signature.fullName],
          ['Signed at', formatMoment(signature.signedAt)],
          ['From address', signature.ipAddress],
          ['Browser', signature.userAgent],
        ]}
      />
    </Card>
  );
}
