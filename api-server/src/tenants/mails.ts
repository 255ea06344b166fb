import { type MailParagraph, composeMail, quoted } from '../mail/compose';

export { quoted };

/** A tenant as the mails address them; their id keeps each mail in their mail log. */
interface Addressee {
  id: string;
  name: string;
  email: string;
}

const toTenant = (
  tenant: Addressee,
  subject: string,
  paragraphs: MailParagraph[],
  greeting: 'by name' | 'plain' = 'by name',
) => ({
  ...composeMail(tenant.email, subject, greeting === 'plain' ? null : tenant.name, paragraphs),
  tenantId: tenant.id,
});

/** Every mail to a tenant names the home as the owner typed it: said once, at the end. */
const ownerWords = 'Words in quotation marks are as the owner typed them.';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The first mail to an address the owner typed: greeted without the name the owner gave, and every
 * word of the owner's quoted.
 */
export function invitationMail(
  tenant: Addressee,
  ownerName: string,
  home: string,
  link: string,
  expiresAt: Date,
) {
  return toTenant(
    tenant,
    `${quoted(ownerName)} invites you to rent ${quoted(home)}`,
    [
      `The owner ${quoted(ownerName)} has invited you, as ${quoted(tenant.name)}, to rent ${quoted(home)} through Homestead. The first step is a short background check.`,
      { label: 'Start your background check', link },
      `The link is personal and works until ${longDate(expiresAt)}. You can come back to it at any step.`,
      'Names in quotation marks are as the owner typed them. If you do not know this owner, ignore this mail.',
    ],
    'plain',
  );
}

export function backgroundCheckPassedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `Your background check for ${quoted(home)} has passed`, [
    `Good news: your background check for ${quoted(home)} has passed.`,
    'The owner will now send you the lease to review and sign. We will e-mail you when it is ready.',
    ownerWords,
  ]);
}

export function backgroundCheckFailedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `An update on your application for ${quoted(home)}`, [
    `Thank you for applying to rent ${quoted(home)}. After reviewing your background check, the owner is not able to offer you this lease.`,
    'If you have questions, please contact the owner directly.',
    ownerWords,
  ]);
}

export function leaseReadyMail(tenant: Addressee, home: string, link: string) {
  return toTenant(tenant, `Your lease for ${quoted(home)} is ready to sign`, [
    `The owner has sent you the lease for ${quoted(home)}. Review its terms, sign it, and see the bank details for the move-in payment:`,
    { label: 'Review and sign your lease', link },
    ownerWords,
  ]);
}

export function leaseActiveMail(tenant: Addressee, home: string, signInLink: string) {
  return toTenant(tenant, `Your lease for ${quoted(home)} is active`, [
    `The owner has received your move-in payment: your lease for ${quoted(home)} is now active. Welcome home!`,
    { label: 'Sign in to your dashboard', link: signInLink },
    ownerWords,
  ]);
}

export function paymentNotReceivedMail(tenant: Addressee, home: string) {
  return toTenant(tenant, `Your move-in payment for ${quoted(home)} has not arrived`, [
    `The owner has not received your move-in payment for ${quoted(home)} yet.`,
    'Please check the transfer with your bank, and confirm the payment again once it has been made.',
    ownerWords,
  ]);
}

export function tenantPasswordResetMail(tenant: Addressee, home: string, resetLink: string) {
  return toTenant(tenant, 'Reset your Homestead password', [
    `Someone asked to reset the password of your Homestead tenant account for ${quoted(home)}.`,
    { label: 'Choose a new password', link: resetLink },
    'The link works once, within one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    'If you rent more than one home through Homestead, each has its own password and its own mail.',
    ownerWords,
  ]);
}
