import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Vendor, vendorPayload } from 'shared-api/contract';
import {
  Button,
  FormGrid,
  FormGridActions,
  FormGridRow,
  TextArea,
  TextField,
  toast,
} from 'shared-ui';
import type { z } from 'zod';
import { useAddVendorMutation } from './books-api';

type VendorInput = z.input<typeof vendorPayload>;
type VendorValues = z.output<typeof vendorPayload>;

const blank: VendorInput = { name: '', trade: '', phone: '', email: '', notes: '' };

/** Adds a vendor: who does the work, and how to reach them. Used by the Books page and a request. */
export function VendorForm({ onAdded }: { onAdded: (vendor: Vendor) => void }) {
  const [addVendor] = useAddVendorMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VendorInput, unknown, VendorValues>({
    resolver: zodResolver(vendorPayload),
    defaultValues: blank,
  });

  async function save(values: VendorValues) {
    const answer = await addVendor(values);
    if (answer.error) return;
    toast.success(`${answer.data.name} added`);
    onAdded(answer.data);
  }

  return (
    <FormGrid marginTop={16} noValidate onSubmit={handleSubmit(save)} aria-label="Add a vendor">
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Trade"
        hint="For example Plumber"
        autoComplete="off"
        error={errors.trade?.message}
        {...register('trade')}
      />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
      <FormGridRow>
        <TextArea label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
      </FormGridRow>
      <FormGridActions>
        <Button type="submit" loading={isSubmitting}>
          Save vendor
        </Button>
      </FormGridActions>
    </FormGrid>
  );
}
