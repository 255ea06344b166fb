import { useNavigate } from 'react-router-dom';
import { Card, PageHeading } from 'shared-ui';
import { PropertyForm } from 'shared-features';

export function AddPropertyPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title="Create property" description="List a property to lease its units." />
      <Card>
        <PropertyForm onCreated={() => navigate('/properties')} />
      </Card>
    </>
  );
}
