import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type OpenLateFee,
  type WaiveLateFeePayload,
  waiveLateFeePayload,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, Modal, Table, TextArea, toast } from 'shared-ui';
import { formatCalendarDate } from '../../components/dates';
import { LoadMore } from '../../components/load-more';
import { useGetOpenLateFeesInfiniteQuery, useWaiveLateFeeMutation } from './late-fees-api';

function WaiveFeeForm({ fee, onDone }: { fee: OpenLateFee; onDone: () => void }) {
  const [waiveLateFee] = useWaiveLateFeeMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WaiveLateFeePayload>({
    resolver: zodResolver(waiveLateFeePayload),
    defaultValues: { reason: '' },
  });
  async function waive({ reason }: WaiveLateFeePayload) {
    const answer = await waiveLateFee({ chargeId: fee.chargeId, reason });
    if (answer.error) return;
    toast.success(`${fee.label} waived`);
    onDone();
  }
  return (
    <form noValidate onSubmit={handleSubmit(waive)} aria-label="Waive late fee">
      <p>{fee.reason}</p>
      <TextArea
        label="Reason"
        placeholder="Why this fee is forgiven (kept with the ledger)"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" loading={isSubmitting}>
        Waive fee
      </Button>
    </form>
  );
}

/**
 * Late fees still owed, oldest first, each with why it exists; the owner may waive one with a
 * reason. The server answers them a page at a time; the rest load as the table ends.
 */
export function LateFeesTable() {
  const fees = useGetOpenLateFeesInfiniteQuery();
  const [waiving, setWaiving] = useState<OpenLateFee | null>(null);
  const loadMore = () => {
    if (!fees.isFetching) void fees.fetchNextPage();
  };
  return (
    <>
      <Table
        caption="Late fees owed"
        columns={[
          { key: 'tenant', header: 'Tenant', rowHeader: true, cell: (fee) => fee.tenantName },
          { key: 'why', header: 'Why', cell: (fee) => fee.reason },
          { key: 'date', header: 'Charged', cell: (fee) => formatCalendarDate(fee.dueDate) },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (fee) => formatMoney(fee.amount, fee.currency),
          },
          {
            key: 'action',
            header: 'Action',
            cell: (fee) => (
              <Button
                variant="secondary"
                aria-label={`Waive ${fee.label} of ${fee.tenantName}`}
                onClick={() => setWaiving(fee)}
              >
                Waive
              </Button>
            ),
          },
        ]}
        rows={fees.data?.pages.flatMap((page) => page.data) ?? []}
        rowKey={(fee) => fee.chargeId}
        emptyText="No late fees are owed"
      />
      {fees.hasNextPage && (
        <LoadMore
          loading={fees.isFetchingNextPage}
          failed={fees.isFetchNextPageError}
          onMore={loadMore}
        />
      )}
      {waiving && (
        <Modal
          title={`Waive ${waiving.label.toLowerCase()}`}
          open
          onOpenChange={(open) => !open && setWaiving(null)}
        >
          <WaiveFeeForm fee={waiving} onDone={() => setWaiving(null)} />
        </Modal>
      )}
    </>
  );
}
