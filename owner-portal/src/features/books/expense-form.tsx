import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { propertiesApi, useAppDispatch } from 'shared-api';
import {
  type Expense,
  type ExpenseCategoryChoices,
  type Recurrence,
  expenseCategories,
  expensePayload,
  scheduleELines,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  FormGrid,
  FormGridActions,
  FormGridRow,
  Select,
  TextArea,
  TextField,
  toast,
} from 'shared-ui';
import type { z } from 'zod';
import { PropertyPickerField } from '../../components/property-picker-field';
import {
  ReceiptRefused,
  booksChanged,
  useEditExpenseMutation,
  useGetExpenseQuery,
  useRecordExpenseMutation,
  useStartRecurringExpenseMutation,
  uploadReceipt,
} from './api';

const { useGetPropertyQuery } = propertiesApi;

type ExpenseInput = z.input<typeof expensePayload>;
type ExpenseValues = z.output<typeof expensePayload>;

const repeatOptions = [
  { value: '', label: 'Does not repeat' },
  { value: 'month', label: 'Every month' },
  { value: 'quarter', label: 'Every quarter' },
  { value: 'year', label: 'Every year' },
];

const categoryOptions = expenseCategories.map((category) => ({
  value: category,
  label: `${scheduleELines[category].label} (line ${scheduleELines[category].line})`,
}));

export interface ExpenseFormProps {
  categories: ExpenseCategoryChoices | undefined;
  /**
   * The property chosen at first (the one the books are filtered to, or the newest); any other of
   * the owner's properties is found by searching.
   */
  propertyId?: string;
  /** An expense to change instead of a new one; its history is shown below the form. */
  editing?: Expense;
  /** Called once the expense is saved (or the edit given up). */
  onDone?: () => void;
}

const changeNames = {
  created: 'Recorded',
  edited: 'Changed',
  receipt: 'Receipt attached',
  deleted: 'Deleted',
};

/** Each change of an expense, with the expense as it stood after it. */
function ExpenseHistory({ expenseId }: { expenseId: string }) {
  const detail = useGetExpenseQuery(expenseId);
  if (!detail.data) return null;
  return (
    <FormGridRow>
      <h3>History</h3>
      <ol aria-label="History of the expense">
        {detail.data.history.map((change) => (
          <li key={`${change.change}-${change.changedAt}`}>
            {changeNames[change.change]} {new Date(change.changedAt).toLocaleString()}:{' '}
            {change.date}, {change.payee}, {formatMoney(change.amount, change.currency)},{' '}
            {scheduleELines[change.category].label}
            {change.receiptName ? `, receipt ${change.receiptName}` : ''}
          </li>
        ))}
      </ol>
    </FormGridRow>
  );
}

