import type { MaintenanceRequestDetail, MaintenanceUpdate } from 'shared-api/contract';
import { maintenanceStatusLabels } from 'shared-api/contract/maintenance-statuses';
import styled from 'styled-components';
import { viewerLocale, viewerTimeZone } from 'shared-api/contract/locale';

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 24px;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;

  li {
    padding: 12px 16px;
    border-left: 3px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(viewerLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: viewerTimeZone(),
  });

function whatHappened(update: MaintenanceUpdate) {
  const who = update.author.name;
  if (update.kind === 'filed') return `${who} filed the request`;
  if (update.kind === 'comment') return `${who} commented`;
  const to = update.toStatus ? maintenanceStatusLabels[update.toStatus] : '';
  const from = update.fromStatus ? maintenanceStatusLabels[update.fromStatus] : '';
  return `${who} changed the status from ${from} to ${to}`;
}

export function RequestPhotos({ request }: { request: MaintenanceRequestDetail }) {
  if (request.photos.length === 0) return <p>No photos were attached.</p>;
  return (
    <Photos aria-label="Photos">
      {request.photos.map((photo) => (
        <li key={photo.photoId}>
          <img src={photo.url} alt={photo.fileName} loading="lazy" />
        </li>
      ))}
    </Photos>
  );
}

/** Every change to a request, oldest first: filed, status changes and comments. */
export function RequestTimeline({ updates }: { updates: MaintenanceUpdate[] }) {
  return (
    <Timeline aria-label="History">
      {updates.map((update) => (
        <li key={update.updateId}>
          <strong>{whatHappened(update)}</strong> <small>{when(update.createdAt)}</small>
          {update.body && <p>{update.body}</p>}
        </li>
      ))}
    </Timeline>
  );
}
