import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from 'shared-api';
import {
  type Expense,
  expenseCategories,
  maintenanceCostPayload,
  scheduleELines,
} from 'shared-api/contract';
import {
  Button,
  FormGrid,
  FormGridActions,
  FormGridRow,
  Select,
  TextArea,
  TextField,
  toast,
} from 'shared-ui';
import type { z } from 'zod';
import { ReceiptRefused, booksChanged, uploadReceipt } from '../../components/books-api';
import { useRecordRequestCostMutation } from './vendor-api';

// Where the request has no vendor, the owner names who was paid.
const withPayee = maintenanceCostPayload.required({ payee: true });

type CostInput = z.input<typeof maintenanceCostPayload>;
type CostValues = z.output<typeof maintenanceCostPayload>;

const categoryOptions = expenseCategories.map((category) => ({
  value: category,
  label: `${scheduleELines[category].label} (line ${scheduleELines[category].line})`,
}));

export interface CostFormProps {
  requestId: string;
  /** The vendor the expense is paid to; without one, the form asks for the payee. */
  vendorName: string | null;
  onRecorded: (expense: Expense) => void;
}

/** "Record the cost" of a resolved request: an expense of its property, with its receipt. */
export function CostForm({ requestId, vendorName, onRecorded }: CostFormProps) {
  const dispatch = useAppDispatch();
  const [recordCost] = useRecordRequestCostMutation();
  const [receipt, setReceipt] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CostInput, unknown, CostValues>({
    resolver: zodResolver(vendorName ? maintenanceCostPayload : withPayee),
    // No amount at first: the field starts empty, not at 0.
    defaultValues: {
      date: new Date().toISOString().slice(0, 10),
      category: 'repairs',
      note: '',
      ...(vendorName ? {} : { payee: '' }),
    },
  });

  async function save(values: CostValues) {
    const answer = await recordCost({ ...values, requestId });
    if (answer.error) return;
    if (receipt) {
      try {
        await uploadReceipt(answer.data.expenseId, receipt);
        toast.success('Cost recorded with its receipt');
      } catch (error) {
        const why = error instanceof ReceiptRefused ? error.message : String(error);
        toast.error(`The cost is recorded, but its receipt was not attached: ${why}`);
      }
      dispatch(booksChanged());
    } else {
      toast.success('Cost recorded');
    }
    onRecorded(answer.data);
  }

  return (
    <FormGrid marginTop={16} noValidate onSubmit={handleSubmit(save)} aria-label="Record the cost">
      <TextField
        label="Amount"
        inputMode="decimal"
        type="number"
        step="0.01"
        min="0"
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <Select
        label="Category"
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      {vendorName ? null : (
        <TextField
          label="Payee"
          hint="No vendor is assigned: who was paid"
          autoComplete="off"
          error={errors.payee?.message}
          {...register('payee')}
        />
      )}
      <TextField
        label="Receipt"
        hint="Optional: PDF, JPEG, PNG or WebP, at most 10 MB"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
      />
      <FormGridRow>
        <TextArea label="Note" rows={2} error={errors.note?.message} {...register('note')} />
      </FormGridRow>
      <FormGridActions>
        <Button type="submit" loading={isSubmitting}>
          Record cost
        </Button>
      </FormGridActions>
    </FormGrid>
  );
}
