import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Property } from 'shared-api/contract';
import { Button, ErrorState, PageHeading, SkeletonCards } from 'shared-ui';
import { useGetPropertyQuery } from './api';
import { LinkButton } from '../../components/link-button';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The property the address names, handed to `children` once loaded. Another owner's property and
 * one that does not exist look the same: "not found" with the way back to the list.
 */
export function PropertyGate({
  title,
  children,
}: {
  /** The page's heading while the property is not there. */
  title: string;
  children: (property: Property) => ReactNode;
}) {
  const { id = '' } = useParams();
  const property = useGetPropertyQuery(id);

  if (property.data) return children(property.data);
  if (property.isError) {
    return (
      <>
        <PageHeading title={title} />
        {isNotFound(property.error) ? (
          <ErrorState
            title="Property not found"
            message="This property does not exist or is not one of yours."
            action={<LinkButton to="/properties">Back to my properties</LinkButton>}
          />
        ) : (
          <ErrorState
            title="The property could not be loaded"
            message="Check your connection and try again."
            action={<Button onClick={() => property.refetch()}>Try again</Button>}
          />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <SkeletonCards count={2} label="Loading the property" />
    </>
  );
}
