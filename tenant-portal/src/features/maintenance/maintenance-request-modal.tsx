import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from 'shared-api';
import {
  type MaintenanceRequestPayload,
  maintenancePriorities,
  maintenanceRequestPayload,
} from 'shared-api/contract';
import {
  Button,
  DateInput,
  DropZone,
  Modal,
  ModalClose,
  TextArea,
  TextField,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { UploadRefused, fileMaintenanceRequest, maintenanceFiled } from './api';

const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 4px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  button {
    border: 0;
    background: none;
    padding: 2px 0;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.color.danger};
    cursor: pointer;
    text-align: left;
  }
`;

const Upload = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.font.size.sm};

  progress {
    width: 100%;
  }
`;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** A chosen photo drawn from the file itself; its temporary address is freed when it goes. */
function Thumbnail({ photo }: { photo: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return <img ref={image} alt={photo.name} />;
}

/** The chosen photos as small pictures, each with its remove button. */
function PhotoThumbnails({
  photos,
  onRemove,
}: {
  photos: File[];
  onRemove: (photo: File) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <Thumbnails aria-label="Chosen photos">
      {photos.map((photo) => (
        <li key={`${photo.name}-${photo.size}-${photo.lastModified}`}>
          <Thumbnail photo={photo} />
          <button type="button" aria-label={`Remove ${photo.name}`} onClick={() => onRemove(photo)}>
            Remove
          </button>
        </li>
      ))}
    </Thumbnails>
  );
}

export interface MaintenanceRequestModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the modal, e.g. "Log requests". */
  trigger?: ReactElement;
  /** Open as soon as it is drawn: the tenant pressed the button before the form had arrived. */
  defaultOpen?: boolean;
}

/** "Submit Maintenance Request": the tenant describes a repair, adds photos and files it. */
export function MaintenanceRequestModal({
  open,
  onOpenChange,
  trigger,
  defaultOpen = false,
}: MaintenanceRequestModalProps) {
  const formId = useId();
  const prioritiesId = useId();
  const dispatch = useAppDispatch();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MaintenanceRequestPayload>({
    resolver: zodResolver(maintenanceRequestPayload),
    defaultValues: { title: '', priority: '', date: '', description: '' },
  });

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function submitRequest(fields: MaintenanceRequestPayload) {
    setSent(0);
    try {
      await fileMaintenanceRequest(fields, photos, setSent);
      toast.success('Your maintenance request has been submitted');
      dispatch(maintenanceFiled());
      reset();
      setPhotos([]);
      setOpen(false);
    } catch (error) {
      // The form keeps what was typed and chosen, so the tenant can fix it and send again.
      toast.error(error instanceof UploadRefused ? error.message : String(error));
    } finally {
      setSent(null);
    }
  }

  return (
    <Modal
      title="Submit Maintenance Request"
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      size="md"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary" disabled={isSubmitting}>
              Cancel
            </Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Submit request
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(submitRequest)}>
        <TextField label="Issue Type" error={errors.title?.message} {...register('title')} />
        <TextField
          label="Priority level"
          list={prioritiesId}
          autoComplete="off"
          hint="Low, Medium, High or Urgent, or your own words"
          error={errors.priority?.message}
          {...register('priority')}
        />
        <datalist id={prioritiesId}>
          {maintenancePriorities.map((priority) => (
            <option key={priority} value={priority} />
          ))}
        </datalist>
        <DateInput label="Repair Date" error={errors.date?.message} {...register('date')} />
        <TextArea
          label="Description"
          placeholder="Describe the issue in detail"
          error={errors.description?.message}
          {...register('description')}
        />
        <DropZone
          label="Attach a file"
          value={[]}
          disabled={isSubmitting}
          onChange={(added) =>
            setPhotos((chosen) => [
              ...chosen,
              ...added.filter((photo) => !chosen.some((kept) => sameFile(kept, photo))),
            ])
          }
        />
        <PhotoThumbnails
          photos={photos}
          onRemove={(photo) => setPhotos((chosen) => chosen.filter((kept) => kept !== photo))}
        />
        {sent !== null && (
          <Upload>
            <label htmlFor={`${formId}-progress`}>Uploading… {Math.round(sent * 100)}%</label>
            <progress id={`${formId}-progress`} max={1} value={sent} />
          </Upload>
        )}
      </form>
    </Modal>
  );
}