/** Records an expense on one of the owner's properties, with its receipt when one is chosen. */
export function ExpenseForm({ categories, propertyId, editing, onDone }: ExpenseFormProps) {
  const dispatch = useAppDispatch();
  const [recordExpense] = useRecordExpenseMutation();
  const [editExpense] = useEditExpenseMutation();
  const [startRecurringExpense] = useStartRecurringExpenseMutation();
  const [repeats, setRepeats] = useState<Recurrence | ''>('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptKey, setReceiptKey] = useState(0);
  // No amount at first: the field starts empty, not at 0.
  const blank: Partial<ExpenseInput> = editing
    ? {
        propertyId: editing.propertyId,
        date: editing.date,
        amount: editing.amount,
        category: editing.category,
        subCategory: editing.subCategory ?? '',
        payee: editing.payee,
        unit: editing.unit ?? '',
        note: editing.note,
        maintenanceRequestId: editing.maintenanceRequestId ?? undefined,
      }
    : {
        propertyId: propertyId ?? '',
        date: new Date().toISOString().slice(0, 10),
        category: 'repairs',
        subCategory: '',
        payee: '',
        unit: '',
        note: '',
      };
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseInput, unknown, ExpenseValues>({
    resolver: zodResolver(expensePayload),
    defaultValues: blank,
  });
  const chosenCategory = useWatch({ control, name: 'category' });
  const chosenPropertyId = useWatch({ control, name: 'propertyId' });
  // The chosen property's name and currency: the expense's own while it keeps its property.
  const keepsProperty = editing?.propertyId === chosenPropertyId;
  const chosenProperty = useGetPropertyQuery(chosenPropertyId, {
    skip: !chosenPropertyId || keepsProperty,
  }).data;
  const currency = keepsProperty ? editing.currency : chosenProperty?.currency;
  const selected = keepsProperty
    ? { value: editing.propertyId, label: editing.propertyName }
    : chosenProperty && { value: chosenProperty.propertyId, label: chosenProperty.name };
  const subCategories =
    categories?.find((choice) => choice.category === chosenCategory)?.subCategories ?? [];

  async function save(values: ExpenseValues) {
    if (repeats) {
      const { propertyId, unit, amount, category, subCategory, payee, note, date } = values;
      const started = await startRecurringExpense({
        ...{ propertyId, unit, amount, category, subCategory, payee, note },
        every: repeats,
        startsOn: date,
      });
      if (started.error) return;
      toast.success(
        `Recurring expense started: ${started.data.made} ${started.data.made === 1 ? 'expense' : 'expenses'} recorded so far`,
      );
      reset({ ...blank, propertyId: values.propertyId });
      setRepeats('');
      return;
    }
    const answer = editing
      ? await editExpense({ ...values, expenseId: editing.expenseId })
      : await recordExpense(values);
    if (answer.error) return;
    if (receipt) {
      try {
        await uploadReceipt(answer.data.expenseId, receipt);
      } catch (error) {
        const why = error instanceof ReceiptRefused ? error.message : String(error);
        toast.error(`The expense is recorded, but its receipt was not attached: ${why}`);
        dispatch(booksChanged());
        return;
      }
      dispatch(booksChanged());
    }
    toast.success(editing ? 'Expense saved' : 'Expense recorded');
    reset({ ...blank, propertyId: values.propertyId });
    setReceipt(null);
    setReceiptKey((key) => key + 1);
    onDone?.();
  }

  return (
    <Card title={editing ? 'Edit the expense' : 'Record an expense'} titleAs="h2">
      <FormGrid
        columnWidth={220}
        noValidate
        onSubmit={handleSubmit(save)}
        aria-label={editing ? 'Edit the expense' : 'Record an expense'}
      >
        <PropertyPickerField control={control} name="propertyId" selected={selected} />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label={`Amount${currency ? ` (${currency})` : ''}`}
          inputMode="decimal"
          type="number"
          step="0.01"
          min="0"
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        <Select
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label="Sub-category"
          hint="Optional, your own: for example Plumbing"
          list="expense-sub-categories"
          autoComplete="off"
          error={errors.subCategory?.message}
          {...register('subCategory')}
        />
        <datalist id="expense-sub-categories">
          {subCategories.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label="Payee"
          autoComplete="off"
          error={errors.payee?.message}
          {...register('payee')}
        />
        <TextField
          label="Unit"
          hint="Optional"
          autoComplete="off"
          error={errors.unit?.message}
          {...register('unit')}
        />
        {!editing && (
          <Select
            label="Repeats"
            options={repeatOptions}
            value={repeats}
            onChange={(event) => setRepeats(event.target.value as Recurrence | '')}
          />
        )}
        {!repeats && (
          <TextField
            key={receiptKey}
            label="Receipt"
            hint={
              editing?.receipt
                ? `Optional: replaces ${editing.receipt.fileName}`
                : 'Optional: PDF, JPEG, PNG or WebP, at most 10 MB'
            }
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
          />
        )}
        <FormGridRow>
          <TextArea label="Note" rows={2} error={errors.note?.message} {...register('note')} />
        </FormGridRow>
        <FormGridActions>
          {editing && (
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'Save expense' : 'Record expense'}
          </Button>
        </FormGridActions>
        {editing && <ExpenseHistory expenseId={editing.expenseId} />}
      </FormGrid>
    </Card>
  );
}
