import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TenantRent, reportRentPaymentPayload } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';
import { useReportRentPaymentMutation } from './api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin-top: 16px;

  & > :first-child {
    flex: 1 1 200px;
  }
`;

const reportForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .transform(Number)
    .pipe(reportRentPaymentPayload.shape.amount),
});
type ReportFormInput = z.input<typeof reportForm>;
type ReportForm = z.output<typeof reportForm>;

/** A fresh key per payment: a retried request with the same key is recorded once. */
const newRequestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** What the tenant would most likely pay now: what is owed, else the next rent. */
export const suggestedAmount = (rent: TenantRent) =>
  rent.balance > 0 ? rent.balance : (rent.nextDue?.amount ?? 0);

/** "I've made this payment" for the amount the tenant sent by transfer. */
export function ReportPaymentForm({ rent }: { rent: TenantRent }) {
  const [reportPayment] = useReportRentPaymentMutation();
  const [requestId, setRequestId] = useState(newRequestId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormInput, unknown, ReportForm>({
    resolver: zodResolver(reportForm),
    defaultValues: { amount: String(suggestedAmount(rent) || '') },
  });

  async function report({ amount }: ReportForm) {
    const answer = await reportPayment({ amount, requestId });
    if (answer.error) return;
    setRequestId(newRequestId());
    toast.success(
      `Thank you. The owner will confirm your ${formatMoney(amount, rent.currency)} payment.`,
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit(report)} aria-label="Report a payment">
      <TextField
        label={`Amount sent (${rent.currency})`}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Button type="submit" loading={isSubmitting}>
        I&apos;ve made this payment
      </Button>
    </Form>
  );
}
