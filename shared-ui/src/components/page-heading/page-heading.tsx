import styled from 'styled-components';

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0 0 24px;
`;

/** A screen's title: the visible heading and the document title together. */
export function PageHeading({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} · Homestead`}</title>
      {description && <meta name="description" content={description} />}
      <Heading>{title}</Heading>
    </>
  );
}
