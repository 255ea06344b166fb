import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useGetPropertiesQuery } from 'shared-api';
import {
  type OutgoingLine,
  expenseCategories,
  fileOutgoingLinePayload,
  scheduleELines,
} from 'shared-api/contract';
import { Button, Card, FormGrid, FormGridActions, Select, TextField, toast } from 'shared-ui';
import type { z } from 'zod';
import { formatCalendarDate } from '../../components/dates';
import { useFileOutgoingLineMutation } from './outgoing-lines-api';
import { statementAmount } from './statement-amount';

const choice = fileOutgoingLinePayload.pick({ propertyId: true, category: true, payee: true });
type ChoiceInput = z.input<typeof choice>;
type Choice = z.output<typeof choice>;

const categoryOptions = expenseCategories.map((category) => ({
  value: category,
  label: `${scheduleELines[category].label} (line ${scheduleELines[category].line})`,
}));

interface FileLineFormProps {
  csv: string;
  line: OutgoingLine;
  /** Called with the line once filed, or with nothing when the owner gives up. */
  onDone: (filed?: OutgoingLine) => void;
}

/**
 * Files one outgoing line as an expense on its date and for its amount; the property, category and
 * payee chosen last time for the same counterparty come pre-filled.
 */
export function FileLineForm(props: FileLineFormProps) {
  const properties = useGetPropertiesQuery({ limit: 200 });
  // The property list first: a choice is drawn among options that are there.
  return properties.data ? <ChoiceForm {...props} owned={properties.data.data} /> : null;
}

function ChoiceForm({
  csv,
  line,
  onDone,
  owned,
}: FileLineFormProps & { owned: readonly { propertyId: string; name: string }[] }) {
  const [fileLine] = useFileOutgoingLineMutation();
  const remembered = line.remembered;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChoiceInput, unknown, Choice>({
    resolver: zodResolver(choice),
    defaultValues: {
      propertyId: remembered?.propertyId ?? owned[0]?.propertyId ?? '',
      category: remembered?.category ?? 'repairs',
      payee: remembered?.payee ?? '',
    },
  });

  async function file(values: Choice) {
    const answer = await fileLine({ csv, lineKey: line.lineKey, ...values });
    if (!answer.data) return;
    const property = owned.find((row) => row.propertyId === values.propertyId);
    toast.success(`Line ${line.line} filed as an expense of ${property?.name ?? 'the property'}`);
    onDone(answer.data);
  }

  const title = `File line ${line.line} as an expense`;
  return (
    <Card title={title} titleAs="h3">
      <p>
        {formatCalendarDate(line.date)}, {line.description}, {statementAmount(line.amount)}
      </p>
      <FormGrid noValidate onSubmit={handleSubmit(file)} aria-label={title}>
        <Select
          label="Property"
          options={owned.map((property) => ({ value: property.propertyId, label: property.name }))}
          placeholder="Choose a property"
          error={errors.propertyId?.message}
          {...register('propertyId')}
        />
        <Select
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label="Payee"
          autoComplete="off"
          error={errors.payee?.message}
          {...register('payee')}
        />
        <FormGridActions>
          <Button variant="ghost" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            File expense
          </Button>
        </FormGridActions>
      </FormGrid>
    </Card>
  );
}
