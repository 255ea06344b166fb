import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Button } from '../button/button';
import { FieldLabel, FieldMessage, FieldWrapper } from '../field/field';
import { ACCEPTED_IMAGE_TYPES } from './accepted-image-types';

/** Nothing to watch: `useSyncExternalStore` here only tells the server's render from the browser's. */
const noChanges = () => () => {};

export interface DropZoneProps {
  label: string;
  /** The chosen files when controlled. */
  value?: File[];
  onChange?: (files: File[]) => void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** The file types taken, by MIME type and extensions; images (PNG, JPEG, WebP, SVG) by default. */
  accept?: Accept;
  /** How the accepted types are named when a file is turned away. */
  acceptedTypesText?: string;
  multiple?: boolean;
}

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 28px 16px;
  border: 2px dashed
    ${({ theme, $dragging, $invalid }) =>
      $dragging ? theme.color.brand : $invalid ? theme.color.danger : theme.color.border};
  border-style: ${({ $dragging }) => ($dragging ? 'solid' : 'dashed')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.brandSoft : theme.color.surface)};
  text-align: center;
  transition: background 120ms ease;
`;

const Prompt = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Or = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const FileList = styled.ul`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
`;

const FileRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const RemoveButton = styled.button`
  flex: none;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
  cursor: pointer;
  padding: 4px 6px;
`;

function UploadIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M12 16V4m0 0-4 4m4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" strokeLinecap="round" />
    </svg>
  );
}

function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Drag-and-drop or browse for files, images (PNG, JPEG, WebP, SVG) unless `accept` says otherwise.
 * Several files can be chosen unless `multiple` is false; each is listed with a remove button, and
 * files of other types are named in an error.
 */
export function DropZone({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
  accept = ACCEPTED_IMAGE_TYPES,
  acceptedTypesText = 'PNG, JPEG, WebP and SVG images',
  multiple = true,
}: DropZoneProps) {
  const labelId = useId();
  const inputId = useId();
  const messageId = useId();
  // Rendered on the server, the zone shows disabled until React handles it in the browser (its code
  // may come after the page's): a file picked before then would go unheard.
  const handled = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [draft, setDraft] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const files = value ?? draft;

  function update(next: File[]) {
    setDraft(next);
    onChange?.(next);
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || !handled,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      setRejected(rejections.map(({ file }) => file.name));
      if (accepted.length > 0 && !multiple) update(accepted.slice(0, 1));
      else if (accepted.length > 0) {
        update([
          ...files,
          ...accepted.filter((file) => !files.some((kept) => sameFile(kept, file))),
        ]);
      }
    },
  });

  const rejectionText =
    rejected.length > 0
      ? `${rejected.join(', ')} ${rejected.length === 1 ? 'was' : 'were'} not added: ` +
        `only ${acceptedTypesText} are accepted.`
      : undefined;
  const message = error ?? rejectionText ?? hint;

  return (
    <FieldWrapper>
      <FieldLabel id={labelId} htmlFor={inputId}>
        {label}
      </FieldLabel>
      <Zone
        {...getRootProps({
          role: 'group',
          'aria-labelledby': labelId,
          'aria-describedby': message ? messageId : undefined,
        })}
        $dragging={isDragActive}
        $invalid={Boolean(error ?? rejectionText)}
      >
        <input {...getInputProps({ id: inputId, disabled: disabled || !handled })} />
        <UploadIcon />
        <Prompt>{isDragActive ? 'Drop Files Here' : 'Drag & Drop Files Here'}</Prompt>
        <Or>or</Or>
        <Button variant="secondary" onClick={open} disabled={disabled || !handled}>
          Browse File
        </Button>
      </Zone>
      {message && (
        <FieldMessage
          id={messageId}
          $tone={error || rejectionText ? 'error' : 'muted'}
          role={rejectionText && !error ? 'alert' : undefined}
        >
          {message}
        </FieldMessage>
      )}
      {files.length > 0 && (
        <FileList aria-label="Chosen files">
          {files.map((file) => (
            <FileRow key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span>
                {file.name} ({formatSize(file.size)})
              </span>
              <RemoveButton
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => update(files.filter((kept) => kept !== file))}
                disabled={disabled}
              >
                Remove
              </RemoveButton>
            </FileRow>
          ))}
        </FileList>
      )}
    </FieldWrapper>
  );
}
