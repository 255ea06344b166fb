import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { propertiesApi, useAppDispatch, useGetPropertiesQuery } from 'shared-api';
import {
  type OutgoingLine,
  expenseCategories,
  fileOutgoingLinePayload,
  scheduleELines,
} from 'shared-api/contract';
import { Button, Card, FormGrid, FormGridActions, Select, TextField, toast } from 'shared-ui';
import type { z } from 'zod';
import { formatCalendarDate } from '../../components/dates';
import { PropertyPickerField } from '../../components/property-picker-field';
import { matchesShown } from '../../components/search-picker';
import { useFileOutgoingLineMutation } from './outgoing-lines-api';
import { statementAmount } from './statement-amount';

const { useGetPropertyQuery } = propertiesApi;

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
 * payee chosen last time for the same counterparty come pre-filled. The property is any of the
 * owner's, found by searching.
 */
export function FileLineForm(props: FileLineFormProps) {
  // The newest properties, as the property picker first offers them (the same request): the one
  // chosen at first when the counterparty has no remembered choice.
  const newest = useGetPropertiesQuery({ limit: matchesShown }, { skip: !!props.line.remembered });
  if (props.line.remembered) return <ChoiceForm {...props} />;
  return newest.data ? (
    <ChoiceForm {...props} firstPropertyId={newest.data.data[0]?.propertyId} />
  ) : null;
}

function ChoiceForm({
  csv,
  line,
  onDone,
  firstPropertyId,
}: FileLineFormProps & { firstPropertyId?: string | undefined }) {
  const [fileLine] = useFileOutgoingLineMutation();
  const remembered = line.remembered;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChoiceInput, unknown, Choice>({
    resolver: zodResolver(choice),
    defaultValues: {
      propertyId: remembered?.propertyId ?? firstPropertyId ?? '',
      category: remembered?.category ?? 'repairs',
      payee: remembered?.payee ?? '',
    },
  });

  // The chosen property, offered by the picker whatever its search finds (a remembered one too).
  const dispatch = useAppDispatch();
  const chosenPropertyId = useWatch({ control, name: 'propertyId' });
  const chosen = useGetPropertyQuery(chosenPropertyId ?? '', { skip: !chosenPropertyId }).data;
  const selected = chosen && { value: chosen.propertyId, label: chosen.name };

  async function file(values: Choice) {
    const answer = await fileLine({ csv, lineKey: line.lineKey, ...values });
    if (!answer.data) return;
    // Its name, as read when it was chosen (kept by the cache).
    const property = await dispatch(
      propertiesApi.endpoints.getProperty.initiate(values.propertyId, { subscribe: false }),
    );
    toast.success(
      `Line ${line.line} filed as an expense of ${property.data?.name ?? 'the property'}`,
    );
    onDone(answer.data);
  }

  const title = `File line ${line.line} as an expense`;
  return (
    <Card title={title} titleAs="h3">
      <p>
        {formatCalendarDate(line.date)}, {line.description}, {statementAmount(line.amount)}
      </p>
      <FormGrid noValidate onSubmit={handleSubmit(file)} aria-label={title}>
        <PropertyPickerField control={control} name="propertyId" selected={selected} />
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
