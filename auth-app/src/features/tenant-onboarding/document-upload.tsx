import { useRef, useState } from 'react';
import type { TenantDocument, TenantDocumentKind } from 'shared-api/contract';
import { useAppDispatch } from 'shared-api';
import { Button, DropZone } from 'shared-ui';
import styled from 'styled-components';
import { tenantOnboardingApi, useRemoveTenantDocumentMutation } from './api';
import { formatSize } from './format';
import { UploadRefused, uploadDocument } from './upload-document';

/** What the server takes by content; the browser turns other kinds away by name first. */
const documentTypes = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

const Uploaded = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: -8px 0 16px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: -8px 0 16px;
  font-size: ${({ theme }) => theme.font.size.sm};

  progress {
    flex: 1;
    height: 8px;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

interface DocumentUploadProps {
  token: string | null;
  kind: TenantDocumentKind;
  label: string;
  /** The document of this kind the server holds, if any. */
  document: TenantDocument | null;
  /** What to say when the form was sent without this required document. */
  missing?: string;
}

/** One document of the check: chosen in the drop zone, sent at once with its progress shown. */
export function DocumentUpload({ token, kind, label, document, missing }: DocumentUploadProps) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState<{ name: string; share: number } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [removeDocument, removal] = useRemoveTenantDocumentMutation();
  const cancel = useRef<AbortController | null>(null);

  async function send(file: File) {
    setRefusal(undefined);
    setSending({ name: file.name, share: 0 });
    cancel.current = new AbortController();
    try {
      await uploadDocument({
        token: token ?? '',
        kind,
        file,
        onProgress: (share) => setSending({ name: file.name, share }),
        signal: cancel.current.signal,
      });
      dispatch(tenantOnboardingApi.util.invalidateTags(['Tenant']));
    } catch (error) {
      if (error instanceof UploadRefused) setRefusal(`${file.name}: ${error.message}`);
    } finally {
      setSending(null);
    }
  }

  return (
    <>
      <DropZone
        label={label}
        accept={documentTypes}
        acceptedTypesText="PDF, PNG, JPEG and WebP files"
        multiple={false}
        value={[]}
        onChange={(files) => {
          if (files[0]) void send(files[0]);
        }}
        hint={
          document
            ? 'Choosing another file replaces this one.'
            : 'A PDF, PNG, JPEG or WebP file of at most 10 MB.'
        }
        error={refusal ?? missing}
        disabled={sending !== null}
      />
      {sending && (
        <Progress>
          <progress value={sending.share} max={1} aria-label={`Uploading ${sending.name}`} />
          <span aria-hidden="true">{Math.round(sending.share * 100)}%</span>
          <Button variant="secondary" onClick={() => cancel.current?.abort()}>
            Cancel
          </Button>
        </Progress>
      )}
      {document && !sending && (
        <Uploaded>
          <span>
            Uploaded: {document.fileName} ({formatSize(document.size)})
          </span>
          <Button
            variant="secondary"
            aria-label={`Remove ${document.fileName}`}
            loading={removal.isLoading}
            onClick={() => void removeDocument({ token, kind })}
          >
            Remove
          </Button>
        </Uploaded>
      )}
    </>
  );
}
