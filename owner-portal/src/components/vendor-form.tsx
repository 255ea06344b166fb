import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Vendor, vendorPayload } from 'shared-api/contract';
import { Button, TextArea, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import type { z } from 'zod';
import { useAddVendorMutation } from './books-api';

type VendorInput = z.input<typeof vendorPayload>;
type VendorValues = z.output<typeof vendorPayload>;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  align-items: start;
  margin-top: 16px;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 16px;
  justify-items: end;
  & > :first-child {
    justify-self: stretch;
  }
`;

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
    <Form noValidate onSubmit={handleSubmit(save)} aria-label="Add a vendor">
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
      <Wide>
        <TextArea label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
        <Button type="submit" loading={isSubmitting}>
          Save vendor
        </Button>
      </Wide>
    </Form>
  );
}
