import { type MailParagraph, composeMail } from '../mail/compose';

/** A tenant as the mails address them; their id keeps each mail in their mail log. */
interface Addressee {
  id: string;
  name: string;
  email: string;
}

const toTenant = (tenant: Addressee, subject: string, paragraphs: MailParagraph[]) => ({
  ...composeMail(tenant.email, subject, tenant.name, paragraphs),
  tenantId: tenant.id,
});

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Words an owner typed, shown as a quotation on one line, so they cannot pass for Homestead's own. */
export const quoted = (text: string) => `“${text.replace(/[\s\p{Cc}]+/gu, ' ').trim()}”`;

export function invitationMail(
  tenant: Addressee,
  ownerName: string,
  home: string,
  link: string,
  expiresAt: Date,
) {
  return toTenant(tenant, `${quoted(ownerName)} invites you to rent ${quoted(home)}`, [
    `The owner ${quoted(ownerName)} has invited you to rent ${quoted(home)} through Homestead. The first step is a short background check.`,
    { label: 'Start your background check', link },
    `The link is personal and works until ${longDate(expiresAt)}. You can come back to it at any step.`,
    'Names in quotation marks are as the owner typed them. If you do not know this owner, ignore this mail.',
  ]);
}

export function backgroundCheckPassedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `Your background check for ${home} has passed`, [
    `Good news: your background check for ${home} has passed.`,
    'The owner will now send you the lease to review and sign. We will e-mail you when it is ready.',
  ]);
}

export function backgroundCheckFailedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `An update on your application for ${home}`, [
    `Thank you for applying to rent ${home}. After reviewing your background check, the owner is not able to offer you this lease.`,
    'If you have questions, please contact the owner directly.',
  ]);
}

export function leaseReadyMail(tenant: Addressee, home: string, link: string) {
  return toTenant(tenant, `Your lease for ${home} is ready to sign`, [
    `The owner has sent you the lease for ${home}. Review its terms, sign it, and see the bank details for the move-in payment:`,
    { label: 'Review and sign your lease', link },
  ]);
}

export function leaseActiveMail(tenant: Addressee, home: string, signInLink: string) {
  return toTenant(tenant, `Your lease for ${home} is active`, [
    `The owner has received your move-in payment: your lease for ${home} is now active. Welcome home!`,
    { label: 'Sign in to your dashboard', link: signInLink },
  ]);
}

export function paymentNotReceivedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `Your move-in payment for ${home} has not arrived`, [
    `The owner has not received your move-in payment for ${home} yet.`,
    'Please check the transfer with your bank, and confirm the payment again once it has been made.',
  ]);
}

export function tenantPasswordResetMail(tenant: Addressee, resetLink: string) {
  return toTenant(tenant, 'Reset your Homestead password', [
    'Someone asked to reset the password of your Homestead tenant account.',
    { label: 'Choose a new password', link: resetLink },
    'The link works once, within one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  ]);
}
