import { genericErrorMessage } from 'shared-api';
import type { TenantDocument, TenantDocumentKind } from 'shared-api/contract';

export interface DocumentUpload {
  token: string;
  kind: TenantDocumentKind;
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

/** A refused upload, with the server's words (its 413 and 415 texts among them). */
export class UploadRefused extends Error {}

function refusalText(request: XMLHttpRequest): string {
  try {
    const answer = JSON.parse(request.responseText) as { error?: unknown };
    if (typeof answer.error === 'string' && answer.error.trim()) return answer.error;
  } catch {
    // Not JSON: a proxy's page, for example; the generic words below say enough.
  }
  if (request.status === 413) return 'A document can be at most 10 MB';
  return genericErrorMessage;
}

/**
 * Sends one background-check document as multipart. It goes by XMLHttpRequest rather than fetch
 * because only XMLHttpRequest reports upload progress, which the drop zone shows.
 */
export function uploadDocument({
  token,
  kind,
  file,
  onProgress,
  signal,
}: DocumentUpload): Promise<TenantDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      new URL(`/api/tenants/background-check/documents/${kind}`, window.location.origin).href,
    );
    request.setRequestHeader('x-access-tenant-token', token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201) {
        onProgress(1);
        resolve((JSON.parse(request.responseText) as { data: TenantDocument }).data);
      } else {
        reject(new UploadRefused(refusalText(request)));
      }
    });
    request.addEventListener('error', () =>
      reject(new UploadRefused('The upload was interrupted. Check your connection and try again.')),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('Upload cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
