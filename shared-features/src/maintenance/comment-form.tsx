import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type MaintenanceCommentPayload, maintenanceCommentPayload } from 'shared-api/contract';
import { Button, TextArea } from 'shared-ui';

/** Adds a comment to a request; the text stays in the field if it could not be sent. */
export function CommentForm({ onComment }: { onComment: (body: string) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MaintenanceCommentPayload>({
    resolver: zodResolver(maintenanceCommentPayload),
    defaultValues: { body: '' },
  });

  async function addComment({ body }: MaintenanceCommentPayload) {
    try {
      await onComment(body);
      reset();
    } catch {
      // The error toast has said why; the comment stays for another try.
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(addComment)}>
      <TextArea label="Comment" rows={3} error={errors.body?.message} {...register('body')} />
      <Button type="submit" loading={isSubmitting}>
        Add comment
      </Button>
    </form>
  );
}
